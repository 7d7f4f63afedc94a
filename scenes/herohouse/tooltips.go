package herohouse

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Tooltips: every card, token, pile and space says what it is in full.

var suitRoles = [4]string{
	"Prime — a whole hero on its own",
	"Head — one of a hero's three parts",
	"Body — one of a hero's three parts",
	"Legs — one of a hero's three parts",
}

// CardTip is a card's full data: name, suit and dots.
func CardTip(c int) string {
	if c < 0 || c >= hh.NumCards {
		return "A face-down card"
	}
	w, b := hh.Dots(c)
	return fmt.Sprintf("%s\n%s\n%d white ○ · %d black ●", hh.Name(c), suitRoles[hh.SuitOf(c)], w, b)
}

// HeroLabel names a hero's cards and dots: "Top Hat + Tuxedo + Boots (1○ 7●)".
func HeroLabel(h Slots) string {
	var names []string
	for _, c := range h.Cards() {
		names = append(names, hh.Name(c))
	}
	w, b := h.Dots()
	return fmt.Sprintf("%s (%d○ %d●)", strings.Join(names, " + "), w, b)
}

// PlacedTip is the tooltip of a card on the table, saying where it lies.
func PlacedTip(pl Placed, b *Board, names []string, viewer engine.Player) string {
	who := nameOr(names, pl.Seat)
	switch pl.Zone {
	case ZHand:
		if pl.Card < 0 {
			return fmt.Sprintf("A card in %s's hand.\nOnly %s knows what it is.", who, who)
		}
		where := "In " + who + "'s hand"
		if pl.Seat == viewer {
			where = "In your hand"
		}
		switch {
		case pl.Fresh:
			where += ", face up: won from the monster this turn. It may be discarded or given now, laid down from the next turn."
		case pl.Public:
			where += ", face up: everyone has seen it."
		case pl.Seat != viewer:
			where += " (shown because the bots play alone)."
		default:
			where += "."
		}
		return CardTip(pl.Card) + "\n" + where
	case ZHero:
		h := b.Seats[pl.Seat].Heroes[pl.Index]
		return CardTip(pl.Card) + "\nPart of " + who + "'s hero: " + HeroLabel(h)
	case ZPile:
		title, dots, _ := Readout(b.Pile)
		if title == noMonster { // room for every part it needs
			dots = missing(b.Pile)
		}
		return CardTip(pl.Card) + "\nOn the discard pile. " + title + ": " + dots
	}
	return CardTip(pl.Card)
}

func nameOr(names []string, p engine.Player) string {
	if p >= 0 && int(p) < len(names) {
		return names[p]
	}
	return "the table"
}

// DrawPileTip is the draw pile's tooltip.
func DrawPileTip(n int) string {
	return "Draw pile: " + tablekit.Count(n, "card", "cards") + ", face down.\nEach turn starts with a draw; the monster player may flip the top card. When a draw finds it empty, the hand ends."
}

// OutPileTip is the out pile's tooltip.
func OutPileTip(n int) string {
	return "Out pile: " + tablekit.Count(n, "card", "cards") + ", out of play until the next hand.\nCovered cards, beaten heroes and the hands of players who went out end here."
}

// SlotTip is an empty discard slot's tooltip.
func SlotTip(su hh.Suit) string {
	if su == hh.Prime {
		return "Discard pile, the prime's place: a prime lies crossways over all three slots and is a monster on its own."
	}
	return fmt.Sprintf("Discard pile, %s slot: empty.\nA head, a body and legs here make a monster.", su)
}

// TreasureTip is the treasure's tooltip.
func TreasureTip(treasure int) string {
	if treasure <= 0 {
		return "Treasure: empty.\nA hero house takes half, rounded down, at least 1, but nothing while the treasure is empty. The next hand's ante fills it again."
	}
	return fmt.Sprintf("Treasure: %s.\nA hero house takes half, rounded down, at least 1: %d now. Whoever plays the monster and balances it takes all that is left.",
		tablekit.Count(treasure, "point", "points"), hh.Share(treasure))
}

// ReadoutTip is the monster readout's tooltip; dealt: the pile is as the
// deal left it.
func ReadoutTip(pile [4]int, dealt bool) string {
	title, dots, balanced := Readout(pile)
	switch {
	case balanced && dealt:
		return "The deal left this monster balanced (" + dots + "), but only a balance made during play ends the hand. " +
			"So it is fought like any other: every player in turn must fight it with a hero in play, or go out of the hand."
	case balanced:
		return "The monster is balanced: " + dots + ". A balanced monster made during play ends the hand."
	case title == noMonster:
		return noMonster + ": " + missing(pile) + ". A monster is a prime, or a head, a body and legs."
	}
	return "The monster on the discard pile: " + dots + ". Every player in turn must fight it with a hero in play, or go out of the hand. It is balanced when white equals black."
}

// gaugeWords explain the balance bar beside a plate's ○/● totals.
const gaugeWords = "The bar beside them is a balance: its knob leans left for more ○, right for more ●, and sits green in the middle when they balance."

// PlateTip is a seat's name plate tooltip: score, heroes, badges.
func PlateTip(b *Board, p engine.Player, names []string, dealer bool) string {
	w, bl := b.InPlay(p)
	lines := []string{nameOr(names, p) + " — " + tablekit.Count(b.Scores[p], "point", "points")}
	heroes := fmt.Sprintf("Heroes in play: %d○ %d●", w, bl)
	switch {
	case b.HasHouse(p) && b.Seats[p].House:
		heroes += " — balanced: a hero house"
	case b.HasHouse(p):
		heroes += " — balanced: a hero house if still so when the turn ends, after any fight"
	}
	lines = append(lines, heroes, gaugeWords, "Holds "+tablekit.Count(b.HandCount(p), "card", "cards"))
	if dealer {
		lines = append(lines, "Dealer of this hand")
	}
	if b.Monster == p {
		lines = append(lines, "Plays the monster: takes no turns, acts after each one, takes the treasure on balancing it")
	}
	if b.Seats[p].Out {
		lines = append(lines, "Out of this hand")
	}
	return strings.Join(lines, "\n")
}
