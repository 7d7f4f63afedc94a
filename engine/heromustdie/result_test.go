package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// invUndefended puts party 1 (Squire, Archer, Swordsman) against a
// defender without monsters: the heroes win at once (R33) and the penalty
// window opens.
func invUndefended(t *testing.T, n int, vp int8) *State {
	t.Helper()
	s := invGame(t, n)
	s.Seats[0].VP = vp
	invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
	invMonsters(t, s, 0)
	invBegin(t, s)
	invAt(t, s, StPardon)
	return s
}

// invPassTraitors passes the Traitor window for every seat asked.
func invPassTraitors(t *testing.T, s *State) {
	t.Helper()
	for s.Stage == StTraitor {
		invAct(t, s, KPass, 0)
	}
}

// TestA15_KillVPThenPenalty: a defender who killed an L1 and an L2 hero
// and loses the floor gains 1, then loses 2: net −1.
func TestA15_KillVPThenPenalty(t *testing.T) {
	s := invGame(t, 2)
	s.Seats[0].VP, s.Seats[0].MP = 3, 0
	invParty(t, s, 0, "hero_champion", "hero_mage", "hero_squire")
	invMonsters(t, s, 0, "mon_wolf")
	invTraps(t, s, "trap_brown_3", "trap_black_3", "trap_brown_1")
	invBegin(t, s)
	invAct(t, s, KFire, 2)   // the blade at the Squire (Champion, Mage, Squire)
	invAct(t, s, KFire, 1)   // the Null Glyph (now trap 0) at the Mage
	invAct(t, s, KFire, 0+1) // the Spike Floor at the Mage
	invAt(t, s, StPardon)    // the Wolf fell to 8 against 3
	if s.Seats[0].VP != 4 || len(s.Fight.Killed) != 2 {
		t.Fatalf("after kill VP: %d VP, killed %v; want 4", s.Seats[0].VP, s.Fight.Killed)
	}
	invAct(t, s, KPass, 0)
	invPassTraitors(t, s)
	if s.Seats[0].VP != 2 || s.Front != 2 {
		t.Fatalf("VP %d front %d; want 2 VP and floor 1 lost", s.Seats[0].VP, s.Front)
	}
}

// TestA28_FloorFiveFalls: heroes winning on floor 5 end the game with no
// winner, before any penalty.
func TestA28_FloorFiveFalls(t *testing.T) {
	s := invGame(t, 4)
	s.Front = 5
	invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
	invMonsters(t, s, 0)
	invBegin(t, s)
	if !s.Over || s.Why == "" || slices.Contains(s.Won, true) || s.Seats[0].VP != 3 {
		t.Fatalf("over %v won %v why %q VP %d", s.Over, s.Won, s.Why, s.Seats[0].VP)
	}
	for p, r := range s.Returns() {
		if r != 0 {
			t.Errorf("seat %d returns %v", p, r)
		}
	}
}

// TestA29_LastVPLost: a defender at 2 VP who loses a floor with no kills
// and no Pardon Me is out; the ring closes up.
func TestA29_LastVPLost(t *testing.T) {
	s := invUndefended(t, 3, 2)
	invAct(t, s, KPass, 0)
	invPassTraitors(t, s)
	if !s.Seats[0].Out || s.Seats[0].VP != 0 || !slices.Equal(s.Ring, []int8{1, 2}) {
		t.Fatalf("out %v VP %d ring %v", s.Seats[0].Out, s.Seats[0].VP, s.Ring)
	}
	if s.Front != 2 || s.GuardOf(2) != 1 || s.GuardOf(3) != 2 || s.Phase != PhCourt {
		t.Fatalf("front %d, guards %d %d, phase %v", s.Front, s.GuardOf(2), s.GuardOf(3), s.Phase)
	}
}

