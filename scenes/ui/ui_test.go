package ui

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
)

func at(x, y float64) layout.Point { return layout.Point{X: x, Y: y} }

func TestGroupClicksOnRelease(t *testing.T) {
	var a, b int
	ba := NewButton(layout.Rect{X: 0, Y: 0, W: 100, H: 40}, "A", func() { a++ })
	bb := NewButton(layout.Rect{X: 200, Y: 0, W: 100, H: 40}, "B", func() { b++ })
	g := NewGroup(ba, bb)
	g.Update(&Frame{Mouse: at(50, 20), Pressed: true, Down: true})
	if a != 0 {
		t.Fatal("a press alone clicked")
	}
	f := &Frame{Mouse: at(50, 20), Released: true}
	g.Update(f)
	if a != 1 || f.Click() {
		t.Errorf("press and release on A: %d clicks, click left for the scene: %v", a, f.Click())
	}
	// Pressed on A, released on B: nothing.
	g.Update(&Frame{Mouse: at(50, 20), Pressed: true, Down: true})
	g.Update(&Frame{Mouse: at(250, 20), Released: true})
	if a != 1 || b != 0 {
		t.Errorf("a drag from A to B clicked: a=%d b=%d", a, b)
	}
	// Released off it, onto nothing, at the next update, or with the move
	// read ticks before the release: the pointer moved on with the release
	// in one poll, and it clicks (play-tests 18 and 21).
	g.Update(&Frame{Tick: 10, Mouse: at(50, 20), Pressed: true, Down: true})
	g.Update(&Frame{Tick: 11, Mouse: at(50, 300), Released: true})
	if a != 2 {
		t.Errorf("a release read just off A did not click it: a=%d", a)
	}
	g.Update(&Frame{Tick: 20, Mouse: at(50, 20), Pressed: true, Down: true})
	g.Update(&Frame{Tick: 21, Mouse: at(50, 20), Down: true})
	for tick := 22; tick < 29; tick++ { // 7 ticks, as seen under load
		g.Update(&Frame{Tick: tick, Mouse: at(50, 300), Down: true})
	}
	g.Update(&Frame{Tick: 29, Mouse: at(50, 300), Released: true})
	if a != 3 {
		t.Errorf("a release read a tick after the pointer left A did not click it: a=%d", a)
	}
	// Dragged off it while held, then released: nothing.
	g.Update(&Frame{Tick: 30, Mouse: at(50, 20), Pressed: true, Down: true})
	for tick := 31; tick < 31+2*leaveGrace; tick++ {
		g.Update(&Frame{Tick: tick, Mouse: at(50, 300), Down: true})
	}
	g.Update(&Frame{Tick: 31 + 2*leaveGrace, Mouse: at(50, 300), Released: true})
	if a != 3 {
		t.Errorf("a drag off A clicked it: a=%d", a)
	}
	a = 1
	// A disabled button takes no click.
	ba.Disabled = true
	g.Update(&Frame{Mouse: at(50, 20), Pressed: true, Down: true})
	g.Update(&Frame{Mouse: at(50, 20), Released: true})
	if a != 1 {
		t.Error("a disabled button was clicked")
	}
}

func TestGroupKeyboard(t *testing.T) {
	var hits []string
	mk := func(name string, x float64) *Button {
		return NewButton(layout.Rect{X: x, W: 50, H: 40}, name, func() { hits = append(hits, name) })
	}
	a, b, c := mk("a", 0), mk("b", 100), mk("c", 200)
	b.Disabled = true
	g := NewGroup(a, b, c)
	keys := func(k ...ebiten.Key) *Frame {
		f := &Frame{Mouse: at(-1, -1), Keys: k}
		g.Update(f)
		return f
	}
	keys(ebiten.KeyTab)
	if g.Focused() != a {
		t.Fatal("Tab does not focus the first control")
	}
	keys(ebiten.KeyArrowRight)
	if g.Focused() != c {
		t.Fatal("the arrow does not skip the disabled control")
	}
	f := keys(ebiten.KeyEnter)
	if len(hits) != 1 || hits[0] != "c" || f.Key(ebiten.KeyEnter) {
		t.Errorf("Enter activated %v and left the key: %v", hits, f.Key(ebiten.KeyEnter))
	}
	keys(ebiten.KeyArrowLeft)
	if g.Focused() != a {
		t.Error("the left arrow does not go back")
	}
	g.SetFocus(nil)
	if f := keys(ebiten.KeyEnter); !f.Key(ebiten.KeyEnter) {
		t.Error("Enter without focus was taken from the scene")
	}
}

