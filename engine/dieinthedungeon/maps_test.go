package dieinthedungeon

import (
	"slices"
	"strings"
	"testing"
)

// mapSpec is what §2.11 says about a map outside its grid.
type mapSpec struct {
	id, name   string
	cells      int
	cols, rows int
	levels     [2]int
	players    int
	// census counts the grid's slots by level, counted off the §2.11
	// grids: START/LAIR/Epic, then L1–L4.
	census [5]int
}

// specMaps are the §2.11 headers ("(11 cells, grid 5x3)") and map table.
var specMaps = []mapSpec{
	{"training", "Training Dungeon", 5, 5, 1, [2]int{1, 1}, 1, [5]int{1, 4, 0, 0, 0}},
	{"map1", "The Cellar", 11, 5, 3, [2]int{1, 2}, 1, [5]int{2, 4, 5, 0, 0}},
	{"map2", "The Crypt", 13, 5, 3, [2]int{1, 2}, 1, [5]int{2, 3, 8, 0, 0}},
	{"map3", "The Warrens", 19, 6, 4, [2]int{1, 3}, 1, [5]int{3, 3, 5, 8, 0}},
	{"map4", "The Arcane Halls", 20, 6, 4, [2]int{2, 3}, 1, [5]int{3, 0, 8, 9, 0}},
	{"map5", "The Deep Vaults", 22, 7, 4, [2]int{2, 4}, 1, [5]int{4, 0, 5, 8, 5}},
	{"map6", "The DieMaster's Sanctum", 18, 7, 3, [2]int{2, 4}, 1, [5]int{4, 0, 3, 6, 5}},
	{"duel", "Race to Glory", 31, 7, 5, [2]int{1, 4}, 2, [5]int{6, 6, 6, 7, 6}},
}

func mapOf(t *testing.T, id string) *Map {
	t.Helper()
	i, ok := MapByID(id)
	if !ok {
		t.Fatalf("map %s missing", id)
	}
	return &Maps[i]
}

func slotOf(t *testing.T, m *Map, r, c int) MapSlot {
	t.Helper()
	i, ok := m.SlotAt(Pos{r, c})
	if !ok {
		t.Fatalf("%s has no slot at (%d,%d)", m.ID, r, c)
	}
	return m.Slots[i]
}

func TestMapsAsListed(t *testing.T) {
	if len(Maps) != len(specMaps) {
		t.Fatalf("%d maps, want %d", len(Maps), len(specMaps))
	}
	for i, w := range specMaps {
		m := Maps[i]
		if m.ID != w.id || m.Name != w.name || len(m.Slots) != w.cells || m.Cols != w.cols || m.Rows != w.rows ||
			m.Levels != w.levels || m.Players != w.players || len(m.Starts) != w.players {
			t.Errorf("map %d = %s %q, %d cells, %dx%d, levels %v, %d players, %d starts; want %+v",
				i, m.ID, m.Name, len(m.Slots), m.Cols, m.Rows, m.Levels, m.Players, len(m.Starts), w)
		}
		// §3: 80-px slots centred in a 580×408 map area.
		if 80*m.Cols > 580 || 80*m.Rows > 408 {
			t.Errorf("%s (%dx%d) does not fit the map area", m.ID, m.Cols, m.Rows)
		}
	}
}

func TestMapExitsMatch(t *testing.T) {
	// §2.11: "Every map is built so that all exits match."
	for _, m := range Maps {
		for i, s := range m.Slots {
			if s.Pos.Row < 0 || s.Pos.Row >= m.Rows || s.Pos.Col < 0 || s.Pos.Col >= m.Cols {
				t.Errorf("%s: slot %v off the grid", m.ID, s.Pos)
			}
			for d := North; d <= West; d <<= 1 {
				if s.Exits&d == 0 {
					continue
				}
				j, ok := m.SlotAt(s.Pos.Step(d))
				if !ok {
					t.Errorf("%s %v: exit %v leads to no slot", m.ID, s.Pos, d)
				} else if !m.Connected(i, j) {
					t.Errorf("%s %v: exit %v meets %v with exits %v", m.ID, s.Pos, d, m.Slots[j].Pos, m.Slots[j].Exits)
				}
			}
		}
	}
}

