package engine_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

// A match resumed from a snapshot plays on exactly as the original does,
// and its undo stops at the snapshot.
func TestResumePlaysOnLikeTheOriginal(t *testing.T) {
	// One human seat's run of four quiet moves (undotest, undo_test.go).
	scripts[999] = []scriptStep{step(0, move), step(0, move), step(0, move), step(0, move), step(0)}
	setup := engine.Setup{Game: "undotest", Seed: 999, Seats: humans(2)}
	m, err := engine.NewMatch(setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []engine.Action{0, 1} {
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	snap := encode(t, m.State)
	r, err := engine.Resume(setup, snap, len(m.Log))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Log) != 0 || r.Moves() != 2 || !bytes.Equal(encode(t, r.State), snap) {
		t.Fatalf("resumed: %d logged, %d moves; state equal %v", len(r.Log), r.Moves(), bytes.Equal(encode(t, r.State), snap))
	}
	if err := r.Undo(); r.CanUndo() || !errors.Is(err, engine.ErrNoUndo) || !strings.Contains(err.Error(), "since the game was loaded") {
		t.Errorf("a resumed match offers to undo a move from before its snapshot: %v", err)
	}
	for _, a := range []engine.Action{2, 3} {
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
		if err := r.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(encode(t, r.State), encode(t, m.State)) || r.Moves() != m.Moves() {
		t.Error("the resumed match played on differently")
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := r.Undo(); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(encode(t, r.State), snap) || r.Base == nil || r.Moves() != 2 {
		t.Error("undoing back to the snapshot did not restore it")
	}
	if r.CanUndo() {
		t.Error("undo goes on past the snapshot")
	}
	re, err := r.Restart()
	if err != nil || !bytes.Equal(encode(t, re.State), snap) {
		t.Errorf("Restart of a resumed match: %v", err)
	}
	for _, a := range []engine.Action{2, 3} {
		if err := r.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	cp, err := r.ReplayTo(len(r.Log))
	if err != nil || !bytes.Equal(encode(t, cp.State), encode(t, r.State)) || cp.Moves() != r.Moves() {
		t.Errorf("ReplayTo the whole log of a resumed match: %v", err)
	}
	if one, err := r.ReplayTo(1); err != nil || one.Moves() != 3 || len(one.Log) != 1 {
		t.Errorf("ReplayTo(1) of a resumed match: %v", err)
	}
}

func TestResumeRefuses(t *testing.T) {
	setup := engine.Setup{Game: "tictactoe", Seats: humans(2)}
	m, err := engine.NewMatch(setup)
	if err != nil {
		t.Fatal(err)
	}
	snap := encode(t, m.State)
	climb, err := engine.NewMatch(engine.Setup{Game: "climb", Seed: 1, Seats: humans(3)})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		setup engine.Setup
		base  []byte
		moves int
		want  string
	}{
		{"unknown game", engine.Setup{Game: "nosuch", Seats: humans(2)}, snap, 0, "unknown game"},
		{"garbage", setup, []byte{0xc1, 0, 1}, 0, "does not decode"},
		{"truncated", setup, snap[:len(snap)/2], 0, "does not decode"},
		{"stray bytes", setup, append(bytes.Clone(snap), 0x90), 0, "stray bytes"},
		{"too many seats", engine.Setup{Game: "climb", Seed: 1, Seats: humans(2)}, encode(t, climb.State), 0, "players"},
		{"negative moves", setup, snap, -1, "moves"},
	} {
		if _, err := engine.Resume(c.setup, c.base, c.moves); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Resume = %v, want an error about %q", c.name, err, c.want)
		}
	}
}
