package heromustdie

import (
	"slices"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// startConquer shows a conquest as its line comes (it came with the
// board's change, after the Court's banner, pt4 #5): the fight's overlay
// closes, the front moves down a floor, the loser's guard with it (R6),
// and the parties hop there.
func (q *Queue) startConquer(s *Step) {
	st := q.own()
	before := st.Clone().(*hmd.State)
	st.Front = int8(s.Card)
	st.Fight.Active = false
	s.hops = s.hops[:0]
	for i := range hmd.NumParties {
		if f, t := partyRect(before, i), partyRect(st, i); f != t {
			s.hops = append(s.hops, Hop{Party: i, From: f, To: t})
		}
	}
}

// conquering reports whether a conquest step under way carries party i.
func (q *Queue) conquering(i int) bool {
	for _, s := range q.Active() {
		if s.Kind == StepFall && slices.ContainsFunc(s.hops, func(h Hop) bool { return h.Party == i }) {
			return true
		}
	}
	return false
}
