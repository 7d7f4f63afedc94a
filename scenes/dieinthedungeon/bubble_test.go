package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/scenes/tablekit"
)

// A battle cry's bubble is opaque whenever any of it shows: the ability
// boxes under it never show through its words (play-test 16: the quote
// floated over Evil Eye's and Twist Fate's words as it faded).
func TestBattleCryBubbleHidesWhatIsUnder(t *testing.T) {
	s := &Step{Kind: StepBubble, Span: tablekit.Span{Start: 100, Dur: bubbleTicks}}
	shown := 0
	for now := s.Start; now <= s.End(); now++ {
		paper, ink := bubbleLook(fadeInOut(now, s))
		if paper > 0 && paper < 1 || ink > 0 && paper < 1 {
			t.Fatalf("tick %d: the bubble at %.2f, its words at %.2f", now-s.Start, paper, ink)
		}
		if ink == 1 {
			shown++
		}
	}
	if shown < bubbleTicks/2 {
		t.Errorf("the words show whole for only %d of %d ticks", shown, bubbleTicks)
	}
}
