package heromustdie

import (
	"fmt"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Bots play whole games of 2 and 4 on the table, drawn every frame at
// instant speed (watch mode), to the end screen; the table's position
// always matches the match's. Screenshots are taken at the start, in the
// first Action phase, in the first combat and at the end (written to
// $HMD_SHOTS when set), and each must be a full picture.
func TestBotsPlayToTheEnd(t *testing.T) {
	scenetest.BotsPlayToTheEnd(t, hmd.GameID, scenetest.Bots(11, 2, 4), 30000, func(t *testing.T, s *play.Session) scenetest.Watched {
		table := New(s)
		shots := map[string]bool{}
		take := func(h *scenetest.Host, name string) {
			if shots[name] {
				return
			}
			shots[name] = true
			if c := h.Shot(t, shotDir, fmt.Sprintf("watch%d-%s", s.Players(), name)); c < 300 {
				t.Errorf("the %s screenshot has only %d colours", name, c)
			}
		}
		return scenetest.Watched{
			Table: table,
			Frame: func(h *scenetest.Host, i int) {
				st := table.q.Shown
				switch {
				case i == 2:
					take(h, "start")
				case st.Phase == hmd.PhAction && st.Turn >= 2:
					take(h, "action")
				case table.fightShown() && st.Fight.Round >= 1:
					take(h, "combat")
				}
			},
			End: func(h *scenetest.Host) {
				h.Idle(t, 3)
				take(h, "end")
				for _, k := range []string{"start", "action", "end"} {
					if !shots[k] {
						t.Errorf("no %s screenshot was taken", k)
					}
				}
				t.Logf("%s; combat shot %v", s.Match.State.(*hmd.State).Why, shots["combat"])
			},
		}
	})
}

// At normal speed the animations play out, drawn frame by frame, and the
// bots wait for them: the d6, goblins, parties, the event card and the
// board's changes (VP, resources) are all shown (each one's screenshot
// anim-<kind> taken as it is under way). The log holds back what the
// table has not shown yet, and at rest shows every line.
func TestAnimationsPlayAtNormalSpeed(t *testing.T) {
	scenetest.AnimatesAtNormalSpeed(t, hmd.GameID, scenetest.Bots(5, 3), func(t *testing.T, s *play.Session) scenetest.Animated[StepKind] {
		table := New(s)
		shot := map[StepKind]bool{}
		return scenetest.Animated[StepKind]{
			Table: table, Frames: 6000, MinBusy: 1000, MinMoves: 10,
			Kinds: []StepKind{StepRoll, StepGoblin, StepParty, StepEvent, StepRow, StepFly, StepChange},
			Showing: func(h *scenetest.Host) (kinds []StepKind) {
				for _, st := range table.q.Active() {
					if stepAt(h.Tick, st) < 0.4 {
						continue
					}
					kinds = append(kinds, st.Kind)
					if !shot[st.Kind] {
						shot[st.Kind] = true
						h.Shot(t, shotDir, fmt.Sprintf("anim-%d", st.Kind))
					}
				}
				return kinds
			},
		}
	})
}
