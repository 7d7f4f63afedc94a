package ui

import (
	"fmt"
	"image"
	"image/color"
	"log"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/assets"
	"github.com/herotable/herotable/scenes/layout"
)

// The atlases are decoded the first time a sprite is asked for, so start-up
// does not wait for art the first scene may not need.
var (
	spritesMu sync.Mutex
	atlases   []*ebiten.Image
	sprites   = map[string]*ebiten.Image{}
	missing   = map[string]bool{}
)

// Sprite is the named sprite cut from its atlas, or nil if the atlases do
// not have it (yet): callers draw a placeholder then.
func Sprite(name string) *ebiten.Image {
	spritesMu.Lock()
	defer spritesMu.Unlock()
	if img, ok := sprites[name]; ok {
		return img
	}
	if missing[name] {
		return nil
	}
	i, r, ok := assets.Find(name)
	if !ok {
		missing[name] = true
		log.Printf("ui: no sprite %q in the atlases; drawing a placeholder", name)
		return nil
	}
	if pending(i) {
		fetch(i)
		return nil // on its way (remote.go)
	}
	atlas := atlasImage(i)
	if atlas == nil {
		missing[name] = true
		return nil
	}
	img := atlas.SubImage(r).(*ebiten.Image)
	sprites[name] = img
	return img
}

func atlasImage(i int) *ebiten.Image {
	if atlases == nil {
		atlases = make([]*ebiten.Image, len(assets.Atlases()))
	}
	if i < 0 || i >= len(atlases) {
		return nil
	}
	if atlases[i] == nil {
		img := decoded()[i]()
		if img == nil {
			return nil
		}
		atlases[i] = ebiten.NewImageFromImage(img)
	}
	return atlases[i]
}

// decoded holds one decoder per atlas; each decodes its PNG once, on first
// use or ahead of time on Preload's goroutine, straight to the
// premultiplied RGBA that NewImageFromImage then copies as it is.
var decoded = sync.OnceValue(func() []func() *image.RGBA {
	list := assets.Atlases()
	out := make([]func() *image.RGBA, len(list))
	for i, a := range list {
		out[i] = sync.OnceValue(func() *image.RGBA {
			a.PNG = assets.PNGOf(i) // a remote atlas's bytes arrive late
			img, err := a.Decode()
			if err != nil {
				log.Printf("ui: %v", err)
				return nil
			}
			return img
		})
	}
	return out
})

// startSprites are what the title screen draws first; their atlases are
// decoded ahead. The others (the dice, the window icon) wait until needed.
var startSprites = []string{"app/logo", "title/heroica", "ui/tile", "icon/settings"}

// LoadSteps are the pieces of work the title screen needs before it can be
// drawn without stalling: decoding each of its atlases and parsing each font.
// Each step is safe to run more than once and from any goroutine.
func LoadSteps() []func() {
	var steps []func()
	seen := map[int]bool{}
	for _, name := range startSprites {
		if i, _, ok := assets.Find(name); ok && !seen[i] {
			seen[i] = true
			steps = append(steps, func() { decoded()[i]() })
		}
	}
	for _, f := range []Font{Regular, Bold, Display} {
		steps = append(steps, func() { source(f) })
	}
	return steps
}

// Preload runs LoadSteps while the window opens. It does so on one
// goroutine, one after another: on two cores, more goroutines slow down the
// window's own start more than they gain, and all of it is done long before
// the first frame anyway. (The browser has one thread, so it loads step by
// step between frames instead: see game/loading.go.)
func Preload() {
	go func() {
		for _, step := range LoadSteps() {
			step()
		}
	}()
}

// Sprite draws the named sprite stretched over r; a missing sprite shows as
// a striped placeholder with its name, so it is noticed and nothing breaks.
func (c *Canvas) Sprite(name string, r layout.Rect, cs ebiten.ColorScale) {
	img := Sprite(name)
	if img == nil {
		if i, _, ok := assets.Find(name); !ok || !pending(i) {
			c.Placeholder(name, r)
		}
		return
	}
	c.Image(img, r, cs)
}

// TrySprite draws the named sprite over r if the atlas has it and reports
// whether it did; the caller draws a stand-in otherwise (the art may still
// be on its way).
func (c *Canvas) TrySprite(name string, r layout.Rect, cs ebiten.ColorScale) bool {
	img := Sprite(name)
	if img == nil {
		return false
	}
	c.Image(img, r, cs)
	return true
}

// Placeholder marks where a missing sprite goes.
func (c *Canvas) Placeholder(name string, r layout.Rect) {
	c.RoundRect(r, 4, color.NRGBA{120, 40, 110, 200})
	c.RoundStroke(r.Inset(1), 4, 2, color.NRGBA{255, 120, 230, 255})
	c.Line(r.X+4, r.Y+4, r.Right()-4, r.Bottom()-4, 1.5, color.NRGBA{255, 120, 230, 160})
	if r.W > 60 && r.H > 20 {
		c.TextIn(name, Small, r.Inset(4), Center, Cream)
	}
}

