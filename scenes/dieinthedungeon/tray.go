package dieinthedungeon

import (
	"fmt"
	"math"
	"strings"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// The dice tray (spec §3): the die being rolled tumbles and settles on the
// engine's face; then the roll's breakdown shows — the natural face, pips,
// stat points lowered, DieMinions, the Kobold's shove, fixed modifiers, the
// final value against what it must beat, and the verdict in green or red
// with a tick or a cross. The effects in force sit on the right.

func (t *Table) drawTray(c *ui.Canvas, st *dd.State) {
	if t.trayFolded() {
		t.drawTrayStrip(c, st)
		return
	}
	c.DarkPanel(DiceTray)
	t.drawEffects(c, st)
	if s := t.q.Roll; s != nil {
		t.drawRolling(c, s)
		return
	}
	r := st.Roll
	if w := t.settledTrap(st); w != nil {
		t.drawSettled(c, w)
		return
	}
	if r.Kind == dd.RollNone || (t.q.Moved || !t.rolled) && st.Stage != dd.StTrapPre {
		c.TextIn("The dice tray: every roll tumbles here.", ui.BodyB, TrayTitle, ui.Left, ui.CreamSoft)
		drawDieFace(c, "d20", 20, TrayDie.Inset(10), 0.25)
		return
	}
	title, current := t.trayTitle(st)
	col := ui.Gold
	if !current {
		col = ui.CreamSoft
	}
	ts := ui.BodyB
	if ui.Measure(title, ts) > TrayTitle.W {
		ts = ui.Style{Font: ui.Bold, Size: 13}
	}
	c.TextIn(title, ts, TrayTitle, ui.Left, col)
	if st.Stage == dd.StTrapPre {
		c.Paragraph("Not rolled yet: use a trap card or roll.", ui.Body, TrayRows, ui.Left, ui.CreamSoft)
		return
	}
	die, face := rollDie(r)
	drawDieFace(c, die, face, TrayDie.Inset(6), 1)
	t.drawBreakdown(c, st)
}

// rollDie is the die and natural face of a roll as the tray shows it.
func rollDie(r dd.Roll) (string, int) {
	if r.Kind == dd.RollHeroDie {
		return dd.HeroDieID, min(6, max(1, r.Nat))
	}
	return dieID(r.Die), max(1, min(r.Nat, r.Die.Max()))
}

// drawRolling draws a roll step: the die thrown in from the left,
// bouncing to rest, then popping onto its face, with its sentence.
func (t *Table) drawRolling(c *ui.Canvas, s *Step) {
	die, face := s.Ev.Die, s.Ev.Face
	tumble := s.Dur * rollTicks / (rollTicks + settleTicks)
	k := tween.Progress(t.Now, s.Start, max(tumble, 1))
	if s.Dur == 0 {
		k = 1
	}
	title := "Rolling the " + dieName(die) + "…"
	if s.Landed || k >= 1 {
		// Rolled once it lies still and its sentence shows (play-test 35
		// #10: "Rolling the d12..." over the result's line).
		title = "Rolled the " + dieName(die) // it stays while what follows is told
	}
	head := t.rollHead(s)
	switch {
	case head != "" && s.Of[1] > 1:
		title = fmt.Sprintf("%s %d of %d: %s", head, s.Of[0], s.Of[1], lowerFirst(title))
	case head != "":
		title = head + ": " + lowerFirst(title)
	case s.Of[1] > 1:
		title = fmt.Sprintf("%s attack %d of %d: %s", s.attackStat, s.Of[0], s.Of[1], lowerFirst(title))
	}
	c.TextIn(title, ui.BodyB, TrayTitle, ui.Left, ui.Gold)
	size := TrayDie.W - 12
	cx, cy := TrayDie.X+TrayDie.W/2, TrayDie.Y+TrayDie.H/2
	c.Ellipse(cx, cy+size*0.46, size*0.4*(0.6+0.4*k), size*0.1, ui.Fade(ui.Shadow, 0.5))
	if k < 1 {
		x := cx + (1-tween.OutCubic(k))*size*2.6
		y := cy - (1-tween.OutBounce(k))*size*0.8
		angle := (1 - k) * (1 - k) * 7
		frame := (t.Now - s.Start) / 3
		if img := ui.Sprite(tumbleSprite(die, frame)); img != nil {
			c.ImageRotated(img, x, y, size, size, angle, ui.Alpha(1))
		} else {
			drawDieFace(c, die, 1+frame%max(face, 1), layout.Centered(x, y, size, size), 1)
		}
		return
	}
	pop := tween.Progress(t.Now, s.Start+tumble, max(s.Dur-tumble, 1))
	sz := size * (1 + 0.14*math.Sin(math.Pi*pop))
	drawDieFace(c, die, face, layout.Centered(cx, cy, sz, sz), 1)
	if s.Caption != "" {
		words := layout.Rect{X: TrayRows.X, Y: TrayRows.Y + 4, W: TrayFinal.Right() - TrayRows.X, H: TrayRows.H - 4}
		c.Paragraph(engine.Names(s.Caption, t.S.Names()), ui.Style{Font: ui.Bold, Size: 14}, words, ui.Left, ui.Cream)
	}
}

// drawBreakdown draws the roll's parts and its final value and verdict.
func (t *Table) drawBreakdown(c *ui.Canvas, st *dd.State) {
	r := st.Roll
	type part struct {
		name string
		v    int
		show bool
	}
	nat := fmt.Sprintf("Natural %d on the %s", r.Nat, r.Die)
	if r.NoRoll {
		nat = fmt.Sprintf("DieMaster token: %d (max)", r.Nat)
	}
	if r.Kind == dd.RollHeroDie {
		nat = fmt.Sprintf("Natural %d", r.Nat)
	}
	parts := []part{
		{"Pips", r.Pips, r.Pips != 0},
		{"Stat lowered", r.Lowered, r.Lowered != 0},
		{"DieMinions", r.Minions, r.Minions != 0},
		{"Lucky Shove", dd.KoboldShoveBonus, r.Shove},
	}
	for _, f := range fixedParts(st, t.S.Match.Log) {
		parts = append(parts, part{f.name, f.v, true})
	}
	st12 := ui.Style{Font: ui.Regular, Size: 13}
	y := TrayRows.Y + 8
	c.Text(nat, ui.Style{Font: ui.Bold, Size: 13}, TrayRows.X, y, ui.Left, ui.Cream)
	for _, p := range parts {
		if !p.show {
			continue
		}
		y += 17
		c.Text(p.name, st12, TrayRows.X, y, ui.Left, ui.CreamSoft)
		c.Text(signedNum(p.v), ui.Style{Font: ui.Bold, Size: 13}, TrayRows.Right(), y, ui.Right, ui.Cream)
	}
	if w := t.saidNow(); w != nil && w.why != "" {
		y += 17 // what settled the roll, whatever its numbers
		c.Text(w.why, ui.Style{Font: ui.Bold, Size: 13}, TrayRows.X, y, ui.Left, ui.Gain)
	} else if lines, good := topFaceNote(st); len(lines) > 0 && w == nil {
		col := ui.Loss
		if good {
			col = ui.Gain
		}
		for _, l := range lines {
			y += 17
			c.Text(l, ui.Style{Font: ui.Bold, Size: 13}, TrayRows.X, y, ui.Left, col)
		}
	}
	words, good, known := t.verdict(st)
	f := TrayFinal
	final, vs := rollFinal(st)
	col := verdictInk(good, known)
	c.RoundRect(f, 8, ui.Fade(ui.Dim, 0.55))
	c.Text(fmt.Sprint(final), ui.Style{Font: ui.Display, Size: 34}, f.X+f.W/2, f.Y+30, ui.Center, col)
	c.Text(vs, ui.Style{Font: ui.Bold, Size: 13}, f.X+f.W/2, f.Y+58, ui.Center, ui.CreamSoft)
	if known {
		mark(c, good, f.X+16, f.Y+84, 14, col)
		c.TextIn(words, ui.Style{Font: ui.Bold, Size: 12}, layout.Rect{X: f.X + 26, Y: f.Y + 74, W: f.W - 28, H: 20}, ui.Left, col)
	} else {
		c.TextIn(words, ui.Style{Font: ui.Bold, Size: 12}, layout.Rect{X: f.X + 4, Y: f.Y + 74, W: f.W - 8, H: 20}, ui.Center, col)
	}
}

// settledTrap is what settled the trap's check of st with no roll, if a
// card did (Many Eyes), else nil.
func (t *Table) settledTrap(st *dd.State) *said {
	if w := t.saidNow(); w != nil && w.trap && (st.Roll.Kind == dd.RollNone || !t.rolled) {
		return w
	}
	return nil
}

// drawSettled shows a trap's check a card settled with no roll (Many
// Eyes): its verdict and the card that gave it, and no numbers that could
// read as a failed roll (play-test 20: the tray went from "Not rolled yet"
// back to empty, only the log said the check passed).
func (t *Table) drawSettled(c *ui.Canvas, w *said) {
	c.TextIn("The trap's check: "+w.words, ui.BodyB, TrayTitle, ui.Left, ui.Gold)
	mark(c, w.good, TrayDie.X+TrayDie.W/2, TrayDie.Y+TrayDie.H/2-6, 40, ui.Gain)
	c.Paragraph(w.why+", with no roll.", ui.Style{Font: ui.Bold, Size: 14}, layout.Rect{X: TrayRows.X, Y: TrayRows.Y + 4, W: TrayFinal.Right() - TrayRows.X, H: TrayRows.H - 4}, ui.Left, ui.Cream)
}

// drawTrayStrip draws the folded tray: the last roll in one line, its
// result at the right (trayFolded).
func (t *Table) drawTrayStrip(c *ui.Canvas, st *dd.State) {
	r := TrayStrip
	c.DarkPanel(r)
	in := r.InsetXY(12, 0)
	if st.Roll.Kind == dd.RollNone || t.q.Moved || !t.rolled {
		c.TextIn("The dice tray: every roll tumbles here.", ui.BodyB, in, ui.Left, ui.CreamSoft)
		return
	}
	title, _ := t.trayTitle(st)
	final, vs := rollFinal(st)
	words, good, known := t.verdict(st)
	result := fmt.Sprintf("%d %s", final, vs)
	if known {
		result += ": " + words
	}
	rs := ui.Style{Font: ui.Bold, Size: 13}
	rw := ui.Measure(result, rs)
	c.TextIn(result, rs, layout.Rect{X: in.Right() - rw, Y: in.Y, W: rw, H: in.H}, ui.Left, verdictInk(good, known))
	ts := ui.Style{Font: ui.Bold, Size: 13}
	room := in.W - rw - 16
	if ui.Measure(title, ts) > room {
		ts.Size = 12
	}
	if ui.Measure(title, ts) > room {
		title = strings.TrimPrefix(title, "Last roll: ")
	}
	c.TextIn(title, ts, layout.Rect{X: in.X, Y: in.Y, W: room, H: in.H}, ui.Left, ui.CreamSoft)
}
