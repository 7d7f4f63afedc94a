package heromustdie

import "github.com/herotable/herotable/engine"

// GameID is the id Hero Must Die! registers under.
const GameID = "heromustdie"

// Seats the game takes.
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// RulesVersion is bumped when old logs would replay differently. 2: a
// fight's blows are events (blows.go), so a version-1 save whose last
// action fought no longer matches its replay (the melee tie's sentence
// now gives its sums too). 3: the log's sentences are the game's own
// events (EvGame, tell.go) carrying their numbers instead of words, so a
// version-2 save's snapshot no longer matches its replay. 4: every phase
// begins with an event (CodePhase), which a version-3 save's last events
// lack. 5: each point of Pay Day's wages is an event (CodePaid), which a
// version-4 save's last events lack. 6: a private draw's sentence drops
// the full stop after a card name's own "!" ("draws Rule Them All!"), so
// a version-5 snapshot's last events no longer match.
const RulesVersion = 6

// OptMage is the option key of §2.9's mage powers.
const OptMage = "mage"

// rolloutLimit is where bots' random playouts stop and Evaluate scores
// the position: about a turn of random play.
const rolloutLimit = 60

func init() {
	engine.Register(engine.Info{
		ID: GameID, Title: "Hero Must Die!", Order: 1,
		Pitch:      "Evil mages share a dungeon: place goblins, build traps, hire monsters and keep the heroes out.",
		MinPlayers: MinPlayers, MaxPlayers: MaxPlayers, RulesVersion: RulesVersion,
		Options: []engine.OptionSpec{
			{Key: OptMage, Label: "Mage powers", Choices: []string{"off", "on"}, Labels: []string{"Off: no colour bonus", "On: a bonus per colour"},
				Notes:   []string{"the mages' colours only tell them apart", "each colour gets an edge: red +1 MP per Rune Room goblin, yellow +1 gold per Gold Mine goblin, green keeps 1 of 3 plots at the Throne Room, blue +1 slave per Town goblin"},
				Default: "off"},
		},
		Rules: rulesText,
		New: func(n int, seed uint64, opts engine.Options) (engine.State, error) {
			return New(n, seed, opts.Get(OptMage) == "on")
		},
		Empty:        func() engine.State { return &State{} },
		Evaluate:     Evaluate,
		Tell:         Tell,
		Headline:     Headline,
		RolloutLimit: rolloutLimit,
	})
}
