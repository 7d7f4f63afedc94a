package herodice

import "github.com/herotable/herotable/engine"

// Figures of a finished game, for herosim play (engine.Info.Figures): how
// far the hero got and the score (§5.8, §8).

// Figure keys.
const (
	FigLevel1  = "level1_cleared" // 1 if level 1 ended by its boss beaten or by stairs, else 0
	FigLevel2  = "level2_cleared"
	FigLevel3  = "level3_cleared"
	FigScore   = "xp_score"      // the final score (§8)
	FigDeepest = "deepest_level" // the deepest level reached
)

// Figures measures a game of Hero Dice: levels 1 to 3 cleared (0 or 1
// each), the XP score and the deepest level reached.
func Figures(final engine.State) map[string]float64 {
	s := final.(*State)
	cleared := s.Cleared()
	fig := map[string]float64{
		FigScore:   float64(s.Score()),
		FigDeepest: float64(s.Level),
	}
	for i, k := range []string{FigLevel1, FigLevel2, FigLevel3} {
		fig[k] = 0
		if cleared > i {
			fig[k] = 1
		}
	}
	return fig
}

// Cleared is how many levels have ended by their boss beaten or by the
// stairs (§5.8): all before the current one, and the current one too once
// it has ended (the delve-or-retire decision, a victory, a retirement).
func (s *State) Cleared() int {
	if s.Phase == PhLevelEnd || s.Outcome == Victorious || s.Outcome == Retired {
		return s.Level
	}
	return s.Level - 1
}
