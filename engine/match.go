package engine

import (
	"errors"
	"fmt"
)

// SeatKind says who plays a seat.
type SeatKind uint8

const (
	Human SeatKind = iota
	Bot
)

// Seat is one place at the table: a human or a bot of some strength
// ("random", "greedy", "easy", "normal", "hard").
type Seat struct {
	Name     string   `msg:"name"`
	Kind     SeatKind `msg:"kind"`
	Strength string   `msg:"strength"`
}

// Setup is everything needed to start a game again from nothing.
type Setup struct {
	Game    string  `msg:"game"`
	Seed    uint64  `msg:"seed"`
	Options Options `msg:"opts"`
	Seats   []Seat  `msg:"seats"`
}

// LogEntry is one applied action as the log tells it.
type LogEntry struct {
	Player Player  `msg:"p"`
	Action Action  `msg:"a"`
	Text   string  `msg:"x"`
	Events []Event `msg:"ev"`
}

// Match is a game in progress: its setup, every action applied since, the
// log in words, and the current state. Undo replays the log from the setup,
// which is exact because all randomness comes from the seeded state.
//
// A match resumed from a snapshot (Resume) has a Base: the encoded state its
// log starts from, because the moves before it can no longer be replayed
// (a save from older rules). Undo then replays from the Base and cannot go
// back past it.
type Match struct {
	Setup     Setup
	Info      Info
	State     State
	Log       []LogEntry
	Base      []byte // the state's encoding where Log starts; nil: the setup
	BaseMoves int    // actions played before Base, which Log does not hold
	// Note is one sentence for the player on how the match was loaded (from
	// a save of older rules, or from a backup), shown when its table opens;
	// empty otherwise. It is not saved.
	Note string
}

// NewMatch starts the game setup describes, checking players and options.
func NewMatch(setup Setup) (*Match, error) {
	info, setup, err := checkSetup(setup)
	if err != nil {
		return nil, err
	}
	n := len(setup.Seats)
	st, err := info.New(n, setup.Seed, setup.Options)
	if err != nil {
		return nil, fmt.Errorf("%s setup: %w", info.Title, err)
	}
	return &Match{Setup: setup, Info: info, State: st}, nil
}

// Resume starts setup's game from base, a state's own encoding (a save's
// snapshot), with moves actions played before it and an empty log. It fails
// when base does not decode as the game's state or its players do not
// match the setup's seats.
func Resume(setup Setup, base []byte, moves int) (*Match, error) {
	info, setup, err := checkSetup(setup)
	if err != nil {
		return nil, err
	}
	n := len(setup.Seats)
	st, err := decodeState(info, base)
	if err != nil {
		return nil, err
	}
	if st.NumPlayers() != n {
		return nil, fmt.Errorf("the %s state has %d players but the setup %d seats", info.Title, st.NumPlayers(), n)
	}
	if cur := st.CurrentPlayer(); cur != NoPlayer && (cur < 0 || int(cur) >= n) {
		return nil, fmt.Errorf("the %s state gives the turn to seat %d of %d", info.Title, int(cur)+1, n)
	}
	if moves < 0 {
		return nil, fmt.Errorf("%d moves before the snapshot", moves)
	}
	return &Match{Setup: setup, Info: info, State: st, Base: base, BaseMoves: moves}, nil
}

// checkSetup finds setup's game and checks its players and options, which
// it returns filled in with their defaults.
func checkSetup(setup Setup) (Info, Setup, error) {
	info, ok := Lookup(setup.Game)
	if !ok {
		return info, setup, fmt.Errorf("unknown game %q", setup.Game)
	}
	n := len(setup.Seats)
	if n < info.MinPlayers || n > info.MaxPlayers {
		return info, setup, fmt.Errorf("%s takes %d–%d players, not %d", info.Title, info.MinPlayers, info.MaxPlayers, n)
	}
	opts, err := info.Resolve(setup.Options)
	if err != nil {
		return info, setup, err
	}
	setup.Options = opts
	return info, setup, nil
}

// decodeState decodes b as info's state; a panic in generated or game code
// on strange bytes is an error too.
func decodeState(info Info, b []byte) (st State, err error) {
	defer func() {
		if r := recover(); r != nil {
			st, err = nil, fmt.Errorf("the %s state does not decode: %v", info.Title, r)
		}
	}()
	st = info.Empty()
	rest, err := st.UnmarshalMsg(b)
	if err != nil {
		return nil, fmt.Errorf("the %s state does not decode: %w", info.Title, err)
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("the %s state does not decode: %d stray bytes after it", info.Title, len(rest))
	}
	return st, nil
}

// Replay starts setup and applies actions in order; it fails at the first
// refused action, naming its step.
func Replay(setup Setup, actions []Action) (*Match, error) {
	m, err := NewMatch(setup)
	if err != nil {
		return nil, err
	}
	if err := m.applyAll(actions); err != nil {
		return nil, err
	}
	return m, nil
}

