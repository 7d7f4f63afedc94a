package dieinthedungeon

import (
	"fmt"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/enginetest"
)

// TestConformance runs the foundation's suite on every solo map and the
// Duel, with the invariants.
func TestConformance(t *testing.T) {
	var opts []engine.Options
	for _, m := range Maps {
		if m.Players == 1 {
			opts = append(opts, engine.Options{}.With(OptMap, m.ID).With(OptCreature, Creatures[len(opts)%len(Creatures)].ID))
		}
	}
	cfg := enginetest.Config{
		Game:       GameID,
		Players:    []int{1},
		Options:    opts,
		Seeds:      6,
		Invariants: func(st engine.State) error { return invariants(st.(*State)) },
		Step:       stepChecks,
		Dice:       []engine.Die{{ID: HeroDieID, Faces: 6}},
	}
	t.Run("solo", func(t *testing.T) { enginetest.Run(t, cfg) })
	cfg.Players = []int{2}
	cfg.Options = []engine.Options{
		engine.Options{}.With(OptCreature, "diemon").With(OptCreature2, "dierake"),
		engine.Options{}.With(OptCreature, "tombstones").With(OptCreature2, "deyeroller"),
	}
	cfg.Seeds = 10
	t.Run("duel", func(t *testing.T) { enginetest.Run(t, cfg) })
}

// invariants are what must hold after every step (issue 4).
func invariants(s *State) error {
	for p := range s.Mons {
		mo := &s.Mons[p]
		if mo.Layout < 0 {
			continue
		}
		b := &mo.Board
		for _, t := range []DieType{D4, D6, D8, D10, D12, D20} {
			if n := b.Count(t); n > MaxDiceOfType {
				return fmt.Errorf("creature %d has %d %ss on its board", p, n, t)
			}
		}
		for st := range Stat(NumStats) {
			d := b[StatSlot(st)]
			if d.Value < MinStat || d.Value > d.Type.Max() {
				return fmt.Errorf("creature %d's %s is %s: out of range", p, st, d)
			}
		}
		if h := b[SlotHealth]; h.Value > h.Type.Max() || h.Value < 0 {
			return fmt.Errorf("creature %d's Health is %s", p, h)
		}
		if !s.Over && (b[SlotTime].Value <= 0 || b[SlotHealth].Value <= 0) {
			return fmt.Errorf("creature %d is at Time %d, Health %d but the game goes on", p, b[SlotTime].Value, b[SlotHealth].Value)
		}
		if b[SlotTime].Value > MaxTime || b[SlotTime].Type != D20 {
			return fmt.Errorf("creature %d's Time die is %s", p, b[SlotTime])
		}
		if a := b[SlotAbility]; a.Value < 0 || a.Value > MaxAbility || a.Type != D4 {
			return fmt.Errorf("creature %d's Ability die is %s", p, a)
		}
		if mo.XP.Earned > DieNamicDice || mo.XP.Progress >= XPPerDieNamic {
			return fmt.Errorf("creature %d has %d DieNamic dice and progress %d", p, mo.XP.Earned, mo.XP.Progress)
		}
	}
	// DieMinions are in the supply, on the map or held; hero cards in the supply or the party.
	for t := DieMinionD4; t <= DieMinionD12; t++ {
		n := s.Supply[t]
		for _, c := range s.Slots {
			if c.Token == t {
				n++
			}
		}
		for p := range s.Mons {
			n += s.Mons[p].Held[t]
		}
		if n != t.Info().Count {
			return fmt.Errorf("%d %s DieMinions exist, want %d", n, t.Info().Die, t.Info().Count)
		}
	}
	var cards [NumHeroTypes][MaxHeroLevel]int
	for _, m := range s.Combat.Party {
		if m.Kind == Basic {
			cards[m.Hero.Type][m.Hero.Level-1]++
		}
	}
	for ty := range NumHeroTypes {
		for l := range MaxHeroLevel {
			if got := cards[ty][l] + s.HeroSupply[ty][l]; got != HeroCopies {
				return fmt.Errorf("%d copies of %s exist, want %d", got, HeroCard{HeroType(ty), l + 1}, HeroCopies)
			}
		}
	}
	return nil
}

// stepChecks are the checks of every step: no lone choice is left waiting
// (a forced step plays itself), and exploration follows the exits.
func stepChecks(before, after engine.State, a engine.Action) error {
	if n := len(after.LegalActions(nil)); n == 1 {
		return fmt.Errorf("the step left a single legal action waiting (%s)", after.(*State).stageWords())
	}
	return exploredNextToExplored(before, after, a)
}

// exploredNextToExplored: a tile becomes explored only when connected to a
// tile explored before it (R6), so the explored tiles always form paths
// from the START tiles. One Apply may run several forced moves, so the
// check is that every explored tile is reached from a START tile through
// explored tiles.
func exploredNextToExplored(_, after engine.State, _ engine.Action) error {
	a := after.(*State)
	m := a.m()
	reached := make([]bool, len(a.Slots))
	var queue []int
	for i, sl := range m.Slots {
		if sl.Kind == StartTile && !sl.Lair {
			reached[i] = true
			queue = append(queue, i)
		}
	}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for _, j := range adjacency[a.Map][i] {
			if a.Slots[j].Explored && !reached[j] {
				reached[j] = true
				queue = append(queue, j)
			}
		}
	}
	for i, c := range a.Slots {
		if c.Explored && !reached[i] {
			return fmt.Errorf("slot %d is explored but joined to no START tile through explored tiles", i)
		}
	}
	return nil
}
