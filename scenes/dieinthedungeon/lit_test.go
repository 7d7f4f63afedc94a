package dieinthedungeon

import (
	"slices"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// A card or board ability is drawn lit only when a click on it plays it
// now; one that would do nothing — while the table animates, at the
// game's end, in another step, Far Sight with nothing left to look at —
// is dimmed (play-tests 14 and 16: Far Sight glowed during combat
// animations, on the game-over screen, and when it would do nothing).
// Checked on every frame of whole games.
func TestOnlyWhatPlaysNowIsLit(t *testing.T) {
	for _, g := range []struct {
		seed uint64
		opts string
	}{{3, "map=training,creature=deyeroller"}, {5, "map=map1,creature=deyeroller"}, {6, "map=map1,creature=troll"}} {
		s, table, h := newTable(t, "human", g.seed, g.opts, prefs.Fast)
		greedy := scenetest.Greedy(g.seed)
		lit, dim := 0, 0
		for frame := 0; frame < 30000; frame++ {
			h.Idle(t, 1)
			st := table.q.Shown
			mo := &st.Mons[active(st)]
			cr := &dd.Creatures[mo.Creature]
			legal := s.Legal()
			plays := func(k dd.Kind, i int) bool {
				return table.Mine() && slices.Contains(legal, dd.Act(k, i))
			}
			for i := range cr.Cards {
				sp := table.Spots.At(spotKey{Kind: AtCard, I: i})
				a, _ := cardLook(mo, i, sp != nil && sp.Glow)
				if now := plays(dd.KCard, i); now != (a > 0.5) {
					t.Fatalf("%s frame %d (stage %d, busy %v, over %v): %s drawn at alpha %v, a click plays it now: %v",
						g.opts, frame, st.Stage, table.Busy(), s.Over(), cr.Cards[i].Name, a, now)
				} else if now {
					lit++
				} else if !mo.CardsUsed[i] {
					dim++
				}
			}
			for i, ab := range cr.Abilities {
				sp := table.Spots.At(spotKey{Kind: AtAbility, I: i})
				look := abilityLook(st, mo, i, sp != nil && sp.Glow)
				if now := plays(dd.KAbility, i); st.Stage != dd.StLayout && now != (look == abilityPlain) {
					t.Fatalf("%s frame %d (stage %d, busy %v): %s looks %d, a click uses it now: %v", g.opts, frame, st.Stage, table.Busy(), ab.Name, look, now)
				}
			}
			if s.Over() {
				if !table.Busy() && frame > 0 {
					break
				}
				continue
			}
			if table.Mine() {
				table.Play(greedy(s.Match.State))
			}
		}
		if !s.Over() || lit == 0 || dim == 0 {
			t.Fatalf("%s: over %v, %d lit and %d dimmed frames seen", g.opts, s.Over(), lit, dim)
		}
	}
}

// A board ability's "needs N AP" chip covers none of its words: it sits
// on the name's line, right of the longest name, above the text (play-test
// 16: it covered Twist Fate's text).
func TestAbilityChipCoversNoWords(t *testing.T) {
	for _, cr := range dd.Creatures {
		for i, ab := range cr.Abilities {
			in := BoardAbility[i].InsetXY(7, 4)
			for cost := 1; cost <= 3; cost++ {
				need := "needs " + string(rune('0'+cost)) + " AP"
				chip := layout.Rect{X: abilityChipX(in, need), Y: in.Y + 7 - 9, W: chipW(need), H: 18}
				name := layout.Rect{X: in.X, Y: in.Y, W: ui.Measure(ab.Name, ui.Style{Font: ui.Bold, Size: 13}), H: 16}
				if chip.X < name.Right()+4 || chip.Right() > in.Right()+0.5 {
					t.Errorf("%s: the chip %v meets the name %v or leaves the box %v", ab.Name, chip, name, in)
				}
				for j, ln := range abilityLines(ab) {
					cy := in.Y + 22 + float64(j)*abilityLineH
					words := layout.Rect{X: in.X, Y: cy - abilityText.Size/2, W: ui.Measure(ln, abilityText), H: abilityText.Size}
					if chip.Bottom() > words.Y && chip.X < words.Right() {
						t.Errorf("%s: the chip %v covers the line %q %v", ab.Name, chip, ln, words)
					}
				}
			}
		}
	}
}
