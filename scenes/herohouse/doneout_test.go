package herohouse

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// goesOut is the event of seat 0 going out of the hand.
func goesOut(ev engine.Event) bool {
	return ev.Kind == engine.EvGame && ev.Code == hh.CodeCannotDefend && ev.Player == 0
}

// Done that puts the player out of the hand (a monster on the pile, no
// hero of theirs to face it) warns first and takes a second click: the
// play-test's player lost a hand to one unexplained click.
func TestDoneThatGoesOutAsksAgain(t *testing.T) {
	s := newSession(t, "human,greedy", 3)
	greedy := scenetest.Greedy(9)
	lazy := func(st engine.State) engine.Action { // never lays a hero
		if st.(*hh.State).Phase == hh.PhLay {
			return hh.EndLayDown()
		}
		return greedy(st)
	}
	found := scenetest.ReachWith(t, s, 2000, 64, lazy, func(st *hh.State) bool {
		if st.Phase != hh.PhLay || st.Turn != 0 {
			return false
		}
		c := st.Clone().(*hh.State)
		return c.Apply(hh.EndLayDown()) == nil && slices.ContainsFunc(c.Events(), goesOut)
	})
	if !found {
		t.Fatal("no turn came where Done puts the player out")
	}
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	done := table.buttons.done
	if done.Hidden || done.Label != "Go out?" || !done.Danger {
		t.Fatalf("Done that goes out reads %q (hidden %v, red %v)", done.Label, done.Hidden, done.Danger)
	}
	moves := len(s.Match.Log)
	before := table.asking().Detail
	// Play-test 30: with no hero to lay, the prompt says going out is the
	// one move ("lay one down, or you go out" was all it said).
	if canLay := len(table.choice.Primes)+len(table.choice.Trios) > 0; canLay == strings.Contains(before, "you must go out") {
		t.Errorf("a hero can be laid: %v, and the prompt says %q", canLay, before)
	}
	h.Click(t, done.Rect.Center())
	h.Idle(t, 2)
	if len(s.Match.Log) != moves || done.Label != "Confirm" {
		t.Fatalf("the first click: %d moves made, the button reads %q", len(s.Match.Log)-moves, done.Label)
	}
	// Play-test 18 #9: armed, the prompt and Confirm's tooltip say what
	// confirming does: the player goes out of the hand, and why.
	armed := table.asking().Detail
	if armed == before || !strings.Contains(armed, "Confirm puts you out of this hand") || !strings.Contains(armed, "no hero of yours is in play") {
		t.Errorf("armed, the prompt says %q (before: %q)", armed, before)
	}
	confirm := table.buttons.confirm
	if confirm.Hidden || confirm.Label != "Confirm" || !strings.HasPrefix(confirm.Tooltip, armed) { // then the key that presses it
		t.Errorf("Confirm (hidden %v) reads %q, its tooltip %q, not what the prompt says: %q", confirm.Hidden, confirm.Label, confirm.Tooltip, armed)
	}
	// Play-test 21 #8: Confirm showed no tooltip where Done was pressed.
	// The pointer moves a little on it, rests, and its tooltip shows.
	at := layout.Point{X: done.Rect.Center().X + 3, Y: done.Rect.Center().Y}
	h.Frame(t, ui.Frame{Mouse: at, Moved: true})
	for range ui.TipDelay + 5 {
		h.Frame(t, ui.Frame{Mouse: at})
	}
	if table.Group.Hovered() != ui.Control(confirm) || !table.Group.TipShown(h.Tick) {
		t.Errorf("resting on Confirm shows no tooltip (hovering %v)", table.Group.Hovered())
	}
	// Play-test 21 #8: "To stay in, lay a hero down instead" only when a
	// hero can be laid.
	if canLay := len(table.choice.Primes)+len(table.choice.Trios) > 0; canLay != strings.Contains(armed, "To stay in, lay a hero down") {
		t.Errorf("a hero can be laid: %v, but the prompt says %q", canLay, armed)
	}
	if dir := os.Getenv("HH_SHOTS"); dir != "" {
		h.Frame(t, ui.Frame{Mouse: done.Rect.Center(), Moved: true})
		h.Idle(t, 1)
		for range 60 {
			h.Frame(t, ui.Frame{Mouse: done.Rect.Center()})
		}
		h.Shot(t, dir, "confirm-out")
	}
	// Play-test 30: Esc takes the first click back (it opened the menu).
	h.Key(t, ebiten.KeyEscape)
	if h.Scene != scenes.Scene(table) || table.buttons.armed || done.Label != "Go out?" {
		t.Fatalf("Esc after Go out?: scene %q, still armed %v, Done reads %q", h.Scene.Name(), table.buttons.armed, done.Label)
	}
	h.Click(t, done.Rect.Center())
	h.Idle(t, 2)
	h.Click(t, done.Rect.Center())
	h.Idle(t, 2)
	if len(s.Match.Log) != moves+1 {
		t.Fatal("the second click did not end the laying down")
	}
	if !slices.ContainsFunc(s.Match.Log[moves].Events, goesOut) {
		t.Error("the player did not go out with the Done that was to put them out")
	}
}

