package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/scenes/scenetest"
)

// No recap covers the dungeon: at the viewer's decisions after the bots'
// moves, even when the news is more than the log shows at once, the table
// stays clear and the log marks where the news begins.
func TestNoRecapCoversTheDungeon(t *testing.T) {
	s := newSession(t, "human,greedy,greedy,greedy", 3)
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	greedy := scenetest.Greedy(3)
	crowded := 0
	for i := 0; i < 6000 && !s.Over() && crowded < 3; i++ {
		h.Idle(t, 1)
		if !table.Mine() {
			continue
		}
		if table.Recapping() {
			t.Fatalf("a recap covers the table at move %d", len(s.Match.Log))
		}
		if since := table.Log.Small.Since; since > 0 && !table.Log.Small.ShowsFrom(since) {
			crowded++
		}
		table.Play(greedy(s.Match.State))
	}
	if crowded == 0 {
		t.Error("no decision came after more news than the log shows: the test saw nothing")
	}
}
