package heromustdie

import (
	"fmt"
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// The question of the defenders to send says how many are sent of how
// many the front floor holds, and why (pt19 #3: after two defenders the
// step ended by itself with no word of the limit); the limit is the one
// the engine's refusals keep: with as many sent, every monster left is
// refused.
func TestTheSendPromptSaysTheLimit(t *testing.T) {
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StSend })
	st := s.Match.State.(*hmd.State)
	sent, most, level, room := st.SendLimit()
	if sent != len(st.Fight.Monsters) || most < 2 || level < 2 {
		t.Fatalf("SendLimit says %d sent of %d, level %d", sent, most, level)
	}
	want := fmt.Sprintf("Send defenders: %d of %d allowed here", sent, most)
	help := fmt.Sprintf("Monster room %d: up to %d monsters of level %d or less defend.", room, most, level)
	if room == 0 {
		help = "No monster room: up to 2 monsters of level 2 or less defend."
	}
	if table.ask.what != want || !strings.HasPrefix(table.ask.help, help) {
		t.Errorf("the prompt asks %q (%q), want %q (%q…)", table.ask.what, table.ask.help, want, help)
	}
	full := st.Clone().(*hmd.State)
	for len(full.Fight.Monsters) < most {
		full.Fight.Monsters = append(full.Fight.Monsters, hmd.Fighter{Card: -1})
	}
	for _, m := range full.Seats[full.Defender()].Monsters {
		if full.WhyNotSend(m) == "" {
			t.Errorf("with %d of %d sent, the %s may still be sent", most, most, hmd.Monsters[m].Name)
		}
	}
	h.Shot(t, shotDir, "send-limit")
}
