package herohouse

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// DrawStill draws the still table: the felt, the seats, the wilderness,
// the cards where they glide to, the prompt and the log (the core draws
// the end panel, the buttons and the tooltip over it).
func (t *Table) DrawStill(c *ui.Canvas, ctx *scenes.Context) {
	c.Table()
	feltTiles(c)
	b := t.q.Board
	l := t.q.Layout()
	t.drawTopBar(c, b)
	for p := range b.N {
		t.drawSeat(c, engine.Player(p), l, b)
	}
	t.drawWilderness(c, b, ctx.Tick)
	t.drawTargets(c)
	t.drawCards(c, l, b, ctx.Tick)
	for p := range b.N {
		t.drawHeroLabels(c, engine.Player(p), l, b)
	}
	t.drawPreview(c, b)
	t.Log.Draw(c, ctx.Tick)
	t.drawPrompt(c, ctx) // after the log: it may grow up over the log's foot
	// A hand's summary is still while it waits; the core draws its Next
	// hand button over it.
	for _, s := range t.q.Active() {
		if s.Kind == StepSummary {
			t.drawSummary(c, s, ctx.Tick, ctx)
		}
	}
}

// lifted is the cards a fight showing has lifted onto its stage.
func (t *Table) lifted() map[int]bool {
	out := map[int]bool{}
	for _, s := range t.q.Active() {
		if s.Kind == StepClash {
			for _, pl := range append(s.Fight.HeroCards, s.Fight.MonsterCards...) {
				out[pl.Card] = true
			}
		}
	}
	return out
}

// feltTiles lays the table's felt over the baize, letting the baize's
// vignette show through.
func feltTiles(c *ui.Canvas) {
	img := ui.Sprite("herohouse/table-bg")
	if img == nil {
		return
	}
	const side = 128
	for y := 0.0; y < layout.Height; y += side {
		for x := 0.0; x < layout.Width; x += side {
			c.Image(img, layout.Rect{X: x, Y: y, W: side, H: side}, ui.Alpha(0.55))
		}
	}
}

// drawTopBar is the strip above the table: the hand, its dealer, a
// clean-up hand, the goal.
func (t *Table) drawTopBar(c *ui.Canvas, b *Board) {
	c.NineSliceInset("ui/panel-dark", 8, TopBar, ui.Alpha(1))
	x := TopBar.X + 16
	cy := TopBar.Y + TopBar.H/2
	title := "Hero House"
	c.Text(title, ui.Style{Font: ui.Display, Size: 16}, x, cy+1, ui.Left, ui.Gold)
	x += ui.Measure(title, ui.Style{Font: ui.Display, Size: 16}) + 18
	parts := []string{fmt.Sprintf("Hand %d", b.HandNo)}
	if b.HandNo > 0 {
		parts = append(parts, "Dealer "+t.S.Name(b.Dealer))
	}
	parts = append(parts, fmt.Sprintf("First to %d points wins", hh.Goal))
	for i, s := range parts {
		if i > 0 { // a dot between parts, none after the last
			c.Circle(x, cy, 2, ui.Fade(ui.Gold, 0.6))
			x += 10
		}
		c.Text(s, ui.Small, x, cy, ui.Left, ui.Cream)
		x += ui.Measure(s, ui.Small) + 10
	}
	st := ui.Style{Font: ui.Bold, Size: 12}
	if tag := t.topTag(b); tag != "" {
		r := layout.Rect{X: x, Y: TopBar.Y + 5, W: ui.Measure(tag, st) + 16, H: 18}
		c.RoundRect(r, 9, ui.Fade(loseInk, 0.85))
		c.Text(tag, st, r.X+r.W/2, cy, ui.Center, ui.Cream)
	}
}

// topTag is the top bar's tag: a clean-up hand, or why a hand with
// nothing left to win goes on (play-test 21 #11); none over a hand's
// summary, which says the rest (play-test 30: "TREASURE EMPTY: nothing
// more to win this hand" stood over the summary of the hand that ended).
func (t *Table) topTag(b *Board) string {
	tag := ""
	if b.Cleanup {
		tag = "CLEAN-UP HAND: no ante"
	}
	if w := emptyWords(b); w != "" {
		tag = w
	}
	if t.q.Holding() != nil {
		tag = ""
	}
	return tag
}

