package dieinthedungeon

import (
	"fmt"
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// The attack buttons' numbers count the Dark's −1 (they said "Might d10
// vs 13" in the Dark, the roll getting −1 all the same).
func TestAttackButtonsCountTheDark(t *testing.T) {
	s := newSession(t, "human", 1, "map=map1")
	scenetest.Reach(t, s, 600, 16, func(st *dd.State) bool { return st.Stage == dd.StAttackStat })
	st := s.Match.State.(*dd.State).Clone().(*dd.State)
	st.Combat.Effect, st.Combat.Fx.Brute, st.Combat.Fx.Grave = dd.Dark, false, false
	seen := 0
	for _, c := range Commands(st, s.Legal(), s.Names()) {
		if c.Kind != dd.KStat {
			continue
		}
		seen++
		sl := dd.Stat(c.Arg)
		want := fmt.Sprintf("%s %s−1 vs %d", sl, st.Mons[st.Turn].Board[dd.StatSlot(sl)].Type, st.Combat.Party.Totals()[sl])
		if c.Label != want {
			t.Errorf("in the Dark: %q, want %q", c.Label, want)
		}
	}
	if seen == 0 {
		t.Fatal("no attack button")
	}
}

// An Epic hero's hit pips stay clear of its card's foot, where its Power
// line is written.
func TestHitPipsClearThePowerLine(t *testing.T) {
	for n := 1; n <= 6; n++ {
		r := PartyCards(n)[0]
		if p := hitPips(r, 3); p.Bottom() > r.Y+r.H*0.62 {
			t.Errorf("%d cards: the pips reach %v, into the card's foot (from %v)", n, p.Bottom(), r.Y+r.H*0.62)
		}
	}
}

// A roll's fixed modifiers whose sources are gone (the Combat over) are
// said plainly, not as "Fixed modifiers".
func TestFixedModifiersSaidPlainly(t *testing.T) {
	st := newSession(t, "human", 1, "map=map1").Match.State.(*dd.State).Clone().(*dd.State)
	st.Roll = dd.Roll{Kind: dd.RollHero, Stat: dd.Might, Die: dd.D8, Nat: 3, Fixed: 2, Target: 6}
	if p := fixedParts(st, nil); len(p) != 1 || p[0].name != "Bonuses in force" || p[0].v != 2 {
		t.Errorf("+2 from nowhere known: %+v", p)
	}
	st.Roll.Fixed = -1
	if p := fixedParts(st, nil); len(p) != 1 || p[0].name != "Penalties in force" {
		t.Errorf("−1 from nowhere known: %+v", p)
	}
}

// In the Duel, the other creature's board can be looked at on one's own
// turn: its block in the top bar has it all in its tooltip.
func TestDuelShowsTheOtherBoard(t *testing.T) {
	s, table, h := newTable(t, "human,human", 3, "creature=deyeroller,creature2=troll", prefs.Instant)
	scenetest.Reach(t, s, 200, 16, func(st *dd.State) bool { return st.Stage == dd.StMove && st.TurnNo > 1 })
	scenetest.Settle(t, h, &table.Core)
	st := s.Match.State.(*dd.State)
	other := 1 - int(st.Turn)
	sp := table.Spots.At(spotKey{Kind: atSeat, I: other})
	if sp == nil {
		t.Fatal("no spot on the other creature's block")
	}
	mo := &st.Mons[other]
	want := fmt.Sprintf("Time %d (%s)", mo.Board[dd.SlotTime].Value, mo.Board[dd.SlotTime].Type)
	if !strings.Contains(sp.Hint, want) || !strings.Contains(sp.Hint, fmt.Sprintf("AP %d", mo.Board[dd.SlotAbility].Value)) {
		t.Errorf("its tooltip %q does not show its board (%s)", sp.Hint, want)
	}
	mid := layout.Point{X: sp.Rect.X + sp.Rect.W/2, Y: sp.Rect.Y + sp.Rect.H/2}
	var top *spot
	for _, o := range table.Spots.Order { // the last laid is on top
		if o.Rect.Contains(mid) {
			top = o
		}
	}
	if top != sp {
		t.Errorf("the pointer on the block finds %+v, not its spot", top)
	}
}

// The prompt's detail is drawn whole, never ended in "…": after an
// automatic power up the Rest's and the Duel's Move's words ran to three
// and four lines where two fit.
func TestPromptWordsAreWhole(t *testing.T) {
	for _, g := range []struct {
		seats, opts string
		seed        uint64
		n           int
	}{{"human", "map=map1", 3, 120}, {"human,human", "creature=deyeroller,creature2=troll", 4, 120}} {
		s, table, h := newTable(t, g.seats, g.seed, g.opts, prefs.Instant)
		policy := scenetest.Greedy(g.seed)
		for range g.n {
			if s.Over() {
				break
			}
			scenetest.Settle(t, h, &table.Core)
			if a := table.asking(); table.cut {
				t.Errorf("%s: the prompt's detail is cut: %q", g.seats, a.Detail)
			}
			if err := s.Play(policy(s.Match.State)); err != nil {
				t.Fatal(err)
			}
		}
	}
}
