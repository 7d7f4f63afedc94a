package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// The shift of duty is a step of its own: when it begins (when the log
// tells it) the table shows the new duty ring, so the panels and posts say
// who is first player with the log's line, not after the turn's banners;
// the guards' tokens glide from their old posts to their new ones.
func TestShiftOfDutyShowsWithItsLine(t *testing.T) {
	m, _ := playLogged(t, 3, 4)
	replay, err := engine.NewMatch(m.Setup)
	if err != nil {
		t.Fatal(err)
	}
	shifts := 0
	for _, e := range m.Log {
		prev := ViewOf(replay.State.(*hmd.State), 0)
		if err := replay.Apply(e.Action); err != nil {
			t.Fatal(err)
		}
		i := -1
		for j, ev := range e.Events {
			if ev.Kind == engine.EvGame && ev.Code == hmd.CodeShift {
				i = j
			}
		}
		if i < 0 {
			continue
		}
		shifts++
		q := NewQueue(prev)
		made := q.Add(e, Mask(e.Events, 0), ViewOf(replay.State.(*hmd.State), 0), 0, func(n int) int { return n })
		s := made[i]
		if s == nil || s.Kind != StepShift || s.Dur <= 0 {
			t.Fatalf("move %d: the shift makes step %+v", len(q.Steps), s)
		}
		first := int8(e.Events[i].Arg(0))
		q.Advance(s.Start - 1)
		if q.Shown.Ring[0] == first {
			t.Fatalf("the ring shows %v before the shift", q.Shown.Ring)
		}
		q.Advance(s.Start)
		if q.Shown.Ring[0] != first || q.Shown == q.Final {
			t.Fatalf("at the shift's start: ring %v (want %d first), the final state shown %v", q.Shown.Ring, first, q.Shown == q.Final)
		}
		if len(s.glides) != len(prev.Ring) {
			t.Fatalf("%d tokens glide for %d guards", len(s.glides), len(prev.Ring))
		}
		for _, g := range s.glides {
			if g.To != guardToken(q.Shown, g.Seat) || g.From != guardToken(prev, g.Seat) {
				t.Errorf("seat %d glides %v → %v", g.Seat, g.From, g.To)
			}
		}
	}
	if shifts < 5 {
		t.Fatalf("only %d shifts in a whole game", shifts)
	}
}

// A mage's colour and floor show on its panel when the log tells them,
// not after the other seats' choices of the same move.
func TestSetupChoicesShowWithTheirLines(t *testing.T) {
	m, _ := playLogged(t, 3, 4)
	replay, err := engine.NewMatch(m.Setup)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]int{}
	for _, e := range m.Log {
		prev := ViewOf(replay.State.(*hmd.State), 0)
		if err := replay.Apply(e.Action); err != nil {
			t.Fatal(err)
		}
		q := NewQueue(prev)
		made := q.Add(e, Mask(e.Events, 0), ViewOf(replay.State.(*hmd.State), 0), 0, func(n int) int { return n })
		for i, ev := range e.Events {
			if ev.Kind != engine.EvGame || ev.Code != hmd.CodeColour && ev.Code != hmd.CodeFloorTaken || made[i] == nil {
				continue
			}
			q.Advance(made[i].Start)
			got := q.Shown.Seats[ev.Arg(0)].Colour
			if ev.Code == hmd.CodeFloorTaken {
				got = q.Shown.Seats[ev.Arg(0)].Floor
			}
			if int(got) != ev.Arg(1) {
				t.Errorf("move %q, event %d: the panel shows %d, the line %d", e.Text, i, got, ev.Arg(1))
			}
			seen[ev.Code]++
		}
	}
	if seen[hmd.CodeColour] < 2 || seen[hmd.CodeFloorTaken] < 2 {
		t.Fatalf("choices seen: %v", seen)
	}
}

// A caption over the board ("Shift of duty: …") stands on its band while
// its words show at all, fading in or out: the band is near opaque once
// the words are a quarter there (pt28 #9: grey words floated over floor 3
// on a band as faint as they were).
func TestACaptionsWordsStandOnItsBand(t *testing.T) {
	for i := 1; i <= 20; i++ {
		a := float64(i) / 20
		band, words := captionAlpha(a)
		if words >= 0.25 && band < 0.9 {
			t.Errorf("%.2f of the way: words at %.2f on a band at %.2f", a, words, band)
		}
		if band < words*0.9 {
			t.Errorf("%.2f of the way: the band (%.2f) fainter than its words (%.2f)", a, band, words)
		}
	}
}
