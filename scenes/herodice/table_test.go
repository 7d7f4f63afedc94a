package herodice

import (
	"testing"

	hd "github.com/herotable/herotable/engine/herodice"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m, "herodice table tests") }

// Bots play whole games in both modes and both maps, drawn every frame,
// to the end panel; the table always rests on the match's position.
func TestBotsPlayToTheEnd(t *testing.T) {
	games := []scenetest.Game{
		{Seats: "greedy", Seed: 3}, {Seats: "greedy", Seed: 4, Opts: "map=stack"},
		{Seats: "random", Seed: 5}, {Seats: "greedy", Seed: 6, Opts: "mode=deep"},
	}
	scenetest.BotsPlayToTheEnd(t, hd.GameID, games, 40000, func(t *testing.T, s *play.Session) scenetest.Watched {
		table := New(s)
		return scenetest.Watched{Table: table, End: func(*scenetest.Host) {
			st := s.Match.State.(*hd.State)
			t.Logf("%s on level %d, %d XP", hd.OutcomeNames[st.Outcome], st.Level, st.Score())
		}}
	})
}

// At normal speed the bots wait for the table: tiles are laid, cards
// turned up, dice rolled and wounds shown, the log held back meanwhile.
func TestAnimatesAtNormalSpeed(t *testing.T) {
	scenetest.AnimatesAtNormalSpeed(t, hd.GameID, []scenetest.Game{{Seats: "greedy", Seed: 5}}, func(t *testing.T, s *play.Session) scenetest.Animated[stepKind] {
		table := New(s)
		return scenetest.Animated[stepKind]{
			Table: table, Frames: 6000, MinBusy: 300, MinMoves: 10,
			Showing: func(*scenetest.Host) []stepKind {
				var out []stepKind
				for _, st := range table.q.Active() {
					out = append(out, st.kind)
				}
				return out
			},
			Kinds: []stepKind{stPlace, stCard, stRoll, stHit},
		}
	})
}

// A human plays whole games by clicks alone: every legal action has a
// control (a button, an exit's arrow, a card) whose click plays it.
func TestPlayedByClicks(t *testing.T) {
	scenetest.EachGame(t, hd.GameID, []scenetest.Game{
		{Seats: "human", Seed: 5}, {Seats: "human", Seed: 9, Opts: "map=stack"}, {Seats: "human", Seed: 7, Opts: "mode=deep"},
	}, func(t *testing.T, s *play.Session, _ scenetest.Game) {
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Normal)
		if n := scenetest.PlayByClicks(t, h, table, scenetest.OneClick(table.ControlFor), 3, 3000); n == 0 {
			t.Fatal("no move was made by a click")
		}
		if table.End == nil {
			t.Fatal("the game ended without its result")
		}
	})
}
