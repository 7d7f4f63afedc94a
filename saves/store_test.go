package saves

import (
	"bytes"
	"errors"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/herotable/herotable/engine"
)

// testStore is the contract every Store keeps, run on each implementation.
func testStore(t *testing.T, s Store) {
	clock := day
	tick := func() { clock = clock.Add(time.Minute); pinClock(t, clock) }
	tick()
	state := func(m *engine.Match) []byte { b, _ := m.State.MarshalMsg(nil); return b }
	mustLoad := func(load func(Store, string) (*engine.Match, error), name string, want *engine.Match) {
		t.Helper()
		m, err := load(s, name)
		if err != nil {
			t.Fatalf("loading %q: %v", name, err)
		}
		if !bytes.Equal(state(m), state(want)) {
			t.Fatalf("loading %q gave another state", name)
		}
	}

	if list, err := s.List(); err != nil || len(list) != 0 {
		t.Fatalf("new store lists %v, %v", list, err)
	}
	if _, err := s.Read("none"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("reading a missing save: %v, want fs.ErrNotExist", err)
	}
	if _, err := Load(s, "none"); err == nil || !strings.HasPrefix(reasonOf(t, err, fileOf(s, "none")), ReasonRead) {
		t.Errorf("loading a missing save: %v", err)
	}

	// Saving the same match again keeps its creation time; each save keeps
	// the one before as its backup.
	v1, v2, v3 := play(t, "climb", 3, 21, 2), play(t, "climb", 3, 21, 5), play(t, "climb", 3, 21, 8)
	for _, m := range []*engine.Match{v1, v2, v3} {
		tick()
		if err := Save(s, m, "Zoé's game"); err != nil {
			t.Fatal(err)
		}
	}
	mustLoad(Load, "Zoé's game", v3)
	mustLoad(LoadBackup, "Zoé's game", v2)
	data, err := s.Read("Zoé's game")
	if err != nil {
		t.Fatal(err)
	}
	if env := envelopeOf(t, data); !env.Created.Equal(day.Add(2*time.Minute)) || !env.Updated.Equal(clock) {
		t.Errorf("created %v updated %v; want the first save's time and the last", env.Created, env.Updated)
	}
	// Another match under the same name is a new save.
	tick()
	other := play(t, "tictactoe", 2, 1, 3)
	if err := Save(s, other, "Zoé's game"); err != nil {
		t.Fatal(err)
	}
	data, _ = s.Read("Zoé's game")
	if env := envelopeOf(t, data); !env.Created.Equal(clock) {
		t.Errorf("a new match kept the old creation time %v", env.Created)
	}

	// A damaged save never replaces a good backup.
	if err := s.Write("Zoé's game", []byte("garbage")); err != nil {
		t.Fatal(err)
	}
	mustLoad(LoadBackup, "Zoé's game", other)
	if _, err := Load(s, "Zoé's game"); err == nil || !strings.HasPrefix(reasonOf(t, err, fileOf(s, "Zoé's game")), ReasonForeign) {
		t.Errorf("loading garbage: %v", err)
	}
	tick()
	if err := Save(s, v1, "Zoé's game"); err != nil {
		t.Fatal(err)
	}
	mustLoad(LoadBackup, "Zoé's game", other)
	mustLoad(Load, "Zoé's game", v1)

	// List: newest first, autosaves marked, unreadable saves shown.
	tick()
	if err := Save(s, v2, AutosaveName("climb")); err != nil {
		t.Fatal(err)
	}
	tick()
	if err := s.Write("broken", []byte("\x89HTSV\r\n\x1a and then nothing good")); err != nil {
		t.Fatal(err)
	}
	tick()
	if err := Save(s, other, "b"); err != nil {
		t.Fatal(err)
	}
	list, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range list {
		got = append(got, e.Name)
		data, _ := s.Read(e.Name)
		if e.Size != len(data) {
			t.Errorf("%s: size %d, want %d", e.Name, e.Size, len(data))
		}
		want := map[string]string{"b": "tictactoe", "autosave-climb": "climb", "Zoé's game": "climb", "broken": ""}[e.Name]
		if e.Game != want || e.Auto != (e.Name == "autosave-climb") {
			t.Errorf("%s: game %q auto %v", e.Name, e.Game, e.Auto)
		}
	}
	// broken has no time of its own in the envelope; where it sorts depends
	// on the store's clock, so only the readable ones' order is checked.
	readable := slices.DeleteFunc(slices.Clone(got), func(n string) bool { return n == "broken" })
	if strings.Join(readable, ",") != "b,autosave-climb,Zoé's game" || len(got) != 4 {
		t.Errorf("list order %q", got)
	}

	// Delete takes the save and its backup.
	if err := s.Delete("Zoé's game"); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadBackup(s, "Zoé's game"); err == nil {
		t.Errorf("the backup outlived its save")
	}
	if err := s.Delete("Zoé's game"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("deleting twice: %v, want fs.ErrNotExist", err)
	}
	if list, _ := s.List(); len(list) != 3 {
		t.Errorf("after delete: %v", list)
	}

	// Bad names are refused everywhere and change nothing.
	for _, name := range []string{"", "..", "a/b", `a\b`, ".hidden"} {
		if err := s.Write(name, data); err == nil {
			t.Errorf("Write(%q) worked", name)
		}
		if err := Save(s, v1, name); err == nil {
			t.Errorf("Save(%q) worked", name)
		}
		if _, err := s.Read(name); err == nil {
			t.Errorf("Read(%q) worked", name)
		}
		if err := s.Delete(name); err == nil {
			t.Errorf("Delete(%q) worked", name)
		}
		if _, err := Load(s, name); err == nil || !strings.HasPrefix(reasonOf(t, err, fileOf(s, name)), ReasonName) {
			t.Errorf("Load(%q): %v", name, err)
		}
	}
	if list, _ := s.List(); len(list) != 3 {
		t.Errorf("after bad names: %v", list)
	}
}

