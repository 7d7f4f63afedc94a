package heromustdie

import (
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
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
			_, ok := phaseStep(st, e.Events, i, nil)
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

// ownWords are the decisions that come with their own words, not their
// phase banner's.
var ownWords = []hmd.Stage{hmd.StPayShort, hmd.StPay, hmd.StPardon, hmd.StTraitor, hmd.StBetter}

// opening is a sentence's first three words.
func opening(s string) string { return strings.Join(strings.Fields(s)[:3], " ") }

// A banner shows whole in a phase where the human decides, so that he
// reads what he is to do; briefly in a phase that holds no decision at all
// (it ends in the move it began in), a moment when the next phase begins
// at once (pt12 #1: each banner held 5-8 s, and a turn with no decision
// of the player's took about a minute). In a game of bots alone none shows
// whole.
func TestBannersHoldWhenAHumanDecides(t *testing.T) {
	for _, seats := range []string{"human,greedy,greedy", "greedy,greedy,greedy"} {
		s := newSession(t, seats, 3)
		var states []*hmd.State
		scenetest.ReachWith(t, s, 500, 32, eager(3), func(st *hmd.State) bool {
			states = append(states, st.Clone().(*hmd.State))
			return st.Over
		})
		states = append(states, s.Match.State.(*hmd.State).Clone().(*hmd.State))
		table := New(s)
		human := !s.IsBot(0)
		table.Viewer = engine.NoPlayer // the player at the table: seat 0, if human
		if human {
			table.Viewer = 0
		}
		log := s.Match.Log
		whole, brief := 0, 0
		for k, e := range log {
			final := states[min(k+1, len(states)-1)]
			for i, ev := range e.Events {
				if !phaseEvent(ev) {
					continue
				}
				ph := hmd.Phase(ev.Arg(0))
				ticks, ok := phaseStep(&Step{Ev: ev}, e.Events, i, func(ph hmd.Phase) bool { return table.humanDecides(final, ph) })
				if !ok {
					continue
				}
				empty := slices.ContainsFunc(e.Events[i+1:], phaseEvent) // it ends in this move
				// Did the human decide in it, before the next phase began? An
				// event card's decisions (Pay Day's) and the reaction windows
				// come with their own words, not the banner's.
				decided := false
				for j := k + 1; j < len(log) && !empty && human; j++ {
					if log[j].Player == 0 && !slices.Contains(ownWords, states[j].Stage) {
						decided = true
						break
					}
					if slices.ContainsFunc(log[j].Events, phaseEvent) {
						break
					}
				}
				switch {
				case decided && ticks != phaseTicks:
					t.Errorf("%s, turn %d: the human decides in the %s phase, its banner shows %d ticks", seats, ev.Arg(1), hmd.PhaseNames[ph], ticks)
				case (empty || !human) && ticks == phaseTicks:
					t.Errorf("%s, turn %d: the %s phase holds no decision of a human, its banner shows whole", seats, ev.Arg(1), hmd.PhaseNames[ph])
				}
				if ticks == phaseTicks {
					whole++
				} else {
					brief++
				}
			}
		}
		if brief == 0 || human && whole == 0 {
			t.Errorf("%s: %d banners whole, %d brief", seats, whole, brief)
		}
		t.Logf("%s: %d banners whole, %d brief", seats, whole, brief)
	}
}

// The Invasion's banner stands clear of the front floor, where the fight
// is about to be (pt31: it covered the front floor as the invasion
// began), and on the board, under the top bar.
func TestInvasionBannerLeavesTheFrontFloorClear(t *testing.T) {
	does := "If a party is in the dungeon, its heroes fight the guard of the front floor."
	decide := "The defender decides: traps, defenders, black strength, support, magic and healing."
	for front := 1; front <= hmd.NumFloors; front++ {
		band, _, _ := bandRect(does, decide, front)
		if !band.Intersect(FloorRect(front)).Empty() || band.Y < TopBar.Bottom() || band.Bottom() > layout.Height {
			t.Errorf("front floor %d at %v: the banner at %v", front, FloorRect(front), band)
		}
	}
}
