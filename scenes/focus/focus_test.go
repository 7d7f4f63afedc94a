package focus

import "testing"

func TestStep(t *testing.T) {
	all := func(int) bool { return true }
	odd := func(i int) bool { return i%2 == 1 }
	none := func(int) bool { return false }
	tests := []struct {
		name        string
		cur, n, dir int
		enabled     func(int) bool
		want        int
	}{
		{"first from none", None, 4, 1, all, 0},
		{"last from none backwards", None, 4, -1, all, 3},
		{"forward", 1, 4, 1, all, 2},
		{"wraps forward", 3, 4, 1, all, 0},
		{"wraps back", 0, 4, -1, all, 3},
		{"skips disabled", 1, 6, 1, odd, 3},
		{"skips disabled back", 1, 6, -1, odd, 5},
		{"first enabled", None, 6, 1, odd, 1},
		{"nothing enabled", 2, 4, 1, none, None},
		{"no items", None, 0, 1, all, None},
		{"only one", 0, 1, 1, all, 0},
		{"stale index", 9, 3, 1, all, 0},
		{"nil means all", 0, 3, 1, nil, 1},
	}
	for _, tt := range tests {
		if got := Step(tt.cur, tt.n, tt.dir, tt.enabled); got != tt.want {
			t.Errorf("%s: Step(%d,%d,%d) = %d, want %d", tt.name, tt.cur, tt.n, tt.dir, got, tt.want)
		}
	}
}

func TestRingCyclesEveryEnabledItemOnce(t *testing.T) {
	enabled := func(i int) bool { return i != 2 }
	r := NewRing()
	seen := map[int]int{}
	for range 8 {
		seen[r.Next(5, enabled)]++
	}
	if seen[2] != 0 || seen[0] != 2 || seen[4] != 2 {
		t.Errorf("two rounds visited %v", seen)
	}
	r.Index = 4
	r.Clamp(3, enabled)
	if r.Index != None {
		t.Errorf("Clamp kept stale index %d", r.Index)
	}
	r.Index = 1
	if r.Prev(5, enabled) != 0 || r.Prev(5, enabled) != 4 {
		t.Error("Prev does not wrap")
	}
}
