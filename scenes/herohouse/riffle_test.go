package herohouse

import (
	"math"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// The riffle shows the same backs all the way through, never a face; it
// starts and ends as one pile at the draw pile and parts into two halves
// in between.
func TestRifflePoses(t *testing.T) {
	mid := DrawPile.Center()
	for i := 0; i <= 100; i++ {
		k := float64(i) / 100
		poses := RifflePoses(k)
		if len(poses) != riffleCards {
			t.Fatalf("k %.2f: %d cards, want %d", k, len(poses), riffleCards)
		}
		for _, p := range poses {
			if p.FaceUp || p.Card != hh.Hidden {
				t.Fatalf("k %.2f: a card of the riffle shows its face", k)
			}
		}
	}
	for _, k := range []float64{0, 1} {
		for j, p := range RifflePoses(k) {
			if math.Abs(p.X-mid.X) > 6 || math.Abs(p.Y-mid.Y) > 10 || p.Angle != 0 {
				t.Errorf("k %.0f: card %d at (%.1f, %.1f) turned %.2f, not squared on the draw pile", k, j, p.X, p.Y, p.Angle)
			}
		}
	}
	left, right := 0, 0
	for _, p := range RifflePoses(riffleSplit) {
		switch {
		case p.X < mid.X-riffleApart/2:
			left++
		case p.X > mid.X+riffleApart/2:
			right++
		}
	}
	if left != riffleCards/2 || right != riffleCards/2 {
		t.Errorf("parted: %d cards to the left and %d to the right, want %d each", left, right, riffleCards/2)
	}
}

// Every hand starts with the deck riffled at the draw pile, after the last
// hand is gathered and before the first card is dealt; its length follows
// the speed setting.
func TestShuffleAtEveryHandStart(t *testing.T) {
	for _, sp := range []prefs.Speed{prefs.Normal, prefs.Fast, prefs.Instant} {
		t.Run(string(sp), func(t *testing.T) {
			st, err := hh.New(3, 21)
			if err != nil {
				t.Fatal(err)
			}
			q := NewQueue(Blank(st), 0)
			shuffles, hands := 0, 0
			check := func(events []engine.Event, now int) {
				before := len(q.Steps)
				q.Add(events, FromState(st), now, sp.Frames)
				steps := q.Steps[before:]
				var riffle *Step
				for i, s := range steps {
					switch {
					case s.Kind == StepShuffle:
						shuffles++
						riffle = s
						if i == 0 || steps[i-1].Kind != StepSweep || steps[i-1].End() != s.Start {
							t.Errorf("hand %d: the riffle does not follow the gathering of the cards", hands)
						}
						if s.Dur != sp.Frames(riffleTicks) {
							t.Errorf("hand %d: the riffle lasts %d ticks, want %d", hands, s.Dur, sp.Frames(riffleTicks))
						}
					case s.Kind == StepCard && s.From == "draw" && riffle != nil && s.Start < riffle.End():
						t.Errorf("hand %d: a card is dealt at tick %d, before the riffle ends at %d", hands, s.Start, riffle.End())
					}
				}
				for _, ev := range events {
					if ev.Kind == engine.EvShuffle && ev.Zone == "draw" {
						hands++
					}
				}
				// Play it out.
				for t := now; q.Busy(); t++ {
					q.Advance(t)
				}
			}
			check(st.Events(), 0)
			greedy := scenetest.Greedy(21)
			now := 0
			for n := 0; !st.IsTerminal() && n < 3000; n++ {
				if err := st.Apply(greedy(st)); err != nil {
					t.Fatal(err)
				}
				now += 1000
				check(st.Events(), now)
			}
			if hands < 2 || shuffles != hands || hands != st.HandNo {
				t.Errorf("%d hands played, %d shuffled by the engine, %d riffles shown", st.HandNo, hands, shuffles)
			}
		})
	}
}

// At normal speed the table riffles the deck before the first deal, the
// draw pile's cards left to the riffle; a click skips it with the rest.
func TestRiffleShownAndSkipped(t *testing.T) {
	s := newSession(t, "greedy,greedy", 2)
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	seen := false
	for i := 0; i < 120 && !seen; i++ {
		h.Idle(t, 1)
		seen = table.shuffling()
	}
	if !seen {
		t.Fatal("no riffle in the first 120 frames")
	}
	h.Click(t, Wilderness.Center())
	if table.shuffling() || table.q.Busy() {
		t.Error("a click did not skip the riffle")
	}
	if table.q.Board.Draw == 0 {
		t.Error("after the skip the draw pile is empty")
	}
}
