package herohouse

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Play-test pt7 #2: while the parts of a hero are picked, the prompt says
// what they would make: the hero's dots, whether the heroes then balance
// into a hero house and why not, and while parts are missing what they
// must bring and which of the hand's would.
func TestPickPreviewSaysWhetherAHouseFollows(t *testing.T) {
	h2, b1 := card(t, "head_w2_b0"), card(t, "body_w2_b1")
	l1, l2 := card(t, "legs_w1_b2"), card(t, "legs_w0_b4")
	trios := NewChoice(layLegal(nil, []int{h2}, []int{b1}, []int{l1, l2})).Trios
	two := Selection{hh.NoCard, h2, b1, hh.NoCard}
	// 4○ 1● picked; with 1○ in play the legs must bring 4 more ●: l2.
	got := PickPreview(two, 1, 0, trios, nil, false)
	if !strings.Contains(got, "legs") || !strings.Contains(got, "4 more ● than ○") || !strings.Contains(got, hh.Name(l2)+" would") {
		t.Errorf("head and body picked, 1○ in play: %q", got)
	}
	// With nothing in play they must bring 3 more ●: no legs of the hand do.
	if got := PickPreview(two, 0, 0, trios, nil, false); !strings.Contains(got, "3 more ● than ○") || !strings.Contains(got, "no parts in your hand") {
		t.Errorf("head and body picked, nothing in play: %q", got)
	}
	// A prime of the hand laid too can make the house: 4○ 1● picked, the
	// legs' 1○ 2● and Delta Bird's 1○ 3● are 6○ 6● (play-test 24 was told
	// no parts would).
	bird := card(t, "prime_delta_bird")
	if w, b := hh.Dots(bird); w != 1 || b != 3 {
		t.Fatalf("Delta Bird is %d○ %d●, the test wants 1○ 3●", w, b)
	}
	if got := PickPreview(two, 0, 0, trios, []int{bird}, false); !strings.Contains(got, hh.Name(l1)+" would, with Delta Bird laid down too") {
		t.Errorf("head and body picked, nothing in play, Delta Bird in hand: %q", got)
	}
	full := Selection{hh.NoCard, h2, b1, l2} // 4○ 5●
	if got := PickPreview(full, 1, 0, trios, nil, false); !strings.Contains(got, "5○ 5●") || !strings.Contains(got, "balanced, a hero house") {
		t.Errorf("a trio that balances the heroes: %q", got)
	}
	if got := PickPreview(full, 1, 0, trios, nil, true); !strings.Contains(got, "if the fight") {
		t.Errorf("a trio that balances the heroes before a fight: %q", got)
	}
	if got := PickPreview(full, 0, 0, trios, nil, false); !strings.Contains(got, "no hero house, 1 more ● than ○") {
		t.Errorf("a trio that leaves the heroes unbalanced: %q", got)
	}
}

// On the table, a part clicked in the hand makes the prompt say so.
func TestPickingAPartPreviewsTheHouse(t *testing.T) {
	s := newSession(t, "human,greedy", 1)
	reach(t, s, 400, func(st *hh.State) bool {
		return st.Phase == hh.PhLay && st.Turn == 0 && slices.ContainsFunc(st.LegalActions(nil), func(a engine.Action) bool {
			k, _, _, _ := hh.Decode(a)
			return k == hh.KLayTrio
		})
	})
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	var hd int
	for _, a := range s.Legal() {
		if k, x, _, _ := hh.Decode(a); k == hh.KLayTrio {
			hd = x
			break
		}
	}
	h.Click(t, centre(t, table, hd))
	if !table.sel.Has(hd) {
		t.Fatalf("a click on %s did not pick it", hh.Name(hd))
	}
	h.Idle(t, 2)
	if dir := os.Getenv("HH_SHOTS"); dir != "" {
		h.Shot(t, dir, "picked")
	}
	d := table.asking().Detail
	if !strings.Contains(d, hh.Name(hd)) || !strings.Contains(d, "hero house") {
		t.Errorf("with %s picked the prompt says %q", hh.Name(hd), d)
	}
}

// Play-test pt7 #3: Done with parts picked for a hero does not drop them
// silently: its first click plays nothing and says what it would drop
// (on the button, its tooltip and in the prompt), a second ends laying
// down; picking again disarms it.
func TestDoneWithPartsPickedAsksFirst(t *testing.T) {
	s := newSession(t, "human,greedy", 1)
	reach(t, s, 400, func(st *hh.State) bool {
		_, _, monster := st.MonsterDots()
		if monster && len(st.Seats[0].Heroes) == 0 {
			return false // Done would put the viewer out: it asks twice anyway
		}
		return st.Phase == hh.PhLay && st.Turn == 0 && slices.ContainsFunc(st.LegalActions(nil), func(a engine.Action) bool {
			k, _, _, _ := hh.Decode(a)
			return k == hh.KLayTrio
		})
	})
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	var hd, bd int
	for _, a := range s.Legal() {
		if k, x, y, _ := hh.Decode(a); k == hh.KLayTrio {
			hd, bd = x, y
			break
		}
	}
	h.Click(t, centre(t, table, hd))
	moves := len(s.Match.Log)
	if table.buttons.out {
		t.Fatal("Done would put the viewer out here")
	}
	if !strings.Contains(table.buttons.done.Tooltip, hh.Name(hd)) {
		t.Errorf("with %s picked Done's tooltip says %q", hh.Name(hd), table.buttons.done.Tooltip)
	}
	h.Click(t, table.buttons.done.Rect.Center())
	h.Idle(t, 2)
	if len(s.Match.Log) != moves {
		t.Fatal("Done played at once with a part picked, dropping it")
	}
	if d := table.asking().Detail; table.buttons.done.Label != "Confirm" || !strings.Contains(d, hh.Name(hd)) || !strings.Contains(d, "drops") {
		t.Errorf("after the first click Done reads %q and the prompt %q", table.buttons.done.Label, d)
	}
	h.Click(t, centre(t, table, bd)) // picking again: Done asks again
	h.Idle(t, 1)
	if table.buttons.armed || table.buttons.done.Label == "Confirm" {
		t.Error("a new pick left Done armed")
	}
	h.Click(t, table.buttons.done.Rect.Center())
	h.Click(t, table.buttons.done.Rect.Center())
	h.Idle(t, 2)
	if len(s.Match.Log) <= moves || s.Match.Log[moves].Action != hh.EndLayDown() {
		t.Fatal("Done clicked twice did not end laying down")
	}
}
