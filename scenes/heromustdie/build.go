package heromustdie

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The build grid (§5.5, §10): the fifteen traps by colour and damage, a
// new room or the room's upgrade, each with its cost after the box's
// discount; what cannot be built now is greyed with the reason why.

// buildShown reports whether the build grid is up: the viewer builds, and
// the table is at rest or shows his own build before this one (the grid
// went away for two seconds after each build, as if building were over,
// pt7 #8).
func (t *Table) buildShown() bool {
	st := t.state()
	if st.Stage != hmd.StBuild {
		return false
	}
	if t.Mine() {
		return true
	}
	sh := t.q.Shown
	return t.Decides() && sh.Stage == hmd.StBuild && sh.Actor == st.Actor
}

// Build grid geometry.
const (
	buildHeadW = 100
	buildCellW = 170
	buildRowH  = 30
	buildTop   = 68 // the grid's first row, under the title and two lines
)

// buildCell is the place of the trap of colour row and damage d (1..3).
func buildCell(row, d int) layout.Rect {
	r := BuildRect
	return layout.Rect{X: r.X + 14 + buildHeadW + float64(d-1)*(buildCellW+4), Y: r.Y + buildTop + float64(row)*(buildRowH+5), W: buildCellW, H: buildRowH}
}

// buildCost is c on box b: the first Building room box takes 1 gold off.
func buildCost(b int, c hmd.Cost) hmd.Cost {
	if b >= 0 && b < hmd.NumBoxes && hmd.Boxes[b].Discount {
		c.Gold = max(0, c.Gold-1)
	}
	return c
}

// cannotPay says what seat q lacks to pay c: "You are 1 slave short: it
// costs 2 gold, 2 slaves." (pt17 #6: "You cannot pay 2 gold, 2 slaves."
// when only the slaves were short).
func cannotPay(c hmd.Cost, q *hmd.Seat) string {
	short := costWords(hmd.Cost{
		Gold:   int8(max(0, int(c.Gold)-int(q.Gold))),
		Slaves: int8(max(0, int(c.Slaves)-int(q.Slaves))),
		MP:     int8(max(0, int(c.MP)-int(q.MP))),
	})
	return "You are " + short + " short: it costs " + costWords(c) + "."
}

// buildButtons makes the grid's buttons for the decision now.
func (t *Table) buildButtons(st *hmd.State) {
	legal := t.S.Legal()
	b := int(st.Cur)
	p := int(st.Actor)
	q := &st.Seats[p]
	f := int(st.FloorOf(int8(p)))
	full := f > 0 && st.Floors[f-1].Buildings() >= hmd.MaxBuildings
	afford := func(c hmd.Cost) bool {
		return q.Gold >= int16(c.Gold) && q.Slaves >= int16(c.Slaves) && q.MP >= int16(c.MP)
	}
	add := func(r layout.Rect, label string, a engine.Action, why, does string) {
		bt := ui.NewButton(r, label, func() { t.PlayLater(a) })
		bt.Style = ui.Style{Font: ui.Bold, Size: 12}
		bt.Tooltip = t.S.ActionText(a)
		if !slices.Contains(legal, a) {
			bt.Disabled, bt.Tooltip = true, why
		}
		if does != "" {
			bt.Tooltip = does + "\n" + bt.Tooltip
		}
		t.addButton(bt, a)
	}
	for k, tr := range hmd.Traps {
		c := buildCost(b, tr.Cost())
		why := ""
		switch {
		case st.Traps[k] == 0:
			why = "All three " + tr.Name + " tokens are on floors: none left to build."
		case full:
			why = "Your floor has no free building space."
		case !afford(c):
			why = cannotPay(c, q)
		}
		cell := buildCell(int(tr.Colour), int(tr.Damage))
		cell.W -= 28
		add(cell, trapLabel(tr, c), hmd.Act(hmd.KTrap, k), why, trapTip(int8(k)))
	}
	y := BuildRect.Y + buildTop + 5*(buildRowH+5) + 4
	room := buildCost(b, hmd.RoomCost)
	x := BuildRect.X + 14
	if f > 0 && st.Floors[f-1].Room == 0 {
		why := "Your floor has no free building space."
		if !full {
			why = cannotPay(room, q)
		}
		// What a room does, and what its 3 means (play-test 25 read only
		// its cost): the size is how many defend, and up to which level.
		does := "A monster room of size 3 lets up to 3 monsters of level 3 or less defend your floor (without one: 2 of level 2 or less). Upgrades make it bigger."
		add(layout.Rect{X: x, Y: y, W: 210, H: buildRowH}, "Monster room 3 · "+shortCost(room), hmd.Act(hmd.KRoom, 0), why, does)
	} else if f > 0 {
		size := st.Floors[f-1].Room
		why := "The room is as big as it gets."
		if size < 5 {
			why = cannotPay(room, q)
		}
		next := min(size+1, 5)
		does := fmt.Sprintf("A room of size %d lets up to %d monsters of level %d or less defend your floor.", next, next, next)
		add(layout.Rect{X: x, Y: y, W: 210, H: buildRowH}, fmt.Sprintf("Upgrade to room %d · %s", next, shortCost(room)), hmd.Act(hmd.KUpgrade, 0), why, does)
	}
	stop := hmd.Act(hmd.KPass, 0)
	bt := ui.NewButton(layout.Rect{X: BuildRect.Right() - 164, Y: y, W: 150, H: buildRowH}, "Stop building", func() { t.PlayLater(stop) })
	bt.Style, bt.Tooltip = buttonStyle, "Make no more builds with this box"
	t.addButton(bt, stop)
}

