package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"math"

	"github.com/herotable/herotable/scenes/focus"
	"github.com/herotable/herotable/scenes/layout"
)

// TipDelay is how long the pointer rests on a control before its tooltip
// shows, in ticks.
const TipDelay = 30

// tipDelay is the delay in force: TipDelay, but for a text audit's sweep
// over every tooltip, which has no reader to wait for (SetTipDelay).
var tipDelay = TipDelay

// SetTipDelay sets the tooltips' delay in ticks (text audits only).
func SetTipDelay(ticks int) { tipDelay = max(ticks, 1) }

// TipDelayNow is the tooltips' delay in force, in ticks.
func TipDelayNow() int { return tipDelay }

// Grace is how long, in ticks, a control that appeared or changed its
// meaning under a pointer at rest ignores a press: the player was clicking
// at what was there before (a button of the last choice). 36 ticks are
// 600 ms at 60 ticks a second: a play-test's habitual click on the place
// of the last turn's button came well after 200 ms, and no one reads a
// new button and clicks it in less time without moving the pointer.
// Appear is how long such a control takes to come in (Look.New), so that
// the change is seen.
const (
	Grace  = 36
	Appear = 12
)

// HurryGrace is Grace for the controls a player skipped to (Hurry): they
// asked to see them now and were told to click again, so a second click
// a moment later is meant for them (play-test 12 needed three clicks,
// refused first as a skip and then as a change). 200 ms still drops a
// double click's second half.
const HurryGrace = 12

// Meaner is a control whose meaning, what a click on it does, may change
// while it stays in place (a button's label, a spot's action); the group
// takes the control as new when it does. A control that is not a Meaner is
// new when it is another control.
type Meaner interface {
	Meaning() Meaning
}

// Meaning is what a click on a control does, in terms the group compares
// each tick without making anything: words, an icon, a code.
type Meaning struct {
	Words, Icon string
	Code        uint64
}

// shown is a control as the group tells new ones: its place and meaning.
type shown struct {
	r layout.Rect
	m Meaning
	c Control // for a control that is no Meaner
}

// shownOf is c as the player sees it, its place to the whole pixel: a
// card gliding its last fraction of a pixel into place has not changed
// (it could not be clicked while it did).
func shownOf(c Control) shown {
	b := c.Bounds()
	r := layout.Rect{X: math.Round(b.X), Y: math.Round(b.Y), W: math.Round(b.W), H: math.Round(b.H)}
	if m, ok := c.(Meaner); ok {
		return shown{r: r, m: m.Meaning()}
	}
	return shown{r: r, c: c}
}

// long ago: the tick the controls a group starts with appeared at.
const longAgo = -1 << 40

// KeyHandler is a control that takes typing while focused (a text field).
type KeyHandler interface {
	HandleKeys(f *Frame)
}

// Group is a scene's set of controls: it routes the pointer to them (hover,
// press, click on release over the same control), moves keyboard focus with
// Tab and the arrow keys, activates the focused control with Enter or Space,
// and shows tooltips. Controls are focused in the order they were added.
type Group struct {
	Items []Control
	Focus focus.Ring

	hover      Control
	inert      Control // an inert control with words over hover (a greyed button on a glowing card): its tooltip shows
	hoverSince int
	hushed     bool // pressed on the hovered control: no tooltip until the pointer leaves it
	slid       bool // the hovered control came under a pointer at rest: no tooltip until it moves
	pointed    bool // the pointer has been followed before this tick
	armed      Control
	armedAs    shown // what the armed control meant when it was pressed
	heldOver   int   // the last tick the pointer was on the armed control

	since, next map[shown]came // when each usable control appeared
	started     bool           // the group has had an update
	moved       int            // the tick the pointer last moved
	mouse       layout.Point   // where it was
	swallow     bool           // a press was ignored: its release is too
	dropped     bool           // a click was not taken because its control changed (TakeDropped)
	hurry       int            // controls that come up to this tick were skipped to (Hurry)
	calm        int            // a press before this tick is no choice (Calm)

	clicked     Control // the control the last click activated
	clickedTick int
}

// Clicked is the control the last click activated and the tick it did
// (nil if none yet): the tests' proof that a click was taken.
func (g *Group) Clicked() (c Control, tick int) { return g.clicked, g.clickedTick }

// NewGroup is a group of the given controls.
func NewGroup(items ...Control) *Group {
	return &Group{Items: items, Focus: focus.NewRing()}
}

// Add appends controls.
func (g *Group) Add(items ...Control) { g.Items = append(g.Items, items...) }

