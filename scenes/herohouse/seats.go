package herohouse

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// drawSeat draws seat p's name plate: its name and score, its badges
// (dealer, monster player, out, hero house), the ○/● totals of its heroes
// in play and the balance gauge. The monster player's seat is washed in
// the monster's colour, the seat to act glows, a seat out of the hand
// fades.
func (t *Table) drawSeat(c *ui.Canvas, p engine.Player, l *Layout, b *Board) {
	box := l.Boxes[p]
	if b.Monster == p {
		area := box.Area
		if box.Pos == Bottom {
			area = layout.Rect{X: BottomPlate.X - 4, Y: BottomHeroes.Y - 4, W: BottomFan.Right() - BottomPlate.X + 8, H: 720 - BottomHeroes.Y}
		}
		c.RoundRect(area.Inset(-4), 14, ui.Fade(monsterInk, 0.16))
		c.RoundStroke(area.Inset(-4), 14, 2, ui.Fade(monsterInk, 0.7))
	}
	if t.actingSeat() == p { // the seat whose move shows, not the one the game has moved on to
		c.Glow(box.Plate, 0.9)
	}
	t.drawPlate(c, p, l, b)
}

// drawPlate draws seat p's name plate alone: it is drawn again over the
// cards in flight, so that they never hide a seat's name and score
// (issue 14, finding 13).
func (t *Table) drawPlate(c *ui.Canvas, p engine.Player, l *Layout, b *Board) {
	box := l.Boxes[p]
	monster := b.Monster == p
	out := b.Seats[p].Out
	cs := ui.Alpha(1)
	switch {
	case monster:
		cs = ui.Tint(color.NRGBA{0xe6, 0xc4, 0xff, 0xff}, 1)
	case out:
		cs = ui.Alpha(0.55)
	}
	if !sprite9(c, "herohouse/seat-plate", box.Plate, cs) {
		c.NineSlice("ui/panel-dark", box.Plate, cs)
		if monster {
			c.RoundRect(box.Plate.Inset(2), 8, ui.Fade(monsterInk, 0.35))
		}
	}
	a := 1.0
	if out {
		a = 0.6
	}
	switch box.Pos {
	case Bottom:
		t.plateBottom(c, p, box.Plate, b, a)
	case Top:
		t.plateRow(c, p, box.Plate, b, a)
	default:
		t.plateSide(c, p, box.Plate, b, a)
	}
}

// sprite9 draws a 9-slice sprite if the atlas has it.
func sprite9(c *ui.Canvas, name string, r layout.Rect, cs ebiten.ColorScale) bool {
	if ui.Sprite(name) == nil {
		return false
	}
	c.NineSlice(name, r, cs)
	return true
}

// plateRow is the top seat's one-line plate.
func (t *Table) plateRow(c *ui.Canvas, p engine.Player, r layout.Rect, b *Board, a float64) {
	cy := r.Y + r.H/2
	x := r.X + 14
	c.Token("token/pawn-"+ui.SeatColour(int(p)), x, cy, 18, a)
	x += 14
	name := ui.Ellipsize(t.S.Name(p), ui.BodyB, 130)
	c.Text(name, ui.BodyB, x, cy, ui.Left, ui.Fade(ui.Cream, a))
	x += ui.Measure(name, ui.BodyB) + 14
	x = t.score(c, p, x, cy, 16, ui.BodyB, b, a) + 12
	t.badges(c, p, x, cy, 18, b, a)
	t.totals(c, p, layout.Rect{X: r.Right() - 190, Y: r.Y, W: 180, H: r.H}, b, a)
}

// plateSide is a side seat's two-line plate.
func (t *Table) plateSide(c *ui.Canvas, p engine.Player, r layout.Rect, b *Board, a float64) {
	cy := r.Y + 14
	c.Token("token/pawn-"+ui.SeatColour(int(p)), r.X+16, cy, 20, a)
	name := ui.Ellipsize(t.S.Name(p), ui.BodyB, 110)
	c.Text(name, ui.BodyB, r.X+30, cy, ui.Left, ui.Fade(ui.Cream, a))
	w := ui.Measure(fmt.Sprint(b.Scores[p]), ui.BodyB) + 22
	t.score(c, p, r.Right()-12-w, cy, 16, ui.BodyB, b, a)
	cy2 := r.Y + 34
	t.badges(c, p, r.X+16, cy2, 18, b, a)
	t.totals(c, p, layout.Rect{X: r.Right() - 150, Y: cy2 - 9, W: 140, H: 18}, b, a)
}

