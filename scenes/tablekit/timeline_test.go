package tablekit

import "testing"

type testStep struct {
	Span
	name string
}

// Steps laid with Then play one after another; each starts and lands once,
// at its tick; after the last the timeline rests.
func TestTimelinePlaysStepsInOrder(t *testing.T) {
	var tl Timeline[*testStep]
	var got []string
	rested := 0
	tl.Start = func(s *testStep) { got = append(got, "start "+s.name) }
	tl.Land = func(s *testStep) { got = append(got, "land "+s.name) }
	tl.Rest = func() { rested++ }
	a := tl.Then(&testStep{Span: Span{Dur: 10}, name: "a"}, 100)
	b := tl.Then(&testStep{Span: Span{Dur: 5}, name: "b"}, 100)
	if a.Start != 100 || b.Start != 110 || tl.Cursor(100) != 115 {
		t.Fatalf("starts %d %d, cursor %d: want 100 110 115", a.Start, b.Start, tl.Cursor(100))
	}
	for now := 100; now <= 116; now++ {
		tl.Advance(now)
		if now == 105 && (len(tl.Active()) != 1 || tl.Active()[0] != a) {
			t.Fatalf("at 105 the active steps are %v, want a", tl.Active())
		}
	}
	want := []string{"start a", "land a", "start b", "land b"}
	if len(got) != len(want) || rested != 1 || tl.Busy() {
		t.Fatalf("got %v, rested %d, busy %v; want %v, 1, false", got, rested, tl.Busy(), want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
}

// A skipped timeline drops its steps and rests at once; Clear drops them
// without resting; At lays a step at a given tick.
func TestTimelineSkipAndClear(t *testing.T) {
	var tl Timeline[*testStep]
	rested := 0
	tl.Rest = func() { rested++ }
	s := tl.At(&testStep{Span: Span{Dur: 30}}, 7)
	if s.Start != 7 || !tl.Busy() {
		t.Fatalf("At laid the step at %d, busy %v", s.Start, tl.Busy())
	}
	tl.Skip()
	if tl.Busy() || rested != 1 {
		t.Fatalf("after Skip: busy %v, rested %d", tl.Busy(), rested)
	}
	tl.Then(&testStep{Span: Span{Dur: 3}}, 0)
	tl.Clear()
	if tl.Busy() || rested != 1 {
		t.Fatalf("after Clear: busy %v, rested %d", tl.Busy(), rested)
	}
	if got := Spans([]*testStep{nil, s}); got[0] != nil || got[1] != &s.Span {
		t.Fatalf("Spans gave %v", got)
	}
}

// Unlay takes back an unstarted closing step, so that the next entry's
// steps go before it; a started one, or another kind, stays.
func TestTimelineUnlay(t *testing.T) {
	var tl Timeline[*testStep]
	closing := func(s *testStep) bool { return s.name == "change" }
	tl.Then(&testStep{Span: Span{Dur: 10}, name: "roll"}, 0)
	tl.Then(&testStep{Span: Span{Dur: 5}, name: "change"}, 0)
	tl.Unlay(closing)
	if len(tl.Steps) != 1 || tl.Cursor(0) != 10 {
		t.Fatalf("after Unlay: %d steps, cursor %d; want 1, 10", len(tl.Steps), tl.Cursor(0))
	}
	tl.Unlay(closing) // the roll is not a closing step
	if len(tl.Steps) != 1 {
		t.Fatal("Unlay took back a step that does not close")
	}
	c := tl.Then(&testStep{Span: Span{Dur: 5}, name: "change"}, 0)
	tl.Advance(c.Start) // the change has begun
	tl.Unlay(closing)
	if len(tl.Steps) != 2 {
		t.Fatal("Unlay took back a step that had started")
	}
}
