package dieinthedungeon

import "fmt"

// HeroType is a basic hero's type (§2.5).
type HeroType int

const (
	Fighter HeroType = iota
	Rogue
	Wizard
	Cleric
	NumHeroTypes = 4
)

// Hero cards (§2.5, R3): four levels of each type, four copies of each.
const (
	MaxHeroLevel = 4
	HeroCopies   = 4
	// BonusThreshold is the final attack value from which a hit triggers
	// its type's Bonus (R19).
	BonusThreshold = 10
)

// HeroTypeInfo is what a hero type does: the attack it triggers, its perk
// (two or more of the type in the party) and its secondary ability.
type HeroTypeInfo struct {
	ID, Name string
	Attack   Stat // NoStat for the Cleric
	Perk     Power
	Bonus    Power
}

// Power is a named special ability and its effect, for tooltips; the rules
// engine acts on what it belongs to, not on the text.
type Power struct{ Name, Text string }

// HeroTypes are the four basic hero types, in HeroType order.
var HeroTypes = [NumHeroTypes]HeroTypeInfo{
	{"fighter", "Fighter", Might,
		Power{"Brothers in Arms", "+(n−1) to the party's Might attack rolls (n counted when rolling)."},
		Power{"Crushing Blow", "A Might attack that hits with a final value ≥ 10 deals 2 damage instead of 1."}},
	{"rogue", "Rogue", Agility,
		Power{"Ambush", "In round 1 only, the party makes n Agility attacks instead of 1."},
		Power{"Pickpocket", "An Agility attack that hits with a final value ≥ 10 also removes 1 AP (if you have any)."}},
	{"wizard", "Wizard", Magic,
		Power{"Time Drain", "Before combat, you lose n−1 Time."},
		Power{"Time Warp", "A Magic attack that hits with a final value ≥ 10 also costs you 1 Time."}},
	// Silence is designed (D); Sanctuary has no roll Bonus (R18).
	{"cleric", "Cleric", NoStat,
		Power{"Silence", "Before combat, you lose n−1 AP (not below 0)."},
		Power{"Sanctuary", "While any Cleric is in the party, only Clerics may be hit. No roll Bonus."}},
}

func (t HeroType) String() string {
	if t < 0 || t >= NumHeroTypes {
		return fmt.Sprintf("hero type #%d", int(t))
	}
	return HeroTypes[t].Name
}

// HeroChart is the Hero Chart (§2.5, (D) where the rulebook's examples do
// not fix a value, R2): Might/Agility/Magic by type and level 1–4.
var HeroChart = [NumHeroTypes][MaxHeroLevel]Stats{
	Fighter: {{4, 2, 1}, {6, 4, 2}, {8, 5, 3}, {10, 6, 3}},
	Rogue:   {{2, 4, 1}, {3, 8, 1}, {4, 10, 2}, {5, 12, 2}},
	Wizard:  {{1, 1, 6}, {1, 3, 8}, {2, 4, 10}, {2, 5, 12}},
	Cleric:  {{2, 2, 2}, {3, 3, 3}, {4, 4, 4}, {5, 5, 5}},
}

// HeroCard is one basic hero card: a type at a level 1–4.
type HeroCard struct {
	Type  HeroType
	Level int
}

// Valid reports whether the card is on the Hero Chart.
func (h HeroCard) Valid() bool {
	return h.Type >= 0 && h.Type < NumHeroTypes && h.Level >= 1 && h.Level <= MaxHeroLevel
}

// Stats are the card's Might/Agility/Magic from the Hero Chart.
func (h HeroCard) Stats() Stats { return HeroChart[h.Type][h.Level-1] }

// ID is the card's id: "fighter_L2".
func (h HeroCard) ID() string {
	if !h.Valid() {
		return fmt.Sprintf("hero#%d_L%d", int(h.Type), h.Level)
	}
	return fmt.Sprintf("%s_L%d", HeroTypes[h.Type].ID, h.Level)
}

// String names the card for the log: "Fighter L2".
func (h HeroCard) String() string { return fmt.Sprintf("%s L%d", h.Type, h.Level) }

// Words name the card in a sentence as the table does: "the Fighter
// (level 2)" (the rulebook's level tags mean nothing to a newcomer).
func (h HeroCard) Words() string { return fmt.Sprintf("the %s (level %d)", h.Type, h.Level) }

// HeroCardByID finds a hero card by its id.
func HeroCardByID(id string) (HeroCard, bool) {
	for t := range HeroType(NumHeroTypes) {
		for l := 1; l <= MaxHeroLevel; l++ {
			if h := (HeroCard{t, l}); h.ID() == id {
				return h, true
			}
		}
	}
	return HeroCard{}, false
}
