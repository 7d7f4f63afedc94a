package scenes

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// tableView is the middle of the generic table: the cards the game showed
// (fanned in a pile, newest on top), a deck when the game draws, cards in
// flight between the seats, the deck and the pile, and the last move's words.
type tableView struct {
	area    layout.Rect
	pile    []pileCard
	deck    bool
	flights []flight
	caption string
	who     engine.Player
}

type pileCard struct {
	label string
	n     int // how many cards reached the pile before it: fixes its tilt
}

type flight struct {
	move   tween.Move
	label  string
	faceUp bool
	toPile bool
}

const (
	pileMax    = 6
	cardW      = 96.0
	cardH      = 137.0
	flightTime = 28 // ticks at normal speed
)

func (v *tableView) pileAt() layout.Point {
	return layout.Point{X: v.area.X + v.area.W/2 + 50, Y: v.area.Y + 150}
}

func (v *tableView) deckAt() layout.Point {
	return layout.Point{X: v.area.X + 100, Y: v.area.Y + 150}
}

// seatAt is where seat p's token sits in the seats panel.
func seatAt(p engine.Player) layout.Point {
	r := seatCard(int(p))
	return layout.Point{X: r.X + 34, Y: r.Y + r.H/2}
}

// show animates what one log entry did; it returns the moves of the cards
// it sent flying and whether the dice roll.
func (v *tableView) show(ctx *Context, s *play.Session, e engine.LogEntry, dice *ui.Dice) (flights []tween.Move, rolled bool) {
	v.caption, v.who = engine.Names(e.Text, s.Names()), e.Player
	v.flights = slices.DeleteFunc(v.flights, func(f flight) bool { return f.move.Done(ctx.Tick) })
	from := len(v.flights)
	var rolls []ui.DieRoll
	delay := 0
	for _, ev := range e.Events {
		switch ev.Kind {
		case engine.EvRoll:
			rolls = append(rolls, ui.DieRoll{Die: ev.Die, Face: ev.Face})
		case engine.EvShuffle:
			v.deck = true
		case engine.EvDraw:
			v.deck = true
			to := seatAt(ev.Player)
			if ev.Player < 0 {
				to = v.pileAt()
			}
			v.fly(ctx, v.deckAt(), to, "", false, false, delay)
			delay += ctx.Frames(8)
		case engine.EvReveal, engine.EvMove:
			from := v.deckAt()
			if ev.Player >= 0 && ev.Zone != "deck" {
				from = seatAt(ev.Player)
			}
			label := fmt.Sprint(ev.Card)
			v.fly(ctx, from, v.pileAt(), label, true, true, delay)
			v.pile = append(v.pile, pileCard{label: label, n: v.count()})
			delay += ctx.Frames(8)
		}
	}
	if len(v.pile) > pileMax {
		v.pile = v.pile[len(v.pile)-pileMax:]
	}
	if len(rolls) > 0 {
		dice.Roll(rolls, ctx.Tick, ctx.Frames(ui.DiceTumble))
	} else {
		dice.Clear() // the dice on the table are always the last move's
	}
	for _, f := range v.flights[from:] {
		flights = append(flights, f.move)
	}
	return flights, len(rolls) > 0
}

func (v *tableView) count() int {
	if len(v.pile) == 0 {
		return 0
	}
	return v.pile[len(v.pile)-1].n + 1
}

func (v *tableView) fly(ctx *Context, from, to layout.Point, label string, faceUp, toPile bool, delay int) {
	d := ctx.Frames(flightTime)
	if d == 0 {
		return
	}
	v.flights = append(v.flights, flight{
		move:  tween.Move{From: tween.Point(from), To: tween.Point(to), Start: ctx.Tick + delay, Dur: d, Arc: 40},
		label: label, faceUp: faceUp, toPile: toPile,
	})
}

// rebuild sets the view from the whole log, without animation (a loaded
// game, an undo).
func (v *tableView) rebuild(s *play.Session) {
	v.pile, v.flights, v.deck, v.caption, v.who = v.pile[:0], v.flights[:0], false, "", engine.NoPlayer
	for _, e := range s.Match.Log {
		v.caption, v.who = engine.Names(e.Text, s.Names()), e.Player
		for _, ev := range e.Events {
			switch ev.Kind {
			case engine.EvDraw, engine.EvShuffle:
				v.deck = true
			case engine.EvReveal, engine.EvMove:
				v.pile = append(v.pile, pileCard{label: fmt.Sprint(ev.Card), n: v.count()})
			}
		}
	}
	if len(v.pile) > pileMax {
		v.pile = v.pile[len(v.pile)-pileMax:]
	}
}

