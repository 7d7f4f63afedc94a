package herohouse

import (
	"fmt"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/enginetest"
)

// TestConformance runs the foundation's suite with the invariants.
func TestConformance(t *testing.T) {
	enginetest.Run(t, enginetest.Config{
		Game:       GameID,
		Seeds:      12,
		Invariants: func(st engine.State) error { return invariants(st.(*State)) },
		Step:       scoresNeverFall,
	})
}

// invariants are what must hold after every step (issue 3).
func invariants(s *State) error {
	if err := partitioned(s); err != nil {
		return err
	}
	paid := s.Treasure + s.Void
	for _, st := range s.Seats {
		paid += st.Score
	}
	if paid != s.Antes {
		return fmt.Errorf("treasure %d + scores + void %d = %d, but the bank paid %d in antes", s.Treasure, s.Void, paid, s.Antes)
	}
	for p, st := range s.Seats {
		for i, h := range st.Heroes {
			if !complete(h) {
				return fmt.Errorf("seat %d's hero %d is incomplete: %v", p, i, h)
			}
		}
		if st.Out && (s.HandSize(engine.Player(p)) > 0 || len(st.Heroes) > 0) {
			return fmt.Errorf("seat %d is out but holds cards or heroes", p)
		}
	}
	if s.Monster != engine.NoPlayer && s.Seats[s.Monster].Out {
		return fmt.Errorf("the monster player %d is out", s.Monster)
	}
	switch s.Phase {
	case PhLay, PhDefend, PhDiscard:
		if s.Turn == s.Monster {
			return fmt.Errorf("the monster player %d takes a regular turn (phase %d)", s.Turn, s.Phase)
		}
		if s.Seats[s.Turn].Out {
			return fmt.Errorf("seat %d is out but takes a turn", s.Turn)
		}
	case PhMonster:
		if s.Monster == engine.NoPlayer {
			return fmt.Errorf("a monster action with no monster player")
		}
	case PhOver:
	default:
		return fmt.Errorf("unknown phase %d", s.Phase)
	}
	return nil
}

// partitioned: the 56 cards are exactly split among the draw pile, hands,
// heroes, the discard pile and the out pile.
func partitioned(s *State) error {
	var where [NumCards]string
	put := func(c int, place string) error {
		if c < 0 || c >= NumCards {
			return fmt.Errorf("%s holds card %d, which does not exist", place, c)
		}
		if where[c] != "" {
			return fmt.Errorf("%s is both in %s and in %s", ID(c), where[c], place)
		}
		where[c] = place
		return nil
	}
	var errs []error
	for _, c := range s.Draw.Cards {
		errs = append(errs, put(c, "the draw pile"))
	}
	for p, st := range s.Seats {
		for _, l := range [][]int{st.Hand, st.Known, st.Fresh} {
			for _, c := range l {
				errs = append(errs, put(c, fmt.Sprintf("seat %d's hand", p)))
			}
		}
		for _, h := range st.Heroes {
			for _, c := range h.Cards() {
				errs = append(errs, put(c, fmt.Sprintf("seat %d's heroes", p)))
			}
		}
	}
	for _, c := range s.Pile {
		if c != NoCard {
			errs = append(errs, put(c, "the discard pile"))
		}
	}
	for _, o := range s.Out {
		errs = append(errs, put(o.Card, "the out pile"))
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	for c, w := range where {
		if w == "" {
			return fmt.Errorf("%s is nowhere", ID(c))
		}
	}
	return nil
}

func complete(h Hero) bool {
	if h.IsPrime() {
		return h[0] >= 0 && SuitOf(h[0]) == Prime && h[2] == NoCard
	}
	return SuitOf(h[0]) == Head && SuitOf(h[1]) == Body && SuitOf(h[2]) == Legs
}

func scoresNeverFall(before, after engine.State, _ engine.Action) error {
	b, a := before.(*State), after.(*State)
	for p := range b.Seats {
		if a.Seats[p].Score < b.Seats[p].Score {
			return fmt.Errorf("seat %d's score fell from %d to %d", p, b.Seats[p].Score, a.Seats[p].Score)
		}
	}
	return nil
}
