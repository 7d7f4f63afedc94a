package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Pay Day's log has a line for every wage point paid, the last one too,
// and then the wages' total (pt #6: the last point's line gave way to the
// total, so what it was paid with was missing).
func TestEveryWagePaidHasItsLogLine(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed < 20 && checked == 0; seed++ {
		s := newSession(t, "greedy,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 3000, 32, nil, func(st *hmd.State) bool { return st.Has(hmd.PayDay) && st.Phase > hmd.PhEvent }) {
			continue
		}
		lines := LogLines(s.Match.Info, s.Match.Log, s.Names(), engine.NoPlayer, true)
		for i, e := range s.Match.Log {
			if k, _ := hmd.Split(e.Action); k != hmd.KPay || e.Player < 0 {
				continue
			}
			checked++
			want := engine.Names(e.Text, s.Names())
			found := false
			for _, l := range lines {
				if l.Entry == i && l.Action && l.Text == want {
					found = true
				}
			}
			if !found {
				t.Errorf("seed %d: the wage paid %q has no line of its own", seed, want)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no wage was paid")
	}
}
