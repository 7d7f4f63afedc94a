package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Helpers of the Action-phase tests (prefix bx).

// bxBox is the number of the box with the given id.
func bxBox(t testing.TB, id string) int {
	t.Helper()
	for b, x := range Boxes {
		if x.ID == id {
			return b
		}
	}
	t.Fatalf("no box %q", id)
	return -1
}

// bxEvent is an event card of kind k.
func bxEvent(k EventKind) int8 {
	for e, x := range Events {
		if x.Kind == k {
			return int8(e)
		}
	}
	return -1
}

// bxSetEvent makes event card e the top card of this turn's slot, swapping
// it with the card there, so that every card stays in one place.
func bxSetEvent(s *State, e int8) {
	top := &s.Slots[s.Turn-1][0]
	for t := range s.Slots {
		for h := range s.Slots[t] {
			if s.Slots[t][h] == e {
				s.Slots[t][h], *top = *top, e
				return
			}
		}
	}
	for i, x := range s.EvDisc {
		if x == e {
			s.EvDisc[i], *top = *top, e
			return
		}
	}
}

// bxToAction plays the Planning phase with the given goblins (seat → box
// ids, placed in that order; a seat passes when its list is done), then
// draws an event of kind ev. The game then stands at the Action phase's
// first decision, or beyond it when there is none.
func bxToAction(t *testing.T, s *State, ev EventKind, goblins map[int8][]string) {
	t.Helper()
	left := map[int8][]string{}
	for p, ids := range goblins {
		left[p] = slices.Clone(ids)
	}
	for s.Stage == StPlace {
		p := s.Actor
		if ids := left[p]; len(ids) > 0 {
			mustAct(t, s, KPlace, bxBox(t, ids[0]))
			left[p] = ids[1:]
		} else {
			mustAct(t, s, KPass, 0)
		}
	}
	for p, ids := range left {
		if len(ids) > 0 {
			t.Fatalf("seat %d could not place %v", p, ids)
		}
	}
	if s.Stage != StDraw {
		t.Fatalf("not at the event draw but at %v", s.Stage)
	}
	bxSetEvent(s, bxEvent(ev))
	bxAct(t, s, KTop, 0)
}

// bxTake removes monster m from every zone.
func bxTake(s *State, m int8) {
	del := func(xs []int8) []int8 { return slices.DeleteFunc(xs, func(x int8) bool { return x == m }) }
	s.MonsterDeck, s.MonsterRow, s.MonsterPool = del(s.MonsterDeck), del(s.MonsterRow), del(s.MonsterPool)
	s.MonsterSeen = min(s.MonsterSeen, int8(len(s.MonsterDeck)))
	for p := range s.Seats {
		s.Seats[p].Monsters = del(s.Seats[p].Monsters)
	}
}

// bxGive makes seat p own exactly the monsters ids; its others go home.
func bxGive(t testing.TB, s *State, p int8, ids ...string) {
	t.Helper()
	q := &s.Seats[p]
	for _, m := range q.Monsters {
		s.monsterHome(m)
	}
	q.Monsters = nil
	for _, id := range ids {
		m := monsterByID(t, id)
		bxTake(s, m)
		q.Monsters = append(q.Monsters, m)
	}
}

// bxRow puts the monsters ids in the monster row.
func bxRow(t testing.TB, s *State, ids ...string) {
	t.Helper()
	for _, id := range ids {
		m := monsterByID(t, id)
		bxTake(s, m)
		s.MonsterRow = append(s.MonsterRow, m)
	}
}

// bxParty puts party i in the dungeon with the heroes ids.
func bxParty(t testing.TB, s *State, i int, ids ...string) {
	t.Helper()
	p := &s.Parties[i]
	p.Where, p.Heroes = InDungeon, nil
	for _, id := range ids {
		h := heroByID(t, id)
		s.HeroDeck = slices.DeleteFunc(s.HeroDeck, func(x int8) bool { return x == h })
		p.Heroes = append(p.Heroes, Fighter{Card: h})
	}
	s.HeroSeen = min(s.HeroSeen, int8(len(s.HeroDeck)))
	s.Queue = append(s.Queue, int8(i))
}

// bxRes sets seat p's gold, slaves and MP.
func bxRes(s *State, p int8, gold, slaves, mp int16) {
	q := &s.Seats[p]
	q.Gold, q.Slaves, q.MP = gold, slaves, mp
}

// bxOK fails the test when an invariant is broken.
func bxOK(t testing.TB, s *State) {
	t.Helper()
	if err := invariants(s); err != nil {
		t.Fatal(err)
	}
}

// bxDo applies a like must, but stops where the Action phase ends, so
// that the later phases (combat, income) cannot change what a test
// checks. Forced answers play themselves as in Apply.
func bxDo(t testing.TB, s *State, a engine.Action) {
	t.Helper()
	if !engine.IsLegal(s, a) {
		t.Fatalf("%s is not legal at %v: %v", s.ActionString(a), s.Stage, s.LegalActions(nil))
	}
	s.Ev.Reset()
	s.do(a)
	for !s.Over && (s.Phase == PhEvent || s.Phase == PhAction) {
		if s.Stage == StNone {
			s.step()
			continue
		}
		acts := s.legal(nil)
		if len(acts) != 1 {
			return
		}
		s.do(acts[0])
	}
}

