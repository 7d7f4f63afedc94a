package tween

import (
	"math"
	"testing"
)

func TestEasesFixEnds(t *testing.T) {
	eases := map[string]Ease{
		"Linear": Linear, "InQuad": InQuad, "OutQuad": OutQuad, "OutCubic": OutCubic,
		"InOutCubic": InOutCubic, "OutBack": OutBack, "OutBounce": OutBounce,
	}
	for name, e := range eases {
		if v := e(0); math.Abs(v) > 1e-9 {
			t.Errorf("%s(0) = %v, want 0", name, v)
		}
		if v := e(1); math.Abs(v-1) > 1e-9 {
			t.Errorf("%s(1) = %v, want 1", name, v)
		}
	}
	// Shapes: an out-ease is ahead of linear at the middle, an in-ease behind.
	if OutCubic(0.5) <= 0.5 || InQuad(0.5) >= 0.5 || math.Abs(InOutCubic(0.5)-0.5) > 1e-9 {
		t.Error("ease shapes wrong at t=0.5")
	}
	overshoot := false
	for i := 0; i <= 100; i++ {
		if OutBack(float64(i)/100) > 1 {
			overshoot = true
		}
	}
	if !overshoot {
		t.Error("OutBack never overshoots")
	}
}

func TestProgress(t *testing.T) {
	tests := []struct {
		now, start, dur int
		want            float64
	}{
		{0, 10, 20, 0},
		{10, 10, 20, 0},
		{20, 10, 20, 0.5},
		{30, 10, 20, 1},
		{99, 10, 20, 1},
		{5, 10, 0, 1}, // instant
	}
	for _, tt := range tests {
		if got := Progress(tt.now, tt.start, tt.dur); got != tt.want {
			t.Errorf("Progress(%d,%d,%d) = %v, want %v", tt.now, tt.start, tt.dur, got, tt.want)
		}
	}
}

func TestTweenAndMove(t *testing.T) {
	tw := Tween{From: 100, To: 200, Start: 0, Dur: 10}
	if tw.At(5) != 150 || tw.At(-3) != 100 || tw.At(50) != 200 {
		t.Errorf("tween values %v %v %v", tw.At(5), tw.At(-3), tw.At(50))
	}
	if tw.Done(9) || !tw.Done(10) {
		t.Error("tween Done wrong")
	}
	m := Move{From: Point{0, 100}, To: Point{100, 100}, Dur: 10, Ease: Linear, Arc: 20}
	if p := m.At(5); p.X != 50 || p.Y != 80 {
		t.Errorf("arc midpoint = %v, want (50,80)", p)
	}
	if p := m.At(10); p != (Point{100, 100}) {
		t.Errorf("end = %v", p)
	}
	if p := (Move{From: Point{1, 2}, To: Point{3, 4}}).At(0); p != (Point{3, 4}) {
		t.Errorf("zero-length move not at its end: %v", p)
	}
}

func TestPulse(t *testing.T) {
	if Pulse(0, 60) != 0 || math.Abs(Pulse(30, 60)-1) > 1e-9 || Pulse(60, 60) != 0 {
		t.Errorf("pulse %v %v %v", Pulse(0, 60), Pulse(30, 60), Pulse(60, 60))
	}
}
