package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/saves/savestest"
)

func runCmd(t *testing.T, args ...string) (code int, out, errOut string) {
	t.Helper()
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

func TestGamesLinesFollowTheContract(t *testing.T) {
	code, out, _ := runCmd(t, "games", "-all")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	line := regexp.MustCompile(`^[a-z]+\t[^\t]+\t\d+-\d+ players$`)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for _, l := range lines {
		if !line.MatchString(l) {
			t.Errorf("line %q is not ID<TAB>Title<TAB>MIN-MAX players", l)
		}
	}
	if len(lines) != len(engine.AllGames()) {
		t.Errorf("printed %d games, %d are registered", len(lines), len(engine.AllGames()))
	}
	_, visible, _ := runCmd(t, "games")
	if strings.Contains(visible, "tictactoe") {
		t.Error("hidden test games are listed without -all")
	}
}

func TestPlayCountsEveryGame(t *testing.T) {
	code, out, errOut := runCmd(t, "play", "-game", "climb", "-games", "12", "-seats", "random,greedy,random", "-seed", "5")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var res playResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("output is not the JSON object: %v\n%s", err, out)
	}
	wins := 0
	for _, w := range res.Wins {
		wins += w
	}
	if res.Games != 12 || len(res.Wins) != 3 || res.Errors != 0 || res.MeanActions < 18 {
		t.Errorf("unexpected result %+v", res)
	}
	if wins == 0 || wins+res.Draws < 12 {
		t.Errorf("every game of Climb has at least one winner; wins %v draws %d over 12 games", res.Wins, res.Draws)
	}
	// Same seeds, same results: the simulation is deterministic.
	_, again, _ := runCmd(t, "play", "-game", "climb", "-games", "12", "-seats", "random,greedy,random", "-seed", "5", "-j", "1")
	var res2 playResult
	json.Unmarshal([]byte(again), &res2)
	if !slicesEqual(res.Wins, res2.Wins) || res.MeanActions != res2.MeanActions {
		t.Errorf("replaying the same seeds gave %v then %v", res.Wins, res2.Wins)
	}
}

// TestPlayMeansTheGamesFigures: a game with figures (Hero Dice) has each
// one's mean over its games printed, and they agree with the games played;
// a game without (Climb) prints no "figures" key.
func TestPlayMeansTheGamesFigures(t *testing.T) {
	args := []string{"play", "-game", "herodice", "-games", "40", "-seats", "random", "-seed", "3", "-opt", "mode=standard"}
	code, out, errOut := runCmd(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var res playResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("output is not the JSON object: %v\n%s", err, out)
	}
	for _, k := range []string{"level1_cleared", "level2_cleared", "level3_cleared", "xp_score", "deepest_level"} {
		if _, ok := res.Figures[k]; !ok {
			t.Errorf("figure %q missing from %s", k, out)
		}
	}
	// Standard Hero Dice is won by clearing level 1, the only level.
	if want := float64(res.Wins[0]) / float64(res.Games); res.Figures["level1_cleared"] != want || res.Wins[0] == 0 {
		t.Errorf("level1_cleared %v, but %d of %d games were won", res.Figures["level1_cleared"], res.Wins[0], res.Games)
	}
	if res.Figures["level2_cleared"] != 0 || res.Figures["deepest_level"] != 1 || res.Figures["xp_score"] <= 0 {
		t.Errorf("one level only, some XP scored: %v", res.Figures)
	}
	_, again, _ := runCmd(t, append(args, "-j", "1")...)
	var res2 playResult
	json.Unmarshal([]byte(again), &res2)
	if string(mustJSON(res.Figures)) != string(mustJSON(res2.Figures)) {
		t.Errorf("replaying the same seeds gave %v then %v", res.Figures, res2.Figures)
	}
	_, climb, _ := runCmd(t, "play", "-game", "climb", "-games", "2", "-seats", "random,random")
	if strings.Contains(climb, `"figures"`) {
		t.Errorf("a game without figures printed some: %s", climb)
	}
}

func slicesEqual(a, b []int) bool {
	return len(a) == len(b) && string(mustJSON(a)) == string(mustJSON(b))
}

func mustJSON(v any) []byte { b, _ := json.Marshal(v); return b }

func TestPlayRefusesBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"play", "-game", "nosuch", "-games", "1", "-seats", "random"},
		{"play", "-game", "climb", "-games", "1", "-seats", "random,wizard"},
		{"play", "-game", "climb", "-games", "1", "-seats", "random"}, // too few players
		{"play", "-game", "climb", "-games", "1", "-seats", "random,random", "-opt", "nokey"},
		{"frobnicate"},
	} {
		if code, _, errOut := runCmd(t, args...); code == 0 || errOut == "" {
			t.Errorf("%v: exit %d with message %q, want a failure with a reason", args, code, errOut)
		}
	}
}

