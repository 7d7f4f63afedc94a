package heromustdie

import (
	"slices"
	"testing"
)

// bxTrapKind is the number of the trap kind with the given id.
func bxTrapKind(t testing.TB, id string) int {
	t.Helper()
	for k, x := range Traps {
		if x.ID == id {
			return k
		}
	}
	t.Fatalf("no trap %q", id)
	return -1
}

// bxBuildTrap puts a trap of kind k on floor f from the supply.
func bxBuildTrap(s *State, f int, k int) {
	s.Traps[k]--
	s.Floors[f-1].Traps = append(s.Floors[f-1].Traps, int8(k))
}

// TestA11_SwingingBladeCost: 3 gold + 1 slave from building_room_2, 2
// gold + 1 slave from building_room_1.
func TestA11_SwingingBladeCost(t *testing.T) {
	s := started(t, 2, 11)
	bxRes(s, 0, 10, 4, 0)
	blade := bxTrapKind(t, "trap_brown_3")
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"building_room_2", "building_room_1"}})
	for _, c := range []struct {
		words        string
		gold, slaves int16
	}{
		{"{P1} builds a Swinging Blade (2 gold, 1 slave)", 8, 3},
		{"{P1} builds a Swinging Blade (3 gold, 1 slave)", 5, 2},
	} {
		if w := s.ActionString(Act(KTrap, blade)); w != c.words {
			t.Errorf("words %q, want %q", w, c.words)
		}
		bxAct(t, s, KTrap, blade)
		if q := s.Seats[0]; q.Gold != c.gold || q.Slaves != c.slaves {
			t.Errorf("after the build: %d gold, %d slaves; want %d, %d", q.Gold, q.Slaves, c.gold, c.slaves)
		}
		bxAct(t, s, KPass, 0) // no second build
	}
	if !slices.Equal(s.Floors[0].Traps, []int8{int8(blade), int8(blade)}) || s.Traps[blade] != 1 {
		t.Errorf("floor 1 traps %v, supply %d", s.Floors[0].Traps, s.Traps[blade])
	}
	bxOK(t, s)
}

// TestA53_TrapSupply: with all three Swinging Blades on floors 1 and 2 the
// guard of floor 3 cannot build one but may build a Bear Trap; once the
// two on floor 1 are back in the supply (an invasion fired them; here put
// back by hand), a Swinging Blade can be built again (R65).
func TestA53_TrapSupply(t *testing.T) {
	blade, bear := bxTrapKind(t, "trap_brown_3"), bxTrapKind(t, "trap_brown_2")
	for _, fired := range []bool{false, true} {
		s := started(t, 3, 53)
		bxBuildTrap(s, 1, blade)
		bxBuildTrap(s, 1, blade)
		bxBuildTrap(s, 2, blade)
		if fired {
			s.Floors[0].Traps = nil
			s.Traps[blade] += 2
		}
		bxRes(s, 2, 10, 4, 0)
		bxToAction(t, s, FullMoon, map[int8][]string{2: {"building_room_2"}})
		if s.Stage != StBuild || s.Actor != 2 {
			t.Fatalf("at %v of seat %d", s.Stage, s.Actor)
		}
		if got := legalHas(s, KTrap, blade); got != fired {
			t.Errorf("fired %v: Swinging Blade buildable %v", fired, got)
		}
		if !legalHas(s, KTrap, bear) {
			t.Errorf("fired %v: no Bear Trap", fired)
		}
		bxAct(t, s, KTrap, bear)
		if s.Floors[2].Traps[0] != int8(bear) || s.Traps[bear] != TrapCopies-1 {
			t.Errorf("floor 3 %v, Bear Trap supply %d", s.Floors[2].Traps, s.Traps[bear])
		}
		bxOK(t, s)
	}
}

