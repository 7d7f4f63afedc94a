package heromustdie

import (
	"slices"
	"testing"
)

// toEvent passes every Planning decision so that the turn's first player
// is asked to draw, with the slot's top card set to event card e.
func toEvent(t *testing.T, s *State, e int8) {
	t.Helper()
	other := s.Slots[s.Turn-1][0]
	for i, x := range s.Slots[s.Turn-1] { // keep every card somewhere: swap e in
		if x == e {
			s.Slots[s.Turn-1][i] = other
		}
	}
	for ti := range s.Slots {
		for h, x := range s.Slots[ti] {
			if x == e && ti != int(s.Turn-1) {
				s.Slots[ti][h] = other
			}
		}
	}
	s.Slots[s.Turn-1][0] = e
	passAll(t, s)
	if s.Stage != StDraw {
		t.Fatalf("not at the event draw: %v", s.Stage)
	}
}

func eventOf(k EventKind) int8 {
	for i, e := range Events {
		if e.Kind == k {
			return int8(i)
		}
	}
	return -1
}

// TestA7_InvasionEntersOnlyFromTheEntrance: Invasion!!! with parties 2 and
// 3 at the Entrance and party 1 at the Inn lets 2 then 3 in.
func TestA7_InvasionEntersOnlyFromTheEntrance(t *testing.T) {
	s := started(t, 4, 7)
	s.Parties[0].Where, s.Parties[1].Where, s.Parties[2].Where = AtInn, AtEntrance, AtEntrance
	toEvent(t, s, eventOf(Invasion3))
	mustAct(t, s, KTop, 0)
	if !slices.Equal(s.Queue, []int8{1, 2}) || s.Parties[0].Where != AtInn {
		t.Fatalf("queue %v, party 1 at %v; want parties 2, 3 in and party 1 at the Inn", s.Queue, s.Parties[0].Where)
	}
	for _, i := range []int{1, 2} {
		n := len(s.Parties[i].Heroes)
		if s.Fight.Active && int(s.Fight.Party) == i {
			n = len(s.Fight.Lineup) // party 2 is already fighting
		}
		if n != 3 {
			t.Errorf("party %d has %d heroes", i+1, n)
		}
	}
}

// TestA8_WorkersFollowTheVPTrack: VP 3 → 3 goblins, VP 5 → 4.
func TestA8_WorkersFollowTheVPTrack(t *testing.T) {
	s := started(t, 4, 8)
	s.Seats[0].VP = 5
	placed := make([]int, 4)
	for s.Stage == StPlace {
		p := s.Actor
		free := -1
		for b, o := range s.Boxes {
			if o < 0 {
				free = b
				break
			}
		}
		mustAct(t, s, KPlace, free)
		placed[p]++
	}
	if !slices.Equal(placed, []int{4, 3, 3, 3}) {
		t.Fatalf("goblins placed %v, want [4 3 3 3]", placed)
	}
}

// TestA16_PayDay: two L3 monsters and 2/2/2 → pays 6 in any mix; with 5
// resources one L3 must go first, then 3 is paid.
func TestA16_PayDay(t *testing.T) {
	for _, c := range []struct {
		gold, slaves, mp int16
		wantMonsters     int
		wantLeft         int
	}{{2, 2, 2, 2, 0}, {2, 2, 1, 1, 2}} {
		s := started(t, 2, 16)
		a := s.Ring[0]
		q := &s.Seats[a]
		for _, m := range q.Monsters {
			s.MonsterPool = append(s.MonsterPool, m)
		}
		troll, drake := monsterByID(t, "mon_troll"), monsterByID(t, "mon_drake")
		s.MonsterDeck = slices.DeleteFunc(s.MonsterDeck, func(m int8) bool { return m == troll || m == drake })
		s.MonsterRow = slices.DeleteFunc(s.MonsterRow, func(m int8) bool { return m == troll || m == drake })
		q.Monsters = []int8{troll, drake}
		q.Gold, q.Slaves, q.MP = c.gold, c.slaves, c.mp
		toEvent(t, s, eventOf(PayDay))
		mustAct(t, s, KTop, 0)
		if s.Stage == StPayShort && s.Actor == a {
			acts := s.LegalActions(nil)
			if len(acts) != 2 { // either L3 alone is a minimal set
				t.Fatalf("discard choices %v, want two single L3s", acts)
			}
			must(t, s, acts[0])
		}
		for s.Stage == StPay && s.Actor == a {
			must(t, s, s.LegalActions(nil)[0])
		}
		if len(q.Monsters) != c.wantMonsters || s.Resources(a) != c.wantLeft {
			t.Errorf("%d/%d/%d: %d monsters and %d resources left, want %d and %d",
				c.gold, c.slaves, c.mp, len(q.Monsters), s.Resources(a), c.wantMonsters, c.wantLeft)
		}
	}
}

// TestA19_VPClampsAt12: 11 + 3 = 12.
func TestA19_VPClampsAt12(t *testing.T) {
	s := started(t, 2, 19)
	s.Seats[0].VP = 11
	s.addVP(0, 3)
	if s.Seats[0].VP != 12 {
		t.Fatalf("VP %d, want 12", s.Seats[0].VP)
	}
}

// TestA20_ShiftOfDuty: ring [A,B,C,D] → at turn 2 [B,C,D,A], B on floor 1.
func TestA20_ShiftOfDuty(t *testing.T) {
	s := started(t, 4, 20)
	if !slices.Equal(s.Ring, []int8{0, 1, 2, 3}) {
		t.Fatalf("set-up ring %v", s.Ring)
	}
	for s.Turn == 1 && !s.Over {
		must(t, s, s.LegalActions(nil)[len(s.LegalActions(nil))-1])
	}
	if !slices.Equal(s.Ring, []int8{1, 2, 3, 0}) {
		t.Fatalf("turn 2 ring %v, want [1 2 3 0]", s.Ring)
	}
	for p, want := range []int8{4, 1, 2, 3} {
		if f := s.FloorOf(int8(p)); f != want {
			t.Errorf("seat %d guards floor %d, want %d", p, f, want)
		}
	}
}

// TestA21_PartyGeneration: deck Ranger, Squire, Mage, Swordsman, Archer →
// party 1 is Squire, Mage, Archer; Ranger then Swordsman go underneath.
func TestA21_PartyGeneration(t *testing.T) {
	s := started(t, 2, 21)
	top := []int8{heroByID(t, "hero_ranger"), heroByID(t, "hero_squire"), heroByID(t, "hero_mage"),
		heroByID(t, "hero_swordsman"), heroByID(t, "hero_archer")}
	rest := slices.DeleteFunc(slices.Clone(s.HeroDeck), func(h int8) bool { return slices.Contains(top, h) })
	s.HeroDeck = append(slices.Clone(top), rest...)
	s.enterDungeon(0)
	var got []int8
	for _, h := range s.Parties[0].Heroes {
		got = append(got, h.Card)
	}
	// A22's order: Mage (HP 4) in front, then Squire before Archer.
	want := []int8{top[2], top[1], top[4]}
	if !slices.Equal(got, want) {
		t.Fatalf("party 1 = %v, want %v", got, want)
	}
	n := len(s.HeroDeck)
	if s.HeroDeck[n-2] != top[0] || s.HeroDeck[n-1] != top[3] {
		t.Fatalf("deck bottom %v, want Ranger then Swordsman", s.HeroDeck[n-2:])
	}
	if s.HeroSeen != 2 {
		t.Errorf("%d public cards under the deck, want 2", s.HeroSeen)
	}
}
