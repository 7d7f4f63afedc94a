package herohouse

import "github.com/herotable/herotable/engine"

// Winning (spec §8, R25, R26): hands are played until someone has at least
// 11 points and no treasure is left behind.

const (
	Goal        = 11 // points that end the game
	MaxCleanups = 3  // clean-up hands (no ante) after someone reached the goal (R25)
	MaxHands    = 40 // safety cap when nobody reaches the goal (R25)
)

// afterHand is GAME_END_CHECK: the game ends when someone has reached the
// goal and the treasure is empty; with treasure left a clean-up hand
// without ante follows, at most three; after hand 40 without a goal the
// game ends; otherwise the next hand is dealt.
func (s *State) afterHand() {
	best := 0
	for _, st := range s.Seats {
		best = max(best, st.Score)
	}
	switch {
	case best >= Goal && s.Treasure == 0:
		s.gameOver()
	case best >= Goal && s.Cleanup >= MaxCleanups:
		s.Ev.Game(engine.NoPlayer, CodeTreasureLost, MaxCleanups, s.Treasure)
		s.Void, s.Treasure = s.Treasure, 0
		s.gameOver()
	case best >= Goal:
		s.Cleanup++
		s.startHand(true)
	case s.HandNo >= MaxHands:
		s.gameOver()
	default:
		s.startHand(false)
	}
}

func (s *State) gameOver() {
	s.Phase = PhOver
	args := []int{s.HandNo}
	for _, p := range engine.Winners(s) {
		args = append(args, int(p))
	}
	s.Ev.Game(engine.NoPlayer, CodeGameOver, args...)
}
