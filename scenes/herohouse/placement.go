package herohouse

import (
	"slices"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
)

// Zone is where a card lies on the table.
type Zone uint8

const (
	ZHand Zone = iota // in a seat's hand
	ZHero             // in a hero in play
	ZPile             // on the discard pile
)

// Placed is one card on the table: where it is drawn and what it is.
type Placed struct {
	Card   int         // its id, or hh.Hidden for a card shown by its back
	Rect   layout.Rect // where it lies; a crossways prime fills its landscape slot
	Turned bool        // lies crossways (the prime on the discard pile)
	Seat   engine.Player
	Zone   Zone
	Index  int  // the hero's index (ZHero) or the card's place in the hand (ZHand)
	Public bool // a hand card everyone has seen
	Fresh  bool // won from the monster this turn
}

// FaceUp reports whether the card is drawn face up.
func (p Placed) FaceUp() bool { return p.Card >= 0 }

// Layout is where everything on a board lies, seen from the seat at the
// bottom.
type Layout struct {
	Bottom engine.Player
	Pos    []Pos     // per seat
	Boxes  []SeatBox // per seat
	Cards  []Placed  // in drawing order: later ones on top
	// Heroes are the heroes' columns per seat, the ○/● label beside each.
	Heroes [][]HeroBox
}

// HeroBox is one hero's place: its column of cards and its label (beside
// it, or under it when Under).
type HeroBox struct {
	Column, Label layout.Rect
	Under         bool
}

// Area is the hero's column and label together.
func (h HeroBox) Area() layout.Rect {
	return h.Column.Union(h.Label)
}

// Lay works out the layout of board b seen from bottom.
func Lay(b *Board, bottom engine.Player) *Layout {
	l := &Layout{Bottom: bottom, Pos: Positions(b.N, bottom)}
	for p := range b.N {
		l.Boxes = append(l.Boxes, Box(l.Pos[p]))
	}
	l.Heroes = make([][]HeroBox, b.N)
	for p := range b.N {
		l.layHeroes(b, engine.Player(p))
	}
	for p := range b.N {
		l.layHand(b, engine.Player(p))
	}
	for su, c := range b.Pile {
		if c == hh.NoCard {
			continue
		}
		l.Cards = append(l.Cards, Placed{Card: c, Rect: PileSlots[su], Turned: su == int(hh.Prime),
			Seat: engine.NoPlayer, Zone: ZPile, Index: su})
	}
	return l
}

func (l *Layout) layHeroes(b *Board, p engine.Player) {
	box := l.Boxes[p]
	heroes := b.Seats[p].Heroes
	k := len(heroes)
	labelW, under := box.Labels(k)
	cell := box.Hero.W + labelW
	if under { // room for a label as wide as "12○ 12●" under each column
		cell = box.Hero.W + 12
	}
	step := RowStep(box.Heroes.W, cell, heroGap, k)
	if under && step < box.Hero.W+minHeroGap {
		box = box.shrunk(k)
		cell = box.Hero.W
		step = RowStep(box.Heroes.W, cell, minHeroGap, k)
	}
	x := RowStart(box.Heroes, cell, step, k, box.CenterUp)
	for i, h := range heroes {
		cx := x + float64(i)*step
		col := layout.Rect{X: cx, Y: box.Heroes.Y, W: box.Hero.W, H: box.ColumnH()}
		if h[hh.Prime] != hh.NoCard {
			col.H = box.Hero.H
		}
		label := layout.Rect{X: cx + box.Hero.W + 3, Y: box.Heroes.Y, W: labelW - 3, H: box.ColumnH()}
		if under { // centred under the column, as wide as the step leaves clear
			w := min(step-4, cell+4)
			label = layout.Rect{X: cx + box.Hero.W/2 - w/2, Y: box.Heroes.Y + box.ColumnH() + 2, W: w, H: box.UnderH - 2}
			label.X = max(label.X, box.Heroes.X)
		}
		l.Heroes[p] = append(l.Heroes[p], HeroBox{Column: col, Label: label, Under: under})
		for su, c := range h {
			if c == hh.NoCard {
				continue
			}
			y := box.Heroes.Y
			if su > int(hh.Prime) {
				y += float64(su-1) * box.PartStep
			}
			l.Cards = append(l.Cards, Placed{Card: c, Rect: layout.Rect{X: cx, Y: y, W: box.Hero.W, H: box.Hero.H},
				Seat: p, Zone: ZHero, Index: i})
		}
	}
}

