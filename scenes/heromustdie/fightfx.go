package heromustdie

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// Drawing the combat's steps over the overlay (fightsteps.go makes them):
// the trap sliding to its hero, arrows crossing, the front cards bumping
// under "Th vs Tm", the magic bolt, sparkles, the dying card going off to
// its deck and the level-up marker popping.

var (
	magicInk = color.NRGBA{0xb4, 0x6c, 0xf2, 0xff}
	arrowInk = color.NRGBA{0xf3, 0xe6, 0xc4, 0xff}
)

// drawCombatStep draws combat step s at progress k over the overlay.
func (t *Table) drawCombatStep(c *ui.Canvas, s *Step, k float64) {
	if draw := combatDrawers[s.Kind]; draw != nil && t.fightShown() {
		draw(t, c, t.fightState(), s, k)
	}
}

// combatDrawers draw each kind of combat step over the overlay.
var combatDrawers = map[StepKind]func(t *Table, c *ui.Canvas, st *hmd.State, s *Step, k float64){
	StepTrap: (*Table).drawTrapFire, StepVolley: (*Table).drawVolley, StepClash: (*Table).drawClashStep,
	StepBolt: (*Table).drawBolt, StepHeal: (*Table).drawHeal, StepDie: (*Table).drawDying, StepLevel: (*Table).drawLevelUp,
}

// drawBolt flies the magic bolt to its target and drops the hits.
func (t *Table) drawBolt(c *ui.Canvas, st *hmd.State, s *Step, k float64) {
	to, ok := cardRect(st, true, s.Fx.Target)
	if !ok {
		return
	}
	from := fightCenter(st, false)
	u := min(1, k/0.6)
	m := tween.Move{From: from, To: tween.Point(to.Center()), Dur: 100, Arc: 60, Ease: tween.InQuad}
	if k < 0.6 {
		for j := range 5 { // a trail of fading sparks behind the bolt
			p := m.At(int(max(0, u-0.04*float64(j)) * 100))
			c.Circle(p.X, p.Y, 11-1.8*float64(j), ui.Fade(magicInk, 1-0.18*float64(j)))
		}
	} else {
		v := (k - 0.6) / 0.4
		c.Circle(to.X+to.W/2, to.Y+to.H/2, 20+40*v, ui.Fade(magicInk, 0.6*(1-v)))
	}
	dropHits(c, st, s.Fx.Hits, (k-0.55)/0.45)
}

// drawHeal sparkles over each healed card.
func (t *Table) drawHeal(c *ui.Canvas, st *hmd.State, s *Step, k float64) {
	for _, h := range s.Fx.Hits {
		if r, ok := cardRect(st, h.Hero, h.Card); ok {
			sparkle(c, r, k, -h.N)
		}
	}
}

// drawLevelUp pops the level-up mark on the hero that gained it.
func (t *Table) drawLevelUp(c *ui.Canvas, st *hmd.State, s *Step, k float64) {
	r, ok := cardRect(st, true, s.Fx.Target)
	if !ok {
		return
	}
	pop := tween.OutBack(min(1, k/0.5))
	size := 26 * (0.2 + 1.2*pop) * (1 + 0.25*sinArc(min(1, k/0.5)))
	mk := layout.Centered(r.X+5, r.Bottom()-21, size, size)
	c.Circle(r.X+5, r.Bottom()-21, 14+50*k, ui.Fade(ui.Gold, 0.5*(1-k)))
	if !c.TrySprite(art+"levelup", mk, ui.Alpha(1)) {
		c.Circle(r.X+5, r.Bottom()-21, size/2, ui.Gain)
	}
	popup(c, "Level up! +1 HP", r.X+r.W/2, r.Y+r.H*0.45-16*k, ui.Gold, min(1, 3*(1-k)))
}

// cardRect is where fight card c stands in the overlay.
func cardRect(st *hmd.State, hero bool, c int8) (layout.Rect, bool) {
	same := func(f hmd.Fighter) bool { return f.Card == c }
	if hero {
		i := slices.IndexFunc(st.Fight.Heroes, same)
		return FightHero(max(i, 0)), i >= 0
	}
	i := slices.IndexFunc(st.Fight.Monsters, same)
	return FightMonster(max(i, 0)), i >= 0
}