// With nothing focused, Enter presses the one button that glows (the
// table's suggested choice); not when two glow, and Space never does.
func TestEnterPressesTheGlowingButton(t *testing.T) {
	var hits []string
	mk := func(name string, x float64) *Button {
		return NewButton(layout.Rect{X: x, W: 50, H: 40}, name, func() { hits = append(hits, name) })
	}
	a, b := mk("a", 0), mk("b", 100)
	g := NewGroup(a, b)
	press := func(k ebiten.Key) { g.Update(&Frame{Mouse: at(-1, -1), Keys: []ebiten.Key{k}}) }
	b.Glow = true
	press(ebiten.KeySpace)
	if len(hits) != 0 {
		t.Fatalf("Space pressed %v", hits)
	}
	press(ebiten.KeyEnter)
	if len(hits) != 1 || hits[0] != "b" {
		t.Fatalf("Enter pressed %v, want the glowing b", hits)
	}
	a.Glow = true
	press(ebiten.KeyEnter)
	if len(hits) != 1 {
		t.Errorf("Enter pressed %v with two buttons glowing", hits[1:])
	}
	a.Glow, b.Disabled = false, true
	press(ebiten.KeyEnter)
	if len(hits) != 1 {
		t.Errorf("Enter pressed the greyed glowing button")
	}
}

func TestTooltipAppearsAfterDelay(t *testing.T) {
	b := NewButton(layout.Rect{W: 100, H: 40}, "A", nil)
	b.Tooltip = "help"
	g := NewGroup(b)
	for tick := 1; tick <= TipDelay+1; tick++ {
		f := &Frame{Tick: tick, Mouse: at(10, 10)}
		g.Update(f)
		want := tick == 1 || tick == 1+TipDelay
		if f.NeedsRedraw() != want {
			t.Errorf("tick %d: redraw %v, want %v", tick, f.NeedsRedraw(), want)
		}
	}
}

func TestTextField(t *testing.T) {
	var changed string
	tf := &TextField{MaxLen: 5, Digits: true, OnChange: func(s string) { changed = s }}
	tf.HandleKeys(&Frame{Chars: []rune("12a3 456")})
	if tf.Text != "12345" || changed != "12345" {
		t.Errorf("digits field took %q", tf.Text)
	}
	tf.HandleKeys(&Frame{Keys: []ebiten.Key{ebiten.KeyBackspace}})
	if tf.Text != "1234" {
		t.Errorf("backspace left %q", tf.Text)
	}
	name := &TextField{MaxLen: 8}
	name.HandleKeys(&Frame{Chars: []rune("Zoë Æ")})
	name.HandleKeys(&Frame{Keys: []ebiten.Key{ebiten.KeyBackspace}})
	if name.Text != "Zoë " {
		t.Errorf("unicode editing gave %q", name.Text)
	}
}

func TestDiceTiming(t *testing.T) {
	var d Dice
	frames := prefs.Fast.Frames(DiceTumble)
	d.Roll([]DieRoll{{"d6", 3}}, 100, frames)
	if !d.Rolling(100) || !d.Rolling(100+frames-1) || d.Rolling(100+frames) {
		t.Errorf("a %d-tick roll from tick 100 rolls at the wrong ticks", frames)
	}
	if !d.Animating(100+frames) || d.Animating(100+frames+DiceSettle) {
		t.Error("the settling pop has the wrong length")
	}
	d.Skip(110)
	if d.Rolling(110) || !d.Animating(110) {
		t.Error("a click does not end the tumble (and start the settle)")
	}
	d.Roll([]DieRoll{{"d6", 3}}, 200, prefs.Instant.Frames(DiceTumble))
	if d.Rolling(200) {
		t.Error("instant speed still tumbles")
	}
	d.Clear()
	if d.Animating(200) {
		t.Error("cleared dice animate")
	}
}

