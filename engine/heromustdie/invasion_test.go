package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Helpers of the invasion tests build a position by direct edits (a party
// in the dungeon, the defender's monsters, traps, plot cards), then drive
// the Invasion phase decision by decision. invRun stops where the phase
// ends, so that tests see the state the result left before Court runs.

// invGame is an n-player game at turn 1 (seat i guards floor i+1).
func invGame(t *testing.T, n int) *State { t.Helper(); return started(t, n, 5) }

// invParty puts party i in the dungeon with the given heroes, in the order
// given (the invasion sorts them, I1).
func invParty(t *testing.T, s *State, i int, ids ...string) {
	t.Helper()
	p := &s.Parties[i]
	for _, id := range ids {
		h := heroByID(t, id)
		k := slices.Index(s.HeroDeck, h)
		if k < 0 {
			t.Fatalf("%s is not in the hero deck", id)
		}
		s.HeroDeck = slices.Delete(s.HeroDeck, k, k+1)
		p.Heroes = append(p.Heroes, Fighter{Card: h})
	}
	s.HeroSeen = min(s.HeroSeen, int8(len(s.HeroDeck)))
	p.Where = InDungeon
	s.Queue = append(s.Queue, int8(i))
}

// invMonsters gives seat p exactly the given monsters: its own go home,
// the others are taken from wherever they are.
func invMonsters(t *testing.T, s *State, p int8, ids ...string) {
	t.Helper()
	for _, m := range s.Seats[p].Monsters {
		s.monsterHome(m)
	}
	s.Seats[p].Monsters = nil
	for _, id := range ids {
		m := monsterByID(t, id)
		drop := func(xs []int8) []int8 { return slices.DeleteFunc(xs, func(x int8) bool { return x == m }) }
		s.MonsterPool, s.MonsterDeck, s.MonsterRow = drop(s.MonsterPool), drop(s.MonsterDeck), drop(s.MonsterRow)
		for q := range s.Seats {
			s.Seats[q].Monsters = drop(s.Seats[q].Monsters)
		}
		s.Seats[p].Monsters = append(s.Seats[p].Monsters, m)
	}
	s.MonsterSeen = min(s.MonsterSeen, int8(len(s.MonsterDeck)))
}

// invTraps builds traps on the front floor, left to right.
func invTraps(t *testing.T, s *State, ids ...string) {
	t.Helper()
	for _, id := range ids {
		k := slices.IndexFunc(Traps[:], func(x Trap) bool { return x.ID == id })
		if k < 0 || s.Traps[k] == 0 {
			t.Fatalf("no trap %q in the supply", id)
		}
		s.Traps[k]--
		s.Floors[s.Front-1].Traps = append(s.Floors[s.Front-1].Traps, int8(k))
	}
}

// invPlot moves a plot card of kind k from the deck to seat p's hand.
func invPlot(t *testing.T, s *State, p int8, k PlotKind) int8 {
	t.Helper()
	i := slices.IndexFunc(s.PlotDeck, func(c int8) bool { return Plots[c].Kind == k })
	if i < 0 {
		t.Fatalf("no %v card in the plot deck", k)
	}
	c := s.PlotDeck[i]
	s.PlotDeck = slices.Delete(s.PlotDeck, i, i+1)
	s.Seats[p].Hand = append(s.Seats[p].Hand, c)
	s.PlotKnown[c] = 1 << p
	return c
}

// invBegin starts the Invasion phase from the edited position.
func invBegin(t *testing.T, s *State) {
	t.Helper()
	s.Stage = StNone
	s.enter(PhInvasion)
	invRun(t, s)
}

// invRun is run() held inside the Invasion phase; it checks the game's
// invariants where it stops.
func invRun(t *testing.T, s *State) {
	t.Helper()
	for !s.Over && s.Phase == PhInvasion {
		for !s.Over && s.Phase == PhInvasion && s.Stage == StNone {
			s.step()
		}
		if s.Over || s.Stage == StNone || s.Stage.reaction() || len(s.legal(nil)) != 1 {
			break
		}
		s.do(s.legal(nil)[0])
	}
	if err := invariants(s); err != nil {
		t.Fatalf("invariants: %v", err)
	}
}

// invAct plays Act(k, arg), which must be legal, inside the phase.
func invAct(t *testing.T, s *State, k Kind, arg int) {
	t.Helper()
	a := Act(k, arg)
	if !legalHas(s, k, arg) {
		t.Fatalf("%s is not legal at %v; legal: %s", s.ActionString(a), s.Stage, invLegal(s))
	}
	s.Ev.Reset()
	s.do(a)
	invRun(t, s)
}

// invLegal lists the legal actions in words.
func invLegal(s *State) []string {
	var out []string
	for _, a := range s.LegalActions(nil) {
		out = append(out, s.ActionString(a))
	}
	return out
}

// invActs is the legal list as actions.
func invActs(s *State) []engine.Action { return s.LegalActions(nil) }

func invAt(t *testing.T, s *State, st Stage) {
	t.Helper()
	if s.Stage != st {
		t.Fatalf("stage %v (%s), want %v", s.Stage, s.Prompt(), st)
	}
}

func TestNoPartyNoInvasion(t *testing.T) {
	s := invGame(t, 2)
	invBegin(t, s)
	if s.Phase != PhCourt || s.Fight.Active {
		t.Fatalf("phase %v, fight %v; want Court at once", s.Phase, s.Fight.Active)
	}
}

// TestA22_PartyOrder: Mage (HP4, L2), Squire, Archer (HP3, L1) → Mage,
// Squire, Archer.
func TestA22_PartyOrder(t *testing.T) {
	s := invGame(t, 2)
	invParty(t, s, 0, "hero_archer", "hero_squire", "hero_mage")
	invMonsters(t, s, 0, "mon_wolf", "mon_dire_wolf")
	invBegin(t, s)
	want := []int8{heroByID(t, "hero_mage"), heroByID(t, "hero_squire"), heroByID(t, "hero_archer")}
	if !slices.Equal(s.Fight.Lineup, want) || len(s.Parties[0].Heroes) != 0 {
		t.Fatalf("lineup %v, want %v; party keeps %v", s.Fight.Lineup, want, s.Parties[0].Heroes)
	}
}

// TestA12_DisarmSets: a Thief (blue 3) against traps 1, 2, 3 may remove
// {3} or {1, 2}, nothing else.
func TestA12_DisarmSets(t *testing.T) {
	s := invGame(t, 2)
	invParty(t, s, 0, "hero_thief", "hero_squire", "hero_archer")
	invTraps(t, s, "trap_brown_1", "trap_brown_2", "trap_brown_3")
	invBegin(t, s)
	invAt(t, s, StDisarm)
	want := []engine.Action{Act(KDisarm, 0b011), Act(KDisarm, 0b100)}
	if got := invActs(s); !slices.Equal(got, want) {
		t.Fatalf("legal %v, want {1,2} and {3}", invLegal(s))
	}
	invAct(t, s, KDisarm, 0b011)
	if !slices.Equal(s.floorTraps(), []int8{2}) || s.Traps[0] != TrapCopies || s.Traps[1] != TrapCopies {
		t.Fatalf("floor %v, supply %v: the two disarmed traps must be back in the supply (R22)", s.floorTraps(), s.Traps[:3])
	}
}

// TestA32_DisarmMaximal: blue 4 against traps 3, 3, 2 → {3} or {2};
// two copies of one kind are a single choice.
func TestA32_DisarmMaximal(t *testing.T) {
	for _, c := range []struct {
		traps []string
		want  []engine.Action
	}{
		{[]string{"trap_brown_3", "trap_black_3", "trap_green_2"}, []engine.Action{Act(KDisarm, 0b001), Act(KDisarm, 0b010), Act(KDisarm, 0b100)}},
		{[]string{"trap_brown_3", "trap_brown_3", "trap_green_2"}, []engine.Action{Act(KDisarm, 0b001), Act(KDisarm, 0b100)}},
		{[]string{"trap_brown_3"}, nil}, // the one choice plays itself
	} {
		s := invGame(t, 2)
		invParty(t, s, 0, "hero_rogue", "hero_squire", "hero_archer")
		invTraps(t, s, c.traps...)
		invBegin(t, s)
		if c.want == nil {
			if len(s.floorTraps()) != 0 || s.Stage != StSend {
				t.Fatalf("%v: floor %v at %v", c.traps, s.floorTraps(), s.Stage)
			}
			continue
		}
		if got := invActs(s); !slices.Equal(got, c.want) {
			t.Errorf("%v: legal %v", c.traps, invLegal(s))
		}
	}
}

// TestA33_TrapTargets: a Swinging Blade may hit anyone with brown, the
// Cursed Idol only the Priest; the Squire dies, the Priest takes 2.
func TestA33_TrapTargets(t *testing.T) {
	s := invGame(t, 2)
	invParty(t, s, 0, "hero_champion", "hero_priest", "hero_squire")
	invTraps(t, s, "trap_brown_3", "trap_yellow_2")
	invBegin(t, s)
	invAt(t, s, StFire)
	want := []engine.Action{Act(KFire, 0), Act(KFire, 1), Act(KFire, 2), Act(KFire, 8+1)}
	if got := invActs(s); !slices.Equal(got, want) {
		t.Fatalf("legal %v", invLegal(s))
	}
	if w := s.ActionString(Act(KFire, 2)); w != engine.Who(0)+" fires the Swinging Blade at the Squire" {
		t.Errorf("words %q", w)
	}
	invAct(t, s, KFire, 2) // the blade at the Squire; the idol then has one target and fires itself
	if !slices.Equal(s.Fight.Killed, []int8{heroByID(t, "hero_squire")}) || s.Fight.Heroes[1].Wounds != 2 {
		t.Fatalf("killed %v, heroes %v", s.Fight.Killed, s.Fight.Heroes)
	}
	if len(s.floorTraps()) != 0 || s.Traps[2] != TrapCopies || s.Traps[10] != TrapCopies {
		t.Fatalf("fired traps must return to the supply: floor %v", s.floorTraps())
	}
}

// TestA23_TrapWithoutColourHitsFront: a Smoke Vent with no green hero may
// only hit the front hero, for 2.
func TestA23_TrapWithoutColourHitsFront(t *testing.T) {
	s := invGame(t, 2)
	invParty(t, s, 0, "hero_squire", "hero_swordsman", "hero_militia")
	invTraps(t, s, "trap_green_2", "trap_brown_1")
	invBegin(t, s)
	invAt(t, s, StFire)
	for h := range 3 {
		if legalHas(s, KFire, h) != (h == 0) {
			t.Errorf("Smoke Vent at hero %d legal %v", h, !(h == 0))
		}
	}
	invAct(t, s, KFire, 0)
	if s.Fight.Heroes[0].Card != heroByID(t, "hero_swordsman") || s.Fight.Heroes[0].Wounds != 2 {
		t.Fatalf("front %v", s.Fight.Heroes[0])
	}
}

// TestTrapsKillEveryHero: when the traps kill the whole party, the rest
// are cleared unused and the defender wins without sending anything (I3).
func TestTrapsKillEveryHero(t *testing.T) {
	s := invGame(t, 2)
	invParty(t, s, 0, "hero_squire", "hero_acolyte", "hero_apprentice")
	invMonsters(t, s, 0, "mon_wolf")
	invTraps(t, s, "trap_brown_3", "trap_brown_2", "trap_brown_2", "trap_brown_1")
	invBegin(t, s)
	invAct(t, s, KFire, 0) // blade → Squire
	if !slices.Equal(invActs(s), []engine.Action{Act(KFire, 0), Act(KFire, 1), Act(KFire, 16), Act(KFire, 17)}) {
		t.Fatalf("the second bear trap must not be a separate choice: %v", invLegal(s))
	}
	invAct(t, s, KFire, 0) // bear trap → Acolyte
	invAct(t, s, KFire, 0) // bear trap → Apprentice; the Spike Floor is left over
	if s.Phase != PhCourt || s.Seats[0].VP != 4 || len(s.floorTraps()) != 0 || s.Traps[0] != TrapCopies {
		t.Fatalf("phase %v VP %d floor %v supply %v; want Court, +1 VP, every trap back", s.Phase, s.Seats[0].VP, s.floorTraps(), s.Traps[:3])
	}
	if s.Parties[0].Where != AtCastle || !slices.Contains(s.Seats[0].Monsters, monsterByID(t, "mon_wolf")) {
		t.Fatalf("party at %v, monsters %v", s.Parties[0].Where, s.Seats[0].Monsters)
	}
}

// TestA24_RoomCap: no room → at most 2 monsters of level ≤2; room_4 → up
// to 4 of level ≤4.
func TestA24_RoomCap(t *testing.T) {
	for _, c := range []struct {
		room     int8
		mons     []string
		legal    []string
		sendable int
	}{
		{0, []string{"mon_wolf", "mon_dire_wolf", "mon_troll", "mon_hellhound"}, []string{"mon_wolf", "mon_dire_wolf", "mon_hellhound"}, 2},
		{4, []string{"mon_wolf", "mon_dire_wolf", "mon_troll", "mon_manticore", "mon_behemoth"}, []string{"mon_wolf", "mon_dire_wolf", "mon_troll", "mon_manticore"}, 4},
	} {
		s := invGame(t, 2)
		s.Floors[0].Room = c.room
		invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
		invMonsters(t, s, 0, c.mons...)
		invBegin(t, s)
		invAt(t, s, StSend)
		var want []engine.Action
		for _, id := range c.legal {
			want = append(want, Act(KSend, int(monsterByID(t, id))))
		}
		if got := invActs(s); !slices.Equal(got, want) {
			t.Fatalf("room %d: legal %v", c.room, invLegal(s))
		}
		for i := range c.sendable {
			invAct(t, s, KSend, int(monsterByID(t, c.legal[i])))
		}
		if sent := len(s.Fight.Monsters) + len(s.Fight.Lost); s.Stage == StSend || sent != c.sendable || s.Fight.Round != 1 {
			t.Fatalf("room %d: %d sent, round %d, still asked %v", c.room, sent, s.Fight.Round, s.Stage == StSend)
		}
	}
}

// TestA25_FirstSentIsFront: sending the Dire Wolf, then the Wolf puts the
// Dire Wolf at the front (the rightmost card on the table).
func TestA25_FirstSentIsFront(t *testing.T) {
	s := invGame(t, 2)
	invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
	invMonsters(t, s, 0, "mon_wolf", "mon_dire_wolf")
	invBegin(t, s)
	if legalHas(s, KPass, 0) {
		t.Fatal("the defender must send at least one monster")
	}
	invAct(t, s, KSend, int(monsterByID(t, "mon_dire_wolf")))
	if !legalHas(s, KPass, 0) {
		t.Fatal("after one monster the defender may stop")
	}
	invAct(t, s, KSend, int(monsterByID(t, "mon_wolf")))
	if s.Fight.Monsters[0].Card != monsterByID(t, "mon_dire_wolf") {
		t.Fatalf("front %s", Monsters[s.Fight.Monsters[0].Card].Name)
	}
}

// TestA38_NoEligibleMonster: a defender with only a Drake (L3) and no room
// has nothing to send; the heroes who survive the traps win.
func TestA38_NoEligibleMonster(t *testing.T) {
	s := invGame(t, 2)
	invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
	invMonsters(t, s, 0, "mon_drake")
	invTraps(t, s, "trap_brown_1", "trap_green_1")
	invBegin(t, s)
	invAct(t, s, KFire, 1) // Spike Floor at the Squire (Swordsman, Squire, Archer); the Tangle Net then hits the Archer
	invAt(t, s, StPardon)
	if !s.Fight.HeroesWon || s.Fight.Round != 0 || len(s.Fight.Monsters) != 0 || s.Fight.Heroes[1].Wounds != 1 || s.Fight.Heroes[2].Wounds != 1 {
		t.Fatalf("fight %+v", s.Fight)
	}
}

// TestInvasionPlayouts plays random games and checks the invariants at
// every step, and that the playouts reach both results and the reaction
// windows (so the conformance playouts exercise this phase too).
func TestInvasionPlayouts(t *testing.T) {
	r := engine.NewRNG(9)
	seen := map[string]int{}
	for seed := range uint64(40) {
		s, err := New(2+int(seed%3), seed, false)
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over {
			acts := s.LegalActions(nil)
			was, st, front := s.Fight.Active, s.Stage, s.Front
			must(t, s, acts[r.IntN(len(acts))])
			if err := invariants(s); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if st == StPardon || st == StTraitor {
				seen["window"]++
			}
			switch {
			case was && !s.Fight.Active && s.Front > front:
				seen["conquest"]++
			case was && !s.Fight.Active:
				seen["held"]++
			}
		}
	}
	t.Logf("%v", seen)
	for _, k := range []string{"window", "conquest", "held"} {
		if seen[k] == 0 {
			t.Errorf("no %s in 40 random games", k)
		}
	}
}
