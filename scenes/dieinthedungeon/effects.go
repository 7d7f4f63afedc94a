package dieinthedungeon

import "github.com/herotable/herotable/scenes/tablekit"

// effectTexts say a card's, an ability's or an ally's text as an effect,
// where the table shows it (play-test 29 #12: "Automatically pass this
// Stat Check." read as an order to the player). By the card's id; the
// engine's own words, which the rules reader keeps, stand for the others.
var effectTexts = map[string]string{
	"dey_evil_eye":       "You pick Might, Agility or Magic: this round the heroes make no attacks of that type (all Rogue-perk attacks too, if Agility).",
	"deyeroller_c1":      "You make 1 hit.",
	"deyeroller_c2":      "You pass this Stat Check without rolling.",
	"deyeroller_c4":      "You look at the faces of up to 2 unexplored tiles anywhere on the map (only you see them).",
	"troll_regenerate":   "You gain 2 Health (may upgrade).",
	"troll_c1":           "You gain 4 Health (may upgrade).",
	"troll_c2":           "This round, you ignore all damage and Bonus effects of hero attack rolls made after it is used.",
	"troll_c3":           "You take a d6 DieMinion from the supply (else a d4, else nothing).",
	"troll_c4":           "You gain +2 Might and +2 Agility (may upgrade).",
	"diemon_fire_strike": "You roll a d6: if it shows at most the number of countable heroes in the party (all but the Bard, Dwarf and Elf), you make 1 hit.",
	"diemon_c1":          "You make 2 hits, one after the other (legal targets are worked out again after each).",
	"diemon_c2":          "You ignore this trap: no roll, no damage.",
	"diemon_c4":          "You gain +3 Might (may upgrade).",
	"dierake_hoard":      "You take one DieMinion from the supply: a d6, else a d4, else nothing.",
	"dierake_c1":         "You take 2 DieMinions, each the largest type left in the supply.",
	"dierake_c4":         "You discard up to 3 DieMinion tokens: 1 hit for each one discarded.",
	"tombstones_c1":      "You gain 3 Time (max 20).",
	"tombstones_c4":      "You gain 3 Health (may upgrade) and 2 Time.",
	"kobold_peek":        "Once this turn, before your Move choice, you may look at the face of one tile you could move to (only you see it).",
	"ally_diesplacer":    "Usable in any Ability step (free, no AP; not blocked by Patriarch or Sanctified). For the rest of this Combat every hero attack roll (Powder Keg, Arrow and DieMaster included) uses a die one size smaller (d4 stays d4). Discarded at the end of that Combat.",
	"ally_kobold":        "When gained, you choose the side face up. It flips at the end of each of your turns, used or not.",
}

// effect is the text of the card, ability or ally with id as the table
// shows it: its effect (effectTexts), else the engine's text.
func effect(id, text string) string { return tablekit.WordOr(effectTexts, id, text) }
