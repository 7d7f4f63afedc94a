package dieinthedungeon

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/sfnt"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
)

// When the game powers up by itself, a disabled "Powered up" holds the
// first place, where "Power up" always stands: a click aimed there by
// habit plays nothing (it explored a tile in the play-test), and the
// prompt says the step was taken.
func TestAutomaticPowerUpKeepsPowerUpsPlace(t *testing.T) {
	var first layout.Rect // where Power up stands at a turn's start
	for seed := uint64(1); seed <= 20; seed++ {
		s := newSession(t, "human", seed, "map=map3,creature=deyeroller")
		if first.W == 0 && scenetest.ReachWith(t, s, 200, 16, scenetest.Greedy(seed), func(st *dd.State) bool {
			return st.Stage == dd.StTurnStart && len(st.LegalActions(nil)) > 1
		}) {
			table := New(s)
			scenetest.Settled(t, table, &table.Core)
			if b := table.buttons[0]; b.Label != "Power up" {
				t.Fatalf("the turn's first button reads %q, not Power up", b.Label)
			}
			first = table.buttons[0].Rect
		}
		if !scenetest.ReachWith(t, s, 400, 16, scenetest.Greedy(seed), func(st *dd.State) bool {
			_, _, ok := autoPowerUp(s.Match.Log, st.Turn)
			return ok && (st.Stage == dd.StMove || st.Stage == dd.StRest)
		}) {
			continue
		}
		table := New(s)
		h := scenetest.Settled(t, table, &table.Core)
		b := table.buttons[0]
		if !b.Disabled || !strings.HasPrefix(b.Label, "Powered up") {
			t.Fatalf("after an automatic power up the first button is %q (disabled %v)", b.Label, b.Disabled)
		}
		if first.W > 0 && (b.Rect.X != first.X || b.Rect.Y != first.Y) {
			t.Errorf("Powered up at %v, Power up at %v", b.Rect, first)
		}
		if a := table.asking(); !strings.Contains(a.Detail, "Powered up automatically") {
			t.Errorf("the prompt does not say the automatic power up: %q", a.Detail)
		}
		n := len(s.Match.Log)
		h.Click(t, b.Rect.Center())
		h.Idle(t, 5)
		if len(s.Match.Log) != n {
			t.Fatalf("a click on Powered up's place played %s", s.Match.Log[n].Text)
		}
		return
	}
	t.Fatal("no automatic power up in 20 games")
}

// Far Sight's peek buttons keep their places: a tile looked at stays as a
// disabled "Peeked" button, the others do not move up.
func TestFarSightPeeksKeepTheirPlaces(t *testing.T) {
	farSight := func(st *dd.State) (engine.Action, bool) {
		for _, a := range st.LegalActions(nil) {
			if k, _ := dd.Split(a); k == dd.KCard || k == dd.KAbility {
				cp := st.Clone().(*dd.State)
				if cp.Apply(a) == nil && cp.Stage == dd.StFarSight {
					return a, true
				}
			}
		}
		return 0, false
	}
	for seed := uint64(1); seed <= 20; seed++ {
		s := newSession(t, "human", seed, "map=map3,creature=deyeroller")
		greedy := scenetest.Greedy(seed)
		policy := func(st engine.State) engine.Action {
			if a, ok := farSight(st.(*dd.State)); ok {
				return a
			}
			return greedy(st)
		}
		if !scenetest.ReachWith(t, s, 300, 16, policy, func(st *dd.State) bool {
			n := 0
			for _, a := range st.LegalActions(nil) {
				if k, _ := dd.Split(a); k == dd.KPeek {
					n++
				}
			}
			return st.Stage == dd.StFarSight && st.Peeks == dd.FarSightPeeks && n >= 3
		}) {
			continue
		}
		// Every tile it may look at has its button (the flow dropped some),
		// numbered as on the map.
		places := func() map[engine.Action]layout.Rect {
			table := New(s)
			scenetest.Settled(t, table, &table.Core)
			out := map[engine.Action]layout.Rect{}
			for i, b := range table.buttons {
				if i < len(table.farActs) && !b.Disabled {
					out[table.farActs[i]] = b.Rect
				}
			}
			for _, a := range s.Legal() {
				if _, ok := out[a]; !ok {
					t.Errorf("seed %d: action %d has no button", seed, a)
				}
			}
			return out
		}
		before := places()
		peek := s.Match.State.LegalActions(nil)[0]
		if err := s.Play(peek); err != nil {
			t.Fatal(err)
		}
		after := places()
		if len(after) < 2 {
			t.Fatalf("only %d buttons after the peek", len(after))
		}
		for a, r := range after {
			if before[a] != r {
				t.Errorf("a peek button moved from %v to %v", before[a], r)
			}
		}
		table := New(s)
		scenetest.Settled(t, table, &table.Core)
		i := slices.Index(table.farActs, peek)
		if i < 0 || !table.buttons[i].Disabled || table.buttons[i].Rect != before[peek] {
			t.Errorf("the tile looked at left no disabled button in its place (%d)", i)
		}
		if n := table.farNums[func() int { _, i := dd.Split(peek); return i }()]; n == 0 {
			t.Errorf("the tile looked at has no number on the map")
		}
		return
	}
	t.Fatal("no Far Sight with three tiles to look at in 20 games")
}

// The held button's label draws in the UI's bold font: every rune has a
// glyph there (a "✓" drew as an empty box).
func TestPoweredUpHasEveryGlyph(t *testing.T) {
	f, err := sfnt.Parse(gobold.TTF)
	if err != nil {
		t.Fatal(err)
	}
	var b sfnt.Buffer
	for _, h := range []string{poweredUpLabel} {
		for _, r := range h {
			if i, _ := f.GlyphIndex(&b, r); i == 0 && r != ' ' {
				t.Errorf("%q: no glyph for %q", h, r)
			}
		}
	}
}
