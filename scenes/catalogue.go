package scenes

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// Game is one game of the title screen as the catalogue knows it, before
// (and whether or not) its engine has landed.
type Game struct {
	ID         string
	Title      string
	MinPlayers int
	MaxPlayers int
	Pitch      string
}

// Catalogue is the five games of Hero Table, in title-screen order.
var Catalogue = []Game{
	{"heromustdie", "Hero Must Die!", 2, 4, "Evil mages defend their dungeon from heroes, and plot against each other."},
	{"herohouse", "Hero House", 2, 4, "Lay down balanced houses of heroes, then tame the monster to take the treasure."},
	{"herodice", "Hero Dice", 1, 1, "Roll the red hero die through mobs, traps and treasure, down to the boss."},
	{"heroica", "Heroica", 1, 4, "Race your heroes through dungeon levels for gold, relics and glory."},
	{"dieinthedungeon", "DIE in the Dungeon!", 1, 2, "Play the monster: fight your way out of a dungeon full of heroes."},
}

// Info is the registered engine of game id, if it has landed.
func Info(id string) (engine.Info, bool) { return engine.Lookup(id) }

// Entry is the catalogue entry for id, or one made from its registration
// (the hidden test games are not in the catalogue).
func Entry(id string) Game {
	for _, g := range Catalogue {
		if g.ID == id {
			if info, ok := engine.Lookup(id); ok {
				g.MinPlayers, g.MaxPlayers = info.MinPlayers, info.MaxPlayers
				if info.Pitch != "" {
					g.Pitch = info.Pitch
				}
			}
			return g
		}
	}
	if info, ok := engine.Lookup(id); ok {
		return Game{ID: id, Title: info.Title, MinPlayers: info.MinPlayers, MaxPlayers: info.MaxPlayers, Pitch: info.Pitch}
	}
	return Game{ID: id, Title: id}
}

// Players says a game's player range: "1 player", "2–4 players".
func (g Game) Players() string {
	switch {
	case g.MinPlayers == g.MaxPlayers && g.MinPlayers == 1:
		return "1 player"
	case g.MinPlayers == g.MaxPlayers:
		return fmt.Sprintf("%d players", g.MinPlayers)
	}
	return fmt.Sprintf("%d–%d players", g.MinPlayers, g.MaxPlayers)
}

// GameTitle is a game's display title by id.
func GameTitle(id string) string { return Entry(id).Title }

// HiddenGames are the registered test games, offered only with -dev (a
// catalogue game still hidden is offered on its own tile).
func HiddenGames() []engine.Info {
	var out []engine.Info
	for _, g := range engine.AllGames() {
		if g.Hidden && !inCatalogue(g.ID) {
			out = append(out, g)
		}
	}
	return out
}

// inCatalogue reports whether id is one of the five games.
func inCatalogue(id string) bool {
	for _, g := range Catalogue {
		if g.ID == id {
			return true
		}
	}
	return false
}
