package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A roll's words show under the die and in the log at the same moment, as
// the die settles (pt12 #3: the die said "Bram rolls 6 for the set-up
// order" while the log's newest line was the roll before it, "Ada rolls
// 6 …"): while the die tumbles neither says it; once it has settled the
// log's newest line is the die's sentence.
func TestARollsWordsAndItsLogLineAgree(t *testing.T) {
	tumbling, settled := 0, 0
	for seed := uint64(1); seed <= 2; seed++ {
		s := newSession(t, "greedy,greedy,greedy", seed)
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Normal)
		var pace scenetest.Pacing
		for range 400 {
			pace.Frame(t, h, table)
			for _, st := range table.q.Active() {
				if st.Kind != StepRoll || len(st.Said) == 0 {
					continue
				}
				lines := table.ShownLog()
				said, last := table.words(st.Said...), lines[len(lines)-1].Text
				switch {
				case rollSettled(h.Tick, st):
					settled++
					if last != said {
						t.Errorf("seed %d tick %d: the die says %q, the log's newest line %q", seed, h.Tick, said, last)
					}
				default:
					tumbling++
					if last == said { // (the roll before is another seat's)
						t.Errorf("seed %d tick %d: the log tells %q while the die tumbles", seed, h.Tick, said)
					}
				}
			}
		}
	}
	if tumbling == 0 || settled == 0 {
		t.Fatalf("no set-up roll seen tumbling (%d) and settled (%d)", tumbling, settled)
	}
}
