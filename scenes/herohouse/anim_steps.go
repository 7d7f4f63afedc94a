package herohouse

import (
	"math"
	"slices"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
)

// start begins step s: what moves lifts off the board, and its path is
// worked out from where things lie now.
func (q *Queue) start(s *Step) {
	b := q.Board
	l := q.Layout()
	switch s.Kind {
	case StepCard:
		q.startCard(s, l)
	case StepChips:
		s.FromPt, s.ToPt = TreasureAt, l.PlateSpot(s.Seat)
		switch s.From {
		case "treasure":
			b.take("treasure", s.Seat, 0, s.Ev.Card)
		case "bank": // counted at once: the new hand's title, up with it, says the treasure with the ante (pt7 #7)
			b.put("treasure", "bank", engine.NoPlayer, 0, s.Ev.Card, true)
		}
	case StepMarker:
		s.FromPt = layout.Point{X: TreasureAt.X, Y: TreasureAt.Y - 50}
		if b.Monster != engine.NoPlayer {
			s.FromPt = l.PlateSpot(b.Monster)
		}
		s.ToPt = l.PlateSpot(s.Seat)
		b.Monster = engine.NoPlayer
	case StepClash:
		f := s.Fight
		for _, pl := range l.Cards {
			if pl.Zone == ZHero && pl.Seat == f.Seat && pl.Index == f.Hero {
				f.HeroCards = append(f.HeroCards, pl)
				w, bl := hh.Dots(pl.Card)
				f.HW, f.HB = f.HW+w, f.HB+bl
			}
		}
		for _, c := range b.MonsterCards() {
			if pl, ok := l.Find(c); ok {
				f.MonsterCards = append(f.MonsterCards, pl)
			}
			w, bl := hh.Dots(c)
			f.MW, f.MB = f.MW+w, f.MB+bl
		}
		b.FightSeat, b.FightHero = f.Seat, f.Hero
	case StepSweep:
		s.Sweep = slices.Clone(l.Cards)
		b.newHand()
	case StepNote:
		b.note(s.Ev)
	case StepBanner:
		if p := s.Ev.Player; is(s.Ev, hh.CodeHouse) && p >= 0 && int(p) < len(b.Seats) {
			b.Seats[p].House = true // the house is made: its badge shows with the banner
		}
	}
	q.lay = nil
}

// startCard works out a card's path and takes it off its place.
func (q *Queue) startCard(s *Step, l *Layout) {
	b := q.Board
	c := s.Ev.Card
	s.Card, s.ToSeat = c, s.Seat
	to, public := s.To, s.Ev.Public
	if to == "monster" { // given face up to the monster player
		s.ToSeat, to, public = b.Monster, "hand", true
	}
	if s.From == "draw" {
		public = s.Ev.Public && to == "hand"
	}
	from := s.Seat
	if s.From == "hero" {
		if p, _, ok := b.HeroOf(c); ok {
			from = p
		}
	}
	// Where it lifts off.
	var src Placed
	found := false
	switch s.From {
	case "draw":
		s.A = DrawPile
	case "hand":
		if pl, ok := l.Find(c); ok && pl.Zone == ZHand {
			src, found = pl, true
		} else if pl, ok := l.LastBack(from); ok {
			src, found = pl, true
		} else if from >= 0 {
			s.A = l.HandSpot(from)
		}
	case "pile":
		if pl, ok := l.Find(c); ok {
			src, found = pl, true
		} else if c >= 0 {
			s.A = PileSlots[hh.SuitOf(c)]
		}
	case "hero":
		if pl, ok := l.Find(c); ok {
			src, found = pl, true
		} else if from >= 0 {
			s.A = l.Boxes[from].Heroes
		}
	}
	if found {
		s.A, s.TurnA, s.FaceA = src.Rect, src.Turned, src.FaceUp()
		if c < 0 && src.Card >= 0 {
			s.Card = src.Card // the viewer's own card going out face down
		}
	}
	b.take(s.From, from, c, 0)
	// Where it lands: lay the board out as it will be.
	after := b.Clone()
	after.put(to, s.From, s.ToSeat, c, 0, public)
	l2 := Lay(after, q.Bottom)
	switch to {
	case "out":
		s.B = OutPile
	case "pile":
		if c >= 0 {
			s.B, s.TurnB, s.FaceB = PileSlots[hh.SuitOf(c)], hh.SuitOf(c) == hh.Prime, true
		}
	default:
		if pl, ok := l2.Find(c); ok {
			s.B, s.TurnB, s.FaceB = pl.Rect, pl.Turned, true
		} else if pl, ok := l2.LastBack(s.ToSeat); ok {
			s.B = pl.Rect
		} else if s.ToSeat >= 0 {
			s.B = l2.HandSpot(s.ToSeat)
		}
	}
	if s.B.Empty() {
		s.B = s.A
	}
	if s.A.Empty() {
		s.A = s.B
	}
	s.To = to
	s.Ev.Public = public
}

