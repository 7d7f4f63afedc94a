package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Watching another mage's fight, the support line names the mage who
// decides, his MP and VP; "your" is for the viewer's own (pt40 #3: "your
// MP 9 pays for 4 … you have 3" in Cora's fight).
func TestTheSupportLineNamesTheDefender(t *testing.T) {
	var s *play.Session
	for seed := uint64(1); seed < 40 && s == nil; seed++ {
		m, err := play.StartMatch(hmd.GameID, "human,greedy,greedy,greedy", seed, "")
		if err != nil {
			t.Fatal(err)
		}
		policy := scripted(seed)
		for range 3000 {
			st := m.State.(*hmd.State)
			if st.Over {
				break
			}
			if st.Stage == hmd.StSupport && st.Actor != 0 && st.Seats[st.Actor].MP >= hmd.SupportCost {
				if s, err = play.New(m, nil); err != nil {
					t.Fatal(err)
				}
				break
			}
			if err := m.Apply(policy(st)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if s == nil {
		t.Fatal("no bot came to buy support")
	}
	s.Pass()
	table := New(s)
	table.Paused = true // the bot waits with its decision shown
	h := scenetest.NewHost(t, table, prefs.Instant)
	h.Idle(t, 60)
	if table.Viewer != 0 {
		t.Fatalf("the viewer is seat %d", table.Viewer)
	}
	st := table.state()
	d := st.Defender()
	name := table.S.Names()[d]
	text := strings.Join(drawnTexts(t, table, func(n int) { h.Idle(t, n) }), " ")
	h.Shot(t, shotDir, "support-watched")
	if !strings.Contains(text, "Support: up to") {
		t.Fatalf("no support line is drawn:\n%s", text)
	}
	if strings.Contains(text, "your MP") || strings.Contains(text, "you have") {
		t.Errorf("watching %s's fight, the support line speaks to the viewer:\n%s", name, text)
	}
	if !strings.Contains(text, name+"'s MP") || !strings.Contains(text, name+" has") {
		t.Errorf("the support line does not name %s:\n%s", name, text)
	}
}
