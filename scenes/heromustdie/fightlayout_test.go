package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// fightCards are the places of every card and trap a fight may show: three
// heroes, a room's five defenders (the front's tag above its card), five
// traps with their damage under them.
func fightCards() map[string]layout.Rect {
	out := map[string]layout.Rect{}
	for i := range 3 {
		out["hero "+string(rune('1'+i))] = FightHero(i)
	}
	for i := range 5 {
		r := FightMonster(i)
		r.Y, r.H = r.Y-10, r.H+10 // the FRONT tag
		out["monster "+string(rune('1'+i))] = r
	}
	for i := range hmd.MaxBuildings {
		r := FightTrap(i)
		r.H += 16 // its damage under it
		out["trap "+string(rune('1'+i))] = r
	}
	return out
}

func overlaps(a, b layout.Rect) bool { return !a.Intersect(b).Empty() }

// The melee's "Th vs Tm" band, as it pops up and overshoots, covers no
// card, trap or the clash panel; the result covers no card, trap or the
// prompt (pt12 #6: the band covered a fourth defender's title, the
// result the clash panel's support line).
func TestTheFightOverlayOverlapsNothing(t *testing.T) {
	for k := 0.0; k <= 1; k += 0.01 {
		band := blowBand(blowPop(k))
		for name, r := range fightCards() {
			if overlaps(band, r) {
				t.Errorf("at %.2f of the clash the melee band %v covers %s %v", k, band, name, r)
			}
		}
		if overlaps(band, FightClash) {
			t.Errorf("at %.2f of the clash the melee band %v covers the clash panel %v", k, band, FightClash)
		}
		if band.X < CombatRect.X || band.Y < CombatRect.Y || band.Right() > CombatRect.Right() || band.Bottom() > CombatRect.Bottom() {
			t.Errorf("at %.2f the melee band %v leaves the overlay", k, band)
		}
	}
	for name, r := range fightCards() {
		if overlaps(FightResult, r) {
			t.Errorf("the result %v covers %s %v", FightResult, name, r)
		}
	}
	if overlaps(FightResult, FightButtons) {
		t.Errorf("the result %v covers the prompt %v", FightResult, FightButtons)
	}
}

// Every fight's result of whole bot games fits its panel.
func TestEveryResultFitsItsPanel(t *testing.T) {
	s := newSession(t, "greedy,greedy", 1)
	table := New(s)
	in := FightResult.InsetXY(14, 12)
	seen := 0
	eachFightAction(t, func(prev, final *hmd.State, e engine.LogEntry) {
		if final.Fight.Active {
			return
		}
		q := NewQueue(prev)
		q.Add(e, e.Events, final, 0, func(n int) int { return n })
		for _, st := range q.Steps {
			if st.Kind != StepResult {
				continue
			}
			seen++
			words := table.words(st.Said...)
			style := resultStyle(words)
			if h := ui.LineHeight(style) * float64(len(ui.Wrap(words, style, in.W))); h > in.H || style.Size < 13 {
				t.Errorf("%q takes %.0f px of %.0f at size %.0f", words, h, in.H, style.Size)
			}
		}
	})
	if seen == 0 {
		t.Fatal("no fight's result seen")
	}
}

// The slider's confirm button stands clear of the overlay's bottom edge,
// as far from it as the track (pt17 #9: at 1024x576 "Commit 2 black" sat
// on the edge).
func TestTheSliderButtonStandsClearOfTheEdge(t *testing.T) {
	if gap, track := CombatRect.Bottom()-sliderConfirm.Bottom(), CombatRect.Bottom()-sliderTrack.Bottom(); gap < track {
		t.Errorf("the confirm button ends %.0f px above the overlay's edge, the track %.0f px", gap, track)
	}
}
