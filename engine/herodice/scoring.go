package herodice

import "github.com/herotable/herotable/engine"

// §8 Scoring and the end of the game: the XP pool, the banked XP, the
// score and its Delver Leaderboard title, the outcome.

// PoolXP is the XP pool's total: the printed XP of its cards (§8).
func (s *State) PoolXP() int {
	t := 0
	for _, c := range s.Pool {
		t += XP(c)
	}
	return t
}

// Score is banked XP plus the pool's total times the level (§8, R22, R23).
func (s *State) Score() int { return s.Banked + s.PoolXP()*s.Level }

// Title is the Delver Leaderboard title of the score so far (§8).
func (s *State) Title() string { return TitleOf(s.Score()) }

// Scores is the solo seat's score in XP (engine.Scorer).
func (s *State) Scores() engine.Scores { return engine.Scores{Unit: "XP", Of: []int{s.Score()}} }

// Returns: Standard is won by beating the boss (1) and lost when slain
// (0). Deep Delving has no win, only a score: it counts on a curve that
// reaches one half at the Hero title (3200 XP), so that deeper is better.
func (s *State) Returns() []float64 {
	if s.Mode == Standard {
		if s.Outcome == Victorious {
			return []float64{1}
		}
		return []float64{0}
	}
	sc := float64(s.Score())
	return []float64{sc / (sc + deepHalf)}
}

// deepHalf is the Deep Delving score that returns one half.
const deepHalf = 3200

// end ends the game with outcome o (§1 end conditions).
func (s *State) end(o Outcome) {
	s.Outcome = o
	s.Phase = PhOver
	s.Ev.Game(0, CodeGameOver, int(o), s.Score(), s.Level)
}

// Title is one rung of the Delver Leaderboard.
type Title struct {
	Threshold int
	Name      string
}

// Titles are the Delver Leaderboard's rungs, lowest first (§8; R24: the
// top rung is 51200, the doubling sequence; R25: below 100 is Unranked).
var Titles = [...]Title{
	{0, "Unranked"}, {100, "Pigfarmer"}, {200, "Milkmaid"}, {400, "Sheep Herder"},
	{800, "Stable Cleaner"}, {1600, "Squire"}, {3200, "Hero"}, {6400, "Knight"},
	{12800, "Dungeon Cleaner"}, {25600, "Dungeon Lord"}, {51200, "Dungeon Master"},
}

// TitleOf is the leaderboard title of a score: the highest rung at or below it.
func TitleOf(score int) string {
	t := Titles[0].Name
	for _, r := range Titles {
		if score >= r.Threshold {
			t = r.Name
		}
	}
	return t
}

// Entry is one finished game on the local high-score table (§8).
type Entry struct {
	Score   int
	Level   int // the deepest level reached
	Outcome Outcome
	When    int64 // when the game ended, Unix seconds
}

// Better reports whether a ranks above b on the high-score table (§8):
// the higher score, then the deeper level, then the earlier date.
func Better(a, b Entry) bool {
	switch {
	case a.Score != b.Score:
		return a.Score > b.Score
	case a.Level != b.Level:
		return a.Level > b.Level
	}
	return a.When < b.When
}
