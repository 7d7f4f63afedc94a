package dieinthedungeon

import (
	"fmt"
	"strings"
)

// What each map and creature means for play, said where the player picks
// them (setup's option notes), from the game's own data.

// The notes end without a full stop: setup goes on after them (". A click
// chooses …").

// MapNote says how hard map m is, how large, and what wins it: "The
// gentlest start: 5 tiles, level 1 heroes. Explore every tile".
func MapNote(m *Map) string {
	hard := [...]string{"The gentlest start", "Easy", "Harder", "The hardest"}[min(max(m.Levels[1]-1, 0), 3)]
	lv := fmt.Sprintf("level %d heroes", m.Levels[0])
	if m.Levels[1] > m.Levels[0] {
		lv = fmt.Sprintf("heroes of level %d to %d", m.Levels[0], m.Levels[1])
	}
	return strings.TrimSuffix(fmt.Sprintf("%s: %d tiles, %s. %s", hard, len(m.Slots), lv, ObjectiveNote(m)), ".")
}

// ObjectiveNote says what wins map m, the Epic heroes' parties by name
// (an Epic tile is won when no one of its party is left, R45).
func ObjectiveNote(m *Map) string {
	o := m.Objective
	switch o.Kind {
	case ExploreAll:
		return "Explore every tile."
	case DefeatDieMaster:
		return "Defeat the DieMaster in his lair."
	}
	var names []string
	for _, id := range o.Epics {
		if ti, ok := TileByID(id); ok {
			if e, ok := EpicByID(Tiles[ti].Epic); ok {
				names = append(names, "the "+strings.TrimPrefix(Epics[e].Name, "the ")+"'s party")
			}
		}
	}
	switch {
	case len(names) == 0:
		return o.Text
	case o.Need < len(names):
		return fmt.Sprintf("Defeat any %d of %s.", o.Need, strings.Join(names, ", "))
	case len(names) == 1:
		return "Defeat " + names[0] + "."
	}
	return "Defeat " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + "."
}

// CreatureNote says creature c's two board abilities, its special powers:
// "Evil Eye (2 AP): Pick Might, … Twist Fate (1 AP): …", each to the end
// of its first sentence 40 letters long or more.
func CreatureNote(c *Creature) string {
	var parts []string
	for _, a := range c.Abilities {
		text := a.Text
		if i := strings.Index(text[min(40, len(text)):], ". "); i >= 0 {
			text = text[:40+i+1] // a sentence or two, not the fine print
		}
		parts = append(parts, fmt.Sprintf("%s (%d AP): %s", a.Name, a.Cost, text))
	}
	return strings.TrimSuffix(strings.Join(parts, " "), ".")
}
