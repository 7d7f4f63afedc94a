package herohouse

import (
	"fmt"
	"image/color"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// drawClash shows a fight: the hero and the monster slide onto the stage
// in the wilderness and face each other with their dots, lines join the
// dots that meet and the ones left over pulse, the outcome's banner comes
// up with the comparison that decided it, and they slide back before the
// losers' cards leave.
func (t *Table) drawClash(c *ui.Canvas, s *Step, now int, ctx *scenes.Context) {
	f := s.Fight
	shown := s.StageShown(now, ctx.Frames)
	w := Wilderness
	c.RoundRect(w, 14, stageFill(shown))
	// The out pile's count is not drawn over the stage: play-tests 21 and
	// 24 read it, bare and framed, as the pile showing through. The log
	// tells the cards a fight sends there, and the pile shows again after.
	for _, p := range s.StagePoses(now, ctx.Frames) {
		t.drawPose(c, p, 1)
	}
	if shown <= 0 {
		return
	}
	_, why := Explain(f.HW, f.HB, f.MW, f.MB)
	why = capital(why) + ". " + t.fightResult(f)
	// Why and what it does, right of the out pile's count, which it leaves
	// in sight; as high as its lines need, rising from the stage's foot.
	x := OutPile.Right() + 16
	r := layout.Rect{X: x, W: w.Right() - 12 - x}
	lines := len(ui.Wrap(why, ui.Small, r.W-20))
	r.H = max(48, float64(lines)*ui.LineHeight(ui.Small)+8)
	r.Y = w.Bottom() - 4 - r.H
	// The sides' totals under them, over the box, and "vs" between.
	st := ui.Style{Font: ui.Bold, Size: 16}
	y := r.Y - 10
	for _, side := range []struct {
		text string
		x    float64
	}{{"Hero " + dotsText(f.HW, f.HB), stageHero.X}, {"Monster " + dotsText(f.MW, f.MB), stageMonster.X}} {
		half := ui.Measure(side.text, st)/2 + 8 // kept inside the wilderness
		x := min(max(side.x, w.X+half), w.Right()-half)
		// On a dark pill: a three-card stack reaches down behind the
		// words (play-tests 13, 15, 18 could not read them on its cards).
		c.RoundRect(layout.Centered(x, y, 2*half, 24), 12, ui.Fade(stageInk, 0.92*shown))
		c.TextShadow(side.text, st, x, y, ui.Center, ui.Fade(ui.Cream, shown))
	}
	mid := stageMid()
	if _, ok := spriteFit(c, "herohouse/fight-vs", mid, stageHero.Y, 34, shown); !ok {
		c.TextShadow("VS", ui.Heading, mid, stageHero.Y, ui.Center, ui.Fade(ui.Gold, shown))
	}
	t.drawFightDots(c, s, now, ctx.Frames, shown)
	t.drawDuel(c, f, mid, shown)
	if _, ok := spriteFit(c, BannerOf(f.Outcome), w.X+w.W/2, w.Y+34, 56, shown); !ok {
		c.TextShadow(f.Outcome.String(), ui.Banner, w.X+w.W/2, w.Y+34, ui.Center, ui.Fade(outcomeInk(f.Outcome), shown))
	}
	c.RoundRect(r, 8, ui.Fade(stageInk, shown)) // nothing of the pile shows through the words
	c.NineSlice("ui/tooltip", r, ui.Alpha(shown))
	c.Paragraph(why, ui.Small, r.InsetXY(10, 4), ui.Center, ui.Fade(ui.Cream, shown))
}

// stageFill is the fight stage's colour over the wilderness, from the
// moment the sides slide in (shown from 0 to 1) to the verdict: opaque
// throughout (pt6 #7: the treasure's "House pays" and the monster readout
// showed through it; play-test 21 #4: the pile's cards and the treasure
// still did while the sides slid in over a half see-through stage).
func stageFill(float64) color.Color { return stageInk }

// drawDuel sets each side's dots against the other's: the hero's white
// against the monster's black, the hero's black against its white, with
// ≥ or < between (spec §5.6: white is always held against black).
func (t *Table) drawDuel(c *ui.Canvas, f *Fight, mid, a float64) {
	rows := []struct {
		hw, hb  int
		l, r    string
		ok      bool
		y       float64
		leftIsW bool
	}{
		{f.HW, f.MB, "○", "●", f.HW >= f.MB, rowY(0), true},
		{f.HB, f.MW, "●", "○", f.HB >= f.MW, rowY(1), false},
	}
	for _, row := range rows {
		cmp := "<"
		switch {
		case row.hw == row.hb:
			cmp = "="
		case row.ok:
			cmp = ">"
		}
		text := fmt.Sprintf("%d%s %s %d%s", row.hw, row.l, cmp, row.hb, row.r)
		col := ui.Cream
		if row.ok {
			col = ui.Gain
		}
		rr := layout.Centered(mid, row.y, ui.Measure(text, ui.BodyB)+16, 24)
		c.RoundRect(rr, 12, ui.Fade(ui.Dim, 0.7*a))
		c.Text(text, ui.BodyB, mid, row.y, ui.Center, ui.Fade(col, a))
	}
}

// fightPreview says how a hero of the viewer would fare against the
// monster, and why.
func (t *Table) fightPreview(h Slots) string {
	hw, hb := h.Dots()
	mw, mb, ok := MonsterOf(t.q.Board.Pile)
	if !ok {
		return ""
	}
	o, why := Explain(hw, hb, mw, mb)
	monster := ""
	if m := t.q.Board.Monster; m >= 0 {
		monster = t.S.Name(m)
	}
	text := fmt.Sprintf("Against the monster (%s): %s — %s. %s", dotsText(mw, mb), o, why, Consequence(o, monster))
	if cs := h.Cards(); len(cs) > 0 {
		if p, _, ok := t.q.Board.HeroOf(cs[0]); ok && p == t.Viewer {
			text += " " + AfterFight(t.q.Board.Seats[p].Heroes, h, o, t.q.Board.Treasure)
		}
	}
	return text
}

// fightResult says what the fight does to the cards, the seats named: a
// newcomer sees the outcome's banner and learns here what it costs or
// gives (the rules' 4A–4D).
func (t *Table) fightResult(f *Fight) string {
	who := t.S.Name(f.Seat)
	switch f.Outcome {
	case hh.HeroWins:
		return "The monster's cards go to " + who + "'s hand."
	case hh.MonsterWins:
		if m := t.q.Board.Monster; m >= 0 {
			return "The hero's cards go to " + t.S.Name(m) + ", who plays the monster."
		}
		return "The hero goes to the out pile."
	case hh.Cosmic:
		return "Hero and monster both go to the out pile."
	case hh.NoWin:
		return "A card is flipped onto the monster, then one onto the hero."
	}
	return ""
}