// minHeroGap is the least gap between two heroes of a row whose labels
// are under them: a hero's dots run down both edges of its cards, so the
// next hero may not cover them.
const minHeroGap = 2

// shrunk is the seat box with its heroes' cards made small enough for k
// of them to lie side by side, minHeroGap apart, rather than overlap and
// hide each other's dots (pt7 #7: six heroes at a side seat covered the
// dots on their right edges); the column keeps its shape, the label its
// room under it.
func (b SeatBox) shrunk(k int) SeatBox {
	w := min(b.Hero.W, (b.Heroes.W-float64(k-1)*minHeroGap)/float64(k))
	f := w / b.Hero.W
	b.Hero = Size{w, b.Hero.H * f}
	b.PartStep *= f
	b.UnderH += (1 - f) * (b.Hero.H/f + 2*b.PartStep/f) // the room the column gave up
	return b
}

// handOrder is the order a seat's hand is shown in: unknown cards first,
// then the cards the viewer can see sorted by suit and dots, public-known
// ones marked.
func handOrder(s BoardSeat) (cards []int, public []bool) {
	for _, c := range s.Hand {
		if c < 0 {
			cards, public = append(cards, c), append(public, false)
		}
	}
	seen := slices.Concat(filterKnown(s.Hand), s.Known)
	slices.Sort(seen)
	for _, c := range seen {
		cards, public = append(cards, c), append(public, slices.Contains(s.Known, c))
	}
	return cards, public
}

func filterKnown(l []int) []int {
	var out []int
	for _, c := range l {
		if c >= 0 {
			out = append(out, c)
		}
	}
	return out
}

func (l *Layout) layHand(b *Board, p engine.Player) {
	box := l.Boxes[p]
	cards, public := handOrder(b.Seats[p])
	gap := 4.0
	if box.Pos == Bottom {
		gap = 6
	}
	k := len(cards)
	row := box.Hand
	if step := RowStep(row.W, box.Card.W, gap, k); step < box.Card.W+gap && !box.Fan.Empty() {
		row = box.Fan // too many to fit: use the wider room before overlapping more
	}
	step := RowStep(row.W, box.Card.W, gap, k)
	x := RowStart(row, box.Card.W, step, k, box.CenterHand)
	y := box.Hand.Y
	if box.Pos == Bottom {
		y += 8
	}
	for i, c := range cards {
		l.Cards = append(l.Cards, Placed{Card: c, Rect: layout.Rect{X: x + float64(i)*step, Y: y, W: box.Card.W, H: box.Card.H},
			Seat: p, Zone: ZHand, Index: i, Public: public[i], Fresh: c >= 0 && slices.Contains(b.Seats[p].Fresh, c)})
	}
}

// Find is where card c lies, if it is on the table face up.
func (l *Layout) Find(c int) (Placed, bool) {
	if c < 0 {
		return Placed{}, false
	}
	for _, pl := range l.Cards {
		if pl.Card == c {
			return pl, true
		}
	}
	return Placed{}, false
}

// LastBack is the last face-down card in seat p's hand.
func (l *Layout) LastBack(p engine.Player) (Placed, bool) {
	var out Placed
	ok := false
	for _, pl := range l.Cards {
		if pl.Seat == p && pl.Zone == ZHand && pl.Card < 0 {
			out, ok = pl, true
		}
	}
	return out, ok
}

// HandSpot is where a card joining seat p's hand would go, roughly: the
// right end of its hand row.
func (l *Layout) HandSpot(p engine.Player) layout.Rect {
	box := l.Boxes[p]
	last := layout.Rect{X: box.Hand.X + box.Hand.W/2 - box.Card.W/2, Y: box.Hand.Y, W: box.Card.W, H: box.Card.H}
	for _, pl := range l.Cards {
		if pl.Seat == p && pl.Zone == ZHand {
			last = pl.Rect
		}
	}
	return last
}

// PlateSpot is the middle of seat p's name plate: where tokens and the
// monster marker fly to.
func (l *Layout) PlateSpot(p engine.Player) layout.Point {
	if p < 0 || int(p) >= len(l.Boxes) {
		return TreasureAt
	}
	return l.Boxes[p].Plate.Center()
}

// Hit is the topmost card under point pt.
func (l *Layout) Hit(pt layout.Point) (Placed, bool) {
	for i := len(l.Cards) - 1; i >= 0; i-- {
		if l.Cards[i].Rect.Contains(pt) {
			return l.Cards[i], true
		}
	}
	return Placed{}, false
}
