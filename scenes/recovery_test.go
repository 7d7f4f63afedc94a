package scenes

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
)

// hostIn is a test host whose saves are files in dir.
func hostIn(t *testing.T, dir string) *testHost {
	h := newHost(t)
	h.store = saves.Dir(dir)
	return h
}

// playSaved plays moves bot moves of a Climb game, each autosaved before the
// next, and returns the session.
func playSaved(t *testing.T, store saves.Store, moves int) *play.Session {
	t.Helper()
	s := newSession(t, "climb", "random,random", store)
	for range moves {
		if _, err := s.PlayBot(); err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil { // the autosave is written
			t.Fatal(err)
		}
	}
	return s
}

// damage flips a bit in the middle of a save file, as a failing disk might.
func damage(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)/2] ^= 0x04
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// actionsOf is the scene's match's actions, for a table.
func actionsOf(t *testing.T, sc Scene) []engine.Action {
	t.Helper()
	table, ok := sc.(*GenericTable)
	if !ok {
		t.Fatalf("the scene is %T, not the table", sc)
	}
	return table.Session().Match.Actions()
}

// noteShown is what the notice before a table says, failing the test if
// the scene is not that notice.
func noteShown(t *testing.T, h *testHost) string {
	t.Helper()
	n, ok := h.scene.(*notice)
	if !ok {
		t.Fatalf("went to %q, not the note saying what was loaded", h.name())
	}
	return n.Note()
}

// TestContinueLoadsTheBackupOfADamagedAutosave: the newest save, an
// autosave, is damaged; Continue still means it, loads the version before
// the last move and says so; that version plays on, autosaving over the
// damaged file and never over the good backup.
func TestContinueLoadsTheBackupOfADamagedAutosave(t *testing.T) {
	dir := t.TempDir()
	h := hostIn(t, dir)
	older := newSession(t, "tictactoe", "random,random", h.store)
	if err := older.SaveAs(h.store, "Yesterday"); err != nil {
		t.Fatal(err)
	}
	s := playSaved(t, h.store, 4)
	auto := filepath.Join(dir, saves.AutosaveName("climb")+saves.Ext)
	damage(t, auto)
	backup, _ := os.ReadFile(auto + ".bak")
	want := s.Match.Actions()[:3]

	title := NewTitle(h)
	h.scene = title
	if title.cont.Disabled || !strings.Contains(title.cont.Tooltip, "autosave of Climb could not be loaded") {
		t.Fatalf("Continue: disabled %v, tooltip %q", title.cont.Disabled, title.cont.Tooltip)
	}
	h.click(t, layout.TitleMain[0].Center())
	msg := noteShown(t, h)
	for _, says := range []string{"Your autosave of Climb could not be loaded: " + saves.ReasonChecksum + ".",
		"The version saved before the last move was loaded instead."} {
		if !strings.Contains(msg, says) {
			t.Errorf("the note says %q; want %q in it", msg, says)
		}
	}
	h.key(t, ebiten.KeyEnter, false) // Continue, to the table
	if got := actionsOf(t, h.scene); !slices.Equal(got, want) {
		t.Fatalf("the table plays %d actions, want the backup's %d", len(got), len(want))
	}
	played := h.scene.(*GenericTable).Session()
	if _, err := played.PlayBot(); err != nil {
		t.Fatal(err)
	}
	if err := played.Close(); err != nil {
		t.Fatal(err)
	}
	m, err := saves.Load(h.store, saves.AutosaveName("climb"))
	if err != nil || len(m.Actions()) != 4 {
		t.Fatalf("the autosave after playing on from the backup: %v", err)
	}
	if now, _ := os.ReadFile(auto + ".bak"); !bytes.Equal(now, backup) {
		t.Error("the good backup was replaced while the save was damaged")
	}
}

// TestContinueOnADamagedSaveWithoutBackup: with nothing to go back to,
// Continue says so and offers the save browser.
func TestContinueOnADamagedSaveWithoutBackup(t *testing.T) {
	h := newHost(t)
	if err := h.store.Write(saves.AutosaveName("climb"), []byte("\x89HTSV\r\n\x1a half a save")); err != nil {
		t.Fatal(err)
	}
	title := NewTitle(h)
	h.scene = title
	if title.cont.Disabled {
		t.Fatal("Continue is disabled: the damaged autosave is not mentioned")
	}
	h.click(t, layout.TitleMain[0].Center())
	if title.dialog == nil {
		t.Fatalf("Continue went to %q without a word", h.name())
	}
	if msg := title.dialog.Message; !strings.Contains(msg, "Your autosave of Climb could not be loaded") ||
		!strings.Contains(msg, "no earlier version") {
		t.Errorf("the dialog says %q", msg)
	}
	h.key(t, ebiten.KeyEnter, false) // the default button: Load
	if h.name() != "saves" {
		t.Errorf("the dialog's Load went to %q", h.name())
	}
}