// fightCenter is the middle of one side's line (the heroes' or the
// monsters').
func fightCenter(st *hmd.State, hero bool) tween.Point {
	if hero {
		n := max(1, len(st.Fight.Heroes))
		return tween.Point{X: (FightHero(0).X + FightHero(n-1).Right()) / 2, Y: FightHero(0).Y + fightCardH/2}
	}
	n := max(1, len(st.Fight.Monsters))
	return tween.Point{X: (FightMonster(n-1).X + FightMonster(0).Right()) / 2, Y: FightMonster(0).Y + fightCardH/2}
}

// drawTrapFire flashes the trap in its place, slides it to the hero and
// drops the wounds on the card.
func (t *Table) drawTrapFire(c *ui.Canvas, st *hmd.State, s *Step, k float64) {
	if s.Card < 0 || s.Card >= len(hmd.Traps) {
		return
	}
	from := FightTrap(s.Fx.Trap)
	to, ok := cardRect(st, true, s.Fx.Target)
	if !ok {
		to = from
	}
	r := trapFireRect(from, to, k)
	a := 1.0
	switch {
	case k < 0.3:
		f := sinArc(math.Mod(k/0.15, 1))
		c.Circle(r.X+r.W/2, r.Y+r.H/2, r.W/2+10*f, ui.Fade(ui.Loss, 0.7*f))
	case k >= 0.65:
		u := (k - 0.65) / 0.35
		a = 1 - u
		c.Circle(r.X+r.W/2, r.Y+r.H/2, 30+50*u, ui.Fade(ui.Loss, 0.5*(1-u)))
	}
	if !c.TrySprite(trapSprite(int8(s.Card)), r, ui.Alpha(a)) {
		c.Circle(r.X+r.W/2, r.Y+r.H/2, r.W/2, ui.Fade(stone, a))
	}
	dropHits(c, st, s.Fx.Hits, (k-0.6)/0.4)
}

// trapFireRect is where a trap fired from its place from at the hero's
// card to stands at point k of its step: in place, then sliding to the
// card's lower half and landing there, clear of the top row where its
// wounds drop and its HP shows (pt31 #7: the landed trap covered the
// Priest's HP heart).
func trapFireRect(from, to layout.Rect, k float64) layout.Rect {
	land := layout.Point{X: to.X + to.W/2, Y: to.Y + to.H*0.62}
	s := min(1.3, (to.H*0.38-4)/from.H) // its height fits below the top row
	switch {
	case k < 0.3:
		return from
	case k < 0.65:
		u := tween.InOutCubic((k - 0.3) / 0.35)
		m := tween.Move{From: tween.Point(from.Center()), To: tween.Point(land), Dur: 100, Arc: 50, Ease: tween.Linear}
		p := m.At(int(u * 100))
		g := 1 + (s-1)*u
		return layout.Centered(p.X, p.Y, from.W*g, from.H*g)
	}
	return layout.Centered(land.X, land.Y, from.W*s, from.H*s)
}

// heartRow is the top row of a fighter's card r: the wounds dropped on
// it and its HP.
func heartRow(r layout.Rect) layout.Rect {
	return layout.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H*0.16 + 22}
}

// drawVolley sends each side's arrows at the other's cards they wound,
// then drops the wounds.
func (t *Table) drawVolley(c *ui.Canvas, st *hmd.State, s *Step, k float64) {
	fi := &st.Fight
	for side, shots := range []int{s.Fx.Th, s.Fx.Tm} {
		hero := side == 0 // the heroes shoot
		var from []layout.Rect
		var aim []layout.Rect
		if hero {
			for i, h := range fi.Heroes {
				if heroStrength(h)[hmd.Green] > 0 {
					from = append(from, FightHero(i))
				}
			}
		} else {
			for i, m := range fi.Monsters {
				if hmd.Monsters[m.Card].Str[hmd.Green] > 0 {
					from = append(from, FightMonster(i))
				}
			}
		}
		for _, h := range s.Fx.Hits {
			if r, ok := cardRect(st, h.Hero, h.Card); ok && h.Hero != hero {
				aim = append(aim, r)
			}
		}
		if len(aim) == 0 { // every arrow lost: they fly at the front
			if hero && len(fi.Monsters) > 0 {
				aim = append(aim, FightMonster(0))
			} else if !hero && len(fi.Heroes) > 0 {
				aim = append(aim, FightHero(0))
			}
		}
		if len(from) == 0 || len(aim) == 0 {
			continue
		}
		ink := arrowInk
		if !hero {
			ink = ui.Loss
		}
		for j := range min(shots, 8) {
			u := (k - 0.06*float64(j)) / 0.45
			if u <= 0 || u >= 1 {
				continue
			}
			a, b := from[j%len(from)], aim[j%len(aim)]
			dx := float64(j%3-1) * 14
			p0 := tween.Point{X: a.X + a.W/2 + dx, Y: a.Y + a.H/2}
			p1 := tween.Point{X: b.X + b.W/2 - dx, Y: b.Y + b.H/2 + float64(j%2)*12}
			drawArrow(c, p0, p1, u, ink)
		}
	}
	dropHits(c, st, s.Fx.Hits, (k-0.6)/0.4)
}

