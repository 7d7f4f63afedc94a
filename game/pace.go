package game

import (
	"time"

	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/ui"
)

// pace keeps the game's ticks in step with the wall clock. Every wait at
// the table (a banner, a roll's result, a bot's move) is counted in ticks,
// 60 a second. Ebitengine runs several ticks in a frame to keep up with
// the clock, but only while a frame takes less than five ticks: on a slow,
// software-rendered window it runs one tick a frame, and at 5 frames a
// second a 2 s banner held for 20 s (play-test 12 timed them at 5–25 s).
// The app runs the ticks the clock is owed itself, at most maxCatchUp in
// one update; a longer gap (a machine that slept) is not played out.
type pace struct {
	start time.Time // the wall-clock time of tick base
	base  int
}

// maxCatchUp is the most ticks owed that one update runs: a third of a
// second, so frames as slow as 3 a second keep the game's time.
const maxCatchUp = 20

// owed reports how many ticks the clock is owed at now, after tick ran:
// those the app should run now before drawing.
func (p *pace) owed(now time.Time, tick int) int {
	if p.start.IsZero() {
		p.start, p.base = now, tick
		return 0
	}
	n := p.base + int(now.Sub(p.start)/tickTime) - tick
	switch {
	case n > maxCatchUp:
		// Too far behind: play a third of a second and let the rest go.
		p.start, p.base = now, tick+maxCatchUp
		return maxCatchUp
	case n < -maxCatchUp:
		// Far ahead of the clock (it was set back): count from here.
		p.start, p.base = now, tick
		return 0
	}
	return max(n, 0)
}

// catchUp runs the ticks the clock is owed at now (see pace), with the
// pointer where it is and no new presses or keys. Test runs count frames,
// not time, so that frame N is the same on every machine.
func (a *App) catchUp(now time.Time) error {
	if a.testRun() {
		return nil
	}
	f := &a.frame
	mouse, down := f.Mouse, f.Down
	for n := a.pace.owed(now, a.tick); n > 0; n-- {
		a.tick++
		*f = ui.Frame{Keys: f.Keys[:0], Chars: f.Chars[:0], Tick: a.tick, Speed: a.settings.cur.Anim, Mouse: mouse, Down: down}
		if err := a.manager.update(&scenes.Context{Frame: f, Host: a}); err != nil {
			return err
		}
		if f.NeedsRedraw() {
			a.dirty = true
		}
	}
	return nil
}
