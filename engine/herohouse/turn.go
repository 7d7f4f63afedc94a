package herohouse

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// The turn of a regular player (spec §5.4, rule 2): draw, lay down heroes,
// defend against the monster, count dots, discard. Each step below runs on
// until a player must decide; the decisions themselves are in actions.go.

// startTurn is T1 DRAW: the player to act takes the top card. An empty
// draw pile ends the hand (R22).
func (s *State) startTurn() {
	p := s.Turn
	c, ok := s.Ev.Draw(&s.Draw, p, "draw:hand", false)
	if !ok {
		s.endHand(reasonExhausted)
		return
	}
	s.Seats[p].Hand = addSorted(s.Seats[p].Hand, c)
	s.Ev.Game(p, CodeDrawsCard)
	s.enterLay()
}

// enterLay is T2 LAY DOWN: the player may lay down any number of heroes,
// none included (R8). The step waits for the player's EndLayDown even when
// nothing can be laid: passing by itself would tell the table that the
// hidden hand holds no prime and no full hero (§7).
func (s *State) enterLay() { s.Phase = PhLay }

// canLay reports whether p holds a prime or a head, body and legs that may
// be laid down now (this turn's won cards may not, R9).
func (s *State) canLay(p engine.Player) bool {
	var have [4]bool
	st := &s.Seats[p]
	for _, l := range [][]int{st.Hand, st.Known} {
		for _, c := range l {
			have[SuitOf(c)] = true
		}
	}
	return have[Prime] || have[Head] && have[Body] && have[Legs]
}

// endLay is T3 DEFEND. With no monster there is nothing to fight. Facing a
// monster with no hero in play, the player is out for the hand (rule 5,
// R16). With one hero it fights; with more the player picks one (R10).
func (s *State) endLay() {
	p := s.Turn
	if _, _, ok := s.MonsterDots(); !ok {
		s.count()
		return
	}
	switch len(s.Seats[p].Heroes) {
	case 0:
		s.goOut(p)
		s.nextTurn()
	case 1:
		s.fight(0)
	default:
		s.Phase = PhDefend
	}
}

// goOut is the default (rule 5, R16): the player's hand goes to the out
// pile face down (cards everyone has seen stay face up) and the player sits
// out the rest of the hand. No count, no discard, no monster action.
func (s *State) goOut(p engine.Player) {
	s.Ev.Game(p, CodeCannotDefend)
	s.discardHand(p)
	s.Seats[p].Out = true
}

// discardHand puts all of p's hand in the out pile: private cards face
// down, public-known ones face up (§7).
func (s *State) discardHand(p engine.Player) {
	st := &s.Seats[p]
	for _, c := range st.Hand {
		s.toOutHidden(c, p)
	}
	for _, c := range slices.Concat(st.Known, st.Fresh) {
		s.toOut(c, p, "hand")
	}
	st.Hand, st.Known, st.Fresh = st.Hand[:0], st.Known[:0], st.Fresh[:0]
}

// count is T5 COUNT: a hero house (R7) makes the player the monster player
// (T6); otherwise the player discards (T7).
func (s *State) count() {
	p := s.Turn
	if s.HasHouse(p) {
		s.makeHouse(p)
		return
	}
	s.discardStep()
}

// HasHouse reports a hero house: at least one hero in play, and as many
// white dots as black among all of them (R7; hand cards never count).
func (s *State) HasHouse(p engine.Player) bool {
	w, b := s.InPlay(p)
	return len(s.Seats[p].Heroes) > 0 && w == b
}

// discardStep is T7 DISCARD: a player with cards discards one, or gives it
// to the monster player if there is one (R13); with an empty hand the step
// passes (R12).
func (s *State) discardStep() {
	if s.HandSize(s.Turn) > 0 {
		s.Phase = PhDiscard
		return
	}
	s.Ev.Game(s.Turn, CodeNoDiscard)
	s.monsterStep()
}

// monsterStep is T8: the monster player, if any, takes a MONSTER_ACTION
// after every regular turn that did not end by default (R12, R14).
func (s *State) monsterStep() {
	if s.Monster == engine.NoPlayer {
		s.nextTurn()
		return
	}
	s.enterMonsterAction()
}

// enterMonsterAction waits for the monster player to discard or flip; with
// no card in hand and none to flip, the hand is over (R22).
func (s *State) enterMonsterAction() {
	if s.HandSize(s.Monster) == 0 && s.Draw.Len() == 0 {
		s.endHand(reasonExhausted)
		return
	}
	s.Phase = PhMonster
}

// nextTurn is T9 NEXT: this turn's won cards become ordinary public-known
// cards; with at most one player left in the hand it ends (LAST_CHECK, rule
// 12); otherwise the next active player who is not the monster player
// takes a turn (R14).
func (s *State) nextTurn() {
	st := &s.Seats[s.Turn]
	for _, c := range st.Fresh {
		st.Known = addSorted(st.Known, c)
	}
	st.Fresh = st.Fresh[:0]
	if s.Active() <= 1 {
		s.endHand(reasonLastPlayer)
		return
	}
	p := s.next(s.Turn)
	for s.Seats[p].Out || p == s.Monster {
		p = s.next(p)
	}
	s.Turn = p
	s.startTurn()
}
