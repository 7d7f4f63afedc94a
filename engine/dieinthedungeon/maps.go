package dieinthedungeon

import (
	"fmt"
	"strconv"
	"strings"
)

// Exits is a set of the four directions a tile can be left by.
type Exits uint8

const (
	North Exits = 1 << iota
	East
	South
	West
)

// String writes the exits as the Dungeon Guide does, in N E S W order.
func (e Exits) String() string {
	var b strings.Builder
	for i, d := range "NESW" {
		if e&(1<<i) != 0 {
			b.WriteRune(d)
		}
	}
	return b.String()
}

// Count is how many exits the set holds.
func (e Exits) Count() int {
	n := 0
	for d := North; d <= West; d <<= 1 {
		if e&d != 0 {
			n++
		}
	}
	return n
}

// Opposite is the direction facing back (a single direction only).
func (e Exits) Opposite() Exits {
	switch e {
	case North:
		return South
	case South:
		return North
	case East:
		return West
	case West:
		return East
	}
	return 0
}

// Pos is a grid position: row r from the top, column c from the left.
type Pos struct{ Row, Col int }

// Step is the position one step in direction d.
func (p Pos) Step(d Exits) Pos {
	switch d {
	case North:
		p.Row--
	case South:
		p.Row++
	case East:
		p.Col++
	case West:
		p.Col--
	}
	return p
}

func (p Pos) String() string { return fmt.Sprintf("(%d,%d)", p.Row, p.Col) }

// Toward names the compass way from p to q as a player reads the map
// (north is up): "north", "south-east"; "" when q is p.
func (p Pos) Toward(q Pos) string {
	ns, ew := "", ""
	switch {
	case q.Row < p.Row:
		ns = "north"
	case q.Row > p.Row:
		ns = "south"
	}
	switch {
	case q.Col > p.Col:
		ew = "east"
	case q.Col < p.Col:
		ew = "west"
	}
	if ns != "" && ew != "" {
		return ns + "-" + ew
	}
	return ns + ew
}

// StepTo names the way from p to q when q is one step from p, orthogonally,
// as a creature walks: "east"; "" when q is farther, diagonal, or p.
func (p Pos) StepTo(q Pos) string {
	dr, dc := q.Row-p.Row, q.Col-p.Col
	if dr*dr+dc*dc != 1 {
		return ""
	}
	return p.Toward(q)
}

// Place says where p is on the map: "row 2, column 3" (counted from 1).
func (p Pos) Place() string { return fmt.Sprintf("row %d, column %d", p.Row+1, p.Col+1) }

// MapSlot is one slot of a map: the tile back placed there and its token.
type MapSlot struct {
	Pos   Pos
	Kind  TileKind
	Level int // 1–4; 0 for START, LAIR and Epic slots
	Exits Exits
	// Tile is a fixed tile's id: the Epic tile, or the training map's
	// tiles. Empty means a random tile of Kind and Level (or, for a start
	// slot, any Start/Blank tile).
	Tile  string
	Lair  bool // the Map 6 LAIR (a Start/Blank tile), where the DieMaster waits
	Token Token
}

// Public reports whether everyone knows the slot's face before it is
// explored: an Epic tile (the objective names its party) or the LAIR. The
// Training Dungeon's fixed tiles are not: they lie face down like any
// other tile, secret until explored (§7), and Far Sight may look at them.
func (sl MapSlot) Public() bool { return sl.Kind == EpicTile || sl.Lair }

// ObjectiveKind is what a map asks to win.
type ObjectiveKind int

const (
	// ExploreAll: explore every tile and finish its combat.
	ExploreAll ObjectiveKind = iota
	// DefeatEpics: defeat Need of the Epic tiles listed (R45, R53).
	DefeatEpics
	// DefeatDieMaster: defeat the DieMaster in the LAIR.
	DefeatDieMaster
)

// Objective is a map's win condition (§2.11).
type Objective struct {
	Kind  ObjectiveKind
	Epics []string // Epic tile ids, for DefeatEpics
	Need  int      // how many of Epics must be defeated
	Text  string
}

// Map is a Dungeon Guide map (§2.11, all (D)). Two orthogonally adjacent
// slots are connected only if each has an exit facing the other.
type Map struct {
	ID, Name   string
	Players    int // 1, or 2 for the Duel
	Rows, Cols int
	// Levels is the range of tile levels the spec gives the map.
	Levels    [2]int
	Objective Objective
	// Slots are the map's slots in row-major order; a slot's index is how
	// a game state refers to it.
	Slots []MapSlot
	// Starts are the START slots in player order (row-major).
	Starts []int
}

// SlotAt is the index of the slot at p.
func (m *Map) SlotAt(p Pos) (int, bool) {
	for i := range m.Slots {
		if m.Slots[i].Pos == p {
			return i, true
		}
	}
	return -1, false
}

// Connected reports whether slots a and b are orthogonal neighbours with
// exits facing each other.
func (m *Map) Connected(a, b int) bool {
	sa, sb := m.Slots[a], m.Slots[b]
	for d := North; d <= West; d <<= 1 {
		if sa.Pos.Step(d) == sb.Pos {
			return sa.Exits&d != 0 && sb.Exits&d.Opposite() != 0
		}
	}
	return false
}

