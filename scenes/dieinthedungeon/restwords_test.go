package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// Play-test 41 #8: "Ada goes on to rest and move." every turn, though she
// never rested. The Continue after the power up says what it went on to,
// from the entry after it.
func TestAfterPowerUpSaysWhatCameNext(t *testing.T) {
	up := engine.Event{Kind: engine.EvGame, Code: dd.TellPowerUp, Args: []int{2, 1, 0}}
	turn := []engine.LogEntry{
		{Action: dd.Act(dd.KContinue, 0), Text: "{P1} powers up", Events: []engine.Event{up}},
		{Action: dd.Act(dd.KContinue, 0), Text: "{P1} goes on to rest and move"},
	}
	say := func(engine.Event) string { return "said." }
	for _, c := range []struct {
		next engine.LogEntry
		want string
	}{
		{engine.LogEntry{Action: dd.Act(dd.KMove, 3), Text: "{P1} moves to the east"}, "Ada moves on (no rest)"},
		{engine.LogEntry{Action: dd.Act(dd.KRest, 2), Text: "{P1} rests 2"}, "Ada goes on to rest"},
		{engine.LogEntry{Action: dd.Act(dd.KRest, 0), Text: "{P1} does not rest"}, "Ada goes on"},
	} {
		log := append(append([]engine.LogEntry{}, turn...), c.next)
		got := ""
		for _, l := range LogLines(log, []string{"Ada"}, say) {
			if l.Entry == 1 && l.Event < 0 {
				got = l.Text
			}
		}
		if got != c.want {
			t.Errorf("before %q the Continue says %q, want %q", c.next.Text, got, c.want)
		}
	}
}
