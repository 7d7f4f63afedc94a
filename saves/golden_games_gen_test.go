package saves

// How the golden saves of the real games are made. This file uses only what
// every Hero Table since the first golden save has had (NewMatch, Apply,
// Encode), so that it can be copied into an old checkout to write the saves
// of rules versions that are gone (see testdata/golden/README.md).

import (
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

var updateGames = flag.String("update-games", "", "write the golden saves of these games (comma list, or all) under today's rules to testdata/golden")

// goldenGameSetups are the real games the golden saves record: each at its
// start, mid-game with cards hidden, with a decision half made, and finished.
var goldenGameSetups = []struct {
	game    string
	players int
	seed    uint64
	opts    engine.Options
	mid     int // actions before the mid-game save
}{
	{"herohouse", 3, 21, nil, 12},
	{"dieinthedungeon", 1, 22, nil, 8},
	{"heromustdie", 4, 23, nil, 40},
}

// goldenRecord is what a golden save's position was when it was written:
// the test checks the loaded game against it.
type goldenRecord struct {
	File     string `json:"file"`
	Game     string `json:"game"`
	Rules    int    `json:"rules"`
	Players  int    `json:"players"`
	Moves    int    `json:"moves"`
	ToAct    int    `json:"to_act"` // -1 when the game is over
	Terminal bool   `json:"terminal"`
	Legal    int    `json:"legal"`  // legal actions of the seat to act
	Digest   string `json:"digest"` // FNV-64a of the snapshot
}

// goldenGameMatches plays one setup's four positions, picking each move at
// random from the legal ones with an RNG seeded from the setup.
func goldenGameMatches(tb testing.TB, game string, players int, seed uint64, opts engine.Options, mid int) map[string]*engine.Match {
	tb.Helper()
	seats := make([]engine.Seat, players)
	for i := range seats {
		seats[i] = engine.Seat{Name: fmt.Sprintf("Seat %c", 'A'+i), Kind: engine.Human}
		if i > 0 {
			seats[i].Kind, seats[i].Strength = engine.Bot, "greedy"
		}
	}
	setup := engine.Setup{Game: game, Seed: seed, Options: opts, Seats: seats}
	// The whole game once; each position is its first n moves, replayed.
	end, err := engine.NewMatch(setup)
	if err != nil {
		tb.Fatalf("%s: %v", game, err)
	}
	pick := engine.Seeded(seed ^ 0x901de)
	for !end.State.IsTerminal() {
		legal := end.State.LegalActions(nil)
		if err := end.Apply(legal[pick.IntN(len(legal))]); err != nil {
			tb.Fatal(err)
		}
	}
	at := func(n int) *engine.Match {
		m, err := engine.Replay(setup, end.Actions()[:min(n, len(end.Log))])
		if err != nil {
			tb.Fatalf("%s: %v", game, err)
		}
		return m
	}
	out := map[string]*engine.Match{"start": at(0), "mid": at(mid), "end": end}
	// A decision half made: the seat that made move n makes move n+1 too,
	// and move n revealed and rolled nothing (it chose a card and must now
	// choose its target).
	for n := 1; ; n++ {
		if n >= len(end.Log) {
			tb.Fatalf("%s: no half-made decision", game)
		}
		if made := end.Log[n-1]; made.Player == end.Log[n].Player && !irreversible(made.Events) {
			out["pending"] = at(n)
			break
		}
	}
	return out
}

func irreversible(evs []engine.Event) bool {
	for _, e := range evs {
		if e.Irreversible() {
			return true
		}
	}
	return false
}

// writeGoldenGames writes the golden saves of the named games ("all" for
// every one) under the rules this checkout plays, and their records into
// testdata/golden/games.json beside those of other rules versions.
func writeGoldenGames(t *testing.T, which string) {
	pinClock(t, day)
	dir := filepath.Join("testdata", "golden")
	records := readGoldenRecords(t)
	for _, g := range goldenGameSetups {
		if which != "all" && !containsWord(which, g.game) {
			continue
		}
		info, ok := engine.Lookup(g.game)
		if !ok {
			t.Fatalf("%s is not registered", g.game)
		}
		for label, m := range goldenGameMatches(t, g.game, g.players, g.seed, g.opts, g.mid) {
			name := fmt.Sprintf("v1-%s-r%d-%dp-%s", g.game, info.RulesVersion, g.players, label)
			if err := os.WriteFile(filepath.Join(dir, name+Ext), encode(t, m, name), 0o644); err != nil {
				t.Fatal(err)
			}
			records = setRecord(records, recordOf(t, name+Ext, m))
		}
	}
	writeGoldenRecords(t, records)
}

// recordOf is m's position as a golden record.
func recordOf(t *testing.T, file string, m *engine.Match) goldenRecord {
	snap, err := m.State.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	h := fnv.New64a()
	h.Write(snap)
	r := goldenRecord{File: file, Game: m.Info.ID, Rules: m.Info.RulesVersion, Players: len(m.Setup.Seats),
		Moves: len(m.Log), ToAct: int(m.State.CurrentPlayer()), Terminal: m.State.IsTerminal(),
		Legal: len(m.State.LegalActions(nil)), Digest: fmt.Sprintf("%016x", h.Sum64())}
	if r.Terminal {
		r.ToAct = -1
	}
	return r
}

const goldenRecordsFile = "games.json"

func readGoldenRecords(t *testing.T) []goldenRecord {
	var out []goldenRecord
	data, err := os.ReadFile(filepath.Join("testdata", "golden", goldenRecordsFile))
	if os.IsNotExist(err) {
		return nil
	}
	if err == nil {
		err = json.Unmarshal(data, &out)
	}
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func writeGoldenRecords(t *testing.T, records []goldenRecord) {
	data, err := json.MarshalIndent(records, "", "\t")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("testdata", "golden", goldenRecordsFile), append(data, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}

// setRecord replaces the record of r's file, or adds it, keeping file order.
func setRecord(records []goldenRecord, r goldenRecord) []goldenRecord {
	for i := range records {
		if records[i].File == r.File {
			records[i] = r
			return records
		}
	}
	records = append(records, r)
	for i := len(records) - 1; i > 0 && records[i].File < records[i-1].File; i-- {
		records[i], records[i-1] = records[i-1], records[i]
	}
	return records
}

func containsWord(list, w string) bool { return slices.Contains(strings.Split(list, ","), w) }

// TestWriteGoldenGames writes the real games' golden saves when asked:
// go test ./saves -run TestWriteGoldenGames -update-games all
func TestWriteGoldenGames(t *testing.T) {
	if *updateGames == "" {
		t.Skip("writes golden saves only with -update-games")
	}
	writeGoldenGames(t, *updateGames)
}
