package appicon

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/herotable/herotable/assets"
)

// TestDrawEverySize checks each release size is drawn square, with
// transparent corners and an opaque, coloured middle. The sizes run in
// parallel: 1024 px alone takes seconds.
func TestDrawEverySize(t *testing.T) {
	for _, px := range Sizes {
		t.Run(fmt.Sprint(px), func(t *testing.T) {
			t.Parallel()
			checkIcon(t, px)
		})
	}
}

func checkIcon(t *testing.T, px int) {
	img, err := Draw(px)
	if err != nil {
		t.Fatalf("Draw(%d): %v", px, err)
	}
	if b := img.Bounds(); b != image.Rect(0, 0, px, px) {
		t.Fatalf("Draw(%d) is %v, want %dx%d from the origin", px, b, px, px)
	}
	for _, p := range []image.Point{{0, 0}, {px - 1, 0}, {0, px - 1}, {px - 1, px - 1}} {
		if a := img.NRGBAAt(p.X, p.Y).A; a != 0 {
			t.Errorf("Draw(%d): corner %v has alpha %d, want transparent", px, p, a)
		}
	}
	if c := img.NRGBAAt(px/2, px/2); c.A != 255 {
		t.Errorf("Draw(%d): centre %v is not opaque", px, c)
	}
	colours := map[color.NRGBA]bool{}
	for y := range px {
		for x := range px {
			colours[img.NRGBAAt(x, y)] = true
		}
	}
	if len(colours) < 8 {
		t.Errorf("Draw(%d) has only %d colours: blank or flat", px, len(colours))
	}
}

// TestDrawMatchesAtlas checks the release icons are the app's own: at the
// sizes the atlas holds, Draw gives the atlas's pixels (up to rounding of
// the atlas's premultiplied alpha).
func TestDrawMatchesAtlas(t *testing.T) {
	atlas := assets.Icon()
	if atlas == nil {
		t.Fatal("assets.Icon() is nil")
	}
	for _, a := range atlas {
		px := a.Bounds().Dx()
		img, err := Draw(px)
		if err != nil {
			t.Fatal(err)
		}
		worst := 0
		b := a.Bounds()
		for y := range px {
			for x := range px {
				want := color.NRGBAModel.Convert(a.At(b.Min.X+x, b.Min.Y+y)).(color.NRGBA)
				got := img.NRGBAAt(x, y)
				if want.A < 16 && got.A < 16 {
					continue // straight colour is meaningless at near-zero alpha
				}
				for _, d := range []int{int(got.R) - int(want.R), int(got.G) - int(want.G), int(got.B) - int(want.B), int(got.A) - int(want.A)} {
					worst = max(worst, d, -d)
				}
			}
		}
		if worst > 16 {
			t.Errorf("Draw(%d) differs from the atlas's icon by up to %d per channel", px, worst)
		}
	}
}

func TestDrawRefusesOddSizes(t *testing.T) {
	for _, px := range []int{0, 8, 15, MaxSize + 1} {
		if _, err := Draw(px); err == nil {
			t.Errorf("Draw(%d) drew; want an error", px)
		}
	}
}
