package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Rulings of the dungeon and the Invasion phase with no other test (see
// rulingTests in rulings_test.go).

// TestR9_OneCombatPerTurn: with two parties in the dungeon only the first
// fights; the phase ends after that one combat whether the defender holds
// (the second party waits on floor 1) or loses (both move to floor 2).
func TestR9_OneCombatPerTurn(t *testing.T) {
	for _, heroesWin := range []bool{false, true} {
		s := invGame(t, 3)
		s.Seats[0].MP = 0
		invParty(t, s, 0, "hero_acolyte")
		invParty(t, s, 1, "hero_squire", "hero_archer", "hero_swordsman")
		if heroesWin {
			invMonsters(t, s, 0)
		} else {
			invMonsters(t, s, 0, "mon_dire_wolf") // 5 against the Acolyte's 1
		}
		invBegin(t, s)
		if heroesWin {
			invAct(t, s, KPass, 0)
			invPassTraitors(t, s)
		}
		wantQ, wantF := []int8{1}, int8(1)
		if heroesWin {
			wantQ, wantF = []int8{0, 1}, 2
		}
		if s.Phase != PhCourt || s.Fight.Active || !slices.Equal(s.Queue, wantQ) || s.Front != wantF {
			t.Fatalf("heroes win %v: phase %v, fight %v, queue %v, F %d; want Court, queue %v, F %d",
				heroesWin, PhaseNames[s.Phase], s.Fight.Active, s.Queue, s.Front, wantQ, wantF)
		}
		for _, h := range s.Parties[1].Heroes {
			if h.Wounds != 0 || h.LevelUp {
				t.Errorf("heroes win %v: the waiting party fought: %+v", heroesWin, s.Parties[1].Heroes)
			}
		}
	}
}

// TestR10_FrontGuardDefends: with the ring [2 0 1] seat 2 guards the front
// floor and defends it with its own monsters.
func TestR10_FrontGuardDefends(t *testing.T) {
	s := invGame(t, 3)
	s.Ring = []int8{2, 0, 1}
	invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
	invMonsters(t, s, 2, "mon_wolf", "mon_dire_wolf")
	invBegin(t, s)
	invAt(t, s, StSend)
	want := []engine.Action{Act(KSend, int(monsterByID(t, "mon_wolf"))), Act(KSend, int(monsterByID(t, "mon_dire_wolf")))}
	if s.Actor != 2 || s.GuardOf(1) != 2 || !slices.Equal(invActs(s), want) {
		t.Fatalf("seat %d sends %v; floor 1 guarded by %d", s.Actor, invLegal(s), s.GuardOf(1))
	}
}

// TestR11_UnguardedFloorsNeverFightOrBuild: in a 2-player game floors 3–5
// have no guard; both players' builds land on floors 1 and 2 only; and
// in random games every build is on the builder's own floor and every
// fight is on the front floor against its guard.
func TestR11_UnguardedFloorsNeverFightOrBuild(t *testing.T) {
	s := started(t, 2, 11)
	for f, want := range []int8{0, 1, -1, -1, -1} {
		if got := s.GuardOf(int8(f + 1)); got != want {
			t.Errorf("floor %d guarded by %d, want %d", f+1, got, want)
		}
	}
	bxRes(s, 0, 20, 20, 0)
	bxRes(s, 1, 20, 20, 0)
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"building_room_2"}, 1: {"building_room_3"}})
	bxAct(t, s, KTrap, 0)
	bxAct(t, s, KRoom, 0)
	bxAct(t, s, KTrap, 5)
	for f, want := range []int{2, 1, 0, 0, 0} {
		if got := s.Floors[f].Buildings(); got != want {
			t.Errorf("floor %d has %d buildings, want %d", f+1, got, want)
		}
	}

	r := engine.NewRNG(11)
	builds, fights := 0, 0
	for seed := range uint64(30) {
		s, err := New(2+int(seed%2), seed, false)
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over {
			before := s.clone()
			acts := s.LegalActions(nil)
			must(t, s, acts[r.IntN(len(acts))])
			for f := range s.Floors {
				a, b := s.Floors[f], before.Floors[f]
				if len(a.Traps) > len(b.Traps) || a.Room > b.Room {
					builds++
					if g := before.GuardOf(int8(f + 1)); before.Stage != StBuild || g != before.Actor {
						t.Fatalf("seed %d: floor %d built on by seat %d at %v; its guard is %d", seed, f+1, before.Actor, before.Stage, g)
					}
				}
			}
			if s.Fight.Active && !s.Over {
				fights++
				if s.GuardOf(s.Front) != s.Defender() || s.Defender() < 0 {
					t.Fatalf("seed %d: a fight on floor %d guarded by %d", seed, s.Front, s.GuardOf(s.Front))
				}
			}
		}
	}
	if builds == 0 || fights == 0 {
		t.Errorf("random games made %d builds and %d fight steps; the check saw nothing", builds, fights)
	}
}