// settle lands every card in flight at once (a skipped animation).
func (v *tableView) settle() { v.flights = v.flights[:0] }

// landing reports whether pile card i is still in the air at tick (the
// flights to the pile end with the newest pile cards, in order).
func (v *tableView) landing(i, tick int) bool {
	toPile := 0
	for _, f := range v.flights {
		if f.toPile {
			toPile++
		}
	}
	k := i - (len(v.pile) - toPile) // index among this move's pile flights
	if k < 0 {
		return false
	}
	for _, f := range v.flights {
		if f.toPile {
			if k == 0 {
				return !f.move.Done(tick)
			}
			k--
		}
	}
	return false
}

func (v *tableView) draw(c *ui.Canvas, s *play.Session, tick int, dice *ui.Dice) {
	a := v.area
	c.RoundRect(a, 16, color.NRGBA{0, 0, 0, 46})
	c.RoundStroke(a.Inset(1), 16, 1.5, ui.Fade(ui.Gold, 0.28))
	head := layout.Rect{X: a.X + 24, Y: a.Y + 12, W: a.W - 48, H: 26}
	if v.caption != "" {
		c.TextShadow("Last move", ui.Small, head.X, head.Y+head.H/2, ui.Left, ui.Fade(ui.Gold, 0.9))
		c.TextIn(v.caption, ui.BodyB, layout.Rect{X: head.X + 80, Y: head.Y, W: head.W - 80, H: head.H}, ui.Left, ui.Cream)
		if v.who >= 0 {
			c.Circle(head.X+72, head.Y+head.H/2, 4, ui.SeatInk(int(v.who)))
		}
	}
	if v.deck {
		d := v.deckAt()
		for i := 2; i >= 0; i-- {
			r := layout.Centered(d.X+float64(i)*3, d.Y+float64(i)*3, cardW, cardH)
			c.Card(r, "", false, false, 1)
		}
		c.TextShadow("Deck", ui.Small, d.X+3, d.Y+cardH/2+24, ui.Center, ui.CreamSoft)
	}
	p := v.pileAt()
	for i, pc := range v.pile {
		if v.landing(i, tick) {
			continue
		}
		tilt := float64(pc.n*37%11-5) * 0.035
		dx := float64(pc.n*53%9-4) * 3
		drawCardAt(c, p.X+dx, p.Y, tilt, 1, pc.label, true, i == len(v.pile)-1)
	}
	if len(v.pile) == 0 && !v.deck && len(dice.Rolls) == 0 {
		msg := "The table is set."
		if p := s.Current(); p >= 0 {
			msg += " " + s.Name(p) + " begins."
		}
		c.TextShadow(msg, ui.Large, a.X+a.W/2, a.Y+a.H/2, ui.Center, ui.CreamSoft)
	}
}

// drawMoving draws what moves over the still table: cards in flight and the
// dice.
func (v *tableView) drawMoving(c *ui.Canvas, tick int, dice *ui.Dice) {
	for _, f := range v.flights {
		if f.move.Done(tick) || tick < f.move.Start {
			continue
		}
		pt := f.move.At(tick)
		t := tween.Progress(tick, f.move.Start, f.move.Dur)
		if f.toPile {
			drawCardAt(c, pt.X, pt.Y, (1-t)*0.4, 1, f.label, f.faceUp, false)
		} else {
			// A card drawn into a hand shrinks into the seat as it arrives.
			drawCardAt(c, pt.X, pt.Y, (1-t)*0.4, 1-0.6*tween.InQuad(t), f.label, f.faceUp, false)
		}
	}
	dice.Draw(c, tick)
}

// drawCardAt draws a card centred on (x, y), tilted by angle, at scale s.
func drawCardAt(c *ui.Canvas, x, y, angle, s float64, label string, faceUp, top bool) {
	name := "card/back"
	if faceUp {
		name = "card/frame"
	}
	w, h := cardW*s, cardH*s
	img := ui.Sprite(name)
	if img == nil {
		c.Card(layout.Centered(x, y, w, h), label, faceUp, top, 1)
		return
	}
	c.ImageRotated(img, x, y+4*s, w, h, angle, ui.Tint(color.Black, 0.25))
	c.ImageRotated(img, x, y, w, h, angle, ui.Alpha(1))
	if faceUp && label != "" {
		c.TextRotated(label, ui.Style{Font: ui.Display, Size: 40 * s}, x, y, angle, ui.Ink)
	}
	if top {
		c.ImageRotated(ui.Sprite("card/highlight"), x, y, w, h, angle, ui.Alpha(0.8))
	}
}
