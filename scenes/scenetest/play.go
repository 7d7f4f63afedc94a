package scenetest

import (
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
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

// Reach plays the session (greedy for every seat, bots and humans; a bot
// thinks think iterations at a time) until want holds for its state; it
// fails after limit actions.
func Reach[S engine.State](t *testing.T, s *play.Session, limit, think int, want func(st S) bool) {
	t.Helper()
	g, _ := bot.New(bot.Greedy, 9)
	for range limit {
		st := s.Match.State.(S)
		if want(st) {
			return
		}
		if s.Over() {
			break
		}
		if s.BotTurn() {
			for !s.Think(think) {
			}
			if _, err := s.PlayBot(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := s.Play(bot.Choose(g, st, st.CurrentPlayer())); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("the position wanted did not come in %d actions", limit)
}