// Neighbours are the slots connected to slot i, in N E S W order.
func (m *Map) Neighbours(i int) []int {
	var out []int
	for d := North; d <= West; d <<= 1 {
		if j, ok := m.SlotAt(m.Slots[i].Pos.Step(d)); ok && m.Connected(i, j) {
			out = append(out, j)
		}
	}
	return out
}

// MapByID finds a map's index in Maps.
func MapByID(id string) (int, bool) {
	for i := range Maps {
		if Maps[i].ID == id {
			return i, true
		}
	}
	return -1, false
}

// mapDef is a map as the Dungeon Guide writes it: one string per grid row,
// cells separated by "|", each cell "·" (no slot) or "CODE EXITS [+TOKEN]".
type mapDef struct {
	id, name  string
	players   int
	levels    [2]int
	objective Objective
	grid      []string
	fixed     []fixedTile
}

// fixedTile pins a tile to a slot (the Training Dungeon).
type fixedTile struct {
	pos Pos
	id  string
}

// tokenAbbrevs are the Dungeon Guide's token abbreviations (§2.11).
var tokenAbbrevs = []struct {
	abbrev string
	token  Token
}{
	{"Mi", TokMight}, {"Ag", TokAgility}, {"Ma", TokMagic}, {"He", TokHealth},
	{"Ti", TokTime}, {"Ab", TokAbility},
	{"m4", DieMinionD4}, {"m6", DieMinionD6}, {"m8", DieMinionD8}, {"m10", DieMinionD10}, {"m12", DieMinionD12},
	{"BARD", TokBard}, {"KOB", TokKobold}, {"DSP", TokDiesplacer}, {"DM", TokDieMaster},
}

// parseMap builds a Map from its definition.
func parseMap(d mapDef) (Map, error) {
	m := Map{ID: d.id, Name: d.name, Players: d.players, Levels: d.levels, Objective: d.objective, Rows: len(d.grid)}
	for r, row := range d.grid {
		cells := strings.Split(row, "|")
		if r == 0 {
			m.Cols = len(cells)
		} else if len(cells) != m.Cols {
			return Map{}, fmt.Errorf("map %s: row %d has %d cells, row 0 has %d", d.id, r, len(cells), m.Cols)
		}
		for c, cell := range cells {
			cell = strings.TrimSpace(cell)
			if cell == "·" {
				continue
			}
			s, err := parseSlot(cell)
			if err != nil {
				return Map{}, fmt.Errorf("map %s slot (%d,%d): %w", d.id, r, c, err)
			}
			s.Pos = Pos{r, c}
			if s.Kind == StartTile && !s.Lair {
				m.Starts = append(m.Starts, len(m.Slots))
			}
			m.Slots = append(m.Slots, s)
		}
	}
	for _, f := range d.fixed {
		i, ok := m.SlotAt(f.pos)
		if !ok {
			return Map{}, fmt.Errorf("map %s: fixed tile %s at %v, where there is no slot", d.id, f.id, f.pos)
		}
		m.Slots[i].Tile = f.id
	}
	return m, nil
}

// parseSlot reads one cell: "C2 SW +Ti", "E1 W", "START NE", "LAIR SW +DM".
func parseSlot(cell string) (MapSlot, error) {
	f := strings.Fields(cell)
	if len(f) < 2 || len(f) > 3 {
		return MapSlot{}, fmt.Errorf("cell %q is not \"CODE EXITS [+TOKEN]\"", cell)
	}
	var s MapSlot
	switch code := f[0]; {
	case code == "START":
		s.Kind = StartTile
	case code == "LAIR":
		s.Kind, s.Lair = StartTile, true
	default:
		n, err := strconv.Atoi(code[1:])
		if err != nil || len(code) < 2 {
			return MapSlot{}, fmt.Errorf("code %q is not a letter and a number", code)
		}
		s.Kind = kindOfLetter(code[:1])
		switch {
		case s.Kind == EpicTile && n >= 1 && n <= TileKinds[EpicTile].Count:
			s.Tile = fmt.Sprintf("epic_%02d", n)
		case s.Kind > EpicTile && n >= 1 && n <= MaxHeroLevel:
			s.Level = n
		default:
			return MapSlot{}, fmt.Errorf("code %q names no tile back", code)
		}
	}
	for _, ch := range f[1] {
		i := strings.IndexRune("NESW", ch)
		if i < 0 {
			return MapSlot{}, fmt.Errorf("exits %q: %q is not N, E, S or W", f[1], ch)
		}
		s.Exits |= 1 << i
	}
	if len(f) == 3 {
		abbrev, ok := strings.CutPrefix(f[2], "+")
		for _, a := range tokenAbbrevs {
			if ok && a.abbrev == abbrev {
				s.Token = a.token
			}
		}
		if s.Token == NoToken {
			return MapSlot{}, fmt.Errorf("token %q is not a Dungeon Guide abbreviation", f[2])
		}
	}
	return s, nil
}

// kindOfLetter is the tile kind of a code letter; StartTile if none.
func kindOfLetter(l string) TileKind {
	for k := EpicTile; k < NumTileKinds; k++ {
		if TileKinds[k].Letter == l {
			return k
		}
	}
	return StartTile
}
