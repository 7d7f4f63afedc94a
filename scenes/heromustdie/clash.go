package heromustdie

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The clash panel of the combat overlay: the round's numbers each side
// brings to range, melee, magic and healing; while the defender sets his
// black or his support, the monsters' melee as his slider stands.

// score is what the clash panel's box shows: the fight step its numbers
// are of, each side's number, and the monsters' melee as it is summed.
type score struct {
	step           string // "Range", "Melee", or "" when the round has told neither yet
	th, tm         int    // the heroes' and the monsters' shots or melee
	front          int    // the front monster's melee in the sum
	frontCard      int    // that monster (-1 unknown)
	black, support int
}

// meleeShown is the melee the clash panel shows on fight st as drawn:
// the heroes' and monsters' totals, the front monster's melee, the black
// committed and the support bought (scoreShown, the log at rest unread).
func meleeShown(st *hmd.State, q *Queue, slider func() (int, bool)) (th, tm, front, black, support int) {
	sc := scoreShown(st, q, slider, nil)
	return sc.th, sc.tm, sc.front, sc.black, sc.support
}

// scoreShown is what the clash panel's box shows on fight st as drawn,
// the numbers the log has told (pt22 #4: "Heroes 0 vs Monsters 0" under
// "the heroes shoot 3"): while the defender sets his black or his
// support, the monsters' melee as his slider stands; from the round's
// clash to its end, the totals that clash used, naming the front monster
// that fought it (pt22 #4: "front 2" kept after it died); after the
// round's volley, its shots. At rest, the same from the log's latest
// entries (toldScore).
func scoreShown(st *hmd.State, q *Queue, slider func() (int, bool), log []engine.LogEntry) score {
	fi := &st.Fight
	sc := score{th: int(fi.Th), tm: int(fi.Tm), frontCard: -1, black: int(fi.C), support: int(fi.S)}
	if len(fi.Monsters) > 0 {
		sc.frontCard = int(fi.Monsters[0].Card)
		sc.front = max(0, int(hmd.Monsters[fi.Monsters[0].Card].Str[hmd.Brown])-int(fi.Monsters[0].Wounds))
	}
	if st.Stage == hmd.StCommit || st.Stage == hmd.StSupport {
		if v, ok := slider(); ok { // what the viewer's slider makes
			if st.Stage == hmd.StCommit {
				sc.black = v
			} else {
				sc.support = v
			}
		}
		sc.step, sc.tm = "Melee", sc.front+sc.black+sc.support
	}
	shown, volley := q.clashed, q.volleyed // the round's melee and volley, once landed
	for _, s := range q.Active() {
		switch s.Kind {
		case StepClash: // the melee being shown, not the state before it
			shown = s
		case StepVolley:
			volley = s
		}
	}
	if shown == nil && volley == nil && !q.Busy() {
		shown, volley = toldScore(log)
	}
	if sc.step != "" {
		volley = nil // the melee being set up comes after the volley
	}
	switch {
	case shown != nil:
		f := shown.Fx
		sc.step, sc.th, sc.tm, sc.black, sc.support = "Melee", f.Th, f.Tm, f.C, f.S
		sc.front, sc.frontCard = max(0, f.Tm-f.C-f.S), shown.Ev.Arg(2)
	case volley != nil:
		sc.step, sc.th, sc.tm = "Range", volley.Fx.Th, volley.Fx.Tm
	case sc.step == "":
		sc.th, sc.tm = 0, 0
	}
	return sc
}

