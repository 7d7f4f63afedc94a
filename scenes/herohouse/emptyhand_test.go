package herohouse

import (
	"strings"
	"testing"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test 21 #11: a hand goes on after its treasure is empty (the game
// ends at the end of a hand, R25), with nothing left to win. The top bar
// says so, and that the game then ends if someone has the points.
func TestEmptyTreasureSaysWhyTheHandGoesOn(t *testing.T) {
	b := fullBoard(3, 4, 1)
	b.HandNo, b.Treasure, b.Scores = 6, 0, []int{3, 11, 2}
	if w := emptyWords(b); !strings.Contains(w, "game ends with this hand") {
		t.Errorf("an empty treasure with 11 points at the table reads %q", w)
	}
	b.Scores = []int{3, 8, 2}
	if w := emptyWords(b); !strings.Contains(w, "nothing more to win") {
		t.Errorf("an empty treasure short of the goal reads %q", w)
	}
	b.Treasure = 2
	if w := emptyWords(b); w != "" {
		t.Errorf("a treasure of 2 reads %q", w)
	}
}

// Play-test 21 #11: another seat's move in a hand with nothing left to
// win shows quicker: its caption lasts a third of its normal length.
func TestMovesWithNothingToWinShowQuicker(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		found := scenetest.ReachWith(t, s, 3000, 16, scenetest.Greedy(seed), func(st *hh.State) bool {
			return st.Treasure == 0 && st.Phase != hh.PhOver && st.HandNo > 0 && st.CurrentPlayer() == 1
		})
		if !found {
			continue
		}
		hand := s.Match.State.(*hh.State).HandNo
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Normal)
		h.Enter()
		moves := len(s.Match.Log)
		var caption *Step
		for range 2000 {
			h.Idle(t, 1)
			for _, st := range table.q.Active() {
				if st.Kind == StepCaption && caption == nil && len(s.Match.Log) > moves {
					caption = st
				}
			}
			if caption != nil {
				break
			}
		}
		if caption == nil {
			t.Fatalf("seed %d: the bot's move showed no caption", seed)
		}
		if st := s.Match.State.(*hh.State); st.HandNo != hand || table.summaryFor(moves) != nil {
			continue // the move ended the hand: its end keeps its pace
		}
		if normal := prefs.Normal.Frames(captionTicks(caption.Text)); caption.Dur > normal/quietPace+1 {
			t.Errorf("seed %d: with nothing to win, %q shows %d ticks, want about a third of %d", seed, caption.Text, caption.Dur, normal)
		}
		return
	}
	t.Skip("no seed emptied the treasure with a bot to move")
}
