package engine_test

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/toys"
)

func init() {
	// A Climb with a setup option whose "broken" choice makes setup fail.
	info := testInfo("matchtest-opts")
	info.Title = "Option Climb"
	info.Options = []engine.OptionSpec{{Key: "mode", Label: "Mode", Choices: []string{"plain", "broken"}, Default: "plain"}}
	info.New = func(n int, seed uint64, opts engine.Options) (engine.State, error) {
		if opts.Get("mode") == "broken" {
			return nil, errors.New("the broken mode cannot be dealt")
		}
		return toys.NewClimb(n, seed), nil
	}
	engine.Register(info)
}

func humans(n int) []engine.Seat {
	seats := make([]engine.Seat, n)
	for i := range seats {
		seats[i] = engine.Seat{Name: fmt.Sprintf("Seat %d", i+1), Kind: engine.Human}
	}
	return seats
}

func encode(t *testing.T, s engine.State) []byte {
	t.Helper()
	b, err := s.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestNewMatchChecksTheSetup(t *testing.T) {
	tests := []struct {
		name  string
		setup engine.Setup
		want  string
	}{
		{"unknown game", engine.Setup{Game: "nosuch", Seats: humans(2)}, `unknown game "nosuch"`},
		{"too few seats", engine.Setup{Game: "climb", Seats: humans(1)}, "Climb takes 2–4 players, not 1"},
		{"too many seats", engine.Setup{Game: "tictactoe", Seats: humans(3)}, "Tic-tac-toe takes 2–2 players, not 3"},
		{"unknown option", engine.Setup{Game: "matchtest-opts", Seats: humans(2), Options: engine.Options{{Key: "x", Value: "1"}}}, `no option "x"`},
		{"bad choice", engine.Setup{Game: "matchtest-opts", Seats: humans(2), Options: engine.Options{{Key: "mode", Value: "odd"}}}, `"odd" is not one of plain, broken`},
		{"setup fails", engine.Setup{Game: "matchtest-opts", Seats: humans(2), Options: engine.Options{{Key: "mode", Value: "broken"}}}, "Option Climb setup: the broken mode cannot be dealt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := engine.NewMatch(tt.setup)
			if err == nil {
				t.Fatalf("NewMatch accepted it: %+v", m.Setup)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not say %q", err, tt.want)
			}
		})
	}
}

func TestNewMatchFillsInDefaultOptions(t *testing.T) {
	m, err := engine.NewMatch(engine.Setup{Game: "matchtest-opts", Seed: 3, Seats: humans(3)})
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Setup.Options.Get("mode"); got != "plain" {
		t.Errorf("mode is %q, want the default plain", got)
	}
	if m.State.NumPlayers() != 3 || m.Info.ID != "matchtest-opts" || len(m.Log) != 0 {
		t.Errorf("match has %d players, info %q and %d log entries", m.State.NumPlayers(), m.Info.ID, len(m.Log))
	}
	if want := encode(t, toys.NewClimb(3, 3)); !bytes.Equal(encode(t, m.State), want) {
		t.Error("the match's state is not the game set up from its seed")
	}
}

