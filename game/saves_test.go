package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/saves/savestest"
	"github.com/herotable/herotable/scenes/prefs"
)

// TestLoadReadsNoMoreThanASave: -load refuses a file larger than a save may
// be, an endless one too, without reading it whole.
func TestLoadReadsNoMoreThanASave(t *testing.T) {
	t.Setenv(prefs.EnvConfig, t.TempDir())
	for _, file := range savestest.OversizedFiles(t) {
		a, err := New(Config{Saves: t.TempDir(), Shot: "unused.png", Frames: 1, Load: file})
		if a != nil {
			a.cleanup()
		}
		if err == nil || !strings.Contains(err.Error(), "-load: "+file+": "+saves.ReasonTooLarge) {
			t.Errorf("-load %s: %v, want it refused as too large", file, err)
		}
	}
}

// TestStartClearsStaleTempSaves: opening the saves folder removes what a
// crash left half-written there, and only that.
func TestStartClearsStaleTempSaves(t *testing.T) {
	t.Setenv(prefs.EnvConfig, t.TempDir())
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour)
	stale := filepath.Join(dir, ".autosave-climb"+saves.Ext+".12345.tmp")
	fresh := filepath.Join(dir, ".autosave-climb"+saves.Ext+".67890.tmp")
	for _, p := range []string{stale, fresh} {
		if err := os.WriteFile(p, []byte("half a save"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.Chtimes(stale, old, old)
	a, err := New(Config{Saves: dir, Shot: "unused.png", Frames: 1})
	if err != nil {
		t.Fatal(err)
	}
	a.cleanup()
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("the stale temporary file is still there: %v", err)
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Errorf("a temporary file being written now was removed: %v", err)
	}
}