func TestCheckName(t *testing.T) {
	good := []string{"My game", "autosave-climb", "Zoé's game", "x.y", "日本語のセーブ", "a", "con game", "COM10",
		strings.Repeat("é", MaxNameLen), strings.Repeat("日", MaxNameLen), strings.Repeat("😀", maxNameBytes/4)}
	bad := map[string]string{
		"":                                    "empty",
		".":                                   "dot",
		"..":                                  "dot",
		"...":                                 "dot",
		".hidden":                             "dot",
		"a/b":                                 "/",
		`a\b`:                                 "/",
		"c:drive":                             "/",
		"what?":                               "/",
		"a\x00b":                              "control",
		"two\nlines":                          "control",
		"\xff\xfe":                            "UTF-8",
		" lead":                               "space",
		"trail ":                              "space",
		"trail.":                              "dot",
		"con":                                 "Windows",
		"NUL.txt":                             "Windows",
		"com1":                                "Windows",
		"Lpt9.save":                           "Windows",
		strings.Repeat("x", MaxNameLen+1):     "longer",
		strings.Repeat("😀", maxNameBytes/4+1): "too long",
		// Invisible format characters (Unicode category Cf), which make a
		// name read other than it is.
		"\u202Eevas.exe":      "invisible character (U+202E)", // right-to-left override
		"zero\u200Bwidth":     "invisible character (U+200B)",
		"\u200Eltr mark":      "invisible character (U+200E)",
		"rtl mark\u200F":      "invisible character (U+200F)",
		"\uFEFFbyte order":    "invisible character (U+FEFF)",
		"\u2066isolate\u2069": "invisible character (U+2066)",
		"pop\u2069":           "invisible character (U+2069)",
		"soft\u00ADhyphen":    "invisible character (U+00AD)",
		"word\u2060joiner":    "invisible character (U+2060)",
		"tag\U000E0041":       "invisible character (U+E0041)",
	}
	for _, name := range good {
		if err := CheckName(name); err != nil {
			t.Errorf("CheckName(%q): %v", name, err)
		}
	}
	for name, why := range bad {
		err := CheckName(name)
		if err == nil || !strings.Contains(err.Error(), why) || !strings.HasPrefix(err.Error(), ReasonName) {
			t.Errorf("CheckName(%q) = %v, want an error saying %q", name, err, why)
		}
	}
}

func TestAutosaveName(t *testing.T) {
	for _, game := range []string{"herohouse", "climb"} {
		name := AutosaveName(game)
		if name != "autosave-"+game || CheckName(name) != nil {
			t.Errorf("AutosaveName(%q) = %q", game, name)
		}
	}
}
