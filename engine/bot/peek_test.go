package bot

import (
	"bytes"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/toys"
)

// spy wraps the true state handed to a bot and records every method the bot
// calls on it other than the ones it may use: CurrentPlayer and LegalActions
// (public to the actor), GameID and NumPlayers (public to all) and
// Determinize (whose result depends only on the actor's view).
type spy struct {
	engine.State
	mu      sync.Mutex
	peeking []string
}

func (s *spy) peek(method string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !slices.Contains(s.peeking, method) {
		s.peeking = append(s.peeking, method)
	}
}

func (s *spy) MarshalMsg(b []byte) ([]byte, error) {
	s.peek("MarshalMsg")
	return s.State.MarshalMsg(b)
}
func (s *spy) UnmarshalMsg(b []byte) ([]byte, error) {
	s.peek("UnmarshalMsg")
	return s.State.UnmarshalMsg(b)
}
func (s *spy) Msgsize() int                      { s.peek("Msgsize"); return s.State.Msgsize() }
func (s *spy) Apply(a engine.Action) error       { s.peek("Apply"); return s.State.Apply(a) }
func (s *spy) IsTerminal() bool                  { s.peek("IsTerminal"); return s.State.IsTerminal() }
func (s *spy) Returns() []float64                { s.peek("Returns"); return s.State.Returns() }
func (s *spy) Clone() engine.State               { s.peek("Clone"); return s.State.Clone() }
func (s *spy) View(p engine.Player) engine.State { s.peek("View"); return s.State.View(p) }
func (s *spy) ActionString(a engine.Action) string {
	s.peek("ActionString")
	return s.State.ActionString(a)
}
func (s *spy) Events() []engine.Event { s.peek("Events"); return s.State.Events() }

// TestBotsTouchTheTrueStateOnlyThroughDeterminize runs every strength on
// spied states of both toys.
func TestBotsTouchTheTrueStateOnlyThroughDeterminize(t *testing.T) {
	for _, pos := range positions {
		for _, strength := range Strengths {
			sp := &spy{State: pos.state(t)}
			a := Choose(mustBot(t, strength, 7), sp, sp.CurrentPlayer())
			if len(sp.peeking) > 0 {
				t.Errorf("%s/%s called %v on the true state", pos.name, strength, sp.peeking)
			}
			if !engine.IsLegal(sp.State, a) {
				t.Errorf("%s/%s chose illegal %d", pos.name, strength, a)
			}
		}
	}
}

// TestClimbChoiceIgnoresHiddenCards replaces the true state by another with
// the same view for the deciding seat (other hands, deck order and dice
// redealt) and expects the very same decision from every strength.
func TestClimbChoiceIgnoresHiddenCards(t *testing.T) {
	for _, tc := range []struct {
		players int
		seed    uint64
		plays   int // random plays before the decision
	}{{2, 1, 0}, {2, 2, 5}, {3, 3, 4}, {4, 4, 7}} {
		s := newGame(t, "climb", tc.players, tc.seed)
		r := engine.NewRNG(tc.seed)
		for range tc.plays {
			replay(t, s, Choose(newRandom(r.Uint64()), s, s.CurrentPlayer()))
		}
		me := s.CurrentPlayer()
		other := s.Determinize(me, engine.Seeded(tc.seed+1000))
		if !bytes.Equal(encode(t, s.View(me)), encode(t, other.View(me))) {
			t.Fatalf("%dp: the determinization's view differs from the true view", tc.players)
		}
		if hiddenEqual(s.(*toys.Climb), other.(*toys.Climb)) {
			t.Fatalf("%dp: the determinization dealt the same hidden cards; the test would prove nothing", tc.players)
		}
		for _, strength := range Strengths {
			want := Choose(mustBot(t, strength, 11), s, me)
			if got := Choose(mustBot(t, strength, 11), other, me); got != want {
				t.Errorf("%dp seat %d: %s chose %d in the true state and %d after a redeal it cannot see", tc.players, me, strength, want, got)
			}
		}
	}
}

// hiddenEqual reports whether a and b agree on what Climb hides: hands, deck order, dice.
func hiddenEqual(a, b *toys.Climb) bool {
	return fmt.Sprint(a.Hands, a.Deck.Cards) == fmt.Sprint(b.Hands, b.Deck.Cards) && a.RNG == b.RNG
}
