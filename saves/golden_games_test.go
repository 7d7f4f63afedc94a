package saves

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	_ "github.com/herotable/herotable/engine/games"
)

// TestGoldenGames loads every golden save of the real games, of every rules
// version there has been (games.json records each one's position as it was
// written), checks the loaded game is that position, and lets bots play it
// to the end. A save of today's rules must load by replaying its log; one of
// older rules goes on from its snapshot and says so.
func TestGoldenGames(t *testing.T) {
	records := readGoldenRecords(t)
	seen := map[string]map[int]bool{} // game → rules versions with golden saves
	for _, r := range records {
		t.Run(strings.TrimSuffix(r.File, Ext), func(t *testing.T) {
			if seen[r.Game] == nil {
				seen[r.Game] = map[int]bool{}
			}
			seen[r.Game][r.Rules] = true
			data, err := os.ReadFile(filepath.Join("testdata", "golden", r.File))
			if err != nil {
				t.Fatal(err)
			}
			m, env, err := Decode(r.File, data)
			if err != nil {
				t.Fatal(err)
			}
			h := fnv.New64a()
			h.Write(env.Snapshot)
			if d := fmt.Sprintf("%016x", h.Sum64()); d != r.Digest || env.Rules != r.Rules || env.Game != r.Game {
				t.Fatalf("the file holds %s rules %d, snapshot %s; games.json says %s rules %d, %s", env.Game, env.Rules, d, r.Game, r.Rules, r.Digest)
			}
			current := r.Rules == m.Info.RulesVersion
			switch {
			case current && m.Note != "":
				t.Errorf("a save of today's rules did not replay: %q", m.Note)
			case current && (m.Base != nil) != (env.Format == 2):
				t.Errorf("format %d loaded with a starting position of %d bytes", env.Format, len(m.Base))
			case current && !bytes.Equal(snapOf(t, m), env.Snapshot):
				t.Error("the replayed game is not the saved position")
			case !current && !strings.Contains(m.Note, fmt.Sprintf("version %d of the", r.Rules)):
				t.Errorf("a save of rules %d loaded with the note %q", r.Rules, m.Note)
			}
			toAct := int(m.State.CurrentPlayer())
			if m.State.IsTerminal() {
				toAct = -1
			}
			// Today's rules may offer an older save's position other moves
			// (DIE's rules 3 let Far Sight look at training tiles), so only a
			// save of today's rules must offer as many as when it was written.
			legal := len(m.State.LegalActions(nil))
			if m.Moves() != r.Moves || toAct != r.ToAct || m.State.IsTerminal() != r.Terminal ||
				(current && legal != r.Legal) || (legal == 0) != (r.Legal == 0) || len(m.Setup.Seats) != r.Players {
				t.Fatalf("loaded: %d moves, seat %d to act of %d, %d legal, over %v; recorded %+v",
					m.Moves(), toAct, len(m.Setup.Seats), legal, m.State.IsTerminal(), r)
			}
			playOut(t, m)
		})
	}
	// Every game has a golden save of every rules version up to today's.
	for _, g := range goldenGameSetups {
		info, _ := engine.Lookup(g.game)
		for v := 1; v <= info.RulesVersion; v++ {
			if !seen[g.game][v] {
				t.Errorf("no golden save of %s rules version %d (testdata/golden/README.md says how to make one)", g.game, v)
			}
		}
	}
}

// TestWriteGoldenContinued writes, with -update-games, the golden save of a
// game continued from an older rules version's save (format 2): the first
// rules version's mid-game Hero Must Die! save, loaded today and played on.
func TestWriteGoldenContinued(t *testing.T) {
	if *updateGames == "" {
		t.Skip("writes golden saves only with -update-games")
	}
	pinClock(t, day)
	dir := filepath.Join("testdata", "golden")
	data, err := os.ReadFile(filepath.Join(dir, "v1-heromustdie-r1-4p-mid"+Ext))
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := Decode("old", data)
	if err != nil {
		t.Fatal(err)
	}
	pick := engine.Seeded(5)
	for range 5 {
		legal := m.State.LegalActions(nil)
		if err := m.Apply(legal[pick.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	name := fmt.Sprintf("v2-heromustdie-r%d-4p-continued", m.Info.RulesVersion)
	if err := os.WriteFile(filepath.Join(dir, name+Ext), encode(t, m, name), 0o644); err != nil {
		t.Fatal(err)
	}
	r := recordOf(t, name+Ext, m)
	r.Moves = m.Moves()
	writeGoldenRecords(t, setRecord(readGoldenRecords(t), r))
}

// playOut lets Greedy bots finish m, then saves and loads the end.
func playOut(t *testing.T, m *engine.Match) {
	t.Helper()
	bots := make([]bot.Bot, len(m.Setup.Seats))
	for i := range bots {
		b, err := bot.New(bot.Greedy, uint64(i)+1)
		if err != nil {
			t.Fatal(err)
		}
		bots[i] = b
	}
	for n := 0; !m.State.IsTerminal(); n++ {
		if n > 20000 {
			t.Fatalf("no end after %d more moves", n)
		}
		p := m.State.CurrentPlayer()
		bots[p].Start(m.State, p)
		for !bots[p].Step(1 << 20) {
		}
		if err := m.Apply(bots[p].Best()); err != nil {
			t.Fatalf("move %d: %v", m.Moves()+1, err)
		}
	}
	data, err := Encode(m, "played out", day)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := Decode("played out", data)
	if err != nil || back.Note != "" || !bytes.Equal(snapOf(t, back), snapOf(t, m)) {
		t.Fatalf("the finished game does not load back by replay: %v", err)
	}
}
