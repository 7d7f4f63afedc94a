package enginetest

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/herotable/herotable/engine"
	_ "github.com/herotable/herotable/engine/toys"
)

// recorder stands in for testing.T so that the suite can be run on a broken
// game and be expected to fail.
type recorder struct {
	name     string
	mu       *sync.Mutex
	failures *[]failure
	failed   bool
}

type failure struct{ test, msg string }

func newRecorder() *recorder { return &recorder{mu: new(sync.Mutex), failures: new([]failure)} }

func (r *recorder) Helper()             {}
func (r *recorder) Logf(string, ...any) {}

func (r *recorder) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.failed = true
	*r.failures = append(*r.failures, failure{r.name, fmt.Sprintf(format, args...)})
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	runtime.Goexit()
}

// sub runs f on its own goroutine, as testing.T.Run does, so that Fatalf
// ends only the subtest.
func (r *recorder) sub(name string, f func(tb)) bool {
	c := &recorder{name: r.name + "/" + name, mu: r.mu, failures: r.failures}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(c)
	}()
	<-done
	if c.failed {
		r.failed = true
	}
	return !c.failed
}

// runRecorded runs the suite with a recorder and returns its failures.
func runRecorded(cfg Config) []failure {
	r := newRecorder()
	r.sub("", func(t tb) { run(t, cfg) })
	return *r.failures
}

// failedProperties lists the properties (top-level subtests) that failed.
func failedProperties(fs []failure) []string {
	var out []string
	for _, f := range fs {
		parts := strings.Split(f.test, "/")
		if len(parts) > 2 && !slices.Contains(out, parts[2]) {
			out = append(out, parts[2])
		}
	}
	return out
}

func TestSuiteCatchesFlawedGames(t *testing.T) {
	tests := []struct {
		flaw flaw
		want []string // properties that must fail
	}{
		{healthy, nil},
		{mutatesOnIllegal, []string{"IllegalActions"}},
		{plainErrorOnIllegal, []string{"IllegalActions"}},
		{shallowClone, []string{"CloneIndependence"}},
		{determinizeKeepsCards, []string{"Determinize"}},
		{determinizeIsClone, []string{"Determinize"}},
		{determinizeReadsOrder, []string{"Determinize"}},
		{determinizeReorders, []string{"Determinize", "BotsNeverPeek"}},
		{viewShowsRNG, []string{"Determinize", "ViewsHideRandomness"}},
		{silentEvents, []string{"Undo"}},
		{badRoll, []string{"Playouts"}},
		{ignoresSeed, []string{"Determinism"}},
		{duplicateLegal, []string{"Playouts"}},
		{playerAfterEnd, []string{"Playouts"}},
		{mutatingQuery, []string{"Playouts"}},
		{saveLosesRNG, []string{"SaveRoundTrip"}},
		{untoldGameEvents, []string{"Playouts"}},
		{tellNamesStranger, []string{"Playouts"}},
	}
	for _, tt := range tests {
		t.Run(string(tt.flaw), func(t *testing.T) {
			fs := runRecorded(Config{Game: tt.flaw.id(), Players: []int{3}, Seeds: 6, BotStrengths: []string{"random"}})
			got := failedProperties(fs)
			if tt.want == nil && len(fs) > 0 {
				t.Fatalf("the suite fails a healthy game: %v", fs)
			}
			for _, w := range tt.want {
				if !slices.Contains(got, w) {
					t.Errorf("%s should fail, but only %v failed", w, got)
				}
			}
			for _, f := range fs {
				if !strings.Contains(f.msg, "seed ") || !strings.Contains(f.msg, "step ") {
					t.Errorf("%s: the failure does not say where: %s", f.test, f.msg)
				}
			}
			if testing.Verbose() && len(fs) > 0 {
				t.Logf("failed %v; first: %s: %.300s", got, fs[0].test, fs[0].msg)
			}
		})
	}
}

func TestSuiteCatchesEndlessGamesAndBadConfigs(t *testing.T) {
	tests := []struct {
		name string
		cfg  Config
		want string
	}{
		{"max steps", Config{Game: "climb", Players: []int{2}, Seeds: 2, MaxSteps: 5}, "not ended after 5 actions"},
		{"unknown game", Config{Game: "no-such-game"}, "not registered"},
		{"player count", Config{Game: "climb", Players: []int{7}}, "takes 2–4 players"},
		{"options", Config{Game: "climb", Options: []engine.Options{{{Key: "colour", Value: "red"}}}}, `no option "colour"`},
		{"custom die", Config{Game: "climb", Dice: []engine.Die{{ID: "herodie"}}}, "herodie"},
		{"invariant", Config{Game: "tictactoe", Seeds: 2, Invariants: func(s engine.State) error {
			return fmt.Errorf("always broken")
		}}, "Config.Invariants: always broken"},
		{"step hook", Config{Game: "tictactoe", Seeds: 2, Step: func(_, _ engine.State, a engine.Action) error {
			return fmt.Errorf("refuses %d", a)
		}}, "Config.Step: refuses"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := runRecorded(tt.cfg)
			if len(fs) == 0 {
				t.Fatal("the suite passed")
			}
			if !strings.Contains(fs[0].msg, tt.want) {
				t.Errorf("first failure %q does not mention %q", fs[0].msg, tt.want)
			}
		})
	}
}

func TestRunPassesOnTheToys(t *testing.T) {
	// Through the real testing.T: the adapter must not fail a good game.
	Run(t, Config{Game: "tictactoe", Seeds: 3})
	Run(t, Config{Game: "climb", Players: []int{2, 4}, Seeds: 3, BotStrengths: []string{"random"}})
}
