package scenes

import (
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
)

// A match with a Note (loaded from a save of older rules, or a backup) says
// so once before its table opens; Continue opens the table.
func TestOpenTableShowsTheNoteFirst(t *testing.T) {
	h := newHost(t)
	m, err := play.NewMatch("tictactoe", []engine.Seat{{Name: "Ann"}, {Name: "Bob"}}, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	m.Note = "This game was saved under older rules."
	s, err := play.New(m, h.store)
	if err != nil {
		t.Fatal(err)
	}
	OpenTable(&Context{Host: h}, s)
	n, ok := h.scene.(*notice)
	if !ok || n.Note() != "This game was saved under older rules." {
		t.Fatalf("OpenTable went to %q, not the note", h.name())
	}
	if m.Note != "" {
		t.Error("the note stays on the match and would be shown again")
	}
	h.idle(t, 2)
	h.click(t, layout.Point{X: layout.Width / 2, Y: noticePanel.Bottom() - 60})
	if h.name() != "table" {
		t.Errorf("Continue went to %q, not the table", h.name())
	}
}
