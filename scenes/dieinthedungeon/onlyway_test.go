package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// One tile to explore: when nothing else can be done the game moves the
// creature there by itself, and the table says so (the tile glows and a
// note over the map tells why, while the standee walks); when a token or
// the Kobold's peek could come first the player is asked, and the prompt
// says why (the play-test saw the move made in turns 1–2 and asked in
// turn 3, with one tile each time, and no word of why).
func TestOneTileToExploreIsSaid(t *testing.T) {
	forced, noted, asked := 0, 0, 0
	for _, g := range []struct {
		seed  uint64
		keep  bool // the player keeps its tokens
		speed prefs.Speed
	}{{3, false, prefs.Normal}, {5, true, prefs.Instant}} {
		seed := g.seed
		s, table, h := newTable(t, "human", seed, "map=map1", g.speed)
		greedy := scenetest.Greedy(seed)
		seen := map[int]bool{} // entries with a move the game made
		// 4000 frames: a hero attack's result holds a second, the round's
		// last one too, so the games move on more slowly than they did.
		watchLog(t, s, table, h, 4000, func(frame int, shown []Line) {
			if w := table.onlyWay(); w != nil && table.q.Walking(int(w.Player)) == w {
				noted++
			}
			for i := range s.Match.Log {
				e := s.Match.Log[i]
				if k, _ := dd.Split(e.Action); k == dd.KMove || seen[i] {
					continue
				}
				for _, ev := range e.Events {
					if ev.Kind == engine.EvGame && ev.Code == dd.TellMove {
						seen[i] = true
						forced++
					}
				}
			}
			if !table.Mine() {
				return
			}
			st := table.state()
			if st.Stage == dd.StMove {
				moves, other := 0, 0
				for _, c := range table.cmds {
					if c.Kind == dd.KMove {
						moves++
					} else {
						other++
					}
				}
				if moves == 1 {
					asked++
					if other == 0 {
						t.Fatalf("seed %d frame %d: the game asks for the only tile with nothing else to do", seed, frame)
					}
					if help := table.asking().Detail; !strings.Contains(help, "Only one tile") {
						t.Fatalf("seed %d frame %d: one tile to explore, and the prompt says %q", seed, frame, help)
					}
				}
			}
			if g.keep {
				table.Play(keepTokens(s, greedy))
				return
			}
			table.Play(greedy(s.Match.State))
		})
	}
	if forced == 0 || asked == 0 {
		t.Fatalf("%d moves made by the game, %d asked with one tile: the games showed too little", forced, asked)
	}
	if noted < forced*20 {
		t.Errorf("the note of a move the game made showed on %d frames for %d such moves, want 20 frames each at least", noted, forced)
	}
}

// keepTokens is greedy's choice, but never a stat token while anything
// else can be done: tokens are kept, so that a move with one tile comes
// with a token that could be used first.
func keepTokens(s *play.Session, greedy func(engine.State) engine.Action) engine.Action {
	a := greedy(s.Match.State)
	if k, _ := dd.Split(a); k != dd.KToken {
		return a
	}
	for _, b := range s.Legal() {
		if k, _ := dd.Split(b); k != dd.KToken {
			return b
		}
	}
	return a
}
