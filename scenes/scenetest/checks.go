package scenetest

import (
	"math/rand/v2"
	"testing"

	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/play"
)

// The checks every game's table shares: each game's tests call them in a
// line with its own table.

// Table is a game's table as the shared checks drive it (tablekit.Core
// gives it all of it).
type Table interface {
	scenes.Scene
	scenes.Positioned
	Session() *play.Session
	Busy() bool                 // still showing a move
	Ended() bool                // the end panel shows
	Mine() bool                 // at rest on a decision of the viewer's
	LogShown() (shown, all int) // log lines shown, of all
}

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
// seat, every legal action must be offered by a control (at), and the
// clicks of a randomly chosen one (seeded) must play exactly it; bots play their
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
			if _, ok := at(a); !ok {
				t.Fatalf("move %d: the legal action %q has no control", len(s.Match.Log), s.ActionText(a))
			}
		}
		ClickPlays(t, h, s, at, legal[rng.IntN(len(legal))])
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

// BotsPlayToTheEnd runs frames of the table until its game (bots in
// every seat) is over and the end panel shows, failing after frames: at
// every frame the table must be the scene shown and its position the
// match's, and each (if not nil) checks the game's own after it; at the
// end the seat to act must be "over". It returns the frames run.
func BotsPlayToTheEnd(t *testing.T, h *Host, tb Table, frames int, each func(frame int)) int {
	t.Helper()
	s := tb.Session()
	var pos scenes.MatchPosition
	i := 0
	for ; i < frames && (!s.Over() || !tb.Ended()); i++ {
		h.Idle(t, 1)
		if h.Scene != scenes.Scene(tb) {
			t.Fatalf("frame %d: the table went to %q", i, h.Scene.Name())
		}
		m, d, a := tb.Position()
		wm, wd, wa := pos.Of(s.Match)
		if m != wm || d != wd || a != wa {
			t.Fatalf("frame %d: position %d %s %s, the match is at %d %s %s", i, m, d, a, wm, wd, wa)
		}
		if each != nil {
			each(i)
		}
	}
	if !s.Over() || !tb.Ended() {
		t.Fatalf("after %d frames: over %v, end panel %v", frames, s.Over(), tb.Ended())
	}
	if _, _, a := tb.Position(); a != "over" {
		t.Errorf("a finished game's seat to act is %q", a)
	}
	return i
}

// HotSeat is what HotSeatPrivacy needs of a game: how the viewer plays,
// and what it checks of each frame drawn.
type HotSeat struct {
	Frames int             // at most, till the game ends
	Play   func()          // the viewer's move, when the table is his (Mine)
	Frame  func()          // before each frame the table draws: forget the last one's record (may be nil)
	Check  func(frame int) // after it, while the game is on: what was drawn for the viewer
	Pass   func()          // at each pass screen, before it is passed (may be nil)
}

// HotSeatPrivacy plays a hot-seat game on the table frame by frame, as
// the app shows it: from the pass screen if the game starts with one, the
// device passed by the pass screen's button (which must give the table
// back) whenever the deciding human changes, the viewer's moves played by
// g.Play when the table is his. Every frame the table draws while the
// game is on is checked by g.Check; the table must stay the scene shown
// and the game must end. It returns how many times the device was passed.
func HotSeatPrivacy(t *testing.T, h *Host, tb Table, g HotSeat) (passes int) {
	t.Helper()
	s := tb.Session()
	if p, ok := s.NeedsPass(); ok {
		h.Scene = scenes.NewPass(s, p, tb)
	}
	for i := 0; i < g.Frames && !s.Over(); i++ {
		if _, ok := h.Scene.(*scenes.Pass); ok {
			passes++
			if g.Pass != nil {
				g.Pass()
			}
			h.Click(t, PassButton)
			if h.Scene != scenes.Scene(tb) {
				t.Fatalf("frame %d: the pass screen's button went to %q", i, h.Scene.Name())
			}
			continue
		}
		if h.Scene != scenes.Scene(tb) {
			t.Fatalf("frame %d: the table went to %q", i, h.Scene.Name())
		}
		if g.Frame != nil {
			g.Frame()
		}
		if tb.Mine() {
			g.Play()
		}
		h.Idle(t, 1)
		if h.Scene != scenes.Scene(tb) || s.Over() {
			continue // passed on, or the game is over and every hand may show
		}
		g.Check(i)
	}
	if !s.Over() {
		t.Fatalf("the hot-seat game did not end in %d frames", g.Frames)
	}
	return passes
}
