package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// A conquest shows as its line comes: after the fight's result, before the
// Court's banner, the overlay closes, the front floor moves down and the
// parties' flags hop there (they stayed on the lost floor until the
// board's change at the end of the move, pt4 #5).
func TestAConquestMovesThePartiesWithItsLine(t *testing.T) {
	seen := 0
	eachFightAction(t, func(prev, final *hmd.State, e engine.LogEntry) {
		if !slices.ContainsFunc(e.Events, func(ev engine.Event) bool { return ev.Kind == engine.EvGame && ev.Code == hmd.CodeConquered }) {
			return
		}
		seen++
		q := NewQueue(prev)
		made := q.Add(e, e.Events, final, 0, func(n int) int { return n })
		result, conquer, banner := -1, -1, -1
		for i, s := range q.Steps {
			switch {
			case s.Kind == StepResult:
				result = i
			case s.Kind == StepFall:
				conquer = i
			case s.Kind == StepPhase && banner < 0:
				banner = i
			}
		}
		if conquer < 0 || conquer < result || banner >= 0 && banner < conquer {
			t.Fatalf("%s: steps result %d, conquest %d, banner %d", e.Text, result, conquer, banner)
		}
		for i, ev := range e.Events {
			if ev.Kind == engine.EvGame && ev.Code == hmd.CodeConquered && made[i] != q.Steps[conquer] {
				t.Errorf("%s: the conquest's line does not wait for its step", e.Text)
			}
		}
		for _, s := range q.Steps[:conquer+1] {
			q.start(s)
			q.land(s)
		}
		if q.Shown.Fight.Active || q.Shown.Front != final.Front {
			t.Errorf("%s: after the conquest step the overlay shows %v, front %d (final %d)", e.Text, q.Shown.Fight.Active, q.Shown.Front, final.Front)
		}
		for i := range hmd.NumParties {
			if final.Parties[i].Where == hmd.InDungeon && partyRect(q.Shown, i) != partyRect(final, i) {
				t.Errorf("%s: party %d's flag is not on the new front floor", e.Text, i+1)
			}
		}
	})
	if seen == 0 {
		t.Fatal("no floor was conquered in eight games")
	}
}
