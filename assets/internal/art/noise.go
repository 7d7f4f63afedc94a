package art

import "math"

// Hash2 is a fixed integer hash of a lattice point: the only source of
// "randomness" in the art, so every run draws the same pixels.
func Hash2(x, y int, seed uint32) float64 {
	h := uint32(x)*0x8da6b343 ^ uint32(y)*0xd8163841 ^ seed*0xcb1ab31f
	h ^= h >> 13
	h *= 0x5bd1e995
	h ^= h >> 15
	return float64(h&0xffffff) / float64(0x1000000)
}

// valueNoise is smooth noise in [0, 1] with features about 1 unit apart.
func valueNoise(x, y float64, seed uint32) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	ix, iy := int(x0), int(y0)
	a := Hash2(ix, iy, seed)
	b := Hash2(ix+1, iy, seed)
	c := Hash2(ix, iy+1, seed)
	d := Hash2(ix+1, iy+1, seed)
	return a + (b-a)*sx + (c-a)*sy + (a-b-c+d)*sx*sy
}

// fbm sums three octaves of value noise, in [0, 1].
func fbm(x, y float64, seed uint32) float64 {
	return (valueNoise(x, y, seed)*4 + valueNoise(2*x, 2*y, seed+1)*2 + valueNoise(4*x, 4*y, seed+2)) / 7
}
