// Package play runs a match at the table, for any game: whose turn it is,
// bots thinking a few iterations at a time so the UI never freezes, human
// moves, undo, autosave after every action, whose eyes the table may show in
// hot-seat games, and the log in plain words. It knows nothing of drawing, so
// the table scenes stay thin and all of this is tested without a display.
package play

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	"github.com/herotable/herotable/saves"
)

// Session is one match being played.
type Session struct {
	Match *engine.Match

	bots    []bot.Bot // per seat, the bot of the current decision; nil for a human seat
	started bool      // the bot to act has begun its decision
	legal   []engine.Action
	humans  int
	hidden  bool          // the game has shown two seats different views
	viewer  engine.Player // whose view the table shows (hot-seat)
	saver   *saver        // nil: no autosave
	away    *away         // the decision being thought on its own goroutine, if any
}

// ErrNotYourTurn is returned when a human action is attempted on a bot's turn.
var ErrNotYourTurn = errors.New("it is not a human seat's turn")

// New starts playing m. Each bot decision is seeded from the match seed, the
// seat and the step (see decider), so a game loaded from a save plays on
// exactly as it would have without saving. With a
// non-nil store every action is autosaved under saves.AutosaveName.
func New(m *engine.Match, store saves.Store) (*Session, error) {
	s := &Session{Match: m, viewer: engine.NoPlayer}
	s.bots = make([]bot.Bot, len(m.Setup.Seats))
	for i, seat := range m.Setup.Seats {
		if seat.Kind == engine.Human {
			s.humans++
			s.viewer = engine.Player(i)
			continue
		}
		b, err := s.decider(engine.Player(i))
		if err != nil {
			return nil, fmt.Errorf("seat %d (%s): %w", i+1, seat.Name, err)
		}
		s.bots[i] = b
	}
	if s.humans > 1 {
		s.viewer = engine.NoPlayer
	}
	if store != nil {
		s.saver = newSaver(store, saves.AutosaveName(m.Setup.Game))
	}
	s.refresh()
	return s, nil
}

// decider is seat p's bot for the decision at the current step. Its seed
// depends on nothing but the setup and the step, not on the decisions made
// before in this process, so that a bot's choices survive save and load.
func (s *Session) decider(p engine.Player) (bot.Bot, error) {
	return bot.New(s.Match.Setup.Seats[p].Strength, s.seed(p))
}

// seed is the seed of seat p's bot for the decision at the current step.
func (s *Session) seed(p engine.Player) uint64 {
	return mix(mix(s.Match.Setup.Seed, uint64(p)+1), uint64(s.Match.Moves())+1)
}

