package dieinthedungeon

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// A hero card drawn faded (no target now) shows its perk words on a plain
// cover, not over its printed 5 px Perk and Bonus lines; an Epic's card
// shows its Power at 12 px the same way (play-test 23 #3: text on text,
// "Power: Challenge" some 5 px), and the Bard's its side (play-test 26:
// "Lute of Courage" some 4 px).
func TestCardLinesCoverThePrint(t *testing.T) {
	img := ebiten.NewImage(layout.Width, layout.Height)
	defer img.Deallocate()
	r := PartyCards(3)[0]
	st := ui.Style{Font: ui.Bold, Size: 12}
	bardFoot := bardLines(r) // its bonus line, under the side's name
	bardFoot.Y, bardFoot.H = bardFoot.Y+bardFoot.H/2, bardFoot.H/2
	for _, g := range []struct {
		name  string
		m     dd.Member
		b     layout.Rect
		words string
	}{
		{"a Wizard", dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.Wizard, Level: 2}}, perkLine(r), ""},
		{"the Barbarian", dd.Member{Kind: dd.EpicMem, Epic: 0}, powerLine(r), ""},
		{"the Bard", dd.Member{Kind: dd.Bard, BardSide: 0}, bardFoot, ""},
	} {
		for _, a := range []float64{1, 0.6} {
			img.Fill(ui.DarkWood)
			drawMember(ui.NewCanvas(img, 1), g.m, r, a)
			pix := image.NewRGBA(image.Rect(0, 0, layout.Width, layout.Height))
			img.ReadPixels(pix.Pix)
			words := perkWords(dd.HeroTypes[dd.Wizard], g.b.W, st)
			switch g.m.Kind {
			case dd.EpicMem:
				words = powerWords(&dd.Epics[0], g.b.W-4, st)
			case dd.Bard:
				words = bardWords(dd.BardSides[0], g.b.W-4, st)
			}
			gap := (g.b.W - ui.Measure(words, st)) / 2 // clear of the words, centred
			if gap < 8 {
				t.Fatalf("%s: the words leave %.0f px to look at", g.name, gap)
			}
			// The strip left of the words is the cover's alone: one colour.
			lo, hi := [3]uint8{255, 255, 255}, [3]uint8{}
			for y := int(g.b.Y + 4); y < int(g.b.Bottom()-4); y++ {
				for x := int(g.b.X + 5); x < int(g.b.X+gap-2); x++ {
					c := pix.RGBAAt(x, y)
					for k, v := range [3]uint8{c.R, c.G, c.B} {
						lo[k], hi[k] = min(lo[k], v), max(hi[k], v)
					}
				}
			}
			for k := range 3 {
				if int(hi[k])-int(lo[k]) > 24 {
					t.Errorf("%s at opacity %.1f: the cover left of its words varies %v–%v: the printed line shows through", g.name, a, lo, hi)
					break
				}
			}
		}
	}
	if b := powerLine(PartyCards(6)[0]); b.H < 14 {
		t.Errorf("six heroes: the Power line is %.0f px high", b.H)
	}
}
