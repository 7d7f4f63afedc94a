package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// The texts of cards, abilities and allies read as effects where the
// table shows them, not as orders to the player (play-test 29 #12:
// "Automatically pass this Stat Check."); every id the table rewords is
// a card's, an ability's or an ally's.
func TestCardTextsReadAsEffects(t *testing.T) {
	orders := []string{"Automatically", "Make", "Gain", "Take", "Look", "Ignore", "Roll", "Discard", "Pick", "Use", "Choose"}
	check := func(name, text string) {
		t.Helper()
		first, _, _ := strings.Cut(text, " ")
		for _, o := range orders {
			if strings.HasPrefix(first, o) {
				t.Errorf("%s reads as an order: %q", name, text)
			}
		}
	}
	ids := map[string]bool{}
	for _, cr := range dd.Creatures {
		for _, a := range cr.Abilities {
			ids[a.ID] = true
			check(a.Name, strings.Split(AbilityTip(a, false), "\n")[1])
		}
		for _, c := range cr.Cards {
			ids[c.ID] = true
			check(c.Name, strings.Split(CardTip(c, false), "\n")[1])
		}
	}
	for i, a := range dd.Allies {
		ids[a.ID] = true
		for side, s := range a.Sides {
			ids[s.ID] = true
			for _, line := range strings.Split(AllyTip(i, side), "\n")[1:] {
				check(a.Name, strings.TrimPrefix(line, "Other side, "+a.Sides[(side+1)%len(a.Sides)].Name+": "))
			}
		}
	}
	for id := range effectTexts {
		if !ids[id] {
			t.Errorf("effectTexts rewords %q, which no card, ability or ally has", id)
		}
	}
}