// TestA41_ConquestAndShift: 4p ring [A,B,C,D], floor 1 lost → A2 B3 C4
// D5; the next shift → B2 C3 D4 A5.
func TestA41_ConquestAndShift(t *testing.T) {
	s := invUndefended(t, 4, 5)
	invAct(t, s, KPass, 0)
	invPassTraitors(t, s)
	floors := func() []int8 {
		return []int8{s.FloorOf(0), s.FloorOf(1), s.FloorOf(2), s.FloorOf(3)}
	}
	if got := floors(); s.Front != 2 || !slices.Equal(got, []int8{2, 3, 4, 5}) {
		t.Fatalf("front %d, floors %v", s.Front, got)
	}
	s.endTurn()
	s.run()
	if got := floors(); s.Turn != 2 || s.Defender() != 1 || !slices.Equal(got, []int8{5, 2, 3, 4}) {
		t.Fatalf("turn %d defender %d floors %v", s.Turn, s.Defender(), got)
	}
}

// TestA45_PardonMe: A (2 VP) pardoned keeps 2 VP; no Traitor window opens.
func TestA45_PardonMe(t *testing.T) {
	s := invGame(t, 4)
	s.Seats[0].VP = 2
	pardon := invPlot(t, s, 0, PardonMe)
	traitor := invPlot(t, s, 2, Traitor)
	invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
	invMonsters(t, s, 0)
	invBegin(t, s)
	invAt(t, s, StPardon)
	if w := s.ActionString(Act(KYes, 0)); w != engine.Who(0)+" plays Pardon Me" {
		t.Errorf("words %q", w)
	}
	invAct(t, s, KYes, 0)
	if s.Seats[0].VP != 2 || s.Phase != PhCourt || s.Front != 2 {
		t.Fatalf("VP %d phase %v front %d", s.Seats[0].VP, s.Phase, s.Front)
	}
	if !slices.Contains(s.PlotDisc, pardon) || s.PlotKnown[pardon] != allSeats || !slices.Contains(s.Seats[2].Hand, traitor) {
		t.Fatalf("discard %v, C's hand %v", s.PlotDisc, s.Seats[2].Hand)
	}
}

// TestA46_Traitor: A (4 VP) without Pardon Me; B passes, C plays Traitor →
// A 1 VP; D is not asked.
func TestA46_Traitor(t *testing.T) {
	s := invGame(t, 4)
	s.Seats[0].VP = 4
	traitor := invPlot(t, s, 2, Traitor)
	invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
	invMonsters(t, s, 0)
	invBegin(t, s)
	invAt(t, s, StPardon) // offered although A holds no Pardon Me (§7)
	if got := invActs(s); !slices.Equal(got, []engine.Action{Act(KPass, 0)}) || s.Actor != 0 {
		t.Fatalf("A's window: %v", invLegal(s))
	}
	invAct(t, s, KPass, 0)
	invAt(t, s, StTraitor)
	if s.Actor != 1 || legalHas(s, KYes, 0) {
		t.Fatalf("B first, without a Traitor: actor %d legal %v", s.Actor, invLegal(s))
	}
	invAct(t, s, KPass, 0)
	invAt(t, s, StTraitor)
	if s.Actor != 2 {
		t.Fatalf("actor %d, want C", s.Actor)
	}
	invAct(t, s, KYes, 0)
	if s.Seats[0].VP != 1 || s.Phase != PhCourt || !slices.Contains(s.PlotDisc, traitor) || s.PlotKnown[traitor] != allSeats {
		t.Fatalf("VP %d phase %v discard %v", s.Seats[0].VP, s.Phase, s.PlotDisc)
	}
}

// TestA51_KilledMonstersGoHome: a killed Dire Wolf (L2) goes to the pool,
// a killed Fiend (L3) under the monster deck.
func TestA51_KilledMonstersGoHome(t *testing.T) {
	s := invGame(t, 2)
	s.Floors[0].Room = 3
	s.Seats[0].MP = 0
	invParty(t, s, 0, "hero_champion", "hero_ranger", "hero_barbarian")
	invMonsters(t, s, 0, "mon_fiend", "mon_dire_wolf")
	fiend, dire := monsterByID(t, "mon_fiend"), monsterByID(t, "mon_dire_wolf")
	invBegin(t, s)
	invAct(t, s, KSend, int(fiend))
	seen := s.MonsterSeen
	invAct(t, s, KSend, int(dire))
	invAt(t, s, StPardon)
	invAct(t, s, KPass, 0)
	invPassTraitors(t, s)
	if s.MonsterPool[len(s.MonsterPool)-1] != dire || s.MonsterDeck[len(s.MonsterDeck)-1] != fiend || s.MonsterSeen != seen+1 {
		t.Fatalf("pool %v deck %v seen %d", s.MonsterPool, s.MonsterDeck, s.MonsterSeen)
	}
	if len(s.Seats[0].Monsters) != 0 {
		t.Fatalf("the defender still owns %v", s.Seats[0].Monsters)
	}
}

