package saves

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/toys"
)

// snapOf is m's state as a save's snapshot holds it.
func snapOf(t *testing.T, m *engine.Match) []byte {
	t.Helper()
	b, err := m.State.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// unplayable is m's Climb position with the hand of the seat to act
// emptied: it decodes, but that seat has no move and the game is not over.
func unplayable(t *testing.T, m *engine.Match) []byte {
	t.Helper()
	st := m.State.Clone().(*toys.Climb)
	st.Hands[st.Turn] = nil
	b, err := st.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestDecodeContinuesFromSnapshot: a save whose log no longer replays (older
// rules, or rules that changed under it) loads from its snapshot, says so in
// a Note, cannot undo past it, and saves and loads again from there.
func TestDecodeContinuesFromSnapshot(t *testing.T) {
	pinClock(t, day)
	climb := play(t, "climb", 3, 11, 7)
	finished := play(t, "tictactoe", 2, 5, -1)
	edit := func(m *engine.Match, change func(*Envelope)) []byte {
		env := envelopeOf(t, encode(t, m, "edited"))
		change(env)
		return resealed(t, env)
	}
	for _, c := range []struct {
		name  string
		from  *engine.Match
		data  []byte
		words string
	}{
		{"older rules version", climb, edit(climb, func(e *Envelope) { e.Rules = 0 }), "version 0 of the Climb rules and this Hero Table plays version 1"},
		{"log one action short", climb, edit(climb, func(e *Envelope) { e.Actions = e.Actions[:len(e.Actions)-1] }), "no longer play out the same"},
		{"log with another seed", climb, edit(climb, func(e *Envelope) { e.Setup.Seed++ }), "no longer play out the same"},
		{"illegal action", climb, edit(climb, func(e *Envelope) { e.Actions[2] = 77 }), "no longer play out the same"},
		{"action after the end", finished, edit(finished, func(e *Envelope) { e.Actions = append(e.Actions, 0) }), "no longer play out the same"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, env, err := Decode("old.htsave", c.data)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(m.Note, c.words) || !strings.Contains(m.Note, "can no longer be taken back") {
				t.Errorf("note %q does not say %q and that undo stops here", m.Note, c.words)
			}
			if strings.Count(m.Note, ".") != 1 {
				t.Errorf("note %q is not one sentence", m.Note)
			}
			if !bytes.Equal(snapOf(t, m), env.Snapshot) || !bytes.Equal(m.Base, env.Snapshot) {
				t.Error("the game does not go on from the snapshot")
			}
			if len(m.Log) != 0 || m.Moves() != len(env.Actions) || m.CanUndo() {
				t.Errorf("%d logged, %d moves (want 0 and %d), can undo %v", len(m.Log), m.Moves(), len(env.Actions), m.CanUndo())
			}
			if m.State.IsTerminal() != c.from.State.IsTerminal() || m.State.CurrentPlayer() != c.from.State.CurrentPlayer() {
				t.Error("the position is not the saved one")
			}
			// Play on, save (format 2), load again: the log replays from
			// the snapshot, with no note, to the same position.
			r := engine.Seeded(3)
			for range 4 {
				if m.State.IsTerminal() {
					break
				}
				legal := m.State.LegalActions(nil)
				if err := m.Apply(legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			data := encode(t, m, "continued")
			back, env2, err := Decode("continued.htsave", data)
			if err != nil {
				t.Fatal(err)
			}
			if env2.Format != 2 || back.Note != "" || !bytes.Equal(snapOf(t, back), snapOf(t, m)) ||
				back.Moves() != m.Moves() || !slices.Equal(back.Actions(), m.Actions()) || !bytes.Equal(back.Base, m.Base) {
				t.Errorf("the continued game did not load back: format %d, note %q, moves %d of %d", env2.Format, back.Note, back.Moves(), m.Moves())
			}
		})
	}
}

// A match with no Base is written in format 1, as before format 2 existed,
// so that older Hero Tables still read it.
func TestEncodeWritesFormat1WithoutBase(t *testing.T) {
	pinClock(t, day)
	m := play(t, "climb", 2, 4, 3)
	if env := envelopeOf(t, encode(t, m, "plain")); env.Format != 1 || env.Base != nil || env.BaseMoves != 0 {
		t.Errorf("format %d, base %d bytes, %d base moves", env.Format, len(env.Base), env.BaseMoves)
	}
}