func TestLogScrollsAndKeepsPlace(t *testing.T) {
	l := &Log{Rect: layout.Rect{X: 0, Y: 0, W: 360, H: 200}}
	var lines []LogLine
	for i := range 30 {
		lines = append(lines, LogLine{Text: "line", Action: i%2 == 0})
	}
	l.Set(lines, 0)
	vis := l.visibleRows()
	if vis <= 0 || len(l.rows) != 30 {
		t.Fatalf("%d rows, %d visible", len(l.rows), vis)
	}
	f := &Frame{Mouse: at(10, 10), Wheel: 2}
	l.Update(f)
	if l.scroll != 6 || !f.NeedsRedraw() {
		t.Errorf("two wheel notches scrolled %v rows", l.scroll)
	}
	l.Set(append(lines, LogLine{Text: "new"}), 5)
	if l.scroll != 7 {
		t.Errorf("a new line moved what the reader looks at: scroll %v", l.scroll)
	}
	if !l.Animating(5) || l.Animating(5+logFade) {
		t.Error("the new line's fade has the wrong length")
	}
	l.Update(&Frame{Mouse: at(10, 10), Wheel: -100})
	if l.scroll != 0 {
		t.Errorf("scrolling far down stops at %v, not the newest line", l.scroll)
	}
}

// Lines that come in below while the reader scrolled back are counted on
// a button at the log's foot; a click on it goes down to them.
func TestLogSaysNewLinesCameInBelow(t *testing.T) {
	l := &Log{Rect: layout.Rect{X: 0, Y: 0, W: 360, H: 200}}
	lines := make([]LogLine, 30)
	for i := range lines {
		lines[i] = LogLine{Text: "line"}
	}
	l.Set(lines, 0)
	l.Update(&Frame{Mouse: at(10, 10), Wheel: 2})
	l.Set(append(lines, LogLine{Text: "new"}, LogLine{Text: "newer"}), 5)
	if l.Unseen() != 2 {
		t.Fatalf("%d unseen rows, want 2", l.Unseen())
	}
	f := &Frame{Mouse: l.newBelow().Center(), Released: true}
	l.Update(f)
	if l.scroll != 0 || l.Unseen() != 0 || f.Click() {
		t.Errorf("a click on the button: scroll %v, %d unseen, click left %v", l.scroll, l.Unseen(), f.Click())
	}
	// Scrolling down onto them counts them seen too.
	l.Update(&Frame{Mouse: at(10, 10), Wheel: 1})
	l.Set(append(lines, LogLine{Text: "new"}, LogLine{Text: "newer"}, LogLine{Text: "newest"}), 9)
	l.Update(&Frame{Mouse: at(10, 10), Wheel: -2})
	if l.Unseen() != 0 {
		t.Errorf("scrolled to the newest, %d rows still unseen", l.Unseen())
	}
}

// The rule where the news begins is a row of its own before line Since,
// and only there; ShowsFrom counts it.
func TestLogRuleBeforeTheNews(t *testing.T) {
	l := &Log{Rect: layout.Rect{X: 0, Y: 0, W: 360, H: 200}, Since: 3}
	lines := make([]LogLine, 5)
	for i := range lines {
		lines[i] = LogLine{Text: "line"}
	}
	l.Set(lines, 0)
	if len(l.rows) != 6 || l.rows[3].line != sinceRow || l.rows[4].line != 3 {
		t.Fatalf("rows %+v: want the rule before line 3", l.rows)
	}
	if !l.ShowsFrom(3) {
		t.Error("three rows do not show in a log of", l.visibleRows())
	}
	l.Since = 0
	l.Set(lines, 0)
	if len(l.rows) != 5 {
		t.Errorf("with Since 0 the log has %d rows, want 5 (no rule)", len(l.rows))
	}
	if l.ShowsFrom(0) == (len(lines) > l.visibleRows()) {
		t.Error("ShowsFrom(0) is wrong for", len(lines), "rows")
	}
}

