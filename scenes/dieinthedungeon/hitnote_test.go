package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A hit the rules gave names the rule only when it chose: not "the
// lowest-level hero" among heroes all of one level, not "Clerics shield
// the others" when the Cleric shielded no one (play-test 32 #7).
func TestHitNotesOnlyWhenTheRuleChose(t *testing.T) {
	tile := -1
	for k, tl := range dd.Tiles {
		if tl.Kind != dd.EpicTile && tl.Kind != dd.StartTile && len(tl.Heads) == 0 {
			tile = k
			break
		}
	}
	if tile < 0 {
		t.Fatal("no tile without heads")
	}
	hero := func(ht dd.HeroType, lv int) dd.Member {
		return dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: ht, Level: lv}}
	}
	member := func(m dd.Member) []int {
		return []int{int(dd.Basic), int(m.Hero.Type), m.Hero.Level}
	}
	for _, c := range []struct {
		name  string
		party []dd.Member // joined by the Hero Die, in order
		hit   dd.Member   // defeated by the attack's second hit
		want  string      // "" for no note
	}{
		{"three level-4 Rogues", []dd.Member{hero(dd.Rogue, 4), hero(dd.Rogue, 4), hero(dd.Rogue, 4)}, hero(dd.Rogue, 4), ""},
		{"levels 1 and 2", []dd.Member{hero(dd.Rogue, 2), hero(dd.Fighter, 1), hero(dd.Fighter, 2)}, hero(dd.Fighter, 1), "lowest-level"},
		{"the Cleric shields a Wizard", []dd.Member{hero(dd.Wizard, 2), hero(dd.Fighter, 1), hero(dd.Cleric, 1)}, hero(dd.Cleric, 1), "Clerics shield"},
		{"the Cleric and a Bard", []dd.Member{hero(dd.Fighter, 1), hero(dd.Cleric, 1)}, hero(dd.Cleric, 1), ""},
	} {
		evs := []engine.Event{{Kind: engine.EvGame, Player: 0, Code: dd.TellTile, Args: []int{tile, 0}}}
		for _, m := range c.party {
			evs = append(evs, engine.Event{Kind: engine.EvGame, Code: dd.TellJoins, Args: []int{int(m.Hero.Type), m.Hero.Level}})
		}
		first := c.party[0]
		if c.name == "the Cleric and a Bard" {
			evs = append(evs, engine.Event{Kind: engine.EvGame, Code: dd.TellBardJoins})
		}
		hits := []engine.Event{
			{Kind: engine.EvGame, Player: 0, Code: dd.TellDefeats, Args: append(member(first), 1)},
			{Kind: engine.EvGame, Player: 0, Code: dd.TellDefeats, Args: append(member(c.hit), 1)},
		}
		log := []engine.LogEntry{
			{Player: 0, Action: dd.Act(dd.KContinue, 0), Text: "{P1} goes on", Events: evs},
			{Player: 0, Action: dd.Act(dd.KStat, int(dd.Might)), Text: "{P1} attacks with Might", Events: hits},
		}
		var got string
		for _, l := range LogLines(log, []string{"Ada"}, sayer(dd.Tell, 1, nil)) {
			if l.Entry == 1 && l.Event == 1 {
				got = l.Text
			}
		}
		switch {
		case got == "":
			t.Errorf("%s: no line for the second hit", c.name)
		case c.want == "" && (strings.Contains(got, "lowest-level") || strings.Contains(got, "Clerics")):
			t.Errorf("%s: %q names a rule that did not choose", c.name, got)
		case c.want != "" && !strings.Contains(got, c.want):
			t.Errorf("%s: %q does not say %q", c.name, got, c.want)
		}
	}
}
