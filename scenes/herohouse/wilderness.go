package herohouse

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// drawWilderness draws the middle of the table: the draw and out piles
// with their counts, the discard pile's slots, the treasure with the next
// house's share, and the monster readout.
func (t *Table) drawWilderness(c *ui.Canvas, b *Board, tick int) {
	if !sprite9(c, "herohouse/wilderness", Wilderness, ui.Alpha(1)) {
		c.RoundRect(Wilderness, 16, ui.Fade(ui.Dim, 0.28))
		c.RoundStroke(Wilderness.Inset(1), 16, 1.5, ui.Fade(ui.Gold, 0.3))
	}
	t.drawPile(c, "herohouse/pile/draw", DrawPile, b.Draw, "Draw", !t.shuffling())
	t.drawPile(c, "herohouse/pile/out", OutPile, b.Out, "Out", true)
	for su := hh.Head; su <= hh.Legs; su++ {
		if !c.TrySprite("herohouse/slot/"+su.String(), PileSlots[su], ui.Alpha(0.9)) {
			c.RoundStroke(PileSlots[su], 5, 1.5, ui.Fade(ui.Cream, 0.35))
			c.Text(su.String(), ui.Small, PileSlots[su].X+PileSlots[su].W/2, PileSlots[su].Y+PileSlots[su].H/2, ui.Center, ui.Fade(ui.Cream, 0.4))
		}
	}
	if b.Pile[hh.Prime] == hh.NoCard {
		if !c.TrySprite("herohouse/slot/prime", PileSlots[hh.Prime], ui.Alpha(0.35)) {
			c.RoundStroke(PileSlots[hh.Prime], 5, 1, ui.Fade(ui.Gold, 0.25))
		}
	}
	t.drawTreasure(c, b)
	t.drawReadout(c, b.Pile, false, b.Dealt)
}

// drawPile draws a face-down pile with its count under it; the cards are
// left out while an animation holds them (the riffle).
func (t *Table) drawPile(c *ui.Canvas, name string, r layout.Rect, n int, label string, cards bool) {
	if n > 0 && cards && !c.TrySprite(name, r, ui.Alpha(1)) {
		for i := min(n, 3) - 1; i >= 0; i-- {
			t.drawCard(c, hh.Hidden, r.Offset(float64(i)*2, float64(-i)*2), false, 1)
		}
	}
	if n == 0 || !cards {
		c.RoundStroke(r, 5, 1.5, ui.Fade(ui.Cream, 0.25))
	}
	pileLabel(c, r, label, n)
}

// pileLabel writes a pile's count under it.
func pileLabel(c *ui.Canvas, r layout.Rect, label string, n int) {
	c.TextShadow(fmt.Sprintf("%s %d", label, n), ui.Style{Font: ui.Bold, Size: 13}, r.X+r.W/2, r.Bottom()+11, ui.Center, ui.Cream)
}

// drawTreasure draws the treasure as a heap of tokens with its number and
// what the next hero house would take.
func (t *Table) drawTreasure(c *ui.Canvas, b *Board) {
	at := TreasureAt
	c.Circle(at.X, at.Y, TreasureR, ui.Fade(ui.Dim, 0.3))
	switch n := b.Treasure; {
	case n >= 4:
		if !c.TrySprite("herohouse/token/stack", layout.Centered(at.X, at.Y-8, 50, 50), ui.Alpha(1)) {
			for i := range min(n, 8) {
				chip(c, at.X, at.Y-float64(i)*3, 26, 1)
			}
		}
	case n > 0:
		for i := range n {
			chip(c, at.X-float64(n-1)*9+float64(i)*18, at.Y-8-float64(i%2)*4, 26, 1)
		}
	}
	num := fmt.Sprint(b.Treasure)
	st := ui.Style{Font: ui.Bold, Size: 17}
	pill := layout.Centered(at.X, at.Y+21, max(ui.Measure(num, st)+16, 30), 22)
	c.RoundRect(pill, 11, ui.Fade(ui.Dim, 0.85))
	c.RoundStroke(pill, 11, 1.2, ui.Fade(ui.Gold, 0.8))
	c.Text(num, st, pill.X+pill.W/2, pill.Y+pill.H/2, ui.Center, ui.Gold)
	c.TextShadow(fmt.Sprintf("House pays %d", hh.Share(b.Treasure)), ui.Style{Font: ui.Bold, Size: 12}, at.X, at.Y+TreasureR+11, ui.Center, ui.Cream)
}

// chip draws one treasure token centred on (x, y).
func chip(c *ui.Canvas, x, y, size, a float64) {
	if c.TrySprite("herohouse/token/treasure", layout.Centered(x, y, size, size), ui.Alpha(a)) {
		return
	}
	c.Circle(x, y+1.5, size/2, ui.Fade(ui.Ink, 0.5*a))
	c.Circle(x, y, size/2, ui.Fade(ui.Gold, a))
	c.Circle(x, y, size/2-3, ui.Fade(ui.GoldDeep, a))
}

