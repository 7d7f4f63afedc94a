package herohouse

import (
	"fmt"
	"image"
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/herotable/herotable/assets/internal/art"
	"github.com/herotable/herotable/assets/internal/art/arttest"
)

// The deck must be the spec's (herohouse.md §2.1-2.3): every suit holds
// each of the 14 dot pairs once and totals 20 white and 20 black dots.
func TestHeroHouseDeck(t *testing.T) {
	if len(HeroHouseCards) != 56 {
		t.Fatalf("deck has %d cards, want 56", len(HeroHouseCards))
	}
	ids := map[string]bool{}
	type key struct {
		suit string
		w, b int
	}
	pairs := map[key]int{}
	whites, blacks, names := map[string]int{}, map[string]int{}, map[string]bool{}
	partID := regexp.MustCompile(`^(head|body|legs)_w([0-4])_b([0-4])$`)
	for _, c := range HeroHouseCards {
		if ids[c.ID] {
			t.Errorf("card id %s appears twice", c.ID)
		}
		ids[c.ID] = true
		if names[c.Name] {
			t.Errorf("card name %q appears twice", c.Name)
		}
		names[c.Name] = true
		pairs[key{c.Suit, c.W, c.B}]++
		whites[c.Suit] += c.W
		blacks[c.Suit] += c.B
		if n := c.W + c.B; n < 1 || n > 4 {
			t.Errorf("%s has %d dots, want 1 to 4", c.ID, n)
		}
		if wb := heroHousePairs[c.Idx-1]; wb != [2]int{c.W, c.B} {
			t.Errorf("%s has index %d but dots (%d,%d); rulebook order gives %v", c.ID, c.Idx, c.W, c.B, wb)
		}
		if c.Suit == "prime" {
			if c.ID != "prime_"+strings.ReplaceAll(strings.ToLower(c.Name), " ", "_") {
				t.Errorf("prime %q has id %s", c.Name, c.ID)
			}
		} else if m := partID.FindStringSubmatch(c.ID); m == nil || m[1] != c.Suit || m[2] != fmt.Sprint(c.W) || m[3] != fmt.Sprint(c.B) {
			t.Errorf("part id %s does not say its suit %s and dots (%d,%d)", c.ID, c.Suit, c.W, c.B)
		}
	}
	for _, s := range HeroHouseSuits {
		for _, wb := range heroHousePairs {
			if n := pairs[key{s, wb[0], wb[1]}]; n != 1 {
				t.Errorf("suit %s has %d cards with dots %v, want 1", s, n, wb)
			}
		}
		if whites[s] != 20 || blacks[s] != 20 {
			t.Errorf("suit %s totals %d white and %d black dots, want 20 and 20", s, whites[s], blacks[s])
		}
	}
	// Spot checks straight from the spec's tables.
	for _, want := range []HeroHouseCard{
		{ID: "prime_toothpick", Suit: "prime", Name: "Toothpick", W: 1, B: 0, Idx: 1},
		{ID: "prime_java_man", Suit: "prime", Name: "Java Man", W: 1, B: 1, Idx: 4},
		{ID: "prime_cave_woman", Suit: "prime", Name: "Cave Woman", W: 4, B: 0, Idx: 10},
		{ID: "prime_alpha_man", Suit: "prime", Name: "Alpha Man", W: 2, B: 2, Idx: 12},
		{ID: "prime_black_knight", Suit: "prime", Name: "Black Knight", W: 0, B: 4, Idx: 14},
		{ID: "head_w1_b3", Suit: "head", Name: "Pirate Tricorn", W: 1, B: 3, Idx: 13},
		{ID: "body_w2_b2", Suit: "body", Name: "Chainmail", W: 2, B: 2, Idx: 12},
		{ID: "legs_w4_b0", Suit: "legs", Name: "Roller Skates", W: 4, B: 0, Idx: 10},
		{ID: "legs_w0_b2", Suit: "legs", Name: "Boots", W: 0, B: 2, Idx: 5},
	} {
		found := false
		for _, c := range HeroHouseCards {
			if c.ID == want.ID {
				found = true
				if c != want {
					t.Errorf("card %s is %+v, spec says %+v", want.ID, c, want)
				}
			}
		}
		if !found {
			t.Errorf("card %s missing", want.ID)
		}
	}
}

