package heromustdie

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// The heroes drawn that a party entering has no place for are told in one
// line for the party, naming each of them, as the last goes back; the
// match log keeps each event (pt37 #6: six lines of "Dwarf Sapper is not
// needed by party 1 and goes under the hero deck").
func TestHeroesNotNeededAreOneLinePerParty(t *testing.T) {
	many := 0
	for seed := uint64(1); seed <= 3 && many == 0; seed++ {
		m, names := playLogged(t, 3, seed)
		lines := LogLines(m.Info, m.Log, names, engine.NoPlayer, true)
		for i, e := range m.Log {
			for party, evs := range notNeeded(e.Events) {
				var said []Line
				for _, ln := range lines {
					if ln.Entry == i && ln.Event >= 0 && e.Events[ln.Event].Kind == engine.EvGame && e.Events[ln.Event].Code == hmd.CodeNotNeeded && e.Events[ln.Event].Arg(1) == party {
						said = append(said, ln)
					}
				}
				if len(said) != 1 {
					t.Fatalf("entry %d: party %d's %d heroes not needed take %d lines: %v", i, party+1, len(evs), len(said), said)
				}
				if len(evs) > 1 {
					many++
				}
				if said[0].Event != evs[len(evs)-1] {
					t.Errorf("entry %d: the line shows with event %d, not as the last hero goes back (%d)", i, said[0].Event, evs[len(evs)-1])
				}
				for _, j := range evs {
					if name := hmd.Heroes[e.Events[j].Arg(0)].Name; !strings.Contains(said[0].Text, name) {
						t.Errorf("entry %d: %q does not name the %s", i, said[0].Text, name)
					}
				}
			}
		}
	}
	if many == 0 {
		t.Fatal("no party had two heroes not needed at once: the test needs one")
	}
}
