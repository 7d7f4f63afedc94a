package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// In a watched game at normal speed, each phase of the turn opens with its
// banner: a step of the timeline (the bots wait for it) that goes by
// itself, nobody clicking, saying what happens and what is decided; the
// top bar names the phase while it shows. Each banner's screenshot is
// phase-<name> ($HMD_SHOTS).
func TestEachPhaseOpensWithABanner(t *testing.T) {
	s := newSession(t, "greedy,greedy,greedy", 4)
	s.Pass()
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	seen := map[hmd.Phase]bool{}
	moves := 0
	for range 20000 {
		h.Idle(t, 1)
		if moves = len(s.Match.Log); len(seen) == len(phaseWords) || s.Over() {
			break
		}
		for _, st := range table.q.Active() {
			if st.Kind != StepPhase || stepAt(h.Tick, st) < 0.5 {
				continue
			}
			ph := hmd.Phase(st.Ev.Arg(0))
			if table.q.Shown.Phase != ph {
				t.Errorf("the %s banner shows under the %s phase's top bar", hmd.PhaseNames[ph], hmd.PhaseNames[table.q.Shown.Phase])
			}
			if !seen[ph] {
				seen[ph] = true
				var texts []string
				stop := ui.WatchText(func(s string, _ ui.Style) { texts = append(texts, s) })
				h.Shot(t, shotDir, "phase-"+strings.ToLower(hmd.PhaseNames[ph]))
				stop()
				does, decide := table.phaseText(ph, phaseWords[ph])
				for _, want := range []string{hmd.PhaseNames[ph] + " phase", opening(does), opening(decide)} {
					if !strings.Contains(strings.Join(texts, " "), want) {
						t.Errorf("the %s banner does not say %q", hmd.PhaseNames[ph], want)
					}
				}
			}
		}
	}
	for ph := range phaseWords {
		if !seen[ph] {
			t.Errorf("no banner opened the %s phase in %d moves", hmd.PhaseNames[ph], moves)
		}
	}
}

// Every phase the engine enters is told by an event, and each event of a
// phase of the turn makes a banner step of its own.
func TestPhaseEventsMakeBannerSteps(t *testing.T) {
	s := newSession(t, "greedy,greedy", 2)
	n := 0
	scenetest.ReachWith(t, s, 300, 64, scenetest.Greedy(2), func(*hmd.State) bool { return false })
	for _, e := range s.Match.Log {
		for i, ev := range e.Events {
			if !phaseEvent(ev) {
				continue
			}
			st := &Step{Ev: ev}
			_, ok := phaseStep(st, e.Events, i)
			_, words := phaseWords[hmd.Phase(ev.Arg(0))]
			if ok != words || ok && st.Kind != StepPhase {
				t.Errorf("the %s phase's event makes a banner %v", hmd.PhaseNames[ev.Arg(0)], ok)
			}
			n++
		}
	}
	if n < 6 {
		t.Errorf("only %d phases began in 300 moves", n)
	}
}

// opening is a sentence's first three words.
func opening(s string) string { return strings.Join(strings.Fields(s)[:3], " ") }