func TestMatchApplyLogsAndRefuses(t *testing.T) {
	m, err := engine.NewMatch(engine.Setup{Game: "tictactoe", Seats: humans(2)})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Apply(4); err != nil {
		t.Fatal(err)
	}
	if got := m.Log[0]; got.Player != 0 || got.Action != 4 || got.Text != engine.Who(0)+" (X) marks row 2, column 2" || len(got.Events) != 0 {
		t.Errorf("logged %+v, want seat 0's action 4 as \"{P1} (X) marks row 2, column 2\" with no events", got)
	}
	before := encode(t, m.State)
	var ie *engine.IllegalError
	if err := m.Apply(4); !errors.As(err, &ie) || !strings.Contains(ie.Reason, "already marked") {
		t.Errorf("marking a marked cell gave %v", err)
	}
	if len(m.Log) != 1 || !bytes.Equal(encode(t, m.State), before) {
		t.Error("a refused action changed the match")
	}
	for _, a := range []engine.Action{0, 3, 1, 5} { // O, X, O, X: X wins on 3-4-5
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if !m.State.IsTerminal() {
		t.Fatal("X should have won")
	}
	if err := m.Apply(8); !errors.As(err, &ie) || ie.Reason != "the game is over" {
		t.Errorf("acting after the end gave %v", err)
	}
}

func TestMatchLogKeepsEachActionsEvents(t *testing.T) {
	m, err := engine.NewMatch(engine.Setup{Game: "climb", Seed: 5, Seats: humans(2)})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := m.Apply(m.State.LegalActions(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	first := m.Log[0].Events
	if len(first) == 0 || first[0].Kind != engine.EvReveal || first[0].Player != 0 {
		t.Fatalf("first action's events are %v, want seat 0's reveal first", first)
	}
	if slices.EqualFunc(first, m.Log[1].Events, engine.Event.Equal) {
		t.Error("both log entries hold the same events: the log shares the game's event buffer")
	}
}

// Undo replays all but the last action: each undo of a run restores the
// exact state before its action (the run rules are in undo_test.go).
func TestUndoReplaysAllButTheLastAction(t *testing.T) {
	scripts[998] = []scriptStep{step(0, move), step(0, layOwn), step(0, note), step(0)}
	m, err := engine.NewMatch(engine.Setup{Game: "undotest", Seed: 998, Seats: humans(2)})
	if err != nil {
		t.Fatal(err)
	}
	if m.CanUndo() || !errors.Is(m.Undo(), engine.ErrNoUndo) {
		t.Error("a match with no actions offers an undo")
	}
	var states [][]byte
	for _, a := range []engine.Action{0, 1, 2} {
		states = append(states, encode(t, m.State))
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	for i := len(states) - 1; i >= 0; i-- {
		if !m.CanUndo() {
			t.Fatalf("cannot undo action %d: %s", i+1, m.WhyNoUndo())
		}
		if err := m.Undo(); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(encode(t, m.State), states[i]) || len(m.Log) != i {
			t.Errorf("undoing action %d did not restore the state before it", i+1)
		}
	}
	if m.CanUndo() {
		t.Error("CanUndo after undoing everything")
	}
}

func TestUndoRefusals(t *testing.T) {
	t.Run("after a roll and a draw", func(t *testing.T) {
		m, err := engine.NewMatch(engine.Setup{Game: "climb", Seed: 1, Seats: humans(2)})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Apply(m.State.LegalActions(nil)[0]); err != nil {
			t.Fatal(err)
		}
		after := encode(t, m.State)
		if m.CanUndo() || !errors.Is(m.Undo(), engine.ErrNoUndo) {
			t.Error("a play that revealed a card and drew one can be undone")
		}
		if !bytes.Equal(encode(t, m.State), after) || len(m.Log) != 1 {
			t.Error("a refused undo changed the match")
		}
	})
	t.Run("a bot's action", func(t *testing.T) {
		seats := humans(2)
		seats[0] = engine.Seat{Name: "Bot", Kind: engine.Bot, Strength: "easy"}
		m, err := engine.NewMatch(engine.Setup{Game: "tictactoe", Seats: seats})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Apply(0); err != nil {
			t.Fatal(err)
		}
		if m.CanUndo() || !errors.Is(m.Undo(), engine.ErrNoUndo) || m.WhyNoUndo() != "you have not moved yet" {
			t.Errorf("a human can undo the bot's move (%q)", m.WhyNoUndo())
		}
		if err := m.Apply(1); err != nil {
			t.Fatal(err)
		}
		if m.CanUndo() || m.WhyNoUndo() != "it is a bot's turn" {
			t.Errorf("the human's move that gave the bot the turn: %q", m.WhyNoUndo())
		}
	})
	t.Run("hot-seat: the other human's move", func(t *testing.T) {
		m, err := engine.NewMatch(engine.Setup{Game: "tictactoe", Seats: humans(2)})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Apply(4); err != nil {
			t.Fatal(err)
		}
		if err := m.Undo(); !errors.Is(err, engine.ErrNoUndo) || err.Error() != "nothing to undo: you have not moved yet" || len(m.Log) != 1 {
			t.Errorf("the second seat took back the first's move: %v", err)
		}
	})
}

func TestReplay(t *testing.T) {
	setup := engine.Setup{Game: "climb", Seed: 9, Seats: humans(3)}
	m, err := engine.NewMatch(setup)
	if err != nil {
		t.Fatal(err)
	}
	for !m.State.IsTerminal() {
		legal := m.State.LegalActions(nil)
		if err := m.Apply(legal[len(legal)-1]); err != nil {
			t.Fatal(err)
		}
	}
	r, err := engine.Replay(setup, m.Actions())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(encode(t, r.State), encode(t, m.State)) || len(r.Log) != len(m.Log) {
		t.Error("replaying the actions did not rebuild the same game")
	}

	bad := append(m.Actions()[:1:1], 42)
	_, err = engine.Replay(setup, bad)
	var ie *engine.IllegalError
	if err == nil || !strings.HasPrefix(err.Error(), "step 2: ") || !errors.As(err, &ie) || ie.Action != 42 {
		t.Errorf("replaying a bad second action gave %v, want a step 2 IllegalError about action 42", err)
	}
	if _, err := engine.Replay(engine.Setup{Game: "nosuch"}, nil); err == nil {
		t.Error("replaying an unknown game succeeded")
	}
}
