// Package dieinthedungeon holds the components of DIE in the Dungeon!, the
// solo dice game of the collection: you play a monster creature trapped in a
// dungeon of hero tiles, fighting hero parties with stat dice that upgrade
// and downgrade.
//
// So far it holds the component data and the creature board's dice rules;
// the turn, combat and the State come next. The data is transcribed from
// the spec's §2 (../shared/specs/dieinthedungeon.md; where it and the rulebook
// disagree the spec stands): dice.go the polyhedral dice, the dice-type
// chart, the Hero Die and the DieNamic dice and XP (§2.1, §2.4), board.go
// the creature board (§2.2), creatures.go the five creatures with their
// board abilities and ability cards (§2.3), heroes.go the hero cards and the
// Hero Chart (§2.5), epics.go the Epic heroes, the DieMaster and the six Epic
// tiles (§2.6), allies.go the Bard, the Kobold and the Diesplacer Beast
// (§2.7), tokens.go the DieMinions and tokens (§2.8), effects.go the tile
// effects and tiles.go the 68 dungeon tiles (§2.9), supply.go the supply
// summary (§2.10), maps.go the map types and guide.go the Dungeon Guide maps
// (§2.11). statdice.go is the board's dice in play: gains that upgrade,
// losses that downgrade, two of a type at most (R11–R16); xp.go the XP
// track and DieNamic pips (§2.4); party.go a Combat's hero party: totals,
// attacks and legal targets (R17, R20, R22).
//
// Every component has the stable string id the spec gives it (saves and
// sprite names use them); the XByID helpers turn an id into an index into
// the package's tables, which are read-only.
package dieinthedungeon