// NineSlice draws a 9-slice sprite over r: its corners (assets.Slice pixels
// of the sprite) keep their size, the edges and middle stretch.
func (c *Canvas) NineSlice(name string, r layout.Rect, cs ebiten.ColorScale) {
	c.NineSliceInset(name, float64(assets.Slice), r, cs)
}

// NineSliceInset is NineSlice with corners of inset pixels.
func (c *Canvas) NineSliceInset(name string, inset float64, r layout.Rect, cs ebiten.ColorScale) {
	img := Sprite(name)
	if img == nil {
		if i, _, ok := assets.Find(name); !ok || !pending(i) {
			c.Placeholder(name, r)
		}
		return
	}
	if Dry() {
		return
	}
	b := img.Bounds()
	s := inset
	// Corners shrink on a target smaller than two of them.
	corner := min(s, r.W/2, r.H/2)
	k := c.Scale
	sx := []float64{0, s, float64(b.Dx()) - s, float64(b.Dx())}
	sy := []float64{0, s, float64(b.Dy()) - s, float64(b.Dy())}
	dx := []float64{r.X, r.X + corner, r.Right() - corner, r.Right()}
	dy := []float64{r.Y, r.Y + corner, r.Bottom() - corner, r.Bottom()}
	for j := range 3 {
		for i := range 3 {
			src := image.Rect(b.Min.X+int(sx[i]), b.Min.Y+int(sy[j]), b.Min.X+int(sx[i+1]), b.Min.Y+int(sy[j+1]))
			w, h := dx[i+1]-dx[i], dy[j+1]-dy[j]
			if w <= 0 || h <= 0 || src.Empty() {
				continue
			}
			op := &ebiten.DrawImageOptions{ColorScale: cs, Filter: ebiten.FilterLinear}
			op.GeoM.Scale(w*k/float64(src.Dx()), h*k/float64(src.Dy()))
			op.GeoM.Translate(dx[i]*k, dy[j]*k)
			c.Dst.DrawImage(img.SubImage(src).(*ebiten.Image), op)
		}
	}
}

// glowInset is where ui/glow's rounded ring stops curving: its corners are
// cut there so that the ring keeps its shape around any target.
const glowInset = 24

// Glow draws the legal-target glow ring just outside r, at opacity a.
func (c *Canvas) Glow(r layout.Rect, a float64) {
	g := r.Inset(-12)
	if Sprite("ui/glow") == nil {
		c.RoundStroke(r.Inset(-3), 10, 3, Fade(Gold, a))
		return
	}
	c.NineSliceInset("ui/glow", glowInset, g, Alpha(a))
}

// Icon draws a white-on-transparent icon tinted col, in a square of side
// size centred on (cx, cy).
func (c *Canvas) Icon(name string, cx, cy, size float64, col color.Color) {
	c.Sprite("icon/"+name, layout.Centered(cx, cy, size, size), Tint(col, 1))
}

// SeatColours are the token colours given to seats in order.
var SeatColours = []string{"red", "blue", "green", "yellow", "purple", "orange", "white", "black"}

// SeatColour is seat i's token colour name.
func SeatColour(i int) string {
	return SeatColours[((i%len(SeatColours))+len(SeatColours))%len(SeatColours)]
}

// SeatInk is the colour that marks seat i in the log and the prompt.
func SeatInk(i int) color.Color {
	inks := []color.Color{
		color.NRGBA{0xe0, 0x5a, 0x4c, 0xff}, color.NRGBA{0x5a, 0x93, 0xe0, 0xff},
		color.NRGBA{0x6c, 0xc0, 0x5c, 0xff}, color.NRGBA{0xf0, 0xcc, 0x48, 0xff},
		color.NRGBA{0xa8, 0x74, 0xd8, 0xff}, color.NRGBA{0xf0, 0x93, 0x3c, 0xff},
		color.NRGBA{0xee, 0xe8, 0xdc, 0xff}, color.NRGBA{0x60, 0x5a, 0x54, 0xff},
	}
	return inks[((i%len(inks))+len(inks))%len(inks)]
}

// Token draws a token sprite ("token/pawn-red", "token/coin") of side size
// centred on (cx, cy).
func (c *Canvas) Token(name string, cx, cy, size float64, a float64) {
	c.Sprite(name, layout.Centered(cx, cy, size, size), Alpha(a))
}

// Card draws a generic card in r: face up with label in its middle, or its
// back; highlight adds the card highlight frame.
func (c *Canvas) Card(r layout.Rect, label string, faceUp, highlight bool, a float64) {
	if !faceUp {
		c.Sprite("card/back", r, Alpha(a))
	} else {
		c.Sprite("card/frame", r, Alpha(a))
		if label != "" {
			st := Style{Display, r.H * 0.28}
			c.Text(label, st, r.X+r.W/2, r.Y+r.H/2, Center, Fade(Ink, a))
		}
	}
	if highlight {
		c.Sprite("card/highlight", r, Alpha(a))
	}
}

// DieFace is the sprite name of a die's settled face.
func DieFace(die string, face int) string { return fmt.Sprintf("die/%s/%d", die, face) }

// DieTumble is the sprite name of tumbling frame k (0–7) of a die.
func DieTumble(die string, k int) string { return fmt.Sprintf("die/%s/tumble/%d", die, ((k%8)+8)%8) }
