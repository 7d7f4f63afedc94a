package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// The heroes in the dungeon stand on the board as pieces (pt #3: only
// the parties' flags showed): every hero of every party queued on the
// front floor has a piece there, whose tooltip names it and its party.
func TestHeroesInTheDungeonStandOnTheBoard(t *testing.T) {
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPlace && len(st.Queue) >= 1 })
	h.Idle(t, 2)
	h.Shot(t, shotDir, "heroes")
	st := s.Match.State.(*hmd.State)
	front := FloorRect(int(st.Front))
	n := 0
	for _, i := range st.Queue {
		for k, hero := range st.Parties[i].Heroes {
			n++
			sp := table.Spots.At(spotKey{Kind: atHero, I: int(i)*8 + k})
			if sp == nil { // a party stacked: its front hero's piece names them all
				sp = table.Spots.At(spotKey{Kind: atHero, I: int(i) * 8})
			}
			if sp == nil {
				t.Errorf("party %d's %s has no piece on the board", i+1, hmd.Heroes[hero.Card].Name)
				continue
			}
			if !front.Contains(sp.Rect.Center()) || !strings.Contains(sp.Hint, heroLine(hero)) {
				t.Errorf("party %d's %s: piece at %v (front floor %v), tooltip %q", i+1, hmd.Heroes[hero.Card].Name, sp.Rect, front, sp.Hint)
			}
		}
	}
	if n == 0 {
		t.Fatal("no hero in the dungeon: nothing checked")
	}
}

// On a front floor with one building space left, parties of three stand
// as one stack each, side by side, the front hero on top with "+2" and
// the tooltip naming all three (pt31 #5: two parties of three squeezed
// into the space, pieces and party numbers on top of each other; pt19
// #13: with the floor full of traps the heroes had vanished). Three
// parties' stacks overlap, their numbers apart.
func TestHeroesStandOnAFloorFullOfTraps(t *testing.T) {
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPlace && len(st.Queue) >= 1 })
	for parties := 2; parties <= 3; parties++ {
		st := s.Match.State.Clone().(*hmd.State)
		f := int(st.Front)
		fl := &st.Floors[f-1]
		fl.Room, fl.Traps = 0, []int8{0, 1, 2, 3}
		hero := st.Parties[st.Queue[0]].Heroes[0]
		st.Queue = st.Queue[:0]
		for i := range parties {
			st.Queue = append(st.Queue, int8(i))
			st.Parties[i].Heroes = []hmd.Fighter{hero, hero, hero}
		}
		pieces := table.heroPieces(st)
		if len(pieces) != parties {
			t.Fatalf("%d parties: %d pieces on the floor, want one stack each", parties, len(pieces))
		}
		left, right := BuildingSpace(f, 4).X, QueueArea(f).X
		for k, p := range pieces {
			if p.r.X < left || p.r.Right() > right || p.more != 2 || p.shown < heroPieceMin {
				t.Errorf("%d parties: party %d's stack at %v shows %.0f px, +%d: want within %.0f..%.0f, +2", parties, p.party+1, p.r, p.shown, p.more, left, right)
			}
			if k == 0 {
				continue
			}
			q := pieces[k-1]
			if parties == 2 && !p.r.Intersect(q.r).Empty() {
				t.Errorf("two stacks overlap: %v and %v", q.r, p.r)
			}
			// The parties' numbers (14 px) and the "+2" chips stand apart.
			if p.r.X-q.r.X < 16 || heroMoreChip(q.r).Right() > p.r.X+q.shown+2 && parties == 2 {
				t.Errorf("%d parties: stacks at %v and %v: their numbers or chips meet", parties, q.r, p.r)
			}
		}
		if parties == 2 {
			show := table.q.Shown
			table.q.Shown = st
			table.Repaint()
			h.Idle(t, 2)
			h.Shot(t, shotDir, "heroes-stacked")
			sp := table.Spots.At(spotKey{Kind: atHero, I: 0})
			if sp == nil || strings.Count(sp.Hint, heroLine(hero)) != 3 {
				t.Errorf("the stack's tooltip does not name its three heroes: %v", sp)
			}
			table.q.Shown = show
		}
	}
}