// TestA52_MutualWipe: the last hero and the last monster die together in
// the range step → the defender wins, no penalty, the party goes home.
func TestA52_MutualWipe(t *testing.T) {
	s := invGame(t, 2)
	invParty(t, s, 0, "hero_archer", "hero_squire")
	invMonsters(t, s, 0, "mon_ember")
	invTraps(t, s, "trap_brown_3")
	invBegin(t, s)
	invAct(t, s, KFire, 0) // the blade kills the Squire (front: Squire, Archer)
	if s.Phase != PhCourt || s.Seats[0].VP != 4 || s.Parties[0].Where != AtCastle || s.Front != 1 || len(s.Queue) != 0 {
		t.Fatalf("phase %v VP %d party at %v front %d", s.Phase, s.Seats[0].VP, s.Parties[0].Where, s.Front)
	}
	if s.MonsterPool[len(s.MonsterPool)-1] != monsterByID(t, "mon_ember") || s.Fight.Active {
		t.Fatalf("the Ember must be in the pool: %v", s.MonsterPool)
	}
}

// TestR24_LevelUpChoice: the marker goes to the highest-level survivor
// without one, ties front-most; the wounds go.
func TestR24_LevelUpChoice(t *testing.T) {
	s := invGame(t, 2)
	invParty(t, s, 0, "hero_squire", "hero_swordsman", "hero_militia")
	s.Parties[0].Heroes[1].LevelUp = true // the Swordsman has one already
	invMonsters(t, s, 0, "mon_giant_rat")
	s.Seats[0].MP = 0
	invBegin(t, s) // 6 against 2: the rat dies in round 1
	invAct(t, s, KPass, 0)
	invPassTraitors(t, s)
	hs := s.Parties[0].Heroes
	names := []string{Heroes[hs[0].Card].Name, Heroes[hs[1].Card].Name, Heroes[hs[2].Card].Name}
	if !slices.Equal(names, []string{"Swordsman", "Militia", "Squire"}) || !hs[1].LevelUp || hs[2].LevelUp {
		t.Fatalf("party %v %+v", names, hs)
	}
	for _, h := range hs {
		if h.Wounds != 0 {
			t.Fatalf("wounds left: %+v", hs)
		}
	}
}

// TestRoomTornDownQueueMoves: a conquered floor loses its room (§5.11 2c); the
// queue behind the attacker moves down with it.
func TestRoomTornDownQueueMoves(t *testing.T) {
	s := invGame(t, 3)
	s.Floors[0].Room = 3
	invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
	invParty(t, s, 1, "hero_militia", "hero_priest", "hero_ranger")
	invMonsters(t, s, 0)
	invBegin(t, s)
	invAct(t, s, KPass, 0)
	invPassTraitors(t, s)
	if s.Floors[0].Room != 0 || s.Front != 2 || !slices.Equal(s.Queue, []int8{0, 1}) || len(s.Parties[1].Heroes) != 3 {
		t.Fatalf("room %d front %d queue %v", s.Floors[0].Room, s.Front, s.Queue)
	}
}

// TestInvasionThroughApply plays an invasion through Apply (the real
// driver): the phase ends in the Court phase or later, with the fight put
// away.
func TestInvasionThroughApply(t *testing.T) {
	s := invGame(t, 2)
	invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
	invMonsters(t, s, 0, "mon_wolf", "mon_dire_wolf")
	s.Stage = StNone
	s.enter(PhInvasion)
	s.run()
	must(t, s, Act(KSend, int(monsterByID(t, "mon_dire_wolf"))))
	if err := s.Apply(Act(KHeal, 7)); err == nil {
		t.Fatal("an action of another stage was accepted")
	}
	for s.Phase == PhInvasion {
		must(t, s, s.LegalActions(nil)[0])
		if err := invariants(s); err != nil {
			t.Fatal(err)
		}
	}
	if s.Fight.Active {
		t.Fatal("the fight is still active after the phase")
	}
}
