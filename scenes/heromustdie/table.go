// Package heromustdie is Hero Must Die!'s own table (spec §3.4, §10): the
// party track, the five floors with their guards, buildings and the party
// queue, the event slots, the monster row and pool, the eight locations
// with their boxes and goblins, the VP track, the player panels, the
// prompt, the log, the hand drawer and the combat overlay; every roll,
// goblin, party, card and VP change animated from the engine's events, and
// every decision made by clicking the things themselves or the buttons.
// The rules live in engine/heromustdie and the match flow in scenes/play;
// this package shows and asks.
package heromustdie

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

func init() {
	scenes.RegisterTable(hmd.GameID, func(s *play.Session) scenes.Scene { return New(s) })
}

// Pacing at normal speed, in ticks.
const (
	autoPause    = 30 // before auto-resolve answers a combat decision
	thinkingStep = 10 // the thinking dots change this often
)

// Table is Hero Must Die!'s table scene.
type Table struct {
	tablekit.Turns
	q       *Queue
	viewer  engine.Player // whose view the table shows
	logLen  int           // len(Match.Log) shown
	cmds    []Command     // the legal actions as the table offers them
	started bool
	end     *endPanel

	group     *ui.Group
	bar       bar
	buttons   []*ui.Button // this decision's buttons (prompt, dialog, overlay)
	acts      map[*ui.Button]engine.Action
	spots     map[spotKey]*spot
	order     []*spot               // this tick's spots, in drawing order
	hover     tablekit.Hover[*spot] // the spot under the pointer, for its tooltip
	tick      int
	handOpen  bool   // the hand drawer is open
	fireSel   int    // the trap picked to fire next (index on the floor)
	auto      bool   // auto-resolve: a bot answers the viewer's combat decisions
	bigChoice bool   // the decision's buttons are in a panel over the board
	letGo     int    // Pay Day: the monsters picked to let go (bitmask)
	opened    int    // the log length the drawer last opened by itself at
	autoOpen  bool   // the drawer is open by itself, and closes so
	autoAt    int    // the tick auto-resolve may answer
	drag      drag   // a defender dragged to the line
	slider    slider // the melee's c or s

	log      logPanel
	logLines []Line
	logShown int
	gate     LogGate
	layer    ui.Layer

	// record, when set, is told of every card drawn face up: its kind
	// ("plot", "event") and id (privacy tests).
	record func(kind string, card int)
}

// New is the table for s, a Hero Must Die! session.
func New(s *play.Session) *Table {
	t := &Table{Turns: tablekit.Turns{S: s}, logLen: unseen, viewer: engine.NoPlayer, spots: map[spotKey]*spot{}, acts: map[*ui.Button]engine.Action{}}
	t.Moved = func(undo bool) {
		if undo {
			t.logLen = undone // show the position afresh
		}
	}
	t.q = NewQueue(ViewOf(t.state(), s.Viewer()))
	t.log.rect = LogRect(s.Players())
	t.log.inks = func(p int) color.Color { return seatInk(t.state(), p) }
	t.build()
	return t
}

func (t *Table) state() *hmd.State { return t.S.Match.State.(*hmd.State) }

// logLen before the table has shown anything, and after an undo.
const (
	unseen = -1
	undone = -2
)

// sync brings the table up to the match: the actions since it last looked
// are animated; a new viewer (the device passed) or an undo shows the
// position afresh.
func (t *Table) sync(ctx *scenes.Context) {
	n := len(t.S.Match.Log)
	viewer := t.S.Viewer()
	if n == t.logLen && viewer == t.viewer {
		return
	}
	st := t.state()
	final := ViewOf(st, viewer)
	newEyes := viewer != t.viewer && viewer != engine.NoPlayer
	switch {
	case tablekit.Afresh(t.logLen, n, newEyes):
		t.q.Reset(final)
		t.gate.Clear()
	default:
		if !t.q.Busy() {
			t.gate.Clear()
		}
		for i, e := range t.S.Match.Log[t.logLen:n] {
			made := t.q.Add(e, Mask(e.Events, viewer), final, ctx.Tick, ctx.Frames)
			t.gate.Hold(t.logLen+i, made)
		}
	}
	t.logLen, t.viewer = n, viewer
	t.setLog(ctx)
	t.Ready = false
	t.cmds = Commands(st, t.S.Legal(), t.S.Names())
	t.fireSel, t.letGo = firstFire(t.cmds), 0
	t.autoAt = ctx.Tick + ctx.Frames(autoPause)
	if t.S.Over() && t.end == nil {
		t.end = newEndPanel(t)
	}
	t.makeButtons()
	t.layer.Invalidate()
	ctx.Redraw()
}