// mix derives a well-spread seed from a seed and a salt (SplitMix64).
func mix(seed, salt uint64) uint64 {
	z := seed + salt*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// hasHidden reports whether two seats see the state differently, which is
// when hot-seat play needs a screen between their turns.
func hasHidden(st engine.State) bool {
	var first []byte
	for p := range st.NumPlayers() {
		b, err := st.View(engine.Player(p)).MarshalMsg(nil)
		if err != nil {
			return true // cannot tell: be safe
		}
		if p > 0 && !bytes.Equal(b, first) {
			return true
		}
		first = b
	}
	return false
}

func (s *Session) refresh() {
	s.legal = s.Match.State.LegalActions(s.legal[:0])
	if s.humans > 1 && !s.hidden {
		s.hidden = hasHidden(s.Match.State)
	}
}

// Game is the game's id.
func (s *Session) Game() string { return s.Match.Setup.Game }

// Players is the number of seats.
func (s *Session) Players() int { return len(s.Match.Setup.Seats) }

// Name is seat p's name ("" for NoPlayer).
func (s *Session) Name(p engine.Player) string {
	if p < 0 || int(p) >= len(s.Match.Setup.Seats) {
		return ""
	}
	if n := s.Match.Setup.Seats[p].Name; n != "" {
		return n
	}
	return fmt.Sprintf("Seat %d", p+1)
}

// ActionText is a legal action in plain words with the seats' names.
func (s *Session) ActionText(a engine.Action) string {
	return engine.Names(s.Match.State.ActionString(a), s.Names())
}

// Names lists every seat's name.
func (s *Session) Names() []string {
	out := make([]string, s.Players())
	for i := range out {
		out[i] = s.Name(engine.Player(i))
	}
	return out
}

// Current is the seat to act, or NoPlayer when the game is over.
func (s *Session) Current() engine.Player { return s.Match.State.CurrentPlayer() }

// Over reports whether the game has ended.
func (s *Session) Over() bool { return s.Match.State.IsTerminal() }

// Legal lists the current seat's legal actions (do not modify).
func (s *Session) Legal() []engine.Action { return s.legal }

// IsBot reports whether seat p is played by a bot.
func (s *Session) IsBot(p engine.Player) bool {
	return p >= 0 && int(p) < len(s.bots) && s.bots[p] != nil
}

// BotTurn reports whether a bot is to act.
func (s *Session) BotTurn() bool { return !s.Over() && s.IsBot(s.Current()) }

// Humans is the number of human seats.
func (s *Session) Humans() int { return s.humans }

// Watching reports whether every seat is a bot: the match plays itself.
func (s *Session) Watching() bool { return s.humans == 0 }

// Play applies a human seat's action. A refused action changes nothing and
// returns the game's reason.
func (s *Session) Play(a engine.Action) error {
	if s.Over() {
		return &engine.IllegalError{Action: a, Reason: "the game is over"}
	}
	if s.BotTurn() {
		return ErrNotYourTurn
	}
	return s.apply(a)
}

// Think lets the bot to act run up to n more iterations of its decision and
// reports whether the decision is ready. It is false when no bot is to act.
func (s *Session) Think(n int) bool {
	if !s.BotTurn() {
		return false
	}
	if !s.started {
		s.startBot(s.Match.State)
	}
	if s.away != nil && s.away.remote != nil {
		s.halt() // think it here from now on
	}
	if s.away != nil { // begun on a goroutine: let it finish
		return s.away.done.Load()
	}
	return s.bots[s.Current()].Step(n)
}

// startBot begins the decision of the bot to act, searching st (the match's
// state or a copy of it).
func (s *Session) startBot(st engine.State) {
	p := s.Current()
	b, err := s.decider(p)
	if err != nil {
		panic(err) // New made this seat's bot with the same strength
	}
	s.bots[p] = b
	b.Start(st, p)
	s.started = true
}

// PlayBot applies the decision of the bot to act (its best so far if it has
// not finished thinking).
func (s *Session) PlayBot() (engine.Action, error) {
	if !s.BotTurn() {
		return 0, errors.New("no bot is to act")
	}
	if !s.started {
		s.Think(0)
	}
	a, ok := s.awayAnswer()
	s.halt()
	if !ok {
		a = s.bots[s.Current()].Best()
	}
	return a, s.apply(a)
}

func (s *Session) apply(a engine.Action) error {
	if err := s.Match.Apply(a); err != nil {
		return err
	}
	s.started = false
	s.refresh()
	s.autosave()
	return nil
}

// CanUndo reports whether the seat to act may take back the last action:
// its own, which showed it nothing new (engine.Match.WhyNoUndo).
func (s *Session) CanUndo() bool { return s.Match.CanUndo() }

// WhyNoUndo says, in words for the seat to act, why it may not take back
// the last action ("the die was rolled", "you have not moved yet this turn"),
// or "" when it may.
func (s *Session) WhyNoUndo() string { return s.Match.WhyNoUndo() }

// Undo takes back the last action; a refused undo changes nothing and its
// error (engine.ErrNoUndo) says why.
func (s *Session) Undo() error {
	if s.Match.CanUndo() {
		s.halt() // the bot's decision is for a position about to go
	}
	if err := s.Match.Undo(); err != nil {
		return err
	}
	s.started = false
	s.refresh()
	s.autosave()
	return nil
}

// Start starts game with seats and options as the command line writes
// them (see StartMatch) and seats it at a table saving into store (nil:
// no autosave).
func Start(game, seats string, seed uint64, opts string, store saves.Store) (*Session, error) {
	m, err := StartMatch(game, seats, seed, opts)
	if err != nil {
		return nil, err
	}
	return New(m, store)
}
