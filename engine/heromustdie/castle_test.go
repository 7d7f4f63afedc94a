package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// TestPeekNextSlot: an eye peeks one card of slot t+1, privately (R57);
// town_2 has no eye; turn 8 has no next slot.
func TestPeekNextSlot(t *testing.T) {
	s := started(t, 2, 57)
	bxToAction(t, s, KingdomAtWar, map[int8][]string{0: {"town_1", "town_2"}})
	want := []engine.Action{Act(KPeek, 2), Act(KPeek, 3), Act(KPass, 0)}
	if acts := s.LegalActions(nil); s.Stage != StPeekNext || !slices.Equal(acts, want) {
		t.Fatalf("%v: %v, want %v", s.Stage, acts, want)
	}
	e := s.Slots[1][1]
	bxAct(t, s, KPeek, 3)
	if s.EvKnown[e] != 1 {
		t.Errorf("knowledge of the peeked card %b, want seat 0 only", s.EvKnown[e])
	}
	private := false
	for _, ev := range s.Events() {
		if ev.Kind == engine.EvDraw && ev.Card == int(e) {
			private = ev.VisibleTo(0) && !ev.VisibleTo(1)
		}
	}
	if !private {
		t.Errorf("no private event tells seat 0 the card: %v", s.Events())
	}
	if !bxDone(s) {
		t.Fatalf("town_2 asked %v", s.Stage)
	}

	s = started(t, 2, 58)
	s.Turn = Turns
	bxToAction(t, s, KingdomAtWar, map[int8][]string{0: {"town_1"}})
	if !bxDone(s) {
		t.Fatalf("turn 8 offers %v", s.Stage)
	}
}

// TestCastleEyePeeksTwoFutureCards: castle_1 costs 2 gold and shows two
// different face-down cards of slots t+1..8 (R57); with 1 gold it is not
// offered (R17).
func TestCastleEyePeeksTwoFutureCards(t *testing.T) {
	s := started(t, 2, 21)
	bxToAction(t, s, KingdomAtWar, map[int8][]string{1: {"castle_1"}})
	if s.Stage != StCastlePay {
		t.Fatalf("at %v, want the castle_1 question", s.Stage)
	}
	bxAct(t, s, KYes, 0)
	first := s.LegalActions(nil)
	if len(first) != 2*(Turns-1) || first[0] != Act(KPeek, 2) {
		t.Fatalf("first pick among %v, want the 14 cards of slots 2..8", first)
	}
	bxAct(t, s, KPeek, 9)
	second := s.LegalActions(nil)
	if len(second) != len(first)-1 || slices.Contains(second, Act(KPeek, 9)) {
		t.Fatalf("second pick among %v, want all but the first", second)
	}
	bxAct(t, s, KPeek, 15)
	for _, x := range []int{9, 15} {
		if e := s.Slots[x/2][x%2]; s.EvKnown[e] != 1<<1 {
			t.Errorf("card %d of slot %d known by %b, want seat 1", x%2, x/2+1, s.EvKnown[e])
		}
	}
	if s.Seats[1].Gold != StartRes-CastlePeekCost || !bxDone(s) {
		t.Errorf("gold %d, at %v", s.Seats[1].Gold, s.Stage)
	}

	s = started(t, 2, 22)
	s.Seats[1].Gold = 1
	bxToAction(t, s, KingdomAtWar, map[int8][]string{1: {"castle_1"}})
	if !bxDone(s) || s.Seats[1].Gold != 1 {
		t.Errorf("with 1 gold castle_1 asks %v", s.Stage)
	}
}

// TestCastleGift: 4 gold moves a party at the Inn or Entrance one space
// toward the Castle, 8 gold recalls a party from the dungeon (R48); a
// party at the Castle is no target and nothing unaffordable is offered.
func TestCastleGift(t *testing.T) {
	for _, c := range []struct {
		name  string
		gold  int16
		where [NumParties]Where
		want  []engine.Action
	}{
		{"push", 4, [NumParties]Where{AtInn, AtEntrance, AtCastle}, []engine.Action{Act(KPush, 0), Act(KPush, 1), Act(KPass, 0)}},
		{"recall", 8, [NumParties]Where{InDungeon, AtCastle, AtInn}, []engine.Action{Act(KRecall, 0), Act(KPush, 2), Act(KPass, 0)}},
		{"no recall at 7", 7, [NumParties]Where{InDungeon, AtCastle, AtInn}, []engine.Action{Act(KPush, 2), Act(KPass, 0)}},
		{"nothing at 3", 3, [NumParties]Where{InDungeon, AtEntrance, AtInn}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := started(t, 2, 42)
			for i, w := range c.where {
				if w == InDungeon {
					bxParty(t, s, i, "hero_squire", "hero_archer", "hero_mage")
				}
				s.Parties[i].Where = w
			}
			s.Seats[0].Gold = c.gold
			bxToAction(t, s, BigSales, map[int8][]string{0: {"castle_2"}})
			if c.want == nil {
				if !bxDone(s) || s.Seats[0].Gold != c.gold {
					t.Fatalf("asked %v with nothing affordable", s.Stage)
				}
				return
			}
			if acts := s.LegalActions(nil); s.Stage != StGift || !slices.Equal(acts, c.want) {
				t.Fatalf("%v: %v, want %v", s.Stage, acts, c.want)
			}
			before := bxWhere(s)
			bxDo(t, s, c.want[0])
			k, i := Split(c.want[0])
			want := before
			cost := int16(CastlePushCost)
			if k == KRecall {
				want[i], cost = AtCastle, CastleRecallCost
			} else {
				want[i]--
			}
			if bxWhere(s) != want || s.Seats[0].Gold != c.gold-cost {
				t.Errorf("parties %v, gold %d; want %v, %d", bxWhere(s), s.Seats[0].Gold, want, c.gold-cost)
			}
			bxOK(t, s)
		})
	}
}

// TestA42_ReclaimByCastleRecall: F = 3 with party 2 alone in the dungeon;
// the Castle's 8-gold gift recalls it → F = 1 and ring [B,C,D,A] guards
// B1 C2 D3 A4 at once.
func TestA42_ReclaimByCastleRecall(t *testing.T) {
	s := started(t, 4, 42)
	A, B, C, D := int8(0), int8(1), int8(2), int8(3)
	s.Ring = []int8{B, C, D, A}
	bxParty(t, s, 1, "hero_squire", "hero_swordsman", "hero_ranger")
	s.Front = 3
	s.Seats[A].Gold = 8
	bxToAction(t, s, BigSales, map[int8][]string{A: {"castle_2"}})
	bxAct(t, s, KRecall, 1)
	if s.Front != 1 || len(s.Queue) != 0 || s.Parties[1].Where != AtCastle || s.Seats[A].Gold != 0 {
		t.Fatalf("F %d, queue %v, party 2 at %v, A gold %d", s.Front, s.Queue, s.Parties[1].Where, s.Seats[A].Gold)
	}
	for p, f := range map[int8]int8{B: 1, C: 2, D: 3, A: 4} {
		if got := s.FloorOf(p); got != f {
			t.Errorf("seat %d guards floor %d, want %d", p, got, f)
		}
	}
	s.run()
	bxOK(t, s)
}
