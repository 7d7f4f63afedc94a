package heromustdie

import (
	"slices"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// The shift of duty (R4): each turn from the second the first player goes
// to the back of the ring and every guard steps a floor up. Its step moves
// the guards' tokens to their new posts while the log tells it, and the
// panels say the new posts from its start, not after the turn's banners.

// shiftTicks is how long the guards take to change posts.
const shiftTicks = 54

// glide is a seat's token on its way from one post to another.
type glide struct {
	Seat     int
	From, To layout.Rect
}

// startShift turns the ring shown so that the event's seat is first, and
// sets each seat's token on its way from its old post to its new one.
func (q *Queue) startShift(s *Step) {
	old := q.Shown
	i := slices.Index(old.Ring, int8(s.Ev.Arg(0)))
	if i <= 0 {
		return // already turned (or not in the ring): nothing moves
	}
	s.glides = s.glides[:0]
	for _, p := range old.Ring { // from the posts before the turn (q.own may be old itself)
		s.glides = append(s.glides, glide{Seat: int(p), From: guardToken(old, int(p))})
	}
	st := q.own()
	st.Ring = append(slices.Clone(st.Ring[i:]), st.Ring[:i]...)
	for k := range s.glides {
		s.glides[k].To = guardToken(st, s.glides[k].Seat)
	}
}

// guardToken is where seat p's guard token stands in st: on its floor's
// post, or on its panel when it is in reserve.
func guardToken(st *hmd.State, p int) layout.Rect {
	if f := int(st.FloorOf(int8(p))); f > 0 {
		r := GuardPost(f)
		return layout.Rect{X: r.X + 2, Y: r.Y + 2, W: 40, H: 40}
	}
	return panelToken(PanelRect(p, len(st.Seats)))
}

// shifting is the shift step under way, or nil.
func (t *Table) shifting() *Step {
	for _, s := range t.q.Active() {
		if s.Kind == StepShift {
			return s
		}
	}
	return nil
}

// drawShift draws the guards gliding to their new posts, a ring on each,
// and the step's sentence over the floors.
func (t *Table) drawShift(c *ui.Canvas, st *hmd.State, s *Step, k float64) {
	u := tween.InOutCubic(k)
	for _, g := range s.glides {
		m := tween.Move{From: tween.Point(g.From.Center()), To: tween.Point(g.To.Center()), Dur: 100, Arc: 14}
		p := m.At(int(u * 100))
		r := layout.Centered(p.X, p.Y, g.From.W, g.From.H)
		c.Circle(p.X, p.Y, r.W/2+3+3*sinArc(k), ui.Fade(ui.Gold, 0.5))
		token(c, st, "player", g.Seat, r, 1)
	}
	a := fadeInOut(t.Now, s)
	t.caption(c, t.words(s.Ev), FloorRect(3).Y+10, a)
}
