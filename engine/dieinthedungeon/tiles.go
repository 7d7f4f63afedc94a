package dieinthedungeon

import "fmt"

// TileKind is a tile's type, shown on its back (§2.9), in the rulebook's
// tile-back order.
type TileKind int

const (
	StartTile TileKind = iota // Start/Blank, also the LAIR
	EpicTile
	DeadEnd
	Corner
	TwoWay // "straight"
	ThreeWay
	FourWay // "quad"
	NumTileKinds
)

// TileKindInfo is a tile kind's data: its id prefix, code letter, how many
// tiles it has and how many exits they show (0: the map gives them).
type TileKindInfo struct {
	ID, Name string
	Letter   string
	Count    int
	Exits    int
}

// TileKinds are the seven tile kinds (§2.9, R4: 68 tiles).
var TileKinds = [NumTileKinds]TileKindInfo{
	StartTile: {"start", "Start/Blank", "", 4, 0},
	EpicTile:  {"epic", "Epic Heroes", "E", 6, 0},
	DeadEnd:   {"dead_end", "Dead End", "D", 12, 1},
	Corner:    {"corner", "Corner", "C", 12, 2},
	TwoWay:    {"two_way", "Two-Way", "S", 12, 2},
	ThreeWay:  {"three_way", "Three-Way", "T", 12, 3},
	FourWay:   {"four_way", "Four-Way", "Q", 10, 4},
}

func (k TileKind) String() string {
	if k < 0 || k >= NumTileKinds {
		return fmt.Sprintf("tile kind #%d", int(k))
	}
	return TileKinds[k].Name
}

// NumTiles is the number of dungeon tiles (R37).
const NumTiles = 68

// Head is a hero head on a tile: a hero type, or "?" for a random hero
// rolled on the Hero Die at the tile's level (R33).
type Head int

const (
	HeadFighter Head = Head(Fighter)
	HeadRogue   Head = Head(Rogue)
	HeadWizard  Head = Head(Wizard)
	HeadCleric  Head = Head(Cleric)
	HeadRandom  Head = NumHeroTypes
)

// String is the head's letter: F, R, W, C or ?.
func (h Head) String() string {
	if h < 0 || h > HeadRandom {
		return fmt.Sprintf("head#%d", int(h))
	}
	return "FRWC?"[h : h+1]
}

// Hero is the head's hero type; false for "?".
func (h Head) Hero() (HeroType, bool) { return HeroType(h), h >= 0 && h < HeadRandom }

// Tile is a dungeon tile. Its back shows Kind and Level; its face shows
// Name, Heads and Effect. An Epic tile has a fixed Party led by Epic.
type Tile struct {
	ID   string // "dead_end_01", "epic_03", "start_02"
	Code string // "D1", "E3"; "" for start tiles
	Name string
	Kind TileKind
	// Level is 1–4; 0 for start and Epic tiles.
	Level  int
	Heads  []Head
	Effect Effect
	// Epic is the Epic hero's id (Epic tiles only).
	Epic  string
	Party []HeroCard
}

// Short names for the heads in the table below.
const (
	hF = HeadFighter
	hR = HeadRogue
	hW = HeadWizard
	hC = HeadCleric
	hQ = HeadRandom
)

// heads is a tile's heads, written as on the tile.
func heads(h ...Head) []Head { return h }

var none = only(NoEffect)

