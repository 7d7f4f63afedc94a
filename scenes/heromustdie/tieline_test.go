package heromustdie

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/play"
)

// The set-up's re-roll of tied seats is announced before its rolls: "Tie:
// Ada and Cora roll again." (pt17 #7: the log showed a second pair of
// rolls, read as a duplicate). Every seat rolling again is named by a tie
// line before its new roll; a set-up without a tie has none.
func TestASetUpTieIsAnnounced(t *testing.T) {
	ties := 0
	for seed := uint64(1); seed <= 30; seed++ {
		n := 2 + int(seed%3)
		seats, names := make([]engine.Seat, n), make([]string, n)
		for i := range seats {
			names[i] = play.DefaultName(i)
			seats[i] = engine.Seat{Name: names[i], Kind: engine.Bot}
		}
		m, err := engine.NewMatch(engine.Setup{Game: hmd.GameID, Seed: seed, Seats: seats})
		if err != nil {
			t.Fatal(err)
		}
		var buf []engine.Action
		for range 40 {
			buf = m.State.LegalActions(buf[:0])
			if err := m.Apply(buf[0]); err != nil {
				t.Fatal(err)
			}
		}
		info, _ := engine.Lookup(hmd.GameID)
		lines := LogLines(info, m.Log, names, engine.NoPlayer, true)
		rolled := map[int]bool{}
		announced := map[int]bool{}
		for _, ln := range lines {
			if strings.HasPrefix(ln.Text, "Tie: ") {
				ties++
				for p, name := range names {
					if strings.Contains(ln.Text, name) {
						announced[p] = true
					}
				}
				continue
			}
			if ln.Event < 0 {
				continue
			}
			ev := m.Log[ln.Entry].Events[ln.Event]
			if ev.Kind != engine.EvGame || ev.Code != hmd.CodeSetupRoll {
				continue
			}
			p := ev.Arg(0)
			if rolled[p] && !announced[p] {
				t.Errorf("seed %d: %s rolls again with no tie announced: %q", seed, names[p], ln.Text)
			}
			rolled[p], announced[p] = true, false
		}
	}
	if ties == 0 {
		t.Fatal("no set-up tie in 30 games")
	}
	t.Logf("%d ties announced", ties)
}
