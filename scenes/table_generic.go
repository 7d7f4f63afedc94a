package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// GenericTable plays any game that has no table of its own: it shows whose
// turn it is, the legal actions as buttons labelled in the game's words,
// the log, dice rolled and cards shown, and the end of the game. Bots think
// a little every tick, so the screen never freezes.
type GenericTable struct {
	s *play.Session

	group   *ui.Group
	undo    *ui.Button
	pause   *ui.Button
	actions []*ui.Button
	acts    []engine.Action // the action of each button
	page    int
	pages   int

	layer  ui.Layer   // the still part of the table
	still  stillState // what the layer showed of the moving parts
	log    ui.Log
	prompt ui.Prompt
	dice   ui.Dice
	table  tableView

	logLen  int // len(Match.Log) when last shown
	viewer  engine.Player
	ready   bool // the bot to act has finished thinking
	nextBot int  // tick before which a bot may not move (pacing)
	paused  bool
	err     string
	end     *endScreen
	pending func(ctx *Context)
	started bool
	pos     MatchPosition
}

// Places on the generic table.
var (
	tableTitle   = layout.Rect{X: 24, Y: 14, W: 290, H: 68}
	tablePrompt  = layout.Rect{X: 330, Y: 14, W: 620, H: 68}
	tableSeats   = layout.Rect{X: 24, Y: 96, W: 290, H: 608}
	tableArea    = layout.Rect{X: 330, Y: 96, W: 550, H: 372}
	tableActions = layout.Rect{X: 330, Y: 480, W: 550, H: 224}
	tableLog     = layout.Rect{X: 896, Y: 96, W: 360, H: 608}
)

// Pacing at normal speed, in ticks.
const (
	botPause   = 40 // between a move and a bot's next move
	thinkChunk = 4  // iterations per Think call
	// thinkingStep is how often, in ticks, the thinking dots change.
	thinkingStep = 10
)

// NewGenericTable is the table for s.
func NewGenericTable(s *play.Session) *GenericTable {
	t := &GenericTable{s: s, logLen: -1, viewer: engine.NoPlayer}
	t.log.Rect = tableLog
	t.prompt.Rect = tablePrompt
	t.dice.Center = layout.Point{X: tableArea.X + tableArea.W/2, Y: tableArea.Bottom() - 62}
	t.table.area = tableArea
	return t
}

// Session is the match this table plays.
func (t *GenericTable) Session() *play.Session { return t.s }

func (t *GenericTable) Name() string { return "table" }

// build makes the buttons: the bar's icons and one per legal action.
func (t *GenericTable) build() {
	g := ui.NewGroup()
	menu := ui.NewButton(layout.Rect{X: 1200, Y: 22, W: 52, H: 52}, "", func() { t.pending = t.openMenu })
	menu.Icon, menu.Tooltip = "menu", "Menu (Esc): save, rules, settings, quit"
	rules := ui.NewButton(layout.Rect{X: 1140, Y: 22, W: 52, H: 52}, "", func() {
		t.pending = func(ctx *Context) { ctx.Host.GoTo(NewRules(t.s.Game(), t)) }
	})
	rules.Icon, rules.Tooltip = "rules", "Rules of "+t.s.Match.Info.Title
	t.undo = ui.NewButton(layout.Rect{X: 1080, Y: 22, W: 52, H: 52}, "", func() { t.pending = t.doUndo })
	t.undo.Icon = "undo"
	t.pause = ui.NewButton(layout.Centered(tableActions.X+tableActions.W/2, tableActions.Y+120, 180, 44), "Pause", func() { t.paused = !t.paused })
	t.pause.Hidden = !t.s.Watching() || t.s.Over()
	// The legal actions come first, so Tab and the arrows cycle through them.
	t.actions, t.acts = t.actions[:0], t.acts[:0]
	if !t.s.Over() && !t.s.BotTurn() {
		t.layoutActions(g)
	}
	g.Add(t.pause, t.undo, rules, menu)
	if t.group != nil {
		g.Focus = t.group.Focus // keyboard players keep their place; Update clamps it
	}
	t.group = g
	t.refreshBar()
}