// bxAct is bxDo for Act(k, arg).
func bxAct(t testing.TB, s *State, k Kind, arg int) { t.Helper(); bxDo(t, s, Act(k, arg)) }

// bxDone reports whether the Action phase is over.
func bxDone(s *State) bool { return s.Phase != PhAction || s.Over }

// bxWhere lists the parties' places.
func bxWhere(s *State) [NumParties]Where {
	var w [NumParties]Where
	for i, p := range s.Parties {
		w[i] = p.Where
	}
	return w
}

// TestActionBoardOrder: boxes resolve in board order whatever the order of
// placement (R16), and every goblin goes home at the end.
func TestActionBoardOrder(t *testing.T) {
	s := started(t, 2, 1)
	bxToAction(t, s, KingdomAtWar, map[int8][]string{
		0: {"monster_pit_1", "throne_room_2"},
		1: {"castle_1", "gold_mine_2"},
	})
	type ask struct {
		st Stage
		p  int8
	}
	var got []ask
	for !bxDone(s) {
		got = append(got, ask{s.Stage, s.Actor})
		acts := s.LegalActions(nil)
		bxDo(t, s, acts[len(acts)-1]) // the last answer: skip, or the most slaves
	}
	want := []ask{{StThronePay, 0}, {StMine, 1}, {StHire, 0}, {StCastlePay, 1}}
	if !slices.Equal(got, want) {
		t.Fatalf("decisions %v, want %v", got, want)
	}
	if s.Seats[1].Gold != StartRes+3+2 || s.Seats[1].Slaves != StartRes-2 {
		t.Errorf("seat 1 has %d gold, %d slaves after the Gold mine", s.Seats[1].Gold, s.Seats[1].Slaves)
	}
	for b, o := range s.Boxes {
		if o >= 0 {
			t.Errorf("a goblin of seat %d is still on %s", o, Boxes[b].ID)
		}
	}
	bxOK(t, s)
}

// TestEvilMoveOncePerLocation: Town with three goblins moves one party;
// an empty Forest moves none (R14); the Action phase forgets the previous
// phase's moves (§5.9).
func TestEvilMoveOncePerLocation(t *testing.T) {
	s := started(t, 2, 2)
	s.Seats[0].VP = 5
	s.EvilMoved = 1 // stale: party 1 moved in an earlier turn
	bxToAction(t, s, KingdomAtWar, map[int8][]string{0: {"town_1", "town_2", "town_3"}})
	for !bxDone(s) {
		bxAct(t, s, KPass, 0) // no peeks
	}
	if w := bxWhere(s); w != [NumParties]Where{AtInn, AtCastle, AtCastle} {
		t.Fatalf("parties at %v, want only party 1 at the Inn", w)
	}
	if got := s.Seats[0].Slaves; got != StartRes+3+2+1 {
		t.Errorf("slaves %d, want %d", got, StartRes+6)
	}
}

// TestA9_EvilMovesOfTownAndForest: party 1 at the Inn, 2 and 3 at the
// Castle; Town moves party 1 to the Entrance, Forest party 2 to the Inn.
func TestA9_EvilMovesOfTownAndForest(t *testing.T) {
	s := started(t, 2, 9)
	s.Parties[0].Where = AtInn
	force(s, 1)
	bxToAction(t, s, KingdomAtWar, map[int8][]string{0: {"town_2"}, 1: {"forest_1"}})
	for !bxDone(s) {
		bxAct(t, s, KPass, 0)
	}
	if w := bxWhere(s); w != [NumParties]Where{AtEntrance, AtInn, AtCastle} {
		t.Fatalf("parties at %v, want Entrance, Inn, Castle", w)
	}
}

// TestA39_EvilMovesWithAllAtTheEntrance: Town lets party 1 in (L1, L1,
// L2), Forest party 2 behind it.
func TestA39_EvilMovesWithAllAtTheEntrance(t *testing.T) {
	s := started(t, 3, 39)
	for i := range s.Parties {
		s.Parties[i].Where = AtEntrance
	}
	force(s, 3)
	bxToAction(t, s, BigSales, map[int8][]string{1: {"town_2"}, 2: {"forest_2"}})
	for !bxDone(s) {
		bxAct(t, s, KPass, 0)
	}
	if !slices.Equal(s.Queue, []int8{0, 1}) || s.Parties[2].Where != AtEntrance {
		t.Fatalf("queue %v, party 3 at %v; want parties 1 then 2 in, 3 at the Entrance", s.Queue, s.Parties[2].Where)
	}
	var lv []int8
	for _, h := range s.Parties[0].Heroes {
		lv = append(lv, Heroes[h.Card].Level)
	}
	slices.Sort(lv)
	if !slices.Equal(lv, []int8{1, 1, 2}) {
		t.Errorf("party 1's hero levels %v, want 1, 1, 2", lv)
	}
}