func TestFrameTakes(t *testing.T) {
	f := &Frame{Keys: []ebiten.Key{ebiten.KeyA, ebiten.KeyB}, Released: true}
	if !f.TakeKey(ebiten.KeyA) || f.Key(ebiten.KeyA) || !f.Key(ebiten.KeyB) {
		t.Error("TakeKey")
	}
	if !f.TakeClick() || f.Click() || f.TakeClick() {
		t.Error("TakeClick")
	}
	f.Block()
	if f.Key(ebiten.KeyB) || f.TakeWheel() != 0 {
		t.Error("Block left input")
	}
}

func TestTextViewIllustrations(t *testing.T) {
	var v TextView
	v.Rect = layout.Rect{W: 600, H: 400}
	v.SetText("Intro\n! 60 card/frame card/back\n! icon/play\nAfter")
	var ills []tvLine
	for _, l := range v.lines {
		if l.sprites != nil {
			ills = append(ills, l)
		}
	}
	if len(ills) != 2 {
		t.Fatalf("%d illustration lines, want 2: %+v", len(ills), v.lines)
	}
	if got := ills[0]; got.h != 60 || len(got.sprites) != 2 || got.sprites[1] != "card/back" {
		t.Errorf("first illustration %+v, want card/frame and card/back at 60 px", got)
	}
	if got := ills[1]; got.h != illustrationHeight || len(got.sprites) != 1 {
		t.Errorf("second illustration %+v, want icon/play at the default height", got)
	}
	last := v.lines[len(v.lines)-1]
	if last.text != "After" || last.y < ills[1].y+ills[1].h {
		t.Errorf("the text after the illustrations (%+v) overlaps them", last)
	}
}

// TipPoints are the centres of the shown controls with a tooltip: a
// hidden one and one without words are left out.
func TestTipPointsAreWhereTooltipsShow(t *testing.T) {
	g := NewGroup()
	with := NewButton(layout.Rect{X: 10, Y: 10, W: 20, H: 20}, "A", nil)
	with.Tooltip = "says"
	without := NewButton(layout.Rect{X: 100, Y: 10, W: 20, H: 20}, "B", nil)
	hidden := NewButton(layout.Rect{X: 200, Y: 10, W: 20, H: 20}, "C", nil)
	hidden.Tooltip, hidden.Hidden = "hidden", true
	g.Add(with, without, hidden)
	got := g.TipPoints()
	if len(got) != 1 || got[0] != (layout.Point{X: 20, Y: 20}) {
		t.Errorf("TipPoints = %v, want the first button's centre alone", got)
	}
}

// A press on a control hides its tooltip until the pointer leaves it.
func TestAPressHushesAButtonsTooltip(t *testing.T) {
	b := NewButton(layout.Rect{W: 100, H: 40}, "A", nil)
	b.Tooltip = "help"
	g := NewGroup(b)
	tick := 1
	step := func(p layout.Point, pressed bool) {
		g.Update(&Frame{Tick: tick, Mouse: p, Pressed: pressed})
		tick++
	}
	for range TipDelay + 1 {
		step(at(10, 10), false)
	}
	if !g.TipShown(tick - 1) {
		t.Fatal("the tooltip does not show after its delay")
	}
	step(at(10, 10), true)
	for range TipDelay + 1 {
		step(at(12, 10), false)
	}
	if g.TipShown(tick - 1) {
		t.Error("the tooltip shows again while the pointer stays on the pressed button")
	}
	step(at(300, 300), false)
	for range TipDelay + 1 {
		step(at(10, 10), false)
	}
	if !g.TipShown(tick - 1) {
		t.Error("the tooltip does not come back once the pointer left and returned")
	}
}

// A tooltip goes below and right of the pointer by habit, to another side
// when that would cover a place to keep clear, and stays on the screen.
func TestTipPlaceLeavesTheNextClickClear(t *testing.T) {
	size := layout.Rect{W: 300, H: 160}
	p := layout.Point{X: 400, Y: 300}
	habit := TipPlace(size, p, nil)
	if habit.X <= p.X || habit.Y <= p.Y {
		t.Fatalf("by habit the tooltip %v is not below and right of the pointer %v", habit, p)
	}
	keep := []layout.Rect{{X: 420, Y: 310, W: 100, H: 100}}
	r := TipPlace(size, p, keep)
	if !r.Intersect(keep[0]).Empty() || r.Contains(p) {
		t.Errorf("the tooltip %v covers the target %v (or the pointer)", r, keep[0])
	}
	corner := TipPlace(size, layout.Point{X: layout.Width - 5, Y: layout.Height - 5}, nil)
	if corner.X < 8 || corner.Y < 8 || corner.Right() > layout.Width-8 || corner.Bottom() > layout.Height-8 {
		t.Errorf("in the corner the tooltip %v leaves the screen", corner)
	}
}

