package dieinthedungeon

import "fmt"

// Stat is one of the three stats heroes and Stat dice have: the attack
// types and the stats a trap checks.
type Stat int

const (
	Might Stat = iota
	Agility
	Magic
	NumStats = 3
	// NoStat marks a hero that triggers no attack (Cleric, Patriarch).
	NoStat Stat = -1
)

var statNames = [NumStats]string{"Might", "Agility", "Magic"}

func (s Stat) String() string {
	if s < 0 || s >= NumStats {
		return "no stat"
	}
	return statNames[s]
}

// Stats are a card's Might, Agility and Magic, written 4/2/1 in the spec.
type Stats [NumStats]int

func (s Stats) String() string { return fmt.Sprintf("%d/%d/%d", s[Might], s[Agility], s[Magic]) }

// Slot is one of the six die slots of the creature board, left to right
// (§2.2).
type Slot int

const (
	SlotTime Slot = iota
	SlotMight
	SlotAgility
	SlotMagic
	SlotHealth
	SlotAbility
	NumSlots = 6
)

var slotIDs = [NumSlots]string{"time", "might", "agility", "magic", "health", "ability"}

// ID is the slot's id: "time", "might" … "ability".
func (s Slot) ID() string {
	if s < 0 || s >= NumSlots {
		return fmt.Sprintf("slot#%d", int(s))
	}
	return slotIDs[s]
}

// SlotByID finds a board slot by its id.
func SlotByID(id string) (Slot, bool) {
	for s, x := range slotIDs {
		if x == id {
			return Slot(s), true
		}
	}
	return 0, false
}

// StatSlot is the board slot of a Stat die.
func StatSlot(s Stat) Slot { return SlotMight + Slot(s) }

// Stat is the stat a Stat-die slot holds; false for time, health, ability.
func (s Slot) Stat() (Stat, bool) {
	if s < SlotMight || s > SlotMagic {
		return NoStat, false
	}
	return Stat(s - SlotMight), true
}

// The creature board (§2.2), the same for every creature.
const (
	// TimeDie and AbilityDie are the fixed types of the time and ability
	// slots; they never change and always count for the type limit (R14).
	TimeDie    = D20
	AbilityDie = D4

	StartTime    = 20 // Time starts at 20 …
	MaxTime      = 20 // … and never goes above it
	StartAbility = 1  // AP starts at 1 …
	MaxAbility   = 4  // … and goes from 0 to 4
	MinStat      = 1  // a Stat die is never reduced below 1
	// MaxDiceOfType is the most dice of one type on a board, counting all
	// six slots.
	MaxDiceOfType = 2
	// BoardAbilities is how many reusable special abilities a board has.
	BoardAbilities = 2
)

// SetupDice are the four dice the player puts, each at its maximum, under
// might, agility, magic and health in any order (§2.2).
var SetupDice = [4]DieType{D6, D8, D10, D12}
