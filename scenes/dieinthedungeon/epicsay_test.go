package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A hit on an Epic hero, its defeat and its being left alone are said with
// "the" ("Ada hits the Barbarian"), a basic hero's as the game says them;
// the Barbarian's defeat does not add that he takes every hit while he is
// there (play-test 23 #10).
func TestEpicHeroesAreTheBarbarian(t *testing.T) {
	for _, players := range []int{1, 2} {
		say := sayer(dd.Tell, players, nil)
		for _, code := range []int{dd.TellHit, dd.TellDefeats, dd.TellAlone} {
			ev := engine.Event{Kind: engine.EvGame, Player: 0, Code: code, Args: []int{int(dd.EpicMem), 0, 0, 2, 2}}
			if got := say(ev); !strings.Contains(strings.ToLower(got), "the barbarian") || got == dd.Tell(ev) && !strings.Contains(dd.Tell(ev), "the Barbarian") {
				t.Errorf("%d players, code %d: %q", players, code, got)
			}
			basic := engine.Event{Kind: engine.EvGame, Player: 0, Code: code, Args: []int{int(dd.Basic), int(dd.Cleric), 1, 1, 2}}
			if got := say(basic); got != dd.Tell(basic) {
				t.Errorf("a Cleric: %q, want the game's %q", got, dd.Tell(basic))
			}
		}
	}
	barb := engine.Event{Kind: engine.EvGame, Player: 0, Code: dd.TellDefeats, Args: []int{int(dd.EpicMem), 0, 0, 5}}
	log := []engine.LogEntry{{Player: 0, Text: "{P1} attacks", Events: []engine.Event{
		{Kind: engine.EvGame, Player: 0, Code: dd.TellHit, Args: []int{int(dd.EpicMem), 0, 0, 1, 2}}, barb}}}
	for _, l := range LogLines(log, []string{"Ada"}, sayer(dd.Tell, 1, nil)) {
		if l.Event == 1 && strings.Contains(l.Text, "while he is there") {
			t.Errorf("the Barbarian's defeat: %q", l.Text)
		}
	}
}
