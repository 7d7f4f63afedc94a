package heromustdie

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// A plot card not playable in the human's Court turn says why when the
// pointer rests on it, before any click (pt #6).
func TestAnUnplayableCardSaysWhyOnHover(t *testing.T) {
	refused := func(st *hmd.State) int8 {
		for _, c := range st.Seats[0].Hand {
			if st.WhyNotPlay(c) != "" {
				return c
			}
		}
		return -1
	}
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StCourt && refused(st) >= 0 })
	st := s.Match.State.(*hmd.State)
	c := refused(st)
	if !table.handOpen {
		h.Key(t, ebiten.KeyH)
		h.Idle(t, 2)
	}
	sp := table.Spots.At(spotKey{Kind: AtHand, I: int(c)})
	if want := engine.Names(st.WhyNotPlay(c), s.Names()); sp == nil || !strings.Contains(sp.Hint, want) {
		t.Fatalf("the unplayable %s's tooltip does not say %q", hmd.Plots[c].Name, want)
	}
}
