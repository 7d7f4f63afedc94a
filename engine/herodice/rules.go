package herodice

import "github.com/herotable/herotable/engine"

// GameID is the id Hero Dice registers under.
const GameID = "herodice"

// RulesVersion is bumped when old logs would replay differently.
const RulesVersion = 1

// rolloutLimit is where bots' random playouts stop and Evaluate scores the
// position: a few fights' worth of random play.
const rolloutLimit = 60

func init() {
	engine.Register(engine.Info{
		ID: GameID, Title: "Hero Dice", Order: 3,
		// Hidden (offered with -dev only) until its table lands: the
		// generic table is no way for a player to meet it (issue 15).
		Hidden:     true,
		Pitch:      "Solo: build a dungeon card by card, fight its mobs with the Warrior's dice, and beat the boss.",
		MinPlayers: 1, MaxPlayers: 1, DefaultPlayers: 1, RulesVersion: RulesVersion,
		Options: []engine.OptionSpec{
			{Key: OptMode, Label: "Mode", Choices: []string{ModeStandard, ModeDeep}, Labels: []string{"Standard", "Deep Delving"},
				Notes:   []string{"One level: beat its boss to win.", "Level after level, each harder, until you fall or retire; stairs may skip a boss."},
				Default: ModeStandard},
			{Key: OptMapMode, Label: "Map", Choices: []string{MapGrid, MapStack}, Labels: []string{"Grid", "Stack"},
				Notes:   []string{"Lay the dungeon out: each new card must join the exit you take.", "Each card simply goes on the one before."},
				Default: MapGrid},
		},
		Rules: rulesText,
		New: func(_ int, seed uint64, opts engine.Options) (engine.State, error) {
			return New(seed, opts)
		},
		Empty:        func() engine.State { return &State{} },
		Evaluate:     Evaluate,
		Tell:         Tell,
		Headline:     Headline,
		RolloutLimit: rolloutLimit,
		Figures:      Figures,
	})
}

// rulesText is the rules reader's text, in our own words.
const rulesText = `Hero Dice is played alone. Your Warrior walks into a dungeon that is built one card at a time, meets what waits in each room, gathers gear, and at the end faces the level's boss. Every fight is dice against dice: your red hero die (with white combat dice from your weapons) against the foe's white dice.

## Your hero
The Warrior starts with 50 health, no gear, and room for 5 items. Two weapons, one armour and up to five items can be carried; a Backpack makes room for two more items. Each weapon adds white combat dice to your rolls. Armour raises your health and its maximum, or takes a wound off every round you lose. Health never goes above its maximum. If it falls to 0 or below you are slain, unless a Phoenix Feather burns in your place and you stand again at 15.

## Exploring
The first dungeon card is laid out for you and you stand on it. Then, with Grid, pick an arrow leading out of any card on the map to an empty space; the next dungeon card that has an arrow back towards it is laid there, and cards that do not fit go to the bottom of the deck. Only exits some remaining card can fit are offered. With Stack, just draw the next card. When the dungeon deck runs out, or no exit can be used, you face the boss. You may drink a Healing Potion while exploring.

## Glows
A card's golden glows each give you a treasure; its red glows each bring an encounter. Treasure comes first, then the encounters, one at a time. A treasure may be kept (weapons, items), put on (armour), swapped for something you hold, or left: whatever you give up or leave goes into your XP pool and counts for your score. An encounter is a mob to fight, a trap to test, a Wandering Healer (+10 health) or an Ambush (another encounter at once). Between encounters of one card you may drink a Healing Potion.

## Traps
Roll the hero die alone: the trap's toughness or more gets you through, and no ability fires. A Rope adds 2 against traps you climb. A failed check costs the wounds on the card, and armour does not help. Before the roll you may drink a Healing Potion; get past the Sleeping Dragon and you take a treasure from its hoard.

## A round of combat
Before each roll you may use items (Healing Potion, Potion of Strength, Fire Bomb, Smoke Bomb) or flee. Then roll your hero die and your combat dice while the foe rolls its dice. Compare the best die on each side. The higher one deals the difference as wounds; a mob that wins also adds its attack. Equal highs deal nothing. If your hero die is your best die (ties count) and shows 2 or more, its ability may be used, whoever won:
- 2 Ignore Pain: recover 5 after the wounds.
- 3 Warriors Resolve: one more combat die next roll.
- 4 Cleave: 5 more wounds to the foe.
- 5 Disarm: the foe rolls one die fewer next roll.
- 6 Mortal Wound: 10 more wounds to the foe.
Wounds land on both sides together, but your health is checked first: if you fall, the foe's wounds do not matter. Healing comes after that, and only for whoever is still standing. A Lucky Charm lets you roll the hero die again once, after seeing a roll.

## Fleeing
You may run from a mob (never a boss) before any roll by paying cards from your XP pool or your gear whose XP adds up to the mob's XP, with no card more than needed. You pick the cards one at a time, from the lowest XP up, and only cards that can still make such a payment are offered. Paid cards leave the game; the mob gives no XP. A Smoke Bomb gets you away for free.

## The boss
The boss waits face down until the end of the level and cannot be fled. It has a ring of six powers: each round, the power matching the boss's best die fires, wounding or draining you, healing or shielding the boss, or changing the next roll.

## Scoring
Defeated foes and the treasure you gave up fill your XP pool. When a level ends, the pool's XP times the level number is banked. Your score is what is banked plus the pool times the current level, and it earns a title from Unranked and Pigfarmer up to Dungeon Master (51,200).

## Deep Delving
In Deep Delving the levels go on. After each level you may delve deeper or retire with your score. Going down, you keep your gear and your wounds, everything else is shuffled back, and every foe has 5 more health per level. Stairs Down cards let you leave a level early when you step on them, skipping its boss.`