// Clear removes every control.
func (g *Group) Clear() {
	g.Items, g.hover, g.inert, g.armed, g.swallow = g.Items[:0], nil, nil, nil, false
	g.Focus.Index = focus.None
}

func (g *Group) usable(i int) bool { return g.Items[i].Usable() }

// Focused is the focused control, or nil.
func (g *Group) Focused() Control {
	g.Focus.Clamp(len(g.Items), g.usable)
	if g.Focus.Index < 0 {
		return nil
	}
	return g.Items[g.Focus.Index]
}

// SetFocus focuses c (nil for nothing).
func (g *Group) SetFocus(c Control) {
	g.Focus.Index = focus.None
	for i, it := range g.Items {
		if it == c {
			g.Focus.Index = i
		}
	}
}

// Update handles this tick's input for the group. Keys it uses are taken
// from the frame; so is a click on one of its controls.
func (g *Group) Update(f *Frame) {
	g.Focus.Clamp(len(g.Items), g.usable)
	g.noteNew(f)
	g.updatePointer(f)
	g.updateKeys(f)
}

// Slid reports whether the control under the pointer came there under a
// pointer at rest (the table moved under it): its tooltip waits until the
// pointer moves. A table's own tooltips ask it too (tablekit.Hover).
func (g *Group) Slid() bool { return g.slid }

// came is when a control appeared, or changed its meaning, and for how
// long after that it ignores a press under a pointer at rest.
// came is when a control came (tick), how long a press on it is no
// choice after (grace), and the last tick it was usable (seen).
type came struct{ tick, grace, seen int }

// Hurry says the player skipped to what comes next, at tick: the controls
// that come in the next few ticks ignore a press for HurryGrace only.
func (g *Group) Hurry(tick int) { g.hurry = tick + hurryTicks }

// Calm makes a press before tick until no choice, whatever it lands on:
// the table has just come to rest after showing other seats' moves, and a
// click then was meant to skip them (play-test 28: a click as the bots'
// set-up picks ended took a monster from the pool, the pointer moving).
func (g *Group) Calm(until int) { g.calm = until }

// CalmAt reports whether a press at tick would be no choice (Calm).
func (g *Group) CalmAt(tick int) bool { return tick < g.calm }

// hurryTicks is how soon after a skip the controls it brings come in: the
// table shows the new position at its next update or so.
const hurryTicks = 6

// Note notes the controls that came in or changed this tick, taking no
// input (something over the group takes it, a recap or a zoom): they
// come in all the same, rather than wait unseen until Update runs again.
func (g *Group) Note(f *Frame) { g.noteNew(f) }

// noteNew notes the tick each usable control appeared at, or changed its
// meaning at: those the group starts with count as there long ago. It asks
// for a redraw while one comes in (Appear).
func (g *Group) noteNew(f *Frame) {
	if f.Moved || f.Mouse != g.mouse {
		g.moved, g.mouse = f.Tick, f.Mouse
	}
	if g.next == nil {
		g.since, g.next = map[shown]came{}, map[shown]came{}
	}
	coming := false
	for _, it := range g.Items {
		if !it.Usable() {
			continue
		}
		s := shownOf(it)
		t, ok := g.since[s]
		switch {
		case ok:
		case g.started && f.Tick <= g.hurry:
			t = came{tick: f.Tick, grace: HurryGrace} // skipped to: soon taken
		case g.started:
			t = came{tick: f.Tick, grace: Grace}
		default:
			t = came{tick: longAgo, grace: Grace}
		}
		t.seen = f.Tick
		g.next[s] = t
		coming = coming || f.Tick-t.tick < Appear
	}
	// A control gone for a few ticks and back in the same place with the
	// same meaning is not new (play-test 34: a Pay button hidden for the
	// one tick its payment showed came back as new, and the next press
	// was refused as "That choice changed as you clicked").
	for s, t := range g.since {
		if _, ok := g.next[s]; !ok && f.Tick-t.seen < Appear {
			g.next[s] = t
		}
	}
	g.since, g.next = g.next, g.since
	clear(g.next)
	g.started = true
	if coming {
		f.Redraw()
	}
}

// age is how many ticks ago c appeared, or changed its meaning (0 for a
// control put in since the last update, Appear before the first).
func (g *Group) age(c Control, tick int) int {
	t, ok := g.since[shownOf(c)]
	switch {
	case ok:
		return tick - t.tick
	case g.started:
		return 0 // put in since the last update
	}
	return Appear
}

