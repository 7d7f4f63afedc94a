package herohouse

import (
	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// bar is the table's buttons: undo, rules and menu in the top bar; the
// decision's buttons in the prompt panel.
type bar struct {
	undo, rules, menu     *ui.Button
	lay, done, flip, stop *ui.Button
}

// Places of the buttons.
var (
	barUndo  = layout.Rect{X: 946, Y: 1, W: 28, H: 26}
	barRules = layout.Rect{X: 978, Y: 1, W: 28, H: 26}
	barMenu  = layout.Rect{X: 1010, Y: 1, W: 28, H: 26}
	// promptButtons are the prompt panel's two button places.
	promptButtons = layout.Rect{X: PromptRect.X + 14, Y: PromptRect.Bottom() - 50, W: PromptRect.W - 28, H: 36}.Columns(2, 8)
	promptWide    = layout.Rect{X: PromptRect.X + 14, Y: PromptRect.Bottom() - 50, W: PromptRect.W - 28, H: 36}
)

// build makes the buttons once; refreshBar keeps their states.
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
	b.rules.Icon, b.rules.Tooltip = "rules", "Rules of Hero House"
	b.menu = ui.NewButton(barMenu, "", func() { t.Later(t.openMenu) })
	b.menu.Icon, b.menu.Tooltip = "menu", "Menu (Esc): save, rules, settings, quit"
	b.lay = ui.NewButton(promptButtons[0], "Lay down", func() {
		if a, ok := t.choice.Trio(t.sel); ok {
			t.PlayLater(a)
		}
	})
	b.lay.Style = ui.BodyB
	b.done = ui.NewButton(promptButtons[1], "Done", func() {
		a := t.choice.Done
		t.PlayLater(a)
	})
	b.done.Style, b.done.Tooltip = ui.BodyB, "Lay down no more heroes this turn"
	b.flip = ui.NewButton(promptWide, "Flip the top card", func() {
		a := t.choice.Flip
		t.PlayLater(a)
	})
	b.flip.Style = ui.BodyB
	b.stop = ui.NewButton(promptWide, "Pause", func() { t.Paused = !t.Paused })
	b.stop.Style = ui.BodyB
	t.group = ui.NewGroup()
	t.refreshBar()
}

// ours reports whether the decision now is the viewer's to make here.
func (t *Table) ours() bool {
	return !t.S.Over() && !t.S.BotTurn() && !t.q.Busy() && t.S.Current() == t.viewer && t.viewer >= 0
}

func (t *Table) refreshBar() {
	b := &t.bar
	b.undo.Disabled = !t.S.CanUndo() || t.S.BotTurn()
	b.undo.Tooltip = tablekit.UndoTip
	if b.undo.Disabled {
		b.undo.Tooltip = "Nothing to undo: a card was drawn or shown, or a bot moved"
	}
	ours := t.ours()
	d := t.choice.Decision
	b.lay.Hidden = !ours || d != DecideLay
	b.done.Hidden = b.lay.Hidden
	_, complete := t.choice.Trio(t.sel)
	b.lay.Disabled, b.lay.Glow = !complete, complete
	b.lay.Tooltip = "Pick a head, a body and legs from your hand first"
	if complete {
		b.lay.Tooltip = "Lay down " + HeroLabel(Slots(t.sel))
	}
	b.flip.Hidden = !ours || d != DecideMonster
	b.flip.Disabled = !t.choice.CanFlip
	b.flip.Tooltip = "Flip the top card of the draw pile onto the discard pile"
	if !t.choice.CanFlip {
		b.flip.Tooltip = "The draw pile is empty: discard a card instead"
	}
	b.stop.Hidden = !t.S.Watching() || t.S.Over()
	b.stop.Label, b.stop.Icon = "Pause", "close"
	b.stop.Tooltip = "Stop after this move (Space)"
	if t.Paused {
		b.stop.Label, b.stop.Icon, b.stop.Tooltip = "Resume", "play", "Let the bots play on (Space)"
	}
}

// spotKey names a hot spot so that it keeps its identity (hover, focus)
// while the table moves.
type spotKey struct {
	kind uint8
	a, b int
}

const (
	kCard uint8 = iota
	kBack
	kHero
	kDraw
	kOut
	kSlot
	kTreasure
	kReadout
	kPlate
)

// spot is a place on the table the pointer and the keyboard can reach: a
// card, a hero, a pile, a slot, a seat's plate. It draws only its focus
// ring; the table draws what it shows.
type spot struct {
	key    spotKey
	rect   layout.Rect
	tip    string
	card   int // the card shown in the tooltip, or -1
	usable bool
	glow   bool // a legal target
	click  func()
}

func (s *spot) Bounds() layout.Rect { return s.rect }
func (s *spot) Usable() bool        { return s.usable }
func (s *spot) Visible() bool       { return true }
func (s *spot) Tip() string         { return "" } // the table draws its own, with the card
func (s *spot) Activate() {
	if s.usable && s.click != nil {
		s.click()
	}
}

