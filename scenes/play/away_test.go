package play

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

// playAway is playOut with every decision thought on its own goroutine;
// every third decision is called off once (Close) and carried on by Think,
// as when the menu opens mid-thought.
func playAway(t *testing.T, s *Session) []engine.Action {
	t.Helper()
	var acts []engine.Action
	for n := 0; !s.Over(); n++ {
		if n%3 == 2 {
			s.ThinkAway()
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			for !s.Think(16) {
			}
		} else {
			for !s.ThinkAway() {
			}
		}
		a, err := s.PlayBot()
		if err != nil {
			t.Fatalf("bot action refused: %v", err)
		}
		acts = append(acts, a)
	}
	return acts
}

func TestThinkingAwayPlaysTheSameGame(t *testing.T) {
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

// A decision being thought away is called off by PlayBot and Undo without
// a race on the bot (run with -race), and the session plays on.
func TestThinkingAwayCanBeCalledOff(t *testing.T) {
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
	s.ThinkAway()
	if !s.CanUndo() {
		t.Fatal("a tic-tac-toe move cannot be undone")
	}
	if err := s.Undo(); err != nil {
		t.Fatalf("Undo while the bot thinks away: %v", err)
	}
	if len(s.Match.Log) != before-1 || s.BotTurn() {
		t.Fatalf("after the undo: %d actions (want %d), bot turn %v", len(s.Match.Log), before-1, s.BotTurn())
	}
	toBot()
	s.ThinkAway()
	if _, err := s.PlayBot(); err != nil { // mid-thought: its best so far
		t.Fatalf("PlayBot while thinking away: %v", err)
	}
	for s.BotTurn() {
		for !s.ThinkAway() {
		}
		if _, err := s.PlayBot(); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Over() && s.ThinkAway() {
		t.Error("ThinkAway on a human's turn reported a decision")
	}
}
