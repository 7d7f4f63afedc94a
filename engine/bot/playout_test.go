package bot

import (
	"fmt"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/toys"
)

func TestPlayoutPlaysToTheEndOrTheLimit(t *testing.T) {
	for _, tc := range []struct {
		limit, want int
		terminal    bool
	}{{0, 18, true}, {5, 5, false}, {18, 18, true}, {100, 18, true}} {
		s := toys.NewClimb(2, 1) // 18 cards: every game lasts 18 plays
		n, _ := playout(s, engine.Seeded(1), nil, tc.limit)
		if n != tc.want || s.IsTerminal() != tc.terminal {
			t.Errorf("limit %d: played %d (terminal %v), want %d (terminal %v)", tc.limit, n, s.IsTerminal(), tc.want, tc.terminal)
		}
	}
}

func TestValues(t *testing.T) {
	eval := func(s engine.State, p engine.Player) float64 { return 0.1 * float64(p+1) }
	over := toys.NewClimb(3, 1)
	playout(over, engine.Seeded(2), nil, 0)
	cases := []struct {
		name string
		s    engine.State
		eval func(engine.State, engine.Player) float64
		want []float64
	}{
		{"terminal uses the returns", over, eval, over.Returns()},
		{"cut-off uses the hook", toys.NewClimb(3, 1), eval, []float64{0.1, 0.2, 0.3}},
		{"no hook is a draw", toys.NewClimb(3, 1), nil, []float64{0.5, 0.5, 0.5}},
	}
	for _, tc := range cases {
		got := values(tc.s, tc.eval, nil)
		if fmt.Sprintf("%.3f", got) != fmt.Sprintf("%.3f", tc.want) {
			t.Errorf("%s: values = %v, want %v", tc.name, got, tc.want)
		}
		for p := range tc.want {
			if v := value(tc.s, tc.eval, engine.Player(p)); fmt.Sprintf("%.3f", v) != fmt.Sprintf("%.3f", tc.want[p]) {
				t.Errorf("%s: value for seat %d = %v, want %v", tc.name, p, v, tc.want[p])
			}
		}
	}
}

// quietClimb is Climb with the proposed Quiet method, counting its calls.
type quietClimb struct {
	*toys.Climb
	quieted *int
}

func (q quietClimb) Determinize(p engine.Player, r *engine.RNG) engine.State {
	return quietClimb{q.Climb.Determinize(p, r).(*toys.Climb), q.quieted}
}

func (q quietClimb) Quiet() { *q.quieted++; q.Ev.Off = true }

// TestQuietDeterminizations: a game that can stop recording events has it
// stopped in every determinization, not in the true state, and decides the
// same as without.
func TestQuietDeterminizations(t *testing.T) {
	defer func(old bool) { earlyStop = old }(earlyStop)
	earlyStop = false // one Quiet per iteration, every iteration
	s := toys.NewClimb(2, 4)
	count := 0
	q := quietClimb{s, &count}
	cfg := MCTSConfig{Iterations: 300}
	want := Choose(NewMCTS(cfg, 1), s, 0)
	if got := Choose(NewMCTS(cfg, 1), q, 0); got != want {
		t.Errorf("quiet determinizations chose %d, loud ones %d", got, want)
	}
	if count != cfg.Iterations {
		t.Errorf("Quiet was called %d times in %d iterations", count, cfg.Iterations)
	}
	if err := s.Apply(want); err != nil || len(s.Events()) == 0 {
		t.Errorf("the true state stopped recording events (err %v, events %v)", err, s.Events())
	}
}