// drawReadout says what monster the pile makes; a preview shows the pile
// a choice would leave. A balanced monster the deal left (dealt) is a
// monster to fight, and says so (R6).
func (t *Table) drawReadout(c *ui.Canvas, pile [4]int, preview, dealt bool) {
	r := MonsterReadout
	title, dots, balanced := Readout(pile)
	if balanced && dealt && !preview {
		title, dots, balanced = "Dealt balanced", dots+" · fight it", false
	}
	c.NineSliceInset("ui/panel-dark", 10, r, ui.Alpha(1))
	col := ui.Cream
	switch {
	case title == "Dealt balanced":
		col = loseInk
	case balanced:
		col = ui.Gain
		c.RoundStroke(r.Inset(2), 8, 2, ui.Gain)
	case title == "Monster":
		col = loseInk
	}
	st := ui.Style{Font: ui.Bold, Size: 17}
	if title == noMonster { // what it needs, in words
		st = ui.Small
	}
	if preview {
		c.RoundStroke(r.Inset(-2), 10, 2, ui.Gold)
		title = "→ " + title
	}
	c.Text(title, readoutTitle(title, r.W-20), r.X+r.W/2, r.Y+18, ui.Center, col)
	c.Text(dots, st, r.X+r.W/2, r.Y+41, ui.Center, ui.Cream)
}

// drawPreview shows, while the pointer rests on a card the viewer may
// discard (or a number key picked it: play-test 27 saw the preview only
// on hover), the pile it would leave: the card ghosted in its slot and
// the readout of the monster after it.
func (t *Table) drawPreview(c *ui.Canvas, b *Board) {
	card, ok := t.previewCard()
	if !ok {
		return
	}
	d := t.choice.Decision
	if d != DecideDiscard && d != DecideMonster {
		return
	}
	after := PileAfter(b.Pile, card)
	for su, pc := range b.Pile {
		if pc != hh.NoCard && after[su] != pc {
			r := PileSlots[su]
			c.RoundRect(r, 4, ui.Fade(ui.Dim, 0.55)) // to be covered
		}
	}
	su := hh.SuitOf(card)
	t.drawCard(c, card, PileSlots[su], su == hh.Prime, 0.6)
	c.RoundStroke(PileSlots[su].Inset(-2), 6, 2, ui.Gold)
	t.drawReadout(c, after, true, false)
}

// previewCard is the viewer's card whose discard the pile previews: the
// one a number key picked, else the one under the pointer.
func (t *Table) previewCard() (int, bool) {
	if !t.Mine() {
		return 0, false
	}
	if c, _, ok := t.keyPicked(); ok {
		return c, true
	}
	if h := t.Hover.Spot; h != nil && h.Key.kind == kCard && h.Live {
		return h.Key.a, true
	}
	return 0, false
}

// drawChips draws tokens sliding: the ante from the seats into the
// treasure, a share from the treasure to a seat.
func (t *Table) drawChips(c *ui.Canvas, s *Step, now int, ctx *scenes.Context) {
	l := t.q.Layout()
	if s.From == "bank" {
		for p := range t.q.Board.N {
			at := moveAt(l.PlateSpot(engine.Player(p)), TreasureAt, s.Start, s.Dur, now)
			chip(c, at.X, at.Y, 24, 1)
		}
		return
	}
	n := min(max(s.Ev.Card, 1), maxChips)
	gap := ctx.Frames(chipGap)
	d := max(s.Dur-gap*(n-1), 1)
	for i := range n {
		start := s.Start + i*gap
		if now < start || now > start+d {
			continue
		}
		at := moveAt(s.FromPt, s.ToPt, start, d, now)
		chip(c, at.X, at.Y, 24, 1)
	}
}

// drawSweep gathers the last hand's cards into the deck and names the
// new hand.
func (t *Table) drawSweep(c *ui.Canvas, s *Step, now int, ctx *scenes.Context) {
	k := tween.InOutCubic(tween.Progress(now, s.Start, s.Dur))
	to := PoseOf(DrawPile, false, hh.Hidden)
	for _, pl := range s.Sweep {
		from := PoseOf(pl.Rect, pl.Turned, pl.Card)
		p := Pose{X: tween.Lerp(from.X, to.X, k), Y: tween.Lerp(from.Y, to.Y, k), W: tween.Lerp(from.W, to.W, k),
			H: tween.Lerp(from.H, to.H, k), Angle: tween.Lerp(from.Angle, 0, k), ScaleX: 1, Card: pl.Card, FaceUp: false}
		t.drawPose(c, p, 1)
	}
	if title := t.say(s.Says); title != "" { // it stays up through the riffle that follows
		t.drawHandTitle(c, title, 1)
	}
}

// drawHandTitle names the new hand over the wilderness (text: its
// sentence, seats named).
func (t *Table) drawHandTitle(c *ui.Canvas, text string, a float64) {
	r := layout.Centered(Wilderness.X+Wilderness.W/2, Wilderness.Y+40, ui.Measure(text, ui.Large)+40, 36)
	c.NineSlice("ui/tooltip", r, ui.Alpha(a))
	c.Text(text, ui.Large, r.X+r.W/2, r.Y+r.H/2, ui.Center, ui.Fade(ui.Gold, a))
}

// readoutTitle is the monster readout's title style: 15 px, or 13 when
// that is too wide for w (play-test 24: "→ No monster yet" touched the
// readout's frame).
func readoutTitle(title string, w float64) ui.Style {
	st := ui.Style{Font: ui.Bold, Size: 15}
	if ui.Measure(title, st) > w {
		st.Size = 13
	}
	return st
}
