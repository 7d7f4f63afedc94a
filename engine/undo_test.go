package engine_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tinylib/msgp/msgp"

	"github.com/herotable/herotable/engine"
)

// scripted is a game that plays a script: at each step its seat to act has
// one action, which records the step's events and hands the turn to the
// step's next seat. It lets the undo rule be tested on any run of seats
// and events.
type scripted struct {
	Seed uint64 // its script: scripts[Seed]
	N    int    // seats
	Step int
	Cur  engine.Player
	ev   []engine.Event
}

type scriptStep struct {
	events []engine.Event
	next   engine.Player // the seat to act after it
}

// scripts are the scripts of undoRuleTests, by seed.
var scripts = map[uint64][]scriptStep{}

func init() {
	engine.Register(engine.Info{
		ID: "undotest", Title: "Undo test", MinPlayers: 1, MaxPlayers: 4, Hidden: true,
		New: func(n int, seed uint64, _ engine.Options) (engine.State, error) {
			return &scripted{Seed: seed, N: n}, nil
		},
		Empty: func() engine.State { return &scripted{} },
	})
}

func (s *scripted) GameID() string                  { return "undotest" }
func (s *scripted) NumPlayers() int                 { return s.N }
func (s *scripted) IsTerminal() bool                { return s.Step >= len(scripts[s.Seed]) }
func (s *scripted) Returns() []float64              { return make([]float64, s.N) }
func (s *scripted) View(engine.Player) engine.State { return s.Clone() }
func (s *scripted) Determinize(engine.Player, *engine.RNG) engine.State {
	return s.Clone()
}
func (s *scripted) ActionString(engine.Action) string { return fmt.Sprintf("step %d", s.Step+1) }
func (s *scripted) Events() []engine.Event            { return s.ev }
func (s *scripted) Clone() engine.State               { c := *s; return &c }

func (s *scripted) CurrentPlayer() engine.Player {
	if s.IsTerminal() {
		return engine.NoPlayer
	}
	return s.Cur
}

func (s *scripted) LegalActions(buf []engine.Action) []engine.Action {
	if s.IsTerminal() {
		return buf
	}
	return append(buf, engine.Action(s.Step))
}

func (s *scripted) Apply(a engine.Action) error {
	if s.IsTerminal() || int(a) != s.Step {
		return engine.Illegal(a, "not this step")
	}
	st := scripts[s.Seed][s.Step]
	s.ev = st.events
	s.Cur = st.next
	s.Step++
	return nil
}

func (s *scripted) MarshalMsg(b []byte) ([]byte, error) {
	b = msgp.AppendUint64(b, s.Seed)
	return msgp.AppendInt(msgp.AppendInt(msgp.AppendInt(b, s.N), s.Step), int(s.Cur)), nil
}

func (s *scripted) UnmarshalMsg(b []byte) ([]byte, error) {
	seed, b, err := msgp.ReadUint64Bytes(b)
	if err != nil {
		return b, err
	}
	var v [3]int
	for i := range v {
		var err error
		if v[i], b, err = msgp.ReadIntBytes(b); err != nil {
			return b, err
		}
	}
	s.Seed, s.N, s.Step, s.Cur = seed, v[0], v[1], engine.Player(v[2])
	return b, nil
}

func (s *scripted) Msgsize() int { return 36 }

// Events of the scripts.
var (
	layOwn    = engine.Event{Kind: engine.EvReveal, Player: 0, Card: 7, Zone: engine.ZoneHand, To: "hero", Public: true}
	layOthers = engine.Event{Kind: engine.EvReveal, Player: 1, Card: 7, Zone: engine.ZoneHand, To: "pile", Public: true}
	flipTile  = engine.Event{Kind: engine.EvReveal, Player: 0, Card: 3, Zone: "slot 4", Public: true}
	roll      = engine.Event{Kind: engine.EvRoll, Player: 0, Die: "d6", Face: 4}
	drawOwn   = engine.Event{Kind: engine.EvDraw, Player: 0, Card: 9, Zone: "deck"}
	drawOther = engine.Event{Kind: engine.EvDraw, Player: 1, Card: 9, Zone: "deck"}
	drawOpen  = engine.Event{Kind: engine.EvDraw, Player: 1, Card: 9, Zone: "deck", Public: true}
	shuffle   = engine.Event{Kind: engine.EvShuffle, Player: engine.NoPlayer, Zone: "deck"}
	barrier   = engine.Event{Kind: engine.EvBarrier, Player: engine.NoPlayer}
	move      = engine.Event{Kind: engine.EvMove, Player: 0, Card: 2, Zone: "board", To: "board"}
	note      = engine.Event{Kind: engine.EvGame, Player: 0, Code: 1, Args: []int{2}}
)

// step is seat-to-act-next and the events of one scripted action.
func step(next engine.Player, evs ...engine.Event) scriptStep {
	return scriptStep{events: evs, next: next}
}

