package heromustdie

import (
	"slices"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// The defenders' buttons. They flowed from the left, so that "Send no
// more" came up where the "Send" just pressed had been, and a second click
// ended the defence (pt4 #8). Now "Send no more" stands first, at the
// left, where the melee's slider comes next (a click there only moves its
// knob); the "Send" buttons follow it in the order of their monsters in
// the owner's list, and each keeps its place as the others are sent:
// closing up moved the next "Send" from under a second click (pt28 #2).
// A monster sent leaves a plaque saying so in its place (pt22 #13: a bare
// hole); the right end stays free for the slider's button.

// sendDoneRect is where "Send no more" stands.
var sendDoneRect = layout.Rect{X: FightButtons.X, Y: FightButtons.Y + 12, W: 150, H: 30}

// sendRow is where the "Send" buttons go: between "Send no more" and the
// slider's button to come.
var sendRow = layout.Rect{X: sendDoneRect.Right() + 24, Y: FightButtons.Y, W: sliderConfirm.X - 24 - (sendDoneRect.Right() + 24), H: FightButtons.H}

// sendSlot is one place of the row: a monster's "Send", or its plaque
// once sent.
type sendSlot struct {
	Monster int8
	Sent    bool
	Rect    layout.Rect
}

// sendGrid is the row's grid for the defender's monsters: the width of a
// place, the columns, and whether the buttons name the monster alone. It
// is made from all the monsters the defender owns, sent or not, so it is
// the same from the choice's first showing to its end (pt34 #1: made from
// the buttons left, it went from 3 columns to 4 once "Send Skeleton
// Archer" was pressed, and a click where "Send Undine" had been sent the
// Kobold). "Send " is left out when the whole labels would need more than
// two rows: a third squeezed the words against the buttons' edges.
func sendGrid(own []int8) (w float64, cols int, bare bool) {
	fit := func(bare bool) (float64, int) {
		w := 120.0
		for _, m := range own {
			if m >= 0 && int(m) < len(hmd.Monsters) {
				w = max(w, labelW(sendLabel(m, bare)))
			}
		}
		w = min(w, sendRow.W)
		return w, max(1, min(max(1, len(own)), int((sendRow.W+buttonGap)/(w+buttonGap))))
	}
	w, cols = fit(false)
	if (len(own)+cols-1)/cols > 2 {
		w, cols = fit(true)
		bare = true
	}
	return w, cols, bare
}

// sendLabel is the words of the button that sends monster m.
func sendLabel(m int8, bare bool) string {
	if bare {
		return hmd.Monsters[m].Name
	}
	return "Send " + hmd.Monsters[m].Name
}

// sendSlots lays out the row: the monsters the defender may send and
// those sent in this fight, in the owner's order.
func sendSlots(st *hmd.State, cmds []Command) []sendSlot {
	own := st.Seats[st.Defender()].Monsters
	var row []sendSlot
	for _, c := range cmds {
		if c.Kind == hmd.KSend {
			row = append(row, sendSlot{Monster: int8(c.Arg)})
		}
	}
	for _, m := range st.Fight.Monsters {
		if slices.Contains(own, m.Card) && !slices.ContainsFunc(row, func(r sendSlot) bool { return r.Monster == m.Card }) {
			row = append(row, sendSlot{Monster: m.Card, Sent: true})
		}
	}
	slices.SortStableFunc(row, func(a, b sendSlot) int { return slices.Index(own, a.Monster) - slices.Index(own, b.Monster) })
	w, cols, _ := sendGrid(own)
	n := max(1, len(own)) // the grid stays as the defence goes on
	rows := (n + cols - 1) / cols
	h := min(30, (sendRow.H-buttonGap*float64(rows-1))/float64(rows))
	y0 := sendRow.Y
	if rows == 1 {
		y0 = sendDoneRect.Y
	}
	for i := range row {
		row[i].Rect = layout.Rect{X: sendRow.X + float64(i%cols)*(w+buttonGap), Y: y0 + float64(i/cols)*(h+buttonGap), W: w, H: h}
	}
	return row
}

// sendPlaces lays out the defenders' decision's buttons.
func sendPlaces(st *hmd.State, cmds []Command) []tablekit.Placed[Command] {
	slots := sendSlots(st, cmds)
	_, _, bare := sendGrid(st.Seats[st.Defender()].Monsters)
	var out []tablekit.Placed[Command]
	for _, c := range cmds {
		switch {
		case c.Kind == hmd.KSend:
			if i := slices.IndexFunc(slots, func(s sendSlot) bool { return !s.Sent && int(s.Monster) == c.Arg }); i >= 0 {
				c.Label = sendLabel(int8(c.Arg), bare)
				out = append(out, tablekit.Placed[Command]{Cmd: c, Rect: slots[i].Rect})
			}
		case c.Group == GroupDone:
			out = append(out, tablekit.Placed[Command]{Cmd: c, Rect: sendDoneRect})
		}
	}
	return out
}

// drawSent draws the plaques of the monsters sent, where their "Send"
// buttons were.
func drawSent(c *ui.Canvas, st *hmd.State, cmds []Command) {
	st12 := ui.Style{Font: ui.Bold, Size: 12}
	for _, s := range sendSlots(st, cmds) {
		if !s.Sent || s.Monster < 0 || int(s.Monster) >= len(hmd.Monsters) {
			continue
		}
		c.RoundRect(s.Rect, 6, ui.Fade(ui.Dim, 0.6))
		c.RoundStroke(s.Rect, 6, 1, ui.Fade(ui.CreamSoft, 0.4))
		c.TextIn(ui.Ellipsize(hmd.Monsters[s.Monster].Name+" sent", st12, s.Rect.W-8), st12, s.Rect, ui.Center, ui.CreamSoft)
	}
}