func TestMapSlotsFitTheirTileBacks(t *testing.T) {
	// §2.9: dead end 1 exit, corner 2 at right angles, two-way 2 opposite,
	// three-way 3, four-way 4; start and Epic tiles take what the map gives.
	for _, m := range Maps {
		for _, s := range m.Slots {
			n := s.Exits.Count()
			ok := n >= 1
			switch s.Kind {
			case DeadEnd:
				ok = n == 1
			case Corner:
				ok = n == 2 && s.Exits != North|South && s.Exits != East|West
			case TwoWay:
				ok = s.Exits == North|South || s.Exits == East|West
			case ThreeWay:
				ok = n == 3
			case FourWay:
				ok = n == 4
			}
			if !ok {
				t.Errorf("%s %v: a %v with exits %v", m.ID, s.Pos, s.Kind, s.Exits)
			}
		}
	}
}

// reach is the set of slots reachable from the map's starts without
// passing through any slot in avoid.
func reach(m *Map, avoid func(MapSlot) bool) map[int]int {
	dist := map[int]int{}
	queue := slices.Clone(m.Starts)
	for _, s := range m.Starts {
		dist[s] = 0
	}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for _, j := range m.Neighbours(i) {
			if _, seen := dist[j]; !seen && (avoid == nil || !avoid(m.Slots[j])) {
				dist[j] = dist[i] + 1
				queue = append(queue, j)
			}
		}
	}
	return dist
}

func TestMapsAreConnected(t *testing.T) {
	for _, m := range Maps {
		if got := len(reach(&m, nil)); got != len(m.Slots) {
			t.Errorf("%s: %d of %d slots reachable from the start", m.ID, got, len(m.Slots))
		}
	}
}

func TestMapTileLevelsAndStacks(t *testing.T) {
	for _, m := range Maps {
		lo, hi := 5, 0
		need := map[[2]int]int{}
		epics := map[string]bool{}
		blanks := 0
		for _, s := range m.Slots {
			switch s.Kind {
			case StartTile:
				blanks++
			case EpicTile:
				if i, ok := TileByID(s.Tile); !ok || Tiles[i].Kind != EpicTile || epics[s.Tile] {
					t.Errorf("%s %v: Epic slot %q", m.ID, s.Pos, s.Tile)
				}
				epics[s.Tile] = true
			default:
				lo, hi = min(lo, s.Level), max(hi, s.Level)
				if s.Tile == "" {
					need[[2]int{int(s.Kind), s.Level}]++
				}
			}
		}
		var census [5]int
		for _, s := range m.Slots {
			census[s.Level]++
		}
		if i, _ := MapByID(m.ID); census != specMaps[i].census {
			t.Errorf("%s: %v slots by level, want %v", m.ID, census, specMaps[i].census)
		}
		if [2]int{lo, hi} != m.Levels {
			t.Errorf("%s: tile levels %d–%d, §2.11 says %d–%d", m.ID, lo, hi, m.Levels[0], m.Levels[1])
		}
		// Each random slot draws a different tile of its type and level.
		for kl, n := range need {
			if have := len(TilesOf(TileKind(kl[0]), kl[1])); n > have {
				t.Errorf("%s needs %d %v L%d tiles, there are %d", m.ID, n, TileKind(kl[0]), kl[1], have)
			}
		}
		if blanks > TileKinds[StartTile].Count {
			t.Errorf("%s needs %d Start/Blank tiles", m.ID, blanks)
		}
	}
}

func TestTrainingDungeon(t *testing.T) {
	m := mapOf(t, "training")
	// §2.11: (0,1)=two_way_01, (0,2)=two_way_03, (0,3)=two_way_02,
	// (0,4)=dead_end_03; tokens m4, Mi, He.
	want := []struct {
		col   int
		tile  string
		token Token
	}{{1, "two_way_01", DieMinionD4}, {2, "two_way_03", TokMight}, {3, "two_way_02", TokHealth}, {4, "dead_end_03", NoToken}}
	for _, w := range want {
		s := slotOf(t, m, 0, w.col)
		i, ok := TileByID(s.Tile)
		if s.Tile != w.tile || !ok || s.Token != w.token {
			t.Fatalf("training (0,%d) = %q %v, want %s %v", w.col, s.Tile, s.Token, w.tile, w.token)
		}
		if Tiles[i].Kind != s.Kind || Tiles[i].Level != s.Level {
			t.Errorf("training (0,%d): %s is a %v L%d on a %v L%d back", w.col, s.Tile, Tiles[i].Kind, Tiles[i].Level, s.Kind, s.Level)
		}
	}
	if m.Objective.Kind != ExploreAll {
		t.Errorf("training's objective is %v", m.Objective)
	}
	for _, other := range Maps[1:] {
		for _, s := range other.Slots {
			if s.Tile != "" && s.Kind != EpicTile {
				t.Errorf("%s %v: only the Training Dungeon has fixed non-Epic tiles", other.ID, s.Pos)
			}
		}
	}
}