// drawArrow draws an arrow at progress u of its flight from p0 to p1.
func drawArrow(c *ui.Canvas, p0, p1 tween.Point, u float64, col color.Color) {
	m := tween.Move{From: p0, To: p1, Dur: 1000, Arc: 40, Ease: tween.Linear}
	p, q := m.At(int(u*1000)), m.At(int(min(1, u+0.02)*1000))
	dx, dy := q.X-p.X, q.Y-p.Y
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	dx, dy = dx/n, dy/n
	c.Line(p.X-dx*30, p.Y-dy*30, p.X+dx*8, p.Y+dy*8, 3.5, col)
	for _, side := range []float64{1, -1} { // the head and the fletching
		hx, hy := -dx*12-side*dy*7, -dy*12+side*dx*7
		c.Line(p.X+dx*8, p.Y+dy*8, p.X+dx*8+hx, p.Y+dy*8+hy, 3.5, col)
		c.Line(p.X-dx*30, p.Y-dy*30, p.X-dx*38-side*dy*6, p.Y-dy*38+side*dx*6, 2.5, ui.Fade(col, 0.75))
	}
}

// drawClashStep shows the melee's totals between the two front cards
// (which bump, drawFight moves them), then the loser's wounds.
func (t *Table) drawClashStep(c *ui.Canvas, st *hmd.State, s *Step, k float64) {
	if len(st.Fight.Heroes) == 0 || len(st.Fight.Monsters) == 0 {
		return
	}
	h, m := FightHero(0).Center(), FightMonster(0).Center()
	if k > 0.12 && k < 0.32 { // the blow: sparks at both fronts
		v := (k - 0.12) / 0.2
		for _, p := range []layout.Point{h, m} {
			c.Circle(p.X, p.Y, 30+60*v, ui.Fade(ui.Gold, 0.55*(1-v)))
		}
	}
	if k > 0.1 {
		pop := blowPop(k)
		a := min(1, 4*(1-k))
		band := blowBand(pop)
		cx, cy := band.Center().X, band.Center().Y
		c.RoundRect(band, 12, ui.Fade(ui.DarkWood, 0.95*a))
		c.RoundStroke(band, 12, 2, ui.Fade(ui.Gold, a))
		hc, mc := ui.Cream, ui.Cream
		switch {
		case s.Fx.Th > s.Fx.Tm:
			hc = ui.Gold
		case s.Fx.Tm > s.Fx.Th:
			mc = ui.Gold
		}
		// The words grow with the band but never below 12 px: the band
		// pops in from small, and its numbers are read from the first frame.
		big := ui.Style{Font: ui.Display, Size: max(12, 30*pop)}
		c.Text(fmt.Sprint(s.Fx.Th), big, cx-62*pop, cy-4, ui.Center, ui.Fade(hc, a))
		c.Text("vs", ui.Style{Font: ui.Bold, Size: max(12, 16*pop)}, cx, cy-4, ui.Center, ui.Fade(ui.CreamSoft, a))
		c.Text(fmt.Sprint(s.Fx.Tm), big, cx+62*pop, cy-4, ui.Center, ui.Fade(mc, a))
		if blowLabelsApart(pop) {
			small := blowLabelStyle(pop)
			c.Text(blowLabels[0], small, cx-62*pop, cy+22*pop, ui.Center, ui.Fade(ui.CreamSoft, a))
			c.Text(blowLabels[1], small, cx+62*pop, cy+22*pop, ui.Center, ui.Fade(ui.CreamSoft, a))
		}
	}
	dropHits(c, st, s.Fx.Hits, (k-0.55)/0.45)
}