// TestR14_EvilMoveBeforeFirstBox: the Town's evil move comes after the
// Monster pit resolved and before the goblin on the Town's first box acts.
func TestR14_EvilMoveBeforeFirstBox(t *testing.T) {
	s := started(t, 2, 14)
	s.Parties[0].Where = AtInn
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"monster_pit_1", "town_1"}})
	if s.Stage != StHire || s.Parties[0].Where != AtInn {
		t.Fatalf("at %v the party is at %v; want the hire first, the party still at the Inn", s.Stage, s.Parties[0].Where)
	}
	bxAct(t, s, KPass, 0)
	if s.Stage != StPeekNext || s.Parties[0].Where != AtEntrance || s.Seats[0].Slaves != StartRes+3 {
		t.Fatalf("at %v the party is at %v, %d slaves; want the Town's peek after the evil move", s.Stage, s.Parties[0].Where, s.Seats[0].Slaves)
	}
}

// TestR20_TrapExcessIsLost: a Swinging Blade (3) at the Acolyte (HP 2)
// kills it; the extra point wounds nobody, not the Apprentice behind it.
func TestR20_TrapExcessIsLost(t *testing.T) {
	s := invGame(t, 2)
	invParty(t, s, 0, "hero_apprentice", "hero_squire", "hero_acolyte")
	invTraps(t, s, "trap_brown_3")
	invBegin(t, s)
	invAct(t, s, KFire, 1) // Squire, Acolyte, Apprentice
	if !slices.Equal(s.Fight.Killed, []int8{heroByID(t, "hero_acolyte")}) || !slices.Equal(invWounds(s.Fight.Heroes), []int8{0, 0}) {
		t.Fatalf("killed %v, wounds %v; want the Acolyte dead and nobody else wounded", s.Fight.Killed, invWounds(s.Fight.Heroes))
	}
}

// TestR23_PartyOrderTies: HP (with level-up) down, then level down, then
// table order.
func TestR23_PartyOrderTies(t *testing.T) {
	for _, c := range []struct {
		in, want []string
		up       string // the hero with a level-up marker
	}{
		{[]string{"hero_militia", "hero_squire", "hero_priest", "hero_champion", "hero_crossbowman"},
			[]string{"hero_champion", "hero_crossbowman", "hero_priest", "hero_squire", "hero_militia"}, "hero_squire"},
		{[]string{"hero_apprentice", "hero_acolyte", "hero_thief"}, []string{"hero_thief", "hero_acolyte", "hero_apprentice"}, ""},
		{[]string{"hero_squire", "hero_mage", "hero_militia"}, []string{"hero_mage", "hero_militia", "hero_squire"}, ""},
		{[]string{"hero_rogue", "hero_barbarian", "hero_swordsman"}, []string{"hero_swordsman", "hero_barbarian", "hero_rogue"}, "hero_swordsman"},
	} {
		var hs []Fighter
		for _, id := range c.in {
			hs = append(hs, Fighter{Card: heroByID(t, id), LevelUp: id == c.up})
		}
		var got []string
		for _, h := range partyOrder(hs) {
			got = append(got, Heroes[h.Card].ID)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%v (level-up %q): %v, want %v", c.in, c.up, got, c.want)
		}
	}
}

// rlTrapKills fires trap index 0 at the heroes given by index, one shot
// each, the party having lined up as the test says.
func rlTrapKills(t *testing.T, s *State, at ...int) {
	t.Helper()
	for _, h := range at {
		invAt(t, s, StFire)
		invAct(t, s, KFire, h)
	}
}

