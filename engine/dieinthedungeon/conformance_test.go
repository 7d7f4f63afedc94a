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
		Step:       exploredNextToExplored,
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

// exploredNextToExplored: a tile becomes explored only when connected to a
// tile explored before (R6).
func exploredNextToExplored(before, after engine.State, _ engine.Action) error {
	b, a := before.(*State), after.(*State)
	for i := range a.Slots {
		if !a.Slots[i].Explored || b.Slots[i].Explored {
			continue
		}
		ok := false
		for _, j := range adjacency[a.Map][i] {
			ok = ok || b.Slots[j].Explored
		}
		if !ok {
			return fmt.Errorf("slot %d was explored with no explored neighbour", i)
		}
	}
	return nil
}
