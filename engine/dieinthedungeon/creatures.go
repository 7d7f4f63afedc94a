package dieinthedungeon

import "strings"

// Window is a set of the moments an ability or card may be used (§2.3).
type Window uint8

const (
	// WindowTurn (T) is the start-of-turn window, before or after Power Up.
	WindowTurn Window = 1 << iota
	// WindowRound (R) is the combat Ability step.
	WindowRound
	// WindowTrap (X) is a trap's Stat Check, before or after the roll.
	WindowTrap
)

// String writes the window as the spec does: "T/R".
func (w Window) String() string {
	var parts []string
	for i, name := range []string{"T", "R", "X"} {
		if w&(1<<i) != 0 {
			parts = append(parts, name)
		}
	}
	return strings.Join(parts, "/")
}

// Ability is one of a creature board's two reusable special abilities; it
// costs AP and may be used at most once per window.
type Ability struct {
	ID, Name string
	Cost     int // AP
	Windows  Window
	Text     string // the effect, for tooltips; the rules engine acts on ID
}

// AbilityCard is one of a creature's four ability cards, used once per game.
type AbilityCard struct {
	ID, Name  string
	Cost      int // AP
	Windows   Window
	Text      string
	BattleCry string // shown in a speech bubble when the card is used
}

// Creature is a playable monster: its board abilities and ability cards.
type Creature struct {
	ID, Name  string
	Abilities [BoardAbilities]Ability
	Cards     [4]AbilityCard
}

const (
	tw  = WindowTurn
	rw  = WindowRound
	xw  = WindowTrap
	trw = WindowTurn | WindowRound
)

