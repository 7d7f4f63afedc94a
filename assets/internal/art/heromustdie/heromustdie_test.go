package heromustdie

import (
	"bytes"
	"fmt"
	"image"
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/herotable/herotable/assets/internal/art"
	"github.com/herotable/herotable/assets/internal/art/arttest"
)

// hmdDrawn draws every Hero Must Die! group once for all tests.
var hmdDrawn = arttest.DrawnOnce(hmdBoardSprites, hmdIconSprites, hmdTokenSprites,
	hmdHeroCardSprites, hmdMonsterCardSprites, hmdPlotCardSprites)

// hmdWant is every sprite the table scene codes against, with its size,
// written out from the spec's §10 sprite list and its ids.
func hmdWant() map[string][2]int {
	w := map[string][2]int{}
	add := func(size [2]int, names ...string) {
		for _, n := range names {
			w["heromustdie/"+n] = size
		}
	}
	add([2]int{640, 52}, "board/floor", "board/conquered")
	add([2]int{66, 44}, "board/guard-post")
	add([2]int{84, 44}, "board/building-space")
	add([2]int{120, 44}, "board/castle", "board/inn", "board/entrance")
	for _, l := range strings.Fields("throne_room gold_mine rune_room building_room monster_pit town forest castle") {
		add([2]int{156, 140}, "board/location/"+l)
	}
	add([2]int{86, 64}, "board/slot")
	add([2]int{640, 68}, "board/vp-track")
	for _, ic := range strings.Fields("gold slave mp eye green-eye gift build minus-gold hire die plot evil vp level reserve eye-badge") {
		add([2]int{32, 32}, "icon/"+ic)
	}
	for _, l := range []struct {
		id string
		n  int
	}{{"throne_room", 3}, {"gold_mine", 3}, {"rune_room", 3}, {"building_room", 3}, {"monster_pit", 3}, {"town", 3}, {"forest", 2}, {"castle", 2}} {
		for k := 1; k <= l.n; k++ {
			add([2]int{46, 46}, fmt.Sprintf("box/%s_%d", l.id, k))
		}
	}
	for _, c := range strings.Fields("red yellow green blue") {
		add([2]int{40, 40}, "player/"+c)
		add([2]int{32, 32}, "goblin/"+c)
		add([2]int{24, 24}, "vp/"+c)
	}
	add([2]int{36, 36}, "party/1", "party/2", "party/3")
	for _, c := range strings.Fields("brown green black yellow blue") {
		for d := 1; d <= 3; d++ {
			add([2]int{40, 40}, fmt.Sprintf("trap/trap_%s_%d", c, d))
		}
		add([2]int{24, 24}, "pip/"+c)
	}
	add([2]int{76, 40}, "room/room_3", "room/room_4", "room/room_5")
	add([2]int{32, 32}, "res/gold", "res/slave", "res/mp")
	add([2]int{24, 24}, "wound")
	add([2]int{28, 28}, "levelup")
	add([2]int{40, 40}, "conquered-marker")
	for _, f := range strings.Fields("beast dragon demon undead elemental") {
		add([2]int{24, 24}, "family/"+f)
	}
	cards := strings.Fields(`hero_squire hero_archer hero_thief hero_acolyte hero_apprentice hero_militia
		hero_swordsman hero_crossbowman hero_priest hero_mage hero_rogue hero_barbarian hero_ranger hero_paladin
		hero_champion hero_archmage hero_high_priestess hero_dwarf_sapper
		mon_giant_rat mon_wolf mon_dire_wolf mon_troll mon_manticore mon_behemoth mon_kobold mon_wyrmling
		mon_wyvern mon_drake mon_young_dragon mon_dragon mon_imp mon_hellhound mon_succubus mon_fiend
		mon_pit_fiend mon_archdemon mon_skeleton mon_zombie mon_skeleton_archer mon_wraith mon_vampire mon_lich
		mon_wisp mon_ember mon_undine mon_fire_elemental mon_storm_elemental mon_earth_titan
		plot_rule_them_all plot_monster_cup plot_more_traps plot_trap_master plot_we_need_rooms
		plot_burn_them_all plot_dragon_lord plot_demon_lord plot_black_mail plot_super_spell
		plot_get_the_princess plot_poison_the_king plot_hero_must_die
		plot_we_need_change plot_better_choice plot_its_mine plot_pardon_me plot_traitor
		event_invasion_1 event_invasion_2 event_invasion_3 event_pay_day event_full_moon event_town_festival
		event_happy_princess event_wrath_of_lord event_kingdom_at_war event_big_sales event_carriage_arrived`)
	for _, c := range cards {
		add([2]int{120, 168}, "card/"+c)
	}
	for _, k := range strings.Fields("hero monster plot event") {
		add([2]int{120, 168}, "back/"+k)
	}
	for _, k := range strings.Fields("hero monster quest function event") {
		add([2]int{120, 168}, "frame/"+k)
	}
	return w
}

