package herohouse

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test pt7 #7: while a new hand's title says the treasure after the
// ante ("ante: treasure 3"), the treasure on the table shows that number,
// not the last hand's 0 until the tokens land.
func TestTreasureAgreesWithTheHandsTitle(t *testing.T) {
	st, err := hh.New(3, 4)
	if err != nil {
		t.Fatal(err)
	}
	frames := func(n int) int { return n }
	q := NewQueue(Blank(st), 0)
	now, titles := 0, 0
	play := func(events []engine.Event) {
		q.Add(events, FromState(st), now, frames)
		for q.Busy() && now < 1_000_000 {
			now++
			q.Advance(now)
			for _, s := range q.Active() {
				if (s.Kind == StepSweep || s.Kind == StepShuffle) && is(s.Says, hh.CodeHand) {
					titles++
					if want := s.Says.Arg(3); q.Board.Treasure != want {
						t.Fatalf("tick %d: the title of hand %d says treasure %d, the table shows %d", now, s.Says.Arg(0), want, q.Board.Treasure)
					}
				}
			}
		}
	}
	play(st.Events())
	greedy := scenetest.Greedy(4)
	for step := 0; !st.IsTerminal() && step < 3000; step++ {
		if err := st.Apply(greedy(st)); err != nil {
			t.Fatal(err)
		}
		play(st.Events())
	}
	if titles == 0 {
		t.Fatal("no hand's title showed")
	}
}