// numberedTiles are the 58 tiles of §2.9's table with codes D, C, S, T, Q
// (names and effects (D); "(rev)" rows as revised). Levels follow the id
// rule: 1–3 L1, 4–6 L2, 7–9 L3, 10–12 L4 (Q: 7–8 L3, 9–10 L4).
var numberedTiles = []Tile{
	{ID: "dead_end_01", Code: "D1", Name: "Guard Room", Level: 1, Heads: heads(hF), Effect: none},
	{ID: "dead_end_02", Code: "D2", Name: "Pit Trap", Level: 1, Effect: trap(Agility, 5, 1)},
	{ID: "dead_end_03", Code: "D3", Name: "Hideout", Level: 1, Heads: heads(hR, hW), Effect: none},
	{ID: "dead_end_04", Code: "D4", Name: "Armory", Level: 2, Heads: heads(hF, hC), Effect: only(Armory)},
	{ID: "dead_end_05", Code: "D5", Name: "Dark Shrine", Level: 2, Effect: change(GainAbility, 1)},
	{ID: "dead_end_06", Code: "D6", Name: "Study", Level: 2, Heads: heads(hW, hW), Effect: none},
	{ID: "dead_end_07", Code: "D7", Name: "Thieves' Den", Level: 3, Heads: heads(hR, hR, hC), Effect: none},
	{ID: "dead_end_08", Code: "D8", Name: "Rune Ward", Level: 3, Effect: trap(Magic, 8, 2)},
	{ID: "dead_end_09", Code: "D9", Name: "Camp", Level: 3, Heads: heads(hF, hQ), Effect: none},
	{ID: "dead_end_10", Code: "D10", Name: "Barracks", Level: 4, Heads: heads(hF, hR), Effect: only(Armory)},
	{ID: "dead_end_11", Code: "D11", Name: "Crushing Ceiling", Level: 4, Effect: trap(Might, 10, 3)},
	{ID: "dead_end_12", Code: "D12", Name: "Sanctum", Level: 4, Heads: heads(hW, hW, hC), Effect: none},

	{ID: "corner_01", Code: "C1", Name: "Adventurers' Bend", Level: 1, Heads: heads(hF, hR, hW, hC), Effect: none},
	{ID: "corner_02", Code: "C2", Name: "Cobwebs", Level: 1, Heads: heads(hW), Effect: trap(Agility, 4, 1)},
	{ID: "corner_03", Code: "C3", Name: "Empty Bend", Level: 1, Effect: none},
	{ID: "corner_04", Code: "C4", Name: "Lookout", Level: 2, Heads: heads(hR, hR), Effect: none},
	{ID: "corner_05", Code: "C5", Name: "Dim Corner", Level: 2, Heads: heads(hF, hQ), Effect: only(Dark)},
	{ID: "corner_06", Code: "C6", Name: "Collapsing Tunnel", Level: 2, Effect: change(LoseTime, 1)},
	{ID: "corner_07", Code: "C7", Name: "Patrol", Level: 3, Heads: heads(hF, hR, hC), Effect: none},
	{ID: "corner_08", Code: "C8", Name: "Arrow Slits", Level: 3, Heads: heads(hW, hW), Effect: trap(Agility, 7, 2)},
	{ID: "corner_09", Code: "C9", Name: "Healing Spring", Level: 3, Effect: change(GainHealthNoUp, 2)},
	{ID: "corner_10", Code: "C10", Name: "Cutpurse Alley", Level: 4, Heads: heads(hR, hR, hR), Effect: none},
	{ID: "corner_11", Code: "C11", Name: "Chapel", Level: 4, Heads: heads(hW, hC), Effect: only(HolyGround)},
	{ID: "corner_12", Code: "C12", Name: "Blade Gauntlet", Level: 4, Effect: trap(Agility, 10, 3)},

	{ID: "two_way_01", Code: "S1", Name: "Sentry", Level: 1, Heads: heads(hF), Effect: none},
	{ID: "two_way_02", Code: "S2", Name: "Sneak", Level: 1, Heads: heads(hR), Effect: none},
	{ID: "two_way_03", Code: "S3", Name: "Loose Stones", Level: 1, Effect: trap(Might, 4, 1)},
	{ID: "two_way_04", Code: "S4", Name: "Escort", Level: 2, Heads: heads(hF, hW), Effect: none},
	{ID: "two_way_05", Code: "S5", Name: "Wanderers", Level: 2, Heads: heads(hQ, hQ), Effect: none},
	{ID: "two_way_06", Code: "S6", Name: "Echo Glyphs", Level: 2, Effect: trap(Magic, 6, 2)},
	{ID: "two_way_07", Code: "S7", Name: "Shield Line", Level: 3, Heads: heads(hF, hF), Effect: none},
	{ID: "two_way_08", Code: "S8", Name: "Ambush Hall", Level: 3, Heads: heads(hR, hW), Effect: only(Ambush)},
	{ID: "two_way_09", Code: "S9", Name: "Forgotten Shrine", Level: 3, Effect: change(GainAbility, 1)},
	{ID: "two_way_10", Code: "S10", Name: "Vanguard", Level: 4, Heads: heads(hF, hW), Effect: none},
	{ID: "two_way_11", Code: "S11", Name: "Pilgrims", Level: 4, Heads: heads(hC, hC, hW), Effect: none},
	{ID: "two_way_12", Code: "S12", Name: "Haunted Hall", Level: 4, Effect: change(LoseTime, 2)},

	{ID: "three_way_01", Code: "T1", Name: "Crossing Guard", Level: 1, Heads: heads(hF, hC), Effect: none},
	{ID: "three_way_02", Code: "T2", Name: "Stranger", Level: 1, Heads: heads(hQ), Effect: none},
	{ID: "three_way_03", Code: "T3", Name: "Quiet Junction", Level: 1, Effect: none},
	{ID: "three_way_04", Code: "T4", Name: "Duo", Level: 2, Heads: heads(hR, hW), Effect: none},
	{ID: "three_way_05", Code: "T5", Name: "Weapon Rack", Level: 2, Heads: heads(hF, hF), Effect: only(Armory)},
	{ID: "three_way_06", Code: "T6", Name: "Stuck Portcullis", Level: 2, Effect: trap(Might, 6, 2)},
	{ID: "three_way_07", Code: "T7", Name: "Circle of Mages", Level: 3, Heads: heads(hW, hW, hW), Effect: none},
	{ID: "three_way_08", Code: "T8", Name: "Strike Team", Level: 3, Heads: heads(hF, hR), Effect: none},
	{ID: "three_way_09", Code: "T9", Name: "Dark Junction", Level: 3, Effect: trap(Agility, 8, 2)},
	{ID: "three_way_10", Code: "T10", Name: "Honor Guard", Level: 4, Heads: heads(hF, hC), Effect: none},
	{ID: "three_way_11", Code: "T11", Name: "Shadow Guild", Level: 4, Heads: heads(hR, hR, hC), Effect: only(Dark)},
	{ID: "three_way_12", Code: "T12", Name: "War Camp", Level: 4, Heads: heads(hW, hQ), Effect: only(WarDrums)},

	{ID: "four_way_01", Code: "Q1", Name: "Crossroads Watch", Level: 1, Heads: heads(hF, hR), Effect: none},
	{ID: "four_way_02", Code: "Q2", Name: "Crossroads Chapel", Level: 1, Heads: heads(hW, hC), Effect: none},
	{ID: "four_way_03", Code: "Q3", Name: "Crossroads", Level: 1, Effect: none},
	{ID: "four_way_04", Code: "Q4", Name: "Trio", Level: 2, Heads: heads(hF, hR, hW), Effect: none},
	{ID: "four_way_05", Code: "Q5", Name: "Pilgrim Road", Level: 2, Heads: heads(hC, hQ, hQ), Effect: none},
	{ID: "four_way_06", Code: "Q6", Name: "Time Rift", Level: 2, Effect: change(GainTime, 1)},
	{ID: "four_way_07", Code: "Q7", Name: "Grand Party", Level: 3, Heads: heads(hF, hR, hC), Effect: none},
	{ID: "four_way_08", Code: "Q8", Name: "Arcane Crossing", Level: 3, Effect: trap(Magic, 9, 2)},
	{ID: "four_way_09", Code: "Q9", Name: "War Council", Level: 4, Heads: heads(hF, hF, hR), Effect: only(WarDrums)},
	{ID: "four_way_10", Code: "Q10", Name: "Cathedral", Level: 4, Heads: heads(hW, hW, hC), Effect: only(HolyGround)},
}

