package dieinthedungeon

import (
	"image/color"
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A perk chip's tooltip says what its "n" is (play-tests 14 and 16:
// "Ambush ×2: … makes n Agility attacks" never said how many).
func TestPerkTipSaysN(t *testing.T) {
	rogue := dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.Rogue, Level: 1}}
	chips := partyChips(dd.Party{rogue, rogue}, 1)
	for _, c := range chips {
		if strings.HasPrefix(c.text, dd.HeroTypes[dd.Rogue].Perk.Name) {
			if !strings.Contains(c.tip, "n = 2") {
				t.Errorf("the %s chip's tooltip %q does not say n", c.text, c.tip)
			}
			return
		}
	}
	t.Fatalf("no Ambush chip among %v", chips)
}

// Ambush counts in round 1 only: its chip is lit then, dimmed after and
// its tooltip says so (play-test 20: "Ambush ×2" lit in round 2).
func TestAmbushChipIsOverAfterRoundOne(t *testing.T) {
	rogue := dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.Rogue, Level: 1}}
	for _, round := range []int{1, 2} {
		for _, c := range partyChips(dd.Party{rogue, rogue}, round) {
			if !strings.HasPrefix(c.text, dd.HeroTypes[dd.Rogue].Perk.Name) {
				continue
			}
			if lit := c.col == color.Color(warnInk); lit != (round == 1) {
				t.Errorf("round %d: the %s chip is lit %v", round, c.text, lit)
			}
		}
	}
}