// newness is Look.New for c at tick: 1 as it appears, 0 once in place.
func (g *Group) newness(c Control, tick int) float64 {
	age := g.age(c, tick)
	if age >= Appear {
		return 0
	}
	return 1 - float64(max(age, 0))/Appear
}

// justChanged reports whether c appeared or changed its meaning under the
// pointer less than Grace ago, the pointer at rest since: a press on it
// was meant for what was there before.
func (g *Group) justChanged(c Control, tick int) bool {
	t, ok := g.since[shownOf(c)]
	return ok && tick-t.tick < t.grace && g.moved < t.tick
}

// at is the control under p: the topmost, unless that one offers nothing
// and lies wholly inside a usable one beneath (a chip on a glowing panel),
// which then takes the pointer and inert is the one on top, whose words
// still show as its tooltip (a greyed button says why it is off); a larger
// thing on top (a drawer) still covers what is under it.
func (g *Group) at(p layout.Point) (over, inert Control) {
	for i := len(g.Items) - 1; i >= 0; i-- {
		it := g.Items[i]
		if !it.Visible() || !it.Bounds().Contains(p) {
			continue
		}
		if it.Usable() {
			return it, nil
		}
		inner := it.Bounds()
		for j := i - 1; j >= 0; j-- {
			under := g.Items[j]
			if under.Visible() && under.Usable() && under.Bounds().Contains(p) && inner.Intersect(under.Bounds()) == inner {
				return under, it
			}
		}
		return it, nil
	}
	return nil, nil
}

// tip is the words of the tooltip under the pointer: the inert control's
// on top when it has some, else the hovered one's.
func (g *Group) tip() string {
	if g.inert != nil {
		if t := g.inert.Tip(); t != "" {
			return t
		}
	}
	if g.hover == nil {
		return ""
	}
	return g.hover.Tip()
}

func (g *Group) updatePointer(f *Frame) {
	over, inert := g.at(f.Mouse)
	moved := g.moved == f.Tick
	if over != g.hover || inert != g.inert {
		// The table moved under a pointer at rest (a hand laid out
		// afresh): the player did not point at what is there now, so its
		// tooltip waits until the pointer moves.
		g.slid = over != nil && !moved && g.pointed
		g.hover, g.inert, g.hoverSince, g.hushed = over, inert, f.Tick, false
		f.Redraw()
	} else if g.slid && moved {
		g.slid, g.hoverSince = false, f.Tick
	}
	g.pointed = true
	if f.Pressed && over != nil && !g.hushed {
		g.hushed = true // its tooltip would cover what the press brings
		f.Redraw()
	}
	if g.tip() != "" && !g.hushed && !g.slid {
		switch d := f.Tick - g.hoverSince; {
		case d == tipDelay:
			f.Redraw() // the tooltip appears
		case d > tipDelay && f.Moved:
			f.Redraw() // it follows the pointer
		}
	}
	if f.PressFree() && over != nil && over.Usable() && (g.justChanged(over, f.Tick) || f.Tick < g.calm) {
		g.armed, g.swallow = nil, true // not taken as a choice: see Grace
	} else if f.PressFree() && over != nil && over.Usable() {
		g.armed, g.armedAs = over, shownOf(over)
		g.SetFocus(nil)
		if _, ok := over.(KeyHandler); ok {
			g.SetFocus(over) // clicking a text field focuses it for typing
		}
		f.Redraw()
	}
	if f.Released && g.swallow {
		g.swallow, g.dropped = false, true
		f.TakeClick()
	}
	if f.Released && g.armed != nil {
		a := g.armed
		g.armed = nil
		f.Redraw()
		// A pointer that left the control onto bare table just before the
		// release was read still clicks it: the pointer's position is read
		// live, the button's state a frame late, and a slow frame lasts
		// several ticks (play-tests 18 and 21 lost clicks on Done, Flip and
		// a hand card so, moving on within 50 ms of letting go; the move
		// came 7 ticks before the release under load).
		if over != a && over == nil && f.Tick-g.heldOver <= leaveGrace {
			over = a
		}
		// A control that changed its meaning while held is not clicked.
		switch {
		case a == over && shownOf(a) == g.armedAs && f.TakeClick():
			g.clicked, g.clickedTick = a, f.Tick
			a.Activate()
		case a == over && f.TakeClick():
			g.dropped = true // it changed its meaning while held
		}
	}
	if g.armed != nil && over == g.armed {
		g.heldOver = f.Tick
	}
}