func TestHMDSpriteNames(t *testing.T) {
	want, got := hmdWant(), hmdDrawn(t)
	if len(want) != 190 {
		t.Fatalf("the list above names %d sprites, want 190", len(want))
	}
	for n, size := range want {
		img := got[n]
		if img == nil {
			t.Errorf("sprite %s missing", n)
			continue
		}
		if b := img.Bounds(); b.Dx() != size[0] || b.Dy() != size[1] {
			t.Errorf("%s is %dx%d, want %dx%d", n, b.Dx(), b.Dy(), size[0], size[1])
		}
		sheet := "heromustdie"
		if strings.HasPrefix(n, "heromustdie/board/") {
			sheet = "heromustdie-board"
		}
		if s := art.SheetOf(n); s != sheet {
			t.Errorf("%s goes to sheet %s, want %s", n, s, sheet)
		}
	}
	for n := range got {
		if _, ok := want[n]; !ok {
			t.Errorf("unexpected sprite %s", n)
		}
	}
}

// The card tables must hold what the spec's §2 tables hold: the counts,
// the monster levels and costs, the HP column (HP is the largest strength,
// so a mistyped strength shows here), the copies of plot and event cards.
func TestHMDCardTables(t *testing.T) {
	for _, c := range []struct {
		what      string
		got, want int
	}{
		{"heroes", len(HMDHeroes), 18}, {"monsters", len(HMDMonsters), 30}, {"quests", len(HMDQuests), 13},
		{"function kinds", len(HMDFunctions), 5}, {"event kinds", len(HMDEvents), 11},
		{"traps", len(HMDTraps), 15}, {"locations", len(HMDLocations), 8},
	} {
		if c.got != c.want {
			t.Errorf("%d %s, spec has %d", c.got, c.what, c.want)
		}
	}
	heroHP := "3 3 3 2 2 4 5 4 4 4 4 6 6 7 8 6 6 6"
	monHP := "2 3 5 6 6 9 2 3 4 5 6 7 2 4 3 5 6 8 2 3 4 5 6 7 2 3 3 5 5 9"
	var hp []string
	for _, h := range HMDHeroes {
		hp = append(hp, fmt.Sprint(hmdHP(h.Str)))
	}
	if g := strings.Join(hp, " "); g != heroHP {
		t.Errorf("hero HP %s, spec %s", g, heroHP)
	}
	hp = nil
	levels := map[int]int{}
	costs := map[int]string{1: "[1 0 0]", 2: "[1 1 0]", 3: "[2 2 0]", 4: "[3 2 2]", 5: "[4 3 3]"}
	for _, m := range HMDMonsters {
		hp = append(hp, fmt.Sprint(hmdHP(m.Str)))
		levels[m.Level]++
		if fmt.Sprint(m.Cost) != costs[m.Level] {
			t.Errorf("%s costs %v, spec gives level %d %s", m.ID, m.Cost, m.Level, costs[m.Level])
		}
		if m.Str[4] != 0 {
			t.Errorf("%s has blue strength", m.ID)
		}
	}
	if g := strings.Join(hp, " "); g != monHP {
		t.Errorf("monster HP %s, spec %s", g, monHP)
	}
	if fmt.Sprint(levels) != "map[1:8 2:7 3:5 4:5 5:5]" {
		t.Errorf("monster levels %v", levels)
	}
	plots, events := 0, 0
	for _, p := range append(append([]HMDPlot(nil), HMDQuests...), HMDFunctions...) {
		plots += p.Copies
	}
	for _, e := range HMDEvents {
		events += e.Copies
	}
	if plots != 24 || events != 16 {
		t.Errorf("%d plot and %d event cards, spec has 24 and 16", plots, events)
	}
	var evil []string
	for _, q := range HMDQuests {
		if q.Evil {
			evil = append(evil, q.ID)
		}
	}
	if g := strings.Join(evil, " "); g != "plot_burn_them_all plot_black_mail plot_get_the_princess plot_poison_the_king" {
		t.Errorf("evil quests %s", g)
	}
	boxes := 0
	for _, l := range HMDLocations {
		boxes += len(l.Boxes)
	}
	if boxes != 22 {
		t.Errorf("%d boxes, spec has 22", boxes)
	}
	if fmt.Sprint(HMDTrack.Workers[1:], HMDTrack.Gold[1:]) != "[2 2 3 3 4 4 4 5 5 5 5 5] [1 1 1 2 2 2 3 3 3 4 4 4]" {
		t.Errorf("VP track %v %v", HMDTrack.Workers, HMDTrack.Gold)
	}
}

// The icons are tinted by the app: every pixel pure white, alpha only.
func TestHMDIconsWhite(t *testing.T) {
	for n, img := range hmdDrawn(t) {
		if !strings.HasPrefix(n, "heromustdie/icon/") {
			continue
		}
		solid := 0
		for i := 0; i < len(img.Pix); i += 4 {
			p := img.Pix[i : i+4]
			if p[3] > 0 && (p[0] != 255 || p[1] != 255 || p[2] != 255) {
				t.Fatalf("%s has pixel %v, not white", n, p)
			}
			if p[3] > 200 {
				solid++
			}
		}
		if solid < 32*32/8 {
			t.Errorf("%s has only %d solid pixels", n, solid)
		}
	}
}

