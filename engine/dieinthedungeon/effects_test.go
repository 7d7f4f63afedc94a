package dieinthedungeon

import "testing"

// Tile effects (§2.9, §5.1 TILE_EFFECT): the ones that apply at once when
// the tile is moved onto, and the ones stored for the tile's Combat.

func TestTileEffects_AtOnce(t *testing.T) {
	for _, c := range []struct {
		tile       string
		sl         Slot
		start, end int
	}{
		{"corner_06", SlotTime, 20, 18},    // Collapsing Tunnel: the move, then lose_time(1)
		{"two_way_12", SlotTime, 20, 17},   // Haunted Hall: lose_time(2)
		{"four_way_06", SlotTime, 15, 15},  // Time Rift: −1 for the move, +1
		{"four_way_06", SlotTime, 20, 20},  // and back to the cap of 20
		{"dead_end_05", SlotAbility, 1, 3}, // Dark Shrine: Power Up, then gain_ability(1)
		{"dead_end_05", SlotAbility, 4, 4}, // capped at 4
		{"corner_09", SlotHealth, 3, 5},    // Healing Spring: +2 on the d6
		{"corner_09", SlotHealth, 5, 6},    // capped at the d6's maximum, no upgrade
	} {
		s := cellar(t, "troll")
		quad := slotAt(t, s, 1, 1)
		putTile(t, s, quad, c.tile)
		b := &s.me().Board
		if c.sl == SlotHealth {
			b[SlotHealth] = BoardDie{D6, c.start}
		} else {
			b[c.sl].Value = c.start
		}
		toMove(t, s)
		play(t, s, Act(KMove, quad))
		if got := b[c.sl]; got.Value != c.end || c.sl == SlotHealth && got.Type != D6 {
			t.Errorf("%s: %s %d → %s, want %d", c.tile, c.sl.Name(), c.start, got, c.end)
		}
		wantStage(t, s, StTurnStart)
	}
}

func TestTileEffects_ForTheCombat(t *testing.T) {
	s := cellar(t, "troll")
	noMinions(s)
	fight(t, s, Dark, hero(Fighter, 1))
	endAbility(t, s, 1)
	attack(t, s, Agility, 3) // 3 − 1 does not beat Agility 2
	if s.Roll.Fixed != -DarkPenalty || s.Roll.Final() != 2 || !s.Combat.On {
		t.Errorf("dark: fixed %d, final %d; want −1 and a failure", s.Roll.Fixed, s.Roll.Final())
	}
	s = cellar(t, "troll")
	fight(t, s, WarDrums, hero(Fighter, 1))
	for _, k := range []RollKind{RollHero, RollKeg, RollArrow} {
		if got := s.heroMods(k, Might); got != 1 {
			t.Errorf("war drums: roll kind %d gets %+d, want +1", k, got)
		}
	}
	if got := s.heroMods(RollHero, Agility); got != 1 {
		t.Errorf("war drums: Agility rolls %+d, want +1", got)
	}
	s = cellar(t, "troll")
	fight(t, s, Armory, hero(Fighter, 1))
	if m, a := s.heroMods(RollHero, Might), s.heroMods(RollHero, Agility); m != 1 || a != 0 {
		t.Errorf("armory: Might %+d, Agility %+d; want +1 on Might only", m, a)
	}
}
