package herodice

import "testing"

// TestFigures measures hand-made final games: a level counts as cleared
// once it has ended by its boss or by the stairs (§5.8), the score is §8's.
func TestFigures(t *testing.T) {
	goblin := func(t *testing.T, s *State) { // a Goblin (25 XP) in the pool
		c := card(t, "enc_goblin")
		take(s, c)
		s.Pool = append(s.Pool, c)
	}
	for _, c := range []struct {
		name    string
		mode    string
		end     func(t *testing.T, s *State)
		cleared [3]float64
		score   float64
		deepest float64
	}{
		{"standard boss beaten", ModeStandard, func(t *testing.T, s *State) {
			goblin(t, s)
			s.levelEnd(false)
		}, [3]float64{1, 0, 0}, 25, 1},
		{"standard slain", ModeStandard, func(t *testing.T, s *State) {
			goblin(t, s)
			s.end(Slain)
		}, [3]float64{0, 0, 0}, 25, 1},
		{"deep slain on level 1", ModeDeep, func(t *testing.T, s *State) {
			s.end(Slain)
		}, [3]float64{0, 0, 0}, 0, 1},
		{"deep slain on level 3", ModeDeep, func(t *testing.T, s *State) {
			s.Level, s.Banked = 3, 300
			goblin(t, s)
			s.end(Slain)
		}, [3]float64{1, 1, 0}, 300 + 25*3, 3},
		{"deep stairs on level 2, then retired", ModeDeep, func(t *testing.T, s *State) {
			s.Level, s.Banked = 2, 100
			goblin(t, s)
			s.levelEnd(true)
			if s.Cleared() != 2 {
				t.Errorf("deciding to delve after level 2: %d levels cleared, want 2", s.Cleared())
			}
			play(t, s, Act(KRetire, 0))
		}, [3]float64{1, 1, 0}, 100 + 25*2, 2},
		{"deep retired after level 3", ModeDeep, func(t *testing.T, s *State) {
			s.Level, s.Banked = 3, 900
			s.levelEnd(false)
			play(t, s, Act(KRetire, 0))
		}, [3]float64{1, 1, 1}, 900, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := game(t, c.mode, "")
			c.end(t, s)
			if !s.IsTerminal() {
				t.Fatalf("the game is not over (phase %d)", s.Phase)
			}
			f := Figures(s)
			for i, k := range []string{FigLevel1, FigLevel2, FigLevel3} {
				if f[k] != c.cleared[i] {
					t.Errorf("%s = %v, want %v", k, f[k], c.cleared[i])
				}
			}
			if f[FigScore] != c.score || f[FigDeepest] != c.deepest {
				t.Errorf("score %v deepest %v, want %v and %v", f[FigScore], f[FigDeepest], c.score, c.deepest)
			}
			if len(f) != 5 {
				t.Errorf("figures %v: want exactly the five keys", f)
			}
		})
	}
}
