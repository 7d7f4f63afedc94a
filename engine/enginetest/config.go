package enginetest

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
)

// Config says which game the suite checks and how hard.
type Config struct {
	Game     string           // registered id
	Players  []int            // player counts to test; nil = every count from MinPlayers to MaxPlayers
	Options  []engine.Options // option sets to test; nil = defaults only
	Seeds    int              // random playouts per player count and option set (default 30)
	MaxSteps int              // safety cap per playout (default 20000); reaching it fails the test
	// Invariants is checked after setup and after every step; nil = none.
	// It also runs on determinized copies being played on (whose hidden
	// cards are resampled but concrete), never on views.
	Invariants func(s engine.State) error
	// BotStrengths are the strengths of the no-peeking test; nil = {"random","greedy","easy"}.
	BotStrengths []string

	// Step, if set, is checked for every action a playout applies, with
	// clones of the state before and the state after: for rules that no
	// single state shows, such as "scores never go down".
	Step func(before, after engine.State, a engine.Action) error
	// Dice lists the custom dice the game rolls (the standard d4…d20 are
	// known), so that every rolled face can be checked against its die.
	Dice []engine.Die
}

const (
	defaultSeeds    = 30
	defaultMaxSteps = 20000
)

var defaultStrengths = []string{"random", "greedy", "easy"}

// gameCase is one player count and option set of the game under test.
type gameCase struct {
	cfg     Config
	info    engine.Info
	players int
	opts    engine.Options // resolved: every option has a value
	name    string
	dice    map[string]int // die id → faces
}

// cases checks cfg against the registry and expands it into its cases.
func cases(cfg Config) ([]*gameCase, error) {
	info, ok := engine.Lookup(cfg.Game)
	if !ok {
		return nil, fmt.Errorf("game %q is not registered (import its package for its side effects)", cfg.Game)
	}
	if cfg.Seeds <= 0 {
		cfg.Seeds = defaultSeeds
	}
	if cfg.MaxSteps <= 0 {
		cfg.MaxSteps = defaultMaxSteps
	}
	if cfg.BotStrengths == nil {
		cfg.BotStrengths = defaultStrengths
	}
	players := cfg.Players
	if players == nil {
		for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
			players = append(players, n)
		}
	}
	optSets := cfg.Options
	if optSets == nil {
		optSets = []engine.Options{nil}
	}
	dice := map[string]int{}
	for _, d := range []engine.Die{engine.D4, engine.D6, engine.D8, engine.D10, engine.D12, engine.D20} {
		dice[d.ID] = d.Faces
	}
	for _, d := range cfg.Dice {
		if d.ID == "" || d.Faces < 1 {
			return nil, fmt.Errorf("Config.Dice: die %q with %d faces", d.ID, d.Faces)
		}
		dice[d.ID] = d.Faces
	}
	var out []*gameCase
	for _, n := range players {
		if n < info.MinPlayers || n > info.MaxPlayers {
			return nil, fmt.Errorf("%s takes %d–%d players, Config.Players asks for %d", info.Title, info.MinPlayers, info.MaxPlayers, n)
		}
		for _, o := range optSets {
			opts, err := info.Resolve(o)
			if err != nil {
				return nil, fmt.Errorf("Config.Options: %w", err)
			}
			name := fmt.Sprintf("players=%d", n)
			if len(o) > 0 {
				name += ",opts=" + optString(opts)
			}
			out = append(out, &gameCase{cfg: cfg, info: info, players: n, opts: opts, name: name, dice: dice})
		}
	}
	return out, nil
}

func optString(o engine.Options) string {
	parts := make([]string, len(o))
	for i, kv := range o {
		parts[i] = kv.Key + "=" + kv.Value
	}
	return strings.Join(parts, ",")
}

// newState sets up the case's game for seed.
func (c *gameCase) newState(seed uint64) (engine.State, error) {
	s, err := c.info.New(c.players, seed, c.opts)
	if err != nil {
		return nil, fmt.Errorf("setup with seed %d: %w", seed, err)
	}
	if s == nil {
		return nil, fmt.Errorf("setup with seed %d returned a nil state", seed)
	}
	return s, nil
}

// seeds lists the setup seeds of the case's playouts, at most limit of them
// (limit <= 0: all).
func (c *gameCase) seeds(limit int) []uint64 {
	n := c.cfg.Seeds
	if limit > 0 {
		n = min(n, limit)
	}
	out := make([]uint64, n)
	for i := range out {
		out[i] = uint64(i + 1)
	}
	return out
}
