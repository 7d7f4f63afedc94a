package dieinthedungeon

import (
	"fmt"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// The move buttons of one bar name their tiles in one style: all by name
// alone, all with their compass way or all with row and column
// (play-test 29 #5: "Explore Corner" beside "Explore Straight, row 1,
// column 4" and "Explore Dead End to the east").
func TestOneBarNamesItsTilesInOneStyle(t *testing.T) {
	styles := map[string]int{}
	for _, seats := range []string{"human", "human,human"} {
		for seed := uint64(1); seed <= 8; seed++ {
			s := newSession(t, seats, seed, "map=map3")
			for range 300 {
				if s.Over() {
					break
				}
				st := s.Match.State.(*dd.State)
				if st.Stage == dd.StMove {
					oneStyle(t, seats, seed, st, styles)
				}
				if err := s.Play(scenetest.Greedy(seed)(s.Match.State)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if styles["place"] == 0 || styles["bare"] == 0 {
		t.Fatalf("the games did not try every style: %v", styles)
	}
}

func oneStyle(t *testing.T, seats string, seed uint64, st *dd.State, styles map[string]int) {
	t.Helper()
	legal := st.LegalActions(nil)
	m := &dd.Maps[st.Map]
	got := map[string]bool{}
	var labels []string
	for _, c := range Commands(st, legal, nil) {
		if c.Kind != dd.KMove {
			continue
		}
		name := "Explore " + knownName(st, c.Arg)
		labels = append(labels, c.Label)
		switch c.Label {
		case name:
			got["bare"] = true
		case name + " " + st.WayTo(c.Arg):
			got["way"] = true
		case name + ", " + m.Slots[c.Arg].Pos.Place():
			got["place"] = true
		default:
			t.Fatalf("%s seed %d: a move button reads %q", seats, seed, c.Label)
		}
	}
	if len(got) > 1 {
		t.Fatalf("%s seed %d: one bar names its tiles in %d styles: %q", seats, seed, len(got), labels)
	}
	for k := range got {
		styles[k]++
	}
}

// hasPlace reports whether label is want with slot i's place.
func hasPlace(st *dd.State, i int, label, want string) bool {
	return label == want+" "+st.WayTo(i) || label == fmt.Sprintf("%s, %s", want, dd.Maps[st.Map].Slots[i].Pos.Place())
}

// The log names the S tile as the buttons do, "Straight" (play-test 29 #5:
// "Bram jumps to the Two-Way at row 5, column 6").
func TestTheLogCallsTheSTileStraight(t *testing.T) {
	ev := engine.Event{Kind: engine.EvGame, Player: 1, Code: dd.TellMove, Args: []int{4, 4, 5, 2, 2, int(dd.TwoWay)}}
	if got, want := dd.Tell(ev), "{P2} jumps to the Straight at row 5, column 6: it joins an explored tile."; got != want {
		t.Errorf("the log says %q, want %q", got, want)
	}
}

// An Epic tile the map shows is named alike on its button, in its tooltip
// and in the objective: "the Barbarian's Party" (play-test 29 #12: the
// tooltip said "Explore The Barbarian's Party at row 3, column 1", the
// objective "Defeat the Barbarian's party").
func TestAnEpicTileIsNamedAlikeEverywhere(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 4; seed++ {
		s := newSession(t, "human", seed, "map=map1")
		st := s.Match.State.(*dd.State)
		goals := map[string]bool{}
		for _, g := range Goals(st) {
			goals[g.Text] = true
		}
		for i, sl := range dd.Maps[st.Map].Slots {
			k, ok := dd.TileByID(sl.Tile)
			if !ok || sl.Tile == "" || !sl.Public() || dd.Tiles[k].Kind != dd.EpicTile {
				continue
			}
			seen++
			name := dd.Tiles[k].Name // "The Barbarian's Party"
			mid := "the" + name[3:]
			if w := tileWords(st, i); w[:len(mid)] != mid {
				t.Errorf("its tooltip names it %q, not %q", w, mid)
			}
			if n := knownName(st, i); n != mid {
				t.Errorf("its button names it %q, not %q", n, mid)
			}
			if !goals["Defeat "+mid] {
				t.Errorf("the objective %v does not read %q", goals, "Defeat "+mid)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no Epic tile on map1")
	}
}
