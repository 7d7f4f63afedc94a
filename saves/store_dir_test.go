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

func TestDirStore(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "not yet made")
	testStore(t, Dir(dir))
	// What the contract left on disk: saves and backups, no temporary files.
	names, _ := filepath.Glob(filepath.Join(dir, "*"))
	hidden, _ := filepath.Glob(filepath.Join(dir, ".*"))
	var got []string
	for _, n := range append(names, hidden...) {
		got = append(got, filepath.Base(n))
	}
	slices.Sort(got)
	want := []string{"autosave-climb.htsave", "b.htsave", "broken.htsave"}
	if !slices.Equal(got, want) {
		t.Errorf("files %q, want %q", got, want)
	}
}

// TestDirListSkips: List shows saves, readable or not, and nothing else.
func TestDirListSkips(t *testing.T) {
	dir := t.TempDir()
	s := Dir(dir)
	pinClock(t, day)
	if err := Save(s, play(t, "climb", 2, 1, 3), "real"); err != nil {
		t.Fatal(err)
	}
	junk := map[string]string{
		"real.htsave.bak":             "backup",
		".real.htsave.123.tmp":        "temp",
		".hidden.htsave":              "bad name",
		"notes.txt":                   "not a save",
		"nul.htsave":                  "reserved name",
		"empty.htsave":                "",
		"big.htsave":                  "big",
		"folder.htsave/inside.htsave": "directory",
	}
	for name, content := range junk {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		data := []byte(content)
		if content == "big" {
			data = make([]byte, MaxFileSize+10)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Date(2001, 1, 1, 0, 0, 0, 0, time.UTC)
	os.Chtimes(filepath.Join(dir, "empty.htsave"), old, old)
	list, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range list {
		names = append(names, e.Name)
	}
	if len(list) != 3 || list[0].Name == "empty" || list[2].Name != "empty" || !slices.Contains(names, "big") {
		t.Fatalf("list %q, want big and real, then empty", names)
	}
	for _, e := range list {
		switch e.Name {
		case "empty":
			if e.Game != "" || e.Size != 0 || !e.Updated.Equal(old) {
				t.Errorf("empty file listed as %+v", e)
			}
		case "big":
			if e.Game != "" || e.Size != MaxFileSize+10 {
				t.Errorf("big file listed as %+v", e)
			}
			if _, err := Load(s, "big"); err == nil || !strings.HasPrefix(reasonOf(t, err, filepath.Join(dir, "big.htsave")), ReasonTooLarge) {
				t.Errorf("loading the big file: %v", err)
			}
		case "real":
			if e.Game != "climb" || !e.Updated.Equal(day) {
				t.Errorf("real save listed as %+v", e)
			}
		}
	}
	// An unreadable save can be deleted from the list.
	if err := s.Delete("empty"); err != nil {
		t.Errorf("deleting an unreadable save: %v", err)
	}
}

// TestDirLongNames: the longest names CheckName allows make files, temporary
// files and backups this file system accepts.
func TestDirLongNames(t *testing.T) {
	s := Dir(t.TempDir())
	m := play(t, "tictactoe", 2, 1, 2)
	for _, name := range []string{strings.Repeat("x", MaxNameLen), strings.Repeat("日", MaxNameLen), strings.Repeat("😀", maxNameBytes/4)} {
		for range 2 { // the second save makes the backup
			if err := Save(s, m, name); err != nil {
				t.Fatalf("%d-byte name: %v", len(name), err)
			}
		}
		if _, err := LoadBackup(s, name); err != nil {
			t.Errorf("%d-byte name: %v", len(name), err)
		}
	}
}

// failingFile is a temporary file that fails part-way, as a full disk does.
type failingFile struct {
	*os.File
	failWrite, failSync bool
}

var errDiskFull = errors.New("no space left on device")

func (f *failingFile) Write(p []byte) (int, error) {
	if f.failWrite {
		n, _ := f.File.Write(p[:len(p)/2])
		return n, errDiskFull
	}
	return f.File.Write(p)
}

func (f *failingFile) Sync() error {
	if f.failSync {
		return errDiskFull
	}
	return f.File.Sync()
}

// TestDirWriteFailure makes each step of Write fail and checks that the last
// good save and its backup survive untouched, with no temporary file left.
func TestDirWriteFailure(t *testing.T) {
	pinClock(t, day)
	first, second, third := play(t, "climb", 2, 5, 2), play(t, "climb", 2, 5, 4), play(t, "climb", 2, 5, 6)
	tests := []struct {
		name   string
		call   int // which createTemp call fails: 1 the new save, 2 the backup
		create bool
		write  bool
		sync   bool
	}{
		{"cannot create the temporary file", 1, true, false, false},
		{"disk full while writing", 1, false, true, false},
		{"sync fails", 1, false, false, true},
		{"disk full while keeping the backup", 2, false, true, false},
		{"cannot create the backup's file", 2, true, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			s := Dir(dir).(*dirStore)
			if err := Save(s, first, "game"); err != nil {
				t.Fatal(err)
			}
			if err := Save(s, second, "game"); err != nil {
				t.Fatal(err)
			}
			before, _ := os.ReadFile(filepath.Join(dir, "game.htsave"))
			bak, _ := os.ReadFile(filepath.Join(dir, "game.htsave.bak"))
			calls := 0
			s.createTemp = func(dir, pattern string) (tempFile, error) {
				calls++
				if calls != tt.call {
					return createTemp(dir, pattern)
				}
				if tt.create {
					return nil, errDiskFull
				}
				f, err := os.CreateTemp(dir, pattern)
				return &failingFile{File: f, failWrite: tt.write, failSync: tt.sync}, err
			}
			err := Save(s, third, "game")
			if !errors.Is(err, errDiskFull) {
				t.Fatalf("Save: %v, want the disk's error", err)
			}
			after, _ := os.ReadFile(filepath.Join(dir, "game.htsave"))
			bakAfter, _ := os.ReadFile(filepath.Join(dir, "game.htsave.bak"))
			if !bytes.Equal(after, before) || !bytes.Equal(bakAfter, bak) {
				t.Errorf("a failed write changed the save or its backup")
			}
			if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) > 0 {
				t.Errorf("temporary files left: %q", left)
			}
			if _, err := Load(s, "game"); err != nil {
				t.Errorf("the last good save no longer loads: %v", err)
			}
		})
	}
}

func TestDefaultDir(t *testing.T) {
	t.Setenv(EnvDir, "/somewhere/saves")
	if got := DefaultDir(); got != "/somewhere/saves" {
		t.Errorf("with %s set: %q", EnvDir, got)
	}
	t.Setenv(EnvDir, "")
	cfg, err := os.UserConfigDir()
	if err != nil {
		t.Skipf("no config dir here: %v", err)
	}
	if got, want := DefaultDir(), filepath.Join(cfg, "herotable", "saves"); got != want {
		t.Errorf("DefaultDir() = %q, want %q", got, want)
	}
}
