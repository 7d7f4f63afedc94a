package play

import (
	"fmt"
	"os"
	"runtime"
	"slices"
	"sync/atomic"
	"time"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	"github.com/herotable/herotable/saves"
)

// Thinking away: a bot's decision runs off the table's thread, so a Normal
// bot that needs a few hundred milliseconds of search answers in that time
// instead of spreading it over hundreds of frames' small budgets. On a
// machine with a spare core it runs on its own goroutine; in the browser,
// which gives Go one thread and no preemption, the app may set Remote to a
// Web Worker. Elsewhere the table thinks a little each tick (Think).

// CanThinkAway reports whether a goroutine may think a decision here.
var CanThinkAway = runtime.GOOS != "js" && runtime.NumCPU() > 1

// Remote, when set, starts a decision elsewhere (the browser's bot worker).
// It must be set before any session thinks.
var Remote func(Job) Pending

// Job is a decision for Remote: the match as a save file and the bot that
// decides, which Decide turns into the action Think would have chosen.
type Job struct {
	Save     []byte
	Strength string
	Seed     uint64
}

// Pending is a decision being thought remotely.
type Pending interface {
	// Poll reports the action once it has come; an error means it never
	// will (the worker failed) and the table thinks it itself.
	Poll() (a engine.Action, ok bool, err error)
	// Cancel forgets the decision; its answer is dropped if it comes.
	Cancel()
}

// remoteBroken is set once a remote decision failed: the rest of the run
// thinks at the table, with one message on stderr.
var remoteBroken atomic.Bool

// awayChunk is how many iterations the goroutine runs between looks at
// whether it has been called off.
const awayChunk = 64

// away is one decision being thought off the table's thread.
type away struct {
	done   atomic.Bool // the decision is ready
	stop   atomic.Bool // called off: stop at the next chunk
	exited chan struct{}

	remote Pending       // the remote decision, if that is where it is thought
	action engine.Action // its answer, once done
}

// ThinkAway starts the decision of the bot to act off the table's thread,
// if it has not begun, and reports whether it is ready. away is false when
// this decision cannot be thought away (no spare core or worker, a failed
// worker, or a decision Think began): the caller thinks it with Think. The
// decision is the one Think reaches: a strength is a number of iterations,
// however they are sliced, and the seed depends on the step alone.
func (s *Session) ThinkAway() (ready, away bool) {
	if !s.BotTurn() {
		return false, true
	}
	if !s.started {
		switch {
		case CanThinkAway:
			s.thinkOnGoroutine()
		case Remote != nil && !remoteBroken.Load():
			s.thinkRemotely()
		default:
			return false, false
		}
	}
	if s.away == nil {
		return false, false
	}
	if r := s.away.remote; r != nil && !s.away.done.Load() {
		a, ok, err := r.Poll()
		switch {
		case err != nil || (ok && !slices.Contains(s.legal, a)):
			if err == nil {
				err = fmt.Errorf("it chose action %d, which is not legal here", a)
			}
			fmt.Fprintln(os.Stderr, "herotable: the bot worker failed; bots think at the table from now on:", err)
			remoteBroken.Store(true)
			s.away = nil
			return false, false
		case ok:
			s.away.action = a
			s.away.done.Store(true)
		}
	}
	return s.away.done.Load(), true
}

// thinkOnGoroutine starts the decision on its own goroutine, over a copy of
// the state so the table may read and save the match meanwhile.
func (s *Session) thinkOnGoroutine() {
	s.startBot(s.Match.State.Clone())
	a := &away{exited: make(chan struct{})}
	s.away = a
	b := s.bots[s.Current()]
	go func() {
		defer close(a.exited)
		for !a.stop.Load() {
			if b.Step(awayChunk) {
				a.done.Store(true)
				return
			}
		}
	}()
}

// thinkRemotely sends the decision to Remote. The local bot is started too,
// unstepped, in case the worker fails or the answer is needed at once.
func (s *Session) thinkRemotely() {
	s.startBot(s.Match.State)
	job, err := s.Job()
	if err != nil {
		return // thought at the table
	}
	done := make(chan struct{})
	close(done)
	s.away = &away{exited: done, remote: Remote(job)}
}

// Job is the decision of the bot to act, for a remote thinker.
func (s *Session) Job() (Job, error) {
	p := s.Current()
	if !s.IsBot(p) {
		return Job{}, fmt.Errorf("seat %d is not a bot", p+1)
	}
	b, err := saves.Encode(s.Match, "", time.Time{})
	if err != nil {
		return Job{}, err
	}
	return Job{Save: b, Strength: s.Match.Setup.Seats[p].Strength, Seed: s.seed(p)}, nil
}

// awayAnswer is the remote decision's action, if it has come.
func (s *Session) awayAnswer() (engine.Action, bool) {
	if s.away == nil || s.away.remote == nil || !s.away.done.Load() {
		return 0, false
	}
	return s.away.action, true
}

// halt calls off a decision being thought away and waits for its goroutine,
// so that nothing else touches the bot. The decision is not lost: Think
// carries it on here from the iteration it reached.
func (s *Session) halt() {
	if s.away == nil {
		return
	}
	s.away.stop.Store(true)
	<-s.away.exited
	if s.away.remote != nil {
		s.away.remote.Cancel()
	}
	s.away = nil
}

// Decide is what a remote thinker does with a job: load the match, start
// the job's bot on it, think to the end. It gives the action the session
// would have chosen itself.
func Decide(job Job) (engine.Action, error) {
	m, _, err := saves.Decode("job", job.Save)
	if err != nil {
		return 0, err
	}
	p := m.State.CurrentPlayer()
	if m.State.IsTerminal() || p < 0 {
		return 0, fmt.Errorf("nobody is to act in this %s game", m.Setup.Game)
	}
	b, err := bot.New(job.Strength, job.Seed)
	if err != nil {
		return 0, err
	}
	b.Start(m.State, p)
	for !b.Step(awayChunk) {
	}
	return b.Best(), nil
}
