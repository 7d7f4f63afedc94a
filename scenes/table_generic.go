package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// GenericTable plays any game that has no table of its own: it shows whose
// turn it is, the legal actions as buttons labelled in the game's words,
// the log, dice rolled and cards shown, and the end of the game. Bots think
// a little every tick, so the screen never freezes.
type GenericTable struct {
	tablekit.Turns // the match: moves, undo, bots' thinking and pacing

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
	end     *endScreen
	started bool
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
	botPause = 40 // between a move and a bot's next move
	// thinkingStep is how often, in ticks, the thinking dots change.
	thinkingStep = 10
)

// NewGenericTable is the table for s.
func NewGenericTable(s *play.Session) *GenericTable {
	t := &GenericTable{Turns: tablekit.Turns{S: s}, logLen: -1, viewer: engine.NoPlayer}
	t.Moved = func(undo bool) {
		if undo {
			t.logLen = -1 // show the position afresh, without animating
		}
	}
	t.log.Rect = tableLog
	t.prompt.Rect = tablePrompt
	t.dice.Center = layout.Point{X: tableArea.X + tableArea.W/2, Y: tableArea.Bottom() - 62}
	t.table.area = tableArea
	return t
}

// build makes the buttons: the bar's icons and one per legal action.
func (t *GenericTable) build() {
	g := ui.NewGroup()
	menu := ui.NewButton(layout.Rect{X: 1200, Y: 22, W: 52, H: 52}, "", func() { t.Later(t.openMenu) })
	menu.Icon, menu.Tooltip = "menu", "Menu (Esc): save, rules, settings, quit"
	rules := ui.NewButton(layout.Rect{X: 1140, Y: 22, W: 52, H: 52}, "", func() {
		t.Later(func(ctx *Context) { ctx.Host.GoTo(NewRules(t.S.Game(), t)) })
	})
	rules.Icon, rules.Tooltip = "rules", "Rules of "+t.S.Match.Info.Title
	t.undo = ui.NewButton(layout.Rect{X: 1080, Y: 22, W: 52, H: 52}, "", t.UndoLater)
	t.undo.Icon = "undo"
	t.pause = ui.NewButton(layout.Centered(tableActions.X+tableActions.W/2, tableActions.Y+120, 180, 44), "Pause", func() { t.Paused = !t.Paused })
	t.pause.Hidden = !t.S.Watching() || t.S.Over()
	// The legal actions come first, so Tab and the arrows cycle through them.
	t.actions, t.acts = t.actions[:0], t.acts[:0]
	if !t.S.Over() && !t.S.BotTurn() {
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
	legal := t.S.Legal()
	area := t.actionsArea()
	widths := make([]float64, len(legal))
	labels := make([]string, len(legal))
	for i, a := range legal {
		labels[i] = t.S.ActionText(a)
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
				b := ui.NewButton(r, labels[i], func() { t.Later(func(ctx *Context) { t.human(ctx, a) }) })
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
	t.undo.Disabled = !t.S.CanUndo() || t.S.BotTurn()
	t.undo.Tooltip = tablekit.UndoTip
	if t.undo.Disabled {
		t.undo.Tooltip = "Nothing to undo: a die was rolled, something hidden was shown, or a bot moved"
	}
	if t.Paused {
		t.pause.Label, t.pause.Icon, t.pause.Tooltip = "Resume", "play", "Let the bots play on (Space)"
	} else {
		t.pause.Label, t.pause.Icon, t.pause.Tooltip = "Pause", "close", "Stop after this move (Space)"
	}
	p := t.S.Current()
	t.prompt.Thinking, t.prompt.Token, t.prompt.Alert = false, "", false
	t.prompt.Detail = ""
	switch {
	case t.S.Over():
		t.prompt.Text = "Game over"
	case t.S.BotTurn():
		t.prompt.Text = t.S.Name(p) + " is thinking"
		t.prompt.Thinking = !t.Ready && !t.Paused
		if t.Ready || t.Paused {
			t.prompt.Text = t.S.Name(p) + " to act"
		}
		t.prompt.Token = "token/pawn-" + ui.SeatColour(int(p))
	default:
		t.prompt.Text = t.S.Name(p) + " to act"
		t.prompt.Token = "token/pawn-" + ui.SeatColour(int(p))
		t.prompt.Detail = "Choose a move below"
	}
	if t.S.Watching() && !t.S.Over() {
		t.prompt.Detail = "Watching the bots play"
		if t.Paused {
			t.prompt.Detail = "Paused: press Space or the play button"
		}
	}
	if err := t.S.AutosaveErr(); err != nil {
		t.prompt.Detail, t.prompt.Alert = "Autosave failed: "+err.Error(), true
	}
	if t.Err != "" {
		t.prompt.Detail, t.prompt.Alert = t.Err, true
	}
}

// sync shows what happened since the table last looked at the match.
func (t *GenericTable) sync(ctx *Context) {
	n := len(t.S.Match.Log)
	viewer := t.S.Viewer()
	if n == t.logLen && viewer == t.viewer {
		return
	}
	animate := t.logLen >= 0 && n == t.logLen+1
	if animate {
		t.table.show(ctx, t.S, t.S.Match.Log[n-1], &t.dice)
	} else {
		t.table.rebuild(t.S)
		t.dice.Clear()
	}
	t.logLen, t.viewer = n, viewer
	t.log.Set(t.logLines(viewer), ctx.Tick)
	t.Ready, t.page = false, 0
	t.NextBot = ctx.Tick + ctx.Frames(botPause)
	if !animate {
		t.NextBot = ctx.Tick + ctx.Frames(botPause/2)
	}
	if t.S.Over() && t.end == nil {
		t.end = newEndScreen(t.S, t)
	}
	t.build()
	ctx.Redraw()
}

func (t *GenericTable) logLines(viewer engine.Player) []ui.LogLine {
	lines := play.Lines(t.S.Match.Info, t.S.Match.Log, t.S.Names(), viewer)
	out := make([]ui.LogLine, len(lines))
	for i, l := range lines {
		out[i] = ui.LogLine{Text: l.Text, Action: l.Action, Die: l.Die, Face: l.Face}
		if l.Action && l.Player >= 0 {
			out[i].Mark = seatInk(int(l.Player))
		}
	}
	return out
}

// human plays a human seat's action, the dice still rolling settled first.
func (t *GenericTable) human(ctx *Context, a engine.Action) {
	t.dice.Skip(ctx.Tick)
	t.Play(a)
}

func (t *GenericTable) openMenu(ctx *Context) { ctx.Host.Show(NewMenu(t, t.S)) }

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
	if t.Handle(ctx) {
		t.sync(ctx)
		ctx.Redraw()
	}
	// Anything asked to be drawn so far changed the still part (a move, a
	// hover, a key); so does the end of an animation, which settles into it.
	still := stillState{t.log.Animating(ctx.Tick), t.table.landed(ctx.Tick)}
	repaint := ctx.NeedsRedraw() || ctx.Pressed || ctx.Released || still != t.still
	t.still = still
	busy := t.dice.Rolling(ctx.Tick) || t.table.busy(ctx.Tick)
	if t.Think(ctx, repaint, busy, t.end != nil) {
		repaint = true // the thinking dots stop
	}
	t.refreshBar()
	if repaint {
		t.layer.Invalidate()
		ctx.Redraw()
	}
	if pl, ok := t.S.NeedsPass(); ok && !t.table.busy(ctx.Tick) && !t.dice.Rolling(ctx.Tick) {
		ctx.Host.GoTo(NewPass(t.S, pl, t))
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
		t.Later(t.openMenu)
	case t.UndoKey(ctx):
	case ctx.TakeKey(ebiten.KeyPageDown):
		t.turnPage(1)
	case ctx.TakeKey(ebiten.KeyPageUp):
		t.turnPage(-1)
	case t.S.Watching() && ctx.TakeKey(ebiten.KeySpace):
		t.Paused = !t.Paused
		ctx.Redraw()
	}
	// 1–9 press the buttons of the page shown (the first page holds the
	// first nine legal actions, as the other tables' quick keys do).
	for i, b := range t.actions {
		if i < 9 && ctx.TakeKey(ebiten.Key1+ebiten.Key(i)) {
			b.Activate()
		}
	}
}

// stillState is what of the moving parts settles into the layer: log lines
// that finished fading in, cards that landed on the pile. When it changes
// the layer is painted again.
type stillState struct {
	logFading bool
	landed    int
}