// land ends step s: what moved arrives. Once every step has landed the
// board should be the final one; Drift says if it is not.
func (q *Queue) land(s *Step) {
	b := q.Board
	switch s.Kind {
	case StepCard:
		b.put(s.To, s.From, s.ToSeat, s.Ev.Card, 0, s.Ev.Public)
		if s.To == "pile" {
			b.Dealt = s.deal
		}
	case StepChips:
		if s.From != "bank" { // the ante was counted as it started
			b.put("score", "treasure", s.Seat, 0, s.Ev.Card, true)
		}
	case StepMarker:
		b.Monster = s.Seat
	}
	q.lay = nil
	if !slices.ContainsFunc(q.Steps, func(s *Step) bool { return !s.Landed }) {
		q.Drift = !SameBoard(q.Board, q.Final)
	}
}

// Pose is how a card is drawn: centred on (X, Y), W×H before turning by
// Angle, squeezed across to ScaleX as it turns over.
type Pose struct {
	X, Y, W, H    float64
	Angle, ScaleX float64
	Card          int
	FaceUp        bool
}

// PoseOf is the pose of a card lying in r (crossways if turned).
func PoseOf(r layout.Rect, turned bool, card int) Pose {
	p := Pose{X: r.X + r.W/2, Y: r.Y + r.H/2, W: r.W, H: r.H, ScaleX: 1, Card: card, FaceUp: card >= 0}
	if turned {
		p.W, p.H, p.Angle = r.H, r.W, math.Pi/2
	}
	return p
}

// Pose is where a moving card is at tick now: it glides from A to B in an
// arc, turns crossways if it must, and turns over halfway if its face
// changes.
func (s *Step) Pose(now int) Pose {
	t := tween.Progress(now, s.Start, s.Dur)
	e := tween.OutCubic(t)
	a, b := PoseOf(s.A, s.TurnA, s.Card), PoseOf(s.B, s.TurnB, s.Card)
	p := Pose{
		X: tween.Lerp(a.X, b.X, e), Y: tween.Lerp(a.Y, b.Y, e) - 26*4*e*(1-e),
		W: tween.Lerp(a.W, b.W, e), H: tween.Lerp(a.H, b.H, e),
		Angle: tween.Lerp(a.Angle, b.Angle, e), ScaleX: 1, Card: s.Card,
	}
	p.FaceUp = s.FaceA && s.Card >= 0
	if s.FaceA != s.FaceB {
		p.ScaleX = math.Abs(math.Cos(math.Pi * t))
		if t >= 0.5 {
			p.FaceUp = s.FaceB && s.Card >= 0
		}
	}
	return p
}

// The fight stage: the hero at the left of the wilderness, the monster at
// the right, a card on the table's size; their dots lie between them.
var (
	stageHero    = layout.Point{X: 346, Y: 326}
	stageMonster = layout.Point{X: 694, Y: 326}
	stageStep    = 26.0
)

// StagePoses are where a fight's cards are at tick now: sliding from their
// places onto the stage, holding there, sliding back.
func (s *Step) StagePoses(now int, frames func(int) int) []Pose {
	f := s.Fight
	in, hold := frames(clashIn), frames(clashFade+clashHold)
	var k float64
	switch d := now - s.Start; {
	case d < in:
		k = tween.OutCubic(tween.Progress(now, s.Start, in))
	case d < in+hold:
		k = 1
	default:
		k = 1 - tween.InQuad(tween.Progress(now, s.Start+in+hold, s.Dur-in-hold))
	}
	var out []Pose
	place := func(cards []Placed, at layout.Point) {
		top := at.Y - (TableCard.H+stageStep*float64(len(cards)-1))/2
		for i, pl := range cards {
			a := PoseOf(pl.Rect, pl.Turned, pl.Card)
			b := Pose{X: at.X, Y: top + TableCard.H/2 + float64(i)*stageStep, W: TableCard.W, H: TableCard.H,
				ScaleX: 1, Card: pl.Card, FaceUp: true}
			out = append(out, Pose{X: tween.Lerp(a.X, b.X, k), Y: tween.Lerp(a.Y, b.Y, k),
				W: tween.Lerp(a.W, b.W, k), H: tween.Lerp(a.H, b.H, k), Angle: tween.Lerp(a.Angle, 0, k),
				ScaleX: 1, Card: pl.Card, FaceUp: true})
		}
	}
	place(f.HeroCards, stageHero)
	place(f.MonsterCards, stageMonster)
	return out
}

// StageShown reports how far the stage's banner and words have faded in.
func (s *Step) StageShown(now int, frames func(int) int) float64 {
	in := frames(clashIn)
	return tween.Progress(now, s.Start+in, max(frames(clashFade), 1)) * (1 - tween.Progress(now, s.End()-frames(clashOut), max(frames(clashOut), 1)))
}
