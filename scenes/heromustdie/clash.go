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
	th, tm := int(fi.Th), int(fi.Tm)
	front := 0
	if len(fi.Monsters) > 0 {
		front = max(0, int(hmd.Monsters[fi.Monsters[0].Card].Str[hmd.Brown])-int(fi.Monsters[0].Wounds))
	}
	black, support := int(fi.C), int(fi.S)
	if st.Stage == hmd.StCommit || st.Stage == hmd.StSupport {
		if v, ok := t.sliderValue(); ok { // what the viewer's slider makes
			if st.Stage == hmd.StCommit {
				black = v
			} else {
				support = v
			}
		}
		tm = front + black + support
	}
	for _, s := range t.q.Active() {
		if s.Kind == StepClash { // the melee being shown, not the state before it
			th, tm, black, support = s.Fx.Th, s.Fx.Tm, s.Fx.C, s.Fx.S
			front = max(0, tm-black-support)
		}
	}
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
		q := st.Seats[st.Defender()]
		lines[2] = fmt.Sprintf("Support: up to %d points, 2 MP each (MP %d, VP %d)", min(int(q.VP), int(q.MP)/2), q.MP, q.VP)
	}
	y := r.Y + 72
	for _, ln := range lines {
		y += c.Paragraph(ln, small, layout.Rect{X: r.X + 12, Y: y, W: r.W - 24, H: 40}, ui.Left, ui.Cream) + 6
	}
}