// With no hero in play and none to make, going out is the one move, and
// the prompt says so (play-test 30: "lay one down, or you go out" with
// nothing to lay).
func TestForcedOutSaysSo(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		s := newSession(t, "human,greedy,greedy", seed)
		greedy := scenetest.Greedy(seed)
		lazy := func(st engine.State) engine.Action {
			if st.(*hh.State).Phase == hh.PhLay {
				return hh.EndLayDown()
			}
			return greedy(st)
		}
		if !scenetest.ReachWith(t, s, 2000, 64, lazy, func(st *hh.State) bool {
			if st.Phase != hh.PhLay || st.Turn != 0 || len(st.LegalActions(nil)) != 1 {
				return false
			}
			c := st.Clone().(*hh.State)
			return c.Apply(hh.EndLayDown()) == nil && slices.ContainsFunc(c.Events(), goesOut)
		}) {
			continue
		}
		table := New(s)
		scenetest.Settled(t, table, &table.Core)
		if d := table.asking().Detail; !strings.Contains(d, "you must go out") {
			t.Errorf("seed %d: forced out, the prompt says %q", seed, d)
		}
		return
	}
	t.Skip("no turn came where going out was the one move")
}

// Play-test 39: D armed "Go out?" as Confirm under the resting pointer,
// and a click on Confirm half a second later was refused as "That choice
// changed as you clicked": the player asked for it. A second click in the
// same instant as the first (a double click) still goes nowhere.
func TestConfirmAskedForTakesAClickSoon(t *testing.T) {
	s := newSession(t, "human,greedy", 3)
	greedy := scenetest.Greedy(9)
	lazy := func(st engine.State) engine.Action {
		if st.(*hh.State).Phase == hh.PhLay {
			return hh.EndLayDown()
		}
		return greedy(st)
	}
	if !scenetest.ReachWith(t, s, 2000, 64, lazy, func(st *hh.State) bool {
		if st.Phase != hh.PhLay || st.Turn != 0 {
			return false
		}
		c := st.Clone().(*hh.State)
		return c.Apply(hh.EndLayDown()) == nil && slices.ContainsFunc(c.Events(), goesOut)
	}) {
		t.Fatal("no turn came where Done puts the player out")
	}
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	p := table.buttons.done.Rect.Center()
	h.Frame(t, ui.Frame{Mouse: p, Moved: true})
	h.Idle(t, 3)
	h.Frame(t, ui.Frame{Mouse: p, Keys: []ebiten.Key{ebiten.KeyD}})
	if table.buttons.confirm.Hidden {
		t.Fatal("D did not arm Go out? as Confirm")
	}
	moves := len(s.Match.Log)
	for range 4 { // a double click's second half: no choice
		h.Frame(t, ui.Frame{Mouse: p})
	}
	h.Frame(t, ui.Frame{Mouse: p, Pressed: true, Down: true})
	h.Frame(t, ui.Frame{Mouse: p, Released: true})
	if len(s.Match.Log) != moves {
		t.Fatal("a click 100 ms after D confirmed at once")
	}
	for range 24 { // about 0.4 s, the pointer at rest
		h.Frame(t, ui.Frame{Mouse: p})
	}
	h.Frame(t, ui.Frame{Mouse: p, Pressed: true, Down: true})
	h.Frame(t, ui.Frame{Mouse: p, Released: true})
	h.Idle(t, 2)
	if len(s.Match.Log) == moves {
		t.Fatalf("a click on Confirm 0.5 s after D was not taken (said %q)", table.Said(h.Tick))
	}
}
