package enginetest

import (
	"bytes"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/toys"
)

func TestRewriteRNGsFindsEveryGenerator(t *testing.T) {
	climb := toys.NewClimb(3, 9)
	climb.Apply(climb.LegalActions(nil)[0])
	tests := []struct {
		name string
		s    engine.State
		want int
	}{
		{"climb", climb, 1},
		{"tictactoe", &toys.TicTacToe{}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := enc(tt.s)
			same, n, err := rewriteRNGs(b, func(r engine.RNG) engine.RNG { return r })
			if err != nil || n != tt.want {
				t.Fatalf("found %d RNGs (err %v), want %d", n, err, tt.want)
			}
			if !bytes.Equal(same, b) {
				t.Errorf("rewriting each RNG as itself changed the encoding: %s", diff(b, same))
			}
			c := &gameCase{info: mustInfo(t, tt.s.GameID())}
			r := engine.NewRNG(1)
			other, ok := c.otherFuture(tt.s, &r)
			if ok != (tt.want > 0) {
				t.Fatalf("otherFuture ok = %v", ok)
			}
			if !ok {
				return
			}
			ob := enc(other)
			if bytes.Equal(ob, b) {
				t.Error("otherFuture left the RNG as it was")
			}
			if !bytes.Equal(zeroRNGs(ob), zeroRNGs(b)) {
				t.Error("otherFuture changed more than the RNG")
			}
			if got := other.(*toys.Climb).RNG; got == (engine.RNG{}) || got == climb.RNG {
				t.Errorf("decoded RNG is %+v", got)
			}
		})
	}
}

func TestRewriteRNGsRejectsGarbage(t *testing.T) {
	for _, b := range [][]byte{{0xc1}, {0x92, 0x01}, append(enc(&toys.TicTacToe{}), 0x01)} {
		if _, _, err := rewriteRNGs(b, func(r engine.RNG) engine.RNG { return r }); err == nil {
			t.Errorf("% x: no error", b)
		}
	}
}

func TestSpread(t *testing.T) {
	tests := []struct {
		n, k int
		want []int
	}{
		{0, 3, []int{}},
		{2, 3, []int{0, 1}},
		{10, 3, []int{0, 4, 9}},
		{100, 5, []int{0, 24, 49, 74, 99}},
	}
	for _, tt := range tests {
		got := spread(tt.n, tt.k)
		if len(got) != len(tt.want) {
			t.Errorf("spread(%d, %d) = %v, want %v", tt.n, tt.k, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("spread(%d, %d) = %v, want %v", tt.n, tt.k, got, tt.want)
				break
			}
		}
	}
}

func mustInfo(t *testing.T, id string) engine.Info {
	t.Helper()
	info, ok := engine.Lookup(id)
	if !ok {
		t.Fatalf("%s is not registered", id)
	}
	return info
}
