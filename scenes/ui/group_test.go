package ui

import (
	"testing"

	"github.com/herotable/herotable/scenes/layout"
)

// A choice that changes under a pointer at rest: a press in the first
// instant after is meant for what was there before and is not taken (nor
// left to the scene as a click); once Grace has passed, or when the
// pointer moved onto the new choice, it is. The new button comes in
// visibly (Look.New), and the group asks for frames while it does.
func TestGroupGraceAfterAChoiceChanges(t *testing.T) {
	var wolf, wyrm int
	r := layout.Rect{X: 0, Y: 0, W: 120, H: 40}
	p := at(60, 20)
	g := NewGroup(NewButton(r, "Dire Wolf", func() { wolf++ }))
	tick := 1
	frame := stepper(g, &tick)
	frame(Frame{Mouse: p, Moved: true}) // the pointer comes to rest on the button
	frame(Frame{Mouse: p})
	if c := g.Items[0]; g.age(c, tick) < Appear {
		t.Errorf("a button the group started with comes in (age %d)", g.age(c, tick))
	}
	frame(Frame{Mouse: p, Pressed: true, Down: true})
	frame(Frame{Mouse: p, Released: true})
	if wolf != 1 {
		t.Fatalf("a click on a button that was always there: %d", wolf)
	}

	// The offered choices change: another button in the same place.
	g.Items = []Control{NewButton(r, "Wyrmling", func() { wyrm++ })}
	changed := tick + 1
	f := frame(Frame{Mouse: p})
	if !f.NeedsRedraw() {
		t.Error("a button coming in does not ask to be drawn")
	}
	f = frame(Frame{Mouse: p, Pressed: true, Down: true})
	f = frame(Frame{Mouse: p, Released: true})
	if wyrm != 0 || f.Click() {
		t.Errorf("a click %d ticks after the change under a still pointer: %d clicks, left to the scene %v", tick-changed, wyrm, f.Click())
	}
	if !g.TakeDropped() {
		t.Error("the click swallowed after the change is not reported for the scene to say why")
	}
	for tick < changed+Grace {
		frame(Frame{Mouse: p})
	}
	frame(Frame{Mouse: p, Pressed: true, Down: true})
	frame(Frame{Mouse: p, Released: true})
	if wyrm != 1 {
		t.Errorf("a click %d ticks after the change (grace %d) was not taken", tick-changed, Grace)
	}

	// A change, then the pointer moves onto the new button: it was aimed.
	g.Items = []Control{NewButton(r, "Kobold", func() { wyrm += 10 })}
	frame(Frame{Mouse: at(200, 200), Moved: true})
	frame(Frame{Mouse: p, Moved: true, Pressed: true, Down: true})
	frame(Frame{Mouse: p, Released: true})
	if wyrm != 11 {
		t.Errorf("a click on a new button the pointer moved onto was not taken")
	}
}

// A new button is drawn coming in: below its place and faded at first,
// in place and opaque once Appear ticks have passed.
func TestNewButtonComesIn(t *testing.T) {
	b := NewButton(layout.Rect{W: 100, H: 40}, "A", nil)
	g := NewGroup()
	g.Update(&Frame{Tick: 1})
	g.Items = []Control{b}
	g.Update(&Frame{Tick: 2})
	var looks []Look
	for tick := 2; tick <= 2+Appear; tick++ {
		looks = append(looks, Look{New: g.newness(g.Items[0], tick)})
	}
	dy, a := looks[0].In()
	if dy <= 0 || a >= 0.5 {
		t.Errorf("a button just come: %v below its place, opacity %v", dy, a)
	}
	if dy, a := looks[len(looks)-1].In(); dy != 0 || a != 1 {
		t.Errorf("a button %d ticks after it came: %v below its place, opacity %v", Appear, dy, a)
	}
}

