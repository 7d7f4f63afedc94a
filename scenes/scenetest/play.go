package scenetest

import (
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/tablekit"
)

// PassButton is where the pass screen's "I am …: show me" button is.
var PassButton = layout.Point{X: layout.Width / 2, Y: 470}

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

// Settle runs frames until busy (the table still animating or behind the
// match's log) is false, then two more; it fails after 3000.
func (h *Host) Settle(t *testing.T, busy func() bool) {
	t.Helper()
	for range 3000 {
		h.Idle(t, 1)
		if !busy() {
			h.Idle(t, 2)
			return
		}
	}
	t.Fatal("the table never settled")
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

// ReachWith plays the session until want holds for its state: a bot
// thinks think iterations at a time and plays its move, a human seat
// plays policy. It reports whether want came within limit actions.
func ReachWith[S engine.State](t *testing.T, s *play.Session, limit, think int, policy func(st S) engine.Action, want func(st S) bool) bool {
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
	g, _ := bot.New(bot.Greedy, 9)
	greedy := func(st S) engine.Action { return bot.Choose(g, st, st.CurrentPlayer()) }
	if !ReachWith(t, s, limit, think, greedy, want) {
		t.Fatalf("the position wanted did not come in %d actions", limit)
	}
}
