package game

import (
	"testing"

	"github.com/herotable/herotable/scenes/layout"
)

// A release clicks where the button was held, though the pointer moved
// off in the same tick; any other tick reads the pointer where it is.
func TestAClickIsWhereTheButtonWasHeld(t *testing.T) {
	held, moved := layout.Point{X: 300, Y: 600}, layout.Point{X: 340, Y: 560}
	if got := clickAt(held, moved, true); got != held {
		t.Errorf("a release after a move in the same tick clicks at %v, want %v where it was held", got, held)
	}
	if got := clickAt(held, moved, false); got != moved {
		t.Errorf("a move with no release reads %v, want %v", got, moved)
	}
}
