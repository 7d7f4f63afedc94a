package heromustdie

import "github.com/herotable/herotable/assets/internal/art"

// Hero Must Die! buildings: the 15 trap tokens (trap/<id>, 40x40: the
// strength pip of the heroes they hit, the damage as a large number and
// as that many spikes) and the three monster rooms (room/room_N, 76x40:
// an arched gate with the room's size as a number and as pips).

func hmdBuildingSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, t := range HMDTraps {
		c := art.NewCanvas(40, 40)
		hmdTrap(hmdBrush(c, 1), fc, t)
		out = append(out, art.NewSprite("heromustdie/trap/"+t.ID, c))
	}
	for _, n := range HMDRooms {
		c := art.NewCanvas(76, 40)
		hmdRoom(hmdBrush(c, 1), fc, n)
		out = append(out, art.NewSprite("heromustdie/room/room_"+art.Itoa(n), c))
	}
	return out
}

// hmdTrap draws a trap token at the brush origin (40x40 units): an iron
// plate rimmed in the trap's colour.
func hmdTrap(b hmdB, fc art.Faces, t HMDTrap) {
	col := hmdStrengthColour[t.Colour]
	rim := col
	if t.Colour == "black" {
		rim = art.Hex(0x6a5a86)
	}
	tile := art.RoundRect(2, 2, 36, 36, 5)
	b.shadow(tile, 0, 1.5, 1.5, art.Color{R: 0, G: 0, B: 0, A: 0.45})
	b.fill(art.RoundRect(1, 1, 38, 38, 6), art.Ink)
	b.fill(tile, art.Vertical(2, 38, rim.Lighter(0.35), rim.Darker(0.25)))
	face := art.RoundRect(5, 5, 30, 30, 3)
	b.fill(face, art.Grain{Base: art.Radial{C: art.P(16, 13), R: 30, Stops: []art.Stop{
		{T: 0, C: art.Hex(0x5a524e)}, {T: 1, C: art.Hex(0x262120)},
	}}, Amp: 0.12, SX: 4, SY: 4, Seed: uint32(40 + t.Damage)})
	b.inset(face, 1.2, 1, art.Color{R: 0, G: 0, B: 0, A: 0.5})
	for _, p := range []art.Pt{art.P(7.5, 7.5), art.P(32.5, 7.5), art.P(7.5, 32.5), art.P(32.5, 32.5)} {
		b.fill(art.Circle(p, 1.3), art.Hex(0xa89f96))
	}
	// Spikes along the bottom, one per point of damage.
	for i := 0; i < t.Damage; i++ {
		x := 20 + (float64(i)-float64(t.Damage-1)/2)*7.5
		b.inked(art.Polygon(art.P(x-3.2, 34), art.P(x+3.2, 34), art.P(x, 25)), 0.8, art.Vertical(25, 34, art.Hex(0xf2f4f6), art.Hex(0x9aa4ae)))
	}
	hmdPip(b, t.Colour, art.P(13.5, 14), 8.5)
	b.num(fc, art.Itoa(t.Damage), art.P(27.5, 14.5), 15, 12, art.Hex(0xffe4d8), 1.3)
}

// hmdRoom draws a monster room token (76x40 units): a gate under a stone
// arch on the left, the size on the right.
func hmdRoom(b hmdB, fc art.Faces, n int) {
	tile := art.RoundRect(2, 2, 72, 36, 6)
	b.shadow(tile, 0, 1.5, 1.5, art.Color{R: 0, G: 0, B: 0, A: 0.45})
	b.fill(art.RoundRect(1, 1, 74, 38, 7), art.Ink)
	stone := art.Hex(0x7a6f86)
	b.fill(tile, art.Grain{Base: art.Vertical(2, 38, stone.Lighter(0.2), stone.Darker(0.35)), Amp: 0.16, SX: 5, SY: 3, Seed: uint32(60 + n)})
	// Masonry joints.
	var joints art.Path
	for row := 0; row < 3; row++ {
		y := 3 + float64(row)*12
		joints.Append(art.StrokeButt(0.8, art.P(3, y+12), art.P(73, y+12)))
		for x := 6 + float64(row%2)*9; x < 73; x += 18 {
			joints.Append(art.StrokeButt(0.8, art.P(x, y), art.P(x, y+12)))
		}
	}
	b.clip(joints, tile, art.Ink.Alpha(0.35))
	// The gate: a dark arch with a portcullis and red eyes behind it.
	var arch art.Path
	arch.MoveTo(art.P(8, 37))
	arch.LineTo(art.P(8, 18))
	arch.CubeTo(art.P(8, 8), art.P(34, 8), art.P(34, 18))
	arch.LineTo(art.P(34, 37))
	arch.Close()
	arch = art.Clockwise(arch)
	b.edge(arch, 2.2, art.GoldDark.Darker(0.3))
	b.fill(arch, art.Vertical(9, 37, art.Hex(0x120a10), art.Hex(0x2c1a22)))
	b.fill(art.Join(art.Almond(art.P(16.5, 24), 2.4, 1.3), art.Almond(art.P(25.5, 24), 2.4, 1.3)), art.Hex(0xff5030))
	var bars art.Path
	for x := 12.0; x <= 30; x += 4.5 {
		bars.Append(art.StrokeButt(1.3, art.P(x, 9), art.P(x, 37)))
	}
	bars.Append(art.StrokeButt(1.3, art.P(8, 20), art.P(34, 20)), art.StrokeButt(1.3, art.P(8, 29), art.P(34, 29)))
	b.clip(bars, arch, hmdIron.Lighter(0.2))
	// Size: a shield with the number, and one pip per monster it holds.
	sh := art.ShieldPath(art.P(54, 17), 12)
	b.edge(sh, 1.2, art.Ink)
	b.fill(sh, art.GoldPaint(4, 31))
	b.fill(art.ShieldPath(art.P(54, 17), 9.5), hmdLit(art.P(54, 17), 10, art.Hex(0x5b2f7a)))
	b.num(fc, art.Itoa(n), art.P(54, 17), 11, 12, art.White, 0)
	for i := 0; i < n; i++ {
		at := art.P(54+(float64(i)-float64(n-1)/2)*6.2, 33.5)
		b.inked(art.Circle(at, 2.1), 0.7, art.GoldLight)
	}
}
