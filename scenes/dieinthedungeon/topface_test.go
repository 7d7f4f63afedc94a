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

// Under Unblinking Stare the top face's hit is stopped, and the tray says
// the card did it (play-test 38 #5: a 6 on the d6 said only "It misses").
func TestUnblinkingStareSaysItStoppedTheTopFace(t *testing.T) {
	st := &dd.State{Roll: dd.Roll{Kind: dd.RollHero, Die: dd.D6, Nat: 6, Target: 7}}
	st.Combat.Unblinking = true
	lines, good := topFaceNote(st)
	if len(lines) != 2 || lines[0] != "6 would hit at once:" || lines[1] != "Unblinking Stare stops it" || !good {
		t.Errorf("under the Stare, a 6 on the d6 against 7: %q (good %v)", lines, good)
	}
	if w, good, _ := Verdict(st); w != "It misses" || !good {
		t.Errorf("the verdict is %q", w)
	}
	st.Combat.Unblinking = false
	if lines, good := topFaceNote(st); len(lines) != 1 || good {
		t.Errorf("with no Stare, a 6 on the d6 against 7: %q (good %v)", lines, good)
	}
	st.Roll.Target, st.Combat.Unblinking = 5, true
	if lines, _ := topFaceNote(st); len(lines) > 0 {
		t.Errorf("a 6 against 5 hits by its total, yet the tray says %q", lines)
	}
}
