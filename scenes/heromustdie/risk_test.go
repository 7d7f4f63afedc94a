package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// A guard of the front floor whose VP its loss would take to 0 is warned
// on his panel; with more VP, or off the front, he is not.
func TestAGuardAtRiskIsWarned(t *testing.T) {
	s, _, _ := reach(t, "human,greedy", 900, eager, func(st *hmd.State) bool { return st.Turn >= 1 && len(st.Ring) > 1 })
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	front, other := int(st.Ring[0]), int(st.Ring[1])
	st.Seats[front].VP, st.Seats[other].VP = hmd.FloorPenalty, 1
	if !atRisk(st, front) {
		t.Errorf("the front guard at %d VP is not warned", hmd.FloorPenalty)
	}
	if atRisk(st, other) {
		t.Error("a seat off the front floor is warned")
	}
	st.Seats[front].VP = hmd.FloorPenalty + 1
	if atRisk(st, front) {
		t.Errorf("the front guard at %d VP is warned", hmd.FloorPenalty+1)
	}
}

// The warning follows the state (pt12 #4: "At risk: front floor!" stayed
// after the only party was sent home, through the Invasion and the Court):
// in the Invasion phase it holds while a party waits in the dungeon or
// fights, and goes when none does; in the Court no party strikes.
func TestTheRiskGoesWithTheParties(t *testing.T) {
	s, _, _ := reach(t, "human,greedy", 900, eager, func(st *hmd.State) bool { return st.Turn >= 1 && len(st.Ring) > 1 })
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	front := int(st.Ring[0])
	st.Seats[front].VP = hmd.FloorPenalty
	st.Phase, st.Queue, st.Fight.Active = hmd.PhInvasion, []int8{0}, false
	if !atRisk(st, front) {
		t.Error("a party waits in the dungeon in the Invasion phase: the front guard is not warned")
	}
	st.Queue = nil
	if atRisk(st, front) {
		t.Error("no party is in the dungeon in the Invasion phase: the front guard is still warned")
	}
	st.Phase, st.Queue = hmd.PhCourt, []int8{0}
	if atRisk(st, front) {
		t.Error("in the Court, when no party strikes before the next turn, the front guard is still warned")
	}
}
