package heromustdie

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// Pay Day when short (§5.3, R50): the mage picks the monsters to let go by
// clicking them, then confirms; the confirmation is offered only for a set
// the rules allow (enough levels, none more than needed). The choices
// would be too many to list as buttons.

// payChip is the place of the seat's k-th monster in the Pay Day panel:
// three a row, wide enough for "Let go: Dire Wolf · L2".
func payChip(k int) layout.Rect {
	const w = (640 - 32 - 2*8) / 3
	return layout.Rect{X: BuildRect.X + 16 + (w+8)*float64(k%3), Y: BuildRect.Y + 84 + 36*float64(k/3), W: w, H: 30}
}

// payConfirm is the place of "Let them go".
var payConfirm = layout.Rect{X: BuildRect.Right() - 196, Y: BuildRect.Bottom() - 46, W: 180, H: 30}

// payButtons makes the Pay Day panel's toggles and confirmation.
func (t *Table) payButtons(st *hmd.State) {
	t.bigChoice = true
	p := int(st.Actor)
	for k, m := range st.Seats[p].Monsters {
		mon := hmd.Monsters[m]
		picked := t.letGo&(1<<k) != 0
		label := fmt.Sprintf("%s · L%d", mon.Name, mon.Level)
		if picked {
			// Unmistakable (pt22 #8: the picked chip barely changed): it
			// glows and says so.
			label = "Let go: " + label
		}
		bt := ui.NewButton(payChip(k), label, func() {
			t.letGo ^= 1 << k
			t.makeButtons()
		})
		bt.Style, bt.Glow = smallStyle, picked // (not Selected: gold on the orange face, pt31 #10)
		bt.Tooltip = monsterTip(m, "Click to let it go, or to keep it after all.")
		t.buttons = append(t.buttons, bt)
	}
	a := hmd.Act(hmd.KDiscards, t.letGo)
	ok := slices.Contains(t.S.Legal(), a)
	bt := ui.NewButton(payConfirm, "Let them go", func() { t.PlayLater(a) })
	bt.Style, bt.Disabled = buttonStyle, !ok
	bt.Tooltip = t.S.ActionText(a)
	if !ok {
		bt.Tooltip = "Pick monsters worth enough levels to pay the rest, and none you could keep."
	}
	t.addButton(bt, a)
}

// drawPayDay draws the Pay Day panel's words.
func (t *Table) drawPayDay(c *ui.Canvas, st *hmd.State) {
	p := st.Actor
	r := BuildRect
	need := st.MLP(p) - st.Resources(p)
	words := fmt.Sprintf("Your monsters' wages are %d (their levels) but you have %d gold, slaves and MP in all. Let go of monsters worth %s or more; keep every one you can pay for.",
		st.MLP(p), st.Resources(p), tablekit.Count(need, "level", "levels"))
	c.Paragraph(words, ui.Style{Font: ui.Regular, Size: 13}, layout.Rect{X: r.X + 16, Y: r.Y + 34, W: r.W - 32, H: 44}, ui.Left, ui.Cream)
	lv := 0
	for k, m := range st.Seats[p].Monsters {
		if t.letGo&(1<<k) != 0 {
			lv += int(hmd.Monsters[m].Level)
		}
	}
	c.Text("Picked: "+tablekit.Count(lv, "level", "levels"), ui.Style{Font: ui.Bold, Size: 13}, r.X+16, payConfirm.Y+payConfirm.H/2, ui.Left, ui.Gold)
}

// ClicksFor is the clicks that play legal action a now, in order: most
// are one (ControlFor); a trap's fire may need the trap picked first,
// Pay Day's set is its monsters picked and then confirmed, and a melee's
// c or s is its slider's stop and then the button.
func (t *Table) ClicksFor(a engine.Action) ([]layout.Rect, bool) {
	if k, arg := hmd.Split(a); (k == hmd.KCommit || k == hmd.KSupport) && t.slider.shown() && t.slider.kind == k {
		return []layout.Rect{t.slider.StopRect(arg), sliderConfirm}, true
	}
	if k, arg := hmd.Split(a); k == hmd.KDiscards && t.Mine() {
		var out []layout.Rect
		st := t.state()
		for i := range st.Seats[st.Actor].Monsters {
			if (arg^t.letGo)&(1<<i) != 0 {
				out = append(out, payChip(i))
			}
		}
		return append(out, payConfirm), true
	}
	r, pick, ok := t.ControlFor(a)
	if !ok {
		return nil, false
	}
	if !pick.Empty() {
		return []layout.Rect{pick, r}, true
	}
	return []layout.Rect{r}, true
}
