package art

import (
	"fmt"
	"math"
	"strings"

	"github.com/herotable/herotable/assets/fonts"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Faces used by the art: Go Bold for numerals (clear at 64 px) and Cinzel
// Bold for the wordmark.
type Faces struct{ Bold, Display *sfnt.Font }

// LoadFaces parses the two fonts.
func LoadFaces() (Faces, error) {
	b, err := sfnt.Parse(gobold.TTF)
	if err != nil {
		return Faces{}, fmt.Errorf("parse Go Bold: %w", err)
	}
	d, err := sfnt.Parse(fonts.CinzelBold)
	if err != nil {
		return Faces{}, fmt.Errorf("parse Cinzel Bold: %w", err)
	}
	return Faces{b, d}, nil
}

// Text returns the outline of s in font f at size px (pixels per em), the
// baseline starting at the origin, and its advance width. Glyph outlines
// are turned into our own paths so they can be filled, outlined and
// transformed like any other shape.
func Text(f *sfnt.Font, size float64, tracking float64, s string) (Path, float64) {
	var buf sfnt.Buffer
	ppem := fixed.Int26_6(math.Round(size * 64))
	var out Path
	x := 0.0
	prev := sfnt.GlyphIndex(0)
	for i, r := range s {
		gi, err := f.GlyphIndex(&buf, r)
		if err != nil || gi == 0 {
			continue
		}
		if i > 0 {
			if k, err := f.Kern(&buf, prev, gi, ppem, 0); err == nil {
				x += float64(k) / 64
			}
		}
		segs, err := f.LoadGlyph(&buf, gi, ppem, nil)
		if err != nil {
			continue
		}
		pt := func(p fixed.Point26_6) Pt { return P(x+float64(p.X)/64, float64(p.Y)/64) }
		for _, s := range segs {
			switch s.Op {
			case sfnt.SegmentOpMoveTo:
				out.MoveTo(pt(s.Args[0]))
			case sfnt.SegmentOpLineTo:
				out.LineTo(pt(s.Args[0]))
			case sfnt.SegmentOpQuadTo:
				out.QuadTo(pt(s.Args[0]), pt(s.Args[1]))
			case sfnt.SegmentOpCubeTo:
				out.CubeTo(pt(s.Args[0]), pt(s.Args[1]), pt(s.Args[2]))
			}
		}
		adv, err := f.GlyphAdvance(&buf, gi, ppem, 0)
		if err == nil {
			x += float64(adv)/64 + tracking
		}
		prev = gi
	}
	return out, x - tracking
}

// Bounds returns the box around a path's points (control points of curves
// included after flattening).
func (p Path) Bounds() (min, max Pt) {
	min, max = P(math.Inf(1), math.Inf(1)), P(math.Inf(-1), math.Inf(-1))
	for _, pts := range p.Flatten() {
		for _, q := range pts {
			min = P(math.Min(min.X, q.X), math.Min(min.Y, q.Y))
			max = P(math.Max(max.X, q.X), math.Max(max.Y, q.Y))
		}
	}
	return min, max
}

// Centered returns the path moved so that the middle of its bounds is c.
func (p Path) Centered(c Pt) Path {
	a, b := p.Bounds()
	return p.Move(c.X-(a.X+b.X)/2, c.Y-(a.Y+b.Y)/2)
}

// Numeral is the outline of a number in Go Bold, its ink box centred on c
// and height (of the digits' ink) h; wide numbers are squeezed to maxW.
func (fc Faces) Numeral(n int, c Pt, h, maxW float64) Path {
	return fc.fitted(fmt.Sprint(n), -4, c, h, maxW)
}

// Label is the outline of s in Go Bold with its ink box h high (narrowed
// to maxW) and centred on c.
func (fc Faces) Label(s string, c Pt, h, maxW float64) Path {
	return fc.fitted(s, 0, c, h, maxW)
}

// fitted is s in Go Bold with letter spacing tracking, its ink box h high
// (narrowed to maxW) and centred on c.
func (fc Faces) fitted(s string, tracking float64, c Pt, h, maxW float64) Path {
	p, _ := Text(fc.Bold, 100, tracking, s)
	a, b := p.Bounds()
	k := h / (b.Y - a.Y)
	kx := k
	if w := (b.X - a.X) * k; w > maxW {
		kx = maxW / (b.X - a.X)
	}
	return p.Transform(Scale(kx, k)).Centered(c)
}

// Inked fills p in col over an ink edge w wide, so it reads on any ground.
func Inked(c *Canvas, p Path, w float64, col Paint) {
	c.FillMask(c.Mask(p).Dilate(w), Ink)
	c.Fill(p, col)
}

// FitText is s in font f at size px, centred on cx with its baseline at y,
// squeezed across to at most maxW.
func FitText(f *sfnt.Font, s string, size, cx, y, maxW float64) Path {
	p, w := Text(f, size, 0, s)
	kx := 1.0
	if w > maxW {
		kx = maxW / w
	}
	return p.Transform(Affine{kx, 0, cx - w*kx/2, 0, 1, y})
}

// Itoa writes n, 0 to 99, in digits.
func Itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return string(rune('0'+n/10)) + string(rune('0'+n%10))
}

// Wrap splits s into lines no wider than w at size px in font f, breaking
// between words (a word wider than w stands alone on its line).
func Wrap(f *sfnt.Font, s string, size, w float64) []string {
	var lines []string
	cur := ""
	for _, word := range strings.Fields(s) {
		try := word
		if cur != "" {
			try = cur + " " + word
		}
		if _, tw := Text(f, size, 0, try); tw > w && cur != "" {
			lines = append(lines, cur)
			cur = word
			continue
		}
		cur = try
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
