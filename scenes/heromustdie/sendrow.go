package heromustdie

import (
	"slices"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
)

// The defenders' buttons. They flowed from the left, so that "Send no
// more" came up where the "Send" just pressed had been, and a second click
// ended the defence (pt4 #8). Now "Send no more" stands first, at the
// left, where the melee's slider comes next (a click there only moves its
// knob); the "Send" buttons follow it in the order of their monsters in
// the owner's list, closed up as each is sent (pt22 #13: a sent one left
// a hole); the right end stays free for the slider's button.

// sendDoneRect is where "Send no more" stands.
var sendDoneRect = layout.Rect{X: FightButtons.X, Y: FightButtons.Y + 12, W: 150, H: 30}

// sendRow is where the "Send" buttons go: between "Send no more" and the
// slider's button to come.
var sendRow = layout.Rect{X: sendDoneRect.Right() + 24, Y: FightButtons.Y, W: sliderConfirm.X - 24 - (sendDoneRect.Right() + 24), H: FightButtons.H}

// sendPlaces lays out the defenders' decision's buttons.
func sendPlaces(st *hmd.State, cmds []Command) []tablekit.Placed[Command] {
	own := st.Seats[st.Defender()].Monsters
	var sends []int8 // the monsters with a "Send", in the owner's order
	w := 120.0
	for _, c := range cmds {
		if c.Kind == hmd.KSend {
			w = max(w, min(170, buttonW(c)))
			sends = append(sends, int8(c.Arg))
		}
	}
	slices.SortFunc(sends, func(a, b int8) int { return slices.Index(own, a) - slices.Index(own, b) })
	n := max(1, len(own)) // the grid stays as the defence goes on
	cols := max(1, min(n, int((sendRow.W+buttonGap)/(w+buttonGap))))
	rows := (n + cols - 1) / cols
	h := min(30, (sendRow.H-buttonGap*float64(rows-1))/float64(rows))
	y0 := sendRow.Y
	if rows == 1 {
		y0 = sendDoneRect.Y
	}
	var out []tablekit.Placed[Command]
	for _, c := range cmds {
		switch {
		case c.Kind == hmd.KSend:
			i := max(0, slices.Index(sends, int8(c.Arg)))
			r := layout.Rect{X: sendRow.X + float64(i%cols)*(w+buttonGap), Y: y0 + float64(i/cols)*(h+buttonGap), W: w, H: h}
			out = append(out, tablekit.Placed[Command]{Cmd: c, Rect: r})
		case c.Group == GroupDone:
			out = append(out, tablekit.Placed[Command]{Cmd: c, Rect: sendDoneRect})
		}
	}
	return out
}
