package scenetest

import (
	"math/rand/v2"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
)

// The checks every game's table shares: each game's tests call them in a
// line with its own table.

// Table is a game's table as the shared checks drive it (tablekit.Core
// gives it all but ControlFor).
type Table interface {
	scenes.Scene
	scenes.Positioned
	Session() *play.Session
	Busy() bool                 // still showing a move
	LogShown() (shown, all int) // log lines shown, of all
}

// Clicker is where a click plays legal action a on the table now: the
// place, whether Shift must be held, and whether anything offers it.
type Clicker func(a engine.Action) (r layout.Rect, shift, ok bool)

// Registered fails unless game's registered table for a session is the
// kind of table want reports.
func Registered(t *testing.T, game, seats string, want func(scenes.Scene) bool) {
	t.Helper()
	if s := NewSession(t, game, seats, 1, ""); !want(scenes.TableFor(game)(s)) {
		t.Fatalf("%s is not played on its own table", game)
	}
}

// PlayByClicks plays the table's match to its end by clicks alone, at
// normal animation speed, drawing every frame: at each decision of a human
// seat, every legal action must be offered by a control (at), and a click
// on a randomly chosen one (seeded) must play exactly it; bots play their
// own moves; the pass screen is passed by its button. After every move the
// table must come to rest within a bounded time and then show every line of
// its log, and while it shows a move the log may hold lines back but never
// show more than there are. It returns the number of human moves made.
func PlayByClicks(t *testing.T, h *Host, tb Table, at Clicker, seed uint64, limit int) int {
	t.Helper()
	s := tb.Session()
	rng := rand.New(rand.NewPCG(seed, 1))
	clicks := 0
	for range limit {
		if s.Over() {
			break
		}
		settleTable(t, h, tb)
		if h.Scene != scenes.Scene(tb) { // the pass screen
			h.Click(t, PassButton)
			h.Idle(t, 2)
			if h.Scene != scenes.Scene(tb) {
				t.Fatalf("the pass screen did not give the table back (on %q)", h.Scene.Name())
			}
			continue
		}
		if s.Over() || s.BotTurn() {
			h.Idle(t, 1)
			continue
		}
		legal := s.Legal()
		for _, a := range legal {
			if _, _, ok := at(a); !ok {
				t.Fatalf("move %d: the legal action %q has no control", len(s.Match.Log), s.ActionText(a))
			}
		}
		a := legal[rng.IntN(len(legal))]
		r, shift, _ := at(a)
		before := len(s.Match.Log)
		h.ClickShift(t, r.Center(), shift)
		if len(s.Match.Log) != before+1 || s.Match.Log[before].Action != a {
			t.Fatalf("move %d: a click on %v for %q did not play it", before, r, s.ActionText(a))
		}
		clicks++
	}
	if !s.Over() {
		t.Fatalf("the game did not end in %d steps", limit)
	}
	settleTable(t, h, tb)
	return clicks
}

// settleTable runs frames until the table rests on the match's position
// (at most 2000 at normal speed), checking the log on the way.
func settleTable(t *testing.T, h *Host, tb Table) {
	t.Helper()
	moves := len(tb.Session().Match.Log)
	for i := range 2000 {
		h.Idle(t, 1)
		shown, all := tb.LogShown()
		if shown > all {
			t.Fatalf("the log shows %d lines of %d", shown, all)
		}
		if !tb.Busy() && i > 0 { // the first frame synced the table with the match
			if shown != all && h.Scene == scenes.Scene(tb) {
				t.Fatalf("at rest after move %d the log shows %d of its %d lines", moves, shown, all)
			}
			return
		}
		if tb.Session().BotTurn() && !tb.Busy() {
			return // a bot thinks; the caller lets it
		}
	}
	t.Fatalf("after move %d the table was still busy 2000 frames later", moves)
}
