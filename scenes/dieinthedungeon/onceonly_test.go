package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A stat lowered to push a roll is one line, not the action's and then
// the engine's (play-test 23 #10: "Ada lowers Might by 1: +1." and "Ada
// lowers Might to push the roll: …"), and it keeps what it adds.
func TestLoweringAStatIsOneLine(t *testing.T) {
	might := int(dd.SlotMight)
	for _, c := range []struct {
		action engine.Action
		text   string
		ev     engine.Event
		want   string
	}{
		{dd.Act(dd.KLower, might), "{P1} lowers Might by 1: +1",
			engine.Event{Kind: engine.EvGame, Player: 0, Code: dd.TellLowers, Args: []int{might, int(dd.D10), 10, int(dd.D10), 9}},
			"Ada lowers Might by 1 to push the roll, +1: 10 on a d10 → 9 on a d10."},
		{dd.Act(dd.KLowerTo, might), "{P1} lowers Might by 2: the roll succeeds",
			engine.Event{Kind: engine.EvGame, Player: 0, Code: dd.TellLowersBy, Args: []int{might, 2, int(dd.D10), 10, int(dd.D10), 8}},
			"Ada lowers Might by 2 to push the roll, +2: 10 on a d10 → 8 on a d10 (8 is a d8 on the chart, but a die shrinks one type at a time and two d8s are on the board, so it stays a d10)."},
	} {
		log := []engine.LogEntry{{Player: 0, Action: c.action, Text: c.text, Events: []engine.Event{c.ev}}}
		lines := LogLines(log, []string{"Ada"}, sayer(dd.Tell, 1, nil))
		if len(lines) != 1 || lines[0].Text != c.want || !lines[0].Action {
			var got []string
			for _, l := range lines {
				got = append(got, l.Text)
			}
			t.Errorf("lowering Might reads %q, want the one line %q", got, c.want)
		}
	}
}

// The Hero Die's face and its hurt, told at once, are one line, shown
// with the hurt (play-test 23 #10: "The Hero Die shows 5: lose 1 Health."
// then "The Hero Die hurts: Ada loses 1 Health.").
func TestHeroDieHurtIsOneLine(t *testing.T) {
	log := []engine.LogEntry{{Player: 0, Action: dd.Act(dd.KContinue, 0), Text: "{P1} goes on", Events: []engine.Event{
		{Kind: engine.EvRoll, Player: -1, Die: dd.HeroDieID, Face: 5},
		{Kind: engine.EvGame, Player: -1, Code: dd.TellHeroDie, Args: []int{5}},
		{Kind: engine.EvGame, Player: 0, Code: dd.TellHeroDieHurts},
	}}}
	var hero []Line
	for _, l := range LogLines(log, []string{"Ada"}, sayer(dd.Tell, 1, nil)) {
		if strings.Contains(l.Text, "Hero Die") {
			hero = append(hero, l)
		}
	}
	if len(hero) != 1 || hero[0].Text != "The Hero Die shows 5: Ada loses 1 Health." || hero[0].Event != 2 || hero[0].Face != 5 {
		t.Errorf("the Hero Die's lines: %+v", hero)
	}
}

// An attack's verdict does not say the numbers again when the roll's line
// has said them (play-test 26: "Ada attacks with Might: 8 on the d10
// against the party's 3." then "Ada's attack succeeds: 8 against 3."); a
// value boosts changed keeps them.
func TestAPlainVerdictSaysNoNumbersTwice(t *testing.T) {
	might := int(dd.SlotMight)
	for _, c := range []struct {
		final int
		want  string
	}{
		{8, "Ada's attack succeeds."},
		{10, "Ada's attack succeeds: 10 against 3."},
	} {
		log := []engine.LogEntry{{Player: 0, Action: dd.Act(dd.KStat, might), Text: "{P1} attacks with Might", Events: []engine.Event{
			{Kind: engine.EvRoll, Player: 0, Die: "d10", Face: 8},
			{Kind: engine.EvGame, Player: 0, Code: dd.TellAttack, Args: []int{might, 8, int(dd.D10), 3}},
			{Kind: engine.EvGame, Player: 0, Code: dd.TellAttackHits, Args: []int{c.final, 3}},
		}}}
		var got []string
		for _, l := range LogLines(log, []string{"Ada"}, sayer(dd.Tell, 1, nil)) {
			got = append(got, l.Text)
		}
		if len(got) != 2 || got[1] != c.want {
			t.Errorf("final %d: the log reads %q, want its verdict %q", c.final, got, c.want)
		}
	}
}

// A rest is one line with what it leaves (play-test 26 #8: "Ada rests 2
// (Time −2, Health +2)." then "Ada rests: Time 12, Health 8.").
func TestARestIsOneLine(t *testing.T) {
	log := []engine.LogEntry{{Player: 0, Action: dd.Act(dd.KRest, 2), Text: "{P1} rests 2 (Time −2, Health +2)", Events: []engine.Event{
		{Kind: engine.EvGame, Player: 0, Code: dd.TellRest, Args: []int{2, 12, 8}},
	}}}
	lines := LogLines(log, []string{"Ada"}, sayer(dd.Tell, 1, nil))
	if len(lines) != 1 || lines[0].Text != "Ada rests 2: Time 12, Health 8." || !lines[0].Action {
		t.Errorf("a rest reads %+v, want the one line %q", lines, "Ada rests 2: Time 12, Health 8.")
	}
}

// In the Duel a turn's line counts the creature's own turns, as the top
// bar does (play-test 26 #11: "Turn 3" on the player's second turn).
func TestDuelTurnLineCountsOwnTurns(t *testing.T) {
	ev := engine.Event{Kind: engine.EvGame, Player: 0, Code: dd.TellTurn, Args: []int{3, 20, 10, 2}}
	for _, c := range []struct {
		players int
		want    string
	}{{1, "Turn 3: Ada has"}, {2, "Turn 2: Ada has"}} {
		got := engine.Names(sayer(dd.Tell, c.players, nil)(ev), []string{"Ada"})
		if !strings.HasPrefix(got, c.want) {
			t.Errorf("%d players: %q, want it to begin %q", c.players, got, c.want)
		}
	}
	if ev.Args[0] != 3 {
		t.Errorf("the log's own event changed: %v", ev.Args)
	}
}
