// Package dieinthedungeon is the rules engine of DIE in the Dungeon!, the
// solo dice game of the collection: you play a monster creature trapped in a
// dungeon of hero tiles, fighting hero parties with stat dice that upgrade
// and downgrade. Two creatures can also race each other (the Duel).
//
// The spec (../shared/specs/dieinthedungeon.md) stands where it and the
// rulebook disagree; rulings are cited as R-numbers, its sections as §.
// Files follow the spec:
//
//   - Components (§2): dice.go the polyhedral dice, the dice-type chart, the
//     Hero Die and the DieNamic dice; board.go the creature board;
//     creatures.go the five creatures, their board abilities and ability
//     cards; heroes.go the Hero Chart; epics.go the Epic heroes, the
//     DieMaster and the Epic tiles; allies.go the Bard, the Kobold and the
//     Diesplacer Beast; tokens.go the DieMinions and tokens; effects.go and
//     tiles.go the 68 tiles; supply.go the supply; maps.go and guide.go the
//     Dungeon Guide maps.
//   - Dice in play: statdice.go gains that upgrade and losses that downgrade
//     (R11–R16); xp.go the XP track and pips (§2.4); party.go a Combat's
//     party: totals, attacks and legal targets (R17, R20, R22).
//   - The game: state.go the State; setup.go §4; decision.go what each
//     decision offers and does; actions.go the action encoding and Apply
//     (a forced step plays itself); turn.go §5.1 (turn, move, tile effect,
//     CHECK_LOSS, CHECK_WIN); attack.go §5.4 traps and §5.6 your attack with
//     their modify loop; combat.go §5.2–§5.3 (setup, rounds, hits, the end
//     of a Combat); heroattack.go §5.5 hero rolls; damage.go damage splits;
//     abilities.go the abilities, cards and stat tokens.
//   - Around it: hidden.go §7 (View, Determinize); evaluate.go the bots'
//     greedy hook (§11); tell.go what happens as events (a code and its
//     numbers) and Tell, their sentences; words.go the moves' words and the
//     hints; rules.go the registration; rulestext.go the rules reader's
//     text.
//
// Every component has the stable string id the spec gives it (saves and
// sprite names use them); the XByID helpers turn an id into an index into
// the package's tables, which are read-only.
package dieinthedungeon
