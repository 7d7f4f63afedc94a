package herodice

import (
	"fmt"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	"github.com/herotable/herotable/engine/enginetest"
)

// TestConformance runs the foundation's suite on every mode and map mode
// with the invariants.
func TestConformance(t *testing.T) {
	var opts []engine.Options
	for _, m := range []string{ModeStandard, ModeDeep} {
		for _, mm := range []string{MapGrid, MapStack} {
			opts = append(opts, engine.Options{}.With(OptMode, m).With(OptMapMode, mm))
		}
	}
	enginetest.Run(t, enginetest.Config{
		Game:       GameID,
		Players:    []int{1},
		Options:    opts,
		Invariants: func(st engine.State) error { return invariants(st.(*State)) },
		Step:       poolGrows,
		Dice:       Dice,
	})
}

// Random play rarely clears a level, so the invariants are also checked
// through greedy bots' deep games, which reach the levels below.
func TestInvariantsThroughDeepLevels(t *testing.T) {
	deepest := 0
	for seed := range uint64(8) {
		mm := MapGrid
		if seed%2 == 1 {
			mm = MapStack
		}
		s, _ := New(seed, engine.Options{}.With(OptMode, ModeDeep).With(OptMapMode, mm))
		b, _ := bot.New(bot.Greedy, seed)
		for step := 0; !s.IsTerminal(); step++ {
			if step > 20000 {
				t.Fatalf("seed %d: no end", seed)
			}
			before := s.clone()
			a := bot.Choose(b, s, 0)
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			if err := invariants(s); err != nil {
				t.Fatalf("seed %d, step %d (%s): %v", seed, step, before.ActionString(a), err)
			}
			if err := poolGrows(before, s, a); err != nil {
				t.Fatalf("seed %d, step %d: %v", seed, step, err)
			}
		}
		deepest = max(deepest, s.Level)
	}
	if deepest < 2 {
		t.Errorf("no game got below level 1")
	}
	t.Logf("deepest level %d", deepest)
}

// invariants are what must hold after every step (issue 15).
func invariants(s *State) error {
	if err := everyCardOnce(s); err != nil {
		return err
	}
	if len(s.Weapons) > MaxWeapons {
		return fmt.Errorf("%d weapons held", len(s.Weapons))
	}
	if s.Armor != NoCard && Treasure(s.Armor).Type != Armor {
		return fmt.Errorf("%s worn as armour", Name(s.Armor))
	}
	for _, c := range s.Weapons {
		if Treasure(c).Type != Weapon {
			return fmt.Errorf("%s held as a weapon", Name(c))
		}
	}
	for _, c := range s.Items {
		if Treasure(c).Type != Item {
			return fmt.Errorf("%s held as an item", Name(c))
		}
	}
	if len(s.Items) > s.Limit() && s.Phase != PhOverflow {
		return fmt.Errorf("%d items held, the limit is %d", len(s.Items), s.Limit())
	}
	if s.HP > s.MaxHP || (s.HP <= 0 && s.Outcome != Slain) {
		return fmt.Errorf("health %d of %d (outcome %d)", s.HP, s.MaxHP, s.Outcome)
	}
	want := WarriorHealth
	if s.Armor != NoCard {
		want += Treasure(s.Armor).MaxHP
	}
	if s.MaxHP != want {
		return fmt.Errorf("max health %d, want %d", s.MaxHP, want)
	}
	if s.Fight.Card != NoCard && s.Fight.HP > s.Fight.Max {
		return fmt.Errorf("the foe's health %d is over its max %d", s.Fight.HP, s.Fight.Max)
	}
	if s.MapMode == Grid {
		return gridFits(s)
	}
	return nil
}

// everyCardOnce: each card in play is in exactly one place.
func everyCardOnce(s *State) error {
	var where [NumCards]string
	put := func(c int, place string) error {
		if c < 0 || c >= NumCards {
			return fmt.Errorf("%s holds card %d, which does not exist", place, c)
		}
		if where[c] != "" {
			return fmt.Errorf("%s is both in %s and in %s", ID(c), where[c], place)
		}
		where[c] = place
		return nil
	}
	lists := []struct {
		name  string
		cards []int
	}{
		{"the dungeon deck", s.Dungeon.Cards}, {"the treasure deck", s.Treasures.Cards},
		{"the encounter deck", s.Encounter.Cards}, {"the boss deck", s.Bosses.Cards},
		{"the weapons", s.Weapons}, {"the items", s.Items}, {"the XP pool", s.Pool},
		{"the banked pool", s.Spent}, {"the discard pile", s.Discard}, {"the removed cards", s.Removed},
		{"out of the game", s.OutCards},
	}
	for _, l := range lists {
		for _, c := range l.cards {
			if err := put(c, l.name); err != nil {
				return err
			}
		}
	}
	for _, p := range s.Map {
		if err := put(p.Card, "the map"); err != nil {
			return err
		}
	}
	for _, one := range []struct {
		name string
		c    int
	}{{"the armour slot", s.Armor}, {"the boss slot", s.BossSlot}, {"the fight", s.Fight.Card},
		{"the check", s.Check.Card}, {"the found treasure", s.Found}} {
		if one.c != NoCard {
			if err := put(one.c, one.name); err != nil {
				return err
			}
		}
	}
	for c, w := range where {
		if w == "" {
			return fmt.Errorf("%s is nowhere", ID(c))
		}
	}
	return nil
}

// gridFits: placed cards never share a cell, and each card but the first
// joins a card placed before it through an arrow pair (R17).
func gridFits(s *State) error {
	for i, p := range s.Map {
		for j := range i {
			if q := s.Map[j]; q.X == p.X && q.Y == p.Y {
				return fmt.Errorf("%s and %s share cell (%d,%d)", ID(p.Card), ID(q.Card), p.X, p.Y)
			}
		}
		if i == 0 {
			if p.X != 0 || p.Y != 0 {
				return fmt.Errorf("the first card is at (%d,%d)", p.X, p.Y)
			}
			continue
		}
		joined := false
		for j := range i {
			q := s.Map[j]
			for d := North; d <= West; d++ {
				dx, dy := d.Step()
				if q.X+dx == p.X && q.Y+dy == p.Y && Dungeon(q.Card).Exits.Has(d) && Dungeon(p.Card).Exits.Has(d.Opposite()) {
					joined = true
				}
			}
		}
		if !joined {
			return fmt.Errorf("%s at (%d,%d) joins no earlier card through matching arrows", ID(p.Card), p.X, p.Y)
		}
	}
	return nil
}

// poolGrows: within a level the XP pool only gains cards, except when
// fleeing pays from it (and at a level's end, when it is banked).
func poolGrows(before, after engine.State, a engine.Action) error {
	b, x := before.(*State), after.(*State)
	if x.Level != b.Level || x.Banked != b.Banked {
		return nil
	}
	if k, _ := Split(a); k == KConfirm {
		return nil
	}
	for _, c := range b.Pool {
		if indexOf(x.Pool, c) < 0 {
			return fmt.Errorf("%s left the XP pool on %q", ID(c), b.ActionString(a))
		}
	}
	return nil
}
