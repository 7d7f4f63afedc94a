package heromustdie

import (
	"fmt"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The clash panel of the combat overlay: the round's numbers each side
// brings to range, melee, magic and healing; while the defender sets his
// black or his support, the monsters' melee as his slider stands.

// meleeShown is the melee the clash panel shows on fight st as drawn:
// the heroes' and monsters' totals, the front monster's melee, the black
// committed and the support bought. While the defender sets his black or
// his support, the monsters' total as his slider stands (slider); from
// the round's clash to the round's end, the totals that clash used.
func meleeShown(st *hmd.State, q *Queue, slider func() (int, bool)) (th, tm, front, black, support int) {
	fi := &st.Fight
	th, tm = int(fi.Th), int(fi.Tm)
	if len(fi.Monsters) > 0 {
		front = max(0, int(hmd.Monsters[fi.Monsters[0].Card].Str[hmd.Brown])-int(fi.Monsters[0].Wounds))
	}
	black, support = int(fi.C), int(fi.S)
	if st.Stage == hmd.StCommit || st.Stage == hmd.StSupport {
		if v, ok := slider(); ok { // what the viewer's slider makes
			if st.Stage == hmd.StCommit {
				black = v
			} else {
				support = v
			}
		}
		tm = front + black + support
	}
	shown := q.clashed // the round's melee, once it has landed
	for _, s := range q.Active() {
		if s.Kind == StepClash { // the melee being shown, not the state before it
			shown = &s.Fx
		}
	}
	if shown != nil {
		th, tm, black, support = shown.Th, shown.Tm, shown.C, shown.S
		front = max(0, tm-black-support)
	}
	return th, tm, front, black, support
}

// drawClash draws the round's numbers: range, melee, magic and healing.
func (t *Table) drawClash(c *ui.Canvas, st *hmd.State) {
	r := FightClash
	c.RoundRect(r, 10, ui.Fade(ui.DarkWood, 0.9))
	c.RoundStroke(r, 10, 1.5, ui.Fade(ui.Gold, 0.5))
	fi := &st.Fight
	var gh, gm, bh, yh, km, ym int
	for _, h := range fi.Heroes {
		s := heroStrength(h)
		gh, bh, yh = gh+int(s[hmd.Green]), bh+int(s[hmd.Black]), yh+int(s[hmd.Yellow])
	}
	for _, m := range fi.Monsters {
		s := hmd.Monsters[m.Card].Str
		gm, km, ym = gm+int(s[hmd.Green]), km+int(s[hmd.Black]), ym+int(s[hmd.Yellow])
	}
	big := ui.Style{Font: ui.Display, Size: 26}
	small := ui.Style{Font: ui.Regular, Size: 12}
	th, tm, front, black, support := meleeShown(st, t.q, t.sliderValue)
	c.Text("Heroes", ui.Style{Font: ui.Bold, Size: 13}, r.X+60, r.Y+16, ui.Center, ui.Cream)
	c.Text("Monsters", ui.Style{Font: ui.Bold, Size: 13}, r.Right()-60, r.Y+16, ui.Center, ui.Cream)
	ths, tms := fmt.Sprint(th), fmt.Sprint(tm)
	if fi.Round == 0 {
		ths, tms = "–", "–" // no melee yet: traps and defenders first
	}
	c.Text(ths, big, r.X+60, r.Y+44, ui.Center, ui.Gold)
	c.Text("vs", ui.BodyB, r.X+r.W/2, r.Y+44, ui.Center, ui.CreamSoft)
	c.Text(tms, big, r.Right()-60, r.Y+44, ui.Center, ui.Gold)
	lines := []string{
		fmt.Sprintf("Monsters' melee: front %d + black %d + support %d", front, black, support),
		fmt.Sprintf("Range: heroes %d, monsters %d · heroes' black %d", gh, gm, bh),
		fmt.Sprintf("Monsters' black %d · healing: heroes %d, monsters %d", km, yh, ym),
	}
	switch st.Stage {
	case hmd.StMagic:
		lines[2] = fmt.Sprintf("Magic wounds left to give: %d", fi.Pool)
	case hmd.StHeal:
		lines[2] = fmt.Sprintf("Heals left to give: %d", fi.Pool)
	case hmd.StSupport:
		lines[2] = supportWords(&st.Seats[st.Defender()])
	}
	y := r.Y + 72
	for _, ln := range lines {
		y += c.Paragraph(ln, small, layout.Rect{X: r.X + 12, Y: y, W: r.W - 24, H: 40}, ui.Left, ui.Cream) + 6
	}
}

// supportWords say how much support seat q may buy (pt19 #5: "up to 1
// points").
func supportWords(q *hmd.Seat) string {
	n, points := min(int(q.VP), int(q.MP)/hmd.SupportCost), "points"
	if n == 1 {
		points = "point"
	}
	return fmt.Sprintf("Support: up to %d %s, %d MP each (MP %d, VP %d)", n, points, hmd.SupportCost, q.MP, q.VP)
}
