package heromustdie

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// Pay Day's wages (§5.3): the engine takes them a point at a time, each
// in gold, a slave or MP, which would be a prompt per point. One button
// pays them all at once, each point from what the mage has most of (so
// that he is left with some of everything); the per-point buttons stay
// for a split of his own.

// payAllRect is the pay-all button: the bar's first row.
var payAllRect = layout.Rect{X: PromptButtons.X, Y: PromptButtons.Y, W: PromptButtons.W, H: buttonH}

// wageSplit is how the wages left are paid from gold, slaves and MP (the
// KPay arguments in order), each point from the largest pile left, gold
// first on a tie.
func wageSplit(st *hmd.State) []int {
	p := st.CurrentPlayer()
	if st.Stage != hmd.StPay || p < 0 {
		return nil
	}
	q := st.Seats[p]
	have := [3]int{int(q.Gold), int(q.Slaves), int(q.MP)}
	var out []int
	for range st.Count {
		r := 0
		for i := range have {
			if have[i] > have[r] {
				r = i
			}
		}
		if have[r] == 0 {
			return nil
		}
		have[r]--
		out = append(out, r)
	}
	return out
}

// splitWords says a split: "3 gold, 2 slaves, 1 MP".
func splitWords(split []int) string {
	var n [3]int
	for _, r := range split {
		n[r]++
	}
	var parts []string
	for r, what := range [3][2]string{{"gold", "gold"}, {"slave", "slaves"}, {"MP", "MP"}} {
		if n[r] > 0 {
			parts = append(parts, tablekit.Count(n[r], what[0], what[1]))
		}
	}
	return strings.Join(parts, ", ")
}

// wageButtons makes the pay-all button and, below it, a point's buttons.
func (t *Table) wageButtons(st *hmd.State) {
	split := wageSplit(st)
	if len(split) > 1 {
		acts := make([]engine.Action, len(split))
		for i, r := range split {
			acts[i] = hmd.Act(hmd.KPay, r)
		}
		b := ui.NewButton(payAllRect, fmt.Sprintf("Pay all %d: %s", len(split), splitWords(split)), func() {
			t.Later(func(*stage.Context) { t.PlayAll(acts) }) // one undo takes it back
		})
		// Cream, as its neighbours: a gold label on the button's orange read
		// poorly at 1024×576 (pt28 #9); it leads by its place, first.
		b.Style = buttonStyle
		// It says from what piles, and why gold goes first with MP at
		// hand (pt34 #6: "Pay all 7: 6 gold, 1 MP" with 5 MP held).
		q := &st.Seats[st.CurrentPlayer()]
		b.Tooltip = fmt.Sprintf("Pay every wage left now, each point from your largest pile at that moment (you have %d gold, %s, %d MP), so that you keep some of everything; or pay a point at a time below, as you choose.", q.Gold, slavesWords(int(q.Slaves)), q.MP)
		b.Rect.W = min(payAllRect.W, ui.Measure(b.Label, buttonStyle)+30)
		t.buttons = append(t.buttons, b)
	}
	row := payAllRect.Offset(0, buttonH+buttonGap)
	placed := payPlaces(buttonFlow.Place(t.cmds, row), row)
	for i, b := range tablekit.Buttons(placed, t.S.Legal(), buttonStyle, t.PlayLater) {
		t.addButton(b, placed[i].Cmd.Action)
	}
}

// payLabels are the one-point wage buttons' words, by resource.
var payLabels = [3]string{"Pay 1 gold", "Pay 1 slave", "Pay 1 MP"}

// payPlaces puts each "Pay 1 …" button in its resource's own place (gold,
// slave, MP), which it keeps when another runs out: play-test 31 paid its
// last slave and "Pay 1 MP" moved into that place under the next click.
func payPlaces(placed []tablekit.Placed[Command], row layout.Rect) []tablekit.Placed[Command] {
	w := 0.0 // every place as wide as the widest, whichever are left
	for _, l := range payLabels {
		w = max(w, buttonW(Command{Label: l}))
	}
	for i, p := range placed {
		if p.Cmd.Kind == hmd.KPay {
			placed[i].Rect.X = row.X + float64(min(p.Cmd.Arg, 2))*(w+buttonGap)
			placed[i].Rect.Y, placed[i].Rect.W = row.Y, w
		}
	}
	return placed
}
