package art

// Hero Must Die! buildings: the 15 trap tokens (trap/<id>, 40x40: the
// strength pip of the heroes they hit, the damage as a large number and
// as that many spikes) and the three monster rooms (room/room_N, 76x40:
// an arched gate with the room's size as a number and as pips).

func hmdBuildingSprites(fc faces) []Sprite {
	var out []Sprite
	for _, t := range HMDTraps {
		c := NewCanvas(40, 40)
		hmdTrap(hmdBrush(c, 1), fc, t)
		out = append(out, sprite("heromustdie/trap/"+t.ID, c))
	}
	for _, n := range HMDRooms {
		c := NewCanvas(76, 40)
		hmdRoom(hmdBrush(c, 1), fc, n)
		out = append(out, sprite("heromustdie/room/room_"+itoa(n), c))
	}
	return out
}

// hmdTrap draws a trap token at the brush origin (40x40 units): an iron
// plate rimmed in the trap's colour.
func hmdTrap(b hmdB, fc faces, t HMDTrap) {
	col := hmdStrengthColour[t.Colour]
	rim := col
	if t.Colour == "black" {
		rim = Hex(0x6a5a86)
	}
	tile := RoundRect(2, 2, 36, 36, 5)
	b.shadow(tile, 0, 1.5, 1.5, Color{0, 0, 0, 0.45})
	b.fill(RoundRect(1, 1, 38, 38, 6), ink)
	b.fill(tile, Vertical(2, 38, rim.Lighter(0.35), rim.Darker(0.25)))
	face := RoundRect(5, 5, 30, 30, 3)
	b.fill(face, Grain{Radial{P(16, 13), 30, []Stop{{0, Hex(0x5a524e)}, {1, Hex(0x262120)}}}, 0.12, 4, 4, uint32(40 + t.Damage)})
	b.inset(face, 1.2, 1, Color{0, 0, 0, 0.5})
	for _, p := range []Pt{P(7.5, 7.5), P(32.5, 7.5), P(7.5, 32.5), P(32.5, 32.5)} {
		b.fill(Circle(p, 1.3), Hex(0xa89f96))
	}
	// Spikes along the bottom, one per point of damage.
	for i := 0; i < t.Damage; i++ {
		x := 20 + (float64(i)-float64(t.Damage-1)/2)*7.5
		b.inked(Polygon(P(x-3.2, 34), P(x+3.2, 34), P(x, 25)), 0.8, Vertical(25, 34, Hex(0xf2f4f6), Hex(0x9aa4ae)))
	}
	hmdPip(b, t.Colour, P(13.5, 14), 8.5)
	b.num(fc, itoa(t.Damage), P(27.5, 14.5), 15, 12, Hex(0xffe4d8), 1.3)
}

// hmdRoom draws a monster room token (76x40 units): a gate under a stone
// arch on the left, the size on the right.
func hmdRoom(b hmdB, fc faces, n int) {
	tile := RoundRect(2, 2, 72, 36, 6)
	b.shadow(tile, 0, 1.5, 1.5, Color{0, 0, 0, 0.45})
	b.fill(RoundRect(1, 1, 74, 38, 7), ink)
	stone := Hex(0x7a6f86)
	b.fill(tile, Grain{Vertical(2, 38, stone.Lighter(0.2), stone.Darker(0.35)), 0.16, 5, 3, uint32(60 + n)})
	// Masonry joints.
	var joints Path
	for row := 0; row < 3; row++ {
		y := 3 + float64(row)*12
		joints.Append(StrokeButt(0.8, P(3, y+12), P(73, y+12)))
		for x := 6 + float64(row%2)*9; x < 73; x += 18 {
			joints.Append(StrokeButt(0.8, P(x, y), P(x, y+12)))
		}
	}
	b.clip(joints, tile, ink.Alpha(0.35))
	// The gate: a dark arch with a portcullis and red eyes behind it.
	var arch Path
	arch.MoveTo(P(8, 37))
	arch.LineTo(P(8, 18))
	arch.CubeTo(P(8, 8), P(34, 8), P(34, 18))
	arch.LineTo(P(34, 37))
	arch.Close()
	arch = hmdCW(arch)
	b.edge(arch, 2.2, goldDark.Darker(0.3))
	b.fill(arch, Vertical(9, 37, Hex(0x120a10), Hex(0x2c1a22)))
	b.fill(Join(almond(P(16.5, 24), 2.4, 1.3), almond(P(25.5, 24), 2.4, 1.3)), Hex(0xff5030))
	var bars Path
	for x := 12.0; x <= 30; x += 4.5 {
		bars.Append(StrokeButt(1.3, P(x, 9), P(x, 37)))
	}
	bars.Append(StrokeButt(1.3, P(8, 20), P(34, 20)), StrokeButt(1.3, P(8, 29), P(34, 29)))
	b.clip(bars, arch, hmdIron.Lighter(0.2))
	// Size: a shield with the number, and one pip per monster it holds.
	sh := shieldPath(P(54, 17), 12)
	b.edge(sh, 1.2, ink)
	b.fill(sh, goldPaint(4, 31))
	b.fill(shieldPath(P(54, 17), 9.5), hmdLit(P(54, 17), 10, Hex(0x5b2f7a)))
	b.num(fc, itoa(n), P(54, 17), 11, 12, White, 0)
	for i := 0; i < n; i++ {
		at := P(54+(float64(i)-float64(n-1)/2)*6.2, 33.5)
		b.inked(Circle(at, 2.1), 0.7, goldLight)
	}
}
