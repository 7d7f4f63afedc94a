package ui

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/assets"
	"github.com/herotable/herotable/scenes/layout"
)

// TextView shows a long text (a game's rules) word-wrapped and scrollable
// on parchment. Lines starting with "# " are headings, "## " subheadings,
// "- " or "* " bullets; a blank line separates paragraphs. A line "! a b c"
// is an illustration: the sprites a, b and c side by side, 104 px high (or
// "! 60 a b" for another height), each keeping its shape.
type TextView struct {
	Rect layout.Rect

	text   string
	lines  []tvLine
	height float64 // of all lines
	scroll float64 // pixels scrolled down
	// asked is the section ShowSection last went to, while the text stays
	// scrolled where it put it (a short last section cannot reach the top).
	asked   string
	askedAt float64
}

type tvLine struct {
	text    string
	section string // a "## " heading's whole words (its first row only)
	style   Style
	x, y    float64 // relative to the content's top left
	bullet  bool
	sprites []string // an illustration: y is its top, h its height
	h       float64
}

// illustrationHeight is an illustration's height unless the line says.
const illustrationHeight = 104

// SetText replaces the text and scrolls back to the top.
func (t *TextView) SetText(s string) {
	t.text, t.scroll, t.asked = s, 0, ""
	t.layout()
}

func (t *TextView) content() layout.Rect { return t.Rect.InsetXY(36, 28) }

func (t *TextView) layout() {
	t.lines = t.lines[:0]
	width := t.content().W - 14
	y := 0.0
	for _, para := range strings.Split(strings.ReplaceAll(t.text, "\r\n", "\n"), "\n") {
		trimmed := strings.TrimSpace(para)
		st, x, bullet := Body, 0.0, false
		switch {
		case trimmed == "":
			y += LineHeight(Body) * 0.5
			continue
		case strings.HasPrefix(trimmed, "## "):
			st, trimmed = Large, trimmed[3:]
			y += 8
		case strings.HasPrefix(trimmed, "# "):
			st, trimmed = Style{Display, 24}, trimmed[2:]
			y += 14
		case strings.HasPrefix(trimmed, "- "), strings.HasPrefix(trimmed, "* "):
			x, bullet, trimmed = 22, true, trimmed[2:]
		case strings.HasPrefix(trimmed, "! "):
			names, h := strings.Fields(trimmed[2:]), float64(illustrationHeight)
			if len(names) > 0 {
				if v, err := strconv.ParseFloat(names[0], 64); err == nil && v > 0 {
					names, h = names[1:], v
				}
			}
			y += 6
			t.lines = append(t.lines, tvLine{sprites: names, y: y, h: h})
			y += h + 10
			continue
		}
		lh := LineHeight(st)
		for i, l := range Wrap(trimmed, st, width-x) {
			ln := tvLine{text: l, style: st, x: x, y: y + lh/2, bullet: bullet && i == 0}
			if st == Large && i == 0 {
				ln.section = trimmed
			}
			t.lines = append(t.lines, ln)
			y += lh
		}
		if st.Font == Display {
			y += 6
		}
	}
	t.height = y
}

func (t *TextView) maxScroll() float64 { return math.Max(0, t.height-t.content().H) }

// Update scrolls with the wheel, the arrow keys, Page Up/Down, Home and End.
func (t *TextView) Update(f *Frame) {
	before := t.scroll
	page := t.content().H - 40
	if t.Rect.Contains(f.Mouse) {
		t.scroll -= f.TakeWheel() * 48
	}
	switch {
	case f.TakeKey(ebiten.KeyArrowDown):
		t.scroll += 40
	case f.TakeKey(ebiten.KeyArrowUp):
		t.scroll -= 40
	case f.TakeKey(ebiten.KeyPageDown), f.TakeKey(ebiten.KeySpace):
		t.scroll += page
	case f.TakeKey(ebiten.KeyPageUp):
		t.scroll -= page
	case f.TakeKey(ebiten.KeyHome):
		t.scroll = 0
	case f.TakeKey(ebiten.KeyEnd):
		t.scroll = t.maxScroll()
	}
	t.scroll = math.Max(0, math.Min(t.scroll, t.maxScroll()))
	if t.scroll != before {
		f.Redraw()
	}
}

// Draw draws the text on a parchment panel with a scroll thumb.
func (t *TextView) Draw(c *Canvas) {
	c.Panel(t.Rect)
	body := t.content()
	clip := c.ScrollClip(body.InsetXY(-8, 0))
	for _, l := range t.lines {
		y := body.Y + l.y - t.scroll
		if l.sprites != nil {
			if y+l.h >= body.Y-30 && y <= body.Bottom()+30 {
				drawIllustration(clip, l, body.X, y)
			}
			continue
		}
		if y < body.Y-30 || y > body.Bottom()+30 {
			continue
		}
		col := Ink
		if l.style.Font == Display {
			col = rgb(0x5a2d12)
		}
		if l.bullet {
			clip.Circle(body.X+l.x-11, y+1, 3, GoldDeep)
		}
		clip.Text(l.text, l.style, body.X+l.x, y, Left, col)
	}
	if ms := t.maxScroll(); ms > 0 {
		track := layout.Rect{X: t.Rect.Right() - 22, Y: body.Y, W: 8, H: body.H}
		c.RoundRect(track, 4, Fade(Ink, 0.12))
		h := math.Max(30, track.H*body.H/t.height)
		top := track.Y + (track.H-h)*t.scroll/ms
		c.NineSliceInset("ui/scroll-thumb", 4, layout.Rect{X: track.X, Y: top, W: 8, H: h}, ebiten.ColorScale{})
	}
}

// drawIllustration draws a row of sprites at height l.h from (x, y).
func drawIllustration(c *Canvas, l tvLine, x, y float64) {
	for _, name := range l.sprites {
		w := l.h
		if _, r, ok := assets.Find(name); ok && r.Dy() > 0 {
			w = l.h * float64(r.Dx()) / float64(r.Dy())
		}
		c.Sprite(name, layout.Rect{X: x, Y: y, W: w, H: l.h}, ebiten.ColorScale{})
		x += w + 12
	}
}

// Scrolled is how far down the text is scrolled, in [0,1].
func (t *TextView) Scrolled() float64 {
	if ms := t.maxScroll(); ms > 0 {
		return t.scroll / ms
	}
	return 0
}

// Sections are the text's "## " headings, in order: its contents.
func (t *TextView) Sections() []string {
	var out []string
	for _, l := range t.lines {
		if l.section != "" {
			out = append(out, l.section)
		}
	}
	return out
}

// ShowSection scrolls the heading named name to the top, reporting
// whether the text has it.
func (t *TextView) ShowSection(name string) bool {
	for _, l := range t.lines {
		if l.section == name {
			t.scroll = math.Max(0, math.Min(l.y-LineHeight(l.style)/2-8, t.maxScroll()))
			t.asked, t.askedAt = name, t.scroll
			return true
		}
	}
	return false
}

// Section is the section being read: the one ShowSection went to while
// the text stays there, else the last heading in the view's top third
// or above it ("" before the first). Scrolled to the end, the short last
// sections never reach the top: the last heading in view is the one read.
func (t *TextView) Section() string {
	if t.asked != "" && t.scroll == t.askedAt {
		return t.asked
	}
	reach := t.scroll + t.content().H/3
	if t.scroll >= t.maxScroll()-1 {
		reach = t.scroll + t.content().H
	}
	cur := ""
	for _, l := range t.lines {
		if l.section != "" && l.y <= reach {
			cur = l.section
		}
	}
	return cur
}
