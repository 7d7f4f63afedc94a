package herohouse

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// Bots play whole games on the table, drawn every frame, to the end
// screen; the table's position always matches the match's, and no
// animation ends away from the game.
func TestBotsPlayToTheEnd(t *testing.T) {
	scenetest.BotsPlayToTheEnd(t, hh.GameID, scenetest.Bots(11, 2, 4), 20000, func(t *testing.T, s *play.Session) scenetest.Watched {
		table := New(s)
		return scenetest.Watched{Table: table, Frame: func(_ *scenetest.Host, i int) {
			if table.q.Drift {
				t.Fatalf("frame %d: the animation ended away from the game", i)
			}
		}}
	})
}

// At normal speed the animations play out, drawn frame by frame: the
// bots wait for them and the log for what they show.
func TestAnimationsPlayAtNormalSpeed(t *testing.T) {
	scenetest.AnimatesAtNormalSpeed(t, hh.GameID, scenetest.Bots(5, 2, 4), func(t *testing.T, s *play.Session) scenetest.Animated[StepKind] {
		table := New(s)
		return scenetest.Animated[StepKind]{
			Table: table, Frames: 3000, MinBusy: 500, MinMoves: 10,
			Kinds: []StepKind{StepCard, StepChips, StepSweep},
			Showing: func(*scenetest.Host) (kinds []StepKind) {
				for _, st := range table.q.Active() {
					kinds = append(kinds, st.Kind)
				}
				return kinds
			},
		}
	})
}

// reach plays the session (greedy for every seat) until want holds for
// the state; it fails after limit actions.
func reach(t *testing.T, s *play.Session, limit int, want func(st *hh.State) bool) {
	t.Helper()
	scenetest.Reach(t, s, limit, 64, want)
}

// centre is where on the screen card c of the viewer's hand is.
func centre(t *testing.T, table *Table, c int) layout.Point {
	t.Helper()
	pl, ok := table.q.Layout().Find(c)
	if !ok {
		t.Fatalf("%s is not on the table", hh.Name(c))
	}
	return layout.Point{X: pl.Rect.X + 8, Y: pl.Rect.Y + pl.Rect.H/2}
}

// A trio is laid down by clicking its three parts, then "Lay down"; a
// prime by a click alone; parts with no trio to make are greyed out.
func TestLayDownByClicking(t *testing.T) {
	s := newSession(t, "human,greedy", 1)
	reach(t, s, 400, func(st *hh.State) bool {
		if st.Phase != hh.PhLay || st.Turn != 0 {
			return false
		}
		return slices.ContainsFunc(st.LegalActions(nil), func(a engine.Action) bool {
			k, _, _, _ := hh.Decode(a)
			return k == hh.KLayTrio
		})
	})
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	var trio engine.Action
	for _, a := range s.Legal() {
		if k, _, _, _ := hh.Decode(a); k == hh.KLayTrio {
			trio = a
			break
		}
	}
	_, hd, bd, lg := hh.Decode(trio)
	heroes := len(s.Match.State.(*hh.State).Seats[0].Heroes)
	for _, c := range []int{hd, bd, lg} {
		h.Click(t, centre(t, table, c))
		if !table.sel.Has(c) {
			t.Fatalf("a click on %s did not pick it", hh.Name(c))
		}
	}
	if table.buttons.lay.Disabled || table.buttons.lay.Hidden {
		t.Fatal("Lay down is not offered for a complete trio")
	}
	h.Click(t, table.buttons.lay.Rect.Center())
	scenetest.Settle(t, h, &table.Core)
	st := s.Match.State.(*hh.State)
	if got := len(st.Seats[0].Heroes); got != heroes+1 || st.Seats[0].Heroes[got-1] != (hh.Hero{hd, bd, lg}) {
		t.Fatalf("after Lay down the heroes are %v", st.Seats[0].Heroes)
	}
	if st.Phase == hh.PhLay && st.Turn == 0 {
		h.Click(t, table.buttons.done.Rect.Center())
		scenetest.Settle(t, h, &table.Core)
		if st := s.Match.State.(*hh.State); st.Phase == hh.PhLay && st.Turn == 0 {
			t.Error("Done did not end laying down")
		}
	}
}

