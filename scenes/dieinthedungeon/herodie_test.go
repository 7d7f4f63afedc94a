package dieinthedungeon

import (
	"fmt"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// The Hero Die's pip buttons say the face each makes and what it brings
// ("Make it 4: Cleric"), not only "+1 (pip)".
func TestHeroDiePipsSayTheFace(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		s := newSession(t, "human", seed, "map=map2")
		ok := scenetest.ReachWith(t, s, 800, 16, scenetest.Greedy(seed), func(st *dd.State) bool {
			return st.Stage == dd.StAdjust && st.Roll.Kind == dd.RollHeroDie
		})
		if !ok {
			continue
		}
		st := s.Match.State.(*dd.State)
		face := st.Roll.Nat + st.Roll.Pips
		seen := 0
		for _, c := range Commands(st, s.Legal(), s.Names()) {
			d := map[dd.Kind]int{dd.KPipUp: 1, dd.KPipDown: -1}[c.Kind]
			if d == 0 {
				continue
			}
			seen++
			if want := fmt.Sprintf("Make it %d: %s", face+d, heroFaceNames[face+d]); c.Label != want {
				t.Errorf("seed %d: the Hero Die at %d: button %q, want %q", seed, face, c.Label, want)
			}
			if c.Tip == "" {
				t.Errorf("seed %d: %q has no tooltip", seed, c.Label)
			}
		}
		if seen > 0 {
			return
		}
	}
	t.Fatal("no Hero Die to turn seen")
}

// Every effect in force says what it does when the pointer rests on its
// chip in the tray (the "Dark" chip had no tooltip).
func TestEffectChipsHaveTips(t *testing.T) {
	s, table, _ := newTable(t, "human", 1, "map=map1", prefs.Instant)
	st := s.Match.State.(*dd.State).Clone().(*dd.State)
	cb := &st.Combat
	cb.On, cb.Effect = true, dd.Dark
	cb.Unblinking, cb.Loaded, cb.Diesplaced = true, true, true
	cb.Fx.Twist, cb.Fx.Shield, cb.Fx.Brute = 1, true, true
	fx := Effects(st)
	if len(fx) < 5 {
		t.Fatalf("only %d effects", len(fx))
	}
	if fx[0].tip != "Dark: your attack rolls −1 this Combat." {
		t.Errorf("the Dark chip's tip is %q", fx[0].tip)
	}
	table.Spots.Begin()
	table.markTray(st)
	for i, e := range fx[:len(effectChips(fx))] {
		sp := table.Spots.At(spotKey{Kind: atEffect, I: i})
		if e.tip == "" || sp == nil || sp.Hint != e.tip {
			t.Errorf("chip %q: tip %q, spot %+v", e.text, e.tip, sp)
		}
	}
}
