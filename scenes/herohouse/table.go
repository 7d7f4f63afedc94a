// Package herohouse is Hero House's own table: the seats around the
// wilderness with its draw, out and discard piles, the treasure and the
// monster, every card drawn and animated from the engine's events, and the
// choices made by clicking the cards themselves. The rules live in
// engine/herohouse and the match flow in scenes/play; this package shows
// and asks.
package herohouse

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

func init() {
	scenes.RegisterTable(hh.GameID, func(s *play.Session) scenes.Scene { return New(s) })
}

// Pacing at normal speed, in ticks.
const (
	thinkingStep = 10 // the thinking dots change this often
)

// Table is Hero House's table scene.
type Table struct {
	tablekit.Turns
	q       *Queue
	initial []engine.Event // the first deal, which no log entry holds

	viewer  engine.Player // whose view the board shows
	bottom  engine.Player // the seat at the bottom
	logLen  int           // len(Match.Log) shown
	choice  Choice
	sel     Selection
	started bool
	end     *endPanel

	group *ui.Group
	bar   bar
	spots map[spotKey]*spot
	order []*spot               // this tick's spots, in drawing order
	hover tablekit.Hover[*spot] // the spot under the pointer, for its tooltip
	glide glide

	log      ui.Log
	logAnim  bool // the log was fading lines in at the last tick
	logLines []Line
	logRows  []ui.LogLine // every line of the log; the first logShown show
	logShown int
	gate     LogGate // holds lines back until the table shows them
	layer    ui.Layer

	// record, when set, is told of every card drawn face up (privacy tests).
	record func(card int)
}

// New is the table for s, a Hero House session.
func New(s *play.Session) *Table {
	t := &Table{Turns: tablekit.Turns{S: s}, logLen: unseen, viewer: engine.NoPlayer, sel: NoSelection, spots: map[spotKey]*spot{}}
	t.Moved = func(undo bool) {
		t.sel = NoSelection
		if undo {
			t.logLen = undone // show the position afresh
		}
	}
	t.log.Rect = LogRect
	if m, err := s.Match.Restart(); err == nil {
		t.initial = append([]engine.Event(nil), m.State.Events()...)
	}
	st := t.state()
	t.bottom = t.bottomFor(s.Viewer())
	t.q = NewQueue(FromState(t.viewState(st, s.Viewer())), t.bottom)
	t.build()
	return t
}

func (t *Table) state() *hh.State { return t.S.Match.State.(*hh.State) }

// seesAll reports whether the table may show every card: bots play alone,
// or the game is over.
func (t *Table) seesAll(viewer engine.Player) bool {
	return viewer == engine.NoPlayer && (t.S.Watching() || t.S.Over())
}

// viewState is what viewer may see of st.
func (t *Table) viewState(st *hh.State, viewer engine.Player) *hh.State {
	if t.seesAll(viewer) {
		return st
	}
	return st.View(viewer).(*hh.State)
}

// bottomFor is the seat shown at the bottom: the viewer, else the seat
// already there.
func (t *Table) bottomFor(viewer engine.Player) engine.Player {
	switch {
	case viewer >= 0:
		return viewer
	case t.bottom >= 0 && int(t.bottom) < t.S.Players():
		return t.bottom
	}
	return 0
}

// mask hides from viewer the cards of events it may not see.
func (t *Table) mask(events []engine.Event, viewer engine.Player) []engine.Event {
	out := append([]engine.Event(nil), events...)
	if t.seesAll(viewer) {
		return out
	}
	for i, e := range out {
		if !e.VisibleTo(viewer) {
			out[i].Card = hh.Hidden
		}
	}
	return out
}

// logLen before the table has shown anything, and after an undo.
const (
	unseen = -1
	undone = -2
)

