package heromustdie

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// The Castle (§2.6, R48, R57). castle_1, the green eye: pay 2 gold, then
// see two different face-down event cards of slots t+1..8, one pick at a
// time (Sub sbPeek1, then sbPeek2 with the first pick in Count). castle_2,
// the gift: 4 gold moves a party at the Inn or Entrance one space toward
// the Castle, 8 gold calls a party in the dungeon back to the Castle.

func (s *State) arriveCastle(b int, p int8) {
	if b != firstBox(Castle) {
		s.offer(StGift, p, CodeCannotGift)
		return
	}
	if s.Turn >= Turns || s.Seats[p].Gold < CastlePeekCost { // turn 8: no future slot
		s.nextBox()
		return
	}
	s.ask(StCastlePay, p)
}

// legalCastle lists the answers of the Castle's decisions.
func (s *State) legalCastle(p int8, buf []engine.Action) []engine.Action {
	switch s.Stage {
	case StCastlePay:
		buf = append(buf, Act(KYes, 0), Act(KPass, 0))
	case StCastlePeek: // any face-down card of the future slots, known or not, each once
		for t := int(s.Turn); t < Turns; t++ {
			for h, e := range s.Slots[t] {
				if x := t*2 + h; e != gone && !(s.Sub == sbPeek2 && x == int(s.Count)) {
					buf = append(buf, Act(KPeek, x))
				}
			}
		}
	case StGift:
		gold := s.Seats[p].Gold
		for i, pt := range s.Parties {
			switch {
			case (pt.Where == AtInn || pt.Where == AtEntrance) && gold >= CastlePushCost:
				buf = append(buf, Act(KPush, i))
			case pt.Where == InDungeon && gold >= CastleRecallCost:
				buf = append(buf, Act(KRecall, i))
			}
		}
		buf = append(buf, Act(KPass, 0))
	}
	return buf
}

// doCastle performs a Castle answer; it reports whether it asked the next
// question itself (otherwise the box is done).
func (s *State) doCastle(st Stage, p int8, k Kind, arg int) bool {
	q := &s.Seats[p]
	switch {
	case st == StCastlePay && k == KYes:
		q.Gold -= CastlePeekCost
		s.Ev.Game(engine.Player(p), CodeCastleEye, int(p), CastlePeekCost)
		s.Sub = sbPeek1
		s.ask(StCastlePeek, p)
		return true
	case st == StCastlePeek:
		s.peek(p, arg)
		if s.Sub == sbPeek1 {
			s.Sub, s.Count = sbPeek2, int8(arg)
			s.ask(StCastlePeek, p)
			return true
		}
	case k == KPush:
		q.Gold -= CastlePushCost
		s.Parties[arg].Where--
		s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.Player(p), Card: arg, Zone: "party_track", To: whereIDs[s.Parties[arg].Where], Public: true})
		s.Ev.Game(engine.Player(p), CodePush, int(p), CastlePushCost, arg, int(s.Parties[arg].Where))
	case k == KRecall:
		q.Gold -= CastleRecallCost
		s.Ev.Game(engine.Player(p), CodeRecall, int(p), CastleRecallCost, arg)
		s.leaveDungeon(arg)
	}
	return false
}

// whereIDs are the party track's region ids (§3.1), by Where.
var whereIDs = [...]string{"castle_space", "inn", "entrance", "dungeon"}

// castleWords describes castle_1's payment and castle_2's gift.
func (s *State) castleWords(who string, k Kind, arg int) string {
	switch {
	case s.Stage == StCastlePay && k == KYes:
		return fmt.Sprintf("%s pays %d gold to see two future event cards", who, CastlePeekCost)
	case s.Stage == StCastlePay:
		return who + " does not pay for the Castle's eye"
	case k == KPush && arg < NumParties:
		return fmt.Sprintf("%s pays %d gold to send party %d one space back toward the Castle", who, CastlePushCost, arg+1)
	case k == KRecall && arg < NumParties:
		return fmt.Sprintf("%s pays %d gold to call party %d back to the Castle", who, CastleRecallCost, arg+1)
	}
	return who + " leaves the parties be"
}
