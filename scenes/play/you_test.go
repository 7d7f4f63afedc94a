package play

import (
	"testing"

	"github.com/herotable/herotable/engine"
)

// "You" is the one human against bots, wherever it sits; nobody when bots
// play alone or humans share the device.
func TestYouIsTheOneHuman(t *testing.T) {
	for _, c := range []struct {
		seats string
		want  engine.Player
	}{
		{"human,greedy,greedy", 0},
		{"greedy,human,greedy", 1},
		{"greedy,greedy", engine.NoPlayer},
		{"human,human", engine.NoPlayer},
	} {
		if got := newSession(t, "climb", c.seats, 5, nil).You(); got != c.want {
			t.Errorf("seats %s: you are %d, want %d", c.seats, got, c.want)
		}
	}
}
