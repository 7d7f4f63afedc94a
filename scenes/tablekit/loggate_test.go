package tablekit

import "testing"

// step and line are test stand-ins for a table's animation step and log
// line.
type step struct {
	start   int
	started bool
}

func (s *step) Begins() int { return s.start }
func (s *step) Begun() bool { return s.started }

type line struct {
	entry, event int
	action       bool
}

func (l line) GateKey() (int, int, bool) { return l.entry, l.event, l.action }

func TestLogGateShown(t *testing.T) {
	s1, s2, s3 := &step{start: 10}, &step{start: 5}, &step{start: 20}
	lines := []line{
		{entry: 0, event: -1, action: true}, // an older entry, not held
		{entry: 1, event: -1, action: true}, // waits for the first step made: s2
		{entry: 1, event: 0},                // waits for s1
		{entry: 1, event: 1},                // no step of its own
		{entry: 1, event: 2},                // waits for s3
	}
	var g LogGate[*step, line]
	g.Hold(1, []*step{s1, nil, s3, s2})
	for _, tt := range []struct {
		name    string
		started []*step
		busy    bool
		want    int
	}{
		{"nothing begun", nil, true, 1},
		{"the action's first step begun", []*step{s2}, true, 2},
		{"its event's step begun", []*step{s1}, true, 4},
		{"every step begun", []*step{s3}, true, 5},
	} {
		for _, s := range tt.started {
			s.started = true
		}
		if got := g.Shown(lines, tt.busy); got != tt.want {
			t.Errorf("%s: %d lines show, want %d", tt.name, got, tt.want)
		}
	}
}

func TestLogGateHoldShownAndClear(t *testing.T) {
	made, told := &step{start: 1}, &step{start: 9}
	lines := []line{{entry: 3, event: -1, action: true}, {entry: 3, event: 0}}
	var g LogGate[*step, line]
	g.HoldShown(3, []*step{made}, []*step{told})
	if got := g.WaitsFor(lines[1]); got != told {
		t.Fatalf("the event's line waits for %v, want the step shown instead", got)
	}
	made.started = true
	if got := g.Shown(lines, true); got != 1 {
		t.Errorf("%d lines show before the told step begins, want 1", got)
	}
	if got := g.Shown(lines, false); got != 2 {
		t.Errorf("%d lines show once nothing is animated, want 2", got)
	}
	if got := g.WaitsFor(lines[1]); got != nil {
		t.Errorf("after the animation the line still waits for %v", got)
	}
}
