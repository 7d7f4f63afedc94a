package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/enginetest"
)

// TestConformance runs the foundation's suite for 2, 3 and 4 players, with
// and without mage powers, checking the invariants at every step.
func TestConformance(t *testing.T) {
	enginetest.Run(t, enginetest.Config{
		Game:       GameID,
		Options:    []engine.Options{{}, engine.Options{}.With(OptMage, "on")},
		Seeds:      4,
		Invariants: func(st engine.State) error { return invariants(st.(*State)) },
		Step:       stepChecks,
	})
}
