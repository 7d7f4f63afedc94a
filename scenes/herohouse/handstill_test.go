package herohouse

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// handRects are where the viewer's hand cards are clickable now.
func handRects(table *Table) map[int]layout.Rect {
	out := map[int]layout.Rect{}
	for _, s := range table.Spots.Order {
		if s.Key.kind == kCard && slices.Contains(table.q.Board.Seats[table.Viewer].Hand, s.Key.a) {
			out[s.Key.a] = s.Rect
		}
	}
	return out
}

// Play-test 18 #2 and #12: the viewer's own move lands about at once, as
// on Board Game Arena: half a second (at Normal speed) after a prime is
// laid by a click, the table is at rest and a click on Done then plays
// Done. Play-test 21 #6: the hand's cards stay where they were under the
// pointer (a quick second click where a card was hits that card, and a
// click after a long rest too: play-test 24), and close up once the
// pointer leaves. A trio laid with Lay down is at rest as soon.
func TestOwnMoveLandsQuickly(t *testing.T) {
	const half = 30 // ticks: 0.5 s at Normal speed
	for seed := uint64(1); seed < 60; seed++ {
		s := newSession(t, "human,greedy", seed)
		var prime int
		ok := scenetest.ReachWith(t, s, 400, 16, scenetest.Greedy(seed), func(st *hh.State) bool {
			if st.Phase != hh.PhLay || st.Turn != 0 {
				return false
			}
			hand := st.Seats[0].Hand
			for i, c := range hand[:max(len(hand)-1, 0)] { // not the last: the ones after it move
				if hh.SuitOf(c) == hh.Prime && len(hand) >= 3 && !slices.Contains(st.Seats[0].Fresh, c) {
					prime = hand[i]
					return true
				}
			}
			return false
		})
		if !ok {
			continue
		}
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Normal)
		scenetest.Settle(t, h, &table.Core)
		h.Idle(t, 40) // the hand glides to rest
		if !table.Mine() || table.choice.Decision != DecideLay {
			continue
		}
		pl, _ := table.q.Layout().Find(prime)
		at := layout.Point{X: pl.Rect.X + 8, Y: pl.Rect.Y + pl.Rect.H/2}
		before := handRects(table)
		moves := len(s.Match.Log)
		h.Frame(t, ui.Frame{Mouse: at, Moved: true})
		h.Click(t, at)
		if len(s.Match.Log) != moves+1 {
			t.Fatalf("seed %d: a click on %s did not lay it down", seed, hh.Name(prime))
		}
		for range half - 2 {
			h.Frame(t, ui.Frame{Mouse: at})
		}
		if table.Busy() {
			t.Errorf("seed %d: half a second after the click, laying %s still shows", seed, hh.Name(prime))
		}
		moved := 0
		for c, r := range handRects(table) {
			if r != before[c] {
				t.Errorf("seed %d: half a second after, under the pointer, %s moved from %v to %v", seed, hh.Name(c), before[c], r)
			}
			if p, _ := table.q.Layout().Find(c); p.Rect != r {
				moved++
			}
		}
		if moved == 0 {
			t.Fatalf("seed %d: no card of the hand has a new place after laying %s", seed, hh.Name(prime))
		}
		for range 600 {
			h.Frame(t, ui.Frame{Mouse: at})
		}
		for c, r := range handRects(table) {
			if r != before[c] {
				t.Errorf("seed %d: ten seconds after, the pointer at rest, %s moved from %v to %v", seed, hh.Name(c), before[c], r)
			}
		}
		off := layout.Point{X: at.X, Y: 100}
		h.Frame(t, ui.Frame{Mouse: off, Moved: true})
		for range 60 {
			h.Frame(t, ui.Frame{Mouse: off})
		}
		for c, r := range handRects(table) {
			if p, _ := table.q.Layout().Find(c); p.Rect != r {
				t.Errorf("seed %d: a second after the pointer left, %s is at %v, not its place %v", seed, hh.Name(c), r, p.Rect)
			}
		}
		if table.buttons.done.Hidden {
			t.Fatalf("seed %d: no Done to click after the lay", seed)
		}
		h.Click(t, table.buttons.done.Rect.Center())
		if len(s.Match.Log) != moves+2 || s.Match.Log[moves+1].Action != hh.EndLayDown() {
			t.Errorf("seed %d: a click on Done half a second after the lay did not play Done (%q)", seed, table.Err)
		}
		return
	}
	t.Skip("no seed gave the human a prime to lay before other cards")
}

func TestOwnTrioLandsQuickly(t *testing.T) {
	s := newSession(t, "human,greedy", 1)
	reach(t, s, 400, func(st *hh.State) bool {
		return st.Phase == hh.PhLay && st.Turn == 0 && slices.ContainsFunc(st.LegalActions(nil), func(a engine.Action) bool {
			k, _, _, _ := hh.Decode(a)
			return k == hh.KLayTrio
		})
	})
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	h.Prefs.Anim = prefs.Normal
	var trio engine.Action
	for _, a := range s.Legal() {
		if k, _, _, _ := hh.Decode(a); k == hh.KLayTrio {
			trio = a
			break
		}
	}
	_, hd, bd, lg := hh.Decode(trio)
	for _, c := range []int{hd, bd, lg} {
		h.Click(t, centre(t, table, c))
	}
	h.Click(t, table.buttons.lay.Rect.Center())
	if s.Match.Log[len(s.Match.Log)-1].Action != trio {
		t.Fatal("Lay down did not lay the trio")
	}
	busy := 0
	for range 60 {
		if !table.Busy() {
			break
		}
		h.Frame(t, ui.Frame{Mouse: table.buttons.lay.Rect.Center()})
		busy++
	}
	// Still seen: no shorter than a fifth of a second, done in under half.
	if busy < 12 || busy > 24 {
		t.Errorf("laying the trio showed for %d ticks, want 12 to 24 (0.2 to 0.4 s)", busy)
	}
}
