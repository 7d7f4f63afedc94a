package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A perk chip's tooltip says what its "n" is (play-tests 14 and 16:
// "Ambush ×2: … makes n Agility attacks" never said how many).
func TestPerkTipSaysN(t *testing.T) {
	rogue := dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.Rogue, Level: 1}}
	chips := partyChips(dd.Party{rogue, rogue})
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
