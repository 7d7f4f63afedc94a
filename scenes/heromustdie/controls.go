package heromustdie

import (
	"strings"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

var (
	buttonStyle = ui.Style{Font: ui.Bold, Size: 13}
	smallStyle  = ui.Style{Font: ui.Bold, Size: 12}
)

// asksOn reports whether the viewer's decision goes on while the table
// shows his own last move in it (a wage point paid, a monster sent): its
// buttons stay up, the same controls with the same meanings, as the build
// grid's do. Hidden for the tick of that showing, they came back as new,
// and a second click 0.6 s after the first on the same "Pay 1 MP" was
// refused as "That choice changed as you clicked" (pt34 #4).
func (t *Table) asksOn() bool {
	st, sh := t.state(), t.q.Shown
	return t.Decides() && sh != nil && sh.Stage == st.Stage && sh.Actor == st.Actor && t.q.Waiting() == nil
}

// refreshButtons keeps the table's own buttons in step: the decision's
// (shown only while it is the viewer's), the hand's and auto-resolve's.
func (t *Table) refreshButtons() {
	for _, pb := range t.buttons {
		pb.Hidden = !t.Mine() && !t.buildShown() && !t.asksOn()
	}
	b := t.handBtn
	hand := handOf(t.q.Shown, t.Viewer)
	b.Hidden = t.Viewer < 0 || t.S.Over() || t.fightShown() || t.buildShown() || t.modalShown()
	if !b.Hidden {
		pr := PanelRect(int(t.Viewer), t.S.Players())
		b.Rect = layout.Rect{X: pr.Right() - 74, Y: panelRow2(pr) - 1, W: 68, H: 21}
		b.Label = "Hand " + itoa(len(hand))
		b.Tooltip = "Show your plot cards (H)"
		if t.handOpen {
			b.Label, b.Tooltip = "Close", "Hide your plot cards (H or Esc)"
		}
	}
	a := t.autoBtn
	a.Hidden = !t.fightShown() || t.Viewer < 0 || len(t.q.Shown.Ring) == 0 || t.q.Shown.Defender() != int8(t.Viewer)
	a.Label = "Auto this fight: off"
	// It says that the bot decides for him, the decision waiting too
	// (pt19 #5: switched on at "Commit black strength", it committed for
	// him, and the button had not said it would), and for how long: this
	// fight, as Board Game Arena's auto-play of a step does (pt31 #3: it
	// stayed on into the next turn's fight).
	a.Tooltip = "A bot decides for you in this fight: it answers your combat decisions (disarm, traps, defenders, black, support, magic, healing), the one waiting now too, and the log marks each '(auto-resolve)'. It switches itself off when the fight ends."
	if t.auto {
		a.Label = "Auto this fight: on"
		a.Tooltip = "A bot decides your combat decisions in this fight: click to decide them yourself again"
	}
	t.placeFinish()
	t.placeGoOn()
}

// spotKey names a hot spot so that it keeps its identity while the table
// changes.
type spotKey = Place

// More spot kinds than places an action is clicked on.
const (
	atTrack uint8 = iota + 32
	atGuard
	atBuilding
	atLocation
	atVP
	atSlot
	atEvent
	atTop
	atBlock
	atEndHand  // a card of a hand the end panel shows
	atGoOn     // the whole table, while a step waits for the player
	atTrapIcon // a trap's token icon in the build grid
	atFlag     // the white flag of a conquered floor
	atHero     // a hero piece on the front floor: party*8 + hero
)

// block lays a spot that takes the pointer over r (a dialog over the
// board), so that nothing under it is hovered.
func (t *Table) block(i int, r layout.Rect) { t.Spots.Mark(spotKey{Kind: atBlock, I: i}, r, "", "") }

// boardMarks lay the spots of the board's regions, as boardParts draw them.
var boardMarks = [...]func(*Table, *hmd.State){
	(*Table).markTop, (*Table).markTrack, (*Table).markFloors, (*Table).markHeroes, (*Table).markSlots,
	(*Table).markMonsters, (*Table).markLocations, (*Table).markVP, (*Table).markPanels,
}

// Mark lays the hot spots over the table as shown, and makes the legal
// targets clickable when the viewer decides; over the result, the cards
// of the hands it shows.
func (t *Table) Mark() {
	st := t.q.Shown
	for _, mark := range boardMarks {
		mark(t, st)
	}
	switch {
	case t.fightShown():
		t.block(0, CombatRect)
		t.markFight(t.fightState())
	case t.buildShown():
		t.block(1, BuildRect)
		t.markBuild(t.state())
	case t.handOpen:
		t.block(2, HandDrawer)
		t.markHand(st)
	}
	if t.modalShown() {
		t.block(3, ModalRect)
	}
	if t.bigChoice && t.Mine() {
		t.block(4, BuildRect)
	}
	if t.Mine() {
		// A hero is the target of the trap picked.
		otherTrap := func(c Command) bool { return c.Kind == hmd.KFire && c.Arg/8 != t.fireSel }
		tablekit.Offer(&t.Spots, t.cmds, otherTrap, t.clickWords)
		t.offerAlike()
	}
	t.markGoOn()
	if e, ok := t.End.(*endPanel); ok && t.Ended() && !t.Log.Open {
		e.spots = t.markEnd()
	}
}

// Controls are the table's own controls after its spots: the slider, the
// decision's buttons, the hand's and auto-resolve's.
func (t *Table) Controls() []ui.Control {
	items := make([]ui.Control, 0, len(t.buttons)+3)
	if t.slider.shown() {
		items = append(items, &t.slider)
	}
	for _, b := range t.buttons {
		items = append(items, b)
	}
	return append(items, t.handBtn, t.finishBtn, t.autoBtn, t.goOnBtn)
}

// drawGlows draws the spots' glow on the legal targets and the ring of
// the usable spot under the pointer (the core's spots draw only their
// focus ring).
func (t *Table) drawGlows(c *ui.Canvas) {
	if t.Log.Open || t.Ended() {
		return // the spots are not offered
	}
	hover, _ := t.Group.Hovered().(*tablekit.Spot[spotKey])
	for _, s := range t.litSpots() {
		if s.Glow {
			c.Glow(s.Rect, 0.9)
		}
		if s == hover && s.Live && s.Key.Kind != atGoOn {
			c.RoundStroke(s.Rect.Inset(-2), 6, 2, ui.Gold)
		}
	}
}

// litSpots are the spots whose glow or hover ring may be drawn: none
// under the open hand drawer but its cards (pt31 #6: the boxes' glow was
// drawn over the drawer's title and cards).
func (t *Table) litSpots() []*tablekit.Spot[spotKey] {
	var out []*tablekit.Spot[spotKey]
	for _, s := range t.Spots.Order {
		if t.drawerShown() && s.Key.Kind != AtHand && s.Key.Kind != AtDrawn && !s.Rect.Intersect(HandDrawer).Empty() {
			continue
		}
		out = append(out, s)
	}
	return out
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
	if r, _, ok := t.Spots.For(a); ok {
		return r, layout.Rect{}, true
	}
	if k, arg := hmd.Split(a); k == hmd.KFire && t.Mine() {
		if s := t.Spots.At(spotKey{Kind: AtFightTrap, I: arg / 8}); s != nil && s.Live {
			h := t.Spots.At(spotKey{Kind: AtFightHero, I: arg % 8})
			if h != nil {
				return h.Rect, s.Rect, true
			}
		}
	}
	return layout.Rect{}, layout.Rect{}, false
}

// clickWords says what clicking a thing does.
func (t *Table) clickWords(c Command) string {
	key := t.keyWords(c.Action) // while choices glow on the table
	if c.Kind == hmd.KPlace {
		if why := t.idle[c.Arg]; why != hmd.NotIdle {
			st := t.state()
			// Offer ends the words with a full stop: the idle words' own goes.
			return "place a goblin here" + key + ".\n" + strings.TrimSuffix(idleWords(st, st.Actor, c.Arg, why), ".")
		}
		return "place a goblin here" + key
	}
	return c.Label + key
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