// Defending is a click on a hero (each shows its outcome first); giving
// or discarding is a click on a card.
func TestDefendAndDiscardByClicking(t *testing.T) {
	s := newSession(t, "human,greedy", 1)
	reach(t, s, 600, func(st *hh.State) bool { return st.Phase == hh.PhDefend && st.Turn == 0 })
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	st := s.Match.State.(*hh.State)
	box := table.q.Layout().Heroes[0][1]
	h.Frame(t, ui.Frame{Mouse: box.Column.Center(), Moved: true})
	h.Idle(t, 1)
	h.Frame(t, ui.Frame{Mouse: box.Column.Center()})
	hero := table.q.Board.Seats[0].Heroes[1]
	hw, hb := hero.Dots()
	mw, mb, _ := st.MonsterDots()
	o, _ := Explain(hw, hb, mw, mb)
	if d := table.asking().Detail; d != table.fightPreview(hero) || !strings.Contains(d, o.String()) {
		t.Errorf("hovering hero 2 says %q, want its fight: %v", d, o)
	}
	before := len(s.Match.Log)
	h.Click(t, box.Column.Center())
	if len(s.Match.Log) != before+1 || s.Match.Log[before].Action != hh.ChooseDefender(1) {
		t.Fatalf("a click on hero 2 did not defend with it")
	}
	scenetest.Settle(t, h, &table.Core)
	reach(t, s, 600, func(st *hh.State) bool { return st.Phase == hh.PhDiscard && st.Turn == 0 })
	scenetest.Settle(t, h, &table.Core)
	st = s.Match.State.(*hh.State)
	c := append(slices.Clone(st.Seats[0].Hand), st.Seats[0].Known...)[0]
	before = len(s.Match.Log)
	h.Click(t, centre(t, table, c))
	if len(s.Match.Log) != before+1 {
		t.Fatal("a click on a hand card did not discard or give it")
	}
	if k, x, _, _ := hh.Decode(s.Match.Log[before].Action); x != c || (k != hh.KDiscard && k != hh.KGiveCard) {
		t.Errorf("a click on %s played %s", hh.Name(c), s.Match.Log[before].Text)
	}
}

// A click on the table skips the animation; Esc opens the menu.
func TestClickSkipsAndEscOpensTheMenu(t *testing.T) {
	s := newSession(t, "greedy,greedy", 2)
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	h.Idle(t, 5)
	if !table.q.Busy() {
		t.Fatal("the first deal is not animated")
	}
	h.Click(t, Wilderness.Center())
	if table.q.Busy() {
		t.Error("a click did not skip the deal")
	}
	h.Key(t, ebiten.KeyEscape)
	h.Idle(t, 1)
	if h.Scene.Name() != "menu" {
		t.Errorf("Esc went to %q", h.Scene.Name())
	}
}

// The keyboard reaches every legal target: Tab moves to the first card
// that may be discarded, Enter discards it.
func TestKeyboardPlaysACard(t *testing.T) {
	s := newSession(t, "human,greedy", 3)
	reach(t, s, 600, func(st *hh.State) bool { return st.Phase == hh.PhDiscard && st.Turn == 0 })
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	h.Key(t, ebiten.KeyTab)
	f, ok := table.Group.Focused().(*tablekit.Spot[spotKey])
	if !ok || f.Key.kind != kCard || !f.Live {
		t.Fatalf("Tab focused %v, want a card of the hand", table.Group.Focused())
	}
	before := len(s.Match.Log)
	h.Key(t, ebiten.KeyEnter)
	if len(s.Match.Log) != before+1 {
		t.Fatal("Enter on a focused card played nothing")
	}
	if _, x, _, _ := hh.Decode(s.Match.Log[before].Action); x != f.Key.a {
		t.Errorf("Enter played %s, not the focused %s", s.Match.Log[before].Text, hh.Name(f.Key.a))
	}
}

// A number key plays what a click on the button its tooltip names plays:
// the keys follow the buttons as they read (Done is key 1 while laying
// down with no hero to make; with one, the keys pick cards), not the
// engine's order of the legal actions.
func TestANumberKeyPlaysItsButton(t *testing.T) {
	open := func() (*play.Session, *Table, *scenetest.Host) {
		s := newSession(t, "human,greedy", 3)
		reach(t, s, 600, func(st *hh.State) bool {
			return st.CurrentPlayer() == 0 && NewChoice(st.LegalActions(nil)).OnlyDone()
		})
		table := New(s)
		return s, table, scenetest.Settled(t, table, &table.Core)
	}
	s, table, h := open()
	var b *ui.Button
	for _, c := range table.Controls() {
		if x, ok := c.(*ui.Button); ok && x.Quick == 1 {
			b = x
		}
	}
	if b == nil || !strings.HasSuffix(b.Tip(), "(key 1)") {
		t.Fatalf("no button is key 1, or its tooltip does not say so: %v", b)
	}
	before := len(s.Match.Log)
	h.Key(t, ebiten.Key1)
	h.Idle(t, 1)
	clicked, _, hc := open()
	hc.Click(t, b.Rect.Center())
	if len(s.Match.Log) != before+1 || len(clicked.Match.Log) != before+1 || s.Match.Log[before].Action != clicked.Match.Log[before].Action {
		t.Fatalf("key 1 played %v, a click on %q played %v", s.Match.Log[before:], b.Label, clicked.Match.Log[before:])
	}
}

// A number key past the last choice says so by the pointer, and plays
// nothing (play-test 38 pressed 4 with three choices: nothing happened,
// and nothing said why).
func TestANumberKeyPastTheLastChoiceSaysSo(t *testing.T) {
	s := newSession(t, "human,greedy", 3)
	reach(t, s, 600, func(st *hh.State) bool {
		return st.CurrentPlayer() == 0 && NewChoice(st.LegalActions(nil)).OnlyDone()
	})
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	before := len(s.Match.Log)
	h.Key(t, ebiten.Key7)
	h.Idle(t, 1)
	if len(s.Match.Log) != before {
		t.Fatalf("key 7 played %v", s.Match.Log[before:])
	}
	if said, want := table.Said(h.Tick), "Key 7: no choice has that number now."; said != want {
		t.Fatalf("key 7 said %q, want %q", said, want)
	}
}
