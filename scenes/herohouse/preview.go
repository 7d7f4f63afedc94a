package herohouse

import (
	"fmt"
	"strings"

	hh "github.com/herotable/herotable/engine/herohouse"
)

// Previews: what a choice would do, told before the player commits.

// Explain is the outcome of hero (hw, hb) fighting monster (mw, mb) and
// why, in the dot comparisons of the rules (white is always held against
// black).
func Explain(hw, hb, mw, mb int) (hh.Outcome, string) {
	o := hh.Fight(hw, hb, mw, mb)
	switch o {
	case hh.HeroWins:
		return o, fmt.Sprintf("%d○ ≥ %d● and %d● ≥ %d○, and %d dots beat %d", hw, mb, hb, mw, hw+hb, mw+mb)
	case hh.MonsterWins:
		return o, fmt.Sprintf("its %d○ ≥ %d● and its %d● ≥ %d○, and %d dots beat %d", mw, hb, mb, hw, mw+mb, hw+hb)
	case hh.Cosmic:
		return o, fmt.Sprintf("%d○ = its %d● and %d● = its %d○: they cancel out", hw, mb, hb, mw)
	}
	return o, "no side wins: " + fails("the hero", hw, hb, mw, mb) + "; " + fails("the monster", mw, mb, hw, hb)
}

// fails says why side (w, b) does not beat (ow, ob).
func fails(side string, w, b, ow, ob int) string {
	var why []string
	if w < ob {
		why = append(why, fmt.Sprintf("%d○ < %d●", w, ob))
	}
	if b < ow {
		why = append(why, fmt.Sprintf("%d● < %d○", b, ow))
	}
	if len(why) == 0 {
		why = append(why, fmt.Sprintf("%d dots do not beat %d", w+b, ow+ob))
	}
	return side + " has " + strings.Join(why, " and ")
}

// Consequence says what an outcome does to the cards; monster names the
// monster player ("" when nobody plays the monster).
func Consequence(o hh.Outcome, monster string) string {
	switch o {
	case hh.HeroWins:
		return "The monster's cards join your hand, face up."
	case hh.MonsterWins:
		if monster != "" {
			return "Your hero's cards go to " + monster + ", who plays the monster."
		}
		return "Your hero goes to the out pile; the monster stays."
	case hh.Cosmic:
		return "Hero and monster both go to the out pile."
	case hh.NoWin:
		return "A card is flipped onto the monster, then one onto your hero."
	}
	return ""
}

// OutcomeWord is an outcome as a short tag on a hero.
func OutcomeWord(o hh.Outcome) string {
	if int(o) < len(outcomeWords) {
		return outcomeWords[o]
	}
	return ""
}

var outcomeWords = [...]string{hh.HeroWins: "WIN", hh.MonsterWins: "LOSE", hh.Cosmic: "COSMIC", hh.NoWin: "NO WIN"}

// BannerOf is the banner sprite of a fight's outcome (No Win's when none).
func BannerOf(o hh.Outcome) string {
	if int(o) < len(outcomeBanners) && outcomeBanners[o] != "" {
		return outcomeBanners[o]
	}
	return "herohouse/banner/no_win"
}

var outcomeBanners = [...]string{hh.HeroWins: "herohouse/banner/hero_wins", hh.MonsterWins: "herohouse/banner/monster_wins", hh.Cosmic: "herohouse/banner/cosmic_struggle", hh.NoWin: "herohouse/banner/no_win"}

// PileAfter is the discard pile after card c is placed on it (spec §5.2):
// a prime clears the pile, a part clears a prime and its own slot.
func PileAfter(pile [4]int, c int) [4]int {
	if hh.SuitOf(c) == hh.Prime {
		return [4]int{c, hh.NoCard, hh.NoCard, hh.NoCard}
	}
	pile[hh.Prime], pile[hh.SuitOf(c)] = hh.NoCard, c
	return pile
}

// MonsterOf is the monster on a pile: its dots, ok false when there is
// no complete monster.
func MonsterOf(pile [4]int) (w, b int, ok bool) {
	st := hh.State{Pile: pile}
	return st.MonsterDots()
}

// Readout is what the monster readout says of a pile: "No monster",
// "Monster 2○ 1●", or "BALANCED" with the dots.
func Readout(pile [4]int) (title, dots string, balanced bool) {
	w, b, ok := MonsterOf(pile)
	if !ok {
		return "No monster", missing(pile), false
	}
	if w == b {
		return "BALANCED", fmt.Sprintf("%d○ %d●", w, b), true
	}
	return "Monster", fmt.Sprintf("%d○ %d●", w, b), false
}

// missing says what an incomplete pile lacks to make a monster.
func missing(pile [4]int) string {
	var need []string
	for _, su := range []hh.Suit{hh.Head, hh.Body, hh.Legs} {
		if pile[su] == hh.NoCard {
			need = append(need, su.String())
		}
	}
	if len(need) == 3 {
		return "pile empty"
	}
	return "needs " + strings.Join(need, ", ")
}

// DiscardPreview says what placing c on the pile would do: the monster it
// leaves and whether that ends the hand. taker is who would take the
// treasure on a balance ("" for nobody: the treasure stays).
func DiscardPreview(pile [4]int, c int, taker string, treasure int) (text string, balanced bool) {
	after := PileAfter(pile, c)
	w, b, ok := MonsterOf(after)
	switch {
	case !ok:
		return fmt.Sprintf("%s leaves no monster (%s).", hh.Name(c), missing(after)), false
	case w != b:
		return fmt.Sprintf("%s leaves a monster of %d○ %d●.", hh.Name(c), w, b), false
	case taker == "":
		return fmt.Sprintf("%s BALANCES the monster (%d○ %d●): the hand ends and the treasure (%d) stays.", hh.Name(c), w, b, treasure), true
	}
	verb := "takes"
	if taker == "you" {
		verb = "take"
	}
	return fmt.Sprintf("%s BALANCES the monster (%d○ %d●): the hand ends and %s %s the treasure (%d).", hh.Name(c), w, b, taker, verb, treasure), true
}

// GivePreview warns when a card given to the monster player would let
// them balance the monster with it.
func GivePreview(pile [4]int, c int, monster string) string {
	if (&hh.State{Pile: pile}).BalancesWith(c) {
		return fmt.Sprintf("Careful: %s could discard %s and balance the monster.", monster, hh.Name(c))
	}
	return fmt.Sprintf("%s goes to %s face up; it cannot balance the monster as it lies.", hh.Name(c), monster)
}