// leaveGrace is how many ticks after the pointer left a pressed control
// its release still clicks it (a fifth of a second); held off it longer,
// the press is dropped.
const leaveGrace = 12

func (g *Group) updateKeys(f *Frame) {
	n := len(g.Items)
	if cur := g.Focused(); cur != nil {
		if kh, ok := cur.(KeyHandler); ok {
			kh.HandleKeys(f)
		}
	}
	switch {
	case f.Key(ebiten.KeyTab) && f.Shift, f.Key(ebiten.KeyArrowUp), f.Key(ebiten.KeyArrowLeft):
		if k := firstOf(f, ebiten.KeyTab, ebiten.KeyArrowUp, ebiten.KeyArrowLeft); k >= 0 {
			f.TakeKey(k)
		}
		g.Focus.Prev(n, g.usable)
		f.Redraw()
	case f.Key(ebiten.KeyTab), f.Key(ebiten.KeyArrowDown), f.Key(ebiten.KeyArrowRight):
		if k := firstOf(f, ebiten.KeyTab, ebiten.KeyArrowDown, ebiten.KeyArrowRight); k >= 0 {
			f.TakeKey(k)
		}
		g.Focus.Next(n, g.usable)
		f.Redraw()
	case f.Key(ebiten.KeyEnter) || f.Key(ebiten.KeyNumpadEnter) || f.Key(ebiten.KeySpace):
		cur := g.Focused()
		if cur == nil && !f.Key(ebiten.KeySpace) {
			cur = g.glowing() // Enter presses the button that glows (play-tests 13, 18)
		}
		if cur == nil {
			return
		}
		if _, typing := cur.(KeyHandler); typing && f.Key(ebiten.KeySpace) {
			return
		}
		f.TakeKey(ebiten.KeyEnter)
		f.TakeKey(ebiten.KeyNumpadEnter)
		f.TakeKey(ebiten.KeySpace)
		f.Redraw()
		cur.Activate()
	}
}

// glowing is the one usable button that glows, the choice the table
// suggests, or nil when none or several do.
func (g *Group) glowing() Control {
	var only Control
	for _, c := range g.Items {
		if b, ok := c.(*Button); ok && b.Glow && b.Usable() {
			if only != nil {
				return nil
			}
			only = b
		}
	}
	return only
}

func firstOf(f *Frame, keys ...ebiten.Key) ebiten.Key {
	for _, k := range keys {
		if f.Key(k) {
			return k
		}
	}
	return -1
}

// Draw draws every control, then the tooltip of the one under the pointer.
func (g *Group) Draw(c *Canvas, tick int, mouse layout.Point) {
	foc := g.Focused()
	for _, it := range g.Items {
		if !it.Visible() {
			continue
		}
		l := Look{Tick: tick, Focused: it == foc}
		if it.Usable() {
			l.New = g.newness(it, tick)
		}
		if it == g.hover && it.Usable() {
			l.Hover = true
			l.Pressed = g.armed == it
		}
		it.Draw(c, l)
	}
	if g.TipShown(tick) {
		DrawTooltip(c, g.tip(), mouse)
	}
}

// TakeDropped reports, once, that a click was not taken because the
// control under it had just changed its meaning: a scene says so rather
// than let the click vanish.
func (g *Group) TakeDropped() bool {
	d := g.dropped
	g.dropped = false
	return d
}

// TipShown reports whether the tooltip of the control under the pointer
// shows at tick: it rested there TipDelay and has not been pressed since.
func (g *Group) TipShown(tick int) bool {
	return g.tip() != "" && !g.hushed && !g.slid && tick-g.hoverSince >= tipDelay
}

// TipPoints are the centres of the shown controls that have a tooltip:
// their own (Tip), or, for those that say so (Tipper), one their scene
// draws.
func (g *Group) TipPoints() []layout.Point {
	var out []layout.Point
	for _, it := range g.Items {
		t, ok := it.(Tipper)
		if it.Visible() && (it.Tip() != "" || ok && t.HasTip()) {
			out = append(out, it.Bounds().Center())
		}
	}
	return out
}

// Tipper is a control whose tooltip its scene draws (a table's spot).
type Tipper interface{ HasTip() bool }

// Hovered is the control under the pointer, or nil.
func (g *Group) Hovered() Control { return g.hover }

// InertTip reports whether the tooltip under the pointer is an inert
// control's on top of the hovered one (a greyed button on a card): a
// scene then draws no tooltip of its own for the hovered one.
func (g *Group) InertTip() bool { return g.inert != nil && g.inert.Tip() != "" }
