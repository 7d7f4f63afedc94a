package dieinthedungeon

import "github.com/herotable/herotable/engine"

// GameID is the id DIE in the Dungeon! registers under.
const GameID = "dieinthedungeon"

// RulesVersion is bumped when old logs would replay differently. 2: the
// log's sentences are the game's own events (EvGame, a code and its
// numbers, said by Tell) instead of plain notes, so a version-1 save's
// last action no longer records the events its replay does. 3: the
// Training Dungeon's fixed tiles are face down and secret like any other
// (§7), so Far Sight and Sneak Peek may look at them and bots no longer
// see them.
const RulesVersion = 3

// rolloutLimit is where bots' random playouts stop and Evaluate scores the
// position: a turn or two of random play. Measured on map3 (20 Normal games
// each): 20 → 0 wins, 30 → 10, 40–45 → 8–9, 80 → 3 of 10; short playouts
// lean on the hook too much, long ones drown it in random play.
const rolloutLimit = 40

func init() {
	var creatures, creatureNames, creatureNotes []string
	for i := range Creatures {
		c := &Creatures[i]
		creatures = append(creatures, c.ID)
		creatureNames = append(creatureNames, c.Name)
		creatureNotes = append(creatureNotes, CreatureNote(c))
	}
	var maps, mapNames, mapNotes []string
	for i := range Maps {
		if m := &Maps[i]; m.Players == 1 {
			maps = append(maps, m.ID)
			mapNames = append(mapNames, m.Name)
			mapNotes = append(mapNotes, MapNote(m))
		}
	}
	engine.Register(engine.Info{
		ID: GameID, Title: "DIE in the Dungeon!", Order: 5,
		Pitch:      "Play the monster: fight your way out of a dungeon full of heroes.",
		MinPlayers: 1, MaxPlayers: 2, DefaultPlayers: 1, RulesVersion: RulesVersion,
		Options: []engine.OptionSpec{
			{Key: OptMap, Label: "Map", Choices: maps, Labels: mapNames, Notes: mapNotes, Default: maps[0], Players: 1}, // the Duel has its own map
			{Key: OptCreature, Label: "Creature", Seat: 1, Choices: creatures, Labels: creatureNames, Notes: creatureNotes, Default: creatures[0]},
			{Key: OptCreature2, Label: "Creature", Seat: 2, Choices: creatures, Labels: creatureNames, Notes: creatureNotes, Default: creatures[1], Players: 2},
		},
		Rules: rulesText,
		New: func(n int, seed uint64, opts engine.Options) (engine.State, error) {
			return New(n, seed, opts)
		},
		Empty:        func() engine.State { return &State{} },
		Evaluate:     Evaluate,
		Tell:         Tell,
		Headline:     Headline,
		RolloutLimit: rolloutLimit,
	})
}