// trapLabel is a trap's button: what it does (its wounds; its row says
// whom it hits) and its cost here, "2 wounds · 1g 1s".
func trapLabel(tr hmd.Trap, c hmd.Cost) string {
	w := "wounds"
	if tr.Damage == 1 {
		w = "wound"
	}
	return fmt.Sprintf("%d %s · %s", tr.Damage, w, shortCost(c))
}

// shortCost is "2g 1s".
func shortCost(c hmd.Cost) string {
	s := fmt.Sprintf("%dg %ds", c.Gold, c.Slaves)
	if c.MP > 0 {
		s += fmt.Sprintf(" %dMP", c.MP)
	}
	return s
}

// drawBuild draws the grid's frame, its title and the row heads (the
// buttons are drawn with the rest).
func (t *Table) drawBuild(c *ui.Canvas, st *hmd.State) {
	r := BuildRect
	c.Fill(layout.Rect{X: 0, Y: 0, W: 690, H: layout.Height}, ui.Fade(ui.Dim, 0.35))
	c.DarkPanel(r)
	p := int(st.Actor)
	q := &st.Seats[p]
	f := st.FloorOf(int8(p))
	title := fmt.Sprintf("Build on floor %d · %d left from %s", f, st.Count, hmd.BoxName(int(st.Cur)))
	c.Text(title, ui.Style{Font: ui.Display, Size: 18}, r.X+16, r.Y+18, ui.Left, ui.Gold)
	if next := nextTurnWords(st, p, t.S.Names()); next != "" {
		c.Text(next, ui.Style{Font: ui.Bold, Size: 13}, r.X+16, r.Y+38, ui.Left, ui.Loss)
	}
	have := fmt.Sprintf("You have %d gold, %s · %d of %d spaces used · a trap costs its damage in gold and 1 slave", q.Gold, slavesWords(int(q.Slaves)), st.Floors[max(f, 1)-1].Buildings(), hmd.MaxBuildings)
	if hmd.Boxes[st.Cur].Discount {
		have += ", 1 gold less here"
	}
	c.Text(have, ui.Style{Font: ui.Regular, Size: 12}, r.X+16, r.Y+56, ui.Left, ui.Cream)
	for col := range hmd.NumColours {
		cell := buildCell(int(col), 1)
		drawPip(c, col, layout.Rect{X: r.X + 14, Y: cell.Y + 4, W: 22, H: 22})
		c.Text("Hits "+hmd.ColourNames[col], ui.Style{Font: ui.Bold, Size: 12}, r.X+40, cell.Y+8, ui.Left, ui.Cream)
		c.Text("heroes first", ui.Style{Font: ui.Regular, Size: 12}, r.X+40, cell.Y+22, ui.Left, ui.CreamSoft)
	}
	for col := range hmd.NumColours {
		for d := 1; d <= 3; d++ {
			k := int(col)*3 + d - 1
			c.TrySprite(trapSprite(int8(k)), trapIcon(int8(k)), ui.Alpha(1))
			// The tokens left, on a badge of their own at the icon's
			// corner, 13 px (pt22 #10: 12 px over the icon was tiny at
			// 1024×576).
			badge := trapCount(int8(k))
			c.RoundRect(badge, 4, ui.Ink)
			c.RoundStroke(badge, 4, 1, ui.Fade(ui.Gold, 0.7))
			c.TextIn(fmt.Sprintf("%d", st.Traps[k]), trapCountStyle, badge, ui.Center, ui.Cream)
		}
	}
	// What the badges are (pt34 #6: "the small 3/2 numbers" puzzled).
	// Between the room's button and "Stop building".
	y := BuildRect.Y + buildTop + 5*(buildRowH+5) + 4
	c.Paragraph(trapCountLegend, ui.Style{Font: ui.Regular, Size: 12}, layout.Rect{X: r.X + 240, Y: y, W: r.W - 164 - 8 - 240, H: buildRowH}, ui.Center, ui.CreamSoft)
}

// trapCountLegend says what the number on each trap's badge is.
const trapCountLegend = "The small number on a trap: its tokens left in the supply (3 of each)."

// trapIcon is the place of trap k's token icon in the grid, right of its
// button, the tokens left under it.
func trapIcon(k int8) layout.Rect {
	tr := hmd.Traps[k]
	cell := buildCell(int(tr.Colour), int(tr.Damage))
	return layout.Rect{X: cell.Right() - 26, Y: cell.Y + 3, W: 24, H: 24}
}

// trapCountStyle is the tokens left's number: 13 px, 10 px or more at
// 1024×576.
var trapCountStyle = ui.Style{Font: ui.Bold, Size: 13}

// trapCount is the badge of trap k's tokens left, at its icon's lower
// right corner.
func trapCount(k int8) layout.Rect {
	r := trapIcon(k)
	return layout.Rect{X: r.Right() - 13, Y: r.Bottom() - 10, W: 15, H: 16}
}

// markBuild lays a spot on each trap's icon: what the trap does and how
// many of its tokens are left (pt7 #9: the icons had no tooltip).
func (t *Table) markBuild(st *hmd.State) {
	for k := range hmd.Traps {
		tip := trapTip(int8(k)) + fmt.Sprintf("\n%d of 3 tokens left in the supply.", st.Traps[k])
		t.Spots.Mark(spotKey{Kind: atTrapIcon, I: k}, trapIcon(int8(k)).Inset(-2), tip, trapSprite(int8(k)))
	}
}
