package heromustdie

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// An empty hand's Court turn passes by itself in another seat's move: the
// log says the mage had no plot card and passed, not that he ended his
// turn as if he had clicked (pt40 #1: turn 1's "Ada ends the Court
// turn."). A Court turn ended by a click still says so.
func TestACourtTurnPassedByItselfSaysWhy(t *testing.T) {
	m, names := playLogged(t, 3, 7)
	info, _ := engine.Lookup(hmd.GameID)
	var auto, clicked int
	for _, l := range LogLines(info, m.Log, names, 0, true) {
		if l.Event < 0 {
			continue
		}
		e := m.Log[l.Entry]
		ev := e.Events[l.Event]
		if ev.Kind != engine.EvGame || ev.Code != hmd.CodeCourtEnd {
			continue
		}
		seat := ev.Arg(0)
		k, _ := hmd.Split(e.Action)
		byClick := k == hmd.KPass && int(e.Player) == seat && l.Action
		want := names[seat] + " ends the Court turn."
		if byClick {
			clicked++
		} else {
			auto++
			want = names[seat] + " has no plot card to play and passes."
		}
		if l.Text != want {
			t.Errorf("entry %d (%s): %q, want %q", l.Entry, e.Text, l.Text, want)
		}
	}
	if auto == 0 || clicked == 0 {
		t.Errorf("%d Court turns passed by themselves, %d ended by a click: the game tells too little", auto, clicked)
	}
}

// The Court's banner tells a viewer with an empty hand that his Court turn
// passes by itself, as the prompt tells him when no card of his is
// playable (pt40 #1).
func TestTheCourtBannerSaysAnEmptyHandPasses(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 3)
	table, _ := viewerAt(t, s)
	if n := len(table.q.Shown.Seats[0].Hand); n != 0 {
		t.Fatalf("the game begins with %d plot cards in hand", n)
	}
	_, decide := table.phaseText(hmd.PhCourt, phaseWords[hmd.PhCourt])
	if want := "No plot card of yours is playable now: your Court turn passes."; decide != want {
		t.Errorf("the Court's banner says %q, want %q", decide, want)
	}
}