func (s *spot) Draw(c *ui.Canvas, l ui.Look) {
	if l.Focused {
		c.RoundStroke(s.rect.Inset(-3), 6, 2, ui.Gold)
	}
}

// mark gets the spot for key with this tick's place and tooltip.
func (t *Table) mark(key spotKey, r layout.Rect, tip string, card int) *spot {
	s, ok := t.spots[key]
	if !ok {
		s = &spot{key: key}
		t.spots[key] = s
	}
	s.rect, s.tip, s.card, s.usable, s.glow, s.click = r, tip, card, false, false, nil
	t.order = append(t.order, s)
	return s
}

// refreshSpots lays the hot spots over the board as shown, and makes the
// legal targets clickable when the viewer decides.
func (t *Table) refreshSpots(ctx *scenes.Context) {
	t.order = t.order[:0]
	b := t.q.Board
	l := t.q.Layout()
	names := t.S.Names()
	ours := t.ours()
	for p := range b.N {
		seat := engine.Player(p)
		t.mark(spotKey{kPlate, p, 0}, l.Boxes[p].Plate, PlateTip(b, seat, names, b.Dealer == seat), -1)
	}
	t.mark(spotKey{kDraw, 0, 0}, DrawPile, DrawPileTip(b.Draw), -1)
	t.mark(spotKey{kOut, 0, 0}, OutPile, OutPileTip(b.Out), -1)
	for su := hh.Head; su <= hh.Legs; su++ {
		if b.Pile[su] == hh.NoCard && b.Pile[hh.Prime] == hh.NoCard {
			t.mark(spotKey{kSlot, int(su), 0}, PileSlots[su], SlotTip(su), -1)
		}
	}
	t.mark(spotKey{kTreasure, 0, 0}, layout.Centered(TreasureAt.X, TreasureAt.Y, 2*TreasureR, 2*TreasureR), TreasureTip(b.Treasure), -1)
	t.mark(spotKey{kReadout, 0, 0}, MonsterReadout, ReadoutTip(b.Pile), -1)
	// Heroes: a click on a hero, or on one of its cards, defends with it.
	defend := func(p engine.Player, i int) (engine.Action, bool) {
		if !ours || p != t.viewer || t.choice.Decision != DecideDefend || i >= len(t.choice.Heroes) {
			return 0, false
		}
		return t.choice.Heroes[i], true
	}
	for p, heroes := range l.Heroes {
		for i, hb := range heroes {
			h := b.Seats[p].Heroes[i]
			if h.Empty() {
				continue
			}
			r := hb.Column
			r.W += hb.Label.W
			s := t.mark(spotKey{kHero, p, i}, r, "Hero of "+nameOr(names, engine.Player(p))+": "+HeroLabel(h), -1)
			if a, ok := defend(engine.Player(p), i); ok {
				s.usable, s.glow = true, true
				s.click = func() { t.PlayLater(a) }
				s.tip += "\n" + t.fightPreview(h)
			}
		}
	}
	for _, pl := range l.Cards {
		key := spotKey{kCard, pl.Card, 0}
		if pl.Card < 0 {
			key = spotKey{kBack, int(pl.Seat), pl.Index}
		}
		r := pl.Rect
		if pl.Zone == ZHand && pl.Seat == t.viewer && t.sel.Has(pl.Card) {
			r = r.Offset(0, -liftPx)
		}
		s := t.mark(key, r, PlacedTip(pl, b, names, t.viewer), pl.Card)
		switch {
		case ours && pl.Zone == ZHand && pl.Seat == t.viewer && pl.Card >= 0 && t.choice.Usable(t.sel, pl.Card):
			c := pl.Card
			s.usable, s.glow = true, true
			s.click = func() { t.clickCard(c) }
		case pl.Zone == ZHero:
			if a, ok := defend(pl.Seat, pl.Index); ok {
				s.usable = true
				s.click = func() { t.PlayLater(a) }
				s.tip += "\n" + t.fightPreview(b.Seats[pl.Seat].Heroes[pl.Index])
			}
		}
	}
	items := []ui.Control{}
	for _, s := range t.order {
		items = append(items, s)
	}
	items = append(items, t.bar.lay, t.bar.done, t.bar.flip, t.bar.stop, t.bar.undo, t.bar.rules, t.bar.menu)
	if t.end != nil && !t.q.Busy() {
		// The result covers the table: only the bar's buttons stay.
		items = []ui.Control{t.bar.undo, t.bar.rules, t.bar.menu}
	}
	t.group.Items = items
}

// liftPx is how far a picked card rises from the hand.
const liftPx = 16

// clickCard is a click on a card of the viewer's hand.
func (t *Table) clickCard(c int) {
	a, play := t.choice.Click(&t.sel, c)
	if play {
		t.PlayLater(a)
	}
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