// A button's tooltip, like a table's, goes where it covers least of the
// canvas's Keep: it used to sit below and right of the pointer always.
func TestAButtonsTooltipLeavesKeepClear(t *testing.T) {
	img := ebiten.NewImage(layout.Width, layout.Height)
	defer img.Deallocate()
	c := NewCanvas(img, 1)
	p := layout.Point{X: 400, Y: 300}
	_, _, habit := tipBox(c, "Undo your last decision", p, 0, 0)
	c.Keep = []layout.Rect{habit}
	_, _, r := tipBox(c, "Undo your last decision", p, 0, 0)
	if !r.Intersect(habit).Empty() {
		t.Errorf("the tooltip %v still covers the place to keep %v", r, habit)
	}
}

// The "new lines below" button covers no row: the rows read stay in place
// above it, the last of them ending where it begins.
func TestNewLinesButtonCoversNoRow(t *testing.T) {
	for _, bare := range []bool{false, true} {
		l := &Log{Rect: layout.Rect{X: 0, Y: 0, W: 360, H: 200}, Bare: bare}
		lines := make([]LogLine, 30)
		for i := range lines {
			lines[i] = LogLine{Text: "line"}
		}
		l.Set(lines, 0)
		l.Update(&Frame{Mouse: at(10, 10), Wheel: 2})
		startBefore, _, topBefore := l.window()
		l.Set(append(lines, LogLine{Text: "new"}), 5)
		start, end, top := l.window()
		if start != startBefore || top != topBefore { // a row came in below; the view keeps what was read
			t.Errorf("bare %v: the rows read moved: start %d→%d, top %v→%v", bare, startBefore, start, topBefore, top)
		}
		if last := top + float64(end-start)*l.rowH(); last > l.newBelow().Y {
			t.Errorf("bare %v: the last row shown ends at %v, below the button's top %v", bare, last, l.newBelow().Y)
		}
	}
}

// When every side of the pointer covers a kept place the pointer is in (a
// prompt whose button it rests on), the tooltip goes beside that place.
func TestTipPlaceStepsOutOfTheKeptPlaceThePointerIsIn(t *testing.T) {
	prompt := layout.Rect{X: 1040, Y: 460, W: 240, H: 250}
	p := at(1200, 690) // on a button at the prompt's foot
	r := TipPlace(layout.Rect{W: 344, H: 80}, p, []layout.Rect{prompt})
	if !r.Intersect(prompt).Empty() || r.Contains(p) {
		t.Errorf("the tooltip at %v covers the prompt %v", r, prompt)
	}
}

// A decision's wrapped rows hang under its words, clear of its seat chip,
// and a card's dots in brackets stay on one row ("(1○ 0●)" had its "0●)"
// alone, flush left under the chip).
func TestAWrappedLogLineHangsAndKeepsItsDotsTogether(t *testing.T) {
	ln := LogLine{Text: "Ada lays down a hero with a long name (1○ 0●)", Action: true, Mark: Gold}
	for w := 140.0; w <= 420; w += 5 {
		l := &Log{Rect: layout.Rect{W: w, H: 300}}
		l.Set([]LogLine{ln}, 0)
		rows := l.RowsOf(0)
		for _, r := range rows {
			if strings.Contains(r, "(1○") != strings.Contains(r, "0●)") {
				t.Errorf("at width %v the dots break across rows: %q", w, rows)
			}
		}
		if len(rows) > 1 && l.indent(ln) < 10 {
			t.Errorf("at width %v a wrapped decision's rows start at %v, under its chip", w, l.indent(ln))
		}
	}
}