// sync brings the board up to the match: the actions since it last looked
// are animated; a new viewer (the device passed) or an undo shows the
// position afresh.
func (t *Table) sync(ctx *scenes.Context) {
	n := len(t.S.Match.Log)
	viewer := t.S.Viewer()
	if n == t.logLen && viewer == t.viewer {
		return
	}
	st := t.state()
	final := FromState(t.viewState(st, viewer))
	newEyes := viewer != t.viewer && viewer != engine.NoPlayer
	t.bottom = t.bottomFor(viewer)
	switch {
	case t.logLen == unseen && n == 0 && len(t.initial) > 0:
		t.q.Reset(Blank(st), t.bottom)
		t.gate.Clear()
		t.gate.Hold(-1, t.initial, t.q.Add(t.mask(t.initial, viewer), final, ctx.Tick, ctx.Frames))
	case tablekit.Afresh(t.logLen, n, newEyes):
		t.q.Reset(final, t.bottom)
		t.gate.Clear()
		t.glide = glide{} // seen afresh: nothing glides from the old picture
	default:
		if t.q.Bottom != t.bottom {
			t.q.Reset(t.q.Board, t.bottom)
		}
		if !t.q.Busy() {
			t.gate.Clear() // what it held for is over, or was skipped
		}
		for i, e := range t.S.Match.Log[t.logLen:n] {
			made := t.q.Add(t.mask(e.Events, viewer), final, ctx.Tick, ctx.Frames)
			t.gate.Hold(t.logLen+i, e.Events, made)
		}
	}
	t.logLen, t.viewer = n, viewer
	t.setLog(ctx)
	t.Ready = false
	t.choice = NewChoice(t.S.Legal())
	t.sel = t.choice.Clean(t.sel)
	if t.S.Over() && t.end == nil {
		t.end = newEndPanel(t)
	}
	t.build()
	t.layer.Invalidate()
	ctx.Redraw()
}

func (t *Table) setLog(ctx *scenes.Context) {
	lines := LogLines(t.S.Match.Info, t.initial, t.S.Match.Log, t.S.Names())
	out := make([]ui.LogLine, len(lines))
	for i, l := range lines {
		out[i] = ui.LogLine{Text: l.Text, Action: l.Action}
		if l.Player >= 0 && (l.Action || i == 0 || lines[i-1].Player != l.Player) {
			out[i].Mark = seatInk(int(l.Player))
		}
	}
	t.logLines, t.logRows = lines, out
	t.logShown = t.gate.Shown(lines, t.q.Busy())
	t.log.Set(out[:t.logShown], ctx.Tick)
}

// showLog shows the log lines whose steps have begun; it reports whether
// more show than before.
func (t *Table) showLog(tick int) bool {
	n := t.gate.Shown(t.logLines, t.q.Busy())
	if n == t.logShown {
		return false
	}
	t.logShown = n
	t.log.Set(t.logRows[:n], tick)
	return true
}

func (t *Table) openMenu(ctx *scenes.Context) { ctx.Host.Show(scenes.NewMenu(t, t.S)) }

// Update runs one tick: sync with the match, play the animation on, route
// the input, let a bot think, and hand over to the pass screen when the
// next human must take the device.
func (t *Table) Update(ctx *scenes.Context) error {
	t.started = true
	t.sync(ctx)
	was := t.q.Busy()
	changed := t.q.Advance(ctx.Tick)
	busy := t.q.Busy()
	t.Showing(ctx, was, busy)
	if t.end != nil && !busy {
		t.end.update(ctx)
	}
	t.refreshSpots(ctx)
	t.log.Update(ctx.Frame)
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
		changed = true // the still table holds the log
	}
	// Anything asked to be drawn so far changed the still table (a move,
	// a hover, a key); so does a step of the animation.
	repaint := changed || ctx.NeedsRedraw() || ctx.Pressed || ctx.Released
	if t.think(ctx, repaint) {
		repaint = true
	}
	t.refreshBar()
	t.glide.step(t.q.Layout())
	fading := t.log.Animating(ctx.Tick)
	if t.glide.moving || fading != t.logAnim || t.hover.Due(ctx.Tick) || t.hover.Shown(ctx.Tick) && ctx.Moved {
		repaint = true
	}
	t.logAnim = fading
	if repaint {
		t.layer.Invalidate()
		ctx.Redraw()
	}
	if p, ok := t.S.NeedsPass(); ok && !t.q.Busy() {
		ctx.Host.GoTo(scenes.NewPass(t.S, p, t))
	}
	if t.q.Busy() || fading || t.thinking() && ctx.Tick%thinkingStep == 0 {
		ctx.Redraw() // what moves is drawn over the still table
	}
	return nil
}

func (t *Table) keys(ctx *scenes.Context) {
	switch {
	case ctx.TakeKey(ebiten.KeyEscape):
		t.Later(t.openMenu)
	case t.UndoKey(ctx): // Z or Ctrl+Z
	case t.S.Watching() && ctx.TakeKey(ebiten.KeySpace):
		t.Paused = !t.Paused
		ctx.Redraw()
	default:
		// 1–9: primes, trios, Done when laying down; the hand's cards otherwise.
		t.QuickKeys(ctx, !t.S.Over() && !t.S.BotTurn() && !t.q.Busy())
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
