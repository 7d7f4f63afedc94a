package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// The board never lags the log (play-test 20: the log said "defeats the
// Cleric… Round 2… the heroes' Might attack" while the panel still said
// round 1, XP was empty, the Might die still showed the value before it
// was lowered and Shield Wall was still in force): at every frame of a
// Combat played through, every line shown has its step begun, and the
// round, the XP, the dice and the effects shown are those the lines shown
// so far tell.
func TestTheBoardKeepsUpWithTheLog(t *testing.T) {
	seen := map[int]int{}
	codes := []int{dd.TellRound, dd.TellDefeats, dd.TellLowersBy, dd.TellCard}
	all := func() bool {
		for _, c := range codes {
			if seen[c] == 0 {
				return false
			}
		}
		return true
	}
	for seed := uint64(3); seed <= 8 && !all(); seed++ { // seed 3's Tombstones lowers a die by two
		s, table, h := newTable(t, "human", seed, "map=map2,creature=tombstones", prefs.Normal)
		greedy := scenetest.Greedy(seed)
		for moves := 0; moves < 120 && !s.Over() && !all(); moves++ {
			scenetest.Settle(t, h, &table.Core)
			if s.Over() || s.Match.State.CurrentPlayer() < 0 {
				break
			}
			before := table.q.Shown
			act := greedy(s.Match.State)
			table.Play(act)
			round, xp, fx := before.Combat.Round, before.Mons[0].XPTotal, before.Combat.Fx
			var lowered *told
			var used []int // the cards told played
			for frame := 0; frame < 3000 && (frame < 2 || table.Busy()); frame++ {
				h.Idle(t, 1)
				if !table.Busy() {
					break
				}
				q := table.q
				// What the lines shown tell, in order.
				shown, _ := table.LogShown()
				for _, l := range table.LogLines(table.Viewer)[:shown] {
					if w := table.LogWaitsFor(l); w != nil && !w.Begun() {
						t.Fatalf("seed %d: line %q shows before its step", seed, l.Text)
					}
				}
				for _, st := range q.Steps {
					if !st.Started || st.Ev.Kind != engine.EvGame {
						continue
					}
					ev := st.Ev
					switch ev.Code {
					case dd.TellRound:
						round, fx = ev.Arg(0), dd.RoundFx{}
					case dd.TellLowersBy:
						ts := boardTold(ev)
						lowered = &ts[0]
					case dd.TellCard:
						used = append(used, ev.Arg(1))
						if q.Final.Combat.On && q.Final.Combat.Round == round {
							fx = q.Final.Combat.Fx
						}
					}
					seen[ev.Code]++
				}
				// XP: the sum of the defeats told so far.
				xp = before.Mons[0].XPTotal
				for _, st := range q.Steps {
					if st.Started && st.Kind != StepChange && st.Ev.Kind == engine.EvGame && (st.Ev.Code == dd.TellDefeats || st.Ev.Code == dd.TellAlone) {
						xp += st.Ev.Arg(3)
					}
				}
				sh := q.Shown
				if q.Change != nil || !sh.Combat.On || q.CombatOver {
					break // the final position shows
				}
				if sh.Combat.Round != round {
					t.Fatalf("seed %d: the panel shows round %d, the log told round %d", seed, sh.Combat.Round, round)
				}
				if sh.Mons[0].XPTotal != xp {
					t.Fatalf("seed %d: XP shown %d, the log told %d", seed, sh.Mons[0].XPTotal, xp)
				}
				if sh.Combat.Fx != fx {
					t.Fatalf("seed %d: effects shown %+v, the log told %+v", seed, sh.Combat.Fx, fx)
				}
				for _, i := range used {
					if !sh.Mons[0].CardsUsed[i] {
						t.Fatalf("seed %d: card %d told played shows unused", seed, i)
					}
				}
				if lowered != nil && sh.Mons[0].Board[lowered.Slot] != lowered.Die {
					t.Fatalf("seed %d: the lowered die shows %v, the log told %v", seed, sh.Mons[0].Board[lowered.Slot], lowered.Die)
				}
			}
		}
	}
	for _, c := range codes {
		if seen[c] == 0 {
			t.Errorf("no event %d seen: the test checked too little (%v)", c, seen)
		}
	}
}