// A spot or button pressed, whose meaning changes before the release, is
// not clicked.
func TestGroupPressedControlChangingMeaning(t *testing.T) {
	n := 0
	b := NewButton(layout.Rect{W: 100, H: 40}, "Fight", func() { n++ })
	g := NewGroup(b)
	p := at(50, 20)
	g.Update(&Frame{Tick: 1, Mouse: p, Moved: true})
	g.Update(&Frame{Tick: 2, Mouse: p, Pressed: true, Down: true})
	b.Label = "Flee"
	g.Update(&Frame{Tick: 3, Mouse: p, Released: true})
	if n != 0 {
		t.Error("a button whose label changed while pressed was clicked")
	}
	if !g.TakeDropped() || g.TakeDropped() {
		t.Error("the dropped click is not reported once, for the scene to say why")
	}
}

// A click on a control that offers nothing, lying wholly inside a usable
// one (a chip on a glowing panel), plays the one beneath; a larger thing
// on top (a drawer) still covers what lies under it.
func TestAnInertChipLetsTheClickThroughToItsPanel(t *testing.T) {
	n := 0
	panel := NewButton(layout.Rect{X: 0, Y: 0, W: 200, H: 100}, "Panel", func() { n++ })
	chip := NewButton(layout.Rect{X: 20, Y: 20, W: 40, H: 30}, "Chip", nil)
	chip.Disabled = true
	g := NewGroup(panel, chip)
	p := at(30, 30)
	g.Update(&Frame{Tick: 1, Mouse: p, Moved: true})
	g.Update(&Frame{Tick: 30, Mouse: p, Pressed: true, Down: true})
	g.Update(&Frame{Tick: 31, Mouse: p, Released: true})
	if n != 1 {
		t.Errorf("a click on the inert chip inside the panel played the panel %d times", n)
	}
	drawer := NewButton(layout.Rect{X: 10, Y: 10, W: 400, H: 300}, "Drawer", nil)
	drawer.Disabled = true
	g = NewGroup(panel, drawer)
	g.Update(&Frame{Tick: 1, Mouse: p, Moved: true})
	g.Update(&Frame{Tick: 30, Mouse: p, Pressed: true, Down: true})
	g.Update(&Frame{Tick: 31, Mouse: p, Released: true})
	if n != 1 {
		t.Error("a click on a drawer over the panel played the panel beneath")
	}
}

// A greyed button with words, lying on a glowing card, shows its words
// (why it is off) when the pointer rests on it, though a click there plays
// the card; off it, the card's own tooltip shows.
func TestAGreyedButtonOnACardShowsWhyItIsOff(t *testing.T) {
	card := NewButton(layout.Rect{X: 0, Y: 0, W: 200, H: 100}, "Card", func() {})
	card.Tooltip = "Play this card"
	off := NewButton(layout.Rect{X: 20, Y: 20, W: 60, H: 30}, "Lay down", nil)
	off.Disabled, off.Tooltip = true, "Needs two cards of one colour"
	g := NewGroup(card, off)
	p := at(30, 30)
	g.Update(&Frame{Tick: 1, Mouse: p, Moved: true})
	g.Update(&Frame{Tick: 1 + TipDelay, Mouse: p})
	if !g.TipShown(1+TipDelay) || g.tip() != off.Tooltip {
		t.Errorf("resting on the greyed button shows %q (shown %v), want its own words", g.tip(), g.TipShown(1+TipDelay))
	}
	if g.Hovered() != card || !g.InertTip() {
		t.Error("the card beneath the greyed button no longer takes the pointer")
	}
	q := at(150, 80)
	g.Update(&Frame{Tick: 50, Mouse: q, Moved: true})
	g.Update(&Frame{Tick: 50 + TipDelay, Mouse: q})
	if g.tip() != card.Tooltip || g.InertTip() {
		t.Errorf("off the greyed button the tooltip is %q, want the card's", g.tip())
	}
}

