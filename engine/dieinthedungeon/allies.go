package dieinthedungeon

// AllySide is one face of an ally or special card.
type AllySide struct {
	ID, Name string
	Text     string
}

// Ally is an ally card the creature gains from a token (§2.7).
type Ally struct {
	ID, Name string
	// Sides are the card's faces; a single-sided card has one.
	Sides []AllySide
	Text  string
}

// Allies are the two ally cards, Kobold and Diesplacer Beast.
var Allies = [2]Ally{
	{ID: "ally_kobold", Name: "Kobold",
		Sides: []AllySide{
			{"kobold_peek", "Sneak Peek", "Once this turn, before your Move choice, look at the face of one tile you could move to (private)."},
			{"kobold_shove", "Lucky Shove", "Once this turn, +2 to one of your own attack or Stat Check rolls (used in the modify step)."},
		},
		Text: "When gained, choose the face-up side. Flips at the end of each of your turns, used or not."},
	// Single-sided: its one side carries the card's id and its effect.
	{ID: "ally_diesplacer", Name: "Diesplacer Beast",
		Sides: []AllySide{{"ally_diesplacer", "Diesplacer Beast", "Use in any Ability step (free, no AP; not blocked by Patriarch or Sanctified). For the rest of this Combat every hero attack roll (Powder Keg, Arrow and DieMaster included) uses a die one size smaller (d4 stays d4). Discarded at the end of that Combat."}}},
}

// KoboldShoveBonus is what Lucky Shove adds to one of your rolls.
const KoboldShoveBonus = 2

// AllyByID finds an ally card's index in Allies.
func AllyByID(id string) (int, bool) {
	for i := range Allies {
		if Allies[i].ID == id {
			return i, true
		}
	}
	return -1, false
}

// BardSide is one side of the Bard card: the stats it adds to the party
// totals and what it adds to every hero attack roll.
type BardSide struct {
	ID, Name  string
	Stats     Stats
	RollBonus int
	// MinLevel is the lowest "highest party level" that calls for this
	// side (Epic heroes count as 5): the 3/4 side from level 3.
	MinLevel int
}

// BardID is the Bard card's id. The Bard joins the heroes, triggers no
// attack, is never a legal target, never counts as a hero for Fire Strike,
// Powder Keg or perks, and leaves (0 XP) when the Combat ends (§2.7).
const BardID = "bard"

// BardSides are the Bard card's two sides, 1/2 then 3/4.
var BardSides = [2]BardSide{
	{"bard_12", "Lute of Courage", Stats{1, 1, 1}, 1, 1},
	{"bard_34", "Anthem of Heroes", Stats{2, 2, 2}, 2, 3},
}

// BardSideFor is the side the Bard takes in a party whose highest level
// is maxLevel.
func BardSideFor(maxLevel int) BardSide { return BardSides[BardSideIndex(maxLevel)] }

// BardSideIndex is BardSideFor as an index into BardSides (a party member
// stores its side so).
func BardSideIndex(maxLevel int) int {
	if maxLevel >= BardSides[1].MinLevel {
		return 1
	}
	return 0
}