// heroHouseSprites draws both Hero House groups once for all tests.
var heroHouseSprites = arttest.DrawnOnce(heroHouseCardSprites, heroHouseTableSprites)

// The sprite list the Hero House table scene codes against, with sizes.
func TestHeroHouseSpriteNames(t *testing.T) {
	want := map[string][2]int{"herohouse/card/back": {144, 208}}
	for _, c := range HeroHouseCards {
		want["herohouse/card/"+c.ID] = [2]int{144, 208}
	}
	for _, s := range HeroHouseSuits {
		want["herohouse/suit/"+s] = [2]int{48, 48}
		want["herohouse/slot/"+s] = [2]int{112, 160}
	}
	want["herohouse/slot/prime"] = [2]int{160, 112}
	for _, n := range []string{"hero_wins", "monster_wins", "cosmic_struggle", "no_win", "hero_house", "balanced_monster", "hand_over", "game_over"} {
		want["herohouse/banner/"+n] = [2]int{480, 96}
	}
	for _, n := range []string{"lay-down", "flip", "next-hand", "give"} {
		want["herohouse/icon/"+n] = [2]int{32, 32}
	}
	for n, s := range map[string][2]int{
		"dot/white": {32, 32}, "dot/black": {32, 32}, "token/treasure": {64, 64}, "token/stack": {96, 96},
		"marker/dealer": {48, 48}, "marker/monster": {48, 48}, "marker/out": {48, 48}, "badge/house": {48, 48},
		"pile/draw": {112, 160}, "pile/out": {112, 160}, "wilderness": {96, 96}, "table-bg": {128, 128},
		"seat-plate": {96, 48}, "privacy": {256, 256}, "fight-vs": {96, 96},
	} {
		want["herohouse/"+n] = s
	}
	got := heroHouseSprites(t)
	for n, size := range want {
		img, ok := got[n]
		if !ok {
			t.Errorf("%s not drawn", n)
			continue
		}
		if b := img.Bounds(); b.Dx() != size[0] || b.Dy() != size[1] {
			t.Errorf("%s is %dx%d, want %dx%d", n, b.Dx(), b.Dy(), size[0], size[1])
		}
		if art.SheetOf(n) != "herohouse" {
			t.Errorf("%s goes to atlas %s, want herohouse", n, art.SheetOf(n))
		}
	}
	for n := range got {
		if _, ok := want[n]; !ok {
			t.Errorf("%s drawn but not in the sprite list", n)
		}
	}
}

func lum(c [4]uint8) float64 {
	return (0.3*float64(c[0]) + 0.59*float64(c[1]) + 0.11*float64(c[2])) / 255
}

func at(img *image.NRGBA, x, y float64) [4]uint8 {
	p := img.NRGBAAt(int(x), int(y))
	return [4]uint8{p.R, p.G, p.B, p.A}
}

// Every face shows W rings then B discs down each index column and
// nothing in the unused places: a white dot is light in the middle with a
// dark rim, a black dot dark in the middle, an empty place light at both.
func TestHeroHouseCardDots(t *testing.T) {
	got := heroHouseSprites(t)
	for _, c := range HeroHouseCards {
		img := got["herohouse/card/"+c.ID]
		for _, br := range []bool{false, true} {
			for i := 0; i < 4; i++ {
				x, y := HHDotCentre(i, br)
				rimX := x - 0.88*hhDotR
				if br {
					rimX = x + 0.88*hhDotR
				}
				mid, rim := lum(at(img, x, y)), lum(at(img, rimX, y))
				var kind string
				switch {
				case mid > 0.8 && rim < 0.3:
					kind = "white"
				case mid < 0.25:
					kind = "black"
				case mid > 0.6 && rim > 0.6:
					kind = "none"
				default:
					kind = fmt.Sprintf("unclear (middle %.2f, rim %.2f)", mid, rim)
				}
				want := "none"
				if i < c.W {
					want = "white"
				} else if i < c.W+c.B {
					want = "black"
				}
				if kind != want {
					t.Errorf("%s dot %d (bottom-right %v) reads as %s, want %s", c.ID, i, br, kind, want)
				}
			}
		}
	}
}

