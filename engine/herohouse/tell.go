package herohouse

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
)

// What happened, as data (engine.EvGame events): each code's comment says
// what its Args hold; the event's Player is the seat it is about (NoPlayer
// for the table). Tell makes the log's sentence from them, and the table
// animates from the same numbers. Saved logs hold these numbers: add new
// codes at the end and never renumber one. A hero or a monster in Args is
// three cards, as Hero holds them: a prime and NoCard twice, or a head, a
// body and legs.
const (
	CodeHand             = iota + 1 // a hand is dealt: hand number, dealer seat, 1 for a clean-up hand (no ante) else 0, treasure
	CodeDrawsCard                   // Player draws at the start of a turn: no args
	CodeLays                        // Player lays down a hero: its three cards
	CodeDiscards                    // Player discards onto the pile: the card
	CodeGives                       // Player gives a card to the monster player, face up: the card, the monster player's seat
	CodeMonsterDiscards             // Player, the monster player, discards: the card
	CodeMonsterFlips                // Player, the monster player, flips the top card onto the pile: the card
	CodeFight                       // Player's hero fights the monster: the Outcome, the hero's index among Player's heroes, its three cards, the monster's three cards
	CodeFlipOntoMonster             // after Player's no-win the top card is flipped onto the monster (no one chooses it): the card
	CodeFlipOntoHero                // ... then onto Player's fighting hero: the card
	CodeHeroBroken                  // a part flipped onto Player's prime: the hero is incomplete and goes out; no args
	CodeHeroNow                     // the flip changed Player's hero: its white dots, its black dots
	CodeHouse                       // Player makes a hero house: white dots in play, black dots in play, the share taken
	CodeMonsterRetires              // Player, the old monster player, is out of the hand: no args
	CodeNowMonster                  // Player now plays the monster: no args
	CodeCannotDefend                // Player has no hero to fight with and is out of the hand: no args
	CodeNoDiscard                   // Player has no card to discard: no args
	CodeBalanced                    // the monster balanced and Player, its player, takes the treasure: the amount
	CodeBalancedUnplayed            // the monster balanced with nobody playing it; the hand is over: the treasure, which stays
	CodeLastPlayer                  // one player is left in the hand; it is over: the treasure, which stays
	CodeDrawPileEmpty               // a card was due from an empty draw pile; the hand is over: the treasure, which stays
	CodeTreasureLost                // the clean-up hands ran out: how many were played, the treasure lost
	CodeGameOver                    // the game is over: how many hands were played, then the winners' seats
)

// Tell is the log's sentence for one of Hero House's events (Info.Tell),
// seats named with engine.Who; "" for a code it does not know.
func Tell(ev engine.Event) string {
	p := engine.Who(ev.Player)
	card := func(i int) string { return Label(ev.Arg(i)) }
	hero := func(i int) string { return heroLabel(Hero{ev.Arg(i), ev.Arg(i + 1), ev.Arg(i + 2)}) }
	switch ev.Code {
	case CodeHand:
		kind := "ante: treasure"
		if ev.Arg(2) != 0 {
			kind = "clean-up hand, no ante: treasure"
		}
		return fmt.Sprintf("Hand %d — dealer %s — %s %d", ev.Arg(0), engine.Who(engine.Player(ev.Arg(1))), kind, ev.Arg(3))
	case CodeDrawsCard:
		return p + " draws a card"
	case CodeLays:
		return fmt.Sprintf("%s lays down %s", p, hero(0))
	case CodeDiscards:
		return fmt.Sprintf("%s discards %s", p, card(0))
	case CodeGives:
		return fmt.Sprintf("%s gives %s to %s", p, card(0), engine.Who(engine.Player(ev.Arg(1))))
	case CodeMonsterDiscards:
		return fmt.Sprintf("%s discards %s as the monster", p, card(0))
	case CodeMonsterFlips:
		return fmt.Sprintf("%s flips %s", p, card(0))
	case CodeFight:
		return fmt.Sprintf("Fight: %s's %s vs %s — %s", p, hero(2), hero(5), outcomeWords(ev.Arg(0)))
	case CodeFlipOntoMonster: // forced by the no-win, no one's choice: said so
		return "A card is flipped onto the monster: " + card(0)
	case CodeFlipOntoHero:
		return fmt.Sprintf("A card is flipped onto %s's hero: %s", p, card(0))
	case CodeHeroBroken:
		return p + "'s hero breaks: a part on a prime is no whole hero, so its cards go to the out pile"
	case CodeHeroNow:
		return fmt.Sprintf("%s's hero is now %d○ %d●", p, ev.Arg(0), ev.Arg(1))
	case CodeHouse:
		if ev.Arg(2) == 0 { // a share of an empty treasure
			return fmt.Sprintf("%s makes a HERO HOUSE (%d○ %d●): the treasure is empty, so +0", p, ev.Arg(0), ev.Arg(1))
		}
		return fmt.Sprintf("%s makes a HERO HOUSE (%d○ %d●): +%d", p, ev.Arg(0), ev.Arg(1), ev.Arg(2))
	case CodeMonsterRetires:
		return p + " no longer plays the monster and is out of the hand"
	case CodeNowMonster:
		return p + " now plays the monster"
	case CodeCannotDefend:
		return p + " cannot defend and is out of the hand"
	case CodeNoDiscard:
		return p + " has no card to discard"
	case CodeBalanced:
		return fmt.Sprintf("Monster balanced — %s takes %d", p, ev.Arg(0))
	case CodeBalancedUnplayed:
		return "Monster balanced with nobody playing it — " + stays(ev.Arg(0))
	case CodeLastPlayer:
		return "Only one player is left in the hand — " + stays(ev.Arg(0))
	case CodeDrawPileEmpty:
		return "The draw pile is empty — the hand is over and " + stays(ev.Arg(0))
	case CodeTreasureLost:
		return fmt.Sprintf("After %s the %d left in the treasure is lost", hands(ev.Arg(0), "clean-up hand"), ev.Arg(1))
	case CodeGameOver:
		var names []string
		for i := 1; i < len(ev.Args); i++ {
			names = append(names, engine.Who(engine.Player(ev.Args[i])))
		}
		return fmt.Sprintf("Game over after %s — %s %s", hands(ev.Arg(0), "hand"), strings.Join(names, " and "), winVerb(len(names)))
	}
	return ""
}

// outcomeWords names a fight's outcome as its Args hold it; a number no
// outcome has (a damaged save) says nothing rather than panic.
func outcomeWords(o int) string {
	if o < int(HeroWins) || o > int(NoWin) {
		return ""
	}
	return Outcome(o).String()
}

// hands counts n hands of a kind: "1 hand", "7 hands".
func hands(n int, kind string) string {
	if n == 1 {
		return "1 " + kind
	}
	return fmt.Sprintf("%d %ss", n, kind)
}

func winVerb(n int) string {
	if n == 1 {
		return "wins"
	}
	return "share the win"
}

// heroLabel names a hero (or a monster) for the log: a prime by its label,
// three parts by their names and the dots they add up to.
func heroLabel(h Hero) string {
	if h.IsPrime() {
		return Label(h[0])
	}
	w, b := h.Dots()
	return fmt.Sprintf("%s + %s + %s (%d○ %d●)", Name(h[0]), Name(h[1]), Name(h[2]), w, b)
}

// stays says what becomes of a treasure of n left at a hand's end: it
// stays for the next hand, or, empty, there is none to keep (play-test 18
// #16 read "the treasure (0) stays").
func stays(n int) string {
	if n <= 0 {
		return "the treasure is empty"
	}
	return fmt.Sprintf("the treasure (%d) stays", n)
}