// Creatures are the five creatures of §2.3 (abilities and cards all (D)).
var Creatures = [5]Creature{
	{ID: "deyeroller", Name: "The Deyeroller",
		Abilities: [2]Ability{
			{"dey_evil_eye", "Evil Eye", 2, rw, "Pick Might, Agility or Magic: this round the heroes make no attacks of that type (all Rogue-perk attacks too, if Agility)."},
			// The spec first lists the Hero Die and start-of-round rolls, then
			// says the ability never reaches them (they come before the
			// Ability step); the text keeps only what it can reach.
			{"dey_twist_fate", "Twist Fate", 1, rw, "Once this round, right after any one die roll, you may have it rerolled. The new result stands. It only covers rolls made after it is activated in this round's Ability step: hero attacks, your attack, DieMinion rolls."},
		},
		Cards: [4]AbilityCard{
			{"deyeroller_c1", "Mesmerize", 3, rw, "Make 1 hit.", "Look into my eyes… and sleep."},
			{"deyeroller_c2", "Many Eyes", 1, xw, "Automatically pass this Stat Check.", "I saw that coming."},
			{"deyeroller_c3", "Unblinking Stare", 2, rw, "For the rest of this Combat, hero attacks never auto-hit on their die's maximum.", "Nothing escapes my gaze."},
			{"deyeroller_c4", "Far Sight", 1, tw, "Look at the faces of up to 2 unexplored tiles anywhere on the map (private).", "I see all your little secrets."},
		}},
	{ID: "troll", Name: "The Troll O' Bones",
		Abilities: [2]Ability{
			{"troll_regenerate", "Regenerate", 2, trw, "Gain 2 Health (may upgrade)."},
			{"troll_bone_shield", "Bone Shield", 2, rw, "The first hero attack that hits you this round deals no damage and has no Bonus effect."},
		},
		Cards: [4]AbilityCard{
			{"troll_c1", "Bone Feast", 3, trw, "Gain 4 Health (may upgrade).", "Crunchy heroes, yum!"},
			{"troll_c2", "Thick Hide", 2, rw, "This round, ignore all damage and Bonus effects of hero attack rolls made after it is used.", "Is that all you've got?"},
			{"troll_c3", "Carve Dice", 1, trw, "Take a d6 DieMinion from the supply (else d4, else nothing).", "These bones will roll nicely."},
			{"troll_c4", "Bog Bulk", 3, trw, "+2 Might and +2 Agility (may upgrade).", "Big troll, bigger dice!"},
		}},
	{ID: "diemon", Name: "The Diemon",
		Abilities: [2]Ability{
			{"diemon_fire_strike", "Fire Strike", 3, rw, "Roll a d6. If the result is at most the number of countable heroes in the party (all but the Bard, Dwarf and Elf), make 1 hit."},
			{"diemon_brute_force", "Brute Force", 2, rw, "+3 to your attack roll this round."},
		},
		Cards: [4]AbilityCard{
			{"diemon_c1", "Inferno", 4, rw, "Make 2 hits, one after the other (legal targets are worked out again after each).", "Burn, little heroes, burn!"},
			{"diemon_c2", "Scorched Path", 2, xw, "Ignore this trap: no roll, no damage.", "Nothing burns hotter than me."},
			{"diemon_c3", "Infernal Rage", 1, rw, "This round you may boost your attack roll by lowering any of Might, Agility or Magic, not only the stat you attack with.", "RAAAGH!"},
			{"diemon_c4", "Demonic Pact", 3, trw, "+3 Might (may upgrade).", "Power… at any price."},
		}},
	{ID: "dierake", Name: "The Dierake",
		Abilities: [2]Ability{
			{"dierake_hoard", "Hoard", 2, trw, "Take one DieMinion from the supply: a d6, else a d4, else nothing."},
			{"dierake_dice_storm", "Dice Storm", 3, rw, "This round, if your attack succeeds, you may discard any number of DieMinion tokens: each one makes 1 extra hit."},
		},
		Cards: [4]AbilityCard{
			{"dierake_c1", "Treasure Trove", 3, trw, "Take 2 DieMinions, each the largest type left in the supply.", "Mine! All mine!"},
			{"dierake_c2", "Loaded Dice", 2, rw, "For the rest of this Combat, each DieMinion you roll counts as its maximum face (no roll).", "Heads I win, tails you lose."},
			{"dierake_c3", "Shiny Distraction", 1, rw, "The heroes make no Agility attacks this round.", "Oooh… shiny!"},
			{"dierake_c4", "Golden Rake", 4, rw, "Discard up to 3 DieMinion tokens: 1 hit for each one discarded.", "Rake 'em in!"},
		}},
	{ID: "tombstones", Name: "Tombstones, the Undied Knight",
		Abilities: [2]Ability{
			{"tomb_shield_wall", "Shield Wall", 2, rw, "−2 to every hero attack roll this round (final value only; auto-hits are not affected)."},
			{"tomb_dread", "Dread", 3, rw, "One non-Epic hero of your choice flees."},
		},
		Cards: [4]AbilityCard{
			{"tombstones_c1", "Undying", 3, trw, "Gain 3 Time (max 20).", "Death is not the end."},
			{"tombstones_c2", "Terrify", 2, rw, "Every level-1 hero in the party flees.", "Run, little ones."},
			{"tombstones_c3", "Grave Blade", 1, rw, "+2 to your attack roll this round.", "My blade is eternal."},
			{"tombstones_c4", "Rise Again", 4, trw, "Gain 3 Health (may upgrade) and 2 Time.", "I always come back."},
		}},
}

// CreatureByID finds a creature's index in Creatures.
func CreatureByID(id string) (int, bool) {
	for i := range Creatures {
		if Creatures[i].ID == id {
			return i, true
		}
	}
	return -1, false
}

// AbilityByID finds a board ability: its creature's index and its place on
// the board (0 or 1).
func AbilityByID(id string) (creature, ability int, ok bool) {
	for i := range Creatures {
		for j, a := range Creatures[i].Abilities {
			if a.ID == id {
				return i, j, true
			}
		}
	}
	return -1, -1, false
}

// AbilityCardByID finds an ability card: its creature's index and the
// card's place among the creature's four (0–3).
func AbilityCardByID(id string) (creature, card int, ok bool) {
	for i := range Creatures {
		for j, c := range Creatures[i].Cards {
			if c.ID == id {
				return i, j, true
			}
		}
	}
	return -1, -1, false
}
