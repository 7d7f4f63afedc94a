package dieinthedungeon

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

func TestTileCounts(t *testing.T) {
	// The rulebook's tile-back list and R4: Start/Blank 4, Epic 6, Dead end
	// 12, Corner 12, Two-way 12, Three-way 12, Four-way 10; 68 in all (R37).
	want := [NumTileKinds]int{4, 6, 12, 12, 12, 12, 10}
	if len(Tiles) != 68 || NumTiles != 68 {
		t.Errorf("%d tiles (NumTiles %d), want 68", len(Tiles), NumTiles)
	}
	var got [NumTileKinds]int
	for _, tl := range Tiles {
		got[tl.Kind]++
	}
	for k := range want {
		if got[k] != want[k] || TileKinds[k].Count != want[k] {
			t.Errorf("%v: %d tiles (TileKinds says %d), want %d", TileKind(k), got[k], TileKinds[k].Count, want[k])
		}
	}
}

func TestTileIDsAndCodes(t *testing.T) {
	// §2.9: ids <kind>_NN; codes D1–D12, C1–C12, S1–S12, T1–T12, Q1–Q10,
	// E1–E6; start tiles start_01…start_04 with no code.
	prefix := map[TileKind]string{StartTile: "start", EpicTile: "epic", DeadEnd: "dead_end", Corner: "corner",
		TwoWay: "two_way", ThreeWay: "three_way", FourWay: "four_way"}
	letter := map[TileKind]string{EpicTile: "E", DeadEnd: "D", Corner: "C", TwoWay: "S", ThreeWay: "T", FourWay: "Q"}
	next := map[TileKind]int{}
	for i, tl := range Tiles {
		next[tl.Kind]++
		n := next[tl.Kind]
		if id := fmt.Sprintf("%s_%02d", prefix[tl.Kind], n); tl.ID != id {
			t.Errorf("tile %d is %s (%v), want %s", i, tl.ID, tl.Kind, id)
		}
		code := ""
		if tl.Kind != StartTile {
			code = letter[tl.Kind] + strconv.Itoa(n)
		}
		if tl.Code != code {
			t.Errorf("%s has code %q, want %q", tl.ID, tl.Code, code)
		}
		if j, ok := TileByID(tl.ID); !ok || j != i {
			t.Errorf("TileByID(%q) = %d, %v; want %d", tl.ID, j, ok, i)
		}
		if tl.Name == "" {
			t.Errorf("%s has no name", tl.ID)
		}
	}
	if _, ok := TileByID("four_way_11"); ok {
		t.Error("four_way_11 found: Q runs 1–10")
	}
}

func TestTileLevelsFollowTheIDRule(t *testing.T) {
	// §2.9: ids 1–3 are L1, 4–6 L2, 7–9 L3, 10–12 L4; for Q: 1–3 L1, 4–6
	// L2, 7–8 L3, 9–10 L4. Start and Epic tiles have no level.
	q := []int{0, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4}
	for _, tl := range Tiles {
		want := 0
		if tl.Kind > EpicTile {
			n, _ := strconv.Atoi(tl.Code[1:])
			want = (n-1)/3 + 1
			if tl.Kind == FourWay {
				want = q[n]
			}
		}
		if tl.Level != want {
			t.Errorf("%s is level %d, want %d", tl.ID, tl.Level, want)
		}
	}
	// So each random stack (kind, level) holds 3 tiles, Q's upper levels 2.
	for k := DeadEnd; k < NumTileKinds; k++ {
		for l := 1; l <= 4; l++ {
			want := 3
			if k == FourWay && l >= 3 {
				want = 2
			}
			if got := len(TilesOf(k, l)); got != want {
				t.Errorf("TilesOf(%v, %d) has %d tiles, want %d", k, l, got, want)
			}
		}
	}
}

