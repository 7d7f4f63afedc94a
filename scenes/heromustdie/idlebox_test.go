package heromustdie

import (
	"fmt"
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// A box where the goblin would do nothing (the Building room or Monster
// pit with too little to pay, pt #1) says so before the click: its
// glowing spot's tooltip says why, the prompt counts such boxes, and the
// box is crossed; a box that gives something says nothing of the kind.
func TestAnIdleBoxSaysSoBeforeTheClick(t *testing.T) {
	idleFree := func(st *hmd.State) int {
		for b, o := range st.Boxes {
			if o < 0 && st.Idle(st.Actor, b) != hmd.NotIdle {
				return b
			}
		}
		return -1
	}
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPlace && idleFree(st) >= 0 })
	h.Idle(t, 2)
	if shotDir != "" {
		h.Shot(t, shotDir, "idle-box")
	}
	st := s.Match.State.(*hmd.State)
	b := idleFree(st)
	words := idleWords(st, st.Actor, b, st.Idle(st.Actor, b))
	sp := table.Spots.At(Place{Kind: AtBox, I: b})
	if sp == nil || !sp.Glow || !strings.Contains(sp.Hint, words) {
		t.Fatalf("box %s would do nothing, yet its spot's tooltip is %q", boxName(b), sp.Hint)
	}
	if strings.Contains(sp.Hint, "..") {
		t.Errorf("box %s's tooltip ends a sentence twice: %q", boxName(b), sp.Hint)
	}
	if table.idle[b] == hmd.NotIdle {
		t.Errorf("box %s is not crossed", boxName(b))
	}
	n := idleBoxes(st, table.cmds)
	if want := fmt.Sprintf("%d of them, crossed in red, would do nothing", n); !strings.Contains(table.asking().Detail, want) {
		t.Errorf("the prompt's help says %q, want it to say %q", table.asking().Detail, want)
	}
	if want := fmt.Sprintf("%d crossed", n); table.glowHint != "" && !strings.HasPrefix(table.glowNote, want) {
		t.Errorf("the prompt bar's note beside the glow hint says %q, want %q…", table.glowNote, want)
	}
	mine := hmd.Boxes[b].Loc == hmd.GoldMine
	for g, o := range st.Boxes {
		if o < 0 && hmd.Boxes[g].Loc == hmd.GoldMine {
			if sp := table.Spots.At(Place{Kind: AtBox, I: g}); strings.Contains(sp.Hint, "would do nothing") || table.idle[g] != hmd.NotIdle {
				t.Errorf("the Gold mine always gives, yet %s says %q", boxName(g), sp.Hint)
			}
		}
	}
	if mine {
		t.Fatal("the Gold mine was called idle")
	}
}

// A trap's tooltip counts its wounds as a player says them: "1 wound".
func TestATrapTipCountsItsWounds(t *testing.T) {
	seen := false
	for k, tr := range hmd.Traps {
		tip := trapTip(int8(k))
		if tr.Damage == 1 {
			seen = true
			if !strings.Contains(tip, "for 1 wound;") {
				t.Errorf("trap %s: %q", tr.Name, tip)
			}
		}
	}
	if !seen {
		t.Skip("no trap of damage 1")
	}
}
