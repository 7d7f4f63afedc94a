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
	"github.com/herotable/herotable/scenes/ui"
)

func init() {
	scenes.RegisterTable(hmd.GameID, func(s *play.Session) scenes.Scene { return New(s) })
}

// Pacing at normal speed, in ticks.
const (
	botPause     = 24 // after the table settles, before a bot's move
	autoPause    = 30 // before auto-resolve answers a combat decision
	thinkChunk   = 4  // bot iterations per Think call
	thinkingStep = 10 // the thinking dots change this often
)

// Table is Hero Must Die!'s table scene.
type Table struct {
	s       *play.Session
	q       *Queue
	viewer  engine.Player // whose view the table shows
	logLen  int           // len(Match.Log) shown
	cmds    []Command     // the legal actions as the table offers them
	ready   bool          // the bot to act has finished thinking
	nextBot int
	paused  bool
	err     string
	started bool
	pending func(ctx *scenes.Context)
	end     *endPanel
	pos     scenes.MatchPosition

	group     *ui.Group
	bar       bar
	buttons   []*ui.Button // this decision's buttons (prompt, dialog, overlay)
	acts      map[*ui.Button]engine.Action
	spots     map[spotKey]*spot
	order     []*spot // this tick's spots, in drawing order
	hover     *spot
	hoverAt   int
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
	t := &Table{s: s, logLen: unseen, viewer: engine.NoPlayer, spots: map[spotKey]*spot{}, acts: map[*ui.Button]engine.Action{}}
	t.q = NewQueue(ViewOf(t.state(), s.Viewer()))
	t.log.rect = LogRect(s.Players())
	t.log.inks = func(p int) color.Color { return seatInk(t.state(), p) }
	t.build()
	return t
}

func (t *Table) Name() string { return "table" }

// Session is the match this table plays.
func (t *Table) Session() *play.Session { return t.s }

func (t *Table) state() *hmd.State { return t.s.Match.State.(*hmd.State) }

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
	case newEyes || t.logLen < 0 || n < t.logLen || n > t.logLen+4:
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
	t.cmds = Commands(st, t.s.Legal(), t.s.Names())
	t.fireSel, t.letGo = firstFire(t.cmds), 0
	t.autoAt = ctx.Tick + ctx.Frames(autoPause)
	if t.s.Over() && t.end == nil {
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
func (t *Table) seesAll() bool { return t.s.Watching() || t.s.Over() }

func (t *Table) setLog(ctx *scenes.Context) {
	t.logLines = LogLines(t.s.Match.Log, t.s.Names(), t.viewer, t.seesAll())
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
	t.logLen = undone
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
	t.autoResolve(ctx)
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
		switch {
		case t.log.open:
			t.log.open = false
			ctx.Redraw()
		case t.handOpen:
			t.handOpen, t.autoOpen = false, false
			ctx.Redraw()
		default:
			t.pending = t.openMenu
		}
	case ctx.Key(ebiten.KeyZ):
		ctx.TakeKey(ebiten.KeyZ)
		if t.s.CanUndo() && !t.s.BotTurn() {
			t.pending = t.undo
		}
	case ctx.Key(ebiten.KeyL):
		ctx.TakeKey(ebiten.KeyL)
		t.log.open = !t.log.open
		ctx.Redraw()
	case ctx.Key(ebiten.KeyH):
		ctx.TakeKey(ebiten.KeyH)
		t.handOpen, t.autoOpen = !t.handOpen, false
		ctx.Redraw()
	case t.s.Watching() && ctx.TakeKey(ebiten.KeySpace):
		t.paused = !t.paused
		ctx.Redraw()
	default:
		t.quickKeys(ctx)
	}
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
