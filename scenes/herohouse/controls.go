package herohouse

import (
	"fmt"
	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// buttons are the decision's buttons in the prompt panel; the bar's
// (undo, rules, menu in the top bar, Pause in the prompt) are the core's.
type buttons struct {
	lay, done, flip *ui.Button
	// confirm stands in Done's place once Done was clicked and asks for a
	// second click: a button of its own, so that its tooltip shows (the
	// pressed Done's stays hushed while the pointer is on it: play-test
	// 21 #8 found Confirm without one).
	confirm *ui.Button
	// next lets a hand's summary go: it shows on the summary panel while
	// a player's summary waits.
	next *ui.Button
	// Done that puts the viewer out of the hand, or drops parts picked
	// for a hero, asks to be clicked twice: out is worked out once per
	// position (outAt, the log's length), armed after the first click until
	// the position or the pick (armedSel) changes.
	out, armed bool
	outAt      int
	armedSel   Selection
	finish     *ui.Button // Finish the hand (finish.go)
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

// build makes the prompt's buttons; refreshButtons keeps their states.
func (t *Table) build() {
	b := &t.buttons
	b.lay = ui.NewButton(promptButtons[0], "Lay down", func() {
		if a, ok := t.layAction(); ok {
			t.PlayLater(a)
		}
	})
	b.lay.Style = ui.BodyB
	b.done = ui.NewButton(promptButtons[1], "Done", func() {
		if (b.out || t.sel.Count() > 0) && !b.armed {
			b.armed, b.armedSel = true, t.sel
			// The player asked for Confirm: a click on it half a second
			// later is meant (play-test 39 was refused as "That choice
			// changed"); a double click's second half is still no choice.
			t.Group.Hurry(t.Now)
			t.refreshButtons()
			return
		}
		t.PlayLater(t.choice.Done)
	})
	b.done.Style, b.done.Tooltip = ui.BodyB, "Lay down no more heroes this turn"
	b.confirm = ui.NewButton(promptButtons[1], "Confirm", func() { t.PlayLater(t.choice.Done) })
	b.confirm.Style, b.confirm.Danger, b.confirm.Hidden = ui.BodyB, true, true
	b.flip = ui.NewButton(promptWide, "Flip the top card", func() { t.PlayLater(t.choice.Flip) })
	b.flip.Style = ui.BodyB
	b.next = ui.NewButton(layout.Rect{}, "Next hand", t.nextHand)
	b.next.Style, b.next.Primary, b.next.Hidden = ui.BodyB, true, true
	b.next.Tooltip = "Deal the next hand (Enter)"
	b.finish = t.newFinish()
	t.refreshButtons()
}

// Controls are the prompt's buttons, after the spots in Tab order.
func (t *Table) Controls() []ui.Control {
	return []ui.Control{t.buttons.lay, t.buttons.done, t.buttons.confirm, t.buttons.flip, t.buttons.next, t.buttons.finish}
}

func (t *Table) refreshButtons() {
	b := &t.buttons
	mine := t.Mine()
	d := t.choice.Decision
	b.lay.Hidden = !mine || d != DecideLay
	b.done.Hidden = b.lay.Hidden
	// Nothing to lay (the long one-against-one ends of a hand): Done alone,
	// the whole width, one click or key 1.
	b.done.Rect = promptButtons[1]
	if t.choice.OnlyDone() {
		b.lay.Hidden, b.done.Rect = true, promptWide
	}
	t.doneGoesOut()
	_, complete := t.choice.Trio(t.sel)
	_, ready := t.layAction()
	b.lay.Disabled, b.lay.Glow = !ready, ready
	b.lay.Tooltip = t.choice.layTip(t.sel, complete)
	if !complete && ready {
		b.lay.Tooltip = "Lay down " + hh.Name(t.primePick) + ", the prime you picked"
	}
	if ready && t.keyLaying() {
		b.lay.Tooltip += " (Enter)"
	}
	b.flip.Hidden = !mine || d != DecideMonster
	b.flip.Disabled = !t.choice.CanFlip
	b.flip.Tooltip = "Flip the top card of the draw pile onto the discard pile (key F)"
	b.flip.NoKey = true // the number keys pick the hand's cards (cardKeys)
	if !t.choice.CanFlip {
		b.flip.Tooltip = "The draw pile is empty: discard a card instead"
	}
	t.refreshNext()
	t.refreshFinish()
}

// refreshNext shows the Next hand button on a player's summary while it
// waits (a watched game's goes by itself), named for what comes next.
func (t *Table) refreshNext() {
	b := t.buttons.next
	h := t.q.Holding()
	b.Hidden = h == nil || t.S.Watching()
	if b.Hidden {
		return
	}
	r, _, _ := summaryPanel(h.Summary, t.you())
	b.Rect = NextHandRect(r)
	b.Label, b.Tooltip = "Next hand", "Deal the next hand (Enter)"
	if h.Summary.GameOver {
		b.Label, b.Tooltip = "See the result", "The game is over: see the result (Enter)"
	}
}

// doneGoesOut sets the Done button's words: "Done", or, when ending the
// laying down now puts the viewer out of the hand (a monster on the pile
// and no hero of theirs in play to face it), a warning that a first click
// turns into "Confirm".
func (t *Table) doneGoesOut() {
	b := &t.buttons
	switch n := len(t.S.Match.Log); {
	case b.done.Hidden:
		b.outAt, b.out, b.armed = -1, false, false
	case n != b.outAt:
		b.outAt, b.out, b.armed = n, t.outIfDone(), false
	}
	if b.armed && t.sel != b.armedSel {
		b.armed = false
	}
	b.done.Label, b.done.Danger, b.done.Glow = "Done", false, false
	b.done.Tooltip = "Lay down no more heroes this turn"
	if done := t.doneSays(); done != "" && !b.done.Hidden {
		b.done.Tooltip = done
		_, _, monster := t.state().MonsterDots()
		b.done.Glow = !monster && t.state().HasHouse(t.Viewer) // a hero house for sure
	}
	if t.choice.OnlyDone() && !b.done.Hidden {
		b.done.Glow = true
		next := t.doneSays()
		if next == "" {
			next = "Done " + t.afterDone()
		}
		b.done.Tooltip = "Nothing in your hand makes a hero now. " + next
	}
	drop := ""
	if t.sel.Count() > 0 && !b.done.Hidden {
		drop = dropWords(t.sel)
		b.done.Tooltip, b.done.Glow = drop+" "+b.done.Tooltip, false
	}
	switch {
	case b.armed && b.out:
		b.done.Label, b.done.Danger, b.done.Glow = "Confirm", true, false
		b.done.Tooltip = strings.TrimSpace(drop + " " + t.confirmOut())
	case b.armed:
		b.done.Label, b.done.Danger, b.done.Glow = "Confirm", true, false
		b.done.Tooltip = drop + " Click again to end laying down."
	case b.out:
		b.done.Label, b.done.Danger, b.done.Glow = "Go out?", true, false
		b.done.Tooltip = strings.TrimSpace(drop + " Ending now puts you out of this hand: no hero of yours is in play to face the monster.")
	}
	// With a hero to make, the number keys pick cards (cardKeys): D presses
	// Done, and Enter whichever button glows.
	laying := t.keyLaying()
	b.lay.NoKey, b.done.NoKey, b.confirm.NoKey = laying, laying, laying
	switch {
	case laying && (b.done.Glow || t.enterDone()):
		b.done.Tooltip += " (key D or Enter)"
	case laying:
		b.done.Tooltip += " (key D)"
	case b.done.Glow || t.enterDone(): // Enter presses it (play-test 21 #9: only key 1 was said)
		b.done.Tooltip += " (Enter)"
	}

	c := b.confirm
	c.Hidden = !b.armed || b.done.Hidden
	c.Rect, c.Label, c.Tooltip = b.done.Rect, b.done.Label, b.done.Tooltip
	if !c.Hidden {
		b.done.Hidden = true
	}
}

// layAction is what Lay down plays: the hero picked part by part, or a
// prime picked by its key (play-test 33 picked Toothpick by key 1, then
// clicked Lay down, and nothing happened).
func (t *Table) layAction() (engine.Action, bool) {
	if a, ok := t.choice.Trio(t.sel); ok {
		return a, true
	}
	if t.choice.Decision == DecideLay && t.primePick != hh.NoCard {
		a, ok := t.choice.Primes[t.primePick]
		return a, ok
	}
	return 0, false
}

// Escape takes back a "Go out?" click: Confirm turns back into Go out?
// (play-test 30: Esc there opened the menu instead).
func (t *Table) Escape() bool {
	switch _, _, picked := t.keyPicked(); {
	case t.buttons.armed:
		t.buttons.armed = false
	case picked || t.sel.Count() > 0 || t.primePick != hh.NoCard:
		// A card picked by key, or parts picked, are let go first
		// (play-test 36: Esc with a card picked opened the menu).
		t.Group.SetFocus(nil)
		t.sel, t.primePick = NoSelection, hh.NoCard
	default:
		return false
	}
	t.refreshButtons()
	return true
}

// doneKeys name the keys that press Done: its number key, and Enter
// when it glows (Enter presses the one button that glows) or nothing else
// does (enterDone).
func (t *Table) doneKeys() string {
	b := t.buttons.done
	switch {
	case t.keyLaying() && (b.Glow || t.enterDone()):
		return "key D or Enter"
	case t.keyLaying():
		return "key D"
	}
	k := max(b.Quick, 1)
	if b.Glow || t.enterDone() {
		return fmt.Sprintf("key %d, D or Enter", k)
	}
	return fmt.Sprintf("key %d or D", k)
}

// enterDone reports whether Enter presses Done though it does not glow:
// nothing glows, and Done ends laying down without putting the viewer out
// (play-test 27 pressed Enter with Lay down grey and Done the one button,
// and nothing happened).
func (t *Table) enterDone() bool {
	b := &t.buttons
	return t.Mine() && b.done.Usable() && !b.done.Glow && !b.done.Danger && !b.lay.Glow && !b.armed
}

// confirmOut says what Confirm does once Go out? was clicked: the prompt
// and the button's tooltip say it alike (play-test 18 #9: the button
// turned into Confirm, but nothing said what confirming does).
func (t *Table) confirmOut() string {
	mw, mb, _ := t.state().MonsterDots()
	text := fmt.Sprintf("Confirm puts you out of this hand: no hero of yours is in play to fight the monster (%s), "+
		"so you take no more turns until the next hand.", dotsText(mw, mb))
	if len(t.choice.Primes)+len(t.choice.Trios) > 0 { // only when a hero can be laid (play-test 21 #8)
		text += " To stay in, lay a hero down instead."
	}
	return text
}

// outIfDone reports whether the viewer's Done puts them out of the hand,
// as the engine plays it on a copy of the game.
func (t *Table) outIfDone() bool {
	st, ok := t.S.Match.State.Clone().(*hh.State)
	if !ok || st.Apply(t.choice.Done) != nil {
		return false
	}
	return slices.ContainsFunc(st.Events(), func(ev engine.Event) bool {
		return ev.Kind == engine.EvGame && ev.Code == hh.CodeCannotDefend && ev.Player == t.Viewer
	})
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
	kTag // a hero's outcome tag
)

// Mark lays the hot spots over the board as shown, and makes the legal
// targets clickable when the viewer decides.
func (t *Table) Mark() {
	b := t.q.Board
	l := t.q.Layout()
	names := t.S.Names()
	mine := t.Mine()
	for p := range b.N {
		seat := engine.Player(p)
		t.Spots.Mark(spotKey{kPlate, p, 0}, l.Boxes[p].Plate, PlateTip(b, seat, names, b.Dealer == seat), "")
	}
	t.Spots.Mark(spotKey{kDraw, 0, 0}, DrawPile, DrawPileTip(b.Draw), "")
	t.Spots.Mark(spotKey{kOut, 0, 0}, OutPile, OutPileTip(b.Out), "")
	for su := hh.Head; su <= hh.Legs; su++ {
		if b.Pile[su] == hh.NoCard && b.Pile[hh.Prime] == hh.NoCard {
			t.Spots.Mark(spotKey{kSlot, int(su), 0}, PileSlots[su], SlotTip(su), "")
		}
	}
	t.Spots.Mark(spotKey{kTreasure, 0, 0}, layout.Centered(TreasureAt.X, TreasureAt.Y, 2*TreasureR, 2*TreasureR), TreasureTip(b.Treasure), "")
	t.Spots.Mark(spotKey{kReadout, 0, 0}, MonsterReadout, ReadoutTip(b.Pile, b.Dealt), "")
	// Heroes: a click on a hero, or on one of its cards, defends with it.
	defend := func(p engine.Player, i int) (engine.Action, bool) {
		if !mine || p != t.Viewer || t.choice.Decision != DecideDefend || i >= len(t.choice.Heroes) {
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
			s := t.Spots.Mark(spotKey{kHero, p, i}, hb.Area(), "Hero of "+nameOr(names, engine.Player(p))+": "+HeroLabel(h), "")
			if a, ok := defend(engine.Player(p), i); ok {
				s.Offer(a)
				s.Hint += "\n" + t.fightPreview(h)
			}
		}
	}
	for _, pl := range l.Cards {
		key := spotKey{kCard, pl.Card, 0}
		if pl.Card < 0 {
			key = spotKey{kBack, int(pl.Seat), pl.Index}
		}
		r := pl.Rect
		if inHand(pl, l.Bottom) { // where it is drawn, as the hand closes up
			r = t.glide.rect(pl)
		}
		if pl.Zone == ZHand && pl.Seat == t.Viewer && t.sel.Has(pl.Card) {
			r = r.Offset(0, -liftPx)
		}
		s := t.Spots.Mark(key, r, PlacedTip(pl, b, names, t.Viewer), "")
		s.Thing = pl.Card
		switch {
		case mine && pl.Zone == ZHand && pl.Seat == t.Viewer && pl.Card >= 0 && t.choice.Usable(t.sel, pl.Card):
			c := pl.Card
			s.Live, s.Glow = true, true
			s.Click = func() { t.clickCard(c) }
		case mine && pl.Zone == ZHand && pl.Seat == t.Viewer && pl.Card >= 0 && !pl.Fresh:
			// A greyed card says why on hover, as a click on it does (pt6
			// #10); a card won this turn says so already.
			if why := t.choice.refusal(t.sel, pl.Card, b.Seats[t.Viewer].Fresh); why != "" {
				s.Hint += "\n" + why
			}
		case pl.Zone == ZHero:
			if a, ok := defend(pl.Seat, pl.Index); ok {
				s.Live, s.Action = true, a // a click defends; the hero glows, not its cards
				s.Hint += "\n" + t.fightPreview(b.Seats[pl.Seat].Heroes[pl.Index])
			}
		}
	}
	// A hero's outcome tag, over the rest, says what it means.
	for i := range l.Heroes[max(t.Viewer, 0)] {
		tg, ok := t.heroTag(t.Viewer, i, l, b)
		if !ok {
			continue
		}
		h := b.Seats[t.Viewer].Heroes[i]
		s := t.Spots.Mark(spotKey{kTag, int(t.Viewer), i}, tg.Tag.Union(tg.After), t.tagTip(tg, h), "")
		if a, ok := defend(t.Viewer, i); ok {
			s.Live, s.Action = true, a // a click defends, as on the hero
		}
	}
}

// liftPx is how far a picked card rises from the hand.
const liftPx = 16

// clickCard is a click on a card of the viewer's hand.
func (t *Table) clickCard(c int) {
	t.primePick = hh.NoCard
	a, play := t.choice.Click(&t.sel, c)
	if play {
		t.PlayLater(a)
	}
}

// Refusal says why a click on a card of the viewer's hand does nothing
// (tablekit.Refuser); the core words the rest.
func (t *Table) Refusal(s *tablekit.Spot[spotKey]) string {
	if s.Key.kind != kCard {
		return ""
	}
	return t.handRefusal(s.Key.a)
}

// handRefusal says why card c of the viewer's hand cannot be taken now
// ("" when it can, or is not in their hand).
func (t *Table) handRefusal(c int) string {
	if !t.Mine() || int(t.Viewer) >= len(t.q.Board.Seats) {
		return ""
	}
	seat := t.q.Board.Seats[t.Viewer]
	if !slices.Contains(seat.Hand, c) {
		return ""
	}
	return t.choice.refusal(t.sel, c, seat.Fresh)
}

var _ tablekit.Refuser[spotKey] = (*Table)(nil)

// dropWords warn that Done leaves the parts picked for a hero unlaid
// (play-test pt7 #3: Done dropped them without a word).
func dropWords(sel Selection) string {
	var names []string
	for _, c := range sel[1:] {
		if c != hh.NoCard {
			names = append(names, hh.Name(c))
		}
	}
	return "Done drops what you picked (" + strings.Join(names, " + ") + "): it stays in your hand, not laid down."
}