// Restart is m as it was before its log: from the setup, or from the Base.
func (m *Match) Restart() (*Match, error) {
	if m.Base == nil {
		return NewMatch(m.Setup)
	}
	return Resume(m.Setup, m.Base, m.BaseMoves)
}

// ReplayTo is a new match of m's game with the first n actions of m's log
// replayed from its start (the setup, or the Base): a copy when n is the
// whole log, the game before its last move when n is one less.
func (m *Match) ReplayTo(n int) (*Match, error) {
	r, err := m.Restart()
	if err != nil {
		return nil, err
	}
	if err := r.applyAll(m.Actions()[:n]); err != nil {
		return nil, err
	}
	return r, nil
}

// Moves counts every action played in the game, those before the Base too.
func (m *Match) Moves() int { return m.BaseMoves + len(m.Log) }

// applyAll applies actions in order, failing at the first refused one.
func (m *Match) applyAll(actions []Action) error {
	for i, a := range actions {
		if err := m.Apply(a); err != nil {
			return fmt.Errorf("step %d: %w", i+1, err)
		}
	}
	return nil
}

// Actions lists the applied actions in order.
func (m *Match) Actions() []Action {
	out := make([]Action, len(m.Log))
	for i, e := range m.Log {
		out[i] = e.Action
	}
	return out
}

// Apply plays a for the player to act and logs it; a refused action changes
// nothing and returns the game's reason.
func (m *Match) Apply(a Action) error {
	p := m.State.CurrentPlayer()
	if p == NoPlayer {
		return &IllegalError{Action: a, Reason: "the game is over"}
	}
	// ActionString is defined only for legal actions; an illegal one gets
	// the game's own reason from Apply.
	var text string
	if IsLegal(m.State, a) {
		text = m.State.ActionString(a)
	}
	if err := m.State.Apply(a); err != nil {
		return err
	}
	ev := m.State.Events()
	m.Log = append(m.Log, LogEntry{Player: p, Action: a, Text: text, Events: append([]Event(nil), ev...)})
	return nil
}

// ErrNoUndo is returned, wrapped with the reason (WhyNoUndo), when the last
// action may not be taken back.
var ErrNoUndo = errors.New("nothing to undo")

// WhyNoUndo says why the seat to act may not take back the last action, in
// words for that seat, or "" when it may. The rule, as Board Game Arena
// has it: a human seat may take back its own decisions of this turn, one
// at a time and several in a row, back to the last moment something new
// was shown to it — a die rolled, a card drawn or turned face up, a deck
// shuffled, a barrier the game set, or another seat's move. Showing the
// others a card of its own hand does not stop it (Event.UndoBar). Only
// the seat to act undoes, and only its own run of decisions: in hot-seat
// play no seat takes back another's.
func (m *Match) WhyNoUndo() string {
	p := m.State.CurrentPlayer()
	switch {
	case len(m.Log) == 0 && m.Base != nil:
		return "nothing has been played since the game was loaded"
	case len(m.Log) == 0:
		return "nothing has been played yet"
	case p == NoPlayer:
		return "the game is over"
	case int(p) < len(m.Setup.Seats) && m.Setup.Seats[p].Kind != Human:
		return "it is a bot's turn"
	}
	last := m.Log[len(m.Log)-1]
	if last.Player != p {
		return m.movedSince(p, last.Player)
	}
	for _, e := range last.Events {
		if why := e.UndoBar(p); why != "" {
			return why
		}
	}
	return ""
}

// movedSince is why seat p may take nothing back when seat q made the last
// move: who moved since p's last move ("this turn" read wrong to a player
// who had placed a goblin before the bots moved, play-test 17).
func (m *Match) movedSince(p, q Player) string {
	for i := len(m.Log) - 1; i >= 0; i-- {
		if m.Log[i].Player != p {
			continue
		}
		if q >= 0 && int(q) < len(m.Setup.Seats) {
			return m.Setup.Seats[q].Name + " has moved since your last move"
		}
		return "the game has moved on since your last move"
	}
	return "you have not moved yet"
}

// CanUndo reports whether the seat to act may take back the last action
// (WhyNoUndo says why not).
func (m *Match) CanUndo() bool { return m.WhyNoUndo() == "" }

// Undo takes back the last action by replaying all the others; when it may
// not (WhyNoUndo) it changes nothing and returns ErrNoUndo with the reason.
func (m *Match) Undo() error {
	if why := m.WhyNoUndo(); why != "" {
		return fmt.Errorf("%w: %s", ErrNoUndo, why)
	}
	r, err := m.ReplayTo(len(m.Log) - 1)
	if err != nil {
		return fmt.Errorf("undo: %w", err)
	}
	*m = *r
	return nil
}
