package engine

import "math/bits"

// RNG is math/rand/v2's PCG-DXSM generator with its 128-bit state in exported
// fields, so that it is saved with the game and a loaded game rolls exactly
// what the unsaved one would have. TestRNGMatchesMathRand keeps it in step
// with the standard library.
type RNG struct {
	Hi uint64 `msg:"hi"`
	Lo uint64 `msg:"lo"`
}

// NewRNG seeds a generator from one 64-bit seed.
func NewRNG(seed uint64) RNG {
	return RNG{Hi: seed, Lo: seed ^ 0x9e3779b97f4a7c15}
}

// Seeded is NewRNG as a pointer, for one-off use.
func Seeded(seed uint64) *RNG { r := NewRNG(seed); return &r }

func (r *RNG) next() (hi, lo uint64) {
	const (
		mulHi = 2549297995355413924
		mulLo = 4865540595714422341
		incHi = 6364136223846793005
		incLo = 1442695040888963407
	)
	hi, lo = bits.Mul64(r.Lo, mulLo)
	hi += r.Hi*mulLo + r.Lo*mulHi
	lo, c := bits.Add64(lo, incLo, 0)
	hi, _ = bits.Add64(hi, incHi, c)
	r.Lo, r.Hi = lo, hi
	return hi, lo
}

// Uint64 returns a uniformly random 64-bit value.
func (r *RNG) Uint64() uint64 {
	hi, lo := r.next()
	const cheapMul = 0xda942042e4dd58b5
	hi ^= hi >> 32
	hi *= cheapMul
	hi ^= hi >> (3 * 16)
	hi *= lo | 1
	return hi
}

// IntN returns a uniform int in [0,n); it panics if n <= 0.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		panic("engine: RNG.IntN with n <= 0")
	}
	// Lemire's nearly-divisionless bounded random number.
	un := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), un)
		}
	}
	return int(hi)
}

// Float64 returns a uniform float in [0,1).
func (r *RNG) Float64() float64 { return float64(r.Uint64()<<11>>11) / (1 << 53) }

// Shuffle permutes n elements with Fisher–Yates, calling swap(i, j).
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// Fork derives an independent generator (for a bot or a determinization)
// and advances r.
func (r *RNG) Fork() RNG { return RNG{Hi: r.Uint64(), Lo: r.Uint64()} }