// A private line's words start clear of the eye drawn before them in the
// whole log (play-test 19 read "(O●ly you)").
func TestAPrivateLinesWordsClearTheEye(t *testing.T) {
	l := &Log{Rect: layout.Rect{W: 600, H: 300}}
	eye := layout.Centered(l.body().X+26, 0, 18, 18) // where drawIcon puts it
	if x := l.body().X + l.indent(LogLine{Text: "Ada draws a card.", Private: true}); x < eye.Right()+2 {
		t.Errorf("the words start at %v, under the eye that ends at %v", x, eye.Right())
	}
}

// The rules' contents mark the section the reader is in: a heading a
// little below the top already counts (it showed the one above), and at
// the end, where short last sections never reach the top, the last
// heading in view does (it stayed on an earlier one).
func TestTheSectionReadFollowsTheScroll(t *testing.T) {
	var v TextView
	v.Rect = layout.Rect{W: 600, H: 400}
	text := "## One\n" + strings.Repeat("words in the first part\n", 40) +
		"## Two\n" + strings.Repeat("words in the second part\n", 40) +
		"## Three\nshort\n## Four\nshort too\n"
	v.SetText(text)
	var two float64
	for _, l := range v.lines {
		if l.section == "Two" {
			two = l.y
		}
	}
	v.scroll = two - v.content().H/4 // "Two" a quarter down the page
	if got := v.Section(); got != "Two" {
		t.Errorf("with Two's heading a quarter down the view the reader is in %q", got)
	}
	v.scroll = two - v.content().H*0.8 // near the foot: still reading One
	if got := v.Section(); got != "One" {
		t.Errorf("with Two's heading at the view's foot the reader is in %q", got)
	}
	v.scroll = v.maxScroll()
	if got := v.Section(); got != "Four" {
		t.Errorf("scrolled to the end the reader is in %q, want the last section", got)
	}
}

// A tooltip stays by the pointer when the kept place the pointer is in is
// wide (a whole dice tray): stepping out of it sideways sent it to the
// screen's edge, far from what it is about (play-tests 14, 16).
func TestTipPlaceStaysByThePointerInAWideKeptPlace(t *testing.T) {
	tray := layout.Rect{X: 420, Y: 470, W: 580, H: 150}
	p := at(600, 560)
	r := TipPlace(layout.Rect{W: 300, H: 80}, p, []layout.Rect{tray})
	if r.Contains(p) || math.Abs(r.X+r.W/2-p.X) > r.W/2+40 {
		t.Errorf("the tooltip at %v is far from the pointer at %v", r, p)
	}
}

// A place kept first stays clear though the other places left clear
// weigh more: the tooltip covers them rather than it (Hero House's prompt
// words, which it once weighed ten times over to keep).
func TestTipPlaceKeepsFirstPlacesBeforeAll(t *testing.T) {
	size := layout.Rect{W: 300, H: 160}
	p := layout.Point{X: 400, Y: 300}
	first := []layout.Rect{{X: 420, Y: 310, W: 60, H: 60}} // small: below right
	keep := []layout.Rect{{X: 0, Y: 0, W: layout.Width, H: 290}, {X: 0, Y: 300, W: 390, H: 400}}
	r := TipPlaceFirst(size, p, first, keep)
	if !r.Intersect(first[0]).Empty() || r.Contains(p) {
		t.Errorf("the tooltip %v covers the place kept first %v (or the pointer)", r, first[0])
	}
	if plain := TipPlace(size, p, slices.Concat(first, keep)); plain.Intersect(first[0]).Empty() {
		t.Fatalf("weighed with the rest, the first place %v is left clear too (%v): the test shows nothing", first[0], plain)
	}
}

// An icon button that is off looks off: fainter than one that is on, and
// than a worded button that is off (its grey words say so already).
func TestAnIconButtonThatIsOffIsFaint(t *testing.T) {
	on := &Button{Icon: "undo"}
	off := &Button{Icon: "undo", Disabled: true}
	worded := &Button{Label: "Undo", Disabled: true}
	if !(off.faint() < on.faint() && off.faint() < worded.faint()) {
		t.Fatalf("faint: icon off %.2f, icon on %.2f, worded off %.2f", off.faint(), on.faint(), worded.faint())
	}
}