// TestA40_TownFestivalClosesTown: A's two Town goblins get nothing and
// cause no evil move; B's Forest goblin works and moves one party.
func TestA40_TownFestivalClosesTown(t *testing.T) {
	s := started(t, 2, 40)
	force(s, 6)
	bxToAction(t, s, TownFestival, map[int8][]string{0: {"town_1", "town_3"}, 1: {"forest_1"}})
	if s.Stage != StPeekNext || s.Actor != 1 {
		t.Fatalf("first decision %v of seat %d, want seat 1's Forest peek", s.Stage, s.Actor)
	}
	bxAct(t, s, KPass, 0)
	if got := s.Seats[0]; got.Slaves != StartRes || got.Gold != StartRes {
		t.Errorf("A has %d gold, %d slaves; want nothing gained", got.Gold, got.Slaves)
	}
	if s.Seats[1].Gold != StartRes+3 {
		t.Errorf("B has %d gold, want %d", s.Seats[1].Gold, StartRes+3)
	}
	if w := bxWhere(s); w != [NumParties]Where{AtInn, AtCastle, AtCastle} {
		t.Fatalf("parties at %v, want one evil move (Forest's)", w)
	}
}

// TestHappyPrincessClosesForest: no roll, no gold, no evil move.
func TestHappyPrincessClosesForest(t *testing.T) {
	s := started(t, 2, 41)
	bxToAction(t, s, HappyPrincess, map[int8][]string{0: {"forest_1", "forest_2"}})
	for _, e := range s.Events() {
		if e.Kind == engine.EvRoll {
			t.Errorf("a die was rolled in the closed Forest")
		}
	}
	if s.Seats[0].Gold != StartRes || bxWhere(s) != [NumParties]Where{} {
		t.Errorf("gold %d, parties %v; want nothing to happen", s.Seats[0].Gold, bxWhere(s))
	}
}

// TestA10_GoldMineWithSlaves: gold_mine_1 and 2 slaves → +6 gold, −2
// slaves; the choice is capped at 2 and by the slaves owned.
func TestA10_GoldMineWithSlaves(t *testing.T) {
	s := started(t, 2, 10)
	bxToAction(t, s, KingdomAtWar, map[int8][]string{0: {"gold_mine_1"}})
	if acts := s.LegalActions(nil); !slices.Equal(acts, []engine.Action{Act(KSlaves, 0), Act(KSlaves, 1), Act(KSlaves, 2)}) {
		t.Fatalf("slave choices %v, want 0..2", acts)
	}
	bxAct(t, s, KSlaves, 2)
	if q := s.Seats[0]; q.Gold != StartRes+6 || q.Slaves != StartRes-2 {
		t.Fatalf("A has %d gold, %d slaves; want +6, −2", q.Gold, q.Slaves)
	}

	s = started(t, 2, 10)
	s.Seats[0].Slaves = 1
	bxToAction(t, s, KingdomAtWar, map[int8][]string{0: {"gold_mine_3"}})
	if acts := s.LegalActions(nil); len(acts) != 2 {
		t.Fatalf("with 1 slave the choices are %v, want 0 or 1", acts)
	}
}

// TestA17_RuneRoomUnderFullMoon: rune_room_1 gives 3 + 2 MP; rune_room_3
// without Full Moon gives 1.
func TestA17_RuneRoomUnderFullMoon(t *testing.T) {
	for _, c := range []struct {
		ev   EventKind
		box  string
		want int16
	}{{FullMoon, "rune_room_1", 5}, {KingdomAtWar, "rune_room_3", 1}, {KingdomAtWar, "rune_room_2", 2}} {
		s := started(t, 2, 17)
		bxToAction(t, s, c.ev, map[int8][]string{0: {c.box}})
		if got := s.Seats[0].MP - StartRes; got != c.want {
			t.Errorf("%s under %s: +%d MP, want +%d", c.box, EventKindNames[c.ev], got, c.want)
		}
	}
}

// TestA48_ForestRollUnderCarriage: a 5 gives 3 gold, doubled to 6; the
// table gives 1, 1, 2, 2, 3, 3 otherwise.
func TestA48_ForestRollUnderCarriage(t *testing.T) {
	for face := 1; face <= 6; face++ {
		for _, ev := range []EventKind{KingdomAtWar, CarriageArrived} {
			s := started(t, 2, 48)
			force(s, face)
			bxToAction(t, s, ev, map[int8][]string{1: {"forest_2"}})
			want := int16((face + 1) / 2)
			if ev == CarriageArrived {
				want *= 2
			}
			if got := s.Seats[1].Gold - StartRes; got != want {
				t.Errorf("roll %d under %s: +%d gold, want +%d", face, EventKindNames[ev], got, want)
			}
		}
	}
}
