package play

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
)

// Names are the default seat names, one per seat in order.
var Names = []string{"Ada", "Bram", "Cora", "Dain", "Esme", "Finn", "Gwen", "Hugo"}

// DefaultName is seat i's default name.
func DefaultName(i int) string {
	if i >= 0 && i < len(Names) {
		return Names[i]
	}
	return fmt.Sprintf("Seat %d", i+1)
}

// DefaultStrength is the strength a new bot seat gets.
const DefaultStrength = bot.Normal

// DefaultSeats is n seats: the first a human, the rest bots.
func DefaultSeats(n int) []engine.Seat {
	out := make([]engine.Seat, n)
	for i := range out {
		out[i] = engine.Seat{Name: DefaultName(i), Kind: engine.Bot, Strength: DefaultStrength}
	}
	if n > 0 {
		out[0] = engine.Seat{Name: DefaultName(0), Kind: engine.Human}
	}
	return out
}

// ParseSeats reads a comma-separated seat list such as "human,bot,hard":
// each seat is "human", "bot" (a Normal bot) or a bot strength.
func ParseSeats(spec string) ([]engine.Seat, error) {
	if strings.TrimSpace(spec) == "" {
		return nil, fmt.Errorf("no seats given: want e.g. human,bot")
	}
	var out []engine.Seat
	for i, part := range strings.Split(spec, ",") {
		part = strings.ToLower(strings.TrimSpace(part))
		seat := engine.Seat{Name: DefaultName(i), Kind: engine.Bot}
		switch {
		case part == "human":
			seat.Kind = engine.Human
		case part == "bot":
			seat.Strength = DefaultStrength
		case slices.Contains(bot.Strengths, part):
			seat.Strength = part
		default:
			return nil, fmt.Errorf("seat %d %q: want human, bot or one of %s", i+1, part, strings.Join(bot.Strengths, ", "))
		}
		out = append(out, seat)
	}
	return out, nil
}

// AllBots turns every seat into a bot (watch mode), keeping bot strengths
// already chosen.
func AllBots(seats []engine.Seat) []engine.Seat {
	out := slices.Clone(seats)
	for i := range out {
		if out[i].Kind == engine.Human {
			out[i].Kind, out[i].Strength = engine.Bot, DefaultStrength
		}
	}
	return out
}

// SeatLabel says who plays a seat: "Human" or "Bot · Normal".
func SeatLabel(s engine.Seat) string {
	if s.Kind == engine.Human {
		return "Human"
	}
	return "Bot · " + StrengthLabel(s.Strength)
}

// StrengthLabel is a strength capitalised for the screen.
func StrengthLabel(s string) string {
	if s == "" {
		return ""
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// RandomSeed picks a seed, short enough to read out and type, for a game the
// player did not seed. All the game's randomness follows from it, so a saved
// game replays exactly.
func RandomSeed() uint64 { return rand.Uint64N(1_000_000_000) }

// NewMatch starts game with the given seats, seed and options.
func NewMatch(game string, seats []engine.Seat, seed uint64, opts engine.Options) (*engine.Match, error) {
	return engine.NewMatch(engine.Setup{Game: game, Seed: seed, Options: opts, Seats: seats})
}

// StartMatch starts game with seats and options written as on the command
// line ("human,greedy", "map=map1"; "" for none), for tools and tests.
func StartMatch(game, seats string, seed uint64, opts string) (*engine.Match, error) {
	st, err := ParseSeats(seats)
	if err != nil {
		return nil, err
	}
	o, err := engine.ParseOptions(opts)
	if err != nil {
		return nil, err
	}
	return NewMatch(game, st, seed, o)
}
