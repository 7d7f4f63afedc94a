package tablekit

import "github.com/herotable/herotable/scenes/ui"

// PicH is the height of the picture a table's tooltip shows: a card, a
// token or a tile at a readable size.
const PicH = 150

// PicWidth is the width of sprite pic as a tooltip picture PicH high, at
// most twice that (0: no picture, or no such sprite).
func PicWidth(pic string) float64 {
	if pic == "" {
		return 0
	}
	img := ui.Sprite(pic)
	if img == nil {
		return 0
	}
	b := img.Bounds()
	return min(PicH*float64(b.Dx())/float64(b.Dy()), 2*PicH)
}
