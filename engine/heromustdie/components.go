package heromustdie

// Component types of §2. The tables themselves live in cards.go (heroes
// and monsters), plots.go, events.go and board.go.

// Colour is a strength colour (§2): what a card fights with.
type Colour uint8

// The five strength colours, in the spec's order (also R24's tie order).
const (
	Brown  Colour = iota // melee
	Green                // range
	Black                // magic
	Yellow               // healing
	Blue                 // trap disarm, heroes only
	NumColours
)

// ColourIDs are the colours' ids as the spec, sprites and logs spell them.
var ColourIDs = [NumColours]string{"brown", "green", "black", "yellow", "blue"}

// ColourNames say what each colour does, for hints and tooltips.
var ColourNames = [NumColours]string{"melee", "range", "magic", "healing", "disarm"}

// Strength is a card's five strength values, indexed by Colour.
type Strength [NumColours]int8

// Max is the card's HP (§ terms: the largest strength, never a sum).
func (s Strength) Max() int8 {
	m := int8(0)
	for _, v := range s {
		m = max(m, v)
	}
	return m
}

// Hero is a hero card (§2.2).
type Hero struct {
	ID, Name string
	Level    int8
	Str      Strength
}

// Family is a monster family (§2.3): hiring from the row needs one owned.
type Family uint8

// The five families.
const (
	Beast Family = iota
	Dragon
	Demon
	Undead
	Elemental
	NumFamilies
)

// FamilyIDs are the families' ids.
var FamilyIDs = [NumFamilies]string{"beast", "dragon", "demon", "undead", "elemental"}

// Cost is a price in gold, slaves and MP.
type Cost struct{ Gold, Slaves, MP int8 }

// Monster is a monster card (§2.3).
type Monster struct {
	ID, Name string
	Family   Family
	Level    int8
	Cost     Cost
	Str      Strength
}

// HP is the printed HP.
func (m Monster) HP() int8 { return m.Str.Max() }

// Trap is a trap kind (§2.7): it may hit heroes with its colour.
type Trap struct {
	ID, Name string
	Colour   Colour
	Damage   int8
}

// Cost of building the trap before box discounts: damage in gold, 1 slave.
func (t Trap) Cost() Cost { return Cost{Gold: t.Damage, Slaves: 1} }

// TrapCopies is how many tokens of each trap kind exist (R65).
const TrapCopies = 3

// RoomCost is the price of a new room_3 or of a one-step upgrade (§2.6).
var RoomCost = Cost{Gold: 3, Slaves: 2}

// MaxBuildings is how many buildings a floor holds (R19).
const MaxBuildings = 5

// Room limits (§2.7): how many monsters a floor with a room of this size
// (0 = none) may send, and the highest level among them.
func roomCap(size int8) (monsters, level int8) {
	if size == 0 {
		return 2, 2
	}
	return size, size
}

// Card counts, as constants so that state arrays can be sized by them
// (msgp needs a named size); a test checks them against the tables.
const (
	NumTraps  = 15
	NumEvents = 16
	NumPlots  = 24
)