func TestReplayChecksSaves(t *testing.T) {
	dir := t.TempDir()
	m, err := randomGame(mustInfo(t, "climb"), 2, 3, 9)
	if err != nil {
		t.Fatal(err)
	}
	data, err := saves.Encode(m, "t", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "good.htsave")
	os.WriteFile(good, data, 0o644)
	code, out, errOut := runCmd(t, "replay", good)
	if code != 0 {
		t.Fatalf("a valid save was refused: %s", errOut)
	}
	if got := strings.Count(out, "\n"); got < 10 {
		t.Errorf("printed %d lines for a 9-action log:\n%s", got, out)
	}
	bad := filepath.Join(dir, "bad.htsave")
	os.WriteFile(bad, data[:len(data)/2], 0o644)
	code, _, errOut = runCmd(t, "replay", bad)
	if code == 0 || !strings.Contains(errOut, "bad.htsave") || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
		t.Errorf("a truncated save: exit %d, message %q; want non-zero and one line naming the file", code, errOut)
	}
}

// TestReplayRefusesLargeFiles: replay reads no more than a save may hold,
// so an endless file fails at once with the app's reason.
func TestReplayRefusesLargeFiles(t *testing.T) {
	for _, file := range savestest.OversizedFiles(t) {
		code, _, errOut := runCmd(t, "replay", file)
		if code == 0 || !strings.Contains(errOut, file+": "+saves.ReasonTooLarge) || !strings.Contains(errOut, "at most 8 MiB") {
			t.Errorf("replay %s: exit %d, message %q; want the file named as too large", file, code, errOut)
		}
	}
}

func TestBenchPrintsEveryFigure(t *testing.T) {
	code, out, errOut := runCmd(t, "bench", "-game", "tictactoe", "-seconds", "0.05")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var res benchResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if res.PlayoutActionsPerS <= 0 || res.SaveBytes <= 0 || res.SaveEncodeUs <= 0 || res.SaveDecodeUs <= 0 {
		t.Errorf("missing figures: %+v", res)
	}
	for _, s := range []string{"random", "greedy", "easy", "normal", "hard"} {
		if p, ok := res.BotMs[s]; !ok || p.Decisions < 5 || p.P95 < p.P50 {
			t.Errorf("bot_ms[%s] = %+v", s, p)
		}
	}
}

func mustInfo(t *testing.T, id string) engine.Info {
	info, ok := engine.Lookup(id)
	if !ok {
		t.Fatalf("%s not registered", id)
	}
	return info
}

// TestReplayOlderRules: a save of older rules replays from its snapshot, and
// replay says so and numbers the moves after it from there; every event is
// told in its game's words.
func TestReplayOlderRules(t *testing.T) {
	for _, c := range []struct{ file, want string }{
		{"v1-heromustdie-r1-4p-mid.htsave", "the log starts after move 40, from a snapshot\n      This game was saved under version 1 of the Hero Must Die! rules"},
		// Today's rules' saves (named by the version, so a new one needs no edit here).
		{fmt.Sprintf("v2-heromustdie-r%d-4p-continued.htsave", mustInfo(t, "heromustdie").RulesVersion), "the log starts after move 40, from a snapshot\n  41  Seat D"},
		// A game's own events (no Text) are told in the game's words.
		{fmt.Sprintf("v1-heromustdie-r%d-4p-mid.htsave", mustInfo(t, "heromustdie").RulesVersion), "\n      Seat A takes the blue evil mage.\n"},
	} {
		code, out, errOut := runCmd(t, "replay", filepath.Join("..", "..", "saves", "testdata", "golden", c.file))
		if code != 0 || !strings.Contains(out, c.want) {
			t.Errorf("replay %s: exit %d %s\n%s", c.file, code, errOut, out)
		}
	}
}

// TestMeanFiguresSkipsFailedGames: a failed game's figures do not count,
// and a figure is averaged over the games that report it.
func TestMeanFiguresSkipsFailedGames(t *testing.T) {
	got := meanFigures([]outcome{
		{figures: map[string]float64{"a": 1, "b": 4}},
		{figures: map[string]float64{"a": 0}},
		{figures: map[string]float64{"a": 9, "b": 9}, err: fmt.Errorf("seed 3: panic")},
	})
	if len(got) != 2 || got["a"] != 0.5 || got["b"] != 4 {
		t.Errorf("means %v, want a 0.5 and b 4", got)
	}
	if got := meanFigures([]outcome{{}, {}}); got != nil {
		t.Errorf("games without figures gave %v, want none", got)
	}
}