func TestTileHeads(t *testing.T) {
	for _, tl := range Tiles {
		if len(tl.Heads) > 4 {
			t.Errorf("%s has %d heads; a tile has at most 4 (R3)", tl.ID, len(tl.Heads))
		}
		if tl.Kind <= EpicTile && len(tl.Heads) > 0 {
			t.Errorf("%s: start and Epic tiles have no heads", tl.ID)
		}
		var n [NumHeroTypes]int
		random := 0
		for _, h := range tl.Heads {
			if ty, ok := h.Hero(); ok {
				n[ty]++
			} else if h == HeadRandom {
				random++
			} else {
				t.Errorf("%s: head %v", tl.ID, h)
			}
		}
		// R3: no tile ever needs more than the 4 copies of one card, even
		// if every "?" rolls that type.
		for ty, c := range n {
			if c+random > HeroCopies {
				t.Errorf("%s may need %d %v cards", tl.ID, c+random, HeroType(ty))
			}
		}
		// §2.9 design rule (rev): L3/L4 tiles never put a Fighter, a Rogue
		// and a Wizard together, not even through "?" heads.
		if tl.Level >= 3 {
			missing := 0
			for _, ty := range []HeroType{Fighter, Rogue, Wizard} {
				if n[ty] == 0 {
					missing++
				}
			}
			if missing <= random {
				t.Errorf("%s (L%d, %v) can field a Fighter, a Rogue and a Wizard", tl.ID, tl.Level, tl.Heads)
			}
		}
	}
}

func TestTileEffects(t *testing.T) {
	// A sample of §2.9's rows in the spec's own notation, one per effect.
	want := map[string]string{
		"dead_end_02": "trap(Agility,5,1)", "dead_end_11": "trap(Might,10,3)", "dead_end_08": "trap(Magic,8,2)",
		"dead_end_04": "armory", "dead_end_05": "gain_ability(1)", "corner_05": "dark",
		"corner_06": "lose_time(1)", "corner_09": "gain_health_noup(2)", "corner_11": "holy_ground",
		"two_way_08": "ambush", "two_way_12": "lose_time(2)", "three_way_12": "war_drums",
		"four_way_06": "gain_time(1)", "four_way_10": "holy_ground", "corner_01": "none", "start_01": "none",
		"epic_02": "sanctified",
	}
	for id, e := range want {
		i, ok := TileByID(id)
		if !ok || Tiles[i].Effect.String() != e {
			t.Errorf("%s's effect is %v, want %s", id, Tiles[i].Effect, e)
		}
	}
	traps := 0
	for _, tl := range Tiles {
		e := tl.Effect
		if e.Kind < 0 || e.Kind >= NumEffectKinds {
			t.Errorf("%s: effect kind %d", tl.ID, e.Kind)
		}
		if e.Kind == Trap {
			traps++
			if e.Stat < Might || e.Stat > Magic || e.N < 1 || e.N > 20 || e.D < 1 {
				t.Errorf("%s: %v is no Stat Check", tl.ID, e)
			}
		}
		if e.Kind.Combat() {
			if len(tl.Heads) == 0 && tl.Kind != EpicTile {
				t.Errorf("%s: %v changes a Combat the tile never has", tl.ID, e)
			}
		}
	}
	// §2.9's table has 11 trap rows: D2, D8, D11, C2, C8, C12, S3, S6,
	// T6, T9, Q8.
	if traps != 11 {
		t.Errorf("%d trap tiles, want 11", traps)
	}
	// §5.1: armory, war_drums, dark, holy_ground, ambush are stored for
	// the Combat; the others apply at once.
	for k := NoEffect; k < NumEffectKinds; k++ {
		stored := strings.Contains(" armory war_drums dark holy_ground ambush sanctified ", " "+k.ID()+" ")
		if k.Combat() != stored {
			t.Errorf("%s: Combat() = %v", k.ID(), k.Combat())
		}
	}
}

func TestHeadLetters(t *testing.T) {
	var b strings.Builder
	for h := HeadFighter; h <= HeadRandom; h++ {
		b.WriteString(h.String())
	}
	if b.String() != "FRWC?" {
		t.Errorf("heads read %q, want FRWC?", b.String())
	}
	if _, ok := HeadRandom.Hero(); ok {
		t.Error("? is no hero type")
	}
}
