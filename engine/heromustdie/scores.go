package heromustdie

import "github.com/herotable/herotable/engine"

// Scores are the seats' victory points (§8 ranks by them first).
func (s *State) Scores() engine.Scores {
	sc := engine.Scores{Unit: "VP", Of: make([]int, len(s.Seats))}
	for p, st := range s.Seats {
		sc.Of[p] = int(st.VP)
	}
	return sc
}
