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
// the log, dice rolled and cards shown, and the end of the game. It stands
// on the table core like every game's own table; it has no spots (K int).
type GenericTable struct {
	tablekit.Core[int]

	actions []*ui.Button
	paging  []*ui.Button // previous and next page, when the actions need pages
	page    int
	pages   int

	prompt ui.Prompt
	dice   ui.Dice
	table  tableView
	anim   genericAnim
}

// Places on the generic table.
var (
	tableTitle   = layout.Rect{X: 24, Y: 14, W: 290, H: 68}
	tablePrompt  = tableTitle.Beside(16, 620)
	tableSeats   = layout.Rect{X: 24, Y: 96, W: 290, H: 608}
	tableArea    = layout.Rect{X: 330, Y: 96, W: 550, H: 372}
	tableActions = tableArea.Below(12, 224)
	tableLog     = layout.Rect{X: 896, Y: 96, W: 360, H: 608}
)

// NewGenericTable is the table for s.
func NewGenericTable(s *play.Session) *GenericTable {
	t := &GenericTable{}
	t.Init(s, t)
	t.anim.Rest = func() {
		t.dice.Skip(t.anim.now)
		t.table.settle()
	}
	b := &t.Bar
	b.Menu.Rect = layout.Rect{X: 1200, Y: 22, W: 52, H: 52}
	b.Rules.Rect = layout.Rect{X: 1140, Y: 22, W: 52, H: 52}
	b.Undo.Rect = layout.Rect{X: 1080, Y: 22, W: 52, H: 52}
	b.Pause.Rect = layout.Centered(tableActions.X+tableActions.W/2, tableActions.Y+120, 180, 44)
	b.NoUndo = "Nothing to undo: a die was rolled, something hidden was shown, or a bot moved"
	t.Log.Small.Rect = tableLog
	t.Log.Inks = ui.SeatInk
	t.prompt.Rect = tablePrompt
	t.dice.Center = layout.Point{X: tableArea.X + tableArea.W/2, Y: tableArea.Bottom() - 62}
	t.table.area = tableArea
	return t
}

// Afresh sets the table from the whole log, nothing moving.
func (t *GenericTable) Afresh(engine.Player, *Context) []*tablekit.Span {
	t.table.rebuild(t.S)
	t.dice.Clear()
	return nil
}

// Animate flies the cards and rolls the dice of log entry i, each a step
// on the timeline, which the table view draws by the tick.
func (t *GenericTable) Animate(i int, e engine.LogEntry, _ engine.Player, ctx *Context) []*tablekit.Span {
	flights, rolled := t.table.show(ctx, t.S, e, &t.dice)
	for _, m := range flights {
		t.anim.At(&genericStep{Span: tablekit.Span{Dur: m.Dur}}, m.Start)
	}
	if rolled {
		t.anim.At(&genericStep{Span: tablekit.Span{Dur: ctx.Frames(ui.DiceTumble) + ui.DiceSettle}}, ctx.Tick)
	}
	return nil
}

// Timeline is the cards in flight and the dice rolling.
func (t *GenericTable) Timeline() tablekit.Animation { return &t.anim }

// Synced lays the buttons of the decision now out, from its first page.
func (t *GenericTable) Synced(*Context) {
	t.page = 0
	t.makeActions()
}

// LogLines are the game's log in its own words.
func (t *GenericTable) LogLines(viewer engine.Player) []tablekit.LogLine {
	return play.Lines(t.S.Match.Info, t.S.Match.Log, t.S.Names(), viewer)
}

// Mark: the generic table has no spots.
func (t *GenericTable) Mark() {}

// Controls are the actions' buttons (first, so that Tab and the arrows
// cycle through them) and the page buttons.
func (t *GenericTable) Controls() []ui.Control {
	out := make([]ui.Control, 0, len(t.actions)+len(t.paging))
	for _, b := range t.actions {
		out = append(out, b)
	}
	for _, b := range t.paging {
		out = append(out, b)
	}
	return out
}

// NewEnd is the result over the middle of the table.
func (t *GenericTable) NewEnd() tablekit.End { return newEndScreen(t.S, t) }

// makeActions makes one button per legal action, in pages when they do not
// all fit.
func (t *GenericTable) makeActions() {
	t.actions, t.paging = t.actions[:0], t.paging[:0]
	if t.S.Over() || t.S.BotTurn() {
		return
	}
	legal := t.S.Legal()
	area := t.actionsArea()
	widths := make([]float64, len(legal))
	labels := make([]string, len(legal))
	for i, a := range legal {
		labels[i] = t.S.ActionText(a)
		widths[i] = min(max(ui.ButtonWidth(labels[i], "", ui.BodyB), 120), area.W)
	}
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
				b := ui.NewButton(r, labels[i], func() { t.Later(func(*Context) { t.human(a) }) })
				b.Style, b.Glow = ui.BodyB, true
				if j < 9 {
					b.Tooltip = fmt.Sprintf("%s (key %d)", labels[i], j+1)
				}
				t.actions = append(t.actions, b)
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
		t.paging = append(t.paging, prev, next)
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
		t.makeActions()
	}
}

// Keys: Page Up and Down turn the actions' pages; 1–9 press the buttons of
// the page shown (the first page holds the first nine legal actions, as
// the other tables' quick keys do).
func (t *GenericTable) Keys(ctx *Context) bool {
	switch {
	case ctx.TakeKey(ebiten.KeyPageDown):
		t.turnPage(1)
		return true
	case ctx.TakeKey(ebiten.KeyPageUp):
		t.turnPage(-1)
		return true
	}
	for i, b := range t.actions {
		if i < 9 && ctx.TakeKey(ebiten.Key1+ebiten.Key(i)) {
			b.Activate()
			return true
		}
	}
	return false
}

// human plays a human seat's action, the cards and dice still moving
// settled first: the buttons stay usable while the last move is shown.
func (t *GenericTable) human(a engine.Action) {
	t.anim.Skip()
	t.Play(a)
}

// Settle says in the prompt whose turn it is and what went wrong.
func (t *GenericTable) Settle(*Context) {
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

// genericStep is a step of the generic table's animation: a card flying
// or the dice rolling, which the table view draws by the tick.
type genericStep struct{ tablekit.Span }

// genericAnim is the generic table's timeline; it keeps the tick, which a
// skipped roll settles at.
type genericAnim struct {
	tablekit.Timeline[*genericStep]
	now int
}

func (a *genericAnim) Advance(now int) bool {
	a.now = now
	return a.Timeline.Advance(now)
}

var _ Positioned = (*GenericTable)(nil)
