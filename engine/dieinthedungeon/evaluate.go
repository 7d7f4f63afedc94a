package dieinthedungeon

import (
	"github.com/herotable/herotable/engine"
)

// Evaluate is the bots' greedy hook (§11): how likely seat p is to win,
// from what p may see. It weighs progress towards the objective, the Time
// left against the moves still needed, Health, the stat dice and the
// resources held (AP, pips, DieMinions, tokens).
func Evaluate(st engine.State, p engine.Player) float64 {
	s := st.(*State)
	if s.Over {
		return s.Returns()[p]
	}
	mine := s.strength(p)
	if s.Players == 1 {
		return mine
	}
	return 0.5 + (mine-s.strength(1-p))/2
}

// strength scores one creature in [0,1].
func (s *State) strength(p engine.Player) float64 {
	mo := &s.Mons[p]
	if mo.Layout < 0 {
		return 0.5
	}
	b := &mo.Board
	done, need, dist := s.progress(p)
	time := float64(b[SlotTime].Value)
	health := float64(b[SlotHealth].Value)
	slack := time - float64(dist) - 2*float64(need)
	progress := 1.0
	if done+need > 0 {
		progress = float64(done) / float64(done+need)
	}
	stats := float64(b[SlotMight].Value+b[SlotAgility].Value+b[SlotMagic].Value) / 40
	res := float64(b[SlotAbility].Value)/4 + float64(mo.XP.TotalPips())/8 + float64(heldMinions(mo))/4
	for t := TokMight; t <= TokAbility; t++ {
		res += float64(mo.Held[t]) / 4
	}
	x := 0.35*progress + 0.2*clamp01(slack/12) + 0.2*health/(health+4) + 0.15*clamp01(stats) + 0.1*clamp01(res/3)
	if s.Combat.On && s.Turn == p {
		// A party still standing is danger in proportion to its totals.
		t := s.Combat.Party.Totals()
		x -= 0.05 * float64(s.Combat.Party.Countable()) * clamp01(float64(t[Might]+t[Agility]+t[Magic])/30)
	}
	if slack < 0 {
		x *= 0.3
	}
	return clamp01(x)
}

func clamp01(x float64) float64 { return min(1, max(0, x)) }

// progress is how many objective tiles p has cleared, how many it still
// needs and how many moves reach the nearest one it still needs.
func (s *State) progress(p engine.Player) (done, need, dist int) {
	m := s.m()
	var targets []int
	switch {
	case s.Players == 2:
		done = s.Mons[p].Epics
		need = DuelEpics - done
		for i, sl := range m.Slots {
			if sl.Kind == EpicTile && s.Slots[i].Won == 0 {
				targets = append(targets, i)
			}
		}
	case m.Objective.Kind == ExploreAll:
		for i, c := range s.Slots {
			if c.Explored {
				done++
			} else {
				need++
				targets = append(targets, i)
			}
		}
	case m.Objective.Kind == DefeatEpics:
		for i, sl := range m.Slots {
			for _, id := range m.Objective.Epics {
				if sl.Tile != id {
					continue
				}
				if s.Slots[i].Won > 0 {
					done++
				} else {
					targets = append(targets, i)
				}
			}
		}
		need = max(0, m.Objective.Need-done)
	case m.Objective.Kind == DefeatDieMaster:
		for i, sl := range m.Slots {
			if sl.Lair {
				if s.Slots[i].Won > 0 {
					done = 1
				} else {
					need = 1
					targets = append(targets, i)
				}
			}
		}
	}
	dist = s.movesTo(targets)
	return done, need, dist
}

// movesTo is the fewest moves from the explored tiles to any target: each
// unexplored tile on the way costs one move.
func (s *State) movesTo(targets []int) int {
	if len(targets) == 0 {
		return 0
	}
	const inf = 1 << 20
	n := len(s.Slots)
	var distBuf [64]int
	d := distBuf[:0]
	for i := 0; i < n; i++ {
		if s.Slots[i].Explored {
			d = append(d, 0)
		} else {
			d = append(d, inf)
		}
	}
	adj := adjacency[s.Map]
	// Bellman-Ford style relaxation: the maps have at most a few dozen slots.
	for changed := true; changed; {
		changed = false
		for i := 0; i < n; i++ {
			if d[i] == inf {
				continue
			}
			for _, j := range adj[i] {
				c := d[i]
				if !s.Slots[j].Explored {
					c++
				}
				if c < d[j] {
					d[j], changed = c, true
				}
			}
		}
	}
	best := inf
	for _, t := range targets {
		best = min(best, d[t])
	}
	return best
}

// Glory is the results screen's score (§8, not used by the rules): 10 per
// Epic tile cleared, the XP earned, and the Time and Health left.
func (s *State) Glory(p engine.Player) int {
	mo := &s.Mons[p]
	epics := 0
	for _, c := range s.Slots {
		if c.Won == int(p)+1 && Tiles[c.Tile].Kind == EpicTile {
			epics++
		}
	}
	return 10*epics + mo.XPTotal + max(0, mo.Board[SlotTime].Value) + max(0, mo.Board[SlotHealth].Value)
}
