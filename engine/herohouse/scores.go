package herohouse

import "github.com/herotable/herotable/engine"

// Scores are the seats' points (R25: 11 ends the game).
func (s *State) Scores() engine.Scores {
	sc := engine.Scores{Unit: "points", Of: make([]int, len(s.Seats))}
	for p, st := range s.Seats {
		sc.Of[p] = st.Score
	}
	return sc
}
