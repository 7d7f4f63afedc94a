package heromustdie

import "github.com/herotable/herotable/assets/internal/art"

// The Hero Must Die! VP track, 640x68 units: cells 0..12 at x = 49v, 48
// wide. Each cell prints its VP, the goblins a player at that VP may place
// (as goblin heads) and the gold he earns in Court (as coins); cell 0 says
// the player is out. Cells where the goblins or the gold go up get a gold
// edge, so the steps stand out.

// HMDVPCellX is the left of VP cell v inside the track.
func HMDVPCellX(v int) float64 { return 49 * float64(v) }

// hmdGoblinHead is a small goblin head glyph on the 32 grid.
func hmdGoblinHead() art.Glyph {
	return art.Glyph{Fill: art.Join(art.Ellipse(art.P(16, 18), 9, 9.5), art.Polygon(art.P(9, 14), art.P(0, 8), art.P(9, 21)), art.Polygon(art.P(23, 14), art.P(32, 8), art.P(23, 21))),
		Cut: art.Join(art.Ellipse(art.P(12.5, 17), 2, 1.6), art.Ellipse(art.P(19.5, 17), 2, 1.6), art.StrokeButt(1.4, art.P(12, 23), art.P(20, 23)))}
}

// hmdVPTrack draws the track at the brush origin.
func hmdVPTrack(b hmdB, fc art.Faces) {
	w, h := float64(HMDVPTrackW), float64(HMDVPTrackH)
	b.shadow(art.RoundRect(0, 0, w, h, 6), 0, 1.5, 1.5, art.Color{R: 0, G: 0, B: 0, A: 0.45})
	b.fill(art.RoundRect(-1, 0, w+2, h, 6), art.Ink)
	for v := 0; v <= 12; v++ {
		x := HMDVPCellX(v)
		step := v > 0 && (HMDTrack.Workers[v] > HMDTrack.Workers[v-1] || HMDTrack.Gold[v] > HMDTrack.Gold[v-1])
		hmdVPCell(b.at(x, 0), fc, v, step)
	}
}

// hmdVPCell draws cell v (48x68 units) at the brush origin.
func hmdVPCell(b hmdB, fc art.Faces, v int, step bool) {
	base := art.Hex(0x4a3a30)
	if v%2 == 1 {
		base = art.Hex(0x56443a)
	}
	cell := art.RoundRect(0.5, 1, 47, 66, 4)
	rim := art.Paint(art.Vertical(0, 68, hmdStone.Lighter(0.2), hmdStone.Darker(0.3)))
	if step {
		rim = art.GoldPaint(0, 68)
	}
	b.fill(cell, rim)
	in := art.RoundRect(2, 2.5, 44, 63, 3)
	b.fill(in, art.Grain{Base: art.Vertical(2, 66, base.Lighter(0.1), base.Darker(0.25)), Amp: 0.1, SX: 5, SY: 5, Seed: uint32(70 + v)})
	// The VP number on a parchment plate.
	b.fill(art.RoundRect(6, 4.5, 36, 19, 4), art.Ink)
	b.fill(art.RoundRect(7, 5.5, 34, 17, 3.2), art.Vertical(5, 22, art.Hex(0xfbf1d8), art.ParchDark))
	b.num(fc, art.Itoa(v), art.P(24, 14), 11.5, 26, art.Ink, 0)
	if v == 0 {
		art.Skull(b.c, b.m().Apply(art.P(24, 40)), 0.55*b.s)
		b.text(fc, "OUT", 8, 24, 63, 40, art.Hex(0xffb0a0), 0.8)
		return
	}
	// Goblins: up to three on the first row, the rest below.
	n := HMDTrack.Workers[v]
	for i := 0; i < n; i++ {
		row, k, cnt := 0, i, min(n, 3)
		if i >= 3 {
			row, k, cnt = 1, i-3, n-3
		}
		at := art.P(24+(float64(k)-float64(cnt-1)/2)*13.5, 31+float64(row)*11)
		b.glyph3(hmdGoblinHead(), at, 13, art.Hex(0x8a9a5a), art.Ink, art.Hex(0x8a9a5a), 0.7)
	}
	// Gold income: coins in a row.
	g := HMDTrack.Gold[v]
	for i := 0; i < g; i++ {
		at := art.P(24+(float64(i)-float64(g-1)/2)*10, 58)
		hmdCoin(b, fc, at, 4.6, "")
	}
}