func (t *GenericTable) layoutActions(g *ui.Group) {
	legal := t.s.Legal()
	area := t.actionsArea()
	widths := make([]float64, len(legal))
	labels := make([]string, len(legal))
	for i, a := range legal {
		labels[i] = t.s.ActionText(a)
		widths[i] = min(max(ui.ButtonWidth(labels[i], "", ui.BodyB), 120), area.W)
	}
	// Page through the actions when they do not all fit.
	start := 0
	t.pages = 0
	for start < len(legal) {
		rects := layout.Flow(area, widths[start:], 40, 10, 8)
		if len(rects) == 0 {
			break
		}
		if t.pages == t.page {
			for j, r := range rects {
				i := start + j
				a := legal[i]
				b := ui.NewButton(r, labels[i], func() { t.pending = func(ctx *Context) { t.human(ctx, a) } })
				b.Style, b.Glow = ui.BodyB, true
				if i-start < 9 {
					b.Tooltip = fmt.Sprintf("%s (key %d)", labels[i], i-start+1)
				}
				t.actions = append(t.actions, b)
				t.acts = append(t.acts, a)
				g.Add(b)
			}
		}
		start += len(rects)
		t.pages++
	}
	if t.pages > 1 {
		prev := ui.NewButton(layout.Rect{X: tableActions.Right() - 112, Y: tableActions.Y + 12, W: 44, H: 36}, "", func() { t.turnPage(-1) })
		prev.Icon, prev.Tooltip, prev.Disabled = "arrow-left", "Previous actions (Page Up)", t.page == 0
		next := ui.NewButton(layout.Rect{X: tableActions.Right() - 60, Y: tableActions.Y + 12, W: 44, H: 36}, "", func() { t.turnPage(1) })
		next.Icon, next.Tooltip, next.Disabled = "arrow-right", "More actions (Page Down)", t.page >= t.pages-1
		g.Add(prev, next)
	}
}

func (t *GenericTable) actionsArea() layout.Rect {
	_, body := tableActions.InsetXY(18, 14).CutTop(34, 4)
	return body
}

func (t *GenericTable) turnPage(d int) {
	p := min(max(t.page+d, 0), t.pages-1)
	if p != t.page {
		t.page = p
		t.build()
	}
}

// refreshBar updates the icon buttons' states and the prompt.
func (t *GenericTable) refreshBar() {
	t.undo.Disabled = !t.s.CanUndo() || t.s.BotTurn()
	t.undo.Tooltip = "Undo the last move (Ctrl+Z)"
	if t.undo.Disabled {
		t.undo.Tooltip = "Nothing to undo: a die was rolled, something hidden was shown, or a bot moved"
	}
	if t.paused {
		t.pause.Label, t.pause.Icon, t.pause.Tooltip = "Resume", "play", "Let the bots play on (Space)"
	} else {
		t.pause.Label, t.pause.Icon, t.pause.Tooltip = "Pause", "close", "Stop after this move (Space)"
	}
	p := t.s.Current()
	t.prompt.Thinking, t.prompt.Token, t.prompt.Alert = false, "", false
	t.prompt.Detail = ""
	switch {
	case t.s.Over():
		t.prompt.Text = "Game over"
	case t.s.BotTurn():
		t.prompt.Text = t.s.Name(p) + " is thinking"
		t.prompt.Thinking = !t.ready && !t.paused
		if t.ready || t.paused {
			t.prompt.Text = t.s.Name(p) + " to act"
		}
		t.prompt.Token = "token/pawn-" + ui.SeatColour(int(p))
	default:
		t.prompt.Text = t.s.Name(p) + " to act"
		t.prompt.Token = "token/pawn-" + ui.SeatColour(int(p))
		t.prompt.Detail = "Choose a move below"
	}
	if t.s.Watching() && !t.s.Over() {
		t.prompt.Detail = "Watching the bots play"
		if t.paused {
			t.prompt.Detail = "Paused: press Space or the play button"
		}
	}
	if err := t.s.AutosaveErr(); err != nil {
		t.prompt.Detail, t.prompt.Alert = "Autosave failed: "+err.Error(), true
	}
	if t.err != "" {
		t.prompt.Detail, t.prompt.Alert = t.err, true
	}
}

// sync shows what happened since the table last looked at the match.
func (t *GenericTable) sync(ctx *Context) {
	n := len(t.s.Match.Log)
	viewer := t.s.Viewer()
	if n == t.logLen && viewer == t.viewer {
		return
	}
	animate := t.logLen >= 0 && n == t.logLen+1
	if animate {
		t.table.show(ctx, t.s, t.s.Match.Log[n-1], &t.dice)
	} else {
		t.table.rebuild(t.s)
		t.dice.Clear()
	}
	t.logLen, t.viewer = n, viewer
	t.log.Set(t.logLines(viewer), ctx.Tick)
	t.ready, t.page = false, 0
	t.nextBot = ctx.Tick + ctx.Frames(botPause)
	if !animate {
		t.nextBot = ctx.Tick + ctx.Frames(botPause/2)
	}
	if t.s.Over() && t.end == nil {
		t.end = newEndScreen(t.s, t)
	}
	t.build()
	ctx.Redraw()
}

func (t *GenericTable) logLines(viewer engine.Player) []ui.LogLine {
	lines := play.Lines(t.s.Match.Info, t.s.Match.Log, t.s.Names(), viewer)
	out := make([]ui.LogLine, len(lines))
	for i, l := range lines {
		out[i] = ui.LogLine{Text: l.Text, Action: l.Action, Die: l.Die, Face: l.Face}
		if l.Action && l.Player >= 0 {
			out[i].Mark = seatInk(int(l.Player))
		}
	}
	return out
}

