package play

import (
	"errors"
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// mustAway is ThinkAway's ready, failing the test if the decision is not
// thought away.
func mustAway(t *testing.T, s *Session) bool {
	t.Helper()
	ready, away := s.ThinkAway()
	if !away {
		t.Fatal("the decision is not thought away")
	}
	return ready
}

// playAway is playOut with every decision thought on its own goroutine;
// every third decision is called off once (Close) and carried on by Think,
// as when the menu opens mid-thought.
func playAway(t *testing.T, s *Session) []engine.Action {
	t.Helper()
	return playWith(t, s, func(n int) bool {
		if n%3 != 2 {
			return mustAway(t, s)
		}
		mustAway(t, s)
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		for !s.Think(16) {
		}
		return true
	})
}

// onGoroutines makes the test think away on goroutines whatever the
// machine's cores, with no remote worker.
func onGoroutines(t *testing.T) {
	t.Helper()
	can, remote := CanThinkAway, Remote
	CanThinkAway, Remote = true, nil
	t.Cleanup(func() { CanThinkAway, Remote = can, remote })
}

func TestThinkingAwayPlaysTheSameGame(t *testing.T) {
	onGoroutines(t)
	for _, game := range []string{"climb", "herohouse", "heromustdie"} {
		seats := "normal,easy"
		switch {
		case testing.Short() && game != "climb":
			continue // the race detector slows a game twentyfold
		case game == "heromustdie":
			seats = "easy,greedy" // Normal takes seconds a decision here
		}
		here := playOut(t, newSession(t, game, seats, 5, nil))
		there := playAway(t, newSession(t, game, seats, 5, nil))
		if !slices.Equal(here, there) {
			t.Errorf("%s: thinking away changed the game:\nhere  %v\nthere %v", game, here, there)
		}
	}
}

// A decision being thought away is called off by PlayBot without a race
// on the bot (run with -race), and the session plays on. An undo on the
// bot's turn is refused (the human's move gave the bot the turn) and
// leaves the bot thinking.
func TestThinkingAwayCanBeCalledOff(t *testing.T) {
	onGoroutines(t)
	s := newSession(t, "tictactoe", "human,normal", 3, nil)
	toBot := func() {
		t.Helper()
		for !s.BotTurn() {
			if err := s.Play(s.Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	toBot()
	before := len(s.Match.Log)
	mustAway(t, s)
	if err := s.Undo(); !errors.Is(err, engine.ErrNoUndo) || s.CanUndo() {
		t.Fatalf("Undo while the bot thinks away: %v", err)
	}
	if len(s.Match.Log) != before || !s.BotTurn() {
		t.Fatalf("after the refused undo: %d actions (want %d), bot turn %v", len(s.Match.Log), before, s.BotTurn())
	}
	toBot()
	mustAway(t, s)
	if _, err := s.PlayBot(); err != nil { // mid-thought: its best so far
		t.Fatalf("PlayBot while thinking away: %v", err)
	}
	for s.BotTurn() {
		for !mustAway(t, s) {
		}
		if _, err := s.PlayBot(); err != nil {
			t.Fatal(err)
		}
	}
	if ready, _ := s.ThinkAway(); !s.Over() && ready {
		t.Error("ThinkAway on a human's turn reported a decision")
	}
}
