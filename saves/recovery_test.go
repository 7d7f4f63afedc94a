package saves

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestDamaged: the saves whose backup is worth offering are those whose own
// bytes are bad, not those that are whole but that this build cannot play.
func TestDamaged(t *testing.T) {
	pinClock(t, day)
	s := Dir(t.TempDir())
	m := play(t, "climb", 2, 5, 6)
	good := encode(t, m, "x")
	flipped := bytes.Clone(good)
	flipped[len(flipped)/2] ^= 0x10
	newer := envelopeOf(t, good)
	newer.Format = FormatVersion + 1
	foreignGame := envelopeOf(t, good)
	foreignGame.Game, foreignGame.Setup.Game = "nosuchgame", "nosuchgame"
	newerRules := envelopeOf(t, good)
	newerRules.Rules += 1
	for name, c := range map[string]struct {
		data    []byte
		damaged bool
	}{
		"checksum":    {flipped, true},
		"truncated":   {good[:len(good)-9], true},
		"empty":       {nil, true},
		"zeros":       {make([]byte, len(good)), true},
		"too large":   {make([]byte, MaxFileSize+1), true},
		"newer":       {resealed(t, newer), false},
		"other game":  {resealed(t, foreignGame), false},
		"newer rules": {resealed(t, newerRules), false},
	} {
		if err := s.Write(name, c.data); err != nil {
			t.Fatal(err)
		}
		_, err := Load(s, name)
		if err == nil {
			t.Fatalf("%s: loaded", name)
		}
		if Damaged(err) != c.damaged {
			t.Errorf("%s: Damaged(%v) = %v", name, err, !c.damaged)
		}
	}
	_, err := Load(s, "missing")
	if Damaged(err) || Damaged(errors.New("saves: something else")) || Damaged(nil) {
		t.Error("a missing save, or an error that is no LoadError, counts as damaged")
	}
}

// TestBackupOfDamagedSave: a damaged save's previous version loads; saving
// again replaces the damaged file and keeps that good backup; a save without
// a backup says so.
func TestBackupOfDamagedSave(t *testing.T) {
	pinClock(t, day)
	dir := t.TempDir()
	s := Dir(dir)
	name := AutosaveName("climb")
	before, last, next := play(t, "climb", 2, 8, 4), play(t, "climb", 2, 8, 5), play(t, "climb", 2, 8, 6)
	if err := Save(s, before, name); err != nil {
		t.Fatal(err)
	}
	if err := Save(s, last, name); err != nil {
		t.Fatal(err)
	}
	// The last write went wrong on disk: a bit flipped.
	path := filepath.Join(dir, name+Ext)
	data, _ := os.ReadFile(path)
	data[len(data)/3] ^= 1
	os.WriteFile(path, data, 0o644)
	backup, _ := os.ReadFile(path + ".bak")

	_, err := Load(s, name)
	if !Damaged(err) || !strings.HasPrefix(reasonOf(t, err, path), ReasonChecksum) {
		t.Fatalf("the damaged autosave: %v", err)
	}
	m, err := LoadBackup(s, name)
	if err != nil {
		t.Fatalf("its backup: %v", err)
	}
	if !slices.Equal(m.Actions(), before.Actions()) {
		t.Fatalf("the backup holds %d actions, want %d", len(m.Actions()), len(before.Actions()))
	}
	// Playing on from the backup saves over the damaged file and keeps the
	// backup as it was: the damaged file is never kept as a backup.
	if err := Save(s, next, name); err != nil {
		t.Fatal(err)
	}
	if m, err := Load(s, name); err != nil || len(m.Actions()) != len(next.Actions()) {
		t.Fatalf("after saving again: %v", err)
	}
	if now, _ := os.ReadFile(path + ".bak"); !bytes.Equal(now, backup) {
		t.Error("saving over the damaged file changed the good backup")
	}
	// And the next save moves the good save to the backup, as always.
	if err := Save(s, last, name); err != nil {
		t.Fatal(err)
	}
	if m, err := LoadBackup(s, name); err != nil || len(m.Actions()) != len(next.Actions()) {
		t.Fatalf("the backup after two good saves: %v", err)
	}

	if err := s.Write("lonely", []byte("garbage")); err != nil {
		t.Fatal(err)
	}
	_, err = LoadBackup(s, "lonely")
	if reason := reasonOf(t, err, filepath.Join(dir, "lonely"+Ext)); reason != ReasonNoBackup {
		t.Errorf("a save without a backup: %q, want %q", reason, ReasonNoBackup)
	}
}

// TestRemoveStale: OpenDir removes the temporary files a crash left, once
// they are a minute old, and nothing else.
func TestRemoveStale(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	old, fresh := now.Add(-2*StaleAge), now.Add(-StaleAge/2)
	type file struct {
		changed time.Time
		removed bool
	}
	files := map[string]file{
		".autosave-climb.htsave.123456.tmp": {old, true},    // left by a crash
		".Zoé's game.htsave.42.tmp":         {old, true},    // left by a crash
		".x.htsave.y.htsave.987.tmp":        {old, true},    // a name holding ".htsave."
		".autosave-climb.htsave.777.tmp":    {fresh, false}, // another Hero Table is writing it
		"autosave-climb.htsave":             {old, false},
		"autosave-climb.htsave.bak":         {old, false},
		".notes.tmp":                        {old, false},
		".x.htsave.tmp":                     {old, false}, // no random part
		".x.htsave.12ab.tmp":                {old, false}, // CreateTemp's random part is digits
		"x.htsave.123.tmp":                  {old, false}, // not hidden
		"..htsave.123.tmp":                  {old, false}, // no name
		".con.htsave.123.tmp":               {old, false}, // not a name of a save
		"other.txt":                         {old, false},
	}
	for name, f := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, f.changed, f.changed); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"autosave-climb", "Zoé's game", "x.htsave.y"} {
		f, err := os.CreateTemp(dir, tempPattern(name)) // as a write makes them
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
		os.Chtimes(f.Name(), old, old)
		files[filepath.Base(f.Name())] = file{old, true}
	}
	os.Mkdir(filepath.Join(dir, ".folder.htsave.5.tmp"), 0o755)
	os.Chtimes(filepath.Join(dir, ".folder.htsave.5.tmp"), old, old)

	if _, err := OpenDir(dir); err != nil {
		t.Fatal(err)
	}
	var left []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		left = append(left, e.Name())
	}
	for name, f := range files {
		if gone := !slices.Contains(left, name); gone != f.removed {
			t.Errorf("%s: removed %v, want %v", name, gone, f.removed)
		}
	}
	if !slices.Contains(left, ".folder.htsave.5.tmp") {
		t.Error("a directory named like a temporary file was removed")
	}
	if got := RemoveStale(filepath.Join(dir, "none"), now); got != nil {
		t.Errorf("a missing folder: removed %v", got)
	}
}