// Glyphs the app tints must be pure white.
func TestHeroHouseGlyphsWhite(t *testing.T) {
	for n, img := range heroHouseSprites(t) {
		if !strings.HasPrefix(n, "herohouse/suit/") && !strings.HasPrefix(n, "herohouse/icon/") {
			continue
		}
		solid := 0
		for i := 0; i < len(img.Pix); i += 4 {
			if img.Pix[i+3] > 0 && (img.Pix[i] != 255 || img.Pix[i+1] != 255 || img.Pix[i+2] != 255) {
				t.Fatalf("%s has a non-white pixel %v", n, img.Pix[i:i+4])
			}
			if img.Pix[i+3] > 128 {
				solid++
			}
		}
		if solid < len(img.Pix)/4/8 {
			t.Errorf("%s covers only %d pixels", n, solid)
		}
	}
}

// The felt must tile: the step from the last column back to the first
// (and last row to first) is no rougher than steps inside the tile.
func TestHeroHouseFeltTiles(t *testing.T) {
	img := heroHouseSprites(t)["herohouse/table-bg"]
	n := img.Bounds().Dx()
	step := func(x0, y0, x1, y1 int) float64 {
		a, b := img.NRGBAAt(x0, y0), img.NRGBAAt(x1, y1)
		return math.Abs(float64(a.R)-float64(b.R)) + math.Abs(float64(a.G)-float64(b.G)) + math.Abs(float64(a.B)-float64(b.B))
	}
	var wrap, inside float64
	for i := 0; i < n; i++ {
		wrap += step(n-1, i, 0, i) + step(i, n-1, i, 0)
		for k := 0; k < n-1; k++ {
			inside += (step(k, i, k+1, i) + step(i, k, i, k+1)) / float64(n-1)
		}
	}
	if wrap > 1.5*inside {
		t.Errorf("table-bg seam: %.0f across the wrap against %.0f per step inside", wrap, inside)
	}
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] != 255 {
			t.Fatal("table-bg has transparent pixels")
		}
	}
}

// 9-slice sprites (12 px corners) must stretch cleanly: along every edge
// strip and across the middle, neighbouring pixels differ only a little.
func TestHeroHouseNineSlices(t *testing.T) {
	for _, n := range []string{"herohouse/wilderness", "herohouse/seat-plate"} {
		img := heroHouseSprites(t)[n]
		w, h := img.Bounds().Dx(), img.Bounds().Dy()
		diff := func(x0, y0, x1, y1 int) int {
			a, b := img.NRGBAAt(x0, y0), img.NRGBAAt(x1, y1)
			d := 0
			for _, v := range []int{int(a.R) - int(b.R), int(a.G) - int(b.G), int(a.B) - int(b.B), int(a.A) - int(b.A)} {
				d = max(d, v, -v)
			}
			return d
		}
		for y := 0; y < h; y++ {
			for x := 12; x < w-13; x++ {
				if d := diff(x, y, x+1, y); d > 6 {
					t.Errorf("%s: stretched columns differ by %d at %d,%d", n, d, x, y)
				}
			}
		}
		for x := 0; x < w; x++ {
			for y := 12; y < h-13; y++ {
				if d := diff(x, y, x, y+1); d > 6 {
					t.Errorf("%s: stretched rows differ by %d at %d,%d", n, d, x, y)
				}
			}
		}
	}
}