// The undo rule: the seat to act takes back its own decisions one at a
// time, back to the last one that showed it (or anyone) something new or
// was another seat's; each refusal says why.
func TestUndoRule(t *testing.T) {
	const H, B = engine.Human, engine.Bot
	tests := []struct {
		name   string
		seats  []engine.SeatKind
		script []scriptStep
		undos  int    // how many undos in a row succeed
		why    string // the refusal after them
	}{
		{"nothing played", []engine.SeatKind{H, H}, nil, 0, "nothing has been played yet"},
		{"own moves, the whole run", []engine.SeatKind{H, B}, []scriptStep{step(0, move), step(0, note), step(0)}, 3, "nothing has been played yet"},
		{"own hand card shown to the others", []engine.SeatKind{H, B}, []scriptStep{step(0, layOwn, note), step(0, layOwn)}, 2, "nothing has been played yet"},
		{"back to another seat's move", []engine.SeatKind{H, B}, []scriptStep{step(1, move), step(0, move), step(0, move), step(0, layOwn)}, 2, "Seat 2 has moved since your last move"},
		{"hot-seat: not the other human's move", []engine.SeatKind{H, H}, []scriptStep{step(1, move)}, 0, "you have not moved yet"},
		{"hot-seat: my run only", []engine.SeatKind{H, H}, []scriptStep{step(0, move), step(1, move), step(1, move)}, 1, "you have not moved yet"},
		{"a bot to act", []engine.SeatKind{H, B}, []scriptStep{step(1, move)}, 0, "it is a bot's turn"},
		{"game over", []engine.SeatKind{H, B}, []scriptStep{step(0, move)}, 0, "the game is over"},
		{"the die was rolled", []engine.SeatKind{H, B}, []scriptStep{step(0, move), step(0, roll), step(0, move)}, 1, "the die was rolled"},
		{"I drew", []engine.SeatKind{H, B}, []scriptStep{step(0, move, drawOwn)}, 0, "you drew a card"},
		{"another drew, privately", []engine.SeatKind{H, B}, []scriptStep{step(0, drawOther)}, 0, "another player drew a card"},
		{"a public draw", []engine.SeatKind{H, B}, []scriptStep{step(0, drawOpen)}, 0, "a card was drawn"},
		{"a tile turned on my turn", []engine.SeatKind{H}, []scriptStep{step(0, layOwn), step(0, flipTile)}, 0, "a hidden card or tile was turned face up"},
		{"another seat's card shown by my move", []engine.SeatKind{H, B}, []scriptStep{step(0, layOthers)}, 0, "another player's card was shown"},
		{"shuffled", []engine.SeatKind{H, B}, []scriptStep{step(0, layOwn, shuffle)}, 0, "the cards were shuffled"},
		{"a barrier", []engine.SeatKind{H, B}, []scriptStep{step(0, barrier)}, 0, "the turn or the hand ended"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			seed := uint64(1000 + i)
			script := tt.script
			scripts[seed] = script
			if tt.why != "the game is over" { // a step to come: the game goes on
				scripts[seed] = append(append([]scriptStep(nil), script...), step(0))
			}
			seats := make([]engine.Seat, len(tt.seats))
			for p, k := range tt.seats {
				seats[p] = engine.Seat{Name: fmt.Sprint("Seat ", p+1), Kind: k}
				if k == engine.Bot {
					seats[p].Strength = "random"
				}
			}
			m, err := engine.NewMatch(engine.Setup{Game: "undotest", Seed: seed, Seats: seats})
			if err != nil {
				t.Fatal(err)
			}
			for range script {
				if err := m.Apply(m.State.LegalActions(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
			for n := range tt.undos {
				if why := m.WhyNoUndo(); why != "" || !m.CanUndo() {
					t.Fatalf("undo %d refused: %q", n+1, why)
				}
				if err := m.Undo(); err != nil {
					t.Fatalf("undo %d: %v", n+1, err)
				}
				if st := m.State.(*scripted); st.Step != len(script)-n-1 || len(m.Log) != st.Step {
					t.Fatalf("undo %d went back to step %d with %d logged, want %d", n+1, st.Step, len(m.Log), len(script)-n-1)
				}
			}
			if m.CanUndo() || m.WhyNoUndo() != tt.why {
				t.Errorf("after %d undos: WhyNoUndo %q, want %q", tt.undos, m.WhyNoUndo(), tt.why)
			}
			steps := len(m.Log)
			err = m.Undo()
			if !errors.Is(err, engine.ErrNoUndo) || !strings.HasSuffix(err.Error(), ": "+tt.why) || len(m.Log) != steps {
				t.Errorf("a refused Undo: %v, %d logged (want ErrNoUndo saying %q, %d logged)", err, len(m.Log), tt.why, steps)
			}
		})
	}
}
