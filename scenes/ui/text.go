package ui

import (
	"bytes"
	"image/color"
	"log"
	"math"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/herotable/herotable/assets"
	"github.com/herotable/herotable/scenes/layout"
)

// Font picks one of the embedded faces.
type Font uint8

const (
	Regular Font = iota // Go Regular: body text
	Bold                // Go Bold: labels, names
	Display             // the title face
)

// Style is a font at a size in logical pixels.
type Style struct {
	Font Font
	Size float64
}

// The text styles in use, smallest first.
var (
	Small   = Style{Regular, 14}
	Body    = Style{Regular, 16}
	BodyB   = Style{Bold, 16}
	Label   = Style{Bold, 17}
	Large   = Style{Bold, 20}
	Heading = Style{Display, 28}
	Banner  = Style{Display, 40}
	Huge    = Style{Display, 56}
)

// Align is horizontal alignment against the x given to Text.
type Align uint8

const (
	Left Align = iota
	Center
	Right
)

var (
	// fontData are the fonts' files, by Font.
	fontData = [3]func() []byte{assets.UIFont, assets.UIBoldFont, assets.DisplayFont}
	sources  = [3]func() *text.GoTextFaceSource{
		sync.OnceValue(func() *text.GoTextFaceSource { return parseFont("Go Regular", fontData[Regular]()) }),
		sync.OnceValue(func() *text.GoTextFaceSource { return parseFont("Go Bold", fontData[Bold]()) }),
		sync.OnceValue(func() *text.GoTextFaceSource { return parseFont("the display font", fontData[Display]()) }),
	}
	facesMu sync.Mutex
	faces   = map[faceKey]*text.GoTextFace{}
)

type faceKey struct {
	font Font
	size float64
}

// source is a font's face source, parsed the first time it is used.
func source(f Font) *text.GoTextFaceSource { return sources[f]() }

func parseFont(name string, data []byte) *text.GoTextFaceSource {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(data))
	if err != nil {
		// The fonts are embedded and checked by the assets tests; a failure
		// here is a broken build, not a player's problem.
		log.Panicf("ui: embedded font %s: %v", name, err)
	}
	return src
}

// face is st at render scale k, cached. Its size is a whole number of
// pixels, rounded down: the shaper lays glyphs out at the whole size above a
// fractional one (14 px at scale 0.875 came out 13/12.25 = 6% wider than
// measured at scale 1, and spilled from boxes sized by Measure); at a whole
// size a line is never wider at any scale than Measure says. It also keeps
// a window resize from making a new face per frame.
func face(st Style, k float64) *text.GoTextFace {
	size := max(math.Floor(st.Size*k+1e-6), 1)
	key := faceKey{st.Font, size}
	facesMu.Lock()
	defer facesMu.Unlock()
	f, ok := faces[key]
	if !ok {
		f = &text.GoTextFace{Source: source(st.Font), Size: size}
		faces[key] = f
	}
	return f
}

var (
	widthsMu sync.Mutex
	widths   = map[widthKey]float64{}
)

type widthKey struct {
	s  string
	st Style
}

// maxWidths bounds the width cache; it is emptied when full.
const maxWidths = 8192

// Measure is the width of s in logical pixels. Widths are cached: word
// wrapping measures the same strings again and again, and shaping a string
// costs far more than a map look-up.
func Measure(s string, st Style) float64 {
	key := widthKey{s, st}
	widthsMu.Lock()
	w, ok := widths[key]
	widthsMu.Unlock()
	if ok {
		return w
	}
	w = text.Advance(s, face(st, 1))
	widthsMu.Lock()
	if len(widths) >= maxWidths {
		clear(widths)
	}
	widths[key] = w
	widthsMu.Unlock()
	return w
}

// LineHeight is the distance between two lines of st.
func LineHeight(st Style) float64 { return math.Ceil(st.Size * 1.4) }

// Wrap breaks s into lines no wider than width in style st.
func Wrap(s string, st Style, width float64) []string {
	return layout.Wrap(s, width, func(t string) float64 { return measureWords(t, st) })
}

// measureWords is the width of a line as the sum of its words and spaces:
// each word is shaped once and cached, where measuring every candidate line
// whole would shape it anew (kerning across a space is too small to matter).
func measureWords(s string, st Style) float64 {
	w, words := 0.0, 0
	for word := range strings.FieldsSeq(s) {
		w += Measure(word, st)
		words++
	}
	if words > 1 {
		w += float64(words-1) * Measure(" ", st)
	}
	return w
}

// Ellipsize shortens s with "…" until it fits width.
func Ellipsize(s string, st Style, width float64) string {
	if Measure(s, st) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && Measure(string(r)+"…", st) > width {
		r = r[:len(r)-1]
	}
	cut := string(r) + "…"
	noteCut(cut)
	return cut
}