// TestR35_KillVPBeforePenalty: kill VP first, then the penalty, each
// clamped; elimination only after the whole result. At 1 VP, two levels
// killed (+1) then the floor (−2) put the defender out; at 12 VP the kill
// VP is lost to the clamp and the floor leaves 10.
func TestR35_KillVPBeforePenalty(t *testing.T) {
	for _, c := range []struct{ vp, mid, end int8 }{{1, 2, 0}, {12, 12, 10}, {5, 6, 4}} {
		s := invGame(t, 3)
		s.Seats[0].VP = c.vp
		invParty(t, s, 0, "hero_squire", "hero_archer", "hero_acolyte")
		invMonsters(t, s, 0)
		invTraps(t, s, "trap_brown_3", "trap_brown_3")
		invBegin(t, s)
		rlTrapKills(t, s, 0, 1) // the Squire, then the Acolyte (Archer, Acolyte left)
		invAt(t, s, StPardon)
		if s.Seats[0].VP != c.mid || s.Seats[0].Out {
			t.Fatalf("from %d VP: %d VP after kill VP (out %v), want %d", c.vp, s.Seats[0].VP, s.Seats[0].Out, c.mid)
		}
		invAct(t, s, KPass, 0)
		invPassTraitors(t, s)
		if s.Seats[0].VP != c.end || s.Seats[0].Out != (c.end == 0) || s.Front != 2 {
			t.Errorf("from %d VP: %d VP, out %v, F %d; want %d", c.vp, s.Seats[0].VP, s.Seats[0].Out, s.Front, c.end)
		}
	}
}

// TestR36_KillVPCountsPrintedLevels: traps kill a levelled-up Swordsman
// (L2, HP 6) and a Squire (L1): 3 printed levels give 1 VP, not 2.
func TestR36_KillVPCountsPrintedLevels(t *testing.T) {
	s := invGame(t, 2)
	invParty(t, s, 0, "hero_swordsman", "hero_squire", "hero_archer")
	s.Parties[0].Heroes[0].LevelUp = true
	invMonsters(t, s, 0)
	invTraps(t, s, "trap_brown_3", "trap_brown_3", "trap_brown_3")
	invBegin(t, s)
	rlTrapKills(t, s, 0, 0, 0) // the Swordsman twice, then the Squire
	invAt(t, s, StPardon)
	if len(s.Fight.Killed) != 2 || s.Seats[0].VP != 4 {
		t.Fatalf("killed %v, VP %d; want two heroes and 3 → 4 VP", s.Fight.Killed, s.Seats[0].VP)
	}
}

// TestR37_WoundsDoNotPersist: winners lose their wounds. Heroes who win
// with wounds move on unwounded; a monster that survives wounded is fresh
// in its next fight.
func TestR37_WoundsDoNotPersist(t *testing.T) {
	s := invGame(t, 2)
	s.Seats[0].MP = 0
	invParty(t, s, 0, "hero_champion", "hero_squire", "hero_archer")
	invMonsters(t, s, 0, "mon_wolf")
	invTraps(t, s, "trap_brown_2")
	invBegin(t, s)
	invAct(t, s, KFire, 0) // the Champion takes 2; the Wolf then falls to 8 − 2 = 6
	invAt(t, s, StPardon)
	invAct(t, s, KPass, 0)
	invPassTraitors(t, s)
	if hs := s.Parties[0].Heroes; len(hs) != 3 || !slices.Equal(invWounds(hs), []int8{0, 0, 0}) {
		t.Fatalf("the winning party keeps wounds: %+v", hs)
	}

	s = invGame(t, 2)
	s.Seats[0].MP = 2 // one support point a round, never bought
	invParty(t, s, 0, "hero_archer")
	invMonsters(t, s, 0, "mon_dire_wolf", "mon_wolf")
	wolf := monsterByID(t, "mon_wolf")
	invBegin(t, s)
	invAct(t, s, KSend, int(monsterByID(t, "mon_dire_wolf")))
	invAct(t, s, KSend, int(wolf))
	invAct(t, s, KSupport, 0) // 2 against 1: the Archer takes 1
	// Round 2's volley kills the Dire Wolf and carries 1 to the Wolf, whose
	// melee (3 − 1 = 2 against 0) then kills the Archer.
	invAt(t, s, StSupport)
	if m := s.Fight.Monsters; s.Fight.Round != 2 || len(m) != 1 || m[0].Card != wolf || m[0].Wounds != 1 {
		t.Fatalf("round %d: monsters %+v, want the Wolf alone with 1 wound", s.Fight.Round, m)
	}
	invAct(t, s, KSupport, 0)
	if s.Phase != PhCourt || s.Parties[0].Where != AtCastle || !slices.Equal(s.Seats[0].Monsters, []int8{wolf}) {
		t.Fatalf("phase %v, party at %v, monsters %v; want the Wolf to hold", PhaseNames[s.Phase], s.Parties[0].Where, s.Seats[0].Monsters)
	}
	// MP 2 still: a support decision to stop at; the Wolf, the only
	// choice, is sent by itself.
	invParty(t, s, 1, "hero_squire")
	invBegin(t, s)
	invAt(t, s, StSupport)
	if m := s.Fight.Monsters; len(m) != 1 || m[0].Card != wolf || m[0].Wounds != 0 {
		t.Fatalf("the next fight starts with %+v, want an unwounded Wolf", m)
	}
}
