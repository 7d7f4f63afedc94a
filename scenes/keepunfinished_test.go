package scenes

import (
	"strings"
	"testing"
	"time"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes/play"
)

// A new game keeps the unfinished game its autosave would replace under a
// name of its own, and says where (play-test 16 lost one); a finished
// game, or a game with no move made, is not kept.
func TestANewGameKeepsTheUnfinishedOne(t *testing.T) {
	store, err := saves.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 29, 2, 10, 0, 0, time.UTC)
	seats := []engine.Seat{{Name: "Ada", Kind: engine.Human}, {Name: "Bram", Kind: engine.Bot, Strength: "greedy"}, {Name: "Cora", Kind: engine.Bot, Strength: "greedy"}}
	m, err := play.NewMatch(hh.GameID, seats, 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	write := func() {
		if err := saves.Save(store, m, saves.AutosaveName(hh.GameID)); err != nil {
			t.Fatal(err)
		}
	}
	write()
	if name, err := keepUnfinished(store, hh.GameID, now); err != nil || name != "" {
		t.Fatalf("a game with no move made was kept as %q (%v)", name, err)
	}
	if err := m.Apply(m.State.LegalActions(nil)[0]); err != nil {
		t.Fatal(err)
	}
	write()
	name, err := keepUnfinished(store, hh.GameID, now)
	if err != nil || name != "Hero House, unfinished 29 Nov 02.10" {
		t.Fatalf("the unfinished game was kept as %q (%v)", name, err)
	}
	kept, err := saves.Load(store, name)
	if err != nil || kept.Moves() != 1 {
		t.Fatalf("the kept save loads with %v (%v)", kept, err)
	}
	if again, _ := keepUnfinished(store, hh.GameID, now); again != name+" (2)" {
		t.Errorf("kept a second time as %q", again)
	}
	if w := keptWords(name); !strings.Contains(w, "“"+name+"”") {
		t.Errorf("the note says %q", w)
	}
	for !m.State.IsTerminal() {
		if err := m.Apply(m.State.LegalActions(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	write()
	if name, _ := keepUnfinished(store, hh.GameID, now); name != "" {
		t.Errorf("a finished game was kept as %q", name)
	}
}

// Start, over an unfinished game's autosave, keeps it and says so before
// the new table opens.
func TestStartSaysWhereTheUnfinishedGameWent(t *testing.T) {
	h := newHost(t)
	old := newSession(t, "tictactoe", "human,bot", h.store)
	if err := old.Match.Apply(old.Match.State.LegalActions(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if err := saves.Save(h.store, old.Match, saves.AutosaveName("tictactoe")); err != nil {
		t.Fatal(err)
	}
	setup := NewSetup("tictactoe", NewTitle(h))
	h.scene = setup
	setup.begin(&Context{Host: h})
	n, ok := h.scene.(*notice)
	if !ok {
		t.Fatalf("Start over an unfinished game opened %q", h.name())
	}
	if !strings.Contains(n.Note(), "unfinished") || n.s.Match.Moves() != 0 {
		t.Errorf("the notice says %q over a game of %d moves", n.Note(), n.s.Match.Moves())
	}
}