// toldScore finds, in the log's latest entries, the round's melee or
// else its volley, as the steps that showed them (nil: the round under
// way has told neither, or no fight is told within 64 entries).
func toldScore(log []engine.LogEntry) (clash, volley *Step) {
	for i, n := len(log)-1, 0; i >= 0 && n < 64; i, n = i-1, n+1 {
		events := log[i].Events
		for j := len(events) - 1; j >= 0; j-- {
			ev := events[j]
			if ev.Kind != engine.EvGame {
				continue
			}
			switch ev.Code {
			case hmd.CodeMelee, hmd.CodeRange:
				s := &Step{Ev: ev}
				combatStep(s, ev)
				if ev.Code == hmd.CodeMelee {
					return s, nil
				}
				if volley == nil {
					volley = s
				}
			case hmd.CodeRound, hmd.CodeInvasion: // the round's, or the fight's, start
				return nil, volley
			}
		}
	}
	return nil, volley
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
	sc := scoreShown(st, t.q, t.sliderValue, t.S.Match.Log)
	c.Text("Heroes", ui.Style{Font: ui.Bold, Size: 13}, r.X+60, r.Y+16, ui.Center, ui.Cream)
	c.Text("Monsters", ui.Style{Font: ui.Bold, Size: 13}, r.Right()-60, r.Y+16, ui.Center, ui.Cream)
	ths, tms := fmt.Sprint(sc.th), fmt.Sprint(sc.tm)
	if fi.Round == 0 || sc.step == "" {
		ths, tms = "–", "–" // nothing told yet: traps and defenders first, or the round's start
	}
	c.Text(ths, big, r.X+60, r.Y+44, ui.Center, ui.Gold)
	c.Text("vs", ui.BodyB, r.X+r.W/2, r.Y+36, ui.Center, ui.CreamSoft)
	if ths != "–" { // which step the numbers are of
		c.Text(sc.step, ui.Style{Font: ui.Bold, Size: 12}, r.X+r.W/2, r.Y+54, ui.Center, ui.Gold)
	}
	c.Text(tms, big, r.Right()-60, r.Y+44, ui.Center, ui.Gold)
	front := fmt.Sprintf("front %d", sc.front)
	if sc.frontCard >= 0 && sc.frontCard < len(hmd.Monsters) {
		front = fmt.Sprintf("%s %d", hmd.Monsters[sc.frontCard].Name, sc.front)
	}
	lines := []string{
		fmt.Sprintf("Monsters' melee: %s + black %d + support %d", front, sc.black, sc.support),
		fmt.Sprintf("Range: heroes %d, monsters %d · heroes' black %d", gh, gm, bh),
		fmt.Sprintf("Monsters' black %d · healing: heroes %d, monsters %d", km, yh, ym),
	}
	switch st.Stage {
	case hmd.StMagic:
		lines[2] = fmt.Sprintf("Magic wounds left to give: %d", fi.Pool)
	case hmd.StHeal:
		lines[2] = fmt.Sprintf("Heals left to give: %d", fi.Pool)
	case hmd.StSupport:
		d, who := st.Defender(), ""
		if engine.Player(d) != t.Viewer {
			who = t.S.Name(engine.Player(d))
		}
		lines[2] = supportWords(&st.Seats[d], who)
	}
	y := r.Y + 72
	for _, ln := range lines {
		y += c.Paragraph(ln, small, layout.Rect{X: r.X + 12, Y: y, W: r.W - 24, H: 40}, ui.Left, ui.Cream) + 6
	}
}

// supportWords say how much support seat q may buy, and why: what his MP
// pays for, and no more points than his VP (pt19 #5: "up to 1 points";
// pt34 #5: "(MP 3, VP 3)" did not say why VP was listed). who names the
// mage who decides, "" for the viewer (pt40 #3: "your MP 9" in Cora's
// fight, the viewer watching).
func supportWords(q *hmd.Seat, who string) string {
	n, points := min(int(q.VP), int(q.MP)/hmd.SupportCost), "points"
	if n == 1 {
		points = "point"
	}
	whose, has := "your", "you have"
	if who != "" {
		whose, has = who+"'s", who+" has"
	}
	return fmt.Sprintf("Support: up to %d %s, %d MP each (%s MP %d pays for %d; a point needs a VP too, %s %d)", n, points, hmd.SupportCost, whose, q.MP, int(q.MP)/hmd.SupportCost, has, q.VP)
}