// blowLabels name a melee's two numbers, under them.
var blowLabels = [2]string{"heroes' melee", "monsters' melee"}

// blowLabelStyle is the labels' style as the band has popped up by pop.
func blowLabelStyle(pop float64) ui.Style { return ui.Style{Font: ui.Regular, Size: max(12, 12*pop)} }

// blowLabelsApart reports whether the labels, under numbers 124·pop
// apart, stand clear of each other: only then are they drawn (pt31 #7:
// as the band popped in from small, "heroes' melee" and "monsters'
// melee" were printed over each other).
func blowLabelsApart(pop float64) bool {
	st := blowLabelStyle(pop)
	return 124*pop-(ui.Measure(blowLabels[0], st)+ui.Measure(blowLabels[1], st))/2 >= 8
}

// blowPop is how far a melee's numbers have popped up at point k of the
// clash step (past 1 as they overshoot).
func blowPop(k float64) float64 { return tween.OutBack(min(1, max(0, k-0.1)/0.25)) }

// blowBand is the band of a melee's numbers popped up by pop: FightBlow,
// scaled about its centre.
func blowBand(pop float64) layout.Rect {
	c := FightBlow.Center()
	return layout.Centered(c.X, c.Y, FightBlow.W*pop, FightBlow.H*pop)
}

// bump is how far front card of one side lunges at tick now: toward the
// other front in a clash under way, and back.
func (t *Table) bump(st *hmd.State, hero bool) (dx, dy float64) {
	for _, s := range t.q.Active() {
		if s.Kind != StepClash || len(st.Fight.Heroes) == 0 || len(st.Fight.Monsters) == 0 {
			continue
		}
		k := stepAt(t.Now, s)
		if k >= 0.4 {
			return 0, 0
		}
		h, m := FightHero(0).Center(), FightMonster(0).Center()
		vx, vy := m.X-h.X, m.Y-h.Y
		n := math.Hypot(vx, vy)
		amp := 56 * math.Sin(math.Pi*k/0.4) / n
		if hero {
			return vx * amp, vy * amp
		}
		return -vx * amp, -vy * amp
	}
	return 0, 0
}

// dying reports whether a step under way carries card c off the fight.
func (t *Table) dying(hero bool, c int8) bool {
	for _, s := range t.q.Active() {
		if s.Kind == StepDie && s.Fx.Hero == hero && s.Fx.Target == c {
			return true
		}
	}
	return false
}

// firing reports whether a trap fire under way carries the trap at place
// i of the floor.
func (t *Table) firing(i int) bool {
	for _, s := range t.q.Active() {
		if s.Kind == StepTrap && s.Fx.Trap == i {
			return true
		}
	}
	return false
}

// drawDying greys a killed card out, then slides it off to where it goes:
// a hero under the hero deck (by the Castle); a monster, whose pool or
// deck lie behind the clash panel, off the overlay's right edge, fading
// (pt31 #7: a dying card's faded image crossed the panel's numbers).
func (t *Table) drawDying(c *ui.Canvas, st *hmd.State, s *Step, k float64) {
	r, ok := cardRect(st, s.Fx.Hero, s.Fx.Target)
	if !ok {
		return
	}
	var name, title string
	if s.Fx.Hero {
		name, title = heroSprite(s.Fx.Target), hmd.Heroes[s.Fx.Target].Name
	} else {
		name, title = monsterSprite(s.Fx.Target), hmd.Monsters[s.Fx.Target].Name
	}
	dest := dyingDest(s.Fx.Hero, r)
	if k < 0.35 {
		v := k / 0.35
		drawCard(c, name, title, r, 1-0.4*v)
		c.RoundRect(r, 6, ui.Fade(ui.Dim, 0.5*v))
		c.Line(r.X+12, r.Y+12, r.Right()-12, r.Bottom()-12, 6, ui.Fade(ui.Loss, v))
		c.Line(r.Right()-12, r.Y+12, r.X+12, r.Bottom()-12, 6, ui.Fade(ui.Loss, v))
		return
	}
	u := tween.InOutCubic((k - 0.35) / 0.65)
	a := 0.6*(1-u) + 0.1
	if !s.Fx.Hero {
		a = 0.6 * (1 - u)
	}
	drawCard(c, name, title, dyingRect(r, dest, s.Fx.Hero, u), a)
}

