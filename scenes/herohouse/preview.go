package herohouse

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Previews: what a choice would do, told before the player commits.

// Explain is the outcome of hero (hw, hb) fighting monster (mw, mb) and
// why, in the dot comparisons of the rules: white is always held against
// black, and each number is named with its owner ("the hero's 2○ is short
// of the monster's 5●"), as the comparisons (Matches) hold them.
func Explain(hw, hb, mw, mb int) (hh.Outcome, string) {
	o := hh.Fight(hw, hb, mw, mb)
	hero, monster := Matches(hw, hb, mw, mb)
	switch o {
	case hh.HeroWins:
		return o, sayMatches(hero, "reaches") + fmt.Sprintf(", and %d dots beat %d", hw+hb, mw+mb)
	case hh.MonsterWins:
		return o, sayMatches(monster, "reaches") + fmt.Sprintf(", and %d dots beat %d", mw+mb, hw+hb)
	case hh.Cosmic:
		return o, sayMatches(hero, "equals") + ": they cancel out"
	}
	return o, "no side wins: " + fails(hero, hw+hb, mw+mb) + "; " + fails(monster, mw+mb, hw+hb)
}

// Match is one comparison of a fight: Side's N dots of one colour (White
// or black) against Other's M of the other colour.
type Match struct {
	Side, Other string
	N, M        int
	White       bool
}

// Holds reports whether the side's dots reach the other's.
func (m Match) Holds() bool { return m.N >= m.M }

// Matches are a fight's comparisons, the hero's then the monster's: each
// side's white against the other's black, its black against the other's
// white.
func Matches(hw, hb, mw, mb int) (hero, monster [2]Match) {
	hero = [2]Match{{"hero", "monster", hw, mb, true}, {"hero", "monster", hb, mw, false}}
	monster = [2]Match{{"monster", "hero", mw, hb, true}, {"monster", "hero", mb, hw, false}}
	return hero, monster
}

// dotSign is a colour's sign: ○ white, ● black.
func dotSign(white bool) string {
	if white {
		return "○"
	}
	return "●"
}

// say words one comparison: "the hero's 2○ is short of the monster's 5●";
// its names the side again ("its 6● reaches the monster's 1○").
func (m Match) say(verb string, its bool) string {
	side := "the " + m.Side + "'s"
	if its {
		side = "its"
	}
	return fmt.Sprintf("%s %d%s %s the %s's %d%s", side, m.N, dotSign(m.White), verb, m.Other, m.M, dotSign(!m.White))
}

// sayMatches words a side's two comparisons with one verb.
func sayMatches(ms [2]Match, verb string) string {
	return ms[0].say(verb, false) + " and " + ms[1].say(verb, true)
}

