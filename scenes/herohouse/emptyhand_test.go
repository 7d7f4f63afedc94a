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

// botCaption plays greedy seats on until want holds with a bot to move,
// then shows its move on a table at normal speed: the move's caption and
// its normal length. ok is false when the seed never got there, or the
// move ended the hand or changed what want says (its end keeps its pace).
func botCaption(t *testing.T, seed uint64, want func(st *hh.State) bool) (caption *Step, normal int, ok bool, table *Table) {
	t.Helper()
	s := newSession(t, "human,greedy,greedy", seed)
	if !scenetest.ReachWith(t, s, 3000, 16, scenetest.Greedy(seed), func(st *hh.State) bool {
		return want(st) && st.Phase != hh.PhOver && st.HandNo > 0 && st.CurrentPlayer() == 1
	}) {
		return nil, 0, false, nil
	}
	hand := s.Match.State.(*hh.State).HandNo
	table = New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	h.Enter()
	moves := len(s.Match.Log)
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
	if st := s.Match.State.(*hh.State); st.HandNo != hand || table.summaryFor(moves) != nil || !want(st) {
		return nil, 0, false, nil
	}
	return caption, prefs.Normal.Frames(captionTicks(caption.Text)), true, table
}

// Play-test 21 #11: another seat's move in a hand with nothing left to
// win shows quicker: its caption lasts a third of its normal length.
func TestMovesWithNothingToWinShowQuicker(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		caption, normal, ok, _ := botCaption(t, seed, func(st *hh.State) bool { return st.Treasure == 0 })
		if !ok {
			continue
		}
		if caption.Dur > normal/quietPace+1 {
			t.Errorf("seed %d: with nothing to win, %q shows %d ticks, want about a third of %d", seed, caption.Text, caption.Dur, normal)
		}
		return
	}
	t.Skip("no seed emptied the treasure with a bot to move")
}

// Play-test 30: out of a hand on the only turn, the player watched the
// bots finish it for two minutes. Once the viewer is out, the others'
// moves show at half their length.
func TestMovesShowQuickerOnceYouAreOut(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		caption, normal, ok, table := botCaption(t, seed, func(st *hh.State) bool { return st.Seats[0].Out && st.Treasure > 0 })
		if !ok {
			continue
		}
		if caption.Dur > normal/outPace+1 || caption.Dur < normal/quietPace {
			t.Errorf("seed %d: out of the hand, %q shows %d ticks, want about half of %d", seed, caption.Text, caption.Dur, normal)
		}
		if d := table.asking().Detail; !strings.Contains(d, "You are out of this hand") {
			t.Errorf("seed %d: out of the hand, the prompt says %q", seed, d)
		}
		return
	}
	t.Skip("no seed put the human out with a bot to move")
}
