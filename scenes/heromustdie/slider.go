package heromustdie

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The melee's sliders (§10): the black c the defender commits to the
// melee (the rest gives magic wounds after it) and the evil lord support
// s he buys at 2 MP a point. He drags the knob or clicks a stop, reads
// the MP cost and the melee it makes (Tm against the heroes' Th), then
// plays it with the button beside; + and −, or ← and → while the slider
// has the focus, move it, Enter plays it, and the number keys still play
// any value at once.

// The slider's parts in the overlay's button row.
var (
	sliderTrack   = layout.Rect{X: FightButtons.X + 10, Y: FightButtons.Y + 2, W: 380, H: 30}
	sliderPreview = layout.Rect{X: FightButtons.X + 410, Y: FightButtons.Y, W: 350, H: FightButtons.H}
	sliderConfirm = layout.Rect{X: FightButtons.Right() - 190, Y: FightButtons.Y + 2, W: 190, H: 30} // level with the track, clear of the overlay's edge (pt17 #9)
)

// slider is the c or s slider of the decision now.
type slider struct {
	t       *Table
	kind    hmd.Kind // KCommit or KSupport; 0 when no slider is up
	most    int      // the highest value
	val     int
	grab    bool // the knob is held
	at      int  // the log length the slider was set up at
	confirm *ui.Button
}

// sliderButtons sets the slider and its button up for the decision now.
func (t *Table) sliderButtons(st *hmd.State) {
	sl := &t.slider
	kind := hmd.KCommit
	if st.Stage == hmd.StSupport {
		kind = hmd.KSupport
	}
	most := 0
	for _, c := range t.cmds {
		if c.Kind == kind {
			most = max(most, c.Arg)
		}
	}
	if sl.kind != kind || sl.at != t.LogLen {
		sl.val = 0
	}
	sl.t, sl.kind, sl.most, sl.at, sl.grab = t, kind, most, t.LogLen, false
	sl.confirm = ui.NewButton(sliderConfirm, "", func() { t.PlayLater(hmd.Act(sl.kind, sl.val)) })
	sl.confirm.Style = buttonStyle
	t.addButton(sl.confirm, 0)
	t.setSlider(sl.val)
}

// setSlider moves the slider to v and names what its button plays.
func (t *Table) setSlider(v int) bool {
	sl := &t.slider
	v = max(0, min(v, sl.most))
	changed := v != sl.val
	sl.val = v
	a := hmd.Act(sl.kind, v)
	c := command(t.state(), a, t.S.Names())
	sl.confirm.Label = fmt.Sprintf("Commit %d black", v)
	if sl.kind == hmd.KSupport {
		sl.confirm.Label = fmt.Sprintf("Buy %d support (%d MP)", v, v*hmd.SupportCost)
		if v == 0 {
			sl.confirm.Label = "No support"
		}
	}
	sl.confirm.Tooltip = c.Tip
	t.acts[sl.confirm] = a
	return changed
}

// shown reports whether the slider is up for the viewer.
func (sl *slider) shown() bool {
	if sl.t == nil || sl.kind == 0 || !sl.t.Mine() {
		return false
	}
	st := sl.t.state().Stage
	return sl.kind == hmd.KCommit && st == hmd.StCommit || sl.kind == hmd.KSupport && st == hmd.StSupport
}

// stop is where value v sits on the track.
func (sl *slider) stop(v int) layout.Point {
	r := sliderTrack.InsetXY(14, 0)
	x := r.X
	if sl.most > 0 {
		x += r.W * float64(v) / float64(sl.most)
	}
	return layout.Point{X: x, Y: r.Y + 10}
}

// StopRect is the place to click for value v (tests use it).
func (sl *slider) StopRect(v int) layout.Rect {
	p := sl.stop(v)
	return layout.Centered(p.X, p.Y, 20, 20)
}

// valueAt is the value nearest to x.
func (sl *slider) valueAt(x float64) int {
	best := 0
	for v := range sl.most + 1 {
		if d, b := abs(sl.stop(v).X-x), abs(sl.stop(best).X-x); d < b {
			best = v
		}
	}
	return best
}

func abs(x float64) float64 { return max(x, -x) }

// updateSlider follows the pointer on the slider and its keys; it runs
// before the controls, so that a press on the track only moves the knob.
// It reports whether the table must be drawn again.
func (t *Table) updateSlider(ctx *scenes.Context) bool {
	sl := &t.slider
	if !sl.shown() {
		sl.grab = false
		return false
	}
	changed := false
	switch {
	case ctx.PressFree() && sliderTrack.Inset(-4).Contains(ctx.Mouse):
		sl.grab, changed = true, true
		t.setSlider(sl.valueAt(ctx.Mouse.X))
	case sl.grab && ctx.Down:
		changed = t.setSlider(sl.valueAt(ctx.Mouse.X))
	case sl.grab && ctx.Released:
		sl.grab = false
		t.setSlider(sl.valueAt(ctx.Mouse.X))
		ctx.TakeClick() // the knob was moved, nothing is played
		changed = true
	}
	step := 0
	switch {
	case ctx.TakeKey(ebiten.KeyMinus) || ctx.TakeKey(ebiten.KeyNumpadSubtract):
		step = -1
	case ctx.TakeKey(ebiten.KeyEqual) || ctx.TakeKey(ebiten.KeyNumpadAdd):
		step = 1
	case t.Group.Focused() == ui.Control(sl) && ctx.TakeKey(ebiten.KeyArrowLeft):
		step = -1
	case t.Group.Focused() == ui.Control(sl) && ctx.TakeKey(ebiten.KeyArrowRight):
		step = 1
	}
	if step != 0 && t.setSlider(sl.val+step) {
		changed = true
	}
	return changed
}

