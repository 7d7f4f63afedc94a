package herohouse

import (
	"testing"

	"github.com/herotable/herotable/engine"
)

// Once the game is over every seat shows (no viewer), and the last
// summary still speaks to the human as "you" (play-test 24 read "No turn:
// the hand ended before it" of their own seat).
func TestTheLastSummarySpeaksToYou(t *testing.T) {
	table := New(newSession(t, "greedy,human,greedy", 3))
	table.Viewer = engine.NoPlayer // as when the game is over
	if got := table.you(); got != 1 {
		t.Errorf("with no viewer the summary speaks to seat %d, want the human, 1", got)
	}
	table.Viewer = 1
	if got := table.you(); got != 1 {
		t.Errorf("the viewer is seat 1, the summary speaks to seat %d", got)
	}
}
