package herohouse

import (
	"math"

	"github.com/herotable/herotable/engine"
)

// Evaluate is the greedy bot's hook (spec §11): seat p's chance to win,
// from points already scored and what each seat may still collect this
// hand. A hero house is worth more the closer a player's heroes are to
// balance; the monster player may collect the rest of the treasure; a seat
// that is out collects nothing. The difference to the best other seat goes
// through a logistic curve that sharpens as the game nears its goal.
func Evaluate(st engine.State, p engine.Player) float64 {
	s := st.(*State)
	if s.Phase == PhOver {
		return s.Returns()[p]
	}
	mine, best := 0.0, math.Inf(-1)
	for q := range s.Seats {
		v := float64(s.Seats[q].Score) + s.prospect(engine.Player(q))
		if engine.Player(q) == p {
			mine = v
		} else {
			best = max(best, v)
		}
	}
	return 1 / (1 + math.Exp(-(mine-best)/2.5))
}

// prospect is what seat q may expect to collect in this hand.
func (s *State) prospect(q engine.Player) float64 {
	st := &s.Seats[q]
	t := float64(s.Treasure)
	switch {
	case st.Out:
		return 0
	case q == s.Monster:
		// Cards in hand are chances to balance the monster.
		return t * (0.25 + 0.03*float64(min(s.HandSize(q), 8)))
	case len(st.Heroes) == 0:
		return 0.1 * float64(Share(s.Treasure))
	}
	w, b := s.InPlay(q)
	gap := math.Abs(float64(w - b))
	return float64(Share(s.Treasure)) * 0.8 / (1 + gap)
}
