package scenetest

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/tablekit"
)

// PassButton is where the pass screen's "I am …: show me" button is.
var PassButton = layout.Point{X: layout.Width / 2, Y: 470}

// Game is a match a shared check plays on a fresh table: its seats
// ("human,greedy"), options ("map=map1", "" for none) and seed, and the
// animation speed the table shows it at ("" for the check's own).
type Game struct {
	Seats, Opts string
	Seed        uint64
	Speed       prefs.Speed
}

// Bots are games with a greedy bot in every seat, seeded seed, one for
// each number of players given.
func Bots(seed uint64, players ...int) []Game {
	var games []Game
	for _, n := range players {
		games = append(games, Game{Seats: strings.Repeat(",greedy", n)[1:], Seed: seed})
	}
	return games
}

// speed is g's speed, or def when g gives none.
func (g Game) speed(def prefs.Speed) prefs.Speed {
	if g.Speed == "" {
		return def
	}
	return g.Speed
}

// EachGame runs f in a subtest for each of games, named by its seats,
// options and speed, with a new session of its match of game id.
func EachGame(t *testing.T, id string, games []Game, f func(t *testing.T, s *play.Session, g Game)) {
	t.Helper()
	for _, g := range games {
		var name []string
		for _, part := range []string{g.Seats, g.Opts, string(g.Speed)} {
			if part != "" {
				name = append(name, part)
			}
		}
		t.Run(strings.Join(name, "/"), func(t *testing.T) { f(t, NewSession(t, id, g.Seats, g.Seed, g.Opts), g) })
	}
}

// CopySession is a fresh session on a copy of s's match, replayed from its
// actions.
func CopySession(t *testing.T, s *play.Session) *play.Session {
	t.Helper()
	m, err := s.Match.ReplayTo(len(s.Match.Log))
	if err != nil {
		t.Fatal(err)
	}
	cp, err := play.New(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	return cp
}

// CaughtUp reports whether the table whose core is c shows the match's
// last move and nothing on it moves.
func CaughtUp[K comparable](c *tablekit.Core[K]) bool {
	return !c.Busy() && c.LogLen == len(c.S.Match.Log)
}

// Settle runs frames until the table whose core is c has caught up with
// its match (CaughtUp), then two more; it fails after 2000.
func Settle[K comparable](t *testing.T, h *Host, c *tablekit.Core[K]) {
	t.Helper()
	for range 2000 {
		h.Idle(t, 1)
		if CaughtUp(c) {
			h.Idle(t, 2)
			return
		}
	}
	t.Fatal("the table never settled")
}

// Settled shows the table tb (whose core is c) on a new host at instant
// speed and settles it there (Settle).
func Settled[K comparable](t *testing.T, tb scenes.Scene, c *tablekit.Core[K]) *Host {
	t.Helper()
	h := NewHost(t, tb, prefs.Instant)
	Settle(t, h, c)
	return h
}

// ReachWith plays the session until want holds for its state: a bot
// thinks think iterations at a time and plays its move, a human seat
// plays policy. It reports whether want came within limit actions.
func ReachWith[S engine.State](t *testing.T, s *play.Session, limit, think int, policy func(st engine.State) engine.Action, want func(st S) bool) bool {
	t.Helper()
	for range limit {
		st := s.Match.State.(S)
		if want(st) {
			return true
		}
		if s.Over() {
			return false
		}
		if s.BotTurn() {
			for !s.Think(think) {
			}
			if _, err := s.PlayBot(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := s.Play(policy(st)); err != nil {
			t.Fatal(err)
		}
	}
	return false
}

// Reach is ReachWith with the greedy bot's choice for every human seat;
// it fails unless want comes.
func Reach[S engine.State](t *testing.T, s *play.Session, limit, think int, want func(st S) bool) {
	t.Helper()
	if !ReachWith(t, s, limit, think, Greedy(9), want) {
		t.Fatalf("the position wanted did not come in %d actions", limit)
	}
}

// Greedy is the greedy bot (seeded) choosing for the seat to act.
func Greedy(seed uint64) func(st engine.State) engine.Action {
	g, _ := bot.New(bot.Greedy, seed)
	return func(st engine.State) engine.Action { return bot.Choose(g, st, st.CurrentPlayer()) }
}
