package heromustdie

import "github.com/herotable/herotable/engine"

// Final scoring after turn 8 (§8, R56): most VP, then most MLP, then most
// gold + slaves + MP; a tie still standing shares the victory.

// rank is what the final comparison reads, best first.
func (s *State) rank(p int8) [3]int {
	return [3]int{int(s.Seats[p].VP), s.MLP(p), s.Resources(p)}
}

// Leaders are the in-game seats ranked first by §8's order.
func (s *State) Leaders() []int8 {
	var best []int8
	var top [3]int
	for _, p := range s.Ring {
		r := s.rank(p)
		switch {
		case len(best) == 0 || greater(r, top):
			best, top = []int8{p}, r
		case r == top:
			best = append(best, p)
		}
	}
	return best
}

func greater(a, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] > b[i]
		}
	}
	return false
}

func (s *State) finalScore() {
	w := s.Leaders()
	for _, p := range s.Ring {
		r := s.rank(p)
		s.Ev.Game(engine.Player(p), CodeFinalScore, int(p), r[0], r[1], r[2])
	}
	s.end(CodeAfterEight, cardArgs(nil, w), w...)
}
