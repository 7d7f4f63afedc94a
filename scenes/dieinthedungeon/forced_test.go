package dieinthedungeon

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A pip that cannot stop a hero's hit is greyed saying why (play-test 35
// #6: "-1 (pip)" offered on a hero's 16 against Might 3); one that can
// is live.
func TestAHopelessPipIsGrey(t *testing.T) {
	base := newSession(t, "human", 1, "map=map1").Match.State.(*dd.State)
	for _, c := range []struct {
		nat, pips int
		hopeless  bool
	}{{16, 1, true}, {12, 3, true}, {4, 1, false}, {6, 3, false}} {
		st := base.Clone().(*dd.State)
		mo := &st.Mons[st.Turn]
		mo.XP = dd.XP{Earned: 1}
		mo.XP.Pips[0] = c.pips
		st.Combat.On = true
		st.Stage = dd.StAdjust
		st.Roll = dd.Roll{Kind: dd.RollHero, Stat: dd.Might, Die: dd.D20, Nat: c.nat, Target: 3}
		cmds := Commands(st, st.LegalActions(nil), []string{"Ada"})
		pipsOffered := 0
		for _, cmd := range cmds {
			why, got := hopelessOffer(st, cmds, cmd)
			switch cmd.Kind {
			case dd.KPipDown, dd.KPipsTo:
				pipsOffered++
				if got != c.hopeless || got && why == "" {
					t.Errorf("%d vs 3, %d pips: %q hopeless %v (%q), want %v", c.nat, c.pips, cmd.Label, got, why, c.hopeless)
				}
			case dd.KContinue:
				if got {
					t.Errorf("%d vs 3: letting it stand is greyed", c.nat)
				}
			}
		}
		if pipsOffered == 0 {
			t.Fatalf("%d vs 3: no pip offered in %+v", c.nat, cmds)
		}
		if _, forced := forcedContinue(st, cmds); forced != c.hopeless {
			t.Errorf("%d vs 3, %d pips: forced %v", c.nat, c.pips, forced)
		}
	}
}

// When nothing the viewer holds can change a roll, its Continue glows and
// the table plays it by itself after a beat (play-test 35 #9: at 0 AP a
// fight dragged on at 2-3 clicks a round); undone, it waits for the
// player's own click.
func TestAForcedContinuePlaysItself(t *testing.T) {
	s := newSession(t, "human,greedy", 1, "")
	forced := func(st *dd.State) bool {
		_, ok := forcedContinue(st, Commands(st, st.LegalActions(nil), s.Names()))
		return ok && st.Stage == dd.StAdjust && st.Turn == 0
	}
	if !scenetest.ReachWith(t, s, 600, 16, scenetest.Greedy(3), forced) {
		t.Fatal("no forced Let it stand reached")
	}
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	a, _ := continueAction(table)
	lit := false
	for _, b := range table.buttons {
		if b.Label != "" && b.Glow && !b.Disabled {
			lit = true
		}
	}
	if !lit {
		t.Error("the forced Continue does not glow")
	}
	if got := helpWords(table.state(), table.cmds); got != ForcedWords {
		t.Errorf("the prompt says %q", got)
	}
	moves := s.Match.Moves()
	h.Idle(t, forcedBeat/2)
	if s.Match.Moves() != moves {
		t.Fatal("played before the beat")
	}
	h.Idle(t, forcedBeat)
	if s.Match.Moves() != moves+1 || s.Match.Actions()[len(s.Match.Actions())-1] != a {
		t.Fatalf("after the beat: %d moves (was %d)", s.Match.Moves(), moves)
	}
	if !s.CanUndo() {
		t.Fatalf("cannot undo the forced step: %s", s.Match.WhyNoUndo())
	}
	scenetest.Settle(t, h, &table.Core)
	h.Key(t, ebiten.KeyZ)
	scenetest.Settle(t, h, &table.Core)
	if s.Match.Moves() != moves {
		t.Fatalf("undo: %d moves, want %d", s.Match.Moves(), moves)
	}
	h.Idle(t, 3*forcedBeat)
	if s.Match.Moves() != moves {
		t.Error("undone, the forced step played itself again")
	}
	h.Key(t, ebiten.KeyEnter)
	h.Idle(t, 2)
	if s.Match.Moves() != moves+1 {
		t.Error("Enter does not play the forced step")
	}
}

// continueAction is the table's Continue.
func continueAction(table *Table) (engine.Action, bool) { return table.continueAction() }