// MoreFollows ends the line s with "…" (shortened to fit width): the last
// line shown of words that go on. The text audit counts it as cut.
func MoreFollows(s string, st Style, width float64) string {
	cut := Ellipsize(s+" …", st, width)
	noteCut(cut)
	return cut
}

// Text draws one line of s with its middle at y, aligned against x.
func (c *Canvas) Text(s string, st Style, x, y float64, al Align, col color.Color) {
	c.line(s, st, x, y, al, col, lineAt{})
}

// line draws one line and tells the text watchers what it was.
func (c *Canvas) line(s string, st Style, x, y float64, al Align, col color.Color, p lineAt) {
	if s == "" {
		return
	}
	c.seen(s, st, x, y, al, p)
	if Dry() {
		return
	}
	k := c.Scale
	op := &text.DrawOptions{}
	op.GeoM.Translate(x*k, y*k)
	op.ColorScale.ScaleWithColor(col)
	op.PrimaryAlign = [...]text.Align{text.AlignStart, text.AlignCenter, text.AlignEnd}[al]
	op.SecondaryAlign = text.AlignCenter
	text.Draw(c.Dst, s, face(st, k), op)
}

// TextShadow is Text over a soft dark copy, for text on wood or the table.
func (c *Canvas) TextShadow(s string, st Style, x, y float64, al Align, col color.Color) {
	c.shadowLine(s, st, x, y, al, col, lineAt{})
}

// shadowLine is line over a soft dark copy.
func (c *Canvas) shadowLine(s string, st Style, x, y float64, al Align, col color.Color, p lineAt) {
	d := math.Max(1, st.Size/14)
	_, _, _, a := col.RGBA()
	c.line(s, st, x+d*0.6, y+d, al, Fade(Shadow, float64(a)/0xffff), lineAt{shadow: true})
	c.line(s, st, x, y, al, col, p)
}

// haloLine is shadowLine with a dark rim all round: light words on a small
// light button read (a small button's cream on its tan face was dim).
func (c *Canvas) haloLine(s string, st Style, x, y float64, al Align, col color.Color, p lineAt) {
	_, _, _, a := col.RGBA()
	rim := Fade(Shadow, 0.8*float64(a)/0xffff)
	for _, o := range [][2]float64{{-0.8, 0}, {0.8, 0}, {0, -0.8}, {0, 0.8}} {
		c.line(s, st, x+o[0], y+o[1], al, rim, lineAt{shadow: true})
	}
	c.shadowLine(s, st, x, y, al, col, p)
}

// TextIn draws s centred vertically in r, aligned left, centre or right
// within it, cut short with "…" if it is too wide.
func (c *Canvas) TextIn(s string, st Style, r layout.Rect, al Align, col color.Color) {
	e := Ellipsize(s, st, r.W)
	c.line(e, st, anchorX(r, al), r.Y+r.H/2, al, col, lineAt{box: &r, cut: e != s})
}

// TextShadowIn is TextIn over a soft dark copy.
func (c *Canvas) TextShadowIn(s string, st Style, r layout.Rect, al Align, col color.Color) {
	e := Ellipsize(s, st, r.W)
	c.shadowLine(e, st, anchorX(r, al), r.Y+r.H/2, al, col, lineAt{box: &r, cut: e != s})
}

// anchorX is where text aligned al within r starts, centres or ends.
func anchorX(r layout.Rect, al Align) float64 {
	switch al {
	case Center:
		return r.X + r.W/2
	case Right:
		return r.Right()
	}
	return r.X
}

// Paragraph draws s word-wrapped to r's width from its top and returns the
// height used. A paragraph is meant to fit r: the text audit counts the
// lines that run below r's bottom (when r has a height) or wider than r.
func (c *Canvas) Paragraph(s string, st Style, r layout.Rect, al Align, col color.Color) float64 {
	lh := LineHeight(st)
	y := r.Y + lh/2
	box := r
	if box.H <= 0 {
		box.H = 0 // no height given: only the width binds
	}
	for _, line := range Wrap(s, st, r.W) {
		c.line(line, st, anchorX(r, al), y, al, col, lineAt{box: &box})
		y += lh
	}
	return y - lh/2 - r.Y
}

// TextRotated draws one line of s centred on (x, y), turned by angle
// radians (a label on a tilted card).
func (c *Canvas) TextRotated(s string, st Style, x, y, angle float64, col color.Color) {
	if s == "" {
		return
	}
	c.seen(s, st, x, y, Center, lineAt{})
	if Dry() {
		return
	}
	k := c.Scale
	op := &text.DrawOptions{}
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(x*k, y*k)
	op.ColorScale.ScaleWithColor(col)
	op.PrimaryAlign, op.SecondaryAlign = text.AlignCenter, text.AlignCenter
	text.Draw(c.Dst, s, face(st, k), op)
}
