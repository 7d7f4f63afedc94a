package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
)

// In a sample of positions from whole games, every legal action has a
// control — a prompt button or a thing on the table — and clicking it
// plays exactly that action.
func TestEveryLegalActionHasAClickableControl(t *testing.T) {
	c := scenetest.ControlSample[dd.Kind]{Kind: k, First: 10, Every: 7, Steps: 600, Positions: 40, Open: openControls}
	c.Walk(t, dd.GameID, []scenetest.Game{
		{Seats: "human", Opts: "map=map1", Seed: 1}, {Seats: "human", Opts: "map=map3,creature=dierake", Seed: 2},
		{Seats: "human", Opts: "map=map2,creature=tombstones", Seed: 3}, {Seats: "human,human", Seed: 4},
	}, scenetest.Greedy)
	c.Missing(t, dd.KLayout, dd.KContinue, dd.KMove, dd.KRest, dd.KStat, dd.KDamage)
}

// openControls opens a fresh table on cp, settled, whose words must hold
// no seat marker; a layout is first picked with the dice pickers.
func openControls(t *testing.T, cp *play.Session, a engine.Action) scenetest.Controls {
	t.Helper()
	table := New(cp)
	h := scenetest.Settled(t, table, &table.Core)
	noSeatMarkers(t, table)
	creamLabels(t, table)
	if kind, arg := dd.Split(a); kind == dd.KLayout {
		table.layout = dd.Layouts[arg] // picked with the dice pickers
		table.makeButtons()
		h.Idle(t, 1)
	}
	return scenetest.Controls{Host: h, At: scenetest.OneClick(table.ControlFor)}
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

// Keys: 1–9 press the prompt's buttons as they read, Enter is Continue, Z
// undoes.
func TestKeys(t *testing.T) {
	s := newSession(t, "human", 1, "map=map1")
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	key := func(k ebiten.Key) { h.Key(t, k); h.Idle(t, 2) } // and the table shows what it did
	// Key 1 places the dice: the sixteen pickers have no keys, "Place the
	// dice" is the first button that has.
	if table.place.Quick != 1 {
		t.Fatalf("Place the dice is key %d, want 1", table.place.Quick)
	}
	key(ebiten.Key1)
	if len(s.Match.Log) != 1 || k(s.Match.Log[0].Action) != dd.KLayout {
		t.Fatalf("key 1 did not place the dice: %d moves", len(s.Match.Log))
	}
	scenetest.Settle(t, h, &table.Core)
	if st := s.Match.State.(*dd.State); st.Stage != dd.StTurnStart {
		t.Fatalf("after placing the dice the stage is %d", st.Stage)
	}
	key(ebiten.KeyEnter)
	if n := len(s.Match.Log); n != 2 || k(s.Match.Log[1].Action) != dd.KContinue {
		t.Fatalf("Enter did not power up: %d moves", n)
	}
	scenetest.Settle(t, h, &table.Core)
	if !s.CanUndo() {
		t.Fatal("powering up cannot be undone")
	}
	key(ebiten.KeyZ)
	scenetest.Settle(t, h, &table.Core)
	if len(s.Match.Log) != 1 {
		t.Fatalf("Z did not undo: %d moves", len(s.Match.Log))
	}
	scenetest.NumberKeyPlaysItsButton(t, h, s, table.Controls(), scenetest.OneClick(table.ControlFor))
}

func k(a engine.Action) dd.Kind { kind, _ := dd.Split(a); return kind }

// creamLabels fails when a prompt button has Primary's gold words, which
// read dim on the small buttons' light face (a play-test's finding).
func creamLabels(t *testing.T, table *Table) {
	t.Helper()
	for _, b := range table.buttons {
		if b.Primary {
			t.Errorf("the prompt button %q has gold words on its light face", b.Label)
		}
	}
}
