package scenetest

import (
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
)

// Click is one click on a table: where, and whether Shift is held.
type Click struct {
	At    layout.Rect
	Shift bool
}

// Clicker is the clicks that play legal action a on the table now, in
// order, and whether anything offers it.
type Clicker func(a engine.Action) ([]Click, bool)

// OneClick is the Clicker of a table that plays each action with one
// click: at is where (a table's ControlFor), whether Shift is held, and
// whether anything offers it.
func OneClick(at func(a engine.Action) (r layout.Rect, shift, ok bool)) Clicker {
	return func(a engine.Action) ([]Click, bool) {
		r, shift, ok := at(a)
		return []Click{{r, shift}}, ok
	}
}

// Rects is the Clicker of a table whose clicks need no Shift: at is the
// places to click in order (a table's ClicksFor).
func Rects(at func(a engine.Action) ([]layout.Rect, bool)) Clicker {
	return func(a engine.Action) ([]Click, bool) {
		rs, ok := at(a)
		if len(rs) == 0 {
			return nil, false
		}
		cs := make([]Click, len(rs))
		for i, r := range rs {
			cs[i] = Click{At: r}
		}
		return cs, ok
	}
}

// ClickPlays makes a's clicks (at) on the table h shows for session s:
// something must offer a, no click but the last may play a move, and the
// last must play exactly a.
func ClickPlays(t *testing.T, h *Host, s *play.Session, at Clicker, a engine.Action) {
	t.Helper()
	clicks, ok := at(a)
	if !ok || len(clicks) == 0 {
		t.Fatalf("move %d: no control plays %q", len(s.Match.Log), s.ActionText(a))
	}
	// A player's click comes no sooner than a player can see what came
	// (the core takes no choice in the calm after a long showing).
	if cl, ok := h.Scene.(interface{ Calming() bool }); ok {
		for n := 0; cl.Calming() && n < 60; n++ {
			h.Idle(t, 1)
		}
	}
	before := len(s.Match.Log)
	for i, c := range clicks {
		h.ClickShift(t, c.At.Center(), c.Shift)
		if i < len(clicks)-1 && len(s.Match.Log) != before {
			t.Fatalf("click %d of %d for %q already played %s", i+1, len(clicks), s.ActionText(a), s.Match.Log[before].Text)
		}
	}
	if len(s.Match.Log) != before+1 || s.Match.Log[before].Action != a {
		got := "nothing"
		if len(s.Match.Log) > before {
			got = s.Match.Log[before].Text
		}
		t.Fatalf("move %d: clicking the control of %q at %v played %s", before, s.ActionText(a), clicks[len(clicks)-1].At, got)
	}
}

// Controls is a table opened on a copy of a match for EveryControlPlays:
// the host showing it, settled, and the clicks that play an action on it.
type Controls struct {
	Host *Host
	At   Clicker
}

// Opener opens a fresh table on cp, a copy of a match, for legal action
// a to be played on it (EveryControlPlays).
type Opener func(t *testing.T, cp *play.Session, a engine.Action) Controls

// EveryControlPlays checks the first n of the legal actions of s's
// position, and the last: for each, open makes a fresh table on a copy of
// the match with the device given to the seat to act (the table may be
// readied to play a), and a's control on it must play exactly a
// (ClickPlays). It returns the actions it tried.
func EveryControlPlays(t *testing.T, s *play.Session, legal []engine.Action, n int, open Opener) []engine.Action {
	t.Helper()
	var tried []engine.Action
	for i, a := range legal {
		if i >= n && i != len(legal)-1 {
			continue
		}
		cp := CopySession(t, s)
		cp.Pass()
		c := open(t, cp, a)
		ClickPlays(t, c.Host, cp, c.At, a)
		tried = append(tried, a)
	}
	return tried
}

// ControlSample checks, at a sample of the human decisions of games, that
// every legal action has a control that plays it (EveryControlPlays), and
// remembers the kinds of action it tried.
type ControlSample[K comparable] struct {
	Kind      func(a engine.Action) K // an action's kind
	First     int                     // how many of a position's actions to try (and the last)
	Every     int                     // try every Every-th step too, not only those offering an untried kind
	Steps     int                     // the actions a game is walked for, at most
	Positions int                     // the positions tried in a game, at most (0: no limit)
	Open      Opener                  // see EveryControlPlays
	Tried     map[K]bool              // the kinds tried
}

// Try checks every control of the position of s now.
func (c *ControlSample[K]) Try(t *testing.T, s *play.Session) {
	t.Helper()
	if c.Tried == nil {
		c.Tried = map[K]bool{}
	}
	for _, a := range EveryControlPlays(t, s, s.Legal(), c.First, c.Open) {
		c.Tried[c.Kind(a)] = true
	}
}

// Walk plays each of games of game id for at most Steps actions, or until
// Positions positions were tried: a bot thinks and plays its move; at a
// human decision that offers a kind not tried yet, or every Every-th step,
// the position is tried (Try), then the human plays policy(the game's
// seed).
func (c *ControlSample[K]) Walk(t *testing.T, id string, games []Game, policy func(seed uint64) func(st engine.State) engine.Action) {
	t.Helper()
	EachGame(t, id, games, func(t *testing.T, s *play.Session, g Game) {
		human := policy(g.Seed)
		tried := 0
		for step := 0; step < c.Steps && !s.Over() && (c.Positions == 0 || tried < c.Positions); step++ {
			if s.BotTurn() {
				for !s.Think(256) {
				}
				if _, err := s.PlayBot(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			fresh := false
			for _, a := range s.Legal() {
				fresh = fresh || !c.Tried[c.Kind(a)]
			}
			if fresh || step%c.Every == 0 {
				tried++
				c.Try(t, s)
			}
			if err := s.Play(human(s.Match.State)); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%d positions tried", tried)
	})
}

// Missing fails for each of kinds no action tried was of.
func (c *ControlSample[K]) Missing(t *testing.T, kinds ...K) {
	t.Helper()
	for _, k := range kinds {
		if !c.Tried[k] {
			t.Errorf("no action of kind %v was tried", k)
		}
	}
}
