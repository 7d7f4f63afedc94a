package heromustdie

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestHMDContactSheet writes every Hero Must Die! sprite whose name holds
// one of the comma-separated $HMD_CONTACT_FILTER onto one PNG at $HMD_CONTACT (zoomed $HMD_ZOOM
// times) on the table's dark felt, for looking at the art; it is skipped
// unless $HMD_CONTACT is set.
func TestHMDContactSheet(t *testing.T) {
	path := os.Getenv("HMD_CONTACT")
	if path == "" {
		t.Skip("set HMD_CONTACT=file.png to write a contact sheet")
	}
	zoom, _ := strconv.Atoi(os.Getenv("HMD_ZOOM"))
	zoom = max(zoom, 1)
	filter := os.Getenv("HMD_CONTACT_FILTER")
	var names []string
	drawn := hmdDrawn(t)
	for n := range drawn {
		for _, f := range strings.Split(filter, ",") {
			if strings.Contains(n, f) {
				names = append(names, n)
				break
			}
		}
	}
	sort.Strings(names)
	const width = 1600
	x, y, rowH := 8, 8, 0
	type at struct {
		img  *image.NRGBA
		x, y int
	}
	var places []at
	for _, n := range names {
		img := drawn[n]
		w, h := img.Bounds().Dx()*zoom, img.Bounds().Dy()*zoom
		if x+w > width-8 {
			x, y, rowH = 8, y+rowH+8, 0
		}
		places = append(places, at{img, x, y})
		x += w + 8
		rowH = max(rowH, h)
	}
	out := image.NewNRGBA(image.Rect(0, 0, width, y+rowH+8))
	draw.Draw(out, out.Bounds(), &image.Uniform{color.NRGBA{0x2b, 0x22, 0x1c, 255}}, image.Point{}, draw.Src)
	for _, p := range places {
		b := p.img.Bounds()
		z := image.NewNRGBA(image.Rect(0, 0, b.Dx()*zoom, b.Dy()*zoom))
		for yy := 0; yy < z.Bounds().Dy(); yy++ {
			for xx := 0; xx < z.Bounds().Dx(); xx++ {
				z.SetNRGBA(xx, yy, p.img.NRGBAAt(xx/zoom, yy/zoom))
			}
		}
		draw.Draw(out, z.Bounds().Add(image.Pt(p.x, p.y)), z, image.Point{}, draw.Over)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, out); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d sprites on %s", len(places), path)
}