// TestSaveBrowserOffersBackups: a damaged named save whose backup loads
// offers "Load backup", which plays it after saying what was loaded; a damaged one without a backup
// and one made by a newer Hero Table offer nothing to load.
func TestSaveBrowserOffersBackups(t *testing.T) {
	dir := t.TempDir()
	h := hostIn(t, dir)
	s := newSession(t, "climb", "random,random", h.store)
	s.Close()
	var kept []engine.Action
	for range 3 {
		kept = s.Match.Actions()
		if _, err := s.PlayBot(); err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"Friday", "Later"} {
			if err := s.SaveAs(h.store, name); err != nil {
				t.Fatal(err)
			}
		}
	}
	s.Close()
	damage(t, filepath.Join(dir, "Friday"+saves.Ext))
	// A newer Hero Table's save is whole: its backup is not offered.
	newer := "\x89HTSV\r\n\x1a\x81\xa6format\x63\x00\x00\x00\x00" // format 99
	os.WriteFile(filepath.Join(dir, "Later"+saves.Ext), []byte(newer), 0o644)
	if err := h.store.Write("Lonely", []byte("garbage")); err != nil {
		t.Fatal(err)
	}

	b := NewSaveBrowser(NewTitle(h))
	h.scene = b
	h.idle(t, 6)
	rows := map[string]int{}
	for i, r := range b.rows {
		rows[r.entry.Name] = i
	}
	if len(rows) != 4 {
		t.Fatalf("listed %v", rows)
	}
	for name, want := range map[string]string{"Lonely": "no earlier version", "Later": ""} {
		b.sel = rows[name]
		b.refreshButtons()
		r := b.rows[b.sel]
		if !b.load.Disabled || b.load.Label != "Load" {
			t.Errorf("%s: Load offered as %q", name, b.load.Label)
		}
		if (r.repair != nil) != (want != "") || want != "" && !strings.Contains(r.repair.sentence(false), want) {
			t.Errorf("%s: repair %+v; want one saying %q", name, r.repair, want)
		}
	}

	b.sel = rows["Friday"]
	b.refreshButtons()
	r := b.rows[b.sel]
	if r.repair == nil || r.repair.backup == nil || b.load.Disabled || b.load.Label != "Load backup" {
		t.Fatalf("Friday: repair %+v, Load %q disabled %v", r.repair, b.load.Label, b.load.Disabled)
	}
	if say := r.repair.sentence(false); !strings.Contains(say, "Your save “Friday” could not be loaded: "+saves.ReasonChecksum) ||
		!strings.Contains(say, "The version it replaced is intact and can be loaded instead.") {
		t.Errorf("Friday offers: %q", say)
	}
	h.click(t, b.load.Rect.Center())
	if say := noteShown(t, h); !strings.Contains(say, "Your save “Friday” could not be loaded: "+saves.ReasonChecksum) ||
		!strings.Contains(say, "The version it replaced was loaded instead.") {
		t.Errorf("Friday, loaded: %q", say)
	}
	h.key(t, ebiten.KeyEnter, false) // Continue, to the table
	if got := actionsOf(t, h.scene); !slices.Equal(got, kept) {
		t.Errorf("Load the backup plays %d actions, want the backup's %d", len(got), len(kept))
	}
}

// TestSaveBrowserBackRefreshesContinue: deleting the save Continue meant
// makes the title look again.
func TestSaveBrowserBackRefreshesContinue(t *testing.T) {
	h := newHost(t)
	if err := h.store.Write(saves.AutosaveName("climb"), []byte("garbage")); err != nil {
		t.Fatal(err)
	}
	title := NewTitle(h)
	if title.cont.Disabled {
		t.Fatal("Continue does not mention the damaged autosave")
	}
	b := NewSaveBrowser(title)
	h.scene = b
	h.idle(t, 2)
	h.key(t, ebiten.KeyDelete, false)
	h.key(t, ebiten.KeyEnter, false) // Delete
	h.key(t, ebiten.KeyEscape, false)
	if h.scene != title || !title.cont.Disabled {
		t.Errorf("back on %q, Continue disabled %v, after deleting the only save", h.name(), title.cont.Disabled)
	}
}
