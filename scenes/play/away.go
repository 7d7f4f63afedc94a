package play

import (
	"runtime"
	"sync/atomic"
)

// Thinking away: on a machine with a spare core a bot's decision runs on
// its own goroutine, so a Normal bot that needs a few hundred milliseconds
// of search answers in that time instead of spreading it over hundreds of
// frames' small budgets. The browser has one thread and no preemption, so
// there the table thinks a little each tick (Think) as before.

// CanThinkAway reports whether ThinkAway may be used here.
var CanThinkAway = runtime.GOOS != "js" && runtime.NumCPU() > 1

// awayChunk is how many iterations the goroutine runs between looks at
// whether it has been called off.
const awayChunk = 64

// away is one decision being thought on its own goroutine.
type away struct {
	done   atomic.Bool // the decision is ready
	stop   atomic.Bool // called off: stop at the next chunk
	exited chan struct{}
}

// ThinkAway starts the decision of the bot to act on its own goroutine, if
// it has not begun, and reports whether it is ready. The bot searches a
// copy of the state, so the table may read and save the match meanwhile.
// The decision is the one Think would reach: a strength is a number of
// iterations, however they are sliced. It is false when no bot is to act.
func (s *Session) ThinkAway() bool {
	if !s.BotTurn() {
		return false
	}
	if !s.started {
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
	if s.away == nil { // begun by Think: carry on here
		return s.bots[s.Current()].Step(awayChunk)
	}
	return s.away.done.Load()
}

// halt calls off a decision being thought away and waits for its goroutine,
// so that nothing else touches the bot. The decision is not lost: Think or
// ThinkAway carry it on here from the iteration it reached.
func (s *Session) halt() {
	if s.away == nil {
		return
	}
	s.away.stop.Store(true)
	<-s.away.exited
	s.away = nil
}