func TestMapObjectives(t *testing.T) {
	// §2.11's objective column; the duel's is "first to defeat 2 Epic tiles".
	want := map[string]struct {
		kind  ObjectiveKind
		epics []string
		need  int
	}{
		"training": {ExploreAll, nil, 0},
		"map1":     {DefeatEpics, []string{"epic_01"}, 1},
		"map2":     {DefeatEpics, []string{"epic_04"}, 1},
		"map3":     {DefeatEpics, []string{"epic_06", "epic_02"}, 2},
		"map4":     {DefeatEpics, []string{"epic_03", "epic_05"}, 2},
		"map5":     {DefeatEpics, []string{"epic_01", "epic_02", "epic_03"}, 2},
		"map6":     {DefeatDieMaster, nil, 0},
		"duel":     {DefeatEpics, []string{"epic_01", "epic_02", "epic_04", "epic_06"}, 2},
	}
	for _, m := range Maps {
		w := want[m.ID]
		o := m.Objective
		if o.Kind != w.kind || !slices.Equal(o.Epics, w.epics) || o.Need != w.need || o.Text == "" {
			t.Errorf("%s objective = %+v, want %+v", m.ID, o, w)
		}
		var onMap []string
		lairs := 0
		for _, s := range m.Slots {
			if s.Kind == EpicTile {
				onMap = append(onMap, s.Tile)
			}
			if s.Lair {
				lairs++
				if s.Token != TokDieMaster {
					t.Errorf("%s: the LAIR is marked by %v, want the DieMaster token", m.ID, s.Token)
				}
			}
		}
		for _, e := range o.Epics {
			if !slices.Contains(onMap, e) {
				t.Errorf("%s: objective tile %s is not on the map", m.ID, e)
			}
		}
		// The DieMaster is fought only in Map 6, in its one LAIR.
		if wantLairs := map[bool]int{true: 1}[m.ID == "map6"]; lairs != wantLairs {
			t.Errorf("%s has %d LAIRs, want %d", m.ID, lairs, wantLairs)
		}
		// R35: the Duel's 4 Epic tiles.
		if m.ID == "duel" && len(onMap) != 4 {
			t.Errorf("the duel has %d Epic tiles, want 4", len(onMap))
		}
	}
}

func TestMapTokensFitTheSupply(t *testing.T) {
	for _, m := range Maps {
		var n [NumTokens]int
		n[StartingDieMinion] += m.Players // §4: each creature starts with a dm_d6
		for _, s := range m.Slots {
			n[s.Token]++
		}
		for tok := NoToken + 1; tok < NumTokens; tok++ {
			if n[tok] > tok.Info().Count {
				t.Errorf("%s uses %d %s, the supply has %d", m.ID, n[tok], tok, tok.Info().Count)
			}
		}
	}
}

func TestMapRevisionNotes(t *testing.T) {
	// map1 (rev): E1 is 7 moves away; map2 (rev): E4 is 7 moves away.
	for id, epic := range map[string]string{"map1": "epic_01", "map2": "epic_04"} {
		m := mapOf(t, id)
		dist := reach(m, nil)
		for i, s := range m.Slots {
			if s.Tile == epic && dist[i] != 7 {
				t.Errorf("%s: %s is %d moves away, want 7", id, epic, dist[i])
			}
		}
	}
	// map3 (rev): (1,2), (1,3), (1,4) are Q3, S3, T3.
	m3 := mapOf(t, "map3")
	for c, want := range map[int][2]int{2: {int(FourWay), 3}, 3: {int(TwoWay), 3}, 4: {int(ThreeWay), 3}} {
		if s := slotOf(t, m3, 1, c); [2]int{int(s.Kind), s.Level} != want {
			t.Errorf("map3 (1,%d) is %v L%d", c, s.Kind, s.Level)
		}
	}
	// map5 (rev): (0,1) S3 and (0,4) C2.
	m5 := mapOf(t, "map5")
	if s := slotOf(t, m5, 0, 1); s.Kind != TwoWay || s.Level != 3 {
		t.Errorf("map5 (0,1) is %v L%d, want S3", s.Kind, s.Level)
	}
	if s := slotOf(t, m5, 0, 4); s.Kind != Corner || s.Level != 2 {
		t.Errorf("map5 (0,4) is %v L%d, want C2", s.Kind, s.Level)
	}
	// map6: both routes to the LAIR pass an Epic tile.
	m6 := mapOf(t, "map6")
	lair := -1
	for i, s := range m6.Slots {
		if s.Lair {
			lair = i
		}
	}
	if _, ok := reach(m6, func(s MapSlot) bool { return s.Kind == EpicTile })[lair]; ok || lair < 0 {
		t.Error("map6: the LAIR can be reached without passing an Epic tile")
	}
	// duel: P1 starts at (0,0), P2 at (4,6).
	d := mapOf(t, "duel")
	if len(d.Starts) != 2 || d.Slots[d.Starts[0]].Pos != (Pos{0, 0}) || d.Slots[d.Starts[1]].Pos != (Pos{4, 6}) {
		t.Errorf("duel starts at %v", d.Starts)
	}
}

