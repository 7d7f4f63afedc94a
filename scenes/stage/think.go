package stage

import (
	"time"

	"github.com/herotable/herotable/scenes/play"
)

// ThinkBudget is how long bots may think per tick; with drawing it keeps a
// frame within the 2 ms target.
var ThinkBudget = 400 * time.Microsecond

// ThinkTick lets the bot to act in s think for this tick, chunk iterations
// at a time, and reports whether its decision is ready. A screenshot run
// (Host.Steady) thinks a fixed 4 chunks so that frame N always shows the
// same position. Where the decision can be thought away (a spare core, or
// the browser's bot worker) the tick only looks whether it is ready;
// otherwise it thinks for ThinkBudget, a quarter of it on a tick that
// repaints the table, to keep that frame short.
func ThinkTick(ctx *Context, s *play.Session, repaint bool, chunk int) bool {
	if ctx.Host.Steady() {
		return s.Think(4 * chunk)
	}
	if ready, away := s.ThinkAway(); away {
		return ready
	}
	budget := ThinkBudget
	if repaint {
		budget /= 4
	}
	deadline := time.Now().Add(budget)
	for time.Now().Before(deadline) {
		if s.Think(chunk) {
			return true
		}
	}
	return false
}
