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
