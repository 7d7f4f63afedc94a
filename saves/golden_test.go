package saves

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "write the golden saves of the current format to testdata/golden")

// goldenGames are the games each format version's golden saves record. The
// files are named v<format>-<game>-<players>p-<steps>.htsave.
var goldenGames = []struct {
	game    string
	players int
	seed    uint64
	steps   int // -1: to the end
}{
	{"tictactoe", 2, 1, 4},
	{"tictactoe", 2, 2, -1},
	{"climb", 2, 3, 0},
	{"climb", 3, 4, 7},
	{"climb", 4, 5, -1},
}

func goldenName(format int, game string, players, steps int) string {
	s := fmt.Sprint(steps)
	if steps < 0 {
		s = "end"
	}
	return fmt.Sprintf("v%d-%s-%dp-%s%s", format, game, players, s, Ext)
}

// TestGolden loads every golden save, of every format version ever written:
// each later Hero Table must still load them. With -update it first writes
// the current format's files (never touching older ones).
func TestGolden(t *testing.T) {
	dir := filepath.Join("testdata", "golden")
	if *update {
		pinClock(t, day)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, g := range goldenGames {
			name := goldenName(formatPlain, g.game, g.players, g.steps)
			m := play(t, g.game, g.players, g.seed, g.steps)
			if err := os.WriteFile(filepath.Join(dir, name), encode(t, m, strings.TrimSuffix(name, Ext)), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"+Ext))
	// The real games' golden saves have their own test (TestGoldenGames).
	for _, r := range readGoldenRecords(t) {
		files = slices.DeleteFunc(files, func(f string) bool { return filepath.Base(f) == r.File })
	}
	if len(files) < len(goldenGames) {
		t.Fatalf("%d golden saves in %s, want at least %d (make them with go test -run TestGolden -update)", len(files), dir, len(goldenGames))
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			m, env, err := Decode(file, data)
			if err != nil {
				t.Fatal(err)
			}
			var format, players int
			var game, steps string
			base := strings.NewReplacer("-", " ", Ext, "").Replace(filepath.Base(file))
			if _, err := fmt.Sscanf(base, "v%d %s %dp %s", &format, &game, &players, &steps); err != nil {
				t.Fatalf("golden file name: %v", err)
			}
			if env.Format != format || env.Game != game || len(m.Setup.Seats) != players || m.Info.ID != game {
				t.Errorf("file says format %d, %s, %d players; the save says %d, %s, %d",
					format, game, players, env.Format, env.Game, len(m.Setup.Seats))
			}
			if steps == "end" && !m.State.IsTerminal() || steps != "end" && steps != fmt.Sprint(len(m.Log)) {
				t.Errorf("the save has %d actions (terminal %v), its name says %s", len(m.Log), m.State.IsTerminal(), steps)
			}
		})
	}
}

// TestGoldenCurrent checks that today's encoder still writes the current
// format's golden files byte for byte: a change to the encoding must come
// with a new format version (and new golden files beside the old).
func TestGoldenCurrent(t *testing.T) {
	pinClock(t, day)
	for _, g := range goldenGames {
		name := goldenName(formatPlain, g.game, g.players, g.steps)
		want, err := os.ReadFile(filepath.Join("testdata", "golden", name))
		if err != nil {
			t.Fatalf("%v (make it with go test -run TestGolden -update)", err)
		}
		saved := AppVersion
		env := envelopeOf(t, want)
		AppVersion = env.App // the app version may move on; the encoding may not
		got := encode(t, play(t, g.game, g.players, g.seed, g.steps), strings.TrimSuffix(name, Ext))
		AppVersion = saved
		if !bytes.Equal(got, want) {
			t.Errorf("%s: today's encoding differs from the golden file", name)
		}
	}
}