// The slider is a control: Tab reaches it, Enter plays its value.
func (sl *slider) Bounds() layout.Rect { return sliderTrack }
func (sl *slider) Usable() bool        { return sl.shown() }
func (sl *slider) Visible() bool       { return sl.shown() }
func (sl *slider) Activate()           { sl.t.PlayLater(hmd.Act(sl.kind, sl.val)) }
func (sl *slider) Tip() string {
	if sl.kind == hmd.KSupport {
		return "Evil lord support: drag the knob or click a stop (+ and − too); each point costs 2 MP and adds 1 to the monsters' melee. Its button buys it."
	}
	return "Black to the melee: drag the knob or click a stop (+ and − too); it adds to the monsters' melee, and the black left gives magic wounds after. Its button commits it."
}

// Draw draws the track with a stop per value, the knob, and beside it
// what the value costs and makes.
func (sl *slider) Draw(c *ui.Canvas, l ui.Look) {
	c.Text(sl.caption(), ui.Style{Font: ui.Bold, Size: 12}, sliderTrack.X, sliderTrack.Y-12, ui.Left, ui.CreamSoft)
	a, b := sl.stop(0), sl.stop(sl.most)
	c.Line(a.X, a.Y, b.X, b.Y, 6, ui.Fade(ui.DarkWood, 0.9))
	k := sl.stop(sl.val)
	c.Line(a.X, a.Y, k.X, k.Y, 6, ui.Fade(ui.Gold, 0.85))
	small := ui.Style{Font: ui.Bold, Size: 12}
	for v := range sl.most + 1 {
		p := sl.stop(v)
		c.Circle(p.X, p.Y, 5, ui.Cream)
		col := ui.CreamSoft
		if v == sl.val {
			col = ui.Gold
		}
		c.Text(fmt.Sprint(v), small, p.X, p.Y+19, ui.Center, col)
	}
	r := 11.0
	if l.Hover || sl.grab {
		r = 13
	}
	c.Circle(k.X, k.Y, r+2, ui.Ink)
	c.Circle(k.X, k.Y, r, ui.Gold)
	c.Text(fmt.Sprint(sl.val), ui.Style{Font: ui.Bold, Size: 12}, k.X, k.Y, ui.Center, ui.Ink)
	if l.Focused {
		c.RoundStroke(sliderTrack.Inset(-3), 8, 2, ui.Gold)
	}
	c.Paragraph(sl.preview(), previewStyle, previewRect(sl.preview()), ui.Left, ui.Cream)
}

// previewStyle is the slider's preview's.
var previewStyle = ui.Style{Font: ui.Regular, Size: 12}

// previewMargin is the room the preview leaves above the overlay's bottom
// edge (pt19 #13: its third line touched it).
const previewMargin = 12

// previewRect is where preview text s stands: beside the slider, raised
// as it needs lines so as to end previewMargin above the overlay's bottom
// edge, never up into the front defender's card.
func previewRect(s string) layout.Rect {
	r := sliderPreview.InsetXY(0, 4)
	h := float64(len(ui.Wrap(s, previewStyle, r.W))) * ui.LineHeight(previewStyle)
	r.Y = max(FightMonster(0).Bottom()+2, min(r.Y, CombatRect.Bottom()-previewMargin-h))
	r.H = h
	return r
}

// caption names the slider and its value (the rulebook's c and s are
// letters no player reads).
func (sl *slider) caption() string {
	if sl.kind == hmd.KSupport {
		return fmt.Sprintf("Evil lord support, 2 MP a point: %d", sl.val)
	}
	return fmt.Sprintf("Black committed to the melee: %d", sl.val)
}

// preview says what the value costs and what melee it makes.
func (sl *slider) preview() string {
	st := sl.t.state()
	fi := &st.Fight
	th := int(fi.Th)
	if sl.kind == hmd.KSupport {
		q := st.Seats[st.Defender()]
		tm := frontMelee(st) + int(fi.C) + sl.val
		return fmt.Sprintf("Support %d of %d: costs %d MP (you have %d). Melee %d against the heroes' %d. %s.",
			sl.val, sl.most, sl.val*hmd.SupportCost, q.MP, tm, th, clashOutcome(th, tm))
	}
	tm := frontMelee(st) + sl.val
	// The melee first, in two lines at most (pt31 #7: three lines in a
	// box of two).
	return fmt.Sprintf("Melee %d against the heroes' %d before support. %s. %d of %d black in it, %d left for magic wounds.",
		tm, th, clashOutcome(th, tm), sl.val, sl.most, int(fi.Km)-sl.val)
}

// clashOutcome says in a few words what a melee of th against tm does.
func clashOutcome(th, tm int) string {
	switch {
	case th > tm:
		return fmt.Sprintf("The front monster takes %d", th-tm)
	case tm > th:
		return fmt.Sprintf("The front hero takes %d", tm-th)
	}
	return "A tie: nobody is wounded"
}

// sliderValue is the value of the viewer's slider, if one is up (the
// clash panel previews the melee it makes).
func (t *Table) sliderValue() (int, bool) {
	if !t.slider.shown() {
		return 0, false
	}
	return t.slider.val, true
}