// TestBuildSpacesAndRooms: five buildings a floor, one room a floor, an
// upgrade 3→4→5 keeps its space (R19, §5.5).
func TestBuildSpacesAndRooms(t *testing.T) {
	for _, c := range []struct {
		traps              int
		room               int8
		trap, newRoom, upg bool
	}{
		{5, 0, false, false, false},
		{4, 0, true, true, false},
		{4, 3, false, false, true},
		{2, 4, true, false, true},
		{0, 5, true, false, false},
	} {
		s := started(t, 2, 19)
		for i := range c.traps {
			bxBuildTrap(s, 1, i)
		}
		s.Floors[0].Room = c.room
		bxRes(s, 0, 20, 10, 0)
		bxToAction(t, s, FullMoon, map[int8][]string{0: {"building_room_3"}})
		got := [3]bool{legalHas(s, KTrap, 14), legalHas(s, KRoom, 0), legalHas(s, KUpgrade, 0)}
		if got != [3]bool{c.trap, c.newRoom, c.upg} {
			t.Errorf("%d traps, room %d: trap/room/upgrade %v, want %v", c.traps, c.room, got, [3]bool{c.trap, c.newRoom, c.upg})
		}
		if c.upg {
			n := s.Floors[0].Buildings()
			bxAct(t, s, KUpgrade, 0)
			if s.Floors[0].Room != c.room+1 || s.Floors[0].Buildings() != n || s.Seats[0].Gold != 17 || s.Seats[0].Slaves != 8 {
				t.Errorf("upgrade: room %d, %d buildings (was %d), %d gold, %d slaves", s.Floors[0].Room, s.Floors[0].Buildings(), n, s.Seats[0].Gold, s.Seats[0].Slaves)
			}
		}
		bxOK(t, s)
	}
}

// TestBuildsPerBox: building_room_3 builds once, building_room_2 twice on
// the builder's own floor; stopping early is allowed; Built records it.
func TestBuildsPerBox(t *testing.T) {
	s := started(t, 2, 12)
	bxRes(s, 1, 20, 10, 0)
	bxToAction(t, s, FullMoon, map[int8][]string{1: {"building_room_2", "building_room_3"}})
	bxAct(t, s, KRoom, 0)
	if s.Stage != StBuild || s.Actor != 1 || !s.Seats[1].Built {
		t.Fatalf("after one of two builds: %v of seat %d, built %v", s.Stage, s.Actor, s.Seats[1].Built)
	}
	bxAct(t, s, KTrap, 3)
	bxAct(t, s, KUpgrade, 0) // building_room_3's only build
	if !bxDone(s) {
		t.Fatalf("a fourth build is offered: %v", s.Stage)
	}
	if f := s.Floors[1]; f.Room != 4 || !slices.Equal(f.Traps, []int8{3}) || s.Floors[0].Buildings() != 0 {
		t.Errorf("floor 2 %+v, floor 1 %+v", f, s.Floors[0])
	}

	s = started(t, 2, 13)
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"building_room_2"}})
	bxAct(t, s, KPass, 0)
	if !bxDone(s) || s.Seats[0].Built || s.Floors[0].Buildings() != 0 {
		t.Errorf("stopping builds: at %v, built %v", s.Stage, s.Seats[0].Built)
	}
}

// TestBuildUnaffordable: every trap needs a slave, discount or not (§2.6);
// with none the box is skipped (R17). building_room_1 makes 1-damage traps
// free of gold.
func TestBuildUnaffordable(t *testing.T) {
	s := started(t, 2, 14)
	bxRes(s, 0, 10, 0, 0)
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"building_room_1"}})
	if !bxDone(s) {
		t.Fatalf("with no slave the Building room asks %v", s.Stage)
	}

	s = started(t, 2, 15)
	bxRes(s, 0, 0, 1, 0)
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"building_room_1"}})
	var kinds []int
	for _, a := range s.LegalActions(nil) {
		if k, arg := Split(a); k == KTrap {
			kinds = append(kinds, arg)
		}
	}
	if !slices.Equal(kinds, []int{0, 3, 6, 9, 12}) {
		t.Errorf("with 0 gold and 1 slave the traps %v, want the five of damage 1", kinds)
	}
	if w := s.ActionString(Act(KTrap, 0)); w != "{P1} builds a Spike Floor (1 slave)" {
		t.Errorf("words %q", w)
	}
}

