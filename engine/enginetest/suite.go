package enginetest

import (
	"bytes"
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/tinylib/msgp/msgp"
)

// Run checks that the game cfg names keeps the engine.State contract, as one
// subtest per property and, below it, one per player count and option set.
func Run(t *testing.T, cfg Config) {
	t.Helper()
	run(stdT{t}, cfg)
}

// properties are the suite's subtests, in the order they run.
var properties = []struct {
	name  string
	check func(t tb, c *gameCase)
}{
	{"Playouts", checkPlayouts},
	{"CloneIndependence", checkClones},
	{"IllegalActions", checkIllegal},
	{"Determinism", checkDeterminism},
	{"SaveRoundTrip", checkSaves},
	{"Determinize", checkDeterminize},
	{"BotsNeverPeek", checkNoPeek},
	{"Undo", checkUndo},
	{"ViewsHideRandomness", checkViews},
}

func run(t tb, cfg Config) {
	t.Helper()
	cs, err := cases(cfg)
	if err != nil {
		t.Fatalf("enginetest: %v", err)
	}
	for _, p := range properties {
		t.sub(p.name, func(t tb) {
			for _, c := range cs {
				t.sub(c.name, func(t tb) { p.check(t, c) })
			}
		})
	}
}

// maxFailingSeeds stops a case after this many failing playouts: the rest
// would mostly repeat the same fault.
const maxFailingSeeds = 3

// loc is where a playout is, for failure messages that can be replayed.
type loc struct {
	seed   uint64
	step   int // actions applied before this one
	action engine.Action
	text   string // ActionString of action
	has    bool   // an action is chosen (false at the end of the game)
	where  string // extra context, e.g. "playing on from the decoded save"
}

func (l *loc) String() string {
	s := fmt.Sprintf("seed %d, step %d", l.seed, l.step)
	if l.has {
		s += fmt.Sprintf(", action %d (%q)", l.action, l.text)
	} else {
		s += " (game over)"
	}
	if l.where != "" {
		s += ", " + l.where
	}
	return s
}

// fail reports a failure at l and returns false, so that checks can end
// with "return at.fail(...)".
func (l *loc) fail(t tb, format string, args ...any) bool {
	t.Helper()
	t.Errorf("%s: %s", l, fmt.Sprintf(format, args...))
	return false
}

// eachSeed runs f for the case's seeds (at most limit of them, limit <= 0:
// all), turning a panic into a failure that says where it happened.
func (c *gameCase) eachSeed(t tb, limit int, f func(seed uint64, at *loc) bool) {
	t.Helper()
	failed := 0
	for _, seed := range c.seeds(limit) {
		at := &loc{seed: seed}
		if !guard(t, at, func() bool { return f(seed, at) }) {
			failed++
			if failed >= maxFailingSeeds {
				t.Logf("stopped after %d failing seeds", failed)
				return
			}
		}
	}
}

func guard(t tb, at *loc, f func() bool) (ok bool) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			ok = at.fail(t, "panic: %v\n%s", r, debug.Stack())
		}
	}()
	return f()
}

// playout plays random legal actions in s from step at.step until the game
// ends, choosing reproducibly from seed. It calls visit at every state, with
// the chosen action in at (at.has is false once the game is over), and after,
// if set, right after each action is applied (at still names that action). It
// stops at the first failure and reports whether all went well. visit must
// not keep legal.
func (c *gameCase) playout(t tb, seed uint64, at *loc, s engine.State,
	visit func(s engine.State, legal []engine.Action) bool, after func(s engine.State) bool) bool {
	t.Helper()
	r := engine.NewRNG(seed*0x9e3779b97f4a7c15 + 0x5eed)
	var legal []engine.Action
	for {
		legal = s.LegalActions(legal[:0])
		at.has = len(legal) > 0
		if at.has {
			at.action = legal[r.IntN(len(legal))]
			at.text = s.ActionString(at.action)
		}
		if visit != nil && !visit(s, legal) {
			return false
		}
		if !at.has {
			return true
		}
		if at.step >= c.cfg.MaxSteps {
			return at.fail(t, "the game has not ended after %d actions (Config.MaxSteps)", at.step)
		}
		if err := s.Apply(at.action); err != nil {
			return at.fail(t, "Apply refused an action LegalActions listed: %v", err)
		}
		if after != nil && !after(s) {
			return false
		}
		at.step++
	}
}

// enc is s's msgp encoding, the suite's measure of "the same state".
func enc(s engine.State) []byte {
	b, err := s.MarshalMsg(nil)
	if err != nil {
		panic(fmt.Sprintf("MarshalMsg failed: %v", err))
	}
	return b
}

// diff shows where two encodings first differ, as JSON, so that a failure
// names the field that differs.
func diff(a, b []byte) string {
	ja, jb := asJSON(a), asJSON(b)
	i := 0
	for i < len(ja) && i < len(jb) && ja[i] == jb[i] {
		i++
	}
	return fmt.Sprintf("first difference at %s\n\twant %s\n\t got %s", path(ja[:i]), excerpt(ja, i), excerpt(jb, i))
}

func asJSON(b []byte) string {
	var w bytes.Buffer
	if _, err := msgp.UnmarshalAsJSON(&w, b); err != nil {
		return fmt.Sprintf("% x (not msgp: %v)", b, err)
	}
	return w.String()
}

// excerpt is s around i, with ellipses where it is cut.
func excerpt(s string, i int) string {
	const before, after = 60, 60
	lo, hi := max(0, i-before), min(len(s), i+after)
	out := s[lo:hi]
	if lo > 0 {
		out = "…" + out
	}
	if hi < len(s) {
		out += "…"
	}
	return out
}

// path guesses the innermost key open at the end of a JSON prefix, for
// "first difference at hands".
func path(prefix string) string {
	depth, key := 0, ""
	for i := len(prefix) - 1; i >= 0 && key == ""; i-- {
		switch prefix[i] {
		case '}', ']':
			depth++
		case '{', '[':
			depth--
		case ':':
			if depth <= 0 {
				if j := strings.LastIndexByte(prefix[:i-1], '"'); j >= 0 {
					key = prefix[j+1 : i-1]
				}
			}
		}
	}
	if key == "" {
		return fmt.Sprintf("character %d", len(prefix))
	}
	return fmt.Sprintf("key %q", key)
}