// hmdInkMap is how close each pixel of img is to the ink colour k, 0..1.
func hmdInkMap(img *image.NRGBA, k [3]int) []float64 {
	out := make([]float64, len(img.Pix)/4)
	for i := range out {
		p := img.Pix[4*i : 4*i+4]
		d := hmdAbs(float64(int(p[0])-k[0])) + hmdAbs(float64(int(p[1])-k[1])) + hmdAbs(float64(int(p[2])-k[2]))
		out[i] = max(0, 1-d/150) * float64(p[3]) / 255
	}
	return out
}

// hmdCosine is the cosine similarity of an ink map and a shape's coverage.
func hmdCosine(m []float64, s *art.Mask) float64 {
	var dot, mm, ss float64
	for i := range m {
		dot += m[i] * s.A[i]
		mm += m[i] * m[i]
		ss += s.A[i] * s.A[i]
	}
	return dot / math.Sqrt(mm*ss+1e-9)
}

// Colour never carries meaning alone: the symbol painted on each player
// token must match its own colour's symbol better than any other colour's,
// and each strength pip must match its own glyph better than the others'.
func TestHMDSymbolsTellColoursApart(t *testing.T) {
	drawn := hmdDrawn(t)
	light, dark := [3]int{0xff, 0xf6, 0xe2}, [3]int{0x2a, 0x1d, 0x15}
	for kind, spot := range hmdSymbolSpot {
		for _, c := range HMDColours {
			img := drawn["heromustdie/"+kind+"/"+c]
			base, own := hmdPlayer(c)
			ink := light
			if art.Luminance(base) > 0.6 {
				ink = dark
			}
			m := hmdInkMap(img, ink)
			best, bestScore := "", -1.0
			for _, other := range HMDColours {
				_, sym := hmdPlayer(other)
				cv := art.NewCanvas(img.Bounds().Dx(), img.Bounds().Dy())
				if s := hmdCosine(m, cv.Mask(art.SymbolPath(sym, spot.C, spot.R))); s > bestScore {
					best, bestScore = sym, s
				}
			}
			if best != own {
				t.Errorf("%s/%s shows a %s more than its own %s", kind, c, best, own)
			}
		}
	}
	for _, s := range HMDStrengths {
		img := drawn["heromustdie/pip/"+s]
		ink := [3]int{0xff, 0xf8, 0xea}
		if s == "yellow" {
			ink = [3]int{0x24, 0x17, 0x0f}
		}
		m := hmdInkMap(img, ink)
		best, bestScore := "", -1.0
		for _, other := range HMDStrengths {
			cv := art.NewCanvas(24, 24)
			g := hmdGlyphAt(hmdStrengthGlyph(other), art.P(12, 12), (11-2.2)*2*1.02, 32)
			cv.Fill(g.Fill, art.White)
			if !g.Cut.Empty() {
				cv.Erase(cv.Mask(g.Cut))
			}
			if sc := hmdCosine(m, cv.Alpha()); sc > bestScore {
				best, bestScore = other, sc
			}
		}
		if best != s {
			t.Errorf("pip/%s shows the %s symbol more than its own", s, best)
		}
	}
}

// No two sprites are the same picture.
func TestHMDSpritesDistinct(t *testing.T) {
	drawn := hmdDrawn(t)
	var names []string
	for n := range drawn {
		names = append(names, n)
	}
	sort.Strings(names)
	for i, a := range names {
		for _, b := range names[i+1:] {
			if hmdSameBox(a, b) {
				continue // boxes the spec prints alike (Monster pit, Forest)
			}
			if drawn[a].Bounds() == drawn[b].Bounds() && bytes.Equal(drawn[a].Pix, drawn[b].Pix) {
				t.Errorf("%s and %s are the same picture", a, b)
			}
		}
	}
}

// Every card name is white on a dark title plate: the plate's middle
// must hold both near-white and dark pixels.
func TestHMDCardTitlesReadable(t *testing.T) {
	for n, img := range hmdDrawn(t) {
		if !strings.HasPrefix(n, "heromustdie/card/") {
			continue
		}
		lo, hi := 255.0, 0.0
		for y := 12; y < 23; y++ {
			for x := 40; x < 100; x++ {
				c := img.NRGBAAt(x, y)
				l := 0.3*float64(c.R) + 0.59*float64(c.G) + 0.11*float64(c.B)
				lo, hi = min(lo, l), max(hi, l)
			}
		}
		if hi < 230 || lo > 60 {
			t.Errorf("%s title band spans luminance %.0f..%.0f", n, lo, hi)
		}
	}
}

// hmdSameBox reports whether sprites a and b are boxes with the same icons.
func hmdSameBox(a, b string) bool {
	icons := map[string]string{}
	for _, l := range HMDLocations {
		for _, bo := range l.Boxes {
			icons["heromustdie/box/"+bo.ID] = fmt.Sprint(bo.Icons)
		}
	}
	ia, oka := icons[a]
	return oka && ia == icons[b]
}
