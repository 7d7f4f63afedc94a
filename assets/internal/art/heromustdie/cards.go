package heromustdie

import (
	"strings"

	"github.com/herotable/herotable/assets/internal/art"
)

// Hero Must Die! card faces, 120x168, drawn at the size they are shown:
// a border in the kind's colour, a title plate (with the level in a gold
// star for heroes and monsters), a picture window, then the printed data:
// strength pips with their numbers, HP in a heart, a monster's family and
// hire cost; a plot or event card's text. A tag along the bottom names
// the kind, so the border colour never has to.

const hcW, hcH = 120, 168

// hmdKindColour is the border colour of each card kind.
var hmdKindColour = map[string]art.Color{
	"hero": art.Hex(0x3f6496), "monster": art.Hex(0x8a2a26), "quest": art.Hex(0xa8741e),
	"function": art.Hex(0x6a3a8e), "event": art.Hex(0x2e7468),
}

// Card regions (units = pixels of the 120x168 face).
var (
	hcTitle    = [4]float64{8, 8, 104, 18}
	hcWinTall  = [4]float64{9, 29, 102, 70} // heroes and monsters
	hcWinShort = [4]float64{9, 29, 102, 58} // plots and events
	hcStats    = [4]float64{9, 102, 102, 24}
	hcLower    = [4]float64{9, 129, 102, 17}
	hcText     = [4]float64{9, 90, 102, 56}
)

func hmdRR(r [4]float64, k float64) art.Path { return art.RoundRect(r[0], r[1], r[2], r[3], k) }

// hmdCardBase draws the border, the parchment face and the empty title
// plate, window and panels of a kind.
func hmdCardBase(b hmdB, kind string) {
	col := hmdKindColour[kind]
	b.fill(art.RoundRect(0.5, 0.5, hcW-1, hcH-1, 7), art.Ink)
	b.fill(art.RoundRect(2, 2, hcW-4, hcH-4, 6), art.Grain{Base: art.Vertical(2, hcH-2, col.Lighter(0.15), col.Darker(0.3)), Amp: 0.08, SX: 7, SY: 7, Seed: 31})
	b.fill(art.StrokePath(0.9, true, art.RoundRect(3.8, 3.8, hcW-7.6, hcH-7.6, 5)), art.GoldLight.Alpha(0.7))
	face := art.RoundRect(5.5, 5.5, hcW-11, hcH-11, 4)
	b.fill(face, art.Grain{Base: art.Vertical(5, hcH-5, art.Hex(0xfbf1d8), art.ParchMid), Amp: 0.05, SX: 6, SY: 6, Seed: 12})
	b.inset(face, 1.5, 1.5, art.Color{R: 0.4, G: 0.22, B: 0.05, A: 0.3})
	// Title plate.
	b.fill(hmdRR(hcTitle, 4).Move(0, 0), art.Ink)
	b.fill(art.RoundRect(hcTitle[0]+1, hcTitle[1]+1, hcTitle[2]-2, hcTitle[3]-2, 3.2), art.Vertical(8, 26, col.Lighter(0.05), col.Darker(0.4)))
	b.fill(art.StrokeButt(0.8, art.P(12, 9.6), art.P(108, 9.6)), art.Color{R: 1, G: 1, B: 1, A: 0.25})
	win := hcWinShort
	if kind == "hero" || kind == "monster" {
		win = hcWinTall
	}
	b.fill(hmdRR(win, 4).Move(0, 0), art.InkSoft)
	b.fill(art.RoundRect(win[0]+1, win[1]+1, win[2]-2, win[3]-2, 3.2), art.Radial{C: art.P(60, win[1]+win[3]*0.4), R: 70, Stops: []art.Stop{
		{T: 0, C: col.Lighter(0.7)}, {T: 1, C: col.Lighter(0.3)},
	}})
	if kind == "hero" || kind == "monster" {
		b.fill(hmdRR(hcStats, 5), art.InkSoft.Alpha(0.8))
		b.fill(art.RoundRect(hcStats[0]+1, hcStats[1]+1, hcStats[2]-2, hcStats[3]-2, 4), art.Vertical(102, 126, art.Hex(0xfffaf0), art.Hex(0xf0e2c0)))
	} else {
		b.fill(hmdRR(hcText, 4), art.InkSoft.Alpha(0.7))
		b.fill(art.RoundRect(hcText[0]+1, hcText[1]+1, hcText[2]-2, hcText[3]-2, 3.2), art.Vertical(90, 146, art.Hex(0xfdf7e6), art.Hex(0xf1e2bf)))
	}
	// The kind tag's plate along the bottom.
	b.fill(art.RoundRect(30, 149, 60, 13, 4), art.Ink)
	b.fill(art.RoundRect(31, 150, 58, 11, 3.2), art.Vertical(150, 161, col.Lighter(0.1), col.Darker(0.35)))
}

// hmdCardWindow returns the picture window's rectangle and outline.
func hmdCardWindow(kind string) ([4]float64, art.Path) {
	win := hcWinShort
	if kind == "hero" || kind == "monster" {
		win = hcWinTall
	}
	return win, art.RoundRect(win[0]+1, win[1]+1, win[2]-2, win[3]-2, 3.2)
}

