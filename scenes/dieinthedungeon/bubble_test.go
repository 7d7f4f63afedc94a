package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/tablekit"
)

// A battle cry's bubble is opaque whenever any of it shows: the ability
// boxes under it never show through its words (play-test 16: the quote
// floated over Evil Eye's and Twist Fate's words as it faded).
func TestBattleCryBubbleHidesWhatIsUnder(t *testing.T) {
	s := &Step{Kind: StepBubble, Span: tablekit.Span{Start: 100, Dur: bubbleTicks}}
	shown := 0
	for now := s.Start; now <= s.End(); now++ {
		paper, ink := bubbleLook(fadeInOut(now, s))
		if paper > 0 && paper < 1 || ink > 0 && paper < 1 {
			t.Fatalf("tick %d: the bubble at %.2f, its words at %.2f", now-s.Start, paper, ink)
		}
		if ink == 1 {
			shown++
		}
	}
	if shown < bubbleTicks/2 {
		t.Errorf("the words show whole for only %d of %d ticks", shown, bubbleTicks)
	}
}

// Play-test 41 #10: the battle cry's bubble, under the portrait, covered
// Evil Eye's card words for 1.5 s. It shows over the map by the speaker's
// standee, clear of the creature's board, whole inside the map's area.
func TestBattleCryBubbleClearOfTheBoard(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 2; seed++ {
		s, table, h := newTable(t, "greedy,greedy", seed, "", prefs.Fast)
		watchLog(t, s, table, h, 600, func(int, []Line) {
			for p := range table.q.Shown.Mons {
				if table.q.Shown.Mons[p].Pos < 0 {
					continue
				}
				seen++
				r, _ := table.bubbleRect(p)
				if in := r.Intersect(CreatureBoard); in.W > 0 && in.H > 0 {
					t.Fatalf("seed %d: player %d's bubble %v covers the creature's board %v", seed, p, r, CreatureBoard)
				}
				if a := table.mapArea(); r.X < a.X || r.Y < a.Y || r.Right() > a.Right() || r.Bottom() > a.Bottom() {
					t.Fatalf("seed %d: player %d's bubble %v leaves the map's area %v", seed, p, r, a)
				}
			}
		})
	}
	if seen == 0 {
		t.Fatal("no creature on the map")
	}
}
