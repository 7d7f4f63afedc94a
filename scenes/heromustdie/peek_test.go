package heromustdie

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// A peek at a card the player has seen already (the Town showed it, then
// the Forest offers it again) is legal (R57), and its button and spot say
// so: "Peek: slot 5 top (seen already)", and which card it is; a card not
// seen reads as before (pt4 #10).
func TestAPeekAtASeenCardSaysSo(t *testing.T) {
	s, _, _ := humanAt(t, func(st *hmd.State) bool {
		for _, a := range st.LegalActions(nil) {
			if k, _ := hmd.Split(a); k == hmd.KPeek {
				return true
			}
		}
		return false
	})
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	var peeks []engine.Action
	for _, a := range st.LegalActions(nil) {
		if k, _ := hmd.Split(a); k == hmd.KPeek {
			peeks = append(peeks, a)
		}
	}
	_, arg := hmd.Split(peeks[0])
	e := st.Slots[arg/2][arg%2]
	st.EvKnown[e] &^= 1 // not seen yet
	if c := command(st, peeks[0], s.Names()); strings.Contains(c.Label, "seen") {
		t.Errorf("an unseen card's peek reads %q", c.Label)
	}
	st.EvKnown[e] |= 1 // seat 0 has seen it
	c := command(st, peeks[0], s.Names())
	if !strings.HasSuffix(c.Label, "(seen already)") || !strings.Contains(c.Tip, hmd.EventKindNames[hmd.Events[e].Kind]) {
		t.Errorf("a seen card's peek reads %q, tip %q", c.Label, c.Tip)
	}
}
