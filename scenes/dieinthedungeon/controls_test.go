package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// tableAt opens a fresh table on a copy of s's match, settled.
func tableAt(t *testing.T, s *play.Session) (*play.Session, *Table, *testHost) {
	t.Helper()
	cp := scenetest.CopySession(t, s)
	cp.Pass()
	table := New(cp)
	h := newHost(t, table, prefs.Instant)
	settle(t, h, table)
	return cp, table, h
}

// In a sample of positions from whole games, every legal action has a
// control — a prompt button or a thing on the table — and clicking it
// plays exactly that action.
func TestEveryLegalActionHasAClickableControl(t *testing.T) {
	kinds := map[dd.Kind]bool{}
	for _, tt := range []struct {
		seats, opts string
		seed        uint64
	}{
		{"human", "map=map1", 1}, {"human", "map=map3,creature=dierake", 2},
		{"human", "map=map2,creature=tombstones", 3}, {"human,human", "", 4},
	} {
		t.Run(tt.seats+"/"+tt.opts, func(t *testing.T) {
			s := newSession(t, tt.seats, tt.seed, tt.opts)
			g, _ := bot.New(bot.Greedy, tt.seed)
			positions := 0
			for step := 0; step < 600 && !s.Over() && positions < 40; step++ {
				st := s.Match.State.(*dd.State)
				legal := s.Legal()
				fresh := false
				for _, a := range legal {
					fresh = fresh || !kinds[k(a)]
				}
				if fresh || step%7 == 0 {
					positions++
					testControls(t, s, legal, kinds)
				}
				if err := s.Play(bot.Choose(g, st, st.CurrentPlayer())); err != nil {
					t.Fatal(err)
				}
			}
			t.Logf("%d positions tried", positions)
		})
	}
	for _, k := range []dd.Kind{dd.KLayout, dd.KContinue, dd.KMove, dd.KRest, dd.KStat, dd.KDamage} {
		if !kinds[k] {
			t.Errorf("no action of kind %d was tried", k)
		}
	}
}

func testControls(t *testing.T, s *play.Session, legal []engine.Action, kinds map[dd.Kind]bool) {
	t.Helper()
	for i, a := range legal {
		if i >= 10 {
			break
		}
		k, arg := dd.Split(a)
		cp, table, h := tableAt(t, s)
		if i == 0 {
			noSeatMarkers(t, table)
		}
		if k == dd.KLayout {
			table.layout = dd.Layouts[arg] // picked with the dice pickers
			table.makeButtons()
			h.Idle(t, 1)
		}
		r, shift, ok := table.ControlFor(a)
		if !ok {
			t.Fatalf("%s: no control plays %q", stageWords(cp.Match.State.(*dd.State)), cp.ActionText(a))
		}
		before := len(cp.Match.Log)
		h.ClickShift(t, r.Center(), shift)
		if len(cp.Match.Log) != before+1 || cp.Match.Log[before].Action != a {
			got := "nothing"
			if len(cp.Match.Log) > before {
				got = cp.Match.Log[before].Text
			}
			t.Fatalf("clicking the control of %q at %v played %s", cp.ActionText(a), r, got)
		}
		kinds[k] = true
	}
}

// noSeatMarkers checks that no words the table holds for its buttons'
// and spots' tooltips keep a seat marker such as {P1}.
func noSeatMarkers(t *testing.T, table *Table) {
	t.Helper()
	for _, b := range table.buttons {
		if strings.Contains(b.Tooltip, "{P") || strings.Contains(b.Label, "{P") {
			t.Errorf("button %q has the tooltip %q", b.Label, b.Tooltip)
		}
	}
	for _, s := range table.Spots.Order {
		if strings.Contains(s.Hint, "{P") {
			t.Errorf("a spot has the tooltip %q", s.Hint)
		}
	}
}

// Keys: 1–9 play the first legal actions, Enter is Continue, Z undoes.
func TestKeys(t *testing.T) {
	s := newSession(t, "human", 1, "map=map1")
	table := New(s)
	h := newHost(t, table, prefs.Instant)
	settle(t, h, table)
	key := func(k ebiten.Key) {
		h.Frame(t, ui.Frame{Mouse: layout.Point{X: -1, Y: -1}, Keys: []ebiten.Key{k}})
		h.Idle(t, 2)
	}
	want := s.Legal()[0]
	key(ebiten.Key1)
	if len(s.Match.Log) != 1 || s.Match.Log[0].Action != want {
		t.Fatalf("key 1 did not play the first legal action")
	}
	settle(t, h, table)
	if st := s.Match.State.(*dd.State); st.Stage != dd.StTurnStart {
		t.Fatalf("after placing the dice the stage is %d", st.Stage)
	}
	key(ebiten.KeyEnter)
	if n := len(s.Match.Log); n != 2 || k(s.Match.Log[1].Action) != dd.KContinue {
		t.Fatalf("Enter did not power up: %d moves", n)
	}
	settle(t, h, table)
	if !s.CanUndo() {
		t.Fatal("powering up cannot be undone")
	}
	key(ebiten.KeyZ)
	settle(t, h, table)
	if len(s.Match.Log) != 1 {
		t.Errorf("Z did not undo: %d moves", len(s.Match.Log))
	}
}

func k(a engine.Action) dd.Kind { kind, _ := dd.Split(a); return kind }
