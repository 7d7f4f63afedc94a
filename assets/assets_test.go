package assets

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"sort"
	"strings"
	"testing"

	"github.com/herotable/herotable/assets/internal/art"
	"golang.org/x/image/font/opentype"
)

// contractNames lists every sprite the app is promised (assets-api.md).
func contractNames() []string {
	var n []string
	for _, s := range []string{"button", "button-hover", "button-pressed", "button-disabled",
		"panel", "panel-dark", "tooltip", "tile", "tile-hover", "tile-locked",
		"glow", "check-on", "check-off", "radio-on", "radio-off", "scroll-thumb"} {
		n = append(n, "ui/"+s)
	}
	for _, s := range strings.Fields(`menu undo save rules settings back close play load delete human
		bot dice fullscreen speed check lock arrow-left arrow-right plus minus info trophy`) {
		n = append(n, "icon/"+s)
	}
	n = append(n, "card/frame", "card/back", "card/highlight")
	for _, c := range strings.Fields("red blue green yellow white black purple orange") {
		n = append(n, "token/disc-"+c, "token/cube-"+c, "token/pawn-"+c)
	}
	n = append(n, "token/chip", "token/coin", "token/wound", "token/marker")
	for _, d := range []struct {
		id    string
		faces int
	}{{"d4", 4}, {"d6", 6}, {"d8", 8}, {"d10", 10}, {"d12", 12}, {"d20", 20}, {"herodie", 6}, {"heroica", 6}} {
		for f := 1; f <= d.faces; f++ {
			n = append(n, fmt.Sprintf("die/%s/%d", d.id, f))
		}
		for k := 0; k < 8; k++ {
			n = append(n, fmt.Sprintf("die/%s/tumble/%d", d.id, k))
		}
	}
	for _, g := range strings.Fields("heromustdie herohouse herodice heroica dieinthedungeon") {
		n = append(n, "title/"+g)
	}
	return append(n, "app/icon", "app/logo")
}

// sizes the contract fixes, by name prefix.
var contractSizes = []struct {
	prefix string
	w, h   int
}{
	{"ui/button", 48, 48}, {"ui/panel", 48, 48}, {"ui/tooltip", 48, 48}, {"ui/tile", 48, 48},
	{"ui/glow", 64, 64}, {"ui/check-", 24, 24}, {"ui/radio-", 24, 24}, {"ui/scroll-thumb", 12, 48},
	{"icon/", 32, 32}, {"card/", 140, 200}, {"token/chip", 40, 40}, {"token/coin", 40, 40},
	{"token/wound", 40, 40}, {"token/marker", 40, 40}, {"die/", 64, 64}, {"title/", 200, 130},
	{"app/icon", 256, 256},
}

func TestContractNamesExist(t *testing.T) {
	for _, n := range contractNames() {
		_, r, ok := Find(n)
		if !ok {
			t.Errorf("sprite %s missing", n)
			continue
		}
		for _, s := range contractSizes {
			if strings.HasPrefix(n, s.prefix) && (r.Dx() != s.w || r.Dy() != s.h) {
				t.Errorf("sprite %s is %dx%d, contract says %dx%d", n, r.Dx(), r.Dy(), s.w, s.h)
			}
		}
	}
	if _, r, _ := Find("app/logo"); r.Dx() < 400 || r.Dx() > 560 || r.Dy() < 90 || r.Dy() > 150 {
		t.Errorf("app/logo is %v, want about 480x120", r.Size())
	}
}

func TestNamesSortedAndFindable(t *testing.T) {
	names := Names()
	if !sort.StringsAreSorted(names) {
		t.Error("Names() is not sorted")
	}
	for _, n := range names {
		if _, _, ok := Find(n); !ok {
			t.Errorf("Names() lists %s but Find cannot find it", n)
		}
	}
	if _, _, ok := Find("die/d7/1"); ok {
		t.Error("Find reports a sprite that does not exist")
	}
}

// decodeAll decodes every atlas.
func decodeAll(t *testing.T) []*image.NRGBA {
	t.Helper()
	var out []*image.NRGBA
	for _, a := range Atlases() {
		img, err := png.Decode(bytes.NewReader(a.PNG))
		if err != nil {
			t.Fatalf("atlas %s: %v", a.Name, err)
		}
		n, ok := img.(*image.NRGBA)
		if !ok {
			t.Fatalf("atlas %s decodes as %T, want *image.NRGBA", a.Name, img)
		}
		b := n.Bounds()
		if b.Dx() > 2048 || b.Dy() > 2048 {
			t.Errorf("atlas %s is %v, larger than 2048x2048", a.Name, b.Size())
		}
		out = append(out, n)
	}
	return out
}

func TestSpritesInsideAndApart(t *testing.T) {
	imgs := decodeAll(t)
	for i, a := range Atlases() {
		var rs []image.Rectangle
		var ns []string
		for n, r := range a.Sprites {
			if !r.In(imgs[i].Bounds()) {
				t.Errorf("sprite %s %v lies outside atlas %s %v", n, r, a.Name, imgs[i].Bounds())
			}
			rs, ns = append(rs, r), append(ns, n)
		}
		for x := range rs {
			for y := x + 1; y < len(rs); y++ {
				if rs[x].Overlaps(rs[y]) {
					t.Errorf("sprites %s and %s overlap in atlas %s", ns[x], ns[y], a.Name)
				}
			}
		}
	}
}

func TestSpritesNotBlank(t *testing.T) {
	imgs := decodeAll(t)
	for i, a := range Atlases() {
		for n, r := range a.Sprites {
			solid := 0
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					if imgs[i].NRGBAAt(x, y).A >= 128 {
						solid++
					}
				}
			}
			if solid*100 < r.Dx()*r.Dy() {
				t.Errorf("sprite %s is nearly blank: %d of %d pixels at least half opaque", n, solid, r.Dx()*r.Dy())
			}
		}
	}
}