// Tiles are all 68 tiles in kind order (start, Epic, dead end, corner,
// two-way, three-way, four-way), each kind by number. Index into it with
// the int TileByID gives; a game state stores such indices.
var Tiles = buildTiles()

func buildTiles() []Tile {
	ts := make([]Tile, 0, NumTiles)
	for i := 1; i <= TileKinds[StartTile].Count; i++ {
		ts = append(ts, Tile{ID: fmt.Sprintf("start_%02d", i), Name: "Start / Blank", Kind: StartTile, Effect: none})
	}
	ts = append(ts, epicTiles...)
	for _, t := range numberedTiles {
		t.Kind = kindOfCode(t.Code)
		ts = append(ts, t)
	}
	return ts
}

// kindOfCode is the kind a tile code's letter names.
func kindOfCode(code string) TileKind {
	k := StartTile
	if code != "" {
		k = kindOfLetter(code[:1])
	}
	if k == StartTile {
		panic("dieinthedungeon: tile code " + code + " has no kind")
	}
	return k
}

// TileByID finds a tile's index in Tiles.
func TileByID(id string) (int, bool) {
	for i := range Tiles {
		if Tiles[i].ID == id {
			return i, true
		}
	}
	return -1, false
}

// TilesOf lists the indices of the tiles of one kind and level (level 0
// for start and Epic tiles), in id order: the stack a map slot draws from.
func TilesOf(k TileKind, level int) []int {
	var out []int
	for i := range Tiles {
		if Tiles[i].Kind == k && Tiles[i].Level == level {
			out = append(out, i)
		}
	}
	return out
}
