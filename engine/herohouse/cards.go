package herohouse

import "fmt"

// Suit is what a card's drawing shows: an entire hero (a prime) or one of
// its three parts.
type Suit int

const (
	Prime Suit = iota // an entire hero, a hero on its own
	Head              // a hero's head
	Body              // a hero's body
	Legs              // a hero's legs
)

var suitNames = [4]string{"prime", "head", "body", "legs"}

func (s Suit) String() string { return suitNames[s] }

// Card ids 0–55: suit*14 + the dot pair's index (0–13) in pairs.
const (
	NumCards = 56
	perSuit  = 14
	// NoCard marks an empty discard slot or an unused hero place.
	NoCard = -1
	// Hidden marks a card whose face the viewer of a View cannot see.
	Hidden = -2
)

// pairs are the (white, black) dots every suit holds once each, in the
// rulebook's order (spec §2.1): each suit totals 20 white and 20 black.
var pairs = [perSuit][2]int{
	{1, 0}, {0, 1}, {2, 0}, {1, 1}, {0, 2}, {3, 0}, {2, 1},
	{1, 2}, {0, 3}, {4, 0}, {3, 1}, {2, 2}, {1, 3}, {0, 4},
}

// primes are the fourteen primes' ids and names, in the order of pairs
// (spec §2.2; R2 says which dots are stated, derived or designed).
var primes = [perSuit][2]string{
	{"prime_toothpick", "Toothpick"}, {"prime_ink_spot", "Ink Spot"},
	{"prime_snow_angel", "Snow Angel"}, {"prime_java_man", "Java Man"},
	{"prime_night_owl", "Night Owl"}, {"prime_cloud_walker", "Cloud Walker"},
	{"prime_male_being", "Male Being"}, {"prime_hat_man", "Hat Man"},
	{"prime_zero_fun", "Zero Fun"}, {"prime_cave_woman", "Cave Woman"},
	{"prime_top_dog", "Top Dog"}, {"prime_alpha_man", "Alpha Man"},
	{"prime_delta_bird", "Delta Bird"}, {"prime_black_knight", "Black Knight"},
}

// parts are the heads', bodies' and legs' names, in the order of pairs
// (spec §2.3: art motifs only, no rules effect).
var parts = [3][perSuit]string{
	{"Pointy Hat", "Eye Patch", "Crown", "Goggles", "Hood", "Feather Helm", "Viking Helm",
		"Top Hat", "Ninja Mask", "Halo", "Knight Visor", "Robot Dome", "Pirate Tricorn", "Skull Mask"},
	{"T-Shirt", "Vest", "Toga", "Striped Sweater", "Trench Coat", "Chef Jacket", "Caped Chest",
		"Leather Jacket", "Tuxedo", "Armor Plate", "Lab Coat", "Chainmail", "Bomber Jacket", "Dark Robe"},
	{"Bare Feet", "Sneakers", "Skirt", "Jeans", "Boots", "Tights", "Kilt",
		"Cargo Pants", "Riding Boots", "Roller Skates", "Stilts", "Peg Leg", "Ski Pants", "Rocket Boots"},
}

// SuitOf is card c's suit.
func SuitOf(c int) Suit { return Suit(c / perSuit) }

// Dots are card c's white and black dots.
func Dots(c int) (w, b int) {
	p := pairs[c%perSuit]
	return p[0], p[1]
}

// Name is card c's name: "Cave Woman", "Pointy Hat".
func Name(c int) string {
	switch {
	case c == Hidden:
		return "a hidden card"
	case c < 0 || c >= NumCards:
		return fmt.Sprintf("card #%d", c)
	}
	if SuitOf(c) == Prime {
		return primes[c%perSuit][1]
	}
	return parts[SuitOf(c)-1][c%perSuit]
}

// ID is card c's stable id from the spec: "prime_cave_woman", "head_w1_b3".
func ID(c int) string {
	if SuitOf(c) == Prime {
		return primes[c%perSuit][0]
	}
	w, b := Dots(c)
	return fmt.Sprintf("%s_w%d_b%d", SuitOf(c), w, b)
}

// CardByID finds a card by its id.
func CardByID(id string) (int, bool) {
	for c := range NumCards {
		if ID(c) == id {
			return c, true
		}
	}
	return NoCard, false
}

// Label is a card for the log: its name and dots, "Cave Woman (4○ 0●)".
func Label(c int) string {
	if c < 0 || c >= NumCards {
		return Name(c)
	}
	w, b := Dots(c)
	return fmt.Sprintf("%s (%d○ %d●)", Name(c), w, b)
}

// dotsOf sums the dots of cards, skipping NoCard.
func dotsOf(cards ...int) (w, b int) {
	for _, c := range cards {
		if c >= 0 {
			cw, cb := Dots(c)
			w, b = w+cw, b+cb
		}
	}
	return w, b
}
