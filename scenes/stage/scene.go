// Package stage is what every scene and table stands on: the Scene a screen
// is, the Host the app is to it, the Context of a tick, and a match's
// position and bots' thinking per tick. It sits below scenes and
// scenes/tablekit so that both, and every game's table, can share it; scenes
// names each of its types again (scenes.Context is stage.Context).
package stage

import (
	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/ui"
)

// Scene is one screen. The app calls Update every tick and Draw only when
// something asked for a redraw (input, an animation, a scene change), so an
// idle screen costs almost nothing.
type Scene interface {
	// Name is the scene's id ("title", "setup", "settings", "saves",
	// "rules", "table", "menu", "pass"); the browser build publishes it as
	// document.body.dataset.scene.
	Name() string
	Update(ctx *Context) error
	Draw(c *ui.Canvas, ctx *Context)
}

// Host is what the app does for its scenes.
type Host interface {
	// GoTo cross-fades to next.
	GoTo(next Scene)
	// Show switches to next at once (overlays such as the menu).
	Show(next Scene)
	// Settings are the current settings.
	Settings() prefs.Settings
	// SetSettings applies s (fullscreen, window size) and stores it; the
	// error says why it could not be stored, but s applies anyway.
	SetSettings(s prefs.Settings) error
	// Saves is where games are saved.
	Saves() (saves.Store, error)
	// Quit ends the app (desktop); CanQuit is false in the browser.
	Quit()
	CanQuit() bool
	// Dev reports the -dev flag: hidden test games are offered too.
	Dev() bool
	// Steady reports a screenshot run: bots think a fixed number of
	// iterations per tick instead of for a time budget, so that frame N
	// always shows the same position.
	Steady() bool
}

// Context is what a scene gets each tick: the input and timing of the frame
// and the app.
type Context struct {
	*ui.Frame
	Host Host
}

// Positioned is a scene that shows a match, such as a game's table. The
// browser build publishes its position on document.body (data-moves,
// data-position, data-to-act) whenever it changes, so that a test can tell a
// reloaded game goes on from exactly where it was.
type Positioned interface {
	// Position is the number of moves played, a short hex digest of the
	// game state and the move count, and the seat to act ("0", "1", ...)
	// or "over". It is called every tick, so it must be cheap when nothing
	// changed (see MatchPosition).
	Position() (moves int, digest, toAct string)
}

// Tipped is a scene that shows tooltips where the pointer rests: TipPoints
// are the places, one per thing with a tooltip (the text audit rests the
// pointer on each, so that tooltips are audited too).
type Tipped interface {
	TipPoints() []layout.Point
}

// Enterer is a scene that must be brought up to date before it is first
// drawn (a table syncing with its match): the app calls Enter when the
// scene becomes the one shown, before its first Draw, so that Draw never
// has to change anything.
type Enterer interface {
	Enter(ctx *Context)
}

// Enter calls s's Enter if it has one.
func Enter(s Scene, ctx *Context) {
	if e, ok := s.(Enterer); ok {
		e.Enter(ctx)
	}
}

// Repainter is a scene that keeps what stands still in a layer painted only
// when something changed (a table): Repaint makes its next Draw paint it
// all afresh. The app asks for it on the first frames after a scene change,
// when the window regains focus or changes size.
type Repainter interface {
	Repaint()
}

// Repaint calls s's Repaint if it has one.
func Repaint(s Scene) {
	if r, ok := s.(Repainter); ok {
		r.Repaint()
	}
}

// Later holds what a click on a scene's control asked for (go to another
// scene, save, quit), to run once the scene's controls have been walked
// this tick, never in the middle of that walk.
type Later func(ctx *Context)

// Run runs what was asked, if anything, forgets it and asks for a redraw;
// it reports whether there was anything.
func (l *Later) Run(ctx *Context) bool {
	f := *l
	if f == nil {
		return false
	}
	*l = nil
	f(ctx)
	ctx.Redraw()
	return true
}
