package engine

import (
	"math/rand/v2"
	"testing"
)

func TestRNGMatchesMathRand(t *testing.T) {
	for _, seed := range []uint64{0, 1, 42, 1 << 63} {
		r := NewRNG(seed)
		std := rand.NewPCG(r.Hi, r.Lo)
		for i := range 1000 {
			if a, b := r.Uint64(), std.Uint64(); a != b {
				t.Fatalf("seed %d draw %d: got %x, math/rand/v2 PCG gives %x", seed, i, a, b)
			}
		}
	}
}

func TestRNGIntNUniformAndInRange(t *testing.T) {
	r := NewRNG(7)
	var counts [6]int
	for range 60000 {
		v := r.IntN(6)
		if v < 0 || v >= 6 {
			t.Fatalf("IntN(6) gave %d", v)
		}
		counts[v]++
	}
	for f, c := range counts {
		if c < 9400 || c > 10600 {
			t.Errorf("face %d came %d times in 60000, want about 10000", f, c)
		}
	}
}

func TestRNGStateRoundTripContinuesSequence(t *testing.T) {
	r := NewRNG(99)
	r.Uint64()
	b, err := r.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	var back RNG
	if _, err := back.UnmarshalMsg(b); err != nil {
		t.Fatal(err)
	}
	for range 10 {
		if r.Uint64() != back.Uint64() {
			t.Fatal("a reloaded RNG does not continue the same sequence")
		}
	}
}

func TestDieRollsEveryFace(t *testing.T) {
	r := NewRNG(3)
	for _, d := range []Die{D4, D6, D8, D10, D12, D20} {
		seen := map[int]bool{}
		for range 2000 {
			f := d.Roll(&r)
			if f < 1 || f > d.Faces {
				t.Fatalf("%s rolled %d", d.ID, f)
			}
			seen[f] = true
		}
		if len(seen) != d.Faces {
			t.Errorf("%s showed %d of %d faces in 2000 rolls", d.ID, len(seen), d.Faces)
		}
	}
}
