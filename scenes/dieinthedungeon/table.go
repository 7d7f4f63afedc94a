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
	"github.com/herotable/herotable/scenes/ui"
)

func init() {
	scenes.RegisterTable(dd.GameID, func(s *play.Session) scenes.Scene { return New(s) })
}

// Pacing at normal speed, in ticks.
const (
	botPause     = 24 // after the table settles, before a bot's move
	thinkChunk   = 4  // bot iterations per Think call
	thinkingStep = 10 // the thinking dots change this often
)

// Table is DIE in the Dungeon!'s table scene.
type Table struct {
	s       *play.Session
	q       *Queue
	viewer  engine.Player // whose view the table shows
	logLen  int           // len(Match.Log) shown
	cmds    []Command     // the legal actions as the table offers them
	layout  dd.Layout     // the dice picked while placing them (StLayout)
	ready   bool          // the bot to act has finished thinking
	nextBot int
	paused  bool
	err     string
	started bool
	pending func(ctx *scenes.Context)
	end     *endPanel
	pos     scenes.MatchPosition

	group   *ui.Group
	bar     bar
	buttons []*ui.Button // the prompt's buttons for this decision
	place   *ui.Button   // "Place the dice" while placing them
	topEnd  float64      // where the top bar's words end (tests)
	rolled  bool         // a die was rolled since the last move: the tray shows it
	spots   map[spotKey]*spot
	order   []*spot // this tick's spots, in drawing order
	hover   *spot
	hoverAt int
	shift   bool // Shift is held: a tile click peeks
	tick    int  // the tick being shown

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
	t := &Table{s: s, logLen: unseen, viewer: engine.NoPlayer, spots: map[spotKey]*spot{}, layout: dd.GreedyLayout}
	t.q = NewQueue(ViewOf(t.state(), s.Viewer()))
	t.build()
	return t
}

func (t *Table) Name() string { return "table" }

// Session is the match this table plays.
func (t *Table) Session() *play.Session { return t.s }

func (t *Table) state() *dd.State { return t.s.Match.State.(*dd.State) }

// logLen before the table has shown anything, and after an undo.
const (
	unseen = -1
	undone = -2
)

// sync brings the table up to the match: the actions since it last looked
// are animated; a new viewer (the device passed) or an undo shows the
// position afresh.
func (t *Table) sync(ctx *scenes.Context) {
	n := len(t.s.Match.Log)
	viewer := t.s.Viewer()
	if n == t.logLen && viewer == t.viewer {
		return
	}
	st := t.state()
	final := ViewOf(st, viewer)
	newEyes := viewer != t.viewer && viewer != engine.NoPlayer
	switch {
	case newEyes || t.logLen < 0 || n < t.logLen || n > t.logLen+3:
		t.q.Reset(final)
		t.gate.Clear()
	default:
		if !t.q.Busy() {
			t.gate.Clear()
		}
		for i, e := range t.s.Match.Log[t.logLen:n] {
			made := t.q.Add(e, Mask(e.Events, viewer), final, ctx.Tick, ctx.Frames)
			t.gate.Hold(t.logLen+i, made)
		}
	}
	t.logLen, t.viewer = n, viewer
	t.setLog(ctx)
	t.ready = false
	t.cmds = Commands(st, t.s.Legal())
	t.rolled = rolledSinceMove(t.s.Match.Log)
	if t.s.Over() && t.end == nil {
		t.end = newEndPanel(t)
	}
	t.makeButtons()
	t.layer.Invalidate()
	ctx.Redraw()
}

func (t *Table) setLog(ctx *scenes.Context) {
	t.logLines = LogLines(t.s.Match.Log, t.s.Names())
	t.logShown = t.gate.Shown(t.logLines, t.q.Busy())
	t.log.set(t.logLines[:t.logShown], t.s.Names(), ctx.Tick)
}

