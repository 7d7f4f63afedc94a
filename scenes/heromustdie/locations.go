package heromustdie

import (
	"fmt"
	"image/color"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// The eight locations and their 22 boxes (§2.6), the goblins placed on
// them, and the VP track (§2.8) with a marker for every mage.

func (t *Table) drawLocations(c *ui.Canvas, st *hmd.State) {
	for l := range hmd.NumLocations {
		r := LocationRect(l)
		a := 1.0
		if closedNow(st, l) {
			a = 0.5
		}
		if !c.TrySprite(art+"board/location/"+hmd.LocationIDs[l], r, ui.Alpha(a)) {
			c.RoundRect(r, 8, stone)
			c.TextIn(hmd.LocationNames[l], ui.BodyB, layout.Rect{X: r.X, Y: r.Y + 4, W: r.W, H: 24}, ui.Center, ui.Cream)
		}
		band := captionBand(l)
		c.RoundRect(band, 5, ui.Fade(ui.DarkWood, a))
		c.TextIn(locationShort[l], captionBandStyle, band, ui.Center, ui.Fade(ui.Cream, a))
		if closedNow(st, l) {
			band := layout.Rect{X: r.X + 10, Y: r.Y + 112, W: r.W - 20, H: 20}
			c.RoundRect(band, 6, ui.Fade(ui.Loss, 0.9))
			c.TextIn("Closed this turn", ui.Style{Font: ui.Bold, Size: 12}, band, ui.Center, ui.Cream)
		}
	}
	for b := range hmd.NumBoxes {
		br := BoxRect(b)
		if ui.Sprite(art+"box/"+hmd.Boxes[b].ID) == nil {
			c.RoundRect(br, 6, ui.Paper)
			c.TextIn(fmt.Sprint(b-firstBox(hmd.Boxes[b].Loc)+1), ui.BodyB, br, ui.Center, ui.Ink)
		}
		if st.Phase == hmd.PhAction && int(st.Cur) == b {
			c.RoundStroke(br.Inset(-3), 8, 3, ui.Gold)
		}
		if o := st.Boxes[b]; o >= 0 && !t.q.Moving(StepGoblin, b) {
			t.drawGoblin(c, st, int(o), br, 1)
		} else if t.idle[b] != hmd.NotIdle && t.Mine() && !t.q.Busy() {
			drawIdleCross(c, br)
		}
	}
	if ch := t.q.Change; ch != nil && ch.At(t.Now) < 1 {
		for _, g := range ch.Goblins {
			t.drawGoblin(c, st, g.Seat, BoxRect(g.Box).Offset(0, -10*ch.At(t.Now)), 1-ch.At(t.Now))
		}
	}
}

// drawIdleCross crosses box r in red: a goblin placed there would do
// nothing now (its tooltip says why). The red lies on a light halo edged
// in ink, so that it reads on every box's colour (pt19 #7: red on the red
// Castle box was all but invisible).
func drawIdleCross(c *ui.Canvas, r layout.Rect) {
	x := r.Inset(r.W * 0.22)
	for _, pen := range []struct {
		w   float64
		col color.Color
	}{{10, ui.Fade(ui.Ink, 0.85)}, {7.5, ui.Cream}, {4, ui.Loss}} {
		c.Line(x.X, x.Y, x.Right(), x.Bottom(), pen.w, pen.col)
		c.Line(x.Right(), x.Y, x.X, x.Bottom(), pen.w, pen.col)
	}
}

// captionBand is location l's caption, over the art's reminder band (its
// words 8.5 px: too small to read at the smallest window).
func captionBand(l hmd.Location) layout.Rect {
	r := LocationRect(l)
	return layout.Rect{X: r.X + 7, Y: r.Y + 109, W: r.W - 14, H: 26}
}

// captionBandStyle is a location's caption: reading size.
var captionBandStyle = ui.Style{Font: ui.Bold, Size: 13}

// closedNow reports whether this turn's event closes location l (R15).
// Only in the Event and Action phases: the closure is over once the
// goblins go home, though the turn's event flags last until the next
// turn (pt #6: "Closed this turn" stayed on the Forest through the
// Invasion and the Court).
func closedNow(st *hmd.State, l hmd.Location) bool {
	if st.Phase != hmd.PhEvent && st.Phase != hmd.PhAction {
		return false
	}
	return l == hmd.Town && st.Has(hmd.TownFestival) || l == hmd.Forest && st.Has(hmd.HappyPrincess)
}

// drawGoblin draws seat p's goblin on box r, with the seat's initial.
func (t *Table) drawGoblin(c *ui.Canvas, st *hmd.State, p int, r layout.Rect, a float64) {
	g := layout.Rect{X: r.X + 7, Y: r.Y + 5, W: 34, H: 34}
	c.Ellipse(g.X+g.W/2, g.Bottom()-1, 14, 4, ui.Fade(ui.Shadow, 0.6*a))
	token(c, st, "goblin", p, g, a)
	tag := layout.Rect{X: r.Right() - 16, Y: r.Bottom() - 16, W: 18, H: 18}
	c.Circle(tag.X+9, tag.Y+9, 9, ui.Fade(ui.DarkWood, a))
	c.TextIn(initial(t.S.Name(engine.Player(p))), ui.Style{Font: ui.Bold, Size: 12}, tag, ui.Center, ui.Fade(ui.Cream, a))
}

// initial is the first letter of a name.
func initial(name string) string {
	if name == "" {
		return "?"
	}
	return string([]rune(name)[:1])
}

func (t *Table) markLocations(st *hmd.State) {
	names := t.S.Names()
	for l := range hmd.NumLocations {
		t.Spots.Mark(spotKey{Kind: atLocation, I: int(l)}, LocationRect(l), locationTip(st, l), "")
	}
	for b := range hmd.NumBoxes {
		tip := boxTip(st, b, names)
		if hmd.Boxes[b].Loc == hmd.BuildingRoom && t.Viewer >= 0 && int(t.Viewer) < len(st.Seats) {
			if next := nextTurnWords(st, int(t.Viewer), names); next != "" {
				tip += "\n" + next
			}
		}
		t.Spots.Mark(spotKey{Kind: AtBox, I: b}, BoxRect(b), tip, art+"box/"+hmd.Boxes[b].ID)
	}
}

func (t *Table) drawVP(c *ui.Canvas, st *hmd.State) {
	if !c.TrySprite(art+"board/vp-track", VPTrack, ui.Alpha(1)) {
		c.RoundRect(VPTrack, 6, stone)
		for v := 0; v <= hmd.MaxVP; v++ {
			c.TextIn(fmt.Sprint(v), ui.BodyB, VPCell(v), ui.Center, ui.Cream)
		}
	}
	// Markers stack in their cell in seat order; a sliding one glides
	// from its old cell to its new one.
	slot := map[int]int{}
	for p := range st.Seats {
		from, to, k := t.q.Change.VPOf(p, int(st.Seats[p].VP), t.Now)
		n := slot[to]
		slot[to]++
		r := VPMarker(to, n%4)
		if from != to {
			a := VPMarker(from, n%4)
			m := tween.Move{From: tween.Point{X: a.X, Y: a.Y}, To: tween.Point{X: r.X, Y: r.Y}, Dur: 100, Arc: 18}
			pt := m.At(int(k * 100))
			r = layout.Rect{X: pt.X, Y: pt.Y, W: r.W, H: r.H}
		}
		a := 1.0
		if st.Seats[p].Out {
			a = 0.5
		}
		token(c, st, "vp", p, r, a)
	}
}

func (t *Table) markVP(st *hmd.State) {
	for v := 0; v <= hmd.MaxVP; v++ {
		t.Spots.Mark(spotKey{Kind: atVP, I: v}, VPCell(v), vpTip(st, v, t.S.Names()), "")
	}
}
