package dieinthedungeon

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// A hero greyed in a Combat says in its tooltip why it cannot be hit
// (play-test 32 #9: the Fighter greyed by Sanctuary did not say so).
func TestAShieldedHeroSaysWhy(t *testing.T) {
	hero := func(ht dd.HeroType, lv int) dd.Member {
		return dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: ht, Level: lv}}
	}
	barbarian, _ := dd.EpicByID("epic_barbarian")
	for _, c := range []struct {
		party dd.Party
		i     int
		want  string
	}{
		{dd.Party{hero(dd.Fighter, 1), hero(dd.Cleric, 2)}, 0, "Sanctuary"},
		{dd.Party{{Kind: dd.EpicMem, Epic: barbarian}, hero(dd.Wizard, 1)}, 1, "Challenge"},
		{dd.Party{hero(dd.Fighter, 1), hero(dd.Rogue, 2)}, 1, "lowest-level"},
		{dd.Party{hero(dd.Fighter, 1), hero(dd.Cleric, 2)}, 1, ""},
	} {
		got := shieldedWhy(c.party, c.i)
		if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("member %d of %v: %q, want %q", c.i, c.party, got, c.want)
		}
	}
}

// An Epic hero's card shows the hits it has left once it has taken one,
// over its printed "Hits to defeat: 2" (play-test 32 #9).
func TestAnEpicCardShowsItsHitsLeft(t *testing.T) {
	img := ebiten.NewImage(300, 300)
	defer img.Deallocate()
	barbarian, _ := dd.EpicByID("epic_barbarian")
	r := layout.Rect{X: PartyPanel.X + 8, Y: 10, W: partyCardW, H: partyCardH}
	for taken, want := range []string{"", "1 hit left of 2"} {
		var words []string
		stop := ui.WatchText(func(s string, _ ui.Style) { words = append(words, s) })
		drawMember(ui.NewCanvas(img, 1), dd.Member{Kind: dd.EpicMem, Epic: barbarian, Hits: taken}, r, 1)
		stop()
		got := strings.Join(words, " | ")
		if want == "" && strings.Contains(got, "left") || want != "" && !strings.Contains(got, want) {
			t.Errorf("%d hits taken: the card says %q, want %q", taken, got, want)
		}
	}
}

// Play-test 41 #4: the Barbarian's card, struck out as he was defeated,
// still said "1 hit left of 2". A defeated Epic hero's card says he has
// no hits left; one that flees keeps its count.
func TestADefeatedEpicCardHasNoHitsLeft(t *testing.T) {
	img := ebiten.NewImage(300, 300)
	defer img.Deallocate()
	barbarian, _ := dd.EpicByID("epic_barbarian")
	r := layout.Rect{X: PartyPanel.X + 8, Y: 10, W: partyCardW, H: partyCardH}
	m := dd.Member{Kind: dd.EpicMem, Epic: barbarian, Hits: 1}
	for _, c := range []struct {
		code int
		want string
	}{{dd.TellDefeats, "No hits left"}, {dd.TellFlees, "1 hit left of 2"}} {
		var words []string
		stop := ui.WatchText(func(s string, _ ui.Style) { words = append(words, s) })
		s := &Step{Kind: StepLeave, Ev: engine.Event{Kind: engine.EvGame, Code: c.code}}
		s.Dur = 60
		drawLeaving(ui.NewCanvas(img, 1), m, r, s, 10)
		stop()
		if got := strings.Join(words, " | "); !slices.Contains(words, c.want) {
			t.Errorf("event %d: the leaving card says %q, want %q", c.code, got, c.want)
		}
	}
}
