package scenetest

import (
	"testing"

	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
)

// Pacing watches a table play, frame by frame: a bot must never move
// while the table still shows a move, the log must never show more lines
// than it has, and at rest it must show every one. It counts what it saw.
type Pacing struct {
	Frames int // frames run
	Busy   int // frames that began with the table showing a move
	Held   int // frames after which the log held lines back
}

// Frame runs one frame of h, which must show tb, and checks it.
func (p *Pacing) Frame(t *testing.T, h *Host, tb Table) {
	t.Helper()
	s := tb.Session()
	before, wasBusy := len(s.Match.Log), tb.Busy()
	h.Idle(t, 1)
	p.Frames++
	if h.Scene != scenes.Scene(tb) {
		t.Fatalf("frame %d: the table went to %q", p.Frames, h.Scene.Name())
	}
	if wasBusy {
		p.Busy++
		if len(s.Match.Log) != before {
			t.Fatalf("frame %d: a bot moved while the table was still showing the last move", p.Frames)
		}
	}
	switch shown, all := tb.LogShown(); {
	case shown > all:
		t.Fatalf("frame %d: the log shows %d lines of %d", p.Frames, shown, all)
	case shown < all:
		p.Held++
		if !tb.Busy() {
			t.Fatalf("frame %d: at rest the log shows %d of its %d lines", p.Frames, shown, all)
		}
	}
}

// Animated is a game's table as AnimatesAtNormalSpeed watches it, and
// what it asks of it.
type Animated[K comparable] struct {
	Table    Table
	Frames   int               // frames to run (fewer if the game ends and the table rests)
	MinBusy  int               // frames showing a move, at least
	MinMoves int               // moves played, at least
	Showing  func(h *Host) []K // the kinds of the steps showing this frame
	Kinds    []K               // the kinds that must show
}

// AnimatesAtNormalSpeed plays each of games of game id (bots in every
// seat) on a fresh table (open) at normal speed, drawn frame by frame and
// paced (Pacing): the table must be busy showing moves for MinBusy frames
// at least, the log must hold lines back until the table shows them, the
// bots must play MinMoves moves, and a step of each of Kinds must show.
func AnimatesAtNormalSpeed[K comparable](t *testing.T, id string, games []Game, open func(t *testing.T, s *play.Session) Animated[K]) {
	t.Helper()
	EachGame(t, id, games, func(t *testing.T, s *play.Session, g Game) {
		if g.speed(prefs.Normal) != prefs.Normal {
			t.Fatalf("the animations are checked at %q speed, not normal", g.Speed)
		}
		want := open(t, s)
		tb := want.Table
		h := NewHost(t, tb, prefs.Normal)
		var p Pacing
		kinds := map[K]bool{}
		for p.Frames < want.Frames && !(s.Over() && !tb.Busy()) {
			p.Frame(t, h, tb)
			for _, k := range want.Showing(h) {
				kinds[k] = true
			}
		}
		if p.Busy < want.MinBusy || p.Held == 0 || len(s.Match.Log) < want.MinMoves {
			t.Errorf("%d frames: %d moves, %d frames animating, %d with lines held back; want %d moves, %d frames animating, some held",
				p.Frames, len(s.Match.Log), p.Busy, p.Held, want.MinMoves, want.MinBusy)
		}
		for _, k := range want.Kinds {
			if !kinds[k] {
				t.Errorf("no step of kind %v was shown", k)
			}
		}
	})
}
