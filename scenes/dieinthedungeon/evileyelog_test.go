package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// Play-test 41 #1: after Evil Eye the log said "The heroes make no attack
// this round: the Rogue and the Wizard do not attack." (its type pick was
// taken for your attack), and the heroes then made a Magic attack. The
// pick says whom it stops and who still attacks, and no line says the
// heroes make no attack.
func TestEvilEyePickSaysWhoStillAttacks(t *testing.T) {
	tile := -1
	for k, tl := range dd.Tiles {
		if tl.ID == "dead_end_03" { // Hideout: a Rogue and a Wizard
			tile = k
		}
	}
	if tile < 0 {
		t.Fatal("no Hideout tile")
	}
	game := func(code int, args ...int) engine.Event {
		return engine.Event{Kind: engine.EvGame, Code: code, Args: args}
	}
	log := []engine.LogEntry{
		{Action: dd.Act(dd.KMove, 1), Text: "Ada moves", Events: []engine.Event{game(dd.TellTile, tile)}},
		{Action: dd.Act(dd.KContinue, 0), Text: "Ada goes on", Events: []engine.Event{game(dd.TellRound, 2)}},
		{Action: dd.Act(dd.KAbility, 0), Text: "Ada uses Evil Eye"},
		{Action: dd.Act(dd.KStat, int(dd.Agility)), Text: "Ada picks Agility", Events: []engine.Event{game(dd.TellEvilEye, int(dd.Agility))}},
	}
	say := func(engine.Event) string { return "said." }
	want := "Evil Eye: no Agility attacks this round: the Rogue does not attack; the Wizard still does."
	for _, n := range []int{3, 4} { // as the game waits for the pick, and after it
		lines := logLines(log[:n], []string{"Ada"}, say, false)
		eye := false
		for _, l := range lines {
			if strings.HasPrefix(l.Text, "The heroes make no attack") {
				t.Errorf("%d entries: the log says %q", n, l.Text)
			}
			eye = eye || l.Text == want
		}
		if n == 4 && !eye {
			t.Errorf("the pick's lines are %+v, want %q among them", lines, want)
		}
	}
}
