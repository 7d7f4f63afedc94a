package dieinthedungeon

import (
	"fmt"
	"slices"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/tablekit"
)

// A click on a thing that plays nothing now says why in the game's terms
// ("Unblinking Stare needs 2 AP; you have 0."), not the core's "Not a
// choice now".

// Refusal is why a click on spot s does nothing now (the core asks it
// when the viewer decides and s offers nothing).
func (t *Table) Refusal(s *spot) string {
	if s.Key.Kind == atSeat && s.Hint != "" {
		// A Duel creature's block shows its whole board when clicked too:
		// the click hushes the tooltip until the pointer leaves, and
		// play-test 23 (#2), having clicked, hovered on and saw nothing.
		return s.Hint
	}
	return refusalOf(t.state(), s.Key)
}

// openWindow is the moment of st in which abilities and cards may be used
// (0: none).
func openWindow(st *dd.State) dd.Window {
	switch st.Stage {
	case dd.StTurnStart, dd.StPostPower:
		return dd.WindowTurn
	case dd.StTrapPre:
		return dd.WindowTrap
	case dd.StBoost:
		if st.Roll.Kind == dd.RollTrap {
			return dd.WindowTrap
		}
	case dd.StAbility:
		return dd.WindowRound
	}
	return 0
}

// useWhy is why an ability or card (name, cost, windows) cannot be used
// in st; used says it is spent (once a game for a card; once this
// turn/round for a board ability, said by once).
func useWhy(st *dd.State, id, name string, cost int, w dd.Window, used bool, once string) string {
	ap := st.Mons[st.Turn].Board[dd.SlotAbility].Value
	switch {
	case used:
		return name + " is spent: " + once + "."
	case blocked(st, w):
		return name + " is blocked: " + blockWhy(st) + "."
	case openWindow(st)&w == 0:
		return fmt.Sprintf("%s: only %s, not now.", name, windowWords(w))
	case cost > ap:
		return fmt.Sprintf("%s needs %d AP; you have %d.", name, cost, ap)
	}
	if why, ok := nothingWhy[id]; ok {
		return name + " would do nothing now: " + why + "."
	}
	return name + " would do nothing now."
}

// nothingWhy says, by ability or card id, when it does nothing (the
// engine's test of it, in words): "Far Sight would do nothing now." gave
// no reason (play-test 20).
var nothingWhy = map[string]string{
	"deyeroller_c4":      "every face-down tile left is one you have already seen",
	"tombstones_c2":      "no level-1 hero is here to flee",
	"tomb_shield_wall":   "the heroes make no attack this round, or it is in force already",
	"deyeroller_c3":      "the heroes make no attack this round, or it is in force already",
	"troll_c2":           "the heroes make no attack this round, or it is in force already",
	"troll_bone_shield":  "the heroes make no attack this round, or it is in force already",
	"dey_evil_eye":       "the heroes make no attack this round",
	"dierake_c3":         "the heroes make no Agility attack this round",
	"tomb_dread":         "no basic hero is here to flee",
	"diemon_fire_strike": "no hero here may be hit",
	"deyeroller_c1":      "no hero here may be hit",
	"diemon_c1":          "no hero here may be hit",
	"dierake_c1":         "the supply has no DieMinion left",
	"dierake_hoard":      "the supply has no d6 or d4 DieMinion left",
	"troll_c3":           "the supply has no d6 or d4 DieMinion left",
}

// refusalOf is why a click on the thing k names does nothing in st.
func refusalOf(st *dd.State, k spotKey) string {
	mo := &st.Mons[st.Turn]
	cr := &dd.Creatures[mo.Creature]
	switch k.Kind {
	case AtCard:
		if k.I < 0 || k.I >= len(cr.Cards) {
			break
		}
		cd := cr.Cards[k.I]
		return useWhy(st, cd.ID, cd.Name, cd.Cost, cd.Windows, mo.CardsUsed[k.I], "a card plays once a game")
	case AtAbility:
		if k.I < 0 || k.I >= len(cr.Abilities) {
			break
		}
		ab := cr.Abilities[k.I]
		return useWhy(st, ab.ID, ab.Name, ab.Cost, ab.Windows, st.Window[k.I], "once each "+oncePer(ab.Windows))
	case AtTile:
		if w, ok := firstWords[st.Stage]; ok && slices.Contains(st.Frontier(), k.I) {
			if apFull(st) {
				// The first button reads "Go on" at the AP maximum
				// (play-test 23): the refusal names it as it is shown.
				return firstWordsFull
			}
			return w
		}
	}
	return tablekit.WordOr(refusals, k.Kind, "")
}

// firstWords say what to do first when a tile the turn's Move step may
// explore is clicked before it (play-test 20: "Not a tile to explore now"
// read as the wrong tile, when only the step was wrong).
var firstWords = map[dd.Stage]string{
	dd.StTurnStart: "First power up (Power up), then rest if you wish: then you explore this tile.",
	dd.StPostPower: "First go on from After Power Up (Go on), then rest if you wish: then you explore this tile.",
	dd.StRest:      "First choose whether to rest: then you explore this tile.",
}

// firstWordsFull is firstWords at the turn's start when the creature holds
// the most AP it may and the first button reads "Go on" (see apFull).
const firstWordsFull = "First go on (Go on), then rest if you wish: then you explore this tile."

// refusals say, by kind of thing, when it is used, for a click on it at
// another moment.
var refusals = map[uint8]string{
	AtToken:      "Not now: DieMinions push your own roll (or cancel a hero's hit); a stat token raises its die when that die can grow.",
	AtAlly:       "Not now: the Kobold helps when you move or push a roll; the Diesplacer Beast in a Combat round's Ability step.",
	AtTile:       "Not a tile to explore now: you explore a face-down tile next to your creature or to an explored tile, in your turn's Move step.",
	AtHero:       "Not now: a hero is picked when your attack hits or a card makes a hit.",
	AtSlot:       "Not now: a stat die is lowered to push your roll, or takes damage when you are hit.",
	AtTrack:      "Not now: pips are spent on a roll being made.",
	atXP:         "This shows your XP; pips are spent on a roll being made.",
	atBoardToken: "Not now: a token on your board is used when its moment comes (its tooltip says when).",
	atCreature:   "This is your creature: its tooltip tells its abilities.",
	atTotals:     "This shows the party's totals, what your attack must beat.",
	atObjective:  "This is the map's objective.",
	atRound:      "This shows the Combat round.",
	atSupply:     "This is the shared DieMinion supply; tiles and cards take from it.",
	atOther:      "Not now: the places that glow are your choices.",
	atEffect:     "This is an effect in force: its tooltip says what it does.",
	atSeat:       "This is a creature's summary: its tooltip shows its whole board.",
}

// blocked reports whether a card or ability of windows w is off for the
// whole Combat on now (Holy Ground, Sanctified while a Cleric remains, the
// Patriarch): it is drawn with a "blocked" chip, and a click says why.
func blocked(st *dd.State, w dd.Window) bool {
	return w&dd.WindowRound != 0 && st.AbilitiesBlocked()
}

// blockWhy is what blocks the abilities and cards in the Combat of st.
func blockWhy(st *dd.State) string {
	switch st.Combat.Effect {
	case dd.HolyGround:
		return "Holy Ground allows no board abilities or ability cards in this Combat"
	case dd.Sanctified:
		return "Sanctified allows no board abilities or ability cards while a Cleric remains"
	}
	return "the Patriarch allows no board abilities or ability cards in this Combat"
}