// openDrawer opens the hand drawer by itself, once per decision, when the
// viewer is to choose among his cards: his Court turn, a Throne room draw.
func (t *Table) openDrawer() {
	st := t.state().Stage
	cards := st == hmd.StCourt || st == hmd.StThroneKeep
	switch {
	case t.ours() && t.opened != t.logLen && cards:
		t.handOpen, t.opened, t.autoOpen = true, t.logLen, true
	case t.autoOpen && !t.q.Busy() && !(t.ours() && cards):
		t.handOpen, t.autoOpen = false, false // the choice is made
	}
}

// seesAll reports whether the log may tell every private line: bots play
// alone, or the game is over.
func (t *Table) seesAll() bool { return t.S.Watching() || t.S.Over() }

func (t *Table) setLog(ctx *scenes.Context) {
	t.logLines = LogLines(t.S.Match.Info, t.S.Match.Log, t.S.Names(), t.viewer, t.seesAll())
	t.logShown = t.gate.Shown(t.logLines, t.q.Busy())
	t.log.set(t.logLines[:t.logShown], ctx.Tick)
}

// showLog shows the lines whose steps have begun; it reports whether more
// show than before.
func (t *Table) showLog(tick int) bool {
	n := t.gate.Shown(t.logLines, t.q.Busy())
	if n == t.logShown {
		return false
	}
	t.logShown = n
	t.log.set(t.logLines[:n], tick)
	return true
}

func (t *Table) openMenu(ctx *scenes.Context) { ctx.Host.Show(scenes.NewMenu(t, t.S)) }

// ours reports whether the decision now is the viewer's to make here.
func (t *Table) ours() bool {
	return !t.S.Over() && !t.S.BotTurn() && !t.q.Busy() && t.S.Current() == t.viewer && t.viewer >= 0
}

// Update runs one tick: sync with the match, play the animation on, route
// the input, let a bot think, and hand over to the pass screen when the
// next human must take the device.
func (t *Table) Update(ctx *scenes.Context) error {
	t.started, t.tick = true, ctx.Tick
	t.sync(ctx)
	was := t.q.Busy()
	changed := t.q.Advance(ctx.Tick)
	busy := t.q.Busy()
	t.Showing(ctx, was, busy)
	if busy || was {
		t.autoAt = ctx.Tick + ctx.Frames(autoPause)
	}
	if t.end != nil && !busy {
		t.end.update(ctx)
	}
	t.openDrawer()
	t.refreshSpots()
	t.log.update(ctx.Frame)
	if t.updateDrag(ctx) || t.updateSlider(ctx) {
		changed = true
	}
	t.group.Update(ctx.Frame)
	t.trackHover(ctx)
	t.keys(ctx)
	if busy && ctx.TakeClick() {
		t.q.Skip() // a click skips the animation
		changed = true
	}
	if t.Handle(ctx) {
		t.sync(ctx)
		changed = true
	}
	if t.showLog(ctx.Tick) {
		changed = true
	}
	repaint := changed || busy || ctx.NeedsRedraw() || ctx.Pressed || ctx.Released
	if t.think(ctx, repaint) {
		repaint = true
	}
	t.autoResolve(ctx)
	t.refreshBar()
	if t.hover.Due(ctx.Tick) || t.hover.Shown(ctx.Tick) && ctx.Moved || t.thinking() && ctx.Tick%thinkingStep == 0 {
		repaint = true
	}
	if repaint {
		t.layer.Invalidate()
		ctx.Redraw()
	}
	if p, ok := t.S.NeedsPass(); ok && !t.q.Busy() {
		ctx.Host.GoTo(scenes.NewPass(t.S, p, t))
	}
	return nil
}

func (t *Table) keys(ctx *scenes.Context) {
	switch {
	case ctx.TakeKey(ebiten.KeyEscape):
		switch {
		case t.log.open:
			t.log.open = false
			ctx.Redraw()
		case t.handOpen:
			t.handOpen, t.autoOpen = false, false
			ctx.Redraw()
		default:
			t.Later(t.openMenu)
		}
	case t.UndoKey(ctx): // Z or Ctrl+Z
	case ctx.Key(ebiten.KeyL):
		ctx.TakeKey(ebiten.KeyL)
		t.log.open = !t.log.open
		ctx.Redraw()
	case ctx.Key(ebiten.KeyH):
		ctx.TakeKey(ebiten.KeyH)
		t.handOpen, t.autoOpen = !t.handOpen, false
		ctx.Redraw()
	case t.S.Watching() && ctx.TakeKey(ebiten.KeySpace):
		t.Paused = !t.Paused
		ctx.Redraw()
	default:
		t.QuickKeys(ctx, t.ours())
	}
}

// thinking reports whether a bot is thinking now (the dots move).
func (t *Table) thinking() bool { return t.Thinking(t.end != nil) }

// think lets the bot to act think for this tick, and plays its move once
// it is ready and the table has finished showing the last one.
func (t *Table) think(ctx *scenes.Context, repaint bool) bool {
	return t.Think(ctx, repaint, t.q.Busy(), t.end != nil)
}

var _ scenes.Positioned = (*Table)(nil)
