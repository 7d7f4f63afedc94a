package games_test

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	_ "github.com/herotable/herotable/engine/games"
)

// Every listed game counts a score per seat (the save browser shows it),
// one number per seat, the same in every seat's view (scores are public),
// through a random game to its end.
func TestScoresArePublicPerSeat(t *testing.T) {
	for _, info := range engine.Games() {
		t.Run(info.ID, func(t *testing.T) {
			players := max(info.MinPlayers, 2)
			players = min(players, info.MaxPlayers)
			opts, err := info.Resolve(engine.Options{})
			if err != nil {
				t.Fatal(err)
			}
			st, err := info.New(players, 7, opts)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := st.(engine.Scorer); !ok {
				t.Fatalf("%s keeps no engine.Scorer", info.ID)
			}
			rng := engine.NewRNG(3)
			var buf []engine.Action
			for step := 0; step < 3000 && !st.IsTerminal(); step++ {
				sc := st.(engine.Scorer).Scores()
				if len(sc.Of) != players || sc.Unit == "" {
					t.Fatalf("step %d: %d scores for %d seats, unit %q", step, len(sc.Of), players, sc.Unit)
				}
				if step%50 == 0 {
					for p := range players {
						if v := st.View(engine.Player(p)).(engine.Scorer).Scores(); !slices.Equal(v.Of, sc.Of) {
							t.Fatalf("step %d: seat %d sees scores %v, the table holds %v", step, p, v.Of, sc.Of)
						}
					}
				}
				buf = st.LegalActions(buf[:0])
				if err := st.Apply(buf[rng.IntN(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}