// Icons must be pure white so that tinting gives exactly the tint.
func TestIconsAreWhite(t *testing.T) {
	imgs := decodeAll(t)
	for i, a := range Atlases() {
		for n, r := range a.Sprites {
			if !strings.HasPrefix(n, "icon/") && !strings.HasPrefix(n, "token/symbol-") {
				continue
			}
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					if c := imgs[i].NRGBAAt(x, y); c.A > 0 && (c.R != 255 || c.G != 255 || c.B != 255) {
						t.Fatalf("icon %s has non-white pixel %v at %d,%d", n, c, x-r.Min.X, y-r.Min.Y)
					}
				}
			}
		}
	}
}

// Each die's tumbling frames must all differ, or the animation stalls.
func TestTumbleFramesDiffer(t *testing.T) {
	imgs := decodeAll(t)
	pix := func(name string) []byte {
		i, r, ok := Find(name)
		if !ok {
			t.Fatalf("%s missing", name)
		}
		var b []byte
		for y := r.Min.Y; y < r.Max.Y; y++ {
			b = append(b, imgs[i].Pix[imgs[i].PixOffset(r.Min.X, y):imgs[i].PixOffset(r.Max.X, y)]...)
		}
		return b
	}
	for _, id := range strings.Fields("d4 d6 d8 d10 d12 d20 herodie heroica") {
		seen := map[string]int{}
		for k := 0; k < 8; k++ {
			p := string(pix(fmt.Sprintf("die/%s/tumble/%d", id, k)))
			if j, dup := seen[p]; dup {
				t.Errorf("die %s: tumble frames %d and %d are identical", id, j, k)
			}
			seen[p] = k
		}
	}
}

func TestFontsParse(t *testing.T) {
	for _, f := range []struct {
		name string
		data []byte
	}{{"UIFont", UIFont()}, {"UIBoldFont", UIBoldFont()}, {"DisplayFont", DisplayFont()}} {
		font, err := opentype.Parse(f.data)
		if err != nil {
			t.Errorf("%s does not parse: %v", f.name, err)
			continue
		}
		if font.NumGlyphs() < 60 {
			t.Errorf("%s has only %d glyphs", f.name, font.NumGlyphs())
		}
	}
	if !strings.Contains(DisplayFontLicense(), "SIL OPEN FONT LICENSE Version 1.1") {
		t.Error("the display font's licence text is not the SIL OFL 1.1")
	}
}

func TestIconSizes(t *testing.T) {
	icons := Icon()
	want := []int{16, 32, 48, 64, 128, 256}
	if len(icons) != len(want) {
		t.Fatalf("Icon() returned %d images, want %d", len(icons), len(want))
	}
	for i, img := range icons {
		if s := img.Bounds().Size(); s.X != want[i] || s.Y != want[i] {
			t.Errorf("icon %d is %v, want %dx%d", i, s, want[i], want[i])
		}
		// The corners are transparent (rounded) and the centre is opaque.
		b := img.Bounds()
		if _, _, _, a := img.At(b.Min.X, b.Min.Y).RGBA(); a != 0 {
			t.Errorf("icon %d px has an opaque corner", want[i])
		}
		if _, _, _, a := img.At(b.Min.X+b.Dx()/2, b.Min.Y+b.Dy()/2).RGBA(); a != 0xffff {
			t.Errorf("icon %d px has a transparent centre", want[i])
		}
	}
}

func TestParseIndexRejectsBadInput(t *testing.T) {
	read := func(string) ([]byte, error) { return []byte("png"), nil }
	for _, c := range []struct{ name, index, want string }{
		{"few fields", "ui/button ui 1 2 3\n", "want 6 fields"},
		{"not a number", "ui/button ui 1 two 3 4\n", `"two" is not`},
		{"negative", "ui/button ui -1 2 3 4\n", `"-1" is not`},
		{"empty sprite", "ui/button ui 1 2 0 4\n", "is empty"},
		{"duplicate", "a ui 1 2 3 4\na ui 5 6 7 8\n", "listed twice"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := parseIndex([]byte(c.index), read)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got error %v, want one containing %q", err, c.want)
			}
		})
	}
	atl, err := parseIndex([]byte("# comment\n\nb two 0 0 1 1\na one 4 5 6 7\n"), read)
	if err != nil {
		t.Fatal(err)
	}
	if len(atl) != 2 || atl[0].Name != "one" || atl[0].Sprites["a"] != image.Rect(4, 5, 10, 12) {
		t.Errorf("parsed %+v", atl)
	}
}

// The lookup helpers must say what the generator actually drew.
func TestSymbolsMatchArt(t *testing.T) {
	for i, want := range art.HeroicaFaces {
		if got := HeroicaFace(i + 1); got != want {
			t.Errorf("HeroicaFace(%d) = %q, the art draws %q", i+1, got, want)
		}
	}
	for _, n := range []int{0, 7, -1} {
		if got := HeroicaFace(n); got != "" {
			t.Errorf("HeroicaFace(%d) = %q, want \"\"", n, got)
		}
	}
	for _, tc := range art.TokenColours {
		if got := TokenSymbol(tc.Name); got != tc.Symbol {
			t.Errorf("TokenSymbol(%q) = %q, the art draws %q", tc.Name, got, tc.Symbol)
		}
		if _, _, ok := Find("token/symbol-" + tc.Name); !ok {
			t.Errorf("token/symbol-%s missing", tc.Name)
		}
	}
	if len(tokenSymbols) != len(art.TokenColours) {
		t.Errorf("TokenSymbol knows %d colours, the art draws %d", len(tokenSymbols), len(art.TokenColours))
	}
}
