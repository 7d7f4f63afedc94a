package dieinthedungeon

import (
	"math"

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
	// Moves still needed: to the nearest objective tile, then about three
	// more for each further one.
	slack := time - float64(dist) - 3*float64(max(0, need-1))
	progress := 1.0
	if done+need > 0 {
		progress = (float64(done) + s.fightProgress(p)) / float64(done+need)
	}
	stats := float64(b[SlotMight].Value + b[SlotAgility].Value + b[SlotMagic].Value)
	res := float64(b[SlotAbility].Value)/4 + float64(mo.XP.TotalPips())/8 + float64(heldMinions(mo))/4
	for t := TokMight; t <= TokAbility; t++ {
		res += float64(mo.Held[t]) / 4
	}
	if s.Combat.On && s.Turn == p {
		// The Combat under way: the damage expected before the party falls.
		health -= s.expectedDamage()
	}
	// Every resource counts with diminishing returns and none saturates, so
	// one more point of Health or a stat is always worth something. The
	// weights were tuned with the greedy bot (herosim play -seats greedy
	// -sweep map,creature, 80 games a map): the stat dice weigh most, since
	// they win every later Combat, while Health only has to stay above 0.
	// Map1 and map2 went from 5 % and 0 % to 88 % and 88 %.
	x := 0.3*progress + 0.2*logistic(slack, 3) + 0.05*sat(health, 3) + 0.4*sat(stats, 30) + 0.05*sat(res, 2)
	if health <= 0 {
		x *= 0.2
	}
	return clamp01(x)
}

func clamp01(x float64) float64 { return min(1, max(0, x)) }

// logistic maps any x onto (0,1): a half at 0, steepest there, so Time
// matters most when it is about to run short.
func logistic(x, k float64) float64 { return 1 / (1 + math.Exp(-x/k)) }

// sat maps x ≥ 0 onto [0,1) with diminishing returns: half at x = k.
func sat(x, k float64) float64 {
	if x <= 0 {
		return 0
	}
	return x / (x + k)
}

// expectedDamage estimates the damage the creature takes before the
// Combat's party is gone: the expected hero hits per round times the
// rounds the creature needs to take out every hero.
func (s *State) expectedDamage() float64 {
	c := &s.Combat
	b := &s.me().Board
	tot := c.Party.Totals()
	perRound := 0.0
	for _, st := range c.Party.Attacks(2) {
		die := DieFor(tot[st])
		if c.Diesplaced {
			die = die.Smaller()
		}
		perRound += hitChance(die, s.heroMods(RollHero, st), s.defense(RollHero, st), !c.Unblinking)
	}
	best := 0.0
	for st := range Stat(NumStats) {
		d := b[StatSlot(st)].Type.Max()
		boost := b[StatSlot(st)].Value/3 + s.me().XP.TotalPips()
		if n := d + boost - tot[st]; n > 0 {
			best = max(best, min(1, float64(n)/float64(d)))
		}
	}
	// Hits waiting for their target (a choice among heroes) count as landed.
	rounds := float64(max(0, hitsLeft(c.Party)-s.Hits)+1) / max(best, 0.05)
	return min(20, perRound*rounds)
}

// hitsLeft is how many hits the party still needs to be gone: one per
// basic hero, the rest of an Epic hero's or the DieMaster's.
func hitsLeft(p Party) int {
	n := 0
	for _, m := range p {
		if !m.Countable() {
			continue
		}
		need := 1
		if card := m.card(); card != nil {
			need = card.Hits
		}
		n += need - m.Hits
	}
	return n
}

// hitChance is the chance a hero roll on die with modifier mod beats
// defense d (or shows the die's maximum, when auto-hits count).
func hitChance(die DieType, mod, d int, auto bool) float64 {
	n := 0
	for f := 1; f <= die.Max(); f++ {
		if f+mod > d || auto && f == die.Max() {
			n++
		}
	}
	return float64(n) / float64(die.Max())
}

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

// fightProgress is how far p's Combat on an objective tile (an Epic tile
// or the LAIR) has gone: the share of the party's hits already landed, or
// waiting for a target. It makes every hit on the Barbarian count.
func (s *State) fightProgress(p engine.Player) float64 {
	c := &s.Combat
	if !c.On || s.Turn != p {
		return 0
	}
	sl := s.m().Slots[c.Slot]
	if sl.Kind != EpicTile && !sl.Lair {
		return 0
	}
	// Defeated members are gone from the party: measure against what the
	// tile's whole party needs.
	full := s.fullHits(c.Slot)
	if full <= 0 {
		return 0
	}
	left := max(0, hitsLeft(c.Party)-s.Hits)
	return 0.8 * float64(full-left) / float64(full)
}

// fullHits is how many hits the whole party of Epic tile or LAIR slot i
// needs.
func (s *State) fullHits(i int) int {
	if s.m().Slots[i].Lair {
		return DieMaster.Hits
	}
	t := Tiles[s.Slots[i].Tile]
	e, ok := EpicByID(t.Epic)
	if !ok {
		return 0
	}
	return Epics[e].Hits + len(t.Party)
}

// movesTo is the fewest moves from the explored tiles to any target: each
// unexplored tile on the way costs one move (a 0-1 breadth-first search).
func (s *State) movesTo(targets []int) int {
	if len(targets) == 0 {
		return 0
	}
	const inf = 1 << 20
	var dist [64]int
	var queue [128]int // a deque: 0-cost steps go in front
	head, tail := 64, 64
	n := len(s.Slots)
	for i := 0; i < n; i++ {
		dist[i] = inf
		if s.Slots[i].Explored {
			dist[i] = 0
			queue[tail] = i
			tail++
		}
	}
	adj := adjacency[s.Map]
	for head < tail {
		i := queue[head]
		head++
		for _, j := range adj[i] {
			c := dist[i]
			if !s.Slots[j].Explored {
				c++
			}
			if c >= dist[j] {
				continue
			}
			dist[j] = c
			if c == dist[i] && head > 0 {
				head--
				queue[head] = j
			} else if tail < len(queue) {
				queue[tail] = j
				tail++
			}
		}
	}
	best := inf
	for _, t := range targets {
		best = min(best, dist[t])
	}
	return best
}
