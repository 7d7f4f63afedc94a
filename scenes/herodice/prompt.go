package herodice

import (
	"fmt"
	"strings"

	hd "github.com/herotable/herotable/engine/herodice"

	"github.com/herotable/herotable/scenes/tablekit"
)

// The prompt's words: what the decision now is, naming only the choices
// the engine offers.

// whats are the decisions' words by phase.
var whats = map[hd.Phase]string{
	hd.PhExplore: "Explore: choose an exit, drink a potion or face the boss", hd.PhStairs: "Stairs down: descend or stay",
	hd.PhTreasure: "Treasure: keep it, swap it for what you hold, or put it in the XP pool", hd.PhOverflow: "Too many items: put one in the XP pool",
	hd.PhPreCheck: "A trap: drink a potion or roll the check", hd.PhCheckReact: "Lucky Charm: roll the check again or keep it",
	hd.PhPreRoll: "Combat: roll, use an item or flee", hd.PhFlee: "Flee: pick the cards to pay, then flee",
	hd.PhReact: "Lucky Charm: roll the hero die again or keep the roll", hd.PhAbility: "Your hero die is high: use its ability or let it go",
	hd.PhRecover: "Between encounters: drink a potion or go on", hd.PhLevelEnd: "Level cleared: delve deeper or retire",
}

func (t *Table) what() string {
	st := t.state()
	w := tablekit.WordOr(whats, st.Phase, "")
	switch st.Phase {
	case hd.PhExplore:
		w = "Explore: " + exploreWords(t.S.Legal())
	case hd.PhPreRoll:
		w = "Combat: " + legalWords(t.S.Legal(), preRollSays)
	case hd.PhAbility:
		ab := hd.AbilityOf(st.Fight.HeroDie)
		w = fmt.Sprintf("Your hero die is high: use %s (%s) or let it go", hd.AbilityNames[ab], hd.AbilityWords(ab))
	}
	if st.Phase == hd.PhFlee {
		w += fmt.Sprintf(" (%d of %d XP)", paid(st.Paying), st.FoeXP())
	}
	return w
}

// kindSays is what a decision's kinds of action do, in the order said.
type kindSays []struct {
	kind hd.Kind
	says string
}

var (
	exploreSays = kindSays{{hd.KMove, "choose an exit"}, {hd.KDraw, "draw the next card"}, {hd.KFaceBoss, "face the boss"}, {hd.KUse, "drink a potion"}}
	// preRollSays: flee is said only where a payment exists (the engine
	// offers it then), a used item only where one is held.
	preRollSays = kindSays{{hd.KRoll, "roll"}, {hd.KUse, "use an item"}, {hd.KFlee, "flee"}}
)

// exploreWords say the explore decision's choices, only those legal.
func exploreWords(legal []hd.Action) string { return legalWords(legal, exploreSays) }

// legalWords say a decision's choices, only the kinds legal now.
func legalWords(legal []hd.Action, says kindSays) string {
	var parts []string
	for _, k := range says {
		for _, a := range legal {
			if kind, _ := hd.Split(a); kind == k.kind {
				parts = append(parts, k.says)
				break
			}
		}
	}
	switch n := len(parts); n {
	case 0:
		return "wait"
	case 1:
		return parts[0]
	default:
		return strings.Join(parts[:n-1], ", ") + " or " + parts[n-1]
	}
}

func paid(cards []int) int {
	n := 0
	for _, c := range cards {
		n += hd.XP(c)
	}
	return n
}
