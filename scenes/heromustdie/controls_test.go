package heromustdie

import (
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// In a sample of the human's decisions from whole games, every legal
// action has a control — a thing on the table, a button in the prompt,
// the build grid, the combat overlay or a reaction's panel — and clicking
// it plays exactly that action.
func TestEveryLegalActionHasAClickableControl(t *testing.T) {
	c := scenetest.ControlSample[hmd.Kind]{Kind: kindOf, First: 24, Every: 9, Steps: 800, Open: openControls}
	c.Walk(t, hmd.GameID, []scenetest.Game{
		{Seats: "human,greedy,greedy,greedy", Seed: 1}, {Seats: "human,greedy", Seed: 2}, {Seats: "human,greedy,greedy", Seed: 3},
		{Seats: "human,greedy,greedy,greedy", Seed: 4}, {Seats: "human,greedy", Seed: 5},
	}, eager)
	// Rarer decisions: more games, every seat played by the tests' own
	// policy, until a human meets each of them.
	for _, k := range []hmd.Kind{hmd.KCommit, hmd.KSupport, hmd.KWound, hmd.KHeal, hmd.KFire, hmd.KDisarm, hmd.KRoom, hmd.KPush, hmd.KRecall} {
		for seed := uint64(1); seed < 30 && !c.Tried[k]; seed++ {
			offers := func(st *hmd.State) bool {
				return slices.ContainsFunc(st.LegalActions(nil), func(a engine.Action) bool { return kindOf(a) == k })
			}
			if s, ok := reachScripted(t, "human,greedy,greedy,greedy", seed, 800, offers); ok {
				c.Try(t, s)
			}
		}
	}
	c.Missing(t, hmd.KPass, hmd.KYes, hmd.KColour, hmd.KFloor, hmd.KMonster, hmd.KPlace, hmd.KTop,
		hmd.KKeep, hmd.KSlaves, hmd.KTrap, hmd.KPeek, hmd.KSend, hmd.KCommit, hmd.KSupport, hmd.KPlay, hmd.KDiscards)
	t.Logf("kinds tried: %v", c.Tried)
}

// kindOf is an action's kind.
func kindOf(a engine.Action) hmd.Kind { k, _ := hmd.Split(a); return k }

// openControls opens a fresh table on cp, settled; a trap's fire may need
// the trap picked first, a slider's value its stop and then its button.
func openControls(t *testing.T, cp *play.Session, _ engine.Action) scenetest.Controls {
	t.Helper()
	// Hundreds of tables come and go here; their images are freed by
	// finalizers, which only a garbage collection runs, and the Go heap
	// alone grows too slowly to start one.
	runtime.GC()
	table, h := viewerAt(t, cp)
	return scenetest.Controls{Host: h, At: scenetest.Rects(table.ClicksFor)}
}

// Keys: 1–9 press the buttons as they read, Z undoes, L opens the whole log
// and Esc closes it, H opens the hand, Esc closes it and then opens the
// menu.
func TestKeys(t *testing.T) {
	s := newSession(t, "human,greedy", 1)
	table, h := viewerAt(t, s)
	key := func(k ebiten.Key) { h.Key(t, k); h.Idle(t, 2) } // and the table shows what it did
	scenetest.NumberKeyPlaysItsButton(t, h, s, table.Controls(), scenetest.Rects(table.ClicksFor))
	scenetest.Settle(t, h, &table.Core)
	if s.CanUndo() {
		n := len(s.Match.Log)
		key(ebiten.KeyZ)
		scenetest.Settle(t, h, &table.Core)
		if len(s.Match.Log) >= n {
			t.Errorf("Z did not undo: %d moves", len(s.Match.Log))
		}
	}
	key(ebiten.KeyL)
	if !table.Log.Open || !FullLog.Contains(table.Bar.Log.Rect.Center()) {
		t.Errorf("L did not open the whole log with its button on it: open %v, button at %v", table.Log.Open, table.Bar.Log.Rect)
	}
	key(ebiten.KeyEscape)
	if table.Log.Open || LogRect(s.Players()).Intersect(table.Bar.Log.Rect).Empty() {
		t.Errorf("Esc did not close the whole log and bring its button back to the strip's edge: open %v, button at %v", table.Log.Open, table.Bar.Log.Rect)
	}
	key(ebiten.KeyH)
	if !table.handOpen {
		t.Error("H did not open the hand")
	}
	key(ebiten.KeyEscape)
	if table.handOpen {
		t.Error("Esc did not close the hand")
	}
	key(ebiten.KeyEscape)
	if h.Scene.Name() != "menu" {
		t.Errorf("Esc went to %q", h.Scene.Name())
	}
}

// With auto-resolve on, the human defender's combat decisions are made by
// a bot: the fight goes on without a click, and nothing else is played
// for him.
func TestAutoResolveFightsForTheHuman(t *testing.T) {
	for seed := uint64(1); seed < 12; seed++ {
		s := newSession(t, "human,greedy,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 600, 256, eager(seed), func(st *hmd.State) bool { return st.Actor == 0 && combatStage(st.Stage) }) {
			continue
		}
		table, h := viewerAt(t, s)
		if !strings.HasPrefix(table.autoBtn.Tooltip, "A bot decides for you in this fight") {
			t.Errorf("the auto-resolve button does not say a bot decides for the player: %q", table.autoBtn.Tooltip)
		}
		h.Click(t, table.autoBtn.Rect.Center())
		if !table.auto {
			t.Fatal("the toggle did not turn auto-resolve on")
		}
		before := len(s.Match.Log)
		for range 600 {
			h.Idle(t, 1)
			if st := s.Match.State.(*hmd.State); s.Over() || !(st.Actor == 0 && combatStage(st.Stage)) && !s.BotTurn() {
				break
			}
		}
		if len(s.Match.Log) == before {
			t.Fatal("auto-resolve made no combat decision")
		}
		if st := s.Match.State.(*hmd.State); !s.Over() && st.Actor == 0 && combatStage(st.Stage) {
			t.Fatal("auto-resolve stopped in the middle of the fight")
		}
		for _, e := range s.Match.Log[before:] {
			if e.Player == 0 && !combatKind(e.Action) {
				t.Fatalf("auto-resolve played a non-combat action: %s", e.Text)
			}
		}
		return
	}
	t.Fatal("no game brought the human to a fight")
}

// combatKind reports the defender's combat actions.
func combatKind(a engine.Action) bool {
	switch k, _ := hmd.Split(a); k {
	case hmd.KDisarm, hmd.KFire, hmd.KSend, hmd.KPass, hmd.KCommit, hmd.KSupport, hmd.KWound, hmd.KHeal:
		return true
	}
	return false
}

// Auto-resolve says what it chose, in the log and on the overlay, the
// decision waiting when it was switched on too, and it lasts for the
// fight it was switched on in (pt31 #3: switched on at the support
// prompt it answered "no support" silently, and it stayed on into the
// next turn's fight).
func TestAutoResolveSaysWhatItChoseAndEndsWithTheFight(t *testing.T) {
	var s *play.Session
	for seed := uint64(1); seed < 30 && s == nil; seed++ {
		s, _ = reachScripted(t, "human,greedy,greedy,greedy", seed, 3000, func(st *hmd.State) bool { return st.Stage == hmd.StSupport })
	}
	if s == nil {
		t.Fatal("no support prompt of the human")
	}
	table, h := viewerAt(t, s)
	if !strings.Contains(table.autoBtn.Label, "this fight") {
		t.Errorf("the auto-resolve button does not say how long it lasts: %q", table.autoBtn.Label)
	}
	h.Shot(t, shotDir, "auto-before")
	n := len(s.Match.Log)
	h.Click(t, table.autoBtn.Rect.Center())
	for i := 0; i < 600 && len(s.Match.Log) == n; i++ {
		h.Idle(t, 1)
	}
	if len(s.Match.Log) == n {
		t.Fatal("auto-resolve did not answer the support prompt")
	}
	h.Idle(t, 1)
	lines := table.LogLines(0)
	marked := slices.ContainsFunc(lines, func(l tablekit.LogLine) bool {
		return l.Entry == n && l.Action && strings.HasSuffix(l.Text, "(auto-resolve)")
	})
	if !marked {
		t.Errorf("the log does not say auto-resolve chose %q", s.Match.Log[n].Text)
	}
	if !strings.HasPrefix(table.forcedText, "Auto-resolve chose: ") || table.forcedAt != len(s.Match.Log) && len(s.Match.Log) == n+1 {
		t.Errorf("the overlay does not say what auto-resolve chose: %q", table.forcedText)
	}
	h.Shot(t, shotDir, "auto-chose")
	for i := 0; i < 6000 && !s.Over() && (s.Match.State.(*hmd.State).Fight.Active || table.q.Shown.Fight.Active); i++ {
		h.Idle(t, 1)
	}
	h.Idle(t, 2)
	if table.auto {
		t.Error("auto-resolve stayed on after the fight")
	}
}

// No button of the table has a gold label on the button's orange face,
// hard to read: not the slider's "Buy 1 support (2 MP)", not a Yes, not
// auto-resolve switched on (pt31 #10).
func TestButtonsHaveNoGoldLabel(t *testing.T) {
	gold := func(table *Table, when string) {
		for _, c := range table.Controls() {
			if b, ok := c.(*ui.Button); ok && !b.Hidden && (b.Primary || b.Selected) {
				t.Errorf("%s: %q has a gold label on the orange face", when, b.Label)
			}
		}
	}
	yes := func(st *hmd.State) bool {
		return slices.ContainsFunc(st.LegalActions(nil), func(a engine.Action) bool { return kindOf(a) == hmd.KYes })
	}
	table, _ := scriptedAt(t, yes)
	gold(table, "a yes-or-no")
	table, h := scriptedAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StSupport })
	if !table.slider.shown() {
		t.Fatal("no support slider")
	}
	gold(table, "the support slider")
	h.Click(t, table.autoBtn.Rect.Center())
	if !table.auto {
		t.Fatal("the toggle did not turn auto-resolve on")
	}
	table.refreshButtons()
	gold(table, "auto-resolve on")
}
