// Package heromustdie is the rules engine of Hero Must Die!, the worker
// placement game of the collection: evil mages share a five-floor dungeon,
// send goblins to eight locations for gold, slaves and magic, build traps
// and rooms, hire monsters, and defend their floors against three hero
// parties while plotting against each other at court.
//
// The spec (../shared/specs/heromustdie.md) stands where it and the
// rulebook disagree; rulings are cited as R-numbers, its sections as §.
// Files follow the spec:
//
//   - Components (§2): components.go the strength colours, families and
//     card types; cards.go the 18 heroes, 30 monsters and 15 traps;
//     plots.go the 24 plot cards; events.go the 16 event cards; board.go
//     the locations and their 22 boxes, the VP track, the party track.
//   - The game: state.go the State; flow.go the phases, the decisions
//     (Stage) and the driver that runs the procedure between them;
//     actions.go the action encoding and Apply; setup.go §4; turn.go the
//     Beginning, Planning and Event phases (§5.1–§5.3) and the turn's end;
//     dungeon.go the duty ring and front floor (§3.3), evil moves (§5.9),
//     parties entering and leaving (§5.10), VP and elimination (§5.12).
//   - The Action phase (§5.4–§5.6): boxes.go the order and the simple
//     boxes; throne.go the Throne room; build.go the Building room;
//     hire.go the Monster pit; castle.go the Castle.
//   - The Invasion phase (§5.7–§5.11): invasion.go the steps I1–I4;
//     fight.go the fight's state; combat.go the combat rounds (§5.8);
//     blows.go the events of each wound, heal, death and level-up;
//     result.go the result, penalties and conquest (§5.11).
//   - The Court phase (§5.13): court.go income, order, function cards and
//     reactions; quests.go the thirteen quests' conditions and effects.
//   - The end: scoring.go final scoring (§8).
//   - Around it: hidden.go §7 (View, Determinize); evaluate.go the bots'
//     greedy hook (§11); tell.go what happened as data (the event codes
//     and their numbers) and Tell, the log's sentences made from them;
//     words.go the prompts, the actions' words and the private lines;
//     rules.go the registration; rulestext.go the rules reader's text.
//
// Every component has the stable string id the spec gives it (saves and
// sprite names use them); an index into a table is a card's number in the
// state.
package heromustdie
