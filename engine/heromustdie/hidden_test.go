package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
)

// TestViewKnowledgeMarks: a view keeps the knowledge marks of cards its
// viewer may see (his own hand) and clears the others'; a viewer that is no
// seat sees no hand and keeps no mark of a hand card.
func TestViewKnowledgeMarks(t *testing.T) {
	s := started(t, 2, 41)
	c0, c1 := s.PlotDeck[0], s.PlotDeck[1]
	s.PlotDeck = s.PlotDeck[2:]
	s.Seats[0].Hand, s.Seats[1].Hand = []int8{c0}, []int8{c1}
	s.PlotKnown[c0], s.PlotKnown[c1] = 1<<0, 1<<1
	v0 := s.View(0).(*State)
	if v0.Seats[0].Hand[0] != c0 || v0.Seats[1].Hand[0] != Unknown {
		t.Errorf("seat 0's view of the hands: %v, %v", v0.Seats[0].Hand, v0.Seats[1].Hand)
	}
	if v0.PlotKnown[c0] == 0 || v0.PlotKnown[c1] != 0 {
		t.Errorf("seat 0's view keeps marks %d (own card) and %d (the other's)", v0.PlotKnown[c0], v0.PlotKnown[c1])
	}
	none := s.View(engine.NoPlayer).(*State)
	if none.Seats[0].Hand[0] != Unknown || none.PlotKnown[c0] != 0 || none.PlotKnown[c1] != 0 {
		t.Errorf("a non-seat view shows hand %v with marks %d, %d", none.Seats[0].Hand, none.PlotKnown[c0], none.PlotKnown[c1])
	}
}