// plateBottom is the viewer's plate, stacked in its narrow column.
func (t *Table) plateBottom(c *ui.Canvas, p engine.Player, r layout.Rect, b *Board, a float64) {
	cx := r.X + r.W/2
	c.Token("token/pawn-"+ui.SeatColour(int(p)), r.X+16, r.Y+16, 20, a)
	c.TextIn(t.S.Name(p), ui.BodyB, layout.Rect{X: r.X + 30, Y: r.Y + 6, W: r.W - 36, H: 20}, ui.Left, ui.Fade(ui.Cream, a))
	w := ui.Measure(fmt.Sprint(b.Scores[p]), ui.Heading) + 28
	t.score(c, p, cx-w/2, r.Y+42, 22, ui.Heading, b, a)
	t.badges(c, p, r.X+14, r.Y+68, 18, b, a)
	t.totals(c, p, layout.Rect{X: r.X + 8, Y: r.Y + 80, W: r.W - 16, H: 30}, b, a)
}

// score draws the treasure token and the seat's points from x; it returns
// where it ended.
func (t *Table) score(c *ui.Canvas, p engine.Player, x, cy, size float64, st ui.Style, b *Board, a float64) float64 {
	if !c.TrySprite("herohouse/token/treasure", layout.Centered(x+size/2, cy, size, size), ui.Alpha(a)) {
		c.Circle(x+size/2, cy, size/2, ui.Fade(ui.Gold, a))
		c.Circle(x+size/2, cy, size/2-2.5, ui.Fade(ui.GoldDeep, a))
	}
	s := fmt.Sprint(b.Scores[p])
	c.TextShadow(s, st, x+size+5, cy, ui.Left, ui.Fade(ui.Gold, a))
	return x + size + 5 + ui.Measure(s, st)
}

// badges draws the seat's badges in a row from x.
func (t *Table) badges(c *ui.Canvas, p engine.Player, x, cy, size float64, b *Board, a float64) {
	type bd struct {
		on           bool
		name, letter string
		col          color.Color
	}
	list := []bd{
		{b.HandNo > 0 && b.Dealer == p, "herohouse/marker/dealer", "D", ui.GoldDeep},
		{b.Monster == p, "herohouse/marker/monster", "M", monsterInk},
		{b.Seats[p].Out, "herohouse/marker/out", "X", loseInk},
		{b.ShowsHouse(p), "herohouse/badge/house", "H", ui.Gain},
	}
	for _, it := range list {
		if !it.on {
			continue
		}
		badge(c, it.name, it.letter, x+size/2, cy, size, it.col, max(a, 0.8))
		x += size + 4
	}
}

// totals draws the ○/● totals of the seat's heroes in play and the
// balance gauge, right-aligned in r (stacked when r is tall).
func (t *Table) totals(c *ui.Canvas, p engine.Player, r layout.Rect, b *Board, a float64) {
	w, bl := b.InPlay(p)
	heroes := 0
	for _, h := range b.Seats[p].Heroes {
		if !h.Empty() {
			heroes++
		}
	}
	st := totalsStyle
	label := dotsText(w, bl)
	col := ui.Cream
	if heroes > 0 && w == bl {
		col = ui.Gain
	}
	if r.H >= 28 { // stacked: words over the gauge
		c.Text(label, st, r.X+r.W/2, r.Y+7, ui.Center, ui.Fade(col, a))
		gauge(c, layout.Rect{X: r.X + 4, Y: r.Y + 18, W: r.W - 8, H: 9}, w, bl, heroes > 0, a)
		return
	}
	gw := 56.0
	c.Text(label, st, r.Right()-gw-8, r.Y+r.H/2, ui.Right, ui.Fade(col, a))
	gauge(c, layout.Rect{X: r.Right() - gw, Y: r.Y + r.H/2 - 4.5, W: gw, H: 9}, w, bl, heroes > 0, a)
}

// totalsStyle is a plate's ○/● totals: 18 px, so that its digits stand
// about 12 px tall at 1280×720 and 9.6 at the smallest window, 1024×576
// (play-test pt5: at 13 px they were about 7 px there).
var totalsStyle = ui.Style{Font: ui.Bold, Size: 18}

// gauge is a balance: a needle left of the middle for more white dots,
// right for more black, in the middle (and green) when they balance.
func gauge(c *ui.Canvas, r layout.Rect, w, b int, any bool, a float64) {
	c.RoundRect(r, r.H/2, ui.Fade(ui.Dim, 0.7*a))
	mid := r.X + r.W/2
	c.Line(mid, r.Y+1, mid, r.Bottom()-1, 1, ui.Fade(ui.Cream, 0.5*a))
	d := float64(min(max(b-w, -6), 6)) / 6
	x := mid + d*(r.W/2-r.H/2)
	col := ui.Cream
	if any && w == b {
		col = ui.Gain
	}
	if !any {
		col = ui.Fade(ui.CreamSoft, 0.5)
	}
	c.Circle(x, r.Y+r.H/2, r.H/2+1, ui.Fade(ui.Ink, a))
	c.Circle(x, r.Y+r.H/2, r.H/2-0.5, ui.Fade(col, a))
}

