package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A hero's tooltip says a Perk needs two or more basic heroes of one type
// and which types have them now (play-test 23 #7: "when two or more are in
// the party" read as any two heroes; with a Wizard and a Cleric no perk
// fired and nothing said why).
func TestHeroTipSaysWhichPerksAreInForce(t *testing.T) {
	wiz := dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.Wizard, Level: 1}}
	cle := dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.Cleric, Level: 2}}
	if tip := MemberTip(wiz); !strings.Contains(tip, "two or more basic heroes of one type") {
		t.Errorf("the perk's rule is not said: %q", tip)
	}
	if got := perksNow(dd.Party{wiz, cle}); !strings.Contains(got, "No Perk is in force") || !strings.Contains(got, "one Wizard") {
		t.Errorf("a Wizard and a Cleric: %q", got)
	}
	if got := perksNow(dd.Party{wiz, cle, wiz}); !strings.Contains(got, dd.HeroTypes[dd.Wizard].Perk.Name+" (two Wizards)") {
		t.Errorf("two Wizards and a Cleric: %q", got)
	}
}
