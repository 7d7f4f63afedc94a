package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A hero's attack that hits only by its die's top face says so: the total
// alone (8 against 8) would miss.
func TestTheTopFaceHitIsExplained(t *testing.T) {
	st := &dd.State{Roll: dd.Roll{Kind: dd.RollHero, Die: dd.D8, Nat: 8, Target: 8}}
	if !topFaceHits(st) {
		t.Fatal("an 8 on the d8 against 8 does not hit by its top face")
	}
	if w, good, _ := Verdict(st); w != "It hits you" || good {
		t.Errorf("the verdict is %q", w)
	}
	st.Roll.Target = 7
	if topFaceHits(st) {
		t.Error("an 8 against 7 hits by its total, not its top face, yet the tray would say so")
	}
	st.Roll.Nat, st.Roll.Target = 7, 8
	if topFaceHits(st) {
		t.Error("a 7 on the d8 is not its top face")
	}
}
