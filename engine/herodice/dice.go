package herodice

import "github.com/herotable/herotable/engine"

// The dice (§2.7): the red hero die and the white combat dice. The hero's
// dice are rolled for seat 0, the foe's for NoPlayer, so that a table
// tells the two trays apart from the events alone.
var (
	HeroDie   = engine.Die{ID: "hd_hero", Faces: 6}
	CombatDie = engine.Die{ID: "hd_combat", Faces: 6}
)

// Dice lists the game's dice for the conformance suite.
var Dice = []engine.Die{HeroDie, CombatDie}

// roll rolls one of the hero's dice from the state's RNG (tests may force
// the face) and records it.
func (s *State) roll(d engine.Die) int { return s.rollFor(d, 0) }

// rollFor rolls d for p (NoPlayer: the foe's die).
func (s *State) rollFor(d engine.Die, p engine.Player) int {
	if len(s.force) > 0 {
		f := s.force[0]
		s.force = s.force[1:]
		s.Ev.Add(engine.Event{Kind: engine.EvRoll, Player: p, Die: d.ID, Face: f})
		return f
	}
	return s.Ev.Roll(&s.RNG, d, p)
}
