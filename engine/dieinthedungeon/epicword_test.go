package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

// A jump onto an Epic tile names it so ("the Epic tile"), not by its
// back's "Epic Heroes", which the log left unexplained.
func TestJumpNamesTheEpicTile(t *testing.T) {
	ev := engine.Event{Kind: engine.EvGame, Code: TellMove, Player: 0, Args: []int{5, 2, 4, 0, 0, int(EpicTile)}}
	got := Tell(ev)
	if !strings.Contains(got, "the Epic tile at row 3, column 5") || strings.Contains(got, "Epic Heroes") {
		t.Errorf("the jump reads %q", got)
	}
}
