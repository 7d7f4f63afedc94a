package herohouse

import (
	"github.com/herotable/herotable/engine"
)

// Making a hero house and playing the monster (rules 6, 8, 11; spec §5.4
// T6, R17–R19).

// makeHouse is T6 HOUSE: the player takes a share of the treasure; a
// monster player already at the table is out (rule 11, R17); the player
// becomes the monster player and at once takes a MONSTER_ACTION in place of
// the discard (R19).
func (s *State) makeHouse(p engine.Player) {
	w, b := s.InPlay(p)
	share := Share(s.Treasure)
	s.Ev.Game(p, CodeHouse, w, b, share)
	s.pay(p, share)
	if m := s.Monster; m != engine.NoPlayer {
		s.Ev.Game(m, CodeMonsterRetires)
		s.discardHand(m)
		for _, h := range s.Seats[m].Heroes {
			for _, c := range h.Cards() {
				s.toOut(c, m, "hero")
			}
		}
		s.Seats[m].Heroes = s.Seats[m].Heroes[:0]
		s.Seats[m].Out = true
	}
	s.Monster = p
	s.Ev.Game(p, CodeNowMonster)
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: p, Zone: "marker", To: "monster", Public: true})
	s.enterMonsterAction()
}

// pay moves n tokens from the treasure to p's score.
func (s *State) pay(p engine.Player, n int) {
	if n <= 0 {
		return
	}
	s.Treasure -= n
	s.Seats[p].Score += n
	s.History[len(s.History)-1].Gains[p] += n
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: p, Card: n, Zone: "treasure", To: "score", Public: true})
}

// Share is what a hero house takes from a treasure of t: half, rounded
// down, at least 1 while there is any (rule 10A, R1).
func Share(t int) int {
	if t <= 0 {
		return 0
	}
	return max(1, t/2)
}

// Why a hand ended (spec §5.5).
const (
	reasonBalanced   = "balanced"
	reasonLastPlayer = "last player"
	reasonExhausted  = "exhausted"
)

// endHand ends the hand at once (§5.5): on a balanced monster the monster
// player, if any, takes the rest of the treasure (rule 9, R11, R21); in
// every other case the treasure stays for the next hand. Then the game may
// end, or the next hand is dealt.
func (s *State) endHand(reason string) {
	switch {
	case reason == reasonBalanced && s.Monster != engine.NoPlayer:
		m := s.Monster
		s.Ev.Game(m, CodeBalanced, s.Treasure)
		s.pay(m, s.Treasure)
	case reason == reasonBalanced:
		s.Ev.Game(engine.NoPlayer, CodeBalancedUnplayed, s.Treasure)
	case reason == reasonLastPlayer:
		s.Ev.Game(engine.NoPlayer, CodeLastPlayer, s.Treasure)
	default:
		s.Ev.Game(engine.NoPlayer, CodeDrawPileEmpty, s.Treasure)
	}
	h := &s.History[len(s.History)-1]
	h.Reason, h.Left = reason, s.Treasure
	s.Ev.Add(engine.Event{Kind: engine.EvBarrier, Player: engine.NoPlayer, Text: "hand over"})
	s.afterHand()
}
