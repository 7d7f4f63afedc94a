package ui

import (
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Lines of text that are drawn again and again unchanged (the log's rows)
// are rendered once, white, into a small image that is then tinted and
// copied: one draw instead of one per glyph.
var (
	linesMu sync.Mutex
	lines   = map[lineKey]*ebiten.Image{}
)

type lineKey struct {
	s  string
	st Style
	k  float64
}

// maxLines bounds the cache; it is emptied (and its images freed) when full.
const maxLines = 512

func lineImage(s string, st Style, k float64) *ebiten.Image {
	key := lineKey{s, st, k}
	linesMu.Lock()
	defer linesMu.Unlock()
	if img, ok := lines[key]; ok {
		return img
	}
	if len(lines) >= maxLines {
		for _, img := range lines {
			img.Deallocate()
		}
		clear(lines)
	}
	f := face(st, k)
	w := int(math.Ceil(text.Advance(s, f))) + 2
	h := int(math.Ceil(LineHeight(st) * k))
	img := ebiten.NewImage(max(w, 1), max(h, 1))
	op := &text.DrawOptions{}
	op.GeoM.Translate(1, float64(h)/2)
	op.SecondaryAlign = text.AlignCenter
	text.Draw(img, s, f, op)
	lines[key] = img
	return img
}

// CachedText is Text (left-aligned) for a line drawn often unchanged.
func (c *Canvas) CachedText(s string, st Style, x, y float64, col color.Color) {
	if s == "" {
		return
	}
	c.seen(s, st, x, y, Left, lineAt{})
	if Dry() {
		return
	}
	k := c.Scale
	img := lineImage(s, st, k)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x*k)-1, math.Round(y*k-float64(img.Bounds().Dy())/2))
	op.ColorScale.ScaleWithColor(col)
	c.Dst.DrawImage(img, op)
}
