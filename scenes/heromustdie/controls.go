package heromustdie

import (
	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// bar is the top bar's buttons, the log's and the hand's.
type bar struct {
	pause, undo, rules, menu, log, hand, auto *ui.Button
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
	b.rules.Icon, b.rules.Tooltip = "rules", "Rules of Hero Must Die!"
	b.menu = ui.NewButton(barMenu, "", func() { t.Later(t.openMenu) })
	b.menu.Icon, b.menu.Tooltip = "menu", "Menu (Esc): save, rules, settings, quit"
	b.pause = ui.NewButton(barPause, "", func() { t.Paused = !t.Paused })
	b.log = ui.NewButton(layout.Rect{}, "", func() { t.log.open = !t.log.open })
	b.log.Icon, b.log.Tooltip = "plus", "The whole log (L)"
	b.hand = ui.NewButton(layout.Rect{}, "", func() { t.handOpen, t.autoOpen = !t.handOpen, false })
	b.hand.Style = smallStyle
	b.auto = ui.NewButton(fightAuto, "", func() { t.auto = !t.auto })
	b.auto.Style = smallStyle
	t.group = ui.NewGroup()
	t.refreshBar()
}

var (
	buttonStyle = ui.Style{Font: ui.Bold, Size: 13}
	smallStyle  = ui.Style{Font: ui.Bold, Size: 12}
)

func (t *Table) refreshBar() {
	b := &t.bar
	b.undo.Disabled = !t.S.CanUndo() || t.S.BotTurn()
	b.undo.Tooltip = tablekit.UndoTip
	if b.undo.Disabled {
		b.undo.Tooltip = "Nothing to undo: a die was rolled, a card shown, or a bot moved"
	}
	for _, pb := range t.buttons {
		pb.Hidden = !t.ours()
	}
	b.pause.Hidden = !t.S.Watching() || t.S.Over()
	b.pause.Label, b.pause.Style, b.pause.Tooltip, b.pause.Icon = "Pause", smallStyle, "Stop after this move (Space)", ""
	if t.Paused {
		b.pause.Label, b.pause.Icon, b.pause.Tooltip = "Go", "play", "Let the bots play on (Space)"
	}
	lr := LogRect(t.S.Players())
	b.log.Rect = layout.Rect{X: lr.Right() - 26, Y: lr.Y + 5, W: 20, H: 20}
	b.log.Icon = "plus"
	if t.log.open {
		b.log.Rect = layout.Rect{X: FullLog.Right() - 34, Y: FullLog.Y + 10, W: 24, H: 24}
		b.log.Icon = "close"
	}
	hand := handOf(t.q.Shown, t.viewer)
	b.hand.Hidden = t.viewer < 0 || t.S.Over() || t.fightShown() || t.buildShown() || t.modalShown()
	if !b.hand.Hidden {
		pr := PanelRect(int(t.viewer))
		b.hand.Rect = layout.Rect{X: pr.Right() - 74, Y: pr.Y + 27, W: 68, H: 21}
		b.hand.Label = "Hand " + itoa(len(hand))
		b.hand.Tooltip = "Show your plot cards (H)"
		if t.handOpen {
			b.hand.Label, b.hand.Tooltip = "Close", "Hide your plot cards (H or Esc)"
		}
	}
	b.auto.Hidden = !t.fightShown() || t.viewer < 0 || len(t.q.Shown.Ring) == 0 || t.q.Shown.Defender() != int8(t.viewer)
	b.auto.Label = "Auto-resolve: off"
	b.auto.Tooltip = "Let a greedy bot answer your combat decisions (disarm, traps, defenders, black, support, magic, healing)"
	if t.auto {
		b.auto.Label = "Auto-resolve: on"
		b.auto.Selected = true
	} else {
		b.auto.Selected = false
	}
}

// spotKey names a hot spot so that it keeps its identity while the table
// changes.
type spotKey struct {
	kind PlaceKind
	i    int
}

// More spot kinds than places an action is clicked on.
const (
	atTrack PlaceKind = iota + 32
	atGuard
	atBuilding
	atLocation
	atVP
	atSlot
	atEvent
	atTop
	atBlock
	atEndHand // a card of a hand the end panel shows
)

// spot is a place on the table the pointer and the keyboard can reach. It
// draws only its glow and focus ring; the table draws what it shows.
type spot struct {
	key    spotKey
	rect   layout.Rect
	tip    string
	pic    string // a sprite the tooltip shows large ("" none)
	usable bool
	glow   bool
	action engine.Action
	click  func() // a click that is not an action (a trap picked to fire)
	t      *Table
}

func (s *spot) Bounds() layout.Rect { return s.rect }
func (s *spot) Usable() bool        { return s.usable }
func (s *spot) Visible() bool       { return true }
func (s *spot) Tip() string         { return "" } // the table draws its own, with a picture
func (s *spot) Activate() {
	switch {
	case !s.usable:
	case s.click != nil:
		s.click()
	default:
		s.t.PlayLater(s.action)
	}
}

func (s *spot) Draw(c *ui.Canvas, l ui.Look) {
	if s.glow {
		c.Glow(s.rect, 0.9)
	}
	if l.Focused || l.Hover && s.usable {
		c.RoundStroke(s.rect.Inset(-2), 6, 2, ui.Gold)
	}
}

// mark gets the spot for key with this tick's place and tooltip.
func (t *Table) mark(key spotKey, r layout.Rect, tip, pic string) *spot {
	s, ok := t.spots[key]
	if !ok {
		s = &spot{key: key, t: t}
		t.spots[key] = s
	}
	s.rect, s.tip, s.pic, s.usable, s.glow, s.action, s.click = r, tip, pic, false, false, 0, nil
	t.order = append(t.order, s)
	return s
}

// block lays a spot that takes the pointer over r (a dialog over the
// board), so that nothing under it is hovered.
func (t *Table) block(i int, r layout.Rect) { t.mark(spotKey{atBlock, i}, r, "", "") }

// spotAt finds this tick's spot for key.
func (t *Table) spotAt(key spotKey) *spot {
	for i := len(t.order) - 1; i >= 0; i-- {
		if s := t.order[i]; s.key == key {
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
	t.markTop(st)
	t.markTrack(st)
	t.markFloors(st)
	t.markSlots(st)
	t.markMonsters(st)
	t.markLocations(st)
	t.markVP(st)
	t.markPanels(st)
	switch {
	case t.fightShown():
		t.block(0, CombatRect)
		t.markFight(t.fightState())
	case t.buildShown():
		t.block(1, BuildRect)
	case t.handOpen:
		t.block(2, HandDrawer)
		t.markHand(st)
	}
	if t.modalShown() {
		t.block(3, ModalRect)
	}
	if t.bigChoice && t.ours() {
		t.block(4, BuildRect)
	}
	if t.ours() {
		for _, c := range t.cmds {
			s := t.spotAt(spotKey{c.Where.Kind, c.Where.I})
			if c.Where.Kind == Nowhere || s == nil || s.usable {
				continue
			}
			if c.Kind == hmd.KFire && c.Arg/8 != t.fireSel {
				continue // a hero is the target of the trap picked
			}
			s.usable, s.glow, s.action = true, true, c.Action
			s.tip += "\nClick: " + clickWords(c) + "."
		}
	}
	items := make([]ui.Control, 0, len(t.order)+len(t.buttons)+8)
	for _, s := range t.order {
		items = append(items, s)
	}
	if t.slider.shown() {
		items = append(items, &t.slider)
	}
	for _, b := range t.buttons {
		items = append(items, b)
	}
	items = append(items, t.bar.hand, t.bar.auto, t.bar.log, t.bar.pause, t.bar.undo, t.bar.rules, t.bar.menu)
	if t.end != nil && !t.q.Busy() || t.log.open {
		// The result or the whole log covers the table: only the bar stays.
		items = []ui.Control{t.bar.log, t.bar.undo, t.bar.rules, t.bar.menu}
		if !t.log.open {
			items = append(t.markEnd(), items...)
		}
	}
	t.group.Items = items
}

// trackHover notes when the pointer came to rest on a spot, for its
// tooltip.
func (t *Table) trackHover(ctx *scenes.Context) {
	var over *spot
	if h, ok := t.group.Hovered().(*spot); ok && h.tip != "" {
		over = h
	}
	t.hover.Track(ctx, over)
}

// ControlFor is where a click plays legal action a now: a button or a
// thing on the table (tests use it). A trap's fire at a hero may need the
// trap picked first: pick is that click ("" none).
func (t *Table) ControlFor(a engine.Action) (r layout.Rect, pick layout.Rect, ok bool) {
	for _, b := range t.buttons {
		if act, ok := t.acts[b]; ok && act == a && b.Usable() {
			return b.Rect, layout.Rect{}, true
		}
	}
	for _, s := range t.order {
		if s.usable && s.click == nil && s.action == a {
			return s.rect, layout.Rect{}, true
		}
	}
	if k, arg := hmd.Split(a); k == hmd.KFire && t.ours() {
		if s := t.spotAt(spotKey{AtFightTrap, arg / 8}); s != nil && s.usable {
			h := t.spotAt(spotKey{AtFightHero, arg % 8})
			if h != nil {
				return h.rect, s.rect, true
			}
		}
	}
	return layout.Rect{}, layout.Rect{}, false
}

// clickWords says what clicking a thing does.
func clickWords(c Command) string {
	if c.Kind == hmd.KPlace {
		return "place a goblin here"
	}
	return c.Label
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