// dyingDest is where a dying card in r slides to: a hero's by the
// Castle; a monster's off the overlay's right edge, at its own height.
func dyingDest(hero bool, r layout.Rect) layout.Rect {
	if hero {
		return TrackSpace(hmd.AtCastle)
	}
	return layout.Rect{X: CombatRect.Right() - r.W*0.45, Y: r.Y, W: r.W, H: r.H}
}

// dyingRect is where a dying card from r stands at point u of its slide
// to dest, shrinking; a hero's arcs up to the Castle.
func dyingRect(r, dest layout.Rect, hero bool, u float64) layout.Rect {
	arc := 0.0
	if hero {
		arc = 40
	}
	m := tween.Move{From: tween.Point(r.Center()), To: tween.Point(dest.Center()), Dur: 100, Arc: arc, Ease: tween.Linear}
	p := m.At(int(u * 100))
	sc := 1 - 0.55*u
	return layout.Centered(p.X, p.Y, r.W*sc, r.H*sc)
}

// dropHits drops the wounds of hits onto their cards as wound markers
// (from progress u = 0 to 1), with "+n" rising over the card; heals are
// left to sparkle.
func dropHits(c *ui.Canvas, st *hmd.State, hits []hit, u float64) {
	if u <= 0 {
		return
	}
	u = min(u, 1)
	for _, h := range hits {
		r, ok := cardRect(st, h.Hero, h.Card)
		if !ok || h.N <= 0 {
			continue
		}
		old := 0
		if f := fighter(&st.Fight, h.Hero, h.Card); f != nil {
			old = int(f.Wounds)
		}
		c.RoundRect(r, 6, ui.Fade(ui.Loss, 0.3*sinArc(u)))
		for j := range min(h.N, max(0, 6-old)) {
			v := min(1, max(0, (u-0.1*float64(j))/0.6))
			wr := layout.Rect{X: r.X + 6 + 15*float64(old+j), Y: heartRow(r).Bottom() - 22 - 60*(1-tween.OutBounce(v)), W: 22, H: 22}
			if v > 0 && !c.TrySprite(art+"wound", wr, ui.Alpha(min(1, 3*v))) {
				c.Circle(wr.X+11, wr.Y+11, 10, ui.Loss)
			}
		}
		popup(c, "+"+tablekit.Count(h.N, "wound", "wounds"), r.X+r.W/2, r.Y+r.H*0.55-20*u, ui.Loss, min(1, 3*(1-u)+0.2))
	}
}

// sparkle draws a heal on a card: a green glow, little stars rising and
// "healed n".
func sparkle(c *ui.Canvas, r layout.Rect, k float64, n int) {
	c.RoundRect(r, 6, ui.Fade(ui.Gain, 0.35*sinArc(k)))
	for j := range 7 {
		v := math.Mod(k*1.4+float64(j)*0.17, 1)
		x := r.X + r.W*(0.12+0.76*math.Mod(float64(j)*0.37, 1))
		y := r.Bottom() - 10 - v*(r.H-20)
		s := 5 * sinArc(v)
		a := sinArc(v)
		c.Line(x-s, y, x+s, y, 2, ui.Fade(ui.Gain, a))
		c.Line(x, y-s, x, y+s, 2, ui.Fade(ui.Gain, a))
		c.Circle(x, y, s*0.4, ui.Fade(ui.Cream, a))
	}
	popup(c, tablekit.Count(n, "wound", "wounds")+" healed", r.X+r.W/2, r.Y+r.H*0.55-18*k, ui.Gain, min(1, 3*(1-k)+0.2))
}

// popup draws a few words on a dark band centred at (x, y).
func popup(c *ui.Canvas, words string, x, y float64, col color.Color, a float64) {
	st := ui.Style{Font: ui.Bold, Size: 15}
	w := ui.Measure(words, st) + 16
	c.RoundRect(layout.Centered(x, y, w, 24), 8, ui.Fade(ui.DarkWood, 0.9*a))
	c.Text(words, st, x, y, ui.Center, ui.Fade(col, a))
}