// TestA43_ReserveCannotBuild: 4 players, F = 4: ring[0] guards 4, ring[1]
// guards 5, ring[2] and ring[3] are in reserve: they cannot build and the
// Wrath of Lord spares them.
func TestA43_ReserveCannotBuild(t *testing.T) {
	s := started(t, 4, 43)
	bxParty(t, s, 0, "hero_squire", "hero_archer", "hero_mage")
	s.Front = 4
	for p := range s.Seats {
		bxRes(s, int8(p), 10, 10, 0)
	}
	bxToAction(t, s, WrathOfLord, map[int8][]string{0: {"building_room_2"}, 2: {"building_room_1"}})
	if s.Stage != StBuild || s.Actor != 0 {
		t.Fatalf("first decision %v of seat %d, want seat 0's build (seat 2 is in reserve)", s.Stage, s.Actor)
	}
	if got := []int8{s.FloorOf(0), s.FloorOf(1), s.FloorOf(2), s.FloorOf(3)}; !slices.Equal(got, []int8{4, 5, 0, 0}) {
		t.Errorf("floors %v, want [4 5 0 0]", got)
	}
	if got := []bool{s.Seats[0].Reserve, s.Seats[1].Reserve, s.Seats[2].Reserve, s.Seats[3].Reserve}; !slices.Equal(got, []bool{false, false, true, true}) {
		t.Errorf("reserve %v", got)
	}
	bxAct(t, s, KTrap, 0)
	bxAct(t, s, KPass, 0)
	if s.Phase != PhInvasion {
		t.Fatalf("at %v, want the Action phase over", PhaseNames[s.Phase])
	}
	if got := []int8{s.Seats[0].VP, s.Seats[1].VP, s.Seats[2].VP, s.Seats[3].VP}; !slices.Equal(got, []int8{4, 2, 3, 3}) {
		t.Errorf("VP %v, want [4 2 3 3]", got)
	}
	if q := s.Seats[2]; q.Gold != 10 || q.Slaves != 10 || q.Built {
		t.Errorf("the reserve seat paid or built: %+v", q)
	}
	bxOK(t, s)
}

// TestWrathOfLord: +1 VP for a builder, −1 for a guard who built nothing,
// in ring order, then the elimination check (R51).
func TestWrathOfLord(t *testing.T) {
	s := started(t, 3, 51)
	s.Seats[2].VP = 1
	bxToAction(t, s, WrathOfLord, map[int8][]string{0: {"building_room_3"}})
	bxAct(t, s, KTrap, 0)
	if got := []int8{s.Seats[0].VP, s.Seats[1].VP, s.Seats[2].VP}; !slices.Equal(got, []int8{4, 2, 0}) {
		t.Fatalf("VP %v, want [4 2 0]", got)
	}
	if !s.Seats[2].Out || slices.Contains(s.Ring, 2) {
		t.Errorf("seat 2 at 0 VP is still in the game")
	}
	bxOK(t, s)
}

// A seat may pass at two Building room boxes in a row: each answer names
// its box, and says whether anything was built there.
func TestBuildPassNamesItsBox(t *testing.T) {
	s := started(t, 3, 5)
	s.Stage, s.Actor = StBuild, 1
	for _, c := range []struct {
		box   string
		count int8
		want  string
	}{
		{"building_room_2", 2, "{P2} builds nothing at the Building Room's 2-build box"},
		{"building_room_2", 1, "{P2} stops building at the Building Room's 2-build box"},
		{"building_room_3", 1, "{P2} builds nothing at the Building Room's 1-build box"},
	} {
		s.Cur, s.Count = int8(bxBox(t, c.box)), c.count
		if got := s.ActionString(Act(KPass, 0)); got != c.want {
			t.Errorf("%s, %d builds left: %q, want %q", c.box, c.count, got, c.want)
		}
	}
}
