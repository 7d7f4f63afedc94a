package heromustdie

import "testing"

// TestNextGuardIsWhoTheShiftBrings: during turn 1, NextGuardOf and
// NextFloorOf name exactly who guards each floor once the shift of duty
// (R4) has turned the ring at turn 2's Beginning; on the last turn they
// name nobody (there is no next turn).
func TestNextGuardIsWhoTheShiftBrings(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		s := started(t, n, 20)
		var guard [NumFloors + 1]int8
		var floor []int8
		for f := int8(1); f <= NumFloors; f++ {
			guard[f] = s.NextGuardOf(f)
		}
		for p := range n {
			floor = append(floor, s.NextFloorOf(int8(p)))
		}
		for s.Turn == 1 && !s.Over {
			must(t, s, s.LegalActions(nil)[len(s.LegalActions(nil))-1])
		}
		if s.Over || len(s.Queue) > 0 && s.Front != 1 {
			t.Fatalf("%d players: the test needs turn 2 with floor 1 the front", n)
		}
		for f := int8(1); f <= NumFloors; f++ {
			if got := s.GuardOf(f); got != guard[f] {
				t.Errorf("%d players: floor %d is guarded by %d in turn 2, predicted %d", n, f, got, guard[f])
			}
		}
		for p := range n {
			if got := s.FloorOf(int8(p)); got != floor[p] {
				t.Errorf("%d players: seat %d guards floor %d in turn 2, predicted %d", n, p, got, floor[p])
			}
		}
		s.Turn = Turns
		if g := s.NextGuardOf(1); g != -1 {
			t.Errorf("on the last turn floor 1's next guard is %d, want none", g)
		}
	}
}
