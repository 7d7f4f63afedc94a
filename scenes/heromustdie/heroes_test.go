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
	if shotDir != "" {
		h.Shot(t, shotDir, "heroes")
	}
	st := s.Match.State.(*hmd.State)
	front := FloorRect(int(st.Front))
	n := 0
	for _, i := range st.Queue {
		for k, hero := range st.Parties[i].Heroes {
			n++
			sp := table.Spots.At(spotKey{Kind: atHero, I: int(i)*8 + k})
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

// On a front floor with one building space left, two parties of three
// still stand as pieces, overlapping, each showing a part of its picture
// (pt19 #13: with the floor full of traps the heroes vanished, only the
// flags showed).
func TestHeroesStandOnAFloorFullOfTraps(t *testing.T) {
	s, table, _ := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPlace && len(st.Queue) >= 1 })
	st := s.Match.State.Clone().(*hmd.State)
	f := int(st.Front)
	fl := &st.Floors[f-1]
	fl.Room, fl.Traps = 0, []int8{0, 1, 2, 3}
	hero := st.Parties[st.Queue[0]].Heroes[0]
	st.Queue = []int8{0, 1}
	for i := range 2 {
		st.Parties[i].Heroes = []hmd.Fighter{hero, hero, hero}
	}
	pieces := table.heroPieces(st)
	if len(pieces) != 6 {
		t.Fatalf("%d hero pieces on the floor, want 6", len(pieces))
	}
	left, right := BuildingSpace(f, 4).X, QueueArea(f).X
	for _, p := range pieces {
		if p.r.X < left || p.r.Right() > right || p.shown < heroPieceMin {
			t.Errorf("party %d's hero %d at %v shows %.0f px: want within %.0f..%.0f", p.party+1, p.i+1, p.r, p.shown, left, right)
		}
	}
}