// showLog shows the lines whose steps have begun; it reports whether more
// show than before.
func (t *Table) showLog(tick int) bool {
	n := t.gate.Shown(t.logLines, t.q.Busy())
	if n == t.logShown {
		return false
	}
	t.logShown = n
	t.log.set(t.logLines[:n], t.s.Names(), tick)
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

// play makes a human seat's move.
func (t *Table) play(a engine.Action) {
	if err := t.s.Play(a); err != nil {
		t.err = "Not allowed: " + err.Error()
		return
	}
	t.err = ""
}

// playLater plays a at the end of this tick (a control's click).
func (t *Table) playLater(a engine.Action) {
	t.pending = func(*scenes.Context) { t.play(a) }
}

func (t *Table) undo(*scenes.Context) {
	if err := t.s.Undo(); err != nil {
		t.err = err.Error()
		return
	}
	t.err = ""
	t.logLen = undone // show the position afresh
}

func (t *Table) openMenu(ctx *scenes.Context) { ctx.Host.Show(scenes.NewMenu(t, t.s)) }

// ours reports whether the decision now is the viewer's to make here.
func (t *Table) ours() bool {
	return !t.s.Over() && !t.s.BotTurn() && !t.q.Busy() && t.s.Current() == t.viewer && t.viewer >= 0
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
	if busy || was {
		t.nextBot = ctx.Tick + ctx.Frames(botPause)
	}
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
	if p := t.pending; p != nil {
		t.pending = nil
		p(ctx)
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
	if t.tipDue(ctx.Tick) || t.tipShown(ctx.Tick) && ctx.Moved || t.thinking() && ctx.Tick%thinkingStep == 0 {
		repaint = true
	}
	if repaint {
		t.layer.Invalidate()
		ctx.Redraw()
	}
	if p, ok := t.s.NeedsPass(); ok && !t.q.Busy() {
		ctx.Host.GoTo(scenes.NewPass(t.s, p, t))
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
		t.pending = t.openMenu
	case ctx.Key(ebiten.KeyZ):
		ctx.TakeKey(ebiten.KeyZ)
		if t.s.CanUndo() && !t.s.BotTurn() {
			t.pending = t.undo
		}
	case ctx.Key(ebiten.KeyL):
		ctx.TakeKey(ebiten.KeyL)
		t.log.open = !t.log.open
		ctx.Redraw()
	case t.s.Watching() && ctx.TakeKey(ebiten.KeySpace):
		t.paused = !t.paused
		ctx.Redraw()
	case ctx.Key(ebiten.KeyEnter) || ctx.Key(ebiten.KeyNumpadEnter):
		if a, ok := t.continueAction(); ok && t.ours() {
			ctx.TakeKey(ebiten.KeyEnter)
			ctx.TakeKey(ebiten.KeyNumpadEnter)
			t.playLater(a)
		}
	default:
		t.quickKeys(ctx)
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

// quickKeys: 1–9 play the first nine legal actions in the engine's order,
// as on the other tables, for players who know what they want.
func (t *Table) quickKeys(ctx *scenes.Context) {
	if !t.ours() {
		return
	}
	legal := t.s.Legal()
	for i := range min(len(legal), 9) {
		if ctx.TakeKey(ebiten.Key1 + ebiten.Key(i)) {
			t.playLater(legal[i])
			return
		}
	}
}

// thinking reports whether a bot is thinking now (the dots move).
func (t *Table) thinking() bool { return t.s.BotTurn() && !t.ready && !t.paused && t.end == nil }

// think lets the bot to act think within this tick's budget, and plays its
// move once it is ready and the table has finished showing the last one.
func (t *Table) think(ctx *scenes.Context, repaint bool) (ready bool) {
	if !t.s.BotTurn() || t.end != nil {
		return false
	}
	if !t.ready {
		t.ready = scenes.ThinkTick(ctx, t.s, repaint, thinkChunk)
		ready = t.ready
	}
	if t.ready && !t.paused && ctx.Tick >= t.nextBot && !t.q.Busy() {
		if _, err := t.s.PlayBot(); err != nil {
			t.err = "A bot's move was refused: " + err.Error()
			t.paused = true
		}
	}
	return ready
}

// Position is the match's position for the browser's test hook.
func (t *Table) Position() (moves int, digest, toAct string) { return t.pos.Of(t.s.Match) }

// Close waits for the autosave of the last move (the app is ending).
func (t *Table) Close() error { return t.s.Close() }

var _ scenes.Positioned = (*Table)(nil)
