package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Bots play a whole game on every map, drawn every frame at instant speed
// (watch mode), to the end screen; the table always ends its animation on
// the match's position.
func TestBotsPlayEveryMapToTheEnd(t *testing.T) {
	var games []scenetest.Game
	for _, m := range dd.Maps {
		g := scenetest.Game{Seats: "greedy", Opts: "map=" + m.ID, Seed: 7}
		if m.Players == 2 {
			g.Seats, g.Opts = "greedy,greedy", "" // two players always race on the Duel's map
		}
		games = append(games, g)
	}
	scenetest.BotsPlayToTheEnd(t, dd.GameID, games, 20000, func(t *testing.T, s *play.Session) scenetest.Watched {
		return scenetest.Watched{Table: New(s), End: func(*scenetest.Host) {
			st := s.Match.State.(*dd.State)
			t.Logf("%s: %s", dd.Maps[st.Map].ID, st.Why)
		}}
	})
}
