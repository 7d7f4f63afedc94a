package dieinthedungeon

import (
	"bytes"
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/herotable/herotable/assets/internal/art"
	"github.com/herotable/herotable/assets/internal/art/arttest"
)

// dieDrawn draws both DIE in the Dungeon! groups once for all tests.
var dieDrawn = arttest.DrawnOnce(dieSprites, dieBackSprites)

// The ids copied from engine/dieinthedungeon must stay the engine's: the
// stat and special token ids of tokens.go and the tile kind ids of tiles.go.
func TestDieIDsMatchEngine(t *testing.T) {
	var ids []string
	for _, tk := range DieTokens {
		ids = append(ids, tk.ID)
	}
	want := "tok_might tok_agility tok_magic tok_health tok_time tok_ability tok_bard tok_kobold tok_diesplacer tok_diemaster"
	if got := strings.Join(ids, " "); got != want {
		t.Errorf("token ids %q, want %q", got, want)
	}
	ids = nil
	for _, k := range DieTileKinds {
		ids = append(ids, k.ID+":"+k.Letter)
		if n := len(k.Exits); n < 1 || n > 4 {
			t.Errorf("kind %s has %d exits", k.ID, n)
		}
	}
	if got := strings.Join(ids, " "); got != "dead_end:D corner:C two_way:S three_way:T four_way:Q" {
		t.Errorf("tile kinds %q", got)
	}
}

// The sprite list the table scene codes against, with sizes.
func TestDieSpriteNames(t *testing.T) {
	want := map[string]int{}
	for _, s := range DieStats {
		want["dieinthedungeon/stat/"+s] = 48
	}
	for _, h := range []string{"fighter", "rogue", "wizard", "cleric", "unknown"} {
		want["dieinthedungeon/head/"+h] = 48
	}
	for v := 1; v <= 6; v++ {
		want[fmt.Sprintf("dieinthedungeon/dienamic/%d", v)] = 48
	}
	want["dieinthedungeon/dienamic/empty"] = 48
	for _, d := range []string{"d4", "d6", "d8", "d10", "d12"} {
		want["dieinthedungeon/dieminion/"+d] = 64
		want["dieinthedungeon/dieminion/"+d+"-back"] = 64
	}
	for _, tk := range DieTokens {
		want["dieinthedungeon/token/"+tk.ID] = 64
	}
	for _, k := range []string{"dead_end", "corner", "two_way", "three_way", "four_way"} {
		for l := 1; l <= 4; l++ {
			want[fmt.Sprintf("dieinthedungeon/back/%s-%d", k, l)] = 160
		}
	}
	want["dieinthedungeon/back/start"] = 160
	want["dieinthedungeon/back/epic"] = 160
	got := dieDrawn(t)
	for _, s := range DieStats {
		n := "dieinthedungeon/statplate/" + s
		want[n] = -1
		if img := got[n]; img == nil {
			t.Errorf("sprite %s missing", n)
		} else if b := img.Bounds(); b.Dx() != DieStatPlateW || b.Dy() != DieStatPlateH {
			t.Errorf("%s is %dx%d, want %dx%d", n, b.Dx(), b.Dy(), DieStatPlateW, DieStatPlateH)
		}
	}
	for n, px := range want {
		img := got[n]
		if px < 0 {
			continue // checked above
		}
		if img == nil {
			t.Errorf("sprite %s missing", n)
			continue
		}
		if b := img.Bounds(); b.Dx() != px || b.Dy() != px {
			t.Errorf("%s is %dx%d, want %dx%d", n, b.Dx(), b.Dy(), px, px)
		}
		if art.SheetOf(n) != "dieinthedungeon" {
			t.Errorf("%s goes to sheet %s", n, art.SheetOf(n))
		}
	}
	for n := range got {
		if _, ok := want[n]; !ok {
			t.Errorf("unexpected sprite %s", n)
		}
	}
}

// Stat glyphs and DieNamic faces are tinted by the scene, so every pixel
// must be pure white with only its alpha varying, and not empty.
func TestDieGlyphsWhite(t *testing.T) {
	for n, img := range dieDrawn(t) {
		if !strings.HasPrefix(n, "dieinthedungeon/stat/") && !strings.HasPrefix(n, "dieinthedungeon/dienamic/") {
			continue
		}
		opaque := 0
		for i := 0; i < len(img.Pix); i += 4 {
			p := img.Pix[i : i+4]
			if p[3] > 0 && (p[0] != 255 || p[1] != 255 || p[2] != 255) {
				t.Fatalf("%s has pixel %v, not white", n, p)
			}
			if p[3] > 200 {
				opaque++
			}
		}
		if min := len(img.Pix) / 4 / 12; opaque < min {
			t.Errorf("%s has %d solid pixels, want at least %d", n, opaque, min)
		}
	}
}

// A token's label sits in its lower middle: that band must hold both
// near-white or near-black ink and the face colour, i.e. real contrast,
// on every token and DieMinion side.
func TestDieTokenLabels(t *testing.T) {
	for n, img := range dieDrawn(t) {
		if !strings.HasPrefix(n, "dieinthedungeon/token/") && !strings.HasPrefix(n, "dieinthedungeon/dieminion/") {
			continue
		}
		box := image.Rect(18, 40, 46, 53) // label band
		if strings.HasPrefix(n, "dieinthedungeon/dieminion/") && !strings.HasSuffix(n, "-back") {
			box = image.Rect(20, 24, 44, 46) // label on the die shape
		}
		lo, hi := 255.0, 0.0
		for y := box.Min.Y; y < box.Max.Y; y++ {
			for x := box.Min.X; x < box.Max.X; x++ {
				c := img.NRGBAAt(x, y)
				l := 0.3*float64(c.R) + 0.59*float64(c.G) + 0.11*float64(c.B)
				lo, hi = min(lo, l), max(hi, l)
			}
		}
		if hi-lo < 140 {
			t.Errorf("%s label band spans luminance %.0f..%.0f: no readable label", n, lo, hi)
		}
	}
}

// No two sprites may be the same picture, and the heads and stats of one
// kind must differ in shape (alpha), not just colour.
func TestDieSpritesDistinct(t *testing.T) {
	drawn := dieDrawn(t)
	var names []string
	for n := range drawn {
		names = append(names, n)
	}
	for i, a := range names {
		for _, b := range names[i+1:] {
			ia, ib := drawn[a], drawn[b]
			if ia.Bounds() != ib.Bounds() {
				continue
			}
			if bytes.Equal(ia.Pix, ib.Pix) {
				t.Errorf("%s and %s are the same picture", a, b)
			}
			if strings.HasPrefix(a, "dieinthedungeon/head/") && strings.HasPrefix(b, "dieinthedungeon/head/") {
				if d := alphaDiff(ia, ib); d < 0.08 {
					t.Errorf("heads %s and %s differ in %.0f%% of their outline only", a, b, 100*d)
				}
			}
		}
	}
}

// alphaDiff is the share of pixels whose coverage differs by more than half.
func alphaDiff(a, b *image.NRGBA) float64 {
	n := 0
	for i := 3; i < len(a.Pix); i += 4 {
		if d := int(a.Pix[i]) - int(b.Pix[i]); d > 128 || d < -128 {
			n++
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}
