// Package atlas draws every sprite of Hero Table (art's shared ones and
// each game's) and packs them into atlases. It is the body of the generator
// (assets/gen) and of the test that checks the committed atlases are up to
// date, so every run must give the same bytes.
package atlas

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/herotable/herotable/assets/internal/art"
	"github.com/herotable/herotable/assets/internal/art/dieinthedungeon"
	"github.com/herotable/herotable/assets/internal/art/herodice"
	"github.com/herotable/herotable/assets/internal/art/herohouse"
	"github.com/herotable/herotable/assets/internal/art/heromustdie"
)

// draw draws every sprite, sorted by name. The groups are drawn in
// parallel; each group is deterministic on its own, so the order of
// completion does not matter.
func draw() ([]art.Sprite, error) {
	fc, err := art.LoadFaces()
	if err != nil {
		return nil, err
	}
	groups := slices.Concat(art.Groups, herohouse.Groups, dieinthedungeon.Groups, heromustdie.Groups, herodice.Groups)
	results := make([][]art.Sprite, len(groups))
	var wg sync.WaitGroup
	for i, g := range groups {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = g(fc)
		}()
	}
	wg.Wait()
	var all []art.Sprite
	for _, r := range results {
		all = append(all, r...)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].Name < all[j].Name })
	for i := 1; i < len(all); i++ {
		if all[i].Name == all[i-1].Name {
			return nil, fmt.Errorf("sprite %q drawn twice", all[i].Name)
		}
	}
	return all, nil
}

// maxSide is the largest atlas side: every GPU the app targets takes it.
const maxSide = 2048

// pad is the transparent gap around every sprite, so that linear filtering
// never bleeds a neighbour in.
const pad = 2

// sheet is one packed atlas.
type sheet struct {
	Name    string // "ui", "dice", ...; the file is atlas-<Name>.png
	Img     *image.NRGBA
	Sprites []slot // sorted by name
}

// slot is a sprite's rectangle inside its sheet.
type slot struct {
	Name string
	R    image.Rectangle
}

// File is one generated file: an atlas PNG or the index.
type File struct {
	Name string
	Data []byte
}

// IndexFile is the name of the generated index.
const IndexFile = "index.txt"

// fileName is the file name of the atlas called name.
func fileName(name string) string { return "atlas-" + name + ".png" }

// pack sorts sprites into sheets by art.SheetOf and shelf-packs each sheet.
func pack(sprites []art.Sprite) ([]sheet, error) {
	bySheet := map[string][]art.Sprite{}
	var names []string
	for _, s := range sprites {
		n := art.SheetOf(s.Name)
		if _, ok := bySheet[n]; !ok {
			names = append(names, n)
		}
		bySheet[n] = append(bySheet[n], s)
	}
	sort.Strings(names)
	var sheets []sheet
	for _, n := range names {
		sh, err := packSheet(n, bySheet[n])
		if err != nil {
			return nil, err
		}
		sheets = append(sheets, sh)
	}
	return sheets, nil
}

// packSheet places sprites on shelves, tallest first, in a width chosen to
// keep the sheet about square.
func packSheet(name string, sprites []art.Sprite) (sheet, error) {
	order := append([]art.Sprite(nil), sprites...)
	sort.SliceStable(order, func(i, j int) bool {
		a, b := order[i].Img.Bounds(), order[j].Img.Bounds()
		if a.Dy() != b.Dy() {
			return a.Dy() > b.Dy()
		}
		if a.Dx() != b.Dx() {
			return a.Dx() > b.Dx()
		}
		return order[i].Name < order[j].Name
	})
	area, maxW := 0, 0
	for _, s := range order {
		b := s.Img.Bounds()
		area += (b.Dx() + pad) * (b.Dy() + pad)
		maxW = max(maxW, b.Dx()+2*pad)
	}
	width := max(maxW, int(math.Ceil(math.Sqrt(float64(area)*1.1))))
	width = (width + 15) / 16 * 16
	var placed []slot
	x, y, shelf := pad, pad, 0
	for _, s := range order {
		b := s.Img.Bounds()
		if x+b.Dx()+pad > width {
			x, y, shelf = pad, y+shelf+pad, 0
		}
		placed = append(placed, slot{s.Name, image.Rect(x, y, x+b.Dx(), y+b.Dy())})
		x += b.Dx() + pad
		shelf = max(shelf, b.Dy())
	}
	height := y + shelf + pad
	if width > maxSide || height > maxSide {
		return sheet{}, fmt.Errorf("atlas %s needs %dx%d px, more than %d", name, width, height, maxSide)
	}
	img := image.NewNRGBA(image.Rect(0, 0, width, height))
	for i, p := range placed {
		art.Paste(img, order[i].Img, p.R.Min.X, p.R.Min.Y)
	}
	sort.Slice(placed, func(i, j int) bool { return placed[i].Name < placed[j].Name })
	return sheet{name, img, placed}, nil
}

// encode writes the sheets as PNG files plus the index, sorted by name. The
// PNG encoder settings are fixed so the bytes are reproducible; the default
// level is within 2 % of the best and several times faster.
func encode(sheets []sheet) ([]File, error) {
	files := make([]File, len(sheets))
	errs := make([]error, len(sheets))
	var wg sync.WaitGroup
	for i, sh := range sheets {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf bytes.Buffer
			enc := png.Encoder{CompressionLevel: png.DefaultCompression}
			if err := enc.Encode(&buf, sh.Img); err != nil {
				errs[i] = fmt.Errorf("encode atlas %s: %w", sh.Name, err)
			}
			files[i] = File{fileName(sh.Name), buf.Bytes()}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	var lines []string
	for _, sh := range sheets {
		for _, p := range sh.Sprites {
			lines = append(lines, fmt.Sprintf("%s %s %d %d %d %d", p.Name, sh.Name, p.R.Min.X, p.R.Min.Y, p.R.Dx(), p.R.Dy()))
		}
	}
	sort.Strings(lines)
	var index strings.Builder
	index.WriteString("# Hero Table sprite index, generated by assets/gen; do not edit.\n")
	index.WriteString("# name atlas x y w h\n")
	for _, l := range lines {
		index.WriteString(l + "\n")
	}
	files = append(files, File{IndexFile, []byte(index.String())})
	sort.Slice(files, func(i, j int) bool { return files[i].Name < files[j].Name })
	return files, nil
}

// Generate draws, packs and encodes everything.
func Generate() ([]File, error) {
	sprites, err := draw()
	if err != nil {
		return nil, err
	}
	sheets, err := pack(sprites)
	if err != nil {
		return nil, err
	}
	return encode(sheets)
}

// Write generates everything into dir.
func Write(dir string) error {
	files, err := Generate()
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f.Name), f.Data, 0o644); err != nil {
			return fmt.Errorf("write %s: %w", f.Name, err)
		}
	}
	return nil
}
