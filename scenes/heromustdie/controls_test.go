package heromustdie

import (
	"runtime"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// tableAt opens a fresh table on a copy of s's match, settled, with the
// device given to the seat to act.
func tableAt(t *testing.T, s *play.Session) (*play.Session, *Table, *testHost) {
	t.Helper()
	// Hundreds of tables come and go here; their images are freed by
	// finalizers, which only a garbage collection runs, and the Go heap
	// alone grows too slowly to start one.
	runtime.GC()
	cp := scenetest.CopySession(t, s)
	table, h := viewerAt(t, cp, prefs.Instant)
	return cp, table, h
}

// In a sample of the human's decisions from whole games, every legal
// action has a control — a thing on the table, a button in the prompt,
// the build grid, the combat overlay or a reaction's panel — and clicking
// it plays exactly that action.
func TestEveryLegalActionHasAClickableControl(t *testing.T) {
	kinds := map[hmd.Kind]bool{}
	for _, tt := range []struct {
		seats string
		seed  uint64
	}{
		{"human,greedy,greedy,greedy", 1}, {"human,greedy", 2}, {"human,greedy,greedy", 3},
		{"human,greedy,greedy,greedy", 4}, {"human,greedy", 5},
	} {
		t.Run(tt.seats, func(t *testing.T) {
			s := newSession(t, tt.seats, tt.seed)
			g, _ := bot.New(bot.Greedy, tt.seed)
			policy := eager(g)
			positions := 0
			for step := 0; step < 800 && !s.Over(); step++ {
				st := s.Match.State.(*hmd.State)
				if s.BotTurn() {
					for !s.Think(256) {
					}
					if _, err := s.PlayBot(); err != nil {
						t.Fatal(err)
					}
					continue
				}
				legal := s.Legal()
				fresh := false
				for _, a := range legal {
					k, _ := hmd.Split(a)
					fresh = fresh || !kinds[k]
				}
				if fresh || step%9 == 0 {
					positions++
					testControls(t, s, legal, kinds)
				}
				if err := s.Play(policy(st)); err != nil {
					t.Fatal(err)
				}
			}
			t.Logf("%d positions tried", positions)
		})
	}
	// Rarer decisions: more games until a human meets each of them.
	for _, k := range []hmd.Kind{hmd.KSupport, hmd.KWound, hmd.KHeal, hmd.KFire, hmd.KDisarm, hmd.KRoom, hmd.KPush, hmd.KRecall} {
		for seed := uint64(6); seed < 30 && !kinds[k]; seed++ {
			s := newSession(t, "human,greedy,greedy,greedy", seed)
			g, _ := bot.New(bot.Greedy, seed)
			offers := func(st *hmd.State) bool {
				return st.Actor == 0 && slices.ContainsFunc(st.LegalActions(nil), func(a engine.Action) bool { x, _ := hmd.Split(a); return x == k })
			}
			if reachWith(t, s, 800, eager(g), offers) {
				testControls(t, s, s.Legal(), kinds)
			}
		}
	}
	for _, k := range []hmd.Kind{hmd.KPass, hmd.KYes, hmd.KColour, hmd.KFloor, hmd.KMonster, hmd.KPlace, hmd.KTop,
		hmd.KKeep, hmd.KSlaves, hmd.KTrap, hmd.KPeek, hmd.KSend, hmd.KCommit, hmd.KSupport, hmd.KPlay, hmd.KDiscards} {
		if !kinds[k] {
			t.Errorf("no action of kind %d was tried", k)
		}
	}
	t.Logf("kinds tried: %v", kinds)
}

func testControls(t *testing.T, s *play.Session, legal []engine.Action, kinds map[hmd.Kind]bool) {
	t.Helper()
	for i, a := range legal {
		if i >= 24 && i != len(legal)-1 {
			continue // the first 24 and the last ("no")
		}
		cp, table, h := tableAt(t, s)
		clicks, ok := table.ClicksFor(a)
		if !ok {
			t.Fatalf("%s: no control plays %q", cp.Match.State.(*hmd.State).Prompt(), cp.ActionText(a))
		}
		before := len(cp.Match.Log)
		for j, r := range clicks {
			h.Click(t, r.Center())
			if j < len(clicks)-1 && len(cp.Match.Log) != before {
				t.Fatalf("click %d of %d for %q already played %s", j+1, len(clicks), cp.ActionText(a), cp.Match.Log[before].Text)
			}
		}
		r := clicks[len(clicks)-1]
		if len(cp.Match.Log) != before+1 || cp.Match.Log[before].Action != a {
			got := "nothing"
			if len(cp.Match.Log) > before {
				got = cp.Match.Log[before].Text
			}
			t.Fatalf("clicking the control of %q at %v played %s", cp.ActionText(a), r, got)
		}
		k, _ := hmd.Split(a)
		kinds[k] = true
	}
}

// Keys: 1–9 play the first legal actions, Z undoes, L opens the whole log
// and Esc closes it, H opens the hand, Esc closes it and then opens the
// menu.
func TestKeys(t *testing.T) {
	s := newSession(t, "human,greedy", 1)
	table, h := viewerAt(t, s, prefs.Instant)
	key := func(k ebiten.Key) {
		h.Frame(t, ui.Frame{Mouse: layout.Point{X: -1, Y: -1}, Keys: []ebiten.Key{k}})
		h.Idle(t, 2)
	}
	want := s.Legal()[0]
	key(ebiten.Key1)
	if len(s.Match.Log) == 0 || s.Match.Log[0].Action != want {
		t.Fatalf("key 1 did not play the first legal action")
	}
	settle(t, h, table)
	if s.CanUndo() {
		n := len(s.Match.Log)
		key(ebiten.KeyZ)
		settle(t, h, table)
		if len(s.Match.Log) >= n {
			t.Errorf("Z did not undo: %d moves", len(s.Match.Log))
		}
	}
	key(ebiten.KeyL)
	if !table.Log.Open || !FullLog.Contains(table.Bar.Log.Rect.Center()) {
		t.Errorf("L did not open the whole log with its button on it: open %v, button at %v", table.Log.Open, table.Bar.Log.Rect)
	}
	key(ebiten.KeyEscape)
	if table.Log.Open || !LogRect(s.Players()).Contains(table.Bar.Log.Rect.Center()) {
		t.Errorf("Esc did not close the whole log and bring its button back to the strip: open %v", table.Log.Open)
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
		g, _ := bot.New(bot.Greedy, seed)
		if !reachWith(t, s, 600, eager(g), func(st *hmd.State) bool { return st.Actor == 0 && combatStage(st.Stage) }) {
			continue
		}
		table, h := viewerAt(t, s, prefs.Instant)
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
