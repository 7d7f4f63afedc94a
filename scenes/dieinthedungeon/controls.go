package dieinthedungeon

import (
	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// bar is the top bar's buttons and the log's.
type bar struct {
	pause, undo, rules, menu, log *ui.Button
}

// build makes the bar's buttons once.
func (t *Table) build() {
	if t.group != nil {
		return
	}
	b := &t.bar
	b.undo = ui.NewButton(barUndo, "", t.UndoLater)
	b.undo.Icon = "undo"
	b.rules = ui.NewButton(barRules, "", func() {
		t.Later(func(ctx *scenes.Context) { ctx.Host.GoTo(scenes.NewRules(t.S.Game(), t)) })
	})
	b.rules.Icon, b.rules.Tooltip = "rules", "Rules of DIE in the Dungeon!"
	b.menu = ui.NewButton(barMenu, "", func() { t.Later(t.openMenu) })
	b.menu.Icon, b.menu.Tooltip = "menu", "Menu (Esc): save, rules, settings, quit"
	b.pause = ui.NewButton(barPause, "", func() { t.Paused = !t.Paused })
	b.log = ui.NewButton(barLog, "", func() { t.log.open = !t.log.open })
	b.log.Icon, b.log.Tooltip = "plus", "The whole log over the map (L)"
	t.group = ui.NewGroup()
	t.refreshBar()
}

func (t *Table) refreshBar() {
	b := &t.bar
	b.undo.Disabled = !t.S.CanUndo() || t.S.BotTurn()
	b.undo.Tooltip = tablekit.UndoTip
	if b.undo.Disabled {
		b.undo.Tooltip = "Nothing to undo: a die was rolled, a tile shown, or a bot moved"
	}
	for _, pb := range t.buttons {
		pb.Hidden = !t.ours()
	}
	b.pause.Hidden = !t.S.Watching() || t.S.Over()
	b.pause.Label, b.pause.Style, b.pause.Tooltip = "Pause", buttonStyle, "Stop after this move (Space)"
	if t.Paused {
		b.pause.Label, b.pause.Icon, b.pause.Tooltip = "Resume", "play", "Let the bots play on (Space)"
	} else {
		b.pause.Icon = ""
	}
	b.log.Icon = "plus"
	if t.log.open {
		b.log.Icon = "close"
	}
}

// makeButtons makes the prompt's buttons for the decision now: every legal
// action grouped, the ones with nowhere else to click first when they do
// not all fit.
func (t *Table) makeButtons() {
	t.buttons, t.place = t.buttons[:0], nil
	if !t.ours() && !(t.viewer >= 0 && t.S.Current() == t.viewer && !t.S.BotTurn() && !t.S.Over()) {
		return
	}
	if t.state().Stage == dd.StLayout {
		t.layoutButtons()
		return
	}
	for _, p := range buttonFlow.Place(t.cmds, PromptButtons) {
		c := p.Cmd
		b := ui.NewButton(p.Rect, c.Label, func() { t.PlayLater(c.Action) })
		b.Style, b.Tooltip = buttonStyle, c.Tip+keyHint(t.S.Legal(), c.Action)
		b.Primary = c.Kind == dd.KContinue
		t.buttons = append(t.buttons, b)
	}
}

// keyHint names the number key that plays a, if any.
func keyHint(legal []engine.Action, a engine.Action) string {
	for i, x := range legal[:min(len(legal), 9)] {
		if x == a {
			return " (key " + string(rune('1'+i)) + ")"
		}
	}
	return ""
}

// spotKey names a hot spot so that it keeps its identity while the table
// changes.
type spotKey struct {
	kind PlaceKind
	i    int
}

// More spot kinds than places an action is clicked on.
const (
	atXP PlaceKind = iota + 32
	atBoardToken
	atCreature
	atTotals
	atObjective
	atRound
	atSupply
	atOther
)

// spot is a place on the table the pointer and the keyboard can reach. It
// draws only its focus ring; the table draws what it shows.
type spot struct {
	key    spotKey
	rect   layout.Rect
	tip    string
	pic    string // a sprite the tooltip shows large ("" none)
	usable bool
	glow   bool
	action engine.Action
	alt    engine.Action // Shift-click (a tile's peek); 0 none
	hasAlt bool
	t      *Table
}

func (s *spot) Bounds() layout.Rect { return s.rect }
func (s *spot) Usable() bool        { return s.usable }
func (s *spot) Visible() bool       { return true }
func (s *spot) Tip() string         { return "" } // the table draws its own, with a picture
func (s *spot) Activate() {
	if !s.usable {
		return
	}
	if s.hasAlt && (s.t.shift || !s.glow) {
		s.t.PlayLater(s.alt)
		return
	}
	s.t.PlayLater(s.action)
}

func (s *spot) Draw(c *ui.Canvas, l ui.Look) {
	if l.Focused {
		c.RoundStroke(s.rect.Inset(-3), 6, 2, ui.Gold)
	}
}

// mark gets the spot for key with this tick's place and tooltip.
func (t *Table) mark(key spotKey, r layout.Rect, tip, pic string) *spot {
	s, ok := t.spots[key]
	if !ok {
		s = &spot{key: key, t: t}
		t.spots[key] = s
	}
	s.rect, s.tip, s.pic, s.usable, s.glow, s.action, s.alt, s.hasAlt = r, tip, pic, false, false, 0, 0, false
	t.order = append(t.order, s)
	return s
}

// spotAt finds this tick's spot for key.
func (t *Table) spotAt(key spotKey) *spot {
	for _, s := range t.order {
		if s.key == key {
			return s
		}
	}
	return nil
}

// refreshSpots lays the hot spots over the table as shown, and makes the
// legal targets clickable when the viewer decides.
func (t *Table) refreshSpots() {
	t.order = t.order[:0]
	st := t.q.Shown
	t.markMap(st)
	t.markBoard(st)
	t.markParty(st)
	t.markTop(st)
	if t.ours() {
		for _, c := range t.cmds {
			s := t.spotAt(spotKey{c.Where.Kind, c.Where.I})
			if c.Where.Kind == Nowhere || s == nil {
				continue
			}
			switch {
			case c.Kind == dd.KPeek && s.usable:
				s.alt, s.hasAlt = c.Action, true
				s.tip += "\nShift-click: peek at it first (Kobold)."
			case c.Kind == dd.KPeek:
				s.usable, s.glow, s.action = true, true, c.Action
				s.tip += "\nClick: look at its face (private)."
			case !s.usable:
				s.usable, s.glow, s.action = true, true, c.Action
				s.tip += "\nClick: " + c.Label + "."
			}
		}
	}
	items := make([]ui.Control, 0, len(t.order)+len(t.buttons)+5)
	for _, s := range t.order {
		items = append(items, s)
	}
	for _, b := range t.buttons {
		items = append(items, b)
	}
	items = append(items, t.bar.log, t.bar.pause, t.bar.undo, t.bar.rules, t.bar.menu)
	if t.end != nil && !t.q.Busy() {
		// The result covers the table: only the bar's buttons stay.
		items = []ui.Control{t.bar.log, t.bar.undo, t.bar.rules, t.bar.menu}
	}
	if t.log.open {
		items = []ui.Control{t.bar.log, t.bar.undo, t.bar.rules, t.bar.menu}
	}
	t.group.Items = items
}

// trackHover notes when the pointer came to rest on a spot, for its
// tooltip.
func (t *Table) trackHover(ctx *scenes.Context) {
	var over *spot
	if h, ok := t.group.Hovered().(*spot); ok {
		over = h
	}
	t.hover.Track(ctx, over)
}

// ControlFor is where a click plays legal action a now, and whether it
// needs Shift: a prompt button or a thing on the table (tests use it).
func (t *Table) ControlFor(a engine.Action) (layout.Rect, bool, bool) {
	if k, arg := dd.Split(a); k == dd.KLayout {
		// The dice pickers choose the layout; "Place the dice" plays it.
		if t.place != nil && arg < len(dd.Layouts) && dd.Layouts[arg] == t.layout && !t.place.Hidden {
			return t.place.Rect, false, true
		}
		return layout.Rect{}, false, false
	}
	for _, b := range t.buttons {
		for _, c := range t.cmds {
			if c.Action == a && b.Label == c.Label && !b.Hidden && !b.Disabled {
				return b.Rect, false, true
			}
		}
	}
	for _, s := range t.order {
		if !s.usable {
			continue
		}
		if s.action == a && (!s.hasAlt || s.glow) {
			return s.rect, false, true
		}
		if s.hasAlt && s.alt == a {
			return s.rect, s.glow, true
		}
	}
	return layout.Rect{}, false, false
}