// drawHeroLabels writes each hero's dots beside its column and, when the
// viewer picks a defender, the outcome each hero would get.
func (t *Table) drawHeroLabels(c *ui.Canvas, p engine.Player, l *Layout, b *Board) {
	box := l.Boxes[p]
	size := labelPx(box.Pos)
	st := ui.Style{Font: ui.Bold, Size: size}
	if box.Pos == Bottom && len(liveHeroes(b.Seats[p].Heroes)) == 0 {
		who := "Your heroes in play"
		if p != t.Viewer {
			who = t.S.Name(p) + "'s heroes in play"
		}
		who += " go here"
		if b.Seats[p].Out { // none will come this hand
			who = "Out for the rest of this hand"
			if p != t.Viewer {
				who = t.S.Name(p) + " is out for the rest of this hand"
			}
		}
		c.Text(who, ui.Small, BottomHeroes.X+BottomHeroes.W/2, BottomHeroes.Y+BottomHeroes.H/2, ui.Center, ui.Fade(ui.CreamSoft, 0.45))
	}
	lifted := t.lifted()
	for i, hb := range l.Heroes[p] {
		h := b.Seats[p].Heroes[i]
		if h.Empty() || lifted[h.Cards()[0]] { // on the fight's stage, with its dots
			continue
		}
		w, bl := h.Dots()
		heroLabel(c, hb, w, bl, st)
		if tg, ok := t.heroTag(p, i, l, b); ok {
			c.RoundRect(tg.Tag, 9, ui.Fade(outcomeInk(tg.Outcome), 0.95))
			y := tg.Tag.Y + tg.Tag.H/2 - float64(len(tg.Lines)-1)*tagLine/2
			for _, ln := range tg.Lines {
				c.Text(ln, tagStyle, tg.Tag.X+tg.Tag.W/2, y, ui.Center, ui.Ink)
				y += tagLine
			}
			ink := ui.CreamSoft
			if tg.House {
				ink = ui.Gold
			}
			c.RoundRect(tg.After, 8, ui.Fade(ui.Dim, 0.9))
			y = tg.After.Y + tg.After.H/2 - float64(len(tg.AfterLines)-1)*tagLine/2
			for _, ln := range tg.AfterLines {
				c.Text(ln, tagStyle, tg.After.X+tg.After.W/2, y, ui.Center, ink)
				y += tagLine
			}
		}
	}
}

// heroTag is the outcome tag of a hero of the viewer's while a defender
// is chosen (or Done fights with the lone hero at once): the outcome word
// its fight would get and, under it, whether the heroes left then make a
// hero house (pt6 #5).
type heroTag struct {
	Tag, After        layout.Rect
	Lines, AfterLines []string
	Word, AfterWord   string
	Outcome           hh.Outcome
	House             bool
}

// heroTag is the tag of seat p's hero i as laid out in l, if it shows.
func (t *Table) heroTag(p engine.Player, i int, l *Layout, b *Board) (heroTag, bool) {
	_, _, lone := t.loneFight() // Done fights with it at once: its outcome shows before
	defending := t.Mine() && p == t.Viewer && (t.choice.Decision == DecideDefend || lone)
	mw, mb, monster := MonsterOf(b.Pile)
	if !defending || !monster || int(p) >= len(l.Heroes) || i >= len(l.Heroes[p]) || i >= len(b.Seats[p].Heroes) {
		return heroTag{}, false
	}
	h := b.Seats[p].Heroes[i]
	if h.Empty() || t.lifted()[h.Cards()[0]] {
		return heroTag{}, false
	}
	right := l.Boxes[p].Area.Right() - 8
	w, bl := h.Dots()
	var tg heroTag
	tg.Outcome, _ = Explain(w, bl, mw, mb)
	tg.Word = OutcomeWord(tg.Outcome)
	tg.Tag, tg.Lines = VerdictTag(l.Heroes[p], i, right, tg.Word)
	tg.AfterWord, tg.House = AfterTag(b.Seats[p].Heroes, h, tg.Outcome, b.Treasure)
	tg.After, tg.AfterLines = VerdictTag(l.Heroes[p], i, right, tg.AfterWord)
	tg.After.Y = tg.Tag.Bottom() + 2 // placed as the tag is, under it
	return tg, true
}

