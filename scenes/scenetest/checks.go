package scenetest

import (
	"math/rand/v2"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
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
	Play(a engine.Action)       // play a for the seat to act
	LogShown() (shown, all int) // log lines shown, of all
}

// Registered fails unless game's registered table for a session with
// the given seats is a T (the game's own table).
func Registered[T scenes.Scene](t *testing.T, game, seats string) {
	t.Helper()
	if _, ok := scenes.TableFor(game)(NewSession(t, game, seats, 1, "")).(T); !ok {
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

// CloseRecap closes the table's recap of the others' moves, if it shows,
// as a player does once they have read it (Enter).
func CloseRecap(t *testing.T, h *Host, tb scenes.Scene) {
	t.Helper()
	if r, ok := tb.(interface{ Recapping() bool }); ok && r.Recapping() {
		h.Key(t, ebiten.KeyEnter)
		if r.Recapping() {
			t.Fatal("Enter does not close the recap")
		}
	}
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
			CloseRecap(t, h, tb)
			return
		}
		if tb.Session().BotTurn() && !tb.Busy() {
			return // a bot thinks; the caller lets it
		}
	}
	t.Fatalf("after move %d the table was still busy 2000 frames later", moves)
}

// Watched is a game's table as BotsPlayToTheEnd watches it: the table,
// and the game's own checks after each frame and once the end panel
// shows (either may be nil).
type Watched struct {
	Table Table
	Frame func(h *Host, frame int)
	End   func(h *Host)
}

// BotsPlayToTheEnd plays each of games of game id (bots in every seat)
// on a fresh table (open), drawn every frame at the game's speed (instant if it gives none), until
// the game is over and the end panel shows; it fails after frames. At
// every frame the table must be the scene shown and its position the
// match's; at the end the seat to act must be "over".
func BotsPlayToTheEnd(t *testing.T, id string, games []Game, frames int, open func(t *testing.T, s *play.Session) Watched) {
	t.Helper()
	EachGame(t, id, games, func(t *testing.T, s *play.Session, g Game) {
		w := open(t, s)
		tb := w.Table
		h := NewHost(t, tb, g.speed(prefs.Instant))
		var pos scenes.MatchPosition
		for i := 0; !s.Over() || !tb.Ended(); i++ {
			if i == frames {
				t.Fatalf("after %d frames: over %v, end panel %v", frames, s.Over(), tb.Ended())
			}
			h.Idle(t, 1)
			if h.Scene != scenes.Scene(tb) {
				t.Fatalf("frame %d: the table went to %q", i, h.Scene.Name())
			}
			m, d, a := tb.Position()
			wm, wd, wa := pos.Of(s.Match)
			if m != wm || d != wd || a != wa {
				t.Fatalf("frame %d: position %d %s %s, the match is at %d %s %s", i, m, d, a, wm, wd, wa)
			}
			if w.Frame != nil {
				w.Frame(h, i)
			}
		}
		if _, _, a := tb.Position(); a != "over" {
			t.Errorf("a finished game's seat to act is %q", a)
		}
		if w.End != nil {
			w.End(h)
		}
		t.Logf("%d moves", len(s.Match.Log))
	})
}

// HotSeats are the hot-seat games a table for three and more is checked
// in: two humans (seed a), three humans around a bot (b) at instant speed,
// and two humans around a bot at fast speed (c), frames mid-move drawn.
func HotSeats(a, b, c uint64) []Game {
	return []Game{
		{Seats: "human,human", Seed: a, Speed: prefs.Instant},
		{Seats: "human,human,greedy,human", Seed: b, Speed: prefs.Instant},
		{Seats: "human,greedy,human", Seed: c, Speed: prefs.Fast},
	}
}

// HotSeat is a game's table as HotSeatPrivacy plays it: how the viewer
// plays, and what it checks of each frame drawn.
type HotSeat struct {
	Table  Table
	Frames int                                 // at most, till the game ends
	Policy func(st engine.State) engine.Action // the viewer's move, when the table is his (Mine)
	Clicks Clicker                             // if not nil, the move is played by its clicks (ClickPlays), else by the table's Play
	Frame  func()                              // before each frame the table draws: forget the last one's record (may be nil)
	Check  func(frame int)                     // after it, while the game is on: what was drawn for the viewer
	Pass   func()                              // at each pass screen, before it is passed (may be nil)
	Saw    func(passes int)                    // after the game: whether it saw enough for the checks to mean something (may be nil)
}

// HotSeatPrivacy plays each of games of game id on a fresh table (open)
// frame by frame at the game's speed (instant if it gives none), as the
// app shows it: from the pass screen if the game starts with one, the
// device passed by the pass screen's button (which must give the table
// back) whenever the deciding human changes, the viewer's moves chosen by
// Policy when the table is his. Every frame the table draws while the game
// is on, the one it is passed to a new viewer in too, is checked by Check;
// the table must stay the scene shown and the game must end within Frames.
func HotSeatPrivacy(t *testing.T, id string, games []Game, open func(t *testing.T, s *play.Session) HotSeat) {
	t.Helper()
	EachGame(t, id, games, func(t *testing.T, s *play.Session, g Game) {
		hs := open(t, s)
		tb := hs.Table
		h := NewHost(t, tb, g.speed(prefs.Instant))
		if p, ok := s.NeedsPass(); ok {
			h.Scene = scenes.NewPass(s, p, tb)
		}
		passes := 0
		for i := 0; !s.Over(); i++ {
			if i == hs.Frames {
				t.Fatalf("the hot-seat game did not end in %d frames", hs.Frames)
			}
			_, pass := h.Scene.(*scenes.Pass)
			if !pass && h.Scene != scenes.Scene(tb) {
				t.Fatalf("frame %d: the table went to %q", i, h.Scene.Name())
			}
			if hs.Frame != nil {
				hs.Frame()
			}
			switch {
			case pass: // the frame the device is passed in shows the table to its new viewer
				passes++
				if hs.Pass != nil {
					hs.Pass()
				}
				h.Click(t, PassButton)
				if h.Scene != scenes.Scene(tb) {
					t.Fatalf("frame %d: the pass screen's button went to %q", i, h.Scene.Name())
				}
			case tb.Mine():
				if a := hs.Policy(s.Match.State); hs.Clicks != nil {
					ClickPlays(t, h, s, hs.Clicks, a)
				} else {
					tb.Play(a)
				}
				fallthrough
			default:
				h.Idle(t, 1)
			}
			if h.Scene != scenes.Scene(tb) || s.Over() {
				continue // passed on, or the game is over and every hand may show
			}
			hs.Check(i)
		}
		if hs.Saw != nil {
			hs.Saw(passes)
		}
	})
}