// human plays a human seat's action.
func (t *GenericTable) human(ctx *Context, a engine.Action) {
	t.dice.Skip(ctx.Tick)
	if err := t.s.Play(a); err != nil {
		t.err = "Not allowed: " + err.Error()
		return
	}
	t.err = ""
}

func (t *GenericTable) doUndo(ctx *Context) {
	if err := t.s.Undo(); err != nil {
		t.err = err.Error()
		return
	}
	t.err = ""
	t.logLen = -1 // show the position afresh, without animating
}

func (t *GenericTable) openMenu(ctx *Context) { ctx.Host.Show(NewMenu(t, t.s)) }

func (t *GenericTable) Update(ctx *Context) error {
	if !t.started {
		t.started = true
		t.build()
	}
	t.sync(ctx)
	if t.end != nil {
		t.end.update(ctx)
	}
	t.log.Update(ctx.Frame)
	t.group.Update(ctx.Frame)
	t.keys(ctx)
	if ctx.Click() && tableArea.Contains(ctx.Mouse) && t.dice.Rolling(ctx.Tick) {
		ctx.TakeClick()
		t.dice.Skip(ctx.Tick) // a click skips the roll
	}
	if p := t.pending; p != nil {
		t.pending = nil
		p(ctx)
		t.sync(ctx)
		ctx.Redraw()
	}
	// Anything asked to be drawn so far changed the still part (a move, a
	// hover, a key); so does the end of an animation, which settles into it.
	still := stillState{t.log.Animating(ctx.Tick), t.table.landed(ctx.Tick)}
	repaint := ctx.NeedsRedraw() || ctx.Pressed || ctx.Released || still != t.still
	t.still = still
	if t.think(ctx, repaint) {
		repaint = true
	}
	t.refreshBar()
	if repaint {
		t.layer.Invalidate()
		ctx.Redraw()
	}
	if pl, ok := t.s.NeedsPass(); ok && !t.table.busy(ctx.Tick) && !t.dice.Rolling(ctx.Tick) {
		ctx.Host.GoTo(NewPass(t.s, pl, t))
	}
	if t.dice.Animating(ctx.Tick) || t.table.busy(ctx.Tick) || t.log.Animating(ctx.Tick) {
		ctx.Redraw()
	}
	if t.prompt.Thinking && ctx.Tick%thinkingStep == 0 {
		ctx.Redraw() // the thinking dots move on
	}
	return nil
}

func (t *GenericTable) keys(ctx *Context) {
	switch {
	case ctx.TakeKey(ebiten.KeyEscape):
		t.pending = t.openMenu
	case ctx.Ctrl && ctx.Key(ebiten.KeyZ):
		ctx.TakeKey(ebiten.KeyZ)
		if t.s.CanUndo() && !t.s.BotTurn() {
			t.pending = t.doUndo
		}
	case ctx.TakeKey(ebiten.KeyPageDown):
		t.turnPage(1)
	case ctx.TakeKey(ebiten.KeyPageUp):
		t.turnPage(-1)
	case t.s.Watching() && ctx.TakeKey(ebiten.KeySpace):
		t.paused = !t.paused
		ctx.Redraw()
	}
	for i, b := range t.actions {
		if i < 9 && ctx.TakeKey(ebiten.Key1+ebiten.Key(i)) {
			b.Activate()
		}
	}
}

// think lets the bot to act think within this tick's budget, and plays its
// move once it is ready and the table has shown the last one. On a tick that
// repaints the table the bot thinks less, to keep the frame short. It
// reports whether the bot just finished thinking (which the table shows).
func (t *GenericTable) think(ctx *Context, repaint bool) (ready bool) {
	if !t.s.BotTurn() || t.end != nil {
		return false
	}
	if !t.ready {
		t.ready = ThinkTick(ctx, t.s, repaint, thinkChunk)
		ready = t.ready
	}
	if t.ready && !t.paused && ctx.Tick >= t.nextBot && !t.dice.Rolling(ctx.Tick) && !t.table.busy(ctx.Tick) {
		if _, err := t.s.PlayBot(); err != nil {
			t.err = "A bot's move was refused: " + err.Error()
			t.paused = true
		}
		// The table shows the move from the next tick on (sync), which
		// spreads the move and its drawing over two frames.
	}
	return ready
}

// stillState is what of the moving parts settles into the layer: log lines
// that finished fading in, cards that landed on the pile. When it changes
// the layer is painted again.
type stillState struct {
	logFading bool
	landed    int
}

// Position is the match's position for the browser's test hook (Positioned).
func (t *GenericTable) Position() (moves int, digest, toAct string) { return t.pos.Of(t.s.Match) }

// Close waits for the autosave of the last move (the app is ending).
func (t *GenericTable) Close() error { return t.s.Close() }
