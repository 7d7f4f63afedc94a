package heromustdie

import (
	"fmt"
	"slices"
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
	if want := fmt.Sprintf("%d of them crossed", n); table.glowHint != "" && !strings.HasPrefix(table.glowNote, want) {
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

// A crossed Building room names the real cause: with the floor its owner
// guards full, it says so, not that he could not pay (pt17 #2: "you would
// have at most 8 gold, 1 slaves" while a 1-gold trap was affordable, floor
// 2 holding 5 of 5). With space left and too little to pay, it counts
// what he would have, a single slave as "1 slave".
func TestACrossedBuildingRoomNamesAFullFloor(t *testing.T) {
	s := newSession(t, "greedy,greedy,greedy", 3)
	p := int8(-1)
	for p < 0 && !s.Over() {
		for !s.Think(256) {
		}
		if _, err := s.PlayBot(); err != nil {
			t.Fatal(err)
		}
		for q := range s.Match.State.(*hmd.State).Seats {
			if s.Match.State.(*hmd.State).FloorOf(int8(q)) > 0 {
				p = int8(q)
				break
			}
		}
	}
	if p < 0 {
		t.Fatal("no seat guards a floor")
	}
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	b := slices.IndexFunc(hmd.Boxes[:], func(x hmd.Box) bool { return x.Loc == hmd.BuildingRoom })
	f := st.FloorOf(p)
	for i := range st.Boxes {
		st.Boxes[i] = -1
	}
	st.Seats[p].Gold, st.Seats[p].Slaves = 8, 1
	st.Floors[f-1].Room = 0
	st.Floors[f-1].Traps = []int8{0, 0, 0, 0, 0}
	if why := st.Idle(p, b); why != hmd.IdleBuild {
		t.Fatalf("a full floor: Idle says %d", why)
	}
	words := idleWords(st, p, b, hmd.IdleBuild)
	if !strings.Contains(words, fmt.Sprintf("floor %d", f)) || !strings.Contains(words, fmt.Sprintf("(%d of %d spaces)", hmd.MaxBuildings, hmd.MaxBuildings)) || strings.Contains(words, "at most") {
		t.Errorf("a full floor %d, 8 gold and a slave in hand: %q", f, words)
	}
	st.Floors[f-1].Traps = nil
	st.Seats[p].Gold, st.Seats[p].Slaves = 0, 1
	b = slices.IndexFunc(hmd.Boxes[:], func(x hmd.Box) bool { return x.Loc == hmd.BuildingRoom && !x.Discount })
	if st.Idle(p, b) != hmd.IdleBuild {
		t.Skip("the Building room builds with no gold")
	}
	words = idleWords(st, p, b, hmd.IdleBuild)
	if !strings.Contains(words, "at most 0 gold, 1 slave and") {
		t.Errorf("an empty floor, no gold: %q", words)
	}
}