// fails says why a side (its comparisons, its dots in all, the other's)
// does not win.
func fails(ms [2]Match, total, other int) string {
	var why []string
	for _, m := range ms {
		if !m.Holds() {
			why = append(why, m.say("is short of", len(why) > 0))
		}
	}
	if len(why) == 0 {
		return fmt.Sprintf("the %s's %s do not beat the %s's %d", ms[0].Side, tablekit.Count(total, "dot", "dots"), ms[0].Other, other)
	}
	return strings.Join(why, " and ")
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
	case hh.NoWin: // the flip is blind and may balance the monster (R11)
		if monster != "" {
			return "A card is flipped onto the monster (if that balances it, " + monster + " takes the treasure), then one onto your hero."
		}
		return "A card is flipped onto the monster (if that balances it, the hand ends), then one onto your hero."
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

// Readout is what the monster readout says of a pile: "No monster yet"
// and what it lacks, "Monster" with its dots "2○ 1●", or "BALANCED" with
// the dots. The readout's box is narrow: it counts two missing parts
// ("it needs 2 parts"), the empty slots show which.
func Readout(pile [4]int) (title, dots string, balanced bool) {
	w, b, ok := MonsterOf(pile)
	if !ok {
		need := lacks(pile)
		if len(need) == 2 {
			return noMonster, "it needs 2 parts", false
		}
		return noMonster, missing(pile), false
	}
	if w == b {
		return "BALANCED", fmt.Sprintf("%d○ %d●", w, b), true
	}
	return "Monster", fmt.Sprintf("%d○ %d●", w, b), false
}

// noMonster is the readout's title over a pile with no monster: "yet",
// as its second line says what it needs ("No monster / needs body" read
// as "no monster needs a body").
const noMonster = "No monster yet"

// partWords name the parts a pile lacks, with their article.
var partWords = map[hh.Suit]string{hh.Head: "a head", hh.Body: "a body", hh.Legs: "legs"}

// lacks are the parts an incomplete pile lacks to make a monster.
func lacks(pile [4]int) []string {
	var need []string
	for _, su := range []hh.Suit{hh.Head, hh.Body, hh.Legs} {
		if pile[su] == hh.NoCard {
			need = append(need, partWords[su])
		}
	}
	return need
}

// missing says what an incomplete pile lacks to make a monster: "it
// needs a head and legs", or that it is empty.
func missing(pile [4]int) string {
	need := lacks(pile)
	switch len(need) {
	case 3:
		return "the pile is empty"
	case 2:
		return "it needs " + need[0] + " and " + need[1]
	}
	return "it needs " + strings.Join(need, ", ")
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
// them balance the monster with it: at once, or in their next two
// discards together with a card they hold face up (known: the monster
// player's face-up cards, all the giver can see of that hand; play-test 21
// #2: a gift that balanced with a face-up card a turn later was called
// harmless). The pile may change between those discards; "could" says so.
func GivePreview(pile [4]int, c int, monster string, known []int) string {
	if (&hh.State{Pile: pile}).BalancesWith(c) {
		return fmt.Sprintf("Careful: %s could discard %s and balance the monster.", monster, hh.Name(c))
	}
	for _, k := range known {
		if (&hh.State{Pile: pile}).BalancesWith(k) {
			return fmt.Sprintf("Careful: %s holds %s face up, and it balances the monster now, whatever you give.", monster, hh.Name(k))
		}
	}
	for _, k := range known {
		if first, ok := balancesInTwo(pile, c, k); ok {
			second := k
			if first == k {
				second = c
			}
			return fmt.Sprintf("Careful: %s holds %s face up: with %s, %s could balance the monster in two discards (%s now, %s next time).",
				monster, hh.Name(k), hh.Name(c), monster, hh.Name(first), hh.Name(second))
		}
	}
	// Play-test 30: "…but Bram keeps it for later discards" did not say
	// whether the gift was safe. The verdict comes first.
	if len(known) == 0 {
		return fmt.Sprintf("Safe to give now: %s cannot balance the monster with %s on the next discard. The card stays in %s's hand, so a later monster may use it.", monster, hh.Name(c), monster)
	}
	return fmt.Sprintf("Safe to give now: %s cannot balance the monster with %s, alone or in two discards with the cards %s holds face up. The card stays in %s's hand, so a later monster may use it.", monster, hh.Name(c), monster, monster)
}

// balancesInTwo reports whether cards a and b, one discarded after the
// other, leave a balanced monster, and which goes first.
func balancesInTwo(pile [4]int, a, b int) (first int, ok bool) {
	for _, o := range [][2]int{{a, b}, {b, a}} {
		w, bl, ok := MonsterOf(PileAfter(PileAfter(pile, o[0]), o[1]))
		if ok && w == bl {
			return o[0], true
		}
	}
	return hh.NoCard, false
}

// AfterFight says what a fight of defender against the monster leaves of
// the defender's side's heroes (heroes: all of them in play, the
// defender among them), and whether they then balance into a hero house
// at the turn's count, paying from treasure (play-test pt6 #5: a newcomer
// worked this out for each defender). A hero that wins stays; one that
// loses or meets a cosmic struggle leaves play; a no-win flips a card
// onto it, unknown until it comes.
func AfterFight(heroes []Slots, defender Slots, o hh.Outcome, treasure int) string {
	if o == hh.NoWin {
		return "After: a card is flipped onto this hero, so whether your heroes balance then is left to chance."
	}
	w, b, n := heroesLeft(heroes, defender, o)
	switch {
	case n == 0:
		return "After: no hero of yours is left in play, so no hero house."
	case w != b:
		return fmt.Sprintf("After: your heroes are %s, so no hero house.", dotsText(w, b))
	}
	return fmt.Sprintf("After: your heroes are %s, a hero house: %s.", dotsText(w, b), ShareWords(treasure))
}

// AfterTag is AfterFight in a defender's badge's second line: "house +2",
// "no house", or "by luck" when a flip decides (a bare "house?" read as a
// riddle to a newcomer; "maybe a house" wrapped under one hero and not its
// neighbour, play-test 21 #10: the word fits one line beside six heroes).
func AfterTag(heroes []Slots, defender Slots, o hh.Outcome, treasure int) (string, bool) {
	if o == hh.NoWin {
		return noWinAfter, false
	}
	w, b, n := heroesLeft(heroes, defender, o)
	if n == 0 || w != b {
		return "no house", false
	}
	return fmt.Sprintf("house +%d", hh.Share(treasure)), true
}

// noWinAfter is AfterTag's word when a flip decides the house.
const noWinAfter = "by luck"

// ShareWords says what a hero house takes from a treasure of t: "+2", or
// "the treasure is empty, so +0" (pt6 #9: a bare "+0" read as a mistake
// beside the rules' "at least one").
func ShareWords(t int) string {
	if t <= 0 {
		return "the treasure is empty, so +0"
	}
	return fmt.Sprintf("+%d", hh.Share(t))
}

// heroesLeft are the dots and number of the heroes a fight of defender
// with outcome o (not a no-win) leaves in play.
func heroesLeft(heroes []Slots, defender Slots, o hh.Outcome) (w, b, n int) {
	for _, h := range heroes {
		if h.Empty() || (h == defender && o != hh.HeroWins) {
			continue
		}
		hw, hb := h.Dots()
		w, b, n = w+hw, b+hb, n+1
	}
	return w, b, n
}

// PickPreview says what the parts picked for a new hero would make, while
// they are picked (play-test pt7 #2): the hero's dots, and whether with the
// heroes already in play (w, b) they balance into a hero house, and if not
// why; while parts are missing, what those must bring to balance and which
// of the hand's would (trios: the legal trios), alone or with one of the
// hand's primes laid too (primes; play-test 24 was told no parts would,
// when a trio and a prime made a house). fight: a monster is on the pile,
// so the house is counted after the fight.
func PickPreview(sel Selection, w, b int, trios []engine.Action, primes []int, fight bool) string {
	var names []string
	for _, c := range sel[1:] {
		if c != hh.NoCard {
			names = append(names, hh.Name(c))
		}
	}
	sw, sb := Slots(sel).Dots()
	w, b = w+sw, b+sb
	if sel.Count() == 3 {
		return fmt.Sprintf("%s = %s. %s Lay it down, or pick other parts.",
			strings.Join(names, " + "), dotsText(sw, sb), houseWith(w, b, fight))
	}
	need := lacks([4]int(sel))
	text := fmt.Sprintf("Picked %s (%s); still to pick: %s. ", strings.Join(names, " + "), dotsText(sw, sb), strings.Join(need, " and "))
	text += "For a hero house the rest must bring " + evenWords(b-w) + ": "
	for _, with := range append([]int{hh.NoCard}, primes...) {
		pw, pb := 0, 0
		if with != hh.NoCard {
			pw, pb = hh.Dots(with)
		}
		for _, a := range trios {
			_, h, bo, l := hh.Decode(a)
			trio := Slots{hh.NoCard, h, bo, l}
			if !sel.fits(a, hh.Prime) {
				continue
			}
			if tw, tb := trio.Dots(); w-sw+tw+pw == b-sb+tb+pb {
				var rest []string
				for su := hh.Head; su <= hh.Legs; su++ {
					if sel[su] == hh.NoCard {
						rest = append(rest, hh.Name(trio[su]))
					}
				}
				if with != hh.NoCard {
					return text + strings.Join(rest, " + ") + " would, with " + hh.Name(with) + " laid down too."
				}
				return text + strings.Join(rest, " + ") + " would."
			}
		}
	}
	return text + "no parts in your hand would."
}

// houseWith says whether heroes in play of w○ b● (the new one among them)
// make a hero house, and why not.
func houseWith(w, b int, fight bool) string {
	with := fmt.Sprintf("With it your heroes are %s: ", dotsText(w, b))
	switch {
	case w == b && fight:
		return with + "balanced, a hero house if the fight leaves them so."
	case w == b:
		return with + "balanced, a hero house when you are done."
	case w > b:
		return with + fmt.Sprintf("no hero house, %d more ○ than ●.", w-b)
	}
	return with + fmt.Sprintf("no hero house, %d more ● than ○.", b-w)
}

// evenWords says what missing parts must bring to even out d (black minus
// white so far): "2 more ● than ○", "as many ○ as ●".
func evenWords(d int) string {
	switch {
	case d > 0:
		return fmt.Sprintf("%d more ○ than ●", d)
	case d < 0:
		return fmt.Sprintf("%d more ● than ○", -d)
	}
	return "as many ○ as ●"
}
