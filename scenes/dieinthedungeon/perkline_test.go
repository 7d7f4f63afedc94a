package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/ui"
)

// A hero card's Perk and Bonus are said at 12 px, whole, over the card's
// printed lines (play-test 20: about 5 px, read only in the tooltip), on
// the party's large cards (whole) and its small ones (cut with "…" at
// worst: the tooltip says it whole).
func TestHeroCardsPerkLineIsReadable(t *testing.T) {
	st := ui.Style{Font: ui.Bold, Size: 12}
	for _, n := range []int{1, 6} {
		b := perkLine(PartyCards(n)[0])
		if b.H < 14 {
			t.Errorf("%d heroes: the perk line is %.0f px high", n, b.H)
		}
		for _, info := range dd.HeroTypes {
			w := perkWords(info, b.W, st)
			if n > 4 {
				w = ui.Ellipsize(w, st, b.W)
			}
			if ui.Measure(w, st) > b.W || w == "" {
				t.Errorf("%d heroes: %q does not fit %.0f px", n, w, b.W)
			}
		}
	}
}

// A card sliding in from beyond the party panel shows no perk words until
// it is inside (they overflowed the window at 1280x720).
func TestPerkLineWaitsInsideThePanel(t *testing.T) {
	for n := 1; n <= 6; n++ {
		for _, r := range PartyCards(n) {
			if !perkLineShown(perkLine(r)) {
				t.Errorf("%d heroes: a card at rest shows no perk line", n)
			}
		}
	}
	rs := PartyCards(2)
	if perkLineShown(perkLine(rs[1].Offset(60, 0))) {
		t.Error("a card sliding in from 60 px beyond the panel shows its perk line")
	}
}