// drawCards draws every card on the board where it glides to, except the
// ones a fight has lifted; the viewer's legal targets glow, picked parts
// rise, and cards that cannot be used now are dimmed.
func (t *Table) drawCards(c *ui.Canvas, l *Layout, b *Board, tick int) {
	lifted := t.lifted()
	mine := t.Mine()
	shown := handShown(l, l.Bottom)
	var hovered func() // the hand card under the pointer whose name was cut, drawn again on top
	for _, pl := range l.Cards {
		if pl.Card >= 0 && lifted[pl.Card] {
			continue
		}
		r := t.glide.rect(pl)
		a := 1.0
		own := mine && pl.Zone == ZHand && pl.Seat == t.Viewer
		if own {
			switch {
			case t.sel.Has(pl.Card):
				r = r.Offset(0, -liftPx)
				c.Glow(r, 0.95)
			case t.choice.Usable(t.sel, pl.Card):
				c.Glow(r, 0.55)
			default:
				a = 0.55
			}
		}
		if b.Seats != nil && pl.Seat >= 0 && b.Seats[pl.Seat].Out {
			a *= 0.6
		}
		draw := func() bool {
			t.drawCard(c, pl.Card, r, pl.Turned, a)
			whole := true
			if w, ok := shown[pl.Card]; ok && pl.Zone == ZHand && pl.Seat == l.Bottom {
				whole = nameStrip(c, pl.Card, r, w, max(a, 0.8))
			}
			if own && a < 1 {
				c.RoundRect(r, 4, ui.Fade(ui.Dim, 0.25))
			}
			if pl.Zone == ZHand && pl.Public && pl.Card >= 0 {
				mark := r
				if w, ok := shown[pl.Card]; ok && pl.Seat == l.Bottom {
					mark.W = w // in the part the next card leaves uncovered
				}
				t.publicMark(c, mark, pl.Fresh)
			}
			return whole
		}
		if !draw() && t.hovering(pl.Card) {
			hovered = func() { shown[pl.Card] = r.W; draw() }
		}
	}
	if hovered != nil {
		hovered()
	}
}

// hovering reports whether the pointer rests on card c's spot.
func (t *Table) hovering(c int) bool {
	h := t.Hover.Spot
	return h != nil && h.Key.kind == kCard && h.Key.a == c && c >= 0
}

// publicMark flags a hand card everyone has seen (and one won this turn,
// which may not be laid down yet).
func (t *Table) publicMark(c *ui.Canvas, r layout.Rect, fresh bool) {
	size := min(r.W*0.36, 18)
	x, y := r.Right()-size/2-1, r.Y+size/2+1
	col := ui.Gold
	if fresh {
		col = ui.Gain
	}
	c.Circle(x, y, size/2, ui.Fade(ui.Dim, 0.8))
	c.Circle(x, y, size/2-1.5, col)
	c.Text("!", ui.Style{Font: ui.Bold, Size: max(12, size*0.7)}, x, y, ui.Center, ui.Ink)
}

// DrawMoving draws what moves over the still table: what is under way
// (flights, tokens, the marker, the swept cards, a fight and banners) and
// a bot's thinking dots.
func (t *Table) DrawMoving(c *ui.Canvas, ctx *scenes.Context) {
	if slices.ContainsFunc(t.q.Active(), func(s *Step) bool { return s.Kind == StepSummary }) {
		return // the hand's summary, on the still table, covers what still lands under it
	}
	t.drawMoving(c, ctx)
	t.drawThinking(c, ctx)
}

