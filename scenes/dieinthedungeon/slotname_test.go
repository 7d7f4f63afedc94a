package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// The tiles a move may go to are told apart on their buttons: two of a
// kind get the compass way (or row and column), never the same label.
func TestTileButtonsAreToldApart(t *testing.T) {
	twins := func(st *dd.State, legal []engine.Action) bool {
		kinds := map[dd.TileKind]int{}
		for _, a := range legal {
			if k, i := dd.Split(a); k == dd.KMove {
				kinds[dd.Maps[st.Map].Slots[i].Kind]++
			}
		}
		for _, n := range kinds {
			if n > 1 {
				return true
			}
		}
		return false
	}
	for seed := uint64(1); seed <= 30; seed++ {
		s := newSession(t, "human", seed, "map=map3")
		if !scenetest.ReachWith(t, s, 400, 16, scenetest.Greedy(seed), func(st *dd.State) bool {
			return st.Stage == dd.StMove && twins(st, st.LegalActions(nil))
		}) {
			continue
		}
		st := s.Match.State.(*dd.State)
		legal := st.LegalActions(nil)
		seen := map[string]bool{}
		for _, c := range Commands(st, legal, nil) {
			if c.Kind != dd.KMove {
				continue
			}
			if seen[c.Label] {
				t.Fatalf("seed %d: two buttons read %q", seed, c.Label)
			}
			seen[c.Label] = true
		}
		return
	}
	t.Skip("no move between two tiles of a kind in 30 games")
}

// Tiles of a kind a move may go to are named in one style: all by their
// compass way or all by row and column (play-test 23 #11: "Explore
// Corner, row 1, column 1" beside "Explore Corner to the east").
func TestTwinTilesAreNamedInOneStyle(t *testing.T) {
	mixed := 0 // cases with one twin a step away and another farther
	for seed := uint64(1); seed <= 12 && mixed < 3; seed++ {
		s := newSession(t, "human", seed, "map=map3")
		for range 300 {
			if s.Over() {
				break
			}
			st := s.Match.State.(*dd.State)
			if st.Stage == dd.StMove {
				legal := st.LegalActions(nil)
				m := &dd.Maps[st.Map]
				from := m.Slots[st.Mons[st.Turn].Pos].Pos
				byKind := map[dd.TileKind][]Command{}
				for _, c := range Commands(st, legal, nil) {
					if c.Kind == dd.KMove {
						byKind[m.Slots[c.Arg].Kind] = append(byKind[m.Slots[c.Arg].Kind], c)
					}
				}
				for _, cs := range byKind {
					if len(cs) < 2 {
						continue
					}
					near, far, rows := 0, 0, 0
					for _, c := range cs {
						if from.StepTo(m.Slots[c.Arg].Pos) != "" {
							near++
						} else {
							far++
						}
						if strings.Contains(c.Label, ", row ") {
							rows++
						}
					}
					if near > 0 && far > 0 {
						mixed++
					}
					if rows != 0 && rows != len(cs) {
						var labels []string
						for _, c := range cs {
							labels = append(labels, c.Label)
						}
						t.Fatalf("seed %d: twin tiles named in two styles: %q", seed, labels)
					}
				}
			}
			if err := s.Play(scenetest.Greedy(seed)(s.Match.State)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if mixed == 0 {
		t.Fatal("no move between a near and a far tile of a kind: the games did not try the case")
	}
}