func TestA36Map1Frontier(t *testing.T) {
	m := mapOf(t, "map1")
	var got []Pos
	for _, j := range m.Neighbours(m.Starts[0]) {
		got = append(got, m.Slots[j].Pos)
	}
	if want := []Pos{{0, 0}, {1, 1}}; !slices.Equal(got, want) {
		t.Errorf("map1's first frontier is %v, want %v", got, want)
	}
}

func TestConnectedNeedsFacingExits(t *testing.T) {
	m, err := parseMap(mapDef{id: "t", grid: []string{
		"START E | S1 EW | C1 SW",
		"·       | D1 N  | T1 NEW",
	}})
	if err != nil {
		t.Fatal(err)
	}
	at := func(r, c int) int { i, _ := m.SlotAt(Pos{r, c}); return i }
	tests := []struct {
		a, b [2]int
		want bool
	}{
		{[2]int{0, 0}, [2]int{0, 1}, true},  // E meets W
		{[2]int{0, 1}, [2]int{1, 1}, false}, // the dead end faces N, the two-way has no S
		{[2]int{1, 1}, [2]int{1, 2}, false}, // the three-way faces W, the dead end only N
		{[2]int{0, 2}, [2]int{1, 2}, true},  // S meets N
		{[2]int{0, 0}, [2]int{0, 2}, false}, // not neighbours
	}
	for _, tt := range tests {
		a, b := at(tt.a[0], tt.a[1]), at(tt.b[0], tt.b[1])
		if m.Connected(a, b) != tt.want || m.Connected(b, a) != tt.want {
			t.Errorf("Connected(%v, %v) = %v, want %v", tt.a, tt.b, m.Connected(a, b), tt.want)
		}
	}
	if got := m.Slots[at(1, 1)].Exits.String(); got != "N" {
		t.Errorf("exits read %q", got)
	}
	if got := m.Slots[at(1, 2)].Exits; got.String() != "NEW" || got.Count() != 3 {
		t.Errorf("exits %v, count %d", got, got.Count())
	}
}

func TestParseMapRejectsBadCells(t *testing.T) {
	tests := []struct {
		grid []string
		want string
	}{
		{[]string{"START E | X1 W"}, `code "X1" names no tile back`},
		{[]string{"START E | S5 EW"}, `code "S5" names no tile back`},
		{[]string{"START E | E7 W"}, `code "E7" names no tile back`},
		{[]string{"START Q"}, `exits "Q"`},
		{[]string{"START E +Zz"}, `token "+Zz"`},
		{[]string{"START"}, `is not "CODE EXITS [+TOKEN]"`},
		{[]string{"START E | D1 W", "·"}, "row 1 has 1 cells, row 0 has 2"},
	}
	for _, tt := range tests {
		_, err := parseMap(mapDef{id: "bad", grid: tt.grid})
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "map bad") {
			t.Errorf("parseMap(%q) = %v, want an error with %q", tt.grid, err, tt.want)
		}
	}
	_, err := parseMap(mapDef{id: "bad", grid: []string{"START E | D1 W"}, fixed: []fixedTile{{Pos{1, 1}, "dead_end_01"}}})
	if err == nil || !strings.Contains(err.Error(), "no slot") {
		t.Errorf("a fixed tile off the map gave %v", err)
	}
}

func TestTowardNamesTheWayAsTheMapShowsIt(t *testing.T) {
	p := Pos{2, 2}
	for _, c := range []struct {
		d    Exits
		want string
	}{{North, "north"}, {South, "south"}, {East, "east"}, {West, "west"}} {
		if got := p.Toward(p.Step(c.d)); got != c.want {
			t.Errorf("a step %v: %q, want %q", c.d, got, c.want)
		}
	}
	if got := p.Toward(Pos{1, 3}); got != "north-east" {
		t.Errorf("up and right: %q", got)
	}
	if got := p.Toward(p); got != "" {
		t.Errorf("no step: %q", got)
	}
}
