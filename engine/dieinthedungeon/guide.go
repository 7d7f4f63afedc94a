package dieinthedungeon

// The Dungeon Guide maps (§2.11, all (D)), written as the spec's grids:
// "C2 SW +Ti" is a face-down Corner of level 2 with exits S and W and a
// Time token; "E1" is the fixed Epic tile epic_01; START and LAIR are
// Start/Blank tiles. In a grid, "S1" is a two-way back of level 1, not the
// tile coded S1 (two_way_01): grid codes name a type and a level, tile
// codes a type and a number; only "E#" names a tile.
var guide = []mapDef{
	{id: "training", name: "Training Dungeon", players: 1, levels: [2]int{1, 1},
		objective: Objective{Kind: ExploreAll, Text: "Explore every tile (and finish its combat)."},
		grid: []string{
			"START E | S1 EW +m4 | S1 EW +Mi | S1 EW +He | D1 W",
		},
		// The spec gives training "fixed tiles" and no level range; all four
		// are level 1, which Levels records.
		fixed: []fixedTile{
			{Pos{0, 1}, "two_way_01"}, {Pos{0, 2}, "two_way_03"},
			{Pos{0, 3}, "two_way_02"}, {Pos{0, 4}, "dead_end_03"},
		}},
	// rev: was 9 cells, 4x3, all L1, E1 4 moves away; now 7 moves away.
	{id: "map1", name: "The Cellar", players: 1, levels: [2]int{1, 2},
		objective: Objective{Kind: DefeatEpics, Epics: []string{"epic_01"}, Need: 1, Text: "Defeat E1 (Barbarian)."},
		grid: []string{
			"C1 ES +He | T2 ESW  | S2 EW +m4 | C2 SW +Ti | ·",
			"START NE  | Q1 NESW | D1 W      | S2 NS     | ·",
			"·         | D1 N +Mi | ·        | C2 NE     | E1 W",
		}},
	// rev: the short row-1 route is closed by a dead end; E4 is 7 moves away.
	{id: "map2", name: "The Crypt", players: 1, levels: [2]int{1, 2},
		objective: Objective{Kind: DefeatEpics, Epics: []string{"epic_04"}, Need: 1, Text: "Defeat E4 (Patriarch)."},
		grid: []string{
			"C1 ES      | S2 EW +Ag     | S2 EW     | C2 SW +KOB | ·",
			"START NES  | T2 ESW        | D2 W      | C2 NE      | C2 SW",
			"C1 NE +m6  | T2 NEW +BARD  | D1 W +He  | ·          | E4 N",
		}},
	// rev: row 1 slots (1,2), (1,3), (1,4) raised to Q3, S3, T3.
	{id: "map3", name: "The Warrens", players: 1, levels: [2]int{1, 3},
		objective: Objective{Kind: DefeatEpics, Epics: []string{"epic_06", "epic_02"}, Need: 2,
			Text: "Defeat E6 (Elf Ranger) and E2 (Assassin)."},
		grid: []string{
			"E6 E      | S3 EW +He | T2 ESW  | S2 EW      | C1 SW +Ti | ·",
			"START ES  | S1 EW     | Q3 NESW | S3 EW      | T3 NEW    | C3 SW +Ma",
			"C1 NE +m6 | S2 EW     | T3 NEW  | C2 SW +DSP | ·         | S2 NS",
			"·         | ·         | ·       | C3 NE      | S3 EW +Ab | E2 NW",
		}},
	{id: "map4", name: "The Arcane Halls", players: 1, levels: [2]int{2, 3},
		objective: Objective{Kind: DefeatEpics, Epics: []string{"epic_03", "epic_05"}, Need: 2,
			Text: "Defeat E3 (Warlock) and E5 (Dwarf)."},
		grid: []string{
			"C2 ES +m8 | S3 EW +He  | C2 SW   | ·           | E3 S    | ·",
			"START NES | S2 EW      | Q3 NESW | S2 EW       | Q3 NESW | D2 W +Ti",
			"C3 NE     | S2 EW      | T3 NSW  | ·           | C2 NE   | C3 SW +Ag",
			"·         | D3 E +KOB  | T2 NEW  | S3 EW +BARD | S3 EW   | E5 NW",
		}},
	// rev: (0,1) S4 → S3 and (0,4) C4 → C2; any two Epics (R53).
	{id: "map5", name: "The Deep Vaults", players: 1, levels: [2]int{2, 4},
		objective: Objective{Kind: DefeatEpics, Epics: []string{"epic_01", "epic_02", "epic_03"}, Need: 2,
			Text: "Defeat any two of E1, E2 and E3."},
		grid: []string{
			"E1 E      | S3 EW     | C3 SW     | ·            | C2 ES +He    | S3 EW +Mi | E2 W",
			"START ES  | S2 EW     | Q3 NESW   | S2 EW        | Q3 NESW      | D4 W +DM  | ·",
			"C2 NE +m8 | T2 ESW    | C3 NW +Ab | ·            | C4 NE +BARD  | C3 SW     | ·",
			"·         | C4 NE +Ti | S4 EW     | S4 EW +m10   | S3 EW        | E3 NW     | ·",
		}},
	// Both routes to the LAIR pass an Epic tile. The LAIR's DM token only
	// marks it and is not taken (§2.8).
	{id: "map6", name: "The DieMaster's Sanctum", players: 1, levels: [2]int{2, 4},
		objective: Objective{Kind: DefeatDieMaster, Text: "Defeat the DieMaster in the LAIR."},
		grid: []string{
			"C2 ES +He | S3 EW +Ab  | T3 ESW     | S4 EW +m12 | E4 SW | ·         | ·",
			"START NES | S2 EW      | T3 NSW +Ti | ·          | C4 NE | S3 EW +He | LAIR SW +DM",
			"C3 NE     | S2 EW +m8  | T4 NEW     | S4 EW      | E5 EW | S3 EW +Ti | C4 NW",
		}},
	// Starts: P1 at (0,0), P2 at (4,6).
	{id: "duel", name: "Race to Glory", players: 2, levels: [2]int{1, 4},
		objective: Objective{Kind: DefeatEpics, Epics: []string{"epic_01", "epic_02", "epic_04", "epic_06"}, Need: 2,
			Text: "First to defeat 2 Epic tiles."},
		grid: []string{
			"START ES  | S1 EW     | T1 ESW +m4 | S3 EW +m6 | C2 SW      | ·         | D4 S +He",
			"S2 NS     | C1 ES +Ti | T2 NEW     | E2 ESW    | T3 NEW +Ab | S4 EW     | C3 NW",
			"E1 NE     | C4 NW +m8 | ·          | S3 NS     | ·          | C4 ES +m8 | E6 SW",
			"C3 ES     | S4 EW     | T3 ESW +Ab | E4 NEW    | T2 ESW     | C1 NW +Ti | S2 NS",
			"D4 N +He  | ·         | C2 NE      | S3 EW +m6 | T1 NEW +m4 | S1 EW     | START NW",
		}},
}

// Maps are the Dungeon Guide maps in the guide's order: training, map1 …
// map6, duel.
var Maps = buildMaps()

func buildMaps() []Map {
	ms := make([]Map, 0, len(guide))
	for _, d := range guide {
		m, err := parseMap(d)
		if err != nil {
			panic("dieinthedungeon: " + err.Error())
		}
		ms = append(ms, m)
	}
	return ms
}
