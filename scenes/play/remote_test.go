package play

import (
	"errors"
	"slices"
	"sync"
	"testing"

	"github.com/herotable/herotable/engine"
)

// fakeWorker is a Remote that runs Decide on a goroutine, as the browser's
// bot worker runs it on its own thread; fail makes every decision fail.
type fakeWorker struct {
	jobs int
	fail bool
}

type fakePending struct {
	mu   sync.Mutex
	a    engine.Action
	err  error
	done bool
}

func (p *fakePending) Poll() (engine.Action, bool, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.a, p.done, p.err
}

func (p *fakePending) Cancel() {}

func (w *fakeWorker) send(job Job) Pending {
	w.jobs++
	p := &fakePending{}
	go func() {
		a, err := Decide(job)
		if w.fail {
			err = errors.New("the worker script is missing")
		}
		p.mu.Lock()
		p.a, p.err, p.done = a, err, err == nil
		p.mu.Unlock()
	}()
	return p
}

// useWorker makes the test think remotely on w, with no goroutine thinking.
func useWorker(t *testing.T, w *fakeWorker) {
	t.Helper()
	can, remote := CanThinkAway, Remote
	CanThinkAway, Remote = false, w.send
	remoteBroken.Store(false)
	t.Cleanup(func() { CanThinkAway, Remote = can, remote; remoteBroken.Store(false) })
}

// playRemote plays the bots' decisions as the table does: ThinkAway each
// tick, Think in slices when the decision is not thought away.
func playRemote(t *testing.T, s *Session) []engine.Action {
	t.Helper()
	return playWith(t, s, func(int) bool {
		if ready, away := s.ThinkAway(); away {
			return ready
		}
		return s.Think(16)
	})
}

func TestRemoteWorkerPlaysTheSameGame(t *testing.T) {
	for _, game := range []string{"climb", "herohouse", "dieinthedungeon"} {
		if testing.Short() && game != "climb" {
			continue // the race detector slows a game twentyfold
		}
		seats := map[string]string{"climb": "normal,easy", "herohouse": "easy,easy", "dieinthedungeon": "easy"}[game]
		here := playOut(t, newSession(t, game, seats, 9, nil))
		w := &fakeWorker{}
		useWorker(t, w)
		there := playRemote(t, newSession(t, game, seats, 9, nil))
		if !slices.Equal(here, there) {
			t.Errorf("%s: the worker changed the game:\\nhere   %v\\nworker %v", game, here, there)
		}
		if w.jobs == 0 {
			t.Errorf("%s: no decision went to the worker", game)
		}
	}
}

// A worker that fails is given up after its first failure; the table then
// thinks every decision itself and the game is the same.
func TestFailedWorkerFallsBackToTheTable(t *testing.T) {
	here := playOut(t, newSession(t, "climb", "normal,easy", 4, nil))
	w := &fakeWorker{fail: true}
	useWorker(t, w)
	there := playRemote(t, newSession(t, "climb", "normal,easy", 4, nil))
	if !slices.Equal(here, there) {
		t.Errorf("the failed worker changed the game:\\nhere  %v\\nthere %v", here, there)
	}
	if w.jobs != 1 || !remoteBroken.Load() {
		t.Errorf("the worker got %d jobs (want 1, then given up), broken %v", w.jobs, remoteBroken.Load())
	}
}
