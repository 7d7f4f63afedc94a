package herohouse

import (
	"math"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// A fight is decided dot against dot (spec §5.6, §10): each white dot of
// the hero is held against a black dot of the monster and each black dot
// against a white one. On the stage each side's dots lie in two rows
// beside its cards, white (rings) and black (filled) facing the other
// colour, and a line grows from every hero dot to the monster dot it meets;
// the dots left over pulse, for they decide who wins.

// DotRow is one of a fight's two comparisons: the hero's dots of one
// colour against the monster's of the other.
type DotRow struct {
	HeroWhite     bool // the hero's white dots against the monster's black; else black against white
	Hero, Monster int
}

// FightRows are the two rows of a fight: the hero's white dots against the
// monster's black, then the hero's black against the monster's white.
func FightRows(hw, hb, mw, mb int) [2]DotRow {
	return [2]DotRow{{HeroWhite: true, Hero: hw, Monster: mb}, {Hero: hb, Monster: mw}}
}

// PairDots pairs hero dots with monster dots one to one, in order (hero
// dot i with monster dot i), as many pairs as the smaller side has dots;
// it lists the dots of each side left over.
func PairDots(hero, monster int) (pairs [][2]int, heroLeft, monsterLeft []int) {
	n := max(min(hero, monster), 0)
	for i := range n {
		pairs = append(pairs, [2]int{i, i})
	}
	for i := n; i < hero; i++ {
		heroLeft = append(heroLeft, i)
	}
	for i := n; i < monster; i++ {
		monsterLeft = append(monsterLeft, i)
	}
	return pairs, heroLeft, monsterLeft
}

// LeftOver reads a fight's outcome from the dots left over once the rows
// are paired, as the stage shows it: a side wins when the other has none
// left in either row and it has some; nobody has any is a cosmic
// struggle; both have some is no win. It agrees with hh.Fight.
func LeftOver(rows [2]DotRow) hh.Outcome {
	var hero, monster int
	for _, r := range rows {
		_, h, m := PairDots(r.Hero, r.Monster)
		hero, monster = hero+len(h), monster+len(m)
	}
	switch {
	case monster == 0 && hero > 0:
		return hh.HeroWins
	case hero == 0 && monster > 0:
		return hh.MonsterWins
	case hero == 0 && monster == 0:
		return hh.Cosmic
	}
	return hh.NoWin
}

// The stage's dot rows: each side's dots run from beside the comparison
// in the middle out towards its cards. Rows sit above and below the
// middle of the stage; the lines arc over the top row and under the
// bottom one, nested, the innermost lowest, so no two cross.
const (
	dotR       = 6.5 // a dot's radius when the row has room
	dotStep    = 15  // between two dots' centres when the row has room
	dotMinR    = 3.2
	rowGap     = 34 // from the middle of the stage to each row
	duelInner  = 50 // from the middle of the stage to the first dot's edge
	arcLow     = 17 // the innermost pair's arc clears the comparison's pill
	arcHigh    = 34 // the outermost's rises no higher (the banner is above)
	arcStepMax = 5
)

// rowY is the height of dot row i (0: the top).
func rowY(i int) float64 { return stageHero.Y + float64(2*i-1)*rowGap }

// stageMid is the middle of the stage, between hero and monster.
func stageMid() float64 { return (stageHero.X + stageMonster.X) / 2 }

// DotSpots places n dots in a row starting beside the middle of the stage
// and running out towards the hero's cards (hero) or the monster's: their
// centres' x, the first nearest the middle, and their radius. Dots that do
// not fit at their natural step close up and shrink.
func DotSpots(n int, hero bool) (xs []float64, r float64) {
	dir, inner, outer := 1.0, stageMid()+duelInner, stageMonster.X-TableCard.W/2-10
	if hero {
		dir, inner, outer = -1, stageMid()-duelInner, stageHero.X+TableCard.W/2+10
	}
	room := math.Abs(outer - inner)
	r, step := dotR, float64(dotStep)
	if n > 1 && float64(n-1)*step+2*r > room {
		step = (room - 2*dotMinR) / float64(n-1)
		r = max(min(dotR, step*0.46), dotMinR)
		step = (room - 2*r) / float64(n-1)
	}
	for i := range n {
		xs = append(xs, inner+dir*(r+float64(i)*step))
	}
	return xs, r
}

// ArcHeight is how far the line of pair i of pairs rises from its row.
func ArcHeight(i, pairs int) float64 {
	step := float64(arcStepMax)
	if pairs > 1 {
		step = min(step, (arcHigh-arcLow)/float64(pairs-1))
	}
	return arcLow + float64(i)*step
}

// duelTimes are the ticks, from the start of the fight, at which the
// lines begin to grow, between two pairs' lines, and one line's growth.
func duelTimes(pairs int, frames func(int) int) (start, stagger, grow int) {
	return frames(clashIn + 6), frames(min(4, max(28/max(pairs, 1), 2))), max(frames(10), 1)
}

// drawFightDots draws both sides' dot rows, the lines growing between
// the pairs, and the dots left over pulsing once every line is drawn.
func (t *Table) drawFightDots(c *ui.Canvas, s *Step, now int, frames func(int) int, a float64) {
	f := s.Fight
	rows := FightRows(f.HW, f.HB, f.MW, f.MB)
	most := max(min(rows[0].Hero, rows[0].Monster), min(rows[1].Hero, rows[1].Monster))
	start, stagger, grow := duelTimes(most, frames)
	d := now - s.Start
	done := start + max(most-1, 0)*stagger + grow
	pulse := 0.0
	if d >= done {
		period := max(frames(30), 2)
		pulse = 0.5 - 0.5*math.Cos(2*math.Pi*float64(d-done)/float64(period))
	}
	for ri, row := range rows {
		y := rowY(ri)
		up := float64(1 - 2*ri) // the top row's lines arc up, the bottom's down
		hx, hr := DotSpots(row.Hero, true)
		mx, mr := DotSpots(row.Monster, false)
		pairs, heroLeft, monsterLeft := PairDots(row.Hero, row.Monster)
		// The dots lie on paper as on the cards, so white reads as a ring
		// and black as filled.
		tray(c, hx, hr, y, true, a)
		tray(c, mx, mr, y, false, a)
		// Lines under the dots they join.
		for i, p := range pairs {
			k := tween.OutQuad(tween.Progress(d, start+i*stagger, grow))
			if k <= 0 {
				continue
			}
			x0, x1 := hx[p[0]], mx[p[1]]
			arc(c, x0, y-up*hr*0.7, x1, y-up*mr*0.7, up*ArcHeight(i, len(pairs)), k, a)
		}
		met := func(i int) float64 { // a paired dot settles once its line arrives
			return 1 - 0.3*tween.Progress(d, start+i*stagger, grow)
		}
		for i, p := range pairs {
			drawDot(c, hx[p[0]], y, hr, row.HeroWhite, a*met(i))
			drawDot(c, mx[p[1]], y, mr, !row.HeroWhite, a*met(i))
		}
		for _, i := range heroLeft {
			leftDot(c, hx[i], y, hr, row.HeroWhite, pulse, a)
		}
		for _, i := range monsterLeft {
			leftDot(c, mx[i], y, mr, !row.HeroWhite, pulse, a)
		}
	}
}

// tray is the strip of paper a row of dots lies on (a faint empty slot
// when the side has none of that colour).
func tray(c *ui.Canvas, xs []float64, r, y float64, hero bool, a float64) {
	const pad = 4
	empty := len(xs) == 0
	if empty {
		xs, r = DotSpots(1, hero)
	}
	lo, hi := min(xs[0], xs[len(xs)-1]), max(xs[0], xs[len(xs)-1])
	box := layout.Rect{X: lo - r - pad, Y: y - r - pad, W: hi - lo + 2*(r+pad), H: 2 * (r + pad)}
	if empty {
		c.RoundStroke(box, box.H/2, 1.2, ui.Fade(ui.Cream, 0.3*a))
		return
	}
	c.RoundRect(box.Offset(0, 1.5), box.H/2, ui.Fade(ui.Dim, 0.5*a))
	c.RoundRect(box, box.H/2, ui.Fade(cardPaper, a))
	c.RoundStroke(box, box.H/2, 1, ui.Fade(ui.InkSoft, 0.7*a))
}

// leftDot draws a dot left over: it swells and a gold halo pulses round it.
func leftDot(c *ui.Canvas, x, y, r float64, white bool, pulse, a float64) {
	if pulse > 0 {
		c.Circle(x, y, r*(1.15+0.35*pulse), ui.Fade(ui.Gold, 0.6*pulse*a))
		ring := r * (1.3 + 0.5*pulse)
		c.RoundStroke(layout.Centered(x, y, 2*ring, 2*ring), ring, 1.5, ui.Fade(ui.GoldDeep, pulse*a))
	}
	drawDot(c, x, y, r*(1+0.22*pulse), white, a)
}

// arc draws the first k (0–1) of a line from (x0, y0) to (x1, y1) that
// bows up by h (down when h < 0), with a bright tip while it grows.
func arc(c *ui.Canvas, x0, y0, x1, y1, h, k, a float64) {
	const segs = 24
	cx, cy := (x0+x1)/2, (y0+y1)/2-2*h // the peak is h above the ends
	at := func(t float64) layout.Point {
		u := 1 - t
		return layout.Point{X: u*u*x0 + 2*u*t*cx + t*t*x1, Y: u*u*y0 + 2*u*t*cy + t*t*y1}
	}
	n := max(int(math.Ceil(segs*k)), 1)
	pts := make([]layout.Point, n+1)
	for i := range pts {
		pts[i] = at(min(float64(i)/segs, k))
	}
	for i := 1; i <= n; i++ { // a shadow first, so the joints stay clean
		c.Line(pts[i-1].X, pts[i-1].Y+1, pts[i].X, pts[i].Y+1, 3.5, ui.Fade(ui.Dim, 0.45*a))
	}
	for i := 1; i <= n; i++ {
		c.Line(pts[i-1].X, pts[i-1].Y, pts[i].X, pts[i].Y, 2, ui.Fade(ui.Cream, 0.9*a))
	}
	if k < 1 {
		c.Circle(pts[n].X, pts[n].Y, 3, ui.Fade(ui.Gold, a))
	}
}
