package tablekit

import (
	"fmt"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// Own is what a game's table supplies to the core: only what is its own.
// The core runs the match, the log, the bar, the spots, the keys and the
// lifecycle, and asks the table through these.
type Own interface {
	// Afresh shows the match's position as viewer sees it, nothing moving.
	// It returns the steps of anything the table animates even so (Hero
	// House's first deal), whose log lines (entry -1) wait for them.
	Afresh(viewer engine.Player, ctx *stage.Context) (first []*Span)
	// Animate lays log entry i as viewer sees it on the table's timeline
	// and returns, for each of its events, the step whose start shows it.
	Animate(i int, e engine.LogEntry, viewer engine.Player, ctx *stage.Context) []*Span
	// Timeline is the table's animation (Busy, Advance, Skip).
	Timeline() Animation
	// Synced: the table has caught up with the match; it remakes what
	// depends on the decision now (its commands and buttons).
	Synced(ctx *stage.Context)
	// LogLines are the log's lines as viewer may read them, seats named.
	LogLines(viewer engine.Player) []LogLine
	// Mark lays this tick's spots over the table as shown (the core has
	// begun them), the legal targets offered.
	Mark()
	// Controls are the table's own controls after its spots, in Tab order
	// (the prompt's buttons).
	Controls() []ui.Control
	// Mine reports whether the decision now is the viewer's to make here.
	Mine() bool
	// DrawStill draws the still table: everything but the end panel, the
	// whole log, the buttons and the tooltip, which the core draws over it.
	DrawStill(c *ui.Canvas, ctx *stage.Context)
	// NewEnd is the result panel, once the game is over.
	NewEnd() End
}

// Animation is a table's timeline as the core drives it.
type Animation interface {
	Busy() bool
	Advance(now int) bool
	Skip()
}

// End is a table's result panel over the table once the game is over.
type End interface {
	Update(ctx *stage.Context)
	// Draw draws the panel and its buttons, which Update runs.
	Draw(c *ui.Canvas, ctx *stage.Context)
	// Controls are the table's spots over the panel (a hand it shows), if
	// any: the pointer and the keyboard reach them and their tooltips.
	Controls() []ui.Control
}

// Optional parts a table may have.
type (
	// Ticker runs the table's own work each tick after the animation
	// advanced (shown: a step showed this tick or the last), and reports
	// whether the still table changed.
	Ticker interface {
		Tick(ctx *stage.Context, shown bool) bool
	}
	// Keyer takes the table's own keys; it reports whether it took one.
	Keyer interface{ Keys(ctx *stage.Context) bool }
	// Escaper closes something of the table's own on Esc (a drawer); it
	// reports whether it did, else Esc opens the menu.
	Escaper interface{ Escape() bool }
	// Mover draws what moves over the still table, every frame.
	Mover interface {
		DrawMoving(c *ui.Canvas, ctx *stage.Context)
	}
	// Tipper draws the tooltip of the spot the pointer rests on.
	Tipper[K comparable] interface {
		DrawTip(c *ui.Canvas, s *Spot[K], ctx *stage.Context)
	}
	// TipKeeper names more places a tooltip should leave clear than the
	// legal targets: what a player reads while deciding (heroes in play).
	TipKeeper interface{ TipKeep() []layout.Rect }
	// TipFirster names places a tooltip leaves clear before all others:
	// it covers them only where every place would (a prompt's words).
	TipFirster interface{ TipFirst() []layout.Rect }
	// Settler runs after the bot thought and before the bar is refreshed
	// (auto-resolve answering for the viewer).
	Settler interface{ Settle(ctx *stage.Context) }
)

// Screens are the app's screens a table opens; package scenes fills them
// in (tablekit sits below it).
var Screens struct {
	Menu  func(table stage.Scene, s *play.Session) stage.Scene
	Rules func(game, section string, back stage.Scene) stage.Scene
	Pass  func(s *play.Session, to engine.Player, table stage.Scene) stage.Scene
}

// ThinkingStep is how often, in ticks, a bot's thinking dots change.
const ThinkingStep = 10

// Core is the table every game's table is built on: it keeps the table in
// step with the match (animating the moves since it last looked, showing
// afresh after an undo or for new eyes), the log and its gate, the still
// layer, the bar's buttons, the spots and their tooltips, the keys, the
// bots' pacing, the pass screen and the end panel. K is the game's key for
// its spots. A game's table embeds it and calls Init.
type Core[K comparable] struct {
	Turns
	Viewer engine.Player // whose view the table shows
	LogLen int           // len(Match.Log) shown (unseen, undone)
	Now    int           // the tick being shown
	End    End           // the result panel, once the game is over

	Group *ui.Group
	Bar   Bar
	Spots Spots[K]
	Hover Hover[*Spot[K]]
	Log   LogPanel
	Layer ui.Layer

	lines []LogLine // every line of the log
	shown int       // how many of them show
	gate  LogGate[*Span, LogLine]
	own   Own
	self  stage.Scene
	zoom  *Spot[K] // what the zoom shows, nil when closed
	note  note     // why the last click did nothing

	recap   *recap // the others' moves since the viewer's last, until a click
	recapAt int    // the log's length when a recap was last considered
	wasMine bool   // the decision was the viewer's last tick
	// busySince is the tick the table last began showing moves.
	busySince int
	// skippedAt is the tick a click or key last skipped a showing.
	skippedAt int
}

// LogLen before the table has shown anything, and after an undo.
const (
	Unseen = -1
	Undone = -2
)

// Init sets the core up for s under the game's table self (its Own).
func (c *Core[K]) Init(s *play.Session, self interface {
	stage.Scene
	Own
}) {
	c.Turns = Turns{S: s}
	c.Viewer, c.LogLen = engine.NoPlayer, Unseen
	c.own, c.self = self, self
	c.Spots.Play = c.PlayLater
	c.Moved = func(undo bool) {
		c.note = note{} // why an earlier click did nothing is stale now
		if undo {
			c.LogLen = Undone // show the position afresh
		}
	}
	c.Group = ui.NewGroup()
	c.Log.Reader = func(p engine.Player) string {
		if p == c.Viewer || p < 0 {
			return ""
		}
		return s.Name(p)
	}
	c.buildBar(s.Match.Info.Title)
}

// Enter brings the table up to the match before it is first drawn (the
// app calls it when the table becomes the scene shown).
func (c *Core[K]) Enter(ctx *stage.Context) {
	c.Now = ctx.Tick
	c.sync(ctx)
	c.refreshSpots()
	c.refreshBar()
}

// Calming reports whether a press next tick would be no choice: the table
// has just come to rest after a long showing (ui.Group.Calm).
func (c *Core[K]) Calming() bool { return c.Group.CalmAt(c.Now + 1) }

// Busy reports whether the table is still showing a move.
func (c *Core[K]) Busy() bool { return c.own.Timeline().Busy() }

// Ended reports whether the end panel shows (the game is over and its last
// move shown).
func (c *Core[K]) Ended() bool { return c.End != nil && !c.Busy() }

// Mine reports whether the decision now is the viewer's to make here: the
// table is at rest on a human's decision and shows that human's view.
func (c *Core[K]) Mine() bool {
	return !c.S.Over() && !c.S.BotTurn() && !c.Busy() && c.S.Current() == c.Viewer && c.Viewer >= 0
}

// sync brings the table up to the match: the actions since it last looked
// are animated; a new viewer (the device passed) or an undo shows the
// position afresh.
func (c *Core[K]) sync(ctx *stage.Context) {
	n := len(c.S.Match.Log)
	viewer := c.S.Viewer()
	if n == c.LogLen && viewer == c.Viewer {
		return
	}
	if c.LogLen == Unseen {
		c.recapAt = n // the table's first look: what came before is no news
	}
	newEyes := viewer != c.Viewer && viewer != engine.NoPlayer
	afresh := Afresh(c.LogLen, n, newEyes)
	if afresh {
		c.own.Timeline().Skip()
		c.gate.Clear()
		if first := c.own.Afresh(viewer, ctx); first != nil {
			c.gate.Hold(-1, first)
		}
	} else {
		if !c.Busy() {
			c.gate.Clear() // what it held for is over, or was skipped
		}
		for i := c.LogLen; i < n; i++ {
			c.gate.Hold(i, c.own.Animate(i, c.S.Match.Log[i], viewer, ctx))
		}
	}
	c.LogLen, c.Viewer = n, viewer
	c.lines = c.own.LogLines(viewer)
	for i := range c.lines {
		c.lines[i].Text = play.Sentence(c.lines[i].Text)
	}
	c.shown = c.gate.Shown(c.lines, c.Busy())
	arrived := ctx.Tick
	if afresh {
		arrived = longAgo // a loaded game's log shows whole from the first frame
	}
	c.Log.Set(c.lines[:c.shown], c.sinceLine(), arrived)
	c.Ready = false
	if c.S.Over() && c.End == nil {
		c.End = c.own.NewEnd()
	}
	c.own.Synced(ctx)
	c.Layer.Invalidate()
	ctx.Redraw()
}

// showLog shows the lines whose steps have begun; it reports whether more
// show than before.
func (c *Core[K]) showLog(tick int) bool {
	n := c.gate.Shown(c.lines, c.Busy())
	if n == c.shown {
		return false
	}
	c.shown = n
	c.Log.Set(c.lines[:n], c.sinceLine(), tick)
	return true
}

// calmAfter is how long, in ticks, a showing of moves must have lasted
// for the table to take no choice in the first moments after it (a
// replay of other seats' moves, not a player's own card landing).
const calmAfter = 45

// Update runs one tick: sync with the match, play the animation on, read
// the input into intents and handle them, let a bot think, and hand over
// to the pass screen when the next human must take the device.
func (c *Core[K]) Update(ctx *stage.Context) error {
	c.Now = ctx.Tick
	if ctx.Pressed && c.note.tick < ctx.Tick {
		c.note = note{} // said of the last click: the next one closes it
	}
	c.sync(ctx)
	tl := c.own.Timeline()
	was := tl.Busy()
	changed := tl.Advance(ctx.Tick)
	busy := tl.Busy()
	c.Showing(ctx, was, busy)
	switch {
	case busy && !was:
		c.busySince = ctx.Tick
	case was && !busy && ctx.Tick-c.busySince >= calmAfter:
		c.Group.Calm(ctx.Tick + ui.HurryGrace) // a click as a long showing ends meant to skip it
	}
	if c.End != nil && !busy {
		c.End.Update(ctx)
	}
	if tk, ok := c.own.(Ticker); ok && tk.Tick(ctx, was || busy) {
		changed = true
	}
	c.Spots.Shift = ctx.Shift
	c.refreshSpots()
	c.numberButtons(c.own.Mine())
	c.Log.Update(ctx.Frame)
	// A refusal this tick is said by the pointer too; the recap or the zoom
	// takes the input while it shows.
	err := c.Err
	// A zoom opened over the recap takes the input first: Esc closed the
	// recap under it (play-test 30).
	var over bool
	if c.zoom != nil {
		over = c.inspect(ctx)
	} else {
		over = c.closeRecap(ctx) || c.inspect(ctx)
	}
	if !over {
		c.Group.Update(ctx.Frame)
		if c.Group.TakeDropped() {
			c.say(ctx, "That choice changed as you clicked: look, then click again.")
		}
		if c.Group.Hovered() == nil { // a button on the log (its own) acts alone
			c.Log.OpenOnClick(ctx.Frame)
		}
		c.trackHover(ctx)
		c.keys(ctx)
	} else {
		c.Group.Note(ctx.Frame) // buttons that come meanwhile show, under what takes the input
	}
	if busy && ctx.TakeClick() {
		tl.Skip() // a click skips the animation
		changed, c.skippedAt = true, ctx.Tick
		if c.Mine() { // the click was not a choice: say so, not nothing
			c.say(ctx, "Skipped to now: click again to choose.")
			c.Group.Hurry(ctx.Tick)
		} else if why := c.notYours(); why != "" {
			c.say(ctx, why) // nor lost silently when another seat plays on (play-test 17)
		}
	}
	if k, ok := takeNumberKey(ctx); ok && busy {
		// A number key while a move is shown skips it, as a click does; it
		// chooses nothing (the buttons it would press are not shown yet, and
		// play-test 9 saw a key meant for one hand choose in the next), and
		// it is not lost without a word either (play-tests 10, 11).
		tl.Skip()
		changed, c.skippedAt = true, ctx.Tick
		if c.Mine() {
			c.say(ctx, fmt.Sprintf("Skipped to now: press %d again to choose.", k))
			c.Group.Hurry(ctx.Tick)
		} else if why := c.notYours(); why != "" {
			c.say(ctx, why)
		}
	}
	c.refuse(ctx)
	if c.Handle(ctx) {
		c.sync(ctx)
		changed = true
	}
	if c.Err != "" && c.Err != err {
		c.say(ctx, c.Err)
	}
	if c.showLog(ctx.Tick) {
		changed = true
	}
	repaint := changed || c.Busy() || ctx.NeedsRedraw() || ctx.Pressed || ctx.Released
	if c.Think(ctx, repaint, c.Busy(), c.End != nil) {
		repaint = true
	}
	if len(c.S.Match.Log) != c.LogLen {
		c.Err = ""  // a refusal is about the position it was made in
		c.sync(ctx) // a bot moved: its move shows from this frame on
		repaint = true
	}
	if st, ok := c.own.(Settler); ok {
		st.Settle(ctx)
		c.numberButtons(c.own.Mine()) // the buttons it settled, as drawn
	}
	c.refreshBar()
	if mine := c.Mine(); mine != c.wasMine {
		if mine {
			if c.note.tick < ctx.Tick {
				c.note = note{} // "Not now: Bram is thinking" is over (play-test 25)
			}
			c.startRecap(ctx)
		}
		c.wasMine = mine
	}
	thinking := c.Thinking(c.End != nil)
	if c.Hover.Due(ctx.Tick) || c.Hover.Shown(ctx.Tick) && ctx.Moved || thinking && ctx.Tick%ThinkingStep == 0 || c.Log.Animating(ctx.Tick) {
		repaint = true
	}
	if repaint {
		c.Layer.Invalidate()
		ctx.Redraw()
	}
	if c.noteShows(ctx.Tick) {
		ctx.Redraw() // drawn over the layer, until it has faded
	}
	if p, ok := c.S.NeedsPass(); ok && !c.Busy() {
		ctx.Host.GoTo(Screens.Pass(c.S, p, c.self))
	}
	return nil
}

// keys: Esc closes the whole log or the table's drawer, else opens the
// menu; Z undoes; L opens the whole log; Space pauses watched bots; the
// table's own keys; 1–9 play the first nine legal actions.
func (c *Core[K]) keys(ctx *stage.Context) {
	switch {
	case ctx.TakeKey(ebiten.KeyEscape):
		esc, ok := c.own.(Escaper)
		switch {
		case c.Log.Open:
			c.Log.Open = false
			ctx.Redraw()
		case ok && esc.Escape():
			ctx.Redraw()
		default:
			c.Later(c.OpenMenu)
		}
	case c.UndoKey(ctx): // Z or Ctrl+Z
	case ctx.TakeKey(ebiten.KeyL):
		c.Log.Toggle()
		ctx.Redraw()
	case c.S.Watching() && ctx.TakeKey(ebiten.KeySpace):
		c.Paused = !c.Paused
		ctx.Redraw()
	default:
		if k, ok := c.own.(Keyer); ok && k.Keys(ctx) {
			ctx.Redraw()
			return
		}
		mine := c.own.Mine()
		if !mine || !c.pressNumbered(ctx) {
			c.QuickKeys(ctx, mine)
		}
		if c.Busy() {
			return // a number key while a move shows skips it (Update)
		}
		if k, ok := takeNumberKey(ctx); ok {
			c.say(ctx, c.noSuchKey(k, mine))
		}
	}
}

// OpenMenu shows the menu over the table.
func (c *Core[K]) OpenMenu(ctx *stage.Context) { ctx.Host.Show(Screens.Menu(c.self, c.S)) }

// OpenRules shows the game's rules, coming back to the table.
func (c *Core[K]) OpenRules(ctx *stage.Context) {
	section := ""
	if rs, ok := c.own.(RulesSectioner); ok {
		section = rs.RulesSection()
	}
	ctx.Host.GoTo(Screens.Rules(c.S.Game(), section, c.self))
}

// RulesSectioner is a table that names the section of its game's rules
// (a "## " heading of Info.Rules) about the decision at hand: the rules
// open there.
type RulesSectioner interface{ RulesSection() string }

// refreshSpots lays this tick's spots and the group's controls: the
// spots, the table's controls and the bar; only the bar and the controls
// the whole log leaves clear while it is open, and the bar and the end
// panel's controls once the result covers the table.
func (c *Core[K]) refreshSpots() {
	c.Spots.Begin()
	c.own.Mark()
	var items []ui.Control
	switch {
	case c.Log.Open:
		for _, it := range c.own.Controls() { // the prompt's buttons stay beside the log
			if it.Bounds().Intersect(c.Log.FullAt.Inset(-4)).Empty() {
				items = append(items, it)
			}
		}
		items = append(items, c.Bar.covered()...)
	case c.Ended():
		items = append(c.End.Controls(), c.Bar.covered()...)
	default:
		items = append(c.Spots.Controls(), c.own.Controls()...)
		items = append(items, c.Bar.all()...)
	}
	c.Group.Items = items
}

// trackHover notes when the pointer came to rest on a spot with words, for
// its tooltip.
func (c *Core[K]) trackHover(ctx *stage.Context) {
	var over *Spot[K]
	if h, ok := c.Group.Hovered().(*Spot[K]); ok && h.Hint != "" && !c.Group.InertTip() {
		over = h
	}
	c.Hover.Track(ctx, over, c.Group.Slid())
}

// tipShows reports whether the tooltip of the spot under the pointer
// shows: it rested there long enough, nothing covers the table, and the
// spot is still laid this tick under the pointer (a hero that has left
// play takes its tooltip with it).
func (c *Core[K]) tipShows(ctx *stage.Context) bool {
	s := c.Hover.Spot
	return c.Hover.Shown(ctx.Tick) && !c.Busy() && !c.Log.Open && c.zoom == nil &&
		(c.recap == nil || !c.recap.panel.Contains(ctx.Mouse)) &&
		c.Spots.Laid(s) && s.Rect.Contains(ctx.Mouse)
}

// tipKeep is what a tooltip must leave clear if it can: the other legal
// targets and the usable buttons, the next click's places.
func (c *Core[K]) tipKeep() []layout.Rect {
	var keep []layout.Rect
	if c.Group == nil {
		return nil
	}
	for _, it := range c.Group.Items {
		if s, ok := it.(*Spot[K]); ok && (s == c.Hover.Spot || !s.Glow) {
			continue
		}
		if it.Visible() && it.Usable() {
			keep = append(keep, it.Bounds())
		}
	}
	if k, ok := c.own.(TipKeeper); ok {
		keep = append(keep, k.TipKeep()...)
	}
	return keep
}

// tipFirst is what a tooltip leaves clear before all else (TipFirster).
func (c *Core[K]) tipFirst() []layout.Rect {
	if f, ok := c.own.(TipFirster); ok {
		return f.TipFirst()
	}
	return nil
}

// TipPoints are where the table shows a tooltip (stage.Tipped).
func (c *Core[K]) TipPoints() []layout.Point { return c.Group.TipPoints() }

// Draw copies the still table from its layer (painting it afresh when
// anything changed) and draws what moves over it. It changes nothing: the
// table was entered and synced before.
func (c *Core[K]) Draw(cv *ui.Canvas, ctx *stage.Context) {
	c.Layer.Draw(cv, func(cv *ui.Canvas) { c.drawStill(cv, ctx) })
	if m, ok := c.own.(Mover); ok && !c.Log.Open { // the whole log covers the table: nothing flies over it
		m.DrawMoving(cv, ctx)
	}
	c.drawRecap(cv)
	c.drawZoom(cv)
	c.drawNote(cv, ctx.Tick)
}

func (c *Core[K]) drawStill(cv *ui.Canvas, ctx *stage.Context) {
	c.own.DrawStill(cv, ctx)
	ended := c.Ended()
	if ended {
		c.End.Draw(cv, ctx)
	}
	c.Log.DrawFull(cv, ctx.Tick)
	cv.Keep, cv.KeepFirst = c.tipKeep(), c.tipFirst() // a button's tooltip leaves the next click clear too
	c.Group.Draw(cv, ctx.Tick, ctx.Mouse)
	if tp, ok := c.own.(Tipper[K]); ok && c.tipShows(ctx) {
		tp.DrawTip(cv, c.Hover.Spot, ctx)
	}
	cv.Keep, cv.KeepFirst = nil, nil
}

// Position is the match's position for the browser's test hook.
var _ stage.Positioned = (*Core[int])(nil)

// LogWaitsFor is the step log line l waits for, nil if none (tests).
func (c *Core[K]) LogWaitsFor(l LogLine) *Span { return c.gate.WaitsFor(l) }

// LogShown is how many of the log's lines show and how many there are
// (tests: while a move is shown the log may hold lines back, at rest none).
func (c *Core[K]) LogShown() (shown, all int) { return c.shown, len(c.lines) }
