package engine

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// OptionSpec is one setup option a game offers, e.g. the creature in DIE in
// the Dungeon!, with its choices and default.
type OptionSpec struct {
	Key     string
	Label   string
	Choices []string
	// Labels, if set, are the choices as players read them, one per choice
	// ("The Troll O' Bones" for "troll"); saves keep the choice ids.
	Labels []string
	// Notes, if set, say what each choice means for play, one per choice
	// ("5 tiles, the gentlest start"): setup's tooltip shows the chosen one's.
	Notes   []string
	Default string
	// Players, if set, is the only player count the option applies to (the
	// Duel's second creature: 2); setup shows it only then.
	Players int
	// Seat, if set, is the seat (1 = the first) the option belongs to:
	// when more than one play its label names the player (the Duel's "Ada's
	// creature" beside "Bram's creature"; solo just "Creature").
	Seat int
}

// NoteOf is what choice v means for play ("" when the game says nothing).
func (o OptionSpec) NoteOf(v string) string {
	for i, ch := range o.Choices {
		if ch == v && i < len(o.Notes) {
			return o.Notes[i]
		}
	}
	return ""
}

// LabelFor is the option's label when n play, names being the players'
// names in seat order.
func (o OptionSpec) LabelFor(n int, names []string) string {
	if o.Seat > 0 && n > 1 && o.Seat <= len(names) && o.Label != "" {
		return names[o.Seat-1] + "'s " + strings.ToLower(o.Label[:1]) + o.Label[1:]
	}
	return o.Label
}

// AppliesTo reports whether the option matters when n play.
func (o OptionSpec) AppliesTo(n int) bool { return o.Players == 0 || o.Players == n }

// LabelOf is the label of choice v, or v itself.
func (o OptionSpec) LabelOf(v string) string {
	for i, ch := range o.Choices {
		if ch == v && i < len(o.Labels) {
			return o.Labels[i]
		}
	}
	return v
}

// Info is what a game registers: how the app, the saves, herosim and the bots
// find and start it without a switch statement.
type Info struct {
	ID         string // stable id, used in saves: "herohouse"
	Title      string // "Hero House"
	Pitch      string // one line for the title tile
	MinPlayers int
	MaxPlayers int
	// DefaultPlayers, if set, is the seat count a new setup offers first
	// (a solo game with a variant for two starts at 1); else 2 where allowed.
	DefaultPlayers int
	RulesVersion   int // bumped when a rules change makes old logs replay differently
	Options        []OptionSpec
	Rules          string // rules-reader text, in our own words
	Order          int    // place on the title screen
	Hidden         bool   // a test or demo game: not listed to players

	// New sets up a game; opts holds every option with a value.
	New func(players int, seed uint64, opts Options) (State, error)
	// Empty returns a zero state to decode a snapshot into.
	Empty func() State
	// Evaluate, if set, scores a state for seat p in [0,1] (1 = surely won)
	// from what p may see; the greedy bot and playout cut-offs use it.
	Evaluate func(s State, p Player) float64
	// Tell is the game's sentence for one of its EvGame events, made from
	// the event's Code and Args alone, seats named with Who. Required when
	// the game records EvGame events.
	Tell func(ev Event) string
	// Headline, if set, reports whether one of the game's EvGame events is
	// news a player must not miss (a score, a seat out, a hand's end): a
	// recap too short for every line keeps these first.
	Headline func(ev Event) bool
	// RolloutLimit, if set, is where MCTS playouts of this game stop by
	// default and Evaluate scores them: for long games, whose random
	// playouts to the very end would cost too much and say too little.
	RolloutLimit int
	// Figures, if set, measures a finished game in the game's own terms,
	// each figure under a stable snake_case key (a level cleared as 0 or 1,
	// the final score): `herosim play` prints each one's mean over the
	// games it played.
	Figures func(final State) map[string]float64
}

var (
	regMu sync.RWMutex
	reg   = map[string]Info{}
)

// Register adds a game; it panics on a duplicate or incomplete entry, which
// is a programming error found at start-up.
func Register(info Info) {
	regMu.Lock()
	defer regMu.Unlock()
	switch {
	case info.ID == "" || info.New == nil || info.Empty == nil:
		panic(fmt.Sprintf("engine: incomplete registration %q", info.ID))
	case info.MinPlayers < 1 || info.MaxPlayers < info.MinPlayers:
		panic(fmt.Sprintf("engine: bad player range for %q", info.ID))
	}
	if _, dup := reg[info.ID]; dup {
		panic(fmt.Sprintf("engine: game %q registered twice", info.ID))
	}
	reg[info.ID] = info
}

// Lookup finds a registered game by id.
func Lookup(id string) (Info, bool) {
	regMu.RLock()
	defer regMu.RUnlock()
	info, ok := reg[id]
	return info, ok
}

// Games lists the registered games that players see, in title-screen order.
func Games() []Info { return list(false) }

// AllGames lists every registered game, hidden test games last.
func AllGames() []Info { return list(true) }

func list(hidden bool) []Info {
	regMu.RLock()
	defer regMu.RUnlock()
	var out []Info
	for _, g := range reg {
		if hidden || !g.Hidden {
			out = append(out, g)
		}
	}
	slices.SortFunc(out, func(a, b Info) int {
		if a.Hidden != b.Hidden {
			if a.Hidden {
				return 1
			}
			return -1
		}
		if a.Order != b.Order {
			return a.Order - b.Order
		}
		return strings.Compare(a.ID, b.ID)
	})
	return out
}
