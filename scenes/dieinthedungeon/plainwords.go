package dieinthedungeon

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// Plain words for the things on the table, as a player who has read only
// the rules reader knows them: no tile codes ("S2"), compass letters
// ("EW"), grid pairs ("(1,2)"), window letters ("R") or level tags ("L1").

// placeWords says where a map slot lies: "row 2, column 3".
func placeWords(p dd.Pos) string { return fmt.Sprintf("row %d, column %d", p.Row+1, p.Col+1) }

// exitWords lists a tile's openings: "north, east and west".
func exitWords(e dd.Exits) string {
	var out []string
	for i, d := range []string{"north", "east", "south", "west"} {
		if e&(1<<i) != 0 {
			out = append(out, d)
		}
	}
	return andList(out)
}

// andList joins words as a sentence does: "a, b and c".
func andList(w []string) string {
	switch len(w) {
	case 0:
		return ""
	case 1:
		return w[0]
	}
	return strings.Join(w[:len(w)-1], ", ") + " and " + w[len(w)-1]
}

// orList joins words with "or": "a, b or c".
func orList(w []string) string {
	if len(w) < 2 {
		return andList(w)
	}
	return strings.Join(w[:len(w)-1], ", ") + " or " + w[len(w)-1]
}

// kindWords names a tile kind with the letter its back shows: "a
// Four-Way crossing (Q)".
var kindWords = map[dd.TileKind]string{
	dd.DeadEnd:   "a Dead End (D)",
	dd.Corner:    "a Corner (C)",
	dd.TwoWay:    "a Straight passage (S)",
	dd.ThreeWay:  "a Three-Way junction (T)",
	dd.FourWay:   "a Four-Way crossing (Q)",
	dd.EpicTile:  "an Epic tile (E)",
	dd.StartTile: "a start tile",
}

// backWords says what a slot's back tells before it is explored.
func backWords(sl dd.MapSlot) string {
	switch {
	case sl.Lair:
		return "the LAIR, where the DieMaster waits"
	case sl.Kind == dd.StartTile:
		return "a start tile"
	}
	w := kindWords[sl.Kind]
	if w == "" {
		w = kindName(sl.Kind)
	}
	if sl.Level > 0 {
		w += fmt.Sprintf(", level %d (its heroes are level %d)", sl.Level, sl.Level)
	}
	return w
}

// heroWords names a party member: "the Cleric (level 1)", "the Barbarian".
func heroWords(m dd.Member) string {
	if m.Kind == dd.Basic {
		return fmt.Sprintf("the %s (level %d)", m.Hero.Type, m.Hero.Level)
	}
	return theName(m.Name())
}

// theName is a name with a leading "The" said mid-sentence: "the
// Deyeroller"; others stay as they are ("Tombstones, the Undied Knight").
func theName(name string) string {
	if rest, ok := strings.CutPrefix(name, "The "); ok {
		return "the " + rest
	}
	return name
}

// statWords says a hero's or a party's three stats.
func statWords(s dd.Stats) string {
	return fmt.Sprintf("Might %d, Agility %d, Magic %d", s[dd.Might], s[dd.Agility], s[dd.Magic])
}

// windows are the moments an ability or card may be used, in words, and
// the letter an ability card's foot shows for each.
var windows = []struct {
	w      dd.Window
	words  string
	letter string
}{
	{dd.WindowTurn, "at the start of your turn", "T"},
	{dd.WindowRound, "in a Combat round's Ability step", "R"},
	{dd.WindowTrap, "during a trap's Stat Check", "X"},
}

// windowWords says when a board ability may be used (the board shows no
// window letters).
func windowWords(w dd.Window) string { return sayWindows(w, false) }

// oncePer says what a board ability may be used once in: "turn", "round"
// ("once each time" read as nothing).
func oncePer(w dd.Window) string {
	var out []string
	for _, x := range []struct {
		w    dd.Window
		word string
	}{{dd.WindowTurn, "turn"}, {dd.WindowRound, "round"}, {dd.WindowTrap, "trap"}} {
		if w&x.w != 0 {
			out = append(out, x.word)
		}
	}
	return orList(out)
}

// cardWindowWords says when an ability card may be played, naming the
// letter its foot shows for each moment ("T on the card").
func cardWindowWords(w dd.Window) string { return sayWindows(w, true) }

func sayWindows(w dd.Window, letters bool) string {
	var out []string
	for _, x := range windows {
		if w&x.w == 0 {
			continue
		}
		if letters {
			out = append(out, x.words+" ("+x.letter+" on the card)")
		} else {
			out = append(out, x.words)
		}
	}
	return orList(out)
}

// creatureHere says whose creature stands on a tile: "Ada's creature, the
// Deyeroller, stands here."
func creatureHere(names []string, p engine.Player, creature int) string {
	name := theName(dd.Creatures[creature].Name)
	if w := who(names, p); w != "" {
		return fmt.Sprintf("%s's creature, %s, stands here.", w, name)
	}
	return fmt.Sprintf("%s stands here.", strings.ToUpper(name[:1])+name[1:])
}

// tokenText says what a token does, in the table's words where the
// engine's cite ids or rulings.
func tokenText(t dd.Token) string {
	switch t {
	case dd.TokKobold:
		a := dd.Allies[0]
		return fmt.Sprintf("Gain the Kobold, an ally card with two sides: %s (%s) or %s (%s) %s",
			a.Sides[0].Name, strings.TrimSuffix(a.Sides[0].Text, "."), a.Sides[1].Name, strings.TrimSuffix(a.Sides[1].Text, "."), a.Text)
	case dd.TokDiesplacer:
		return "Gain the Diesplacer Beast, an ally: " + dd.Allies[1].Sides[0].Text
	case dd.TokTime:
		return "+3 Time (max 20). Not while a loss of Time is being dealt with."
	}
	return t.Info().Text
}

// objectiveWords says a map's objective.
func objectiveWords(m *dd.Map) string {
	o := m.Objective
	switch o.Kind {
	case dd.ExploreAll:
		return "Explore every tile and win its Combat."
	case dd.DefeatDieMaster:
		return "Defeat the DieMaster in the LAIR."
	}
	var epics []string
	for _, id := range o.Epics {
		if ti, ok := dd.TileByID(id); ok {
			epics = append(epics, "the "+dd.Epics[epicOf(dd.Tiles[ti])].Name+" (an Epic tile)")
		}
	}
	if o.Need < len(epics) {
		return fmt.Sprintf("Defeat %d of %s.", o.Need, orList(epics))
	}
	return "Defeat " + andList(epics) + "."
}

// effectNames are the tile effects' names as the tile shows them.
var effectNames = map[dd.EffectKind]string{
	dd.Trap: "Trap", dd.LoseTime: "Lose Time", dd.GainTime: "Gain Time", dd.GainAbility: "Gain AP",
	dd.GainHealthNoUp: "Heal", dd.Armory: "Armory", dd.WarDrums: "War Drums", dd.Dark: "Dark",
	dd.HolyGround: "Holy Ground", dd.Ambush: "Ambush", dd.Sanctified: "Sanctified",
}
