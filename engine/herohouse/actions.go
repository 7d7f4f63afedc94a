package herohouse

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// Actions (spec §5.7). An action is its kind in the top byte and its cards
// or hero index below, 8 bits each.

// Kind is what an action does.
type Kind uint8

const (
	KLayPrime       Kind = iota + 1 // lay a prime from hand as a new hero (T2)
	KLayTrio                        // lay a head, a body and legs as a new hero (T2)
	KEndLayDown                     // lay down no more heroes this turn (T2)
	KChooseDefender                 // pick the hero in play that fights the monster (T3)
	KDiscard                        // discard a card onto the pile (T7, no monster player)
	KGiveCard                       // give a card to the monster player, face up (T7, R13)
	KMonsterDiscard                 // the monster player discards a card (MONSTER_ACTION)
	KMonsterFlip                    // the monster player flips the top card (MONSTER_ACTION)
)

func act(k Kind, x, y, z int) engine.Action {
	return engine.Action(uint32(k)<<24 | uint32(x&0xff) | uint32(y&0xff)<<8 | uint32(z&0xff)<<16)
}

func LayPrime(c int) engine.Action          { return act(KLayPrime, c, 0, 0) }
func LayTrio(h, b, l int) engine.Action     { return act(KLayTrio, h, b, l) }
func EndLayDown() engine.Action             { return act(KEndLayDown, 0, 0, 0) }
func ChooseDefender(hero int) engine.Action { return act(KChooseDefender, hero, 0, 0) }
func Discard(c int) engine.Action           { return act(KDiscard, c, 0, 0) }
func GiveCard(c int) engine.Action          { return act(KGiveCard, c, 0, 0) }
func MonsterDiscard(c int) engine.Action    { return act(KMonsterDiscard, c, 0, 0) }
func MonsterFlip() engine.Action            { return act(KMonsterFlip, 0, 0, 0) }

// Decode splits an action into its kind and its three arguments (cards, or
// the hero index first).
func Decode(a engine.Action) (k Kind, x, y, z int) {
	return Kind(a >> 24), int(a & 0xff), int(a >> 8 & 0xff), int(a >> 16 & 0xff)
}

// LegalActions lists the decisions of CurrentPlayer, in a fixed order.
func (s *State) LegalActions(buf []engine.Action) []engine.Action {
	switch s.Phase {
	case PhLay:
		return s.layActions(buf)
	case PhDefend:
		for i := range s.Seats[s.Turn].Heroes {
			buf = append(buf, ChooseDefender(i))
		}
	case PhDiscard:
		k := KDiscard
		if s.Monster != engine.NoPlayer {
			k = KGiveCard
		}
		buf = s.cardActions(buf, k, s.Turn)
	case PhMonster:
		buf = s.cardActions(buf, KMonsterDiscard, s.Monster)
		if s.Draw.Len() > 0 {
			buf = append(buf, MonsterFlip())
		}
	}
	return buf
}

// layActions: every prime, every head × body × legs, then "done".
func (s *State) layActions(buf []engine.Action) []engine.Action {
	var store [4][16]int
	bySuit := [4][]int{store[0][:0], store[1][:0], store[2][:0], store[3][:0]}
	st := &s.Seats[s.Turn]
	for _, l := range [2][]int{st.Hand, st.Known} { // not Fresh (R9)
		for _, c := range l {
			bySuit[SuitOf(c)] = append(bySuit[SuitOf(c)], c)
		}
	}
	for _, c := range bySuit[Prime] {
		buf = append(buf, LayPrime(c))
	}
	for _, h := range bySuit[Head] {
		for _, b := range bySuit[Body] {
			for _, l := range bySuit[Legs] {
				buf = append(buf, LayTrio(h, b, l))
			}
		}
	}
	return append(buf, EndLayDown())
}

// cardActions appends an action of kind k for every card in p's hand:
// private cards, then public-known, then this turn's won ones.
func (s *State) cardActions(buf []engine.Action, k Kind, p engine.Player) []engine.Action {
	st := &s.Seats[p]
	for _, l := range [3][]int{st.Hand, st.Known, st.Fresh} {
		for _, c := range l {
			buf = append(buf, act(k, c, 0, 0))
		}
	}
	return buf
}

// Apply performs a for CurrentPlayer, or refuses it with the reason.
func (s *State) Apply(a engine.Action) error {
	var buf [64]engine.Action
	if !slices.Contains(s.LegalActions(buf[:0]), a) {
		return engine.Illegal(a, "%s", s.whyIllegal(a))
	}
	s.Ev.Reset()
	k, x, y, z := Decode(a)
	p := s.CurrentPlayer()
	switch k {
	case KLayPrime, KLayTrio:
		s.lay(p, k, x, y, z)
	case KEndLayDown:
		s.endLay()
	case KChooseDefender:
		s.fight(x)
	case KDiscard:
		s.reveal(p, x, "pile")
		s.Ev.Game(p, CodeDiscards, x)
		s.place(x, p)
		if s.Balanced() {
			s.endHand(reasonBalanced)
			return nil
		}
		s.monsterStep()
	case KGiveCard:
		s.reveal(p, x, "monster")
		s.Seats[s.Monster].Known = addSorted(s.Seats[s.Monster].Known, x)
		s.Ev.Game(p, CodeGives, x, int(s.Monster))
		s.monsterStep()
	case KMonsterDiscard:
		s.reveal(p, x, "pile")
		s.Ev.Game(p, CodeMonsterDiscards, x)
		s.monsterPlaced(x)
	case KMonsterFlip:
		c, _ := s.flip(p, "pile")
		s.Ev.Game(p, CodeMonsterFlips, c)
		s.monsterPlaced(c)
	}
	return nil
}

// lay puts a new hero in play from p's hand.
func (s *State) lay(p engine.Player, k Kind, x, y, z int) {
	h := Hero{x, NoCard, NoCard}
	if k == KLayTrio {
		h = Hero{x, y, z}
	}
	for _, c := range h.Cards() {
		s.reveal(p, c, "hero")
	}
	s.Seats[p].Heroes = append(s.Seats[p].Heroes, h)
	s.Ev.Game(p, CodeLays, h[0], h[1], h[2])
	// The player says when they are done (EndLayDown), even with nothing
	// left to lay: going on by itself would tell the table what the hidden
	// hand holds.
}

// reveal takes c out of p's hand on its way to zone to; a private card is
// turned face up for everyone.
func (s *State) reveal(p engine.Player, c int, to string) {
	private, _ := s.takeFromHand(p, c)
	kind := engine.EvMove
	if private {
		kind = engine.EvReveal
	}
	s.Ev.Add(engine.Event{Kind: kind, Player: p, Card: c, Zone: engine.ZoneHand, To: to, Public: true})
}

// monsterPlaced ends a MONSTER_ACTION: a balanced monster ends the hand and
// pays the monster player the rest (rule 9); otherwise the next turn.
func (s *State) monsterPlaced(c int) {
	s.place(c, s.Monster)
	if s.Balanced() {
		s.endHand(reasonBalanced)
		return
	}
	s.nextTurn()
}