// A button that comes under a pointer at rest because the controls moved
// (a row laid out afresh) shows no tooltip until the pointer moves: the
// player pointed at what was there before.
func TestATooltipWaitsWhenItsButtonSlidUnderAStillPointer(t *testing.T) {
	p := at(60, 20)
	a := NewButton(layout.Rect{X: 0, Y: 0, W: 120, H: 40}, "A", nil)
	b := NewButton(layout.Rect{X: 200, Y: 0, W: 120, H: 40}, "B", nil)
	a.Tooltip, b.Tooltip = "about A", "about B"
	g := NewGroup(a, b)
	tick := 1
	frame := func(f Frame) {
		tick++
		f.Tick = tick
		g.Update(&f)
	}
	frame(Frame{Mouse: p, Moved: true})
	for range TipDelay {
		frame(Frame{Mouse: p})
	}
	if !g.TipShown(tick) || g.Hovered() != a {
		t.Fatal("the tooltip of the button the pointer rests on does not show")
	}
	a.Rect.X, b.Rect.X = 200, 0 // the row is laid out afresh: b under the pointer
	for range 3 * TipDelay {
		frame(Frame{Mouse: p})
	}
	if g.Hovered() != b || g.TipShown(tick) {
		t.Fatalf("a button slid under a still pointer shows its tooltip (hovered %v)", g.Hovered())
	}
	frame(Frame{Mouse: at(61, 20), Moved: true})
	for range TipDelay {
		frame(Frame{Mouse: at(61, 20)})
	}
	if !g.TipShown(tick) {
		t.Error("after the pointer moved, the slid button's tooltip does not show")
	}
}

// A button that comes while something else takes the input (Note, not
// Update) comes in and shows all the same, rather than stay unseen.
func TestAButtonComesInWhileTheGroupTakesNoInput(t *testing.T) {
	g := NewGroup()
	g.Update(&Frame{Tick: 1})
	b := NewButton(layout.Rect{W: 100, H: 40}, "No support", nil)
	g.Items = []Control{b}
	for tick := 2; tick <= 2+Appear; tick++ {
		g.Note(&Frame{Tick: tick})
	}
	if _, a := (Look{New: g.newness(b, 2+Appear)}).In(); a != 1 {
		t.Errorf("a button come %d ticks ago under a recap is drawn at opacity %v", Appear, a)
	}
}

// A button gliding the last fraction of a pixel into place has not changed
// for the player: a press on it is taken, not swallowed as meant for what
// was there before.
func TestAGlideUnderAPixelIsNoChange(t *testing.T) {
	clicks := 0
	b := NewButton(layout.Rect{X: 100.3, Y: 0, W: 120, H: 40}, "Top Hat", func() { clicks++ })
	g := NewGroup(b)
	p := at(160, 20)
	tick := 1
	frame := func(f Frame) {
		tick++
		f.Tick = tick
		g.Update(&f)
	}
	frame(Frame{Mouse: p, Moved: true})
	frame(Frame{Mouse: p})
	b.Rect.X = 100.1 // the glide's last step
	frame(Frame{Mouse: p, Pressed: true, Down: true})
	frame(Frame{Mouse: p, Released: true})
	if clicks != 1 {
		t.Errorf("a press on a button that moved 0.2 px was not taken (%d clicks)", clicks)
	}
}

// Controls a player skipped to (Hurry) take a click after HurryGrace, not
// Grace: the player was told to click again (play-test 12 needed a third
// click). A double click's second half is still dropped.
func TestSkippedToControlsTakeTheNextClickSooner(t *testing.T) {
	if HurryGrace >= Grace/2 {
		t.Fatalf("the grace after a skip (%d ticks) is not much shorter than after a change (%d)", HurryGrace, Grace)
	}
	var imp int
	r := layout.Rect{X: 0, Y: 0, W: 120, H: 40}
	p := at(60, 20)
	g := NewGroup()
	tick := 1
	frame := stepper(g, &tick)
	click := func() {
		frame(Frame{Mouse: p, Pressed: true, Down: true})
		frame(Frame{Mouse: p, Released: true})
	}
	frame(Frame{Mouse: p, Moved: true})
	frame(Frame{Mouse: p})
	g.Hurry(tick) // the click that skipped the move
	g.Items = []Control{NewButton(r, "Imp", func() { imp++ })}
	came := tick + 1
	frame(Frame{Mouse: p})
	click() // the double click's second half
	if imp != 0 {
		t.Fatalf("a click %d ticks after the skip was taken", tick-came)
	}
	for tick < came+HurryGrace {
		frame(Frame{Mouse: p})
	}
	click()
	if imp != 1 {
		t.Fatalf("a click %d ticks after the skip (hurry grace %d) was not taken", tick-came, HurryGrace)
	}
	// Later changes have the whole grace again.
	g.Items = []Control{NewButton(r, "Wisp", func() { imp += 10 })}
	changed := tick + 1
	frame(Frame{Mouse: p})
	for tick < changed+HurryGrace {
		frame(Frame{Mouse: p})
	}
	click()
	if imp != 1 {
		t.Errorf("a change long after the skip took a click after %d ticks", tick-changed)
	}
}

