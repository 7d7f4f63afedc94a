package herohouse

import "github.com/herotable/herotable/engine"

// Defence (rule 4, spec §5.6): one hero of the player fights the monster.
// White dots are always compared with black ones.

// Outcome is the result of a fight.
type Outcome uint8

const (
	HeroWins    Outcome = iota + 1 // 4A
	MonsterWins                    // 4B
	Cosmic                         // 4C: a cosmic struggle
	NoWin                          // 4D
)

var outcomeNames = [...]string{HeroWins: "HERO WINS", MonsterWins: "MONSTER WINS", Cosmic: "COSMIC STRUGGLE", NoWin: "NO WIN"}

func (o Outcome) String() string { return outcomeNames[o] }

// Fight is the outcome of hero (hw, hb) against monster (mw, mb), rows of
// §5.6 in order. A win needs both matches and a dot left over; the same
// dots on both sides is no tie but a no-win (A3).
func Fight(hw, hb, mw, mb int) Outcome {
	switch {
	case hw >= mb && hb >= mw && hw+hb > mw+mb:
		return HeroWins
	case mw >= hb && mb >= hw && mw+mb > hw+hb:
		return MonsterWins
	case hw == mb && hb == mw:
		return Cosmic
	}
	return NoWin
}

// fight resolves hero i of the player to act against the monster, then
// goes on to the count (T5) unless the hand ended.
func (s *State) fight(i int) {
	p := s.Turn
	hero := s.Seats[p].Heroes[i]
	hw, hb := hero.Dots()
	mw, mb, _ := s.MonsterDots()
	o := Fight(hw, hb, mw, mb)
	m := s.monster()
	s.Ev.Game(p, CodeFight, int(o), i, hero[0], hero[1], hero[2], m[0], m[1], m[2])
	switch o {
	case HeroWins: // the monster's cards go to the winner's hand, face up
		for _, c := range s.takePile() {
			s.Seats[p].Fresh = addSorted(s.Seats[p].Fresh, c)
			s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: p, Card: c, Zone: "pile", To: "hand", Public: true})
		}
	case MonsterWins: // the hero goes to the monster player, or out
		s.removeHero(p, i)
		for _, c := range hero.Cards() {
			if m := s.Monster; m != engine.NoPlayer {
				s.Seats[m].Known = addSorted(s.Seats[m].Known, c)
				s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: m, Card: c, Zone: "hero", To: "hand", Public: true})
			} else {
				s.toOut(c, p, "hero")
			}
		}
	case Cosmic: // both sides out, never to the monster player (R28)
		s.removeHero(p, i)
		for _, c := range hero.Cards() {
			s.toOut(c, p, "hero")
		}
		for _, c := range s.takePile() {
			s.toOut(c, p, "pile")
		}
	case NoWin:
		if !s.noWin(i) {
			return // the hand ended
		}
	}
	s.count()
}

// noWin changes both sides (rule 4D): a card flipped onto the monster
// (which may balance it and end the hand, R11), then one onto the hero
// (§5.3). An empty draw pile ends the hand (R22). A new unbalanced monster
// is not fought again this turn (R24). It reports whether the turn goes on.
func (s *State) noWin(i int) bool {
	p := s.Turn
	c, ok := s.flip(p, "pile")
	if !ok {
		s.endHand(reasonExhausted)
		return false
	}
	s.Ev.Game(p, CodeFlipOntoMonster, c)
	s.place(c, p)
	if s.Balanced() {
		s.endHand(reasonBalanced)
		return false
	}
	c, ok = s.flip(p, "hero")
	if !ok {
		s.endHand(reasonExhausted)
		return false
	}
	s.Ev.Game(p, CodeFlipOntoHero, c)
	s.flipOntoHero(i, c)
	return true
}

// flipOntoHero is the hero flip rule (§5.3): a prime replaces the whole
// hero; a part replaces its own part of a trio; a part on a prime leaves an
// incomplete hero, and both cards go out.
func (s *State) flipOntoHero(i, c int) {
	p := s.Turn
	h := &s.Seats[p].Heroes[i]
	switch {
	case SuitOf(c) == Prime:
		for _, old := range h.Cards() {
			s.toOut(old, p, "hero")
		}
		*h = Hero{c, NoCard, NoCard}
	case !h.IsPrime():
		slot := SuitOf(c) - 1
		s.toOut(h[slot], p, "hero")
		h[slot] = c
	default:
		old := h[0]
		s.removeHero(p, i)
		s.toOut(old, p, "hero")
		s.Out = append(s.Out, OutCard{Card: c, Knower: engine.NoPlayer})
		s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: p, Card: c, Zone: "hero", To: "out", Public: true})
		s.Ev.Game(p, CodeHeroBroken)
		return
	}
	w, b := h.Dots()
	s.Ev.Game(p, CodeHeroNow, w, b)
}

func (s *State) removeHero(p engine.Player, i int) {
	st := &s.Seats[p]
	st.Heroes = append(st.Heroes[:i:i], st.Heroes[i+1:]...)
}

// monster is the monster in the discard pile as a hero's three cards: the
// prime on top, else the head, the body and the legs.
func (s *State) monster() Hero {
	if c := s.Pile[Prime]; c != NoCard {
		return Hero{c, NoCard, NoCard}
	}
	return Hero{s.Pile[Head], s.Pile[Body], s.Pile[Legs]}
}