// drawMoving draws what is under way.
func (t *Table) drawMoving(c *ui.Canvas, ctx *scenes.Context) {
	now := ctx.Tick
	flying := false
	for _, s := range t.q.Active() {
		switch s.Kind {
		case StepCard:
			t.drawPose(c, s.Pose(now), 1)
			flying = true
		case StepSweep:
			t.drawSweep(c, s, now, ctx)
		case StepShuffle:
			t.drawShuffle(c, s, now, ctx)
		}
	}
	if b := t.q.Board; flying && b.Seats != nil {
		l := t.q.Layout()
		for p := range b.N {
			t.drawPlate(c, engine.Player(p), l, b) // names and scores stay over the cards in flight
		}
	}
	for _, s := range t.q.Active() {
		if s.Kind == StepCaption { // over the cards in flight, on its solid box (play-test 18 #7)
			t.drawCaption(c, s, now)
		}
	}
	for _, s := range t.q.Active() {
		switch s.Kind {
		case StepChips:
			t.drawChips(c, s, now, ctx)
		case StepMarker:
			p := moveAt(s.FromPt, s.ToPt, s.Start, s.Dur, now)
			badge(c, "herohouse/marker/monster", "M", p.X, p.Y, 30, monsterInk, 1)
		}
	}
	for _, s := range t.q.Active() {
		switch s.Kind {
		case StepClash:
			t.drawClash(c, s, now, ctx)
		case StepBanner:
			t.drawBanner(c, s.Banner, s.Title, t.say(s.Says), bannerAlpha(s, now))
		}
	}
}

// moveAt is a point gliding from a to b.
func moveAt(a, b layout.Point, start, dur, now int) layout.Point {
	k := tween.OutCubic(tween.Progress(now, start, dur))
	return layout.Point{X: a.X + (b.X-a.X)*k, Y: a.Y + (b.Y-a.Y)*k - 30*4*k*(1-k)}
}

func (t *Table) drawThinking(c *ui.Canvas, ctx *scenes.Context) {
	p := t.thinkingSeat()
	if p == engine.NoPlayer {
		return
	}
	x, y := thinkingAt(t.q.Layout().Boxes[p], t.S.Name(p))
	tablekit.DrawThinking(c, ctx.Tick, x, y, 3.5, 10)
}

// thinkingSeat is the bot shown thinking, none when no bot thinks or a
// finished hand still shows: its next hand's first player thought on
// the plate of a player maybe out of this one (pt6 #1).
func (t *Table) thinkingSeat() engine.Player {
	if !t.Thinking(t.End != nil) || t.q.Waiting() != nil {
		return engine.NoPlayer
	}
	return t.S.Current()
}

// thinkingAt is where a bot's thinking dots go on its plate: after its
// name, clear of its score and totals (they covered a side seat's score).
func thinkingAt(b SeatBox, name string) (x, y float64) {
	r := b.Plate
	switch b.Pos {
	case Top:
		return r.X + r.W/2, r.Y + r.H/2
	case Bottom:
		return r.X + 16, r.Y - 10
	}
	w := min(ui.Measure(name, ui.BodyB), 110)
	return r.X + 30 + w + 14, r.Y + 14
}

// say is an event's words as the table shows them: the game's sentence for
// it, seats named ("" for the zero Event).
func (t *Table) say(ev engine.Event) string {
	return engine.Names(t.S.Match.Info.Sentence(ev), t.S.Names())
}

// drawBanner shows a banner over the wilderness: its sprite, or its title
// in large letters, and a line of words under it.
func (t *Table) drawBanner(c *ui.Canvas, name, title, text string, a float64) {
	if a <= 0 {
		return
	}
	w := Wilderness
	c.RoundRect(w, 14, ui.Fade(ui.Dim, 0.45*a))
	cy := w.Y + 92
	if name == "" {
		c.TextShadow(title, ui.Banner, w.X+w.W/2, cy, ui.Center, ui.Fade(ui.Gold, a))
	} else if _, ok := spriteFit(c, name, w.X+w.W/2, cy, 80, a); !ok {
		c.TextShadow(title, ui.Banner, w.X+w.W/2, cy, ui.Center, ui.Fade(ui.Gold, a))
	}
	if text != "" {
		r := layout.Rect{X: w.X + 30, Y: cy + 62, W: w.W - 60, H: 80}
		box := r
		lines := ui.Wrap(text, ui.BodyB, r.W-20)
		box.H = float64(len(lines))*ui.LineHeight(ui.BodyB) + 16
		c.NineSlice("ui/tooltip", box, ui.Alpha(a))
		c.Paragraph(text, ui.BodyB, box.InsetXY(10, 8), ui.Center, ui.Fade(ui.Cream, a))
	}
}

func bannerAlpha(s *Step, now int) float64 {
	in := tween.Progress(now, s.Start, max(s.Dur/6, 1))
	out := 1 - tween.Progress(now, s.End()-max(s.Dur/6, 1), max(s.Dur/6, 1))
	return min(in, out)
}