// A press in the calm after a long showing of moves is no choice, even
// with the pointer moving onto the control (play-test 28: a click as the
// bots' set-up picks ended took a monster); after it, a click is taken.
func TestACalmTakesNoChoice(t *testing.T) {
	n := 0
	r := layout.Rect{X: 0, Y: 0, W: 120, H: 40}
	g := NewGroup(NewButton(r, "Wisp", func() { n++ }))
	tick := 1
	frame := stepper(g, &tick)
	frame(Frame{Mouse: at(200, 200), Moved: true})
	g.Calm(tick + HurryGrace)
	frame(Frame{Mouse: at(60, 20), Moved: true})
	frame(Frame{Mouse: at(60, 20), Pressed: true, Down: true})
	f := frame(Frame{Mouse: at(60, 20), Released: true})
	if n != 0 || f.Click() {
		t.Fatalf("a click in the calm: %d choices, left to the scene %v", n, f.Click())
	}
	if !g.TakeDropped() {
		t.Error("the click in the calm is not reported for the scene to say why")
	}
	for range HurryGrace {
		frame(Frame{Mouse: at(60, 20)})
	}
	frame(Frame{Mouse: at(60, 20), Pressed: true, Down: true})
	frame(Frame{Mouse: at(60, 20), Released: true})
	if n != 1 {
		t.Errorf("a click after the calm was not taken: %d", n)
	}
}

// stepper runs g one tick a call, counting the ticks in *tick.
func stepper(g *Group, tick *int) func(Frame) *Frame {
	return func(f Frame) *Frame {
		*tick++
		f.Tick = *tick
		g.Update(&f)
		return &f
	}
}

// A button hidden for a tick or two and back in the same place with the
// same words is not new: a press on it right away is taken (play-test 34:
// "Pay 1 MP", hidden for the tick its first payment showed, refused the
// second press as "That choice changed as you clicked"). Gone longer, it
// comes in as new again.
func TestAButtonBackAtOnceIsNotNew(t *testing.T) {
	var paid int
	r := layout.Rect{X: 0, Y: 0, W: 120, H: 40}
	p := at(60, 20)
	b := NewButton(r, "Pay 1 MP", func() { paid++ })
	g := NewGroup(b)
	tick := 1
	frame := stepper(g, &tick)
	frame(Frame{Mouse: p, Moved: true})
	for range Grace {
		frame(Frame{Mouse: p})
	}
	b.Hidden = true
	frame(Frame{Mouse: p})
	b.Hidden = false
	frame(Frame{Mouse: p})
	frame(Frame{Mouse: p, Pressed: true, Down: true})
	frame(Frame{Mouse: p, Released: true})
	if paid != 1 || g.TakeDropped() {
		t.Fatalf("a press on a button back after one tick away: %d payments", paid)
	}
	b.Hidden = true
	for range Appear + 2 {
		frame(Frame{Mouse: p})
	}
	b.Hidden = false
	frame(Frame{Mouse: p})
	frame(Frame{Mouse: p, Pressed: true, Down: true})
	frame(Frame{Mouse: p, Released: true})
	if paid != 1 {
		t.Errorf("a button back after %d ticks away took a press at once", Appear+2)
	}
}