// hmdCardArt paints a picture (drawn on a scratch canvas of the card's
// size) into the window and rules the window's edge over it.
func hmdCardArt(c *art.Canvas, kind string, picture func(c *art.Canvas)) {
	_, w := hmdCardWindow(kind)
	fig := art.NewCanvas(c.W, c.H)
	picture(fig)
	c.DrawMasked(fig, c.Mask(w))
	b := hmdBrush(c, 1)
	b.inset(w, 2, 2, art.Color{R: 0, G: 0, B: 0, A: 0.3})
	b.fill(art.StrokePath(1.1, true, w), art.Ink.Alpha(0.75))
}

// hmdCardTitle writes the name on the title plate; withLevel leaves room
// for the level star at the left and draws it.
func hmdCardTitle(b hmdB, fc art.Faces, name string, level int) {
	left := 13.0
	if level > 0 {
		left = 27
	}
	cx, w := (left+108)/2, 108-left
	b.text(fc, name, 10.5, cx, 21.2, w, art.White, 1.1)
	if level > 0 {
		hmdLevelStar(b, fc, art.P(15.5, 17.5), level)
	}
}

// hmdLevelStar is a gold star with the level in it.
func hmdLevelStar(b hmdB, fc art.Faces, at art.Pt, level int) {
	b.shadow(art.Polygon(art.StarPoints(at, 5, 11, 6)...), 0, 1, 1, art.Color{R: 0, G: 0, B: 0, A: 0.45})
	b.fill(art.Polygon(art.StarPoints(at, 5, 12.2, 6.9)...), art.Ink)
	b.fill(art.Polygon(art.StarPoints(at, 5, 10.8, 5.9)...), art.GoldPaint(at.Y-11, at.Y+10))
	b.num(fc, art.Itoa(level), at.Add(art.P(0, 1)), 7.5, 8, art.Ink, 0)
}

// hmdCardTag writes the kind tag in the bottom plate.
func hmdCardTag(b hmdB, fc art.Faces, tag string) {
	b.text(fc, strings.ToUpper(tag), 7.5, 60, 158.7, 54, art.GoldLight, 0)
}

// hmdHeart is the HP badge: a red heart with the number in white.
func hmdHeart(b hmdB, fc art.Faces, at art.Pt, hp int) {
	var h art.Path
	h.MoveTo(art.P(0, 9))
	h.CubeTo(art.P(-5, 5), art.P(-11, 0), art.P(-11, -4))
	h.CubeTo(art.P(-11, -9), art.P(-4, -11), art.P(0, -6))
	h.CubeTo(art.P(4, -11), art.P(11, -9), art.P(11, -4))
	h.CubeTo(art.P(11, 0), art.P(5, 5), art.P(0, 9))
	h.Close()
	h = art.Clockwise(h).Move(at.X, at.Y)
	b.shadow(h, 0.5, 1.5, 1.5, art.Color{R: 0, G: 0, B: 0, A: 0.45})
	b.edge(h, 1.2, art.Hex(0xfff4e0))
	b.edge(h, 0.5, art.Ink)
	b.fill(h, hmdLit(at, 10, art.Hex(0xc8302a)))
	b.num(fc, art.Itoa(hp), at.Add(art.P(0, -1)), 9, 12, art.White, 0.9)
}

// hmdStrengthRow prints each non-zero strength as its pip and number,
// centred in the stats panel.
func hmdStrengthRow(b hmdB, fc art.Faces, str [5]int) {
	var cols []int
	for i, v := range str {
		if v > 0 {
			cols = append(cols, i)
		}
	}
	pitch := 33.0
	if len(cols) > 2 {
		pitch = 31
	}
	for k, i := range cols {
		x := 60 + (float64(k)-float64(len(cols)-1)/2)*pitch
		hmdPip(b, HMDStrengths[i], art.P(x-7, 114), 9.5)
		b.num(fc, art.Itoa(str[i]), art.P(x+9, 114), 14, 12, art.Ink, 0)
	}
}

// hmdCardFrames are the empty frames, one per kind.
func hmdCardFrames() []art.Sprite {
	var out []art.Sprite
	for _, k := range []string{"hero", "monster", "quest", "function", "event"} {
		c := art.NewCanvas(hcW, hcH)
		hmdCardBase(hmdBrush(c, 1), k)
		_, w := hmdCardWindow(k)
		hmdBrush(c, 1).inset(w, 2, 2, art.Color{R: 0, G: 0, B: 0, A: 0.3})
		out = append(out, art.NewSprite("heromustdie/frame/"+k, c))
	}
	return out
}

// hmdStrengthWords names a card's strengths, for the line under them.
func hmdStrengthWords(str [5]int) string {
	names := []string{"Melee", "Range", "Magic", "Healing", "Disarm"}
	var w []string
	for i, v := range str {
		if v > 0 {
			w = append(w, names[i])
		}
	}
	return strings.Join(w, " · ")
}
