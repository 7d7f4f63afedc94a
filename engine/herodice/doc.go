// Package herodice is the rules engine of Hero Dice (Set 1, "The Warriors
// Resolve"), a solo dungeon crawl: the Warrior explores a dungeon built
// card by card, fights its mobs with the red hero die and white combat
// dice, gathers gear and XP, and faces a boss at the end of each level.
//
// Files follow the spec (../shared/specs/herodice.md): cards.go the
// components (§2), dice.go the dice (§2.7),
// state.go the state and its zones (§2.8), setup.go setup and the start of
// a level (§4), explore.go EXPLORE and the grid (§5.6, §3), glow.go the
// glow loop and encounters (§5.2), treasure.go TREASURE_DECISION and the
// holding limits (§5.3, R14, R30), check.go toughness checks (§5.4),
// combat.go a fight's rounds (§5.5), flee.go fleeing (R13), boss.go the
// boss and its ring (§5.7, §2.6), levelend.go the stairs and the level's
// end (§5.1, §5.8), scoring.go the score, the game's end and the Delver
// Leaderboard (§8), stats.go the figures herosim play reports (levels
// cleared, the XP score), actions.go the action encoding and Apply,
// words.go what actions say and why one is refused, tell.go what happened
// as data (the event codes) and the log's sentence for each, hidden.go
// views and determinization (§7, §11), evaluate.go the greedy bot's hook
// (§11), rules.go the registration and the rules text.
// Rulings of the spec are cited as R1…R38.
package herodice

//go:generate msgp -file=. -o=msgp_gen.go -io=false -tests=false

// Only the state is saved; the card tables and helper types are not.
//msgp:ignore DungeonCard TreasureCard EncounterCard BossCard Power Title Entry Exit Kind Ability Dir Exits Deck EncKind Tier Trait EventKind TreasureType ItemKind PowerKind
