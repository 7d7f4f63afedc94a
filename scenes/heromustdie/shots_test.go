package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
)

// eager plays a human seat so that it meets every kind of decision: it
// places goblins on the boxes that ask the most (building, hiring, the
// Throne room, peeks, the Castle), says yes to what costs, peeks, and
// plays greedy (seeded) otherwise.
func eager(seed uint64) func(st engine.State) engine.Action {
	greedy := scenetest.Greedy(seed)
	return func(es engine.State) engine.Action {
		st := es.(*hmd.State)
		if a, ok := eagerChoice(st, st.LegalActions(nil)); ok {
			return a
		}
		return greedy(st)
	}
}

// eagerChoice is eager's own choice among legal, if it has one.
func eagerChoice(st *hmd.State, legal []engine.Action) (engine.Action, bool) {
	for _, id := range eagerBoxes {
		for b, x := range hmd.Boxes {
			if x.ID == id && slices.Contains(legal, hmd.Act(hmd.KPlace, b)) {
				return hmd.Act(hmd.KPlace, b), true
			}
		}
	}
	for _, a := range legal {
		switch k, _ := hmd.Split(a); k {
		case hmd.KYes, hmd.KPeek, hmd.KPlay:
			if st.Stage != hmd.StPardon && st.Stage != hmd.StTraitor {
				return a, true
			}
		}
	}
	return 0, false
}

// eagerBoxes are the boxes eager places on first, in order.
var eagerBoxes = []string{"building_room_2", "throne_room_1", "gold_mine_1", "building_room_1", "monster_pit_1", "castle_1", "castle_2", "town_1", "forest_1", "throne_room_2"}

// The table at the moments a player decides, from the seat of the human
// deciding: screenshots (written to $HMD_SHOTS when set) and a check that
// the right controls are up — goblins' boxes glow, the build grid, the
// combat overlay, the Throne room draw and the hand drawer in Court.
func TestScreenshotsOfDecisions(t *testing.T) {
	type moment struct {
		name  string
		want  func(st *hmd.State) bool
		check func(t *testing.T, table *Table)
	}
	human := func(st *hmd.State) bool { return st.Actor == 0 && !st.Over }
	moments := []moment{
		{"payday", func(st *hmd.State) bool { return human(st) && st.Stage == hmd.StPayShort },
			func(t *testing.T, table *Table) {
				if !table.bigChoice || len(table.buttons) < 2 {
					t.Error("the Pay Day panel is not up")
				}
			}},
		{"planning", func(st *hmd.State) bool {
			return human(st) && st.Stage == hmd.StPlace && st.Turn == 2 && st.Seats[0].Placed == 1
		},
			func(t *testing.T, table *Table) {
				if s := table.Spots.At(spotKey{Kind: AtBox, I: freeBox(table.state())}); s == nil || !s.Glow {
					t.Error("a free box does not glow for the goblin")
				}
			}},
		{"build", func(st *hmd.State) bool { return human(st) && st.Stage == hmd.StBuild },
			func(t *testing.T, table *Table) {
				if !table.buildShown() || len(table.buttons) < 16 {
					t.Errorf("the build grid is not up: %d buttons", len(table.buttons))
				}
			}},
		{"throne", func(st *hmd.State) bool { return human(st) && st.Stage == hmd.StThroneKeep },
			func(t *testing.T, table *Table) {
				if !table.handOpen || len(table.drawnCards(table.q.Shown)) == 0 {
					t.Error("the Throne room draw is not shown")
				}
			}},
		{"combat", func(st *hmd.State) bool { return human(st) && combatStage(st.Stage) && st.Fight.Round >= 1 },
			func(t *testing.T, table *Table) {
				if !table.fightShown() || len(table.buttons) == 0 {
					t.Error("the combat overlay or its buttons are missing")
				}
			}},
		{"court", func(st *hmd.State) bool { return human(st) && st.Stage == hmd.StCourt && canPlay(st) },
			func(t *testing.T, table *Table) {
				if !table.handOpen {
					t.Error("the hand drawer is not open in the Court turn")
				}
			}},
	}
	for _, m := range moments {
		t.Run(m.name, func(t *testing.T) {
			for seed := uint64(1); seed < 12; seed++ {
				seats := "human,greedy,greedy,greedy"
				if seed%2 == 1 {
					seats = "human,greedy"
				}
				s := newSession(t, seats, seed)
				if !scenetest.ReachWith(t, s, 600, 256, eager(seed), m.want) {
					continue
				}
				table, h := viewerAt(t, s)
				h.Idle(t, 2)
				m.check(t, table)
				if c := h.Shot(t, shotDir, "decide-"+m.name); c < 300 {
					t.Errorf("the screenshot has only %d colours", c)
				}
				return
			}
			t.Errorf("no game of 11 came to the %s moment", m.name)
		})
	}
}

// freeBox is the first empty box.
func freeBox(st *hmd.State) int {
	for b, o := range st.Boxes {
		if o < 0 {
			return b
		}
	}
	return -1
}
