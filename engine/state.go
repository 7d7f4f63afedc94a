package engine

import (
	"fmt"

	"github.com/tinylib/msgp/msgp"
)

// Player is a seat number, 0 to NumPlayers()-1.
type Player int8

// NoPlayer is returned by CurrentPlayer once the game is over; as an event's
// player it means "nobody in particular".
const NoPlayer Player = -1

// Action is one small decision of the player to act, encoded by each game.
// Compound decisions (choose a card, then its target) are split into several
// actions so that legal-action lists stay short and every step can be shown
// and undone.
type Action uint32

// State is the contract every game speaks; bots, saves, the app and herosim
// use nothing else. Every method's comment is its contract.
//
// A State must be a pointer to a struct whose msgp code is generated (so it can
// be snapshotted in a save) and must hold no maps (so its encoding is canonical
// and two equal states encode to equal bytes).
type State interface {
	msgp.Marshaler
	msgp.Unmarshaler
	msgp.Sizer

	// GameID is the id the game registered under, e.g. "herohouse".
	GameID() string
	// NumPlayers is the number of seats, fixed at setup.
	NumPlayers() int
	// CurrentPlayer is the seat that must act now, or NoPlayer when the game is over.
	CurrentPlayer() Player
	// LegalActions appends the current player's legal actions to buf and returns
	// it. It is empty exactly when the game is over. The order is deterministic.
	LegalActions(buf []Action) []Action
	// Apply performs a for the current player. An illegal action returns an
	// *IllegalError with a reason a player can read, and leaves the state
	// exactly as it was. All randomness comes from the state's own RNG.
	Apply(a Action) error
	// IsTerminal reports whether the game is over.
	IsTerminal() bool
	// Returns gives each seat's final result in [0,1]: 1 a win (a shared win is
	// 1 for each winner), 0 a loss, 0.5 a draw. Meaningful only when terminal.
	Returns() []float64
	// Clone is a deep copy: nothing the copy does affects the original.
	Clone() State
	// View is a copy holding only what seat p may see: hidden cards masked,
	// face-down decks reduced to their size, the RNG zeroed. It is for display
	// and for comparison; applying actions to it is not defined.
	View(p Player) State
	// Determinize is a copy in which everything observer cannot know (other
	// seats' hidden cards, the order of every face-down deck, the future of the
	// RNG) is resampled with rng, consistently with what observer has seen.
	// The result depends only on View(observer) and rng, so bots that decide
	// from determinizations never peek.
	Determinize(observer Player, rng *RNG) State
	// ActionString describes a, a legal action in this state, in plain words
	// for the log and the hints, naming seats with Who: Who(0)+" plays the 7
	// of Swords" reads "Ann plays the 7 of Swords" in the log.
	ActionString(a Action) string
	// Events are what the last Apply did that the table should show: dice
	// rolled with their faces, cards drawn, revealed or moved, in order.
	Events() []Event
}

// IllegalError is how Apply refuses an action: the action and a reason a
// player can read ("you must follow the suit led").
type IllegalError struct {
	Action Action
	Reason string
}

func (e *IllegalError) Error() string {
	return fmt.Sprintf("illegal action %d: %s", e.Action, e.Reason)
}

// Illegal builds the error Apply returns for a refused action.
func Illegal(a Action, format string, args ...any) error {
	return &IllegalError{Action: a, Reason: fmt.Sprintf(format, args...)}
}

// IsLegal reports whether a is among s's legal actions.
func IsLegal(s State, a Action) bool {
	var buf [64]Action
	for _, b := range s.LegalActions(buf[:0]) {
		if b == a {
			return true
		}
	}
	return false
}

// Winners lists the seats whose return is a win (1) in a terminal state.
func Winners(s State) []Player {
	var w []Player
	for p, r := range s.Returns() {
		if r >= 1 {
			w = append(w, Player(p))
		}
	}
	return w
}

// Quieter is an optional State method: Quiet stops the state recording
// events (Events stays empty after Apply). Bots call it on their private
// determinizations, which nobody shows, to save the work.
type Quieter interface{ Quiet() }
