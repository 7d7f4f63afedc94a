package dieinthedungeon

import "github.com/herotable/herotable/engine"

// Scores are the XP each creature has earned (its end panel's "XP earned").
func (s *State) Scores() engine.Scores {
	sc := engine.Scores{Unit: "XP", Of: make([]int, len(s.Mons))}
	for p, mo := range s.Mons {
		sc.Of[p] = mo.XPTotal
	}
	return sc
}
