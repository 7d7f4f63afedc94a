package herohouse

import (
	"math"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// The riffle shuffle at the start of a hand (spec §10): the deck at the
// draw pile is cut into two halves that slide apart, their cards fall in
// turn onto one pile, and the pile is squared up. A few backs stand for
// the 56.
const (
	riffleCards = 16   // backs shown, half in each half
	riffleSplit = 0.28 // share of the riffle spent cutting and parting
	riffleMerge = 0.86 // by then the last card has fallen; the rest squares up
	riffleFall  = 0.16 // share one falling card takes
	riffleApart = 29.0 // each half's slide from the pile's middle, in px
	riffleTilt  = 0.11 // each half's turn as it is bent, in radians
)

// RifflePoses are the card backs of the riffle k of the way through
// (0–1), in drawing order: the new pile, the halves, the cards falling.
func RifflePoses(k float64) []Pose {
	const half = riffleCards / 2
	mid := DrawPile.Center()
	k = clamp01(k)
	apart := tween.InOutCubic(clamp01(k / riffleSplit))
	closing := clamp01((k - riffleSplit) / (riffleMerge - riffleSplit))
	squared := tween.OutQuad(clamp01((k - riffleMerge) / (1 - riffleMerge)))
	gap := (riffleMerge - riffleSplit - riffleFall) / float64(riffleCards-1)
	back := func(x, y, angle float64) Pose {
		return Pose{X: x, Y: y, W: TableCard.W, H: TableCard.H, Angle: angle, ScaleX: 1, Card: hh.Hidden}
	}
	// inHalf is where the idx-th card from the bottom of a half lies: both
	// halves start as one deck (the right one on top) and part.
	inHalf := func(side, idx int) Pose {
		sgn := float64(2*side - 1)
		g := float64(idx) + float64(side*half)*(1-apart)
		x := mid.X + sgn*riffleApart*apart*(1-0.3*closing) - 0.3*g
		y := mid.Y - 5*apart*(1-closing) - 0.55*g
		return back(x, y, sgn*riffleTilt*apart*(1-0.6*closing))
	}
	// inPile is where the j-th card to fall lies on the new pile: a
	// little askew until the pile is squared.
	inPile := func(j int) Pose {
		loose := 1 - squared
		jitter := float64((j*7)%5-2) * 1.6 * loose
		x := mid.X - 0.3*float64(j)*(1+0.5*loose) + jitter
		y := mid.Y - 0.55*float64(j)*(1+0.5*loose)
		return back(x, y, float64((j*3)%5-2)*0.025*loose)
	}
	// fallen is how far the j-th card to fall has come: below 0 it is in
	// its half, from 1 on the new pile.
	fallen := func(j int) float64 { return (k - riffleSplit - float64(j)*gap) / riffleFall }
	var pile, halves, falling []Pose
	// Halves are listed bottom card first; cards leave from the top.
	for side := range 2 {
		for idx := range half {
			if fallen(2*(half-1-idx)+side) < 0 {
				halves = append(halves, inHalf(side, idx))
			}
		}
	}
	for j := range riffleCards {
		p := fallen(j)
		switch {
		case p >= 1:
			pile = append(pile, inPile(j))
		case p >= 0: // else it is still in its half
			side, idx := j%2, half-1-j/2
			a, b := inHalf(side, idx), inPile(j)
			e := tween.OutQuad(p)
			falling = append(falling, back(tween.Lerp(a.X, b.X, e), tween.Lerp(a.Y, b.Y, e)-9*math.Sin(math.Pi*p),
				tween.Lerp(a.Angle, b.Angle, e)))
		}
	}
	return append(append(pile, halves...), falling...)
}

func clamp01(x float64) float64 { return min(max(x, 0), 1) }

// shuffling reports whether the deck is being riffled now (the draw pile
// is then drawn by the riffle, not on the still table).
func (t *Table) shuffling() bool {
	for _, s := range t.q.Active() {
		if s.Kind == StepShuffle {
			return true
		}
	}
	return false
}

// drawShuffle riffles the deck at the draw pile, the new hand's title
// still showing over the wilderness.
func (t *Table) drawShuffle(c *ui.Canvas, s *Step, now int, ctx *scenes.Context) {
	for _, p := range RifflePoses(tween.Progress(now, s.Start, s.Dur)) {
		t.drawPose(c, p, 1)
	}
	if title := t.say(s.Says); title != "" {
		fade := max(ctx.Frames(8), 1)
		t.drawHandTitle(c, title, 1-tween.Progress(now, s.End()-fade, fade))
	}
}