// tagTip explains a hero's tag (play-test 18 #11: hovered, it named the
// hero only): what its two words mean for this hero now, then the fight
// it would have and what it leaves.
func (t *Table) tagTip(tg heroTag, h Slots) string {
	after := "your heroes then do not balance, so no hero house"
	switch {
	case tg.House:
		after = "your heroes then balance: a hero house"
	case tg.Outcome == hh.NoWin:
		after = "a card is flipped onto this hero, and that card decides whether your heroes balance into a hero house"
	}
	return fmt.Sprintf("%s / %s: if %s fights the monster, %s; %s.\n%s",
		tg.Word, tg.AfterWord, HeroLabel(h), tagOutcomes[tg.Outcome], after, t.fightPreview(h))
}

// tagOutcomes say each outcome word of a tag.
var tagOutcomes = [...]string{
	hh.HeroWins:    "the hero wins (WIN)",
	hh.MonsterWins: "the monster wins (LOSE)",
	hh.Cosmic:      "a cosmic struggle sends both out (COSMIC)",
	hh.NoWin:       "nobody wins (NO WIN)",
}

// tagStyle is a hero's outcome tag's words; tagLine their line step.
var tagStyle = ui.Style{Font: ui.Bold, Size: 12}

const tagLine = 14

// VerdictTag is where hero i of a row (right: the end of the seat's heroes
// area) shows the outcome word it would get, and the word's lines: under
// its ○/● beside the column, as wide as the word needs up to the next
// hero's column; on two lines when one is too wide ("NO" over "WIN"),
// or a word a line if two lines are not enough; over
// the foot of the column only when even that does not fit (play-test pt5:
// the NO WIN badge covered a trio's legs).
func VerdictTag(heroes []HeroBox, i int, right float64, word string) (layout.Rect, []string) {
	hb := heroes[i]
	lr := hb.Label
	room := right - lr.X
	if i+1 < len(heroes) {
		room = heroes[i+1].Column.X - 2 - lr.X
	}
	for _, pad := range []float64{8, 4} { // snug when the row is tight
		if tw := ui.Measure(word, tagStyle) + pad; tw <= room && !hb.Under {
			return layout.Rect{X: lr.X, Y: lr.Y + 44, W: tw, H: 18}, []string{word}
		}
	}
	lines := strings.Fields(word)
	if wrapped := ui.Wrap(word, tagStyle, room-8); len(wrapped) == 2 {
		lines = wrapped // two lines, not one a word ("maybe a" over "house")
	}
	tw := 0.0
	for _, ln := range lines {
		tw = max(tw, ui.Measure(ln, tagStyle)+8)
	}
	if len(lines) > 1 && tw <= room && !hb.Under {
		return layout.Rect{X: lr.X, Y: lr.Y + 40, W: tw, H: float64(len(lines))*tagLine + 6}, lines
	}
	col := hb.Column // too narrow beside: across the foot of the column
	tw = ui.Measure(word, tagStyle) + 8
	return layout.Rect{X: col.X + col.W/2 - tw/2, Y: col.Bottom() - 22, W: tw, H: 18}, []string{word}
}

// labelPx is the size of the heroes' ○/● labels at a seat: an
// opponent's at least 12 px (issue 14), the viewer's a little larger.
func labelPx(p Pos) float64 {
	if p == Bottom {
		return 15
	}
	return 14
}

// heroLabel writes a hero's ○ and ● counts in its label: two lines beside
// the column; under it, one line if it fits, else two.
func heroLabel(c *ui.Canvas, hb HeroBox, w, bl int, st ui.Style) {
	lr := hb.Label
	white, black := fmt.Sprintf("%d○", w), fmt.Sprintf("%d●", bl)
	if !hb.Under {
		c.TextShadow(white, st, lr.X+2, lr.Y+st.Size*0.7, ui.Left, ui.Cream)
		c.TextShadow(black, st, lr.X+2, lr.Y+st.Size*1.9, ui.Left, ui.Cream)
		return
	}
	cx := lr.X + lr.W/2
	if one := dotsText(w, bl); ui.Measure(one, st) <= lr.W || lr.H < 2*st.Size+2 {
		c.TextShadow(one, st, cx, lr.Y+lr.H/2, ui.Center, ui.Cream)
		return
	}
	c.TextShadow(white, st, cx, lr.Y+st.Size*0.6, ui.Center, ui.Cream)
	c.TextShadow(black, st, cx, lr.Y+st.Size*1.8, ui.Center, ui.Cream)
}

func outcomeInk(o hh.Outcome) color.Color {
	switch o {
	case hh.HeroWins:
		return ui.Gain
	case hh.MonsterWins:
		return loseInk
	case hh.Cosmic:
		return cosmicInk
	}
	return nowinInk
}
