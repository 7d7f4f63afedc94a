// Package dieinthedungeon is DIE in the Dungeon!'s own table (spec §3,
// §10): the creature board with its live dice, the ability cards, the
// inventory, the dungeon map, the hero party, the dice tray, the prompt and
// the log, every roll, flip and token animated from the engine's events,
// and the choices made by clicking the things themselves or the prompt's
// buttons. The rules live in engine/dieinthedungeon and the match flow in
// scenes/play; this package shows and asks.
package dieinthedungeon

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

func init() {
	scenes.RegisterTable(dd.GameID, func(s *play.Session) scenes.Scene { return New(s) })
}

// Pacing at normal speed, in ticks.
const (
	thinkingStep = 10 // the thinking dots change this often
)

// Table is DIE in the Dungeon!'s table scene.
type Table struct {
	tablekit.Turns
	q       *Queue
	viewer  engine.Player // whose view the table shows
	logLen  int           // len(Match.Log) shown
	cmds    []Command     // the legal actions as the table offers them
	layout  dd.Layout     // the dice picked while placing them (StLayout)
	started bool
	end     *endPanel

	group   *ui.Group
	bar     bar
	buttons []*ui.Button // the prompt's buttons for this decision
	place   *ui.Button   // "Place the dice" while placing them
	topEnd  float64      // where the top bar's words end (tests)
	rolled  bool         // a die was rolled since the last move: the tray shows it
	spots   map[spotKey]*spot
	order   []*spot               // this tick's spots, in drawing order
	hover   tablekit.Hover[*spot] // the spot under the pointer, for its tooltip
	shift   bool                  // Shift is held: a tile click peeks
	tick    int                   // the tick being shown

	log      logPanel
	logLines []Line
	logShown int
	gate     LogGate
	layer    ui.Layer

	// record, when set, is told of every tile face drawn (privacy tests).
	record func(slot, tile int)
}

// New is the table for s, a DIE in the Dungeon! session.
func New(s *play.Session) *Table {
	t := &Table{Turns: tablekit.Turns{S: s}, logLen: unseen, viewer: engine.NoPlayer, spots: map[spotKey]*spot{}, layout: dd.GreedyLayout}
	t.Moved = func(undo bool) {
		if undo {
			t.logLen = undone // show the position afresh
		}
	}
	t.q = NewQueue(ViewOf(t.state(), s.Viewer()), s.Match.Info.Sentence)
	t.build()
	return t
}

func (t *Table) state() *dd.State { return t.S.Match.State.(*dd.State) }

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
	t.rolled = rolledSinceMove(t.S.Match.Log)
	if t.S.Over() && t.end == nil {
		t.end = newEndPanel(t)
	}
	t.makeButtons()
	t.layer.Invalidate()
	ctx.Redraw()
}

func (t *Table) setLog(ctx *scenes.Context) {
	t.logLines = LogLines(t.S.Match.Log, t.S.Names(), t.S.Match.Info.Sentence)
	t.logShown = t.gate.Shown(t.logLines, t.q.Busy())
	t.log.set(t.logLines[:t.logShown], t.S.Names(), ctx.Tick)
}

// showLog shows the lines whose steps have begun; it reports whether more
// show than before.
func (t *Table) showLog(tick int) bool {
	n := t.gate.Shown(t.logLines, t.q.Busy())
	if n == t.logShown {
		return false
	}
	t.logShown = n
	t.log.set(t.logLines[:n], t.S.Names(), tick)
	return true
}

// rolledSinceMove reports whether a die was rolled since the last tile
// was flipped: the tray shows the last roll until the creature moves on.
func rolledSinceMove(log []engine.LogEntry) bool {
	for i := len(log) - 1; i >= 0; i-- {
		ev := log[i].Events
		for j := len(ev) - 1; j >= 0; j-- {
			switch ev[j].Kind {
			case engine.EvRoll:
				return true
			case engine.EvReveal:
				return false
			}
		}
	}
	return false
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
	if t.end != nil && !busy {
		t.end.update(ctx)
	}
	t.shift = ctx.Shift
	t.refreshSpots()
	t.log.update(ctx.Frame)
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
		if t.log.open {
			t.log.open = false
			ctx.Redraw()
			return
		}
		t.Later(t.openMenu)
	case t.UndoKey(ctx): // Z or Ctrl+Z
	case ctx.Key(ebiten.KeyL):
		ctx.TakeKey(ebiten.KeyL)
		t.log.open = !t.log.open
		ctx.Redraw()
	case t.S.Watching() && ctx.TakeKey(ebiten.KeySpace):
		t.Paused = !t.Paused
		ctx.Redraw()
	case ctx.Key(ebiten.KeyEnter) || ctx.Key(ebiten.KeyNumpadEnter):
		if a, ok := t.continueAction(); ok && t.ours() {
			ctx.TakeKey(ebiten.KeyEnter)
			ctx.TakeKey(ebiten.KeyNumpadEnter)
			t.PlayLater(a)
		}
	default:
		t.QuickKeys(ctx, t.ours())
	}
}

// continueAction is Continue when it is legal.
func (t *Table) continueAction() (engine.Action, bool) {
	for _, c := range t.cmds {
		if c.Kind == dd.KContinue {
			return c.Action, true
		}
	}
	return 0, false
}

// thinking reports whether a bot is thinking now (the dots move).
func (t *Table) thinking() bool { return t.Thinking(t.end != nil) }

// think lets the bot to act think for this tick, and plays its move once
// it is ready and the table has finished showing the last one.
func (t *Table) think(ctx *scenes.Context, repaint bool) bool {
	return t.Think(ctx, repaint, t.q.Busy(), t.end != nil)
}

var _ scenes.Positioned = (*Table)(nil)
