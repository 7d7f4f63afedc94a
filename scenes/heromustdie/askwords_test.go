package heromustdie

import (
	"regexp"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// The prompt names another seat's decision without "you", and a box in
// the box's own words (pt17 #6: "Keep one of the plot cards you drew"
// while Bram decided; "Throne room" in the prompt, "Throne Room" on the
// box).
func TestThePromptSaysWhoseDecision(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 1)
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	you := regexp.MustCompile(`\b[Yy]ou(r)?\b`)
	for stage := range hmd.NumStages {
		st.Stage = stage
		if w := decide(st, nil, s.Names(), false).what; you.MatchString(w) {
			t.Errorf("stage %d, another seat deciding: %q", stage, w)
		}
	}
	st.Stage = hmd.StThronePay
	if w := decide(st, nil, s.Names(), true).what; !regexp.MustCompile(`Throne Room`).MatchString(w) {
		t.Errorf("the Throne Room's question: %q", w)
	}
}

// A peek at a card the actor has seen already (through the Castle) is
// named in the question (pt17 #9: offered with no hint).
func TestAPeekAtACardSeenSaysSo(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 1)
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	st.Stage, st.Actor, st.Turn = hmd.StPeekNext, 0, 1
	slot := 1 // the next turn's
	st.Slots[slot] = [2]int8{3, 4}
	cmds := []Command{{Kind: hmd.KPeek, Arg: 2 * slot}, {Kind: hmd.KPeek, Arg: 2*slot + 1}}
	fresh := decide(st, cmds, s.Names(), true).help
	st.EvKnown[4] |= 1 // Ada saw the bottom card
	if got := decide(st, cmds, s.Names(), true).help; got == fresh || !regexp.MustCompile(`bottom card already`).MatchString(got) {
		t.Errorf("the bottom card seen: %q (unseen: %q)", got, fresh)
	}
}
