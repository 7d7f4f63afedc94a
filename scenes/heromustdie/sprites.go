package heromustdie

import (
	"fmt"
	"image/color"

	"github.com/herotable/herotable/assets"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// stone is the table's own colour beyond the app's palette: what stands
// in for a missing sprite (a floor, a box, a pip).
var stone = color.NRGBA{0x4a, 0x43, 0x3b, 0xff}

// The sprite prefix of this game's art.
const art = "heromustdie/"

// mageInks are the evil mages' colours (hmd.PlayerColours order).
var mageInks = [...]color.NRGBA{
	{0xd9, 0x4a, 0x3e, 0xff}, {0xe8, 0xc0, 0x3a, 0xff}, {0x5e, 0xb0, 0x55, 0xff}, {0x4f, 0x86, 0xd8, 0xff},
}

// mageMark is the symbol colour c's tokens carry, for the words beside
// them: the art's own (the words called the blue mage's circle an
// octagon, pt4 #12).
func mageMark(c int) string { return assets.TokenSymbol(hmd.PlayerColours[c]) }

// seatInk is the colour of seat p's mage (grey before it chose one).
func seatInk(st *hmd.State, p int) color.NRGBA {
	if st == nil || p < 0 || p >= len(st.Seats) || st.Seats[p].Colour < 0 {
		return color.NRGBA{0x9a, 0x90, 0x80, 0xff}
	}
	return mageInks[st.Seats[p].Colour]
}

// colourName is seat p's colour id ("" before it chose one).
func colourName(st *hmd.State, p int) string {
	if p < 0 || p >= len(st.Seats) || st.Seats[p].Colour < 0 {
		return ""
	}
	return hmd.PlayerColours[st.Seats[p].Colour]
}

// icon draws a white icon tinted col in r.
func icon(c *ui.Canvas, name string, r layout.Rect, col color.Color) {
	if !c.TrySprite(art+"icon/"+name, r, ui.Tint(col, 1)) {
		c.Circle(r.X+r.W/2, r.Y+r.H/2, r.W/3, col)
	}
}

// token draws a seat's token of kind ("player", "goblin", "vp") in r:
// the mage's sprite, or a disc with its initial while the art is missing.
func token(c *ui.Canvas, st *hmd.State, kind string, p int, r layout.Rect, a float64) {
	if name := colourName(st, p); name != "" && c.TrySprite(art+kind+"/"+name, r, ui.Alpha(a)) {
		return
	}
	c.Circle(r.X+r.W/2, r.Y+r.H/2, r.W/2, ui.Fade(seatInk(st, p), a))
	if r.H*0.5 >= 12 { // a small disc (a panel's goblins) stands beside its seat's number
		c.Text(fmt.Sprint(p+1), ui.Style{Font: ui.Bold, Size: r.H * 0.5}, r.X+r.W/2, r.Y+r.H/2, ui.Center, ui.Fade(ui.Ink, a))
	}
}

// SeatMark draws seat p's evil mage in r once it has chosen its colour
// (scenes.SeatMarker: the save browser and the pass screen show it).
func SeatMark(c *ui.Canvas, m *engine.Match, p int, r layout.Rect) bool {
	st, ok := m.State.(*hmd.State)
	if !ok || colourName(st, p) == "" {
		return false
	}
	token(c, st, "player", p, r, 1)
	return true
}

// Card sprites by kind.
func heroSprite(h int8) string    { return art + "card/" + hmd.Heroes[h].ID }
func monsterSprite(m int8) string { return art + "card/" + hmd.Monsters[m].ID }
func eventSprite(e int8) string   { return art + "card/" + hmd.EventKindIDs[hmd.Events[e].Kind] }

// plotSprite is a plot card's face: quests by id, function cards by kind
// (their copies share one face).
func plotSprite(c int8) string {
	p := hmd.Plots[c]
	if p.Quest() {
		return art + "card/" + p.ID
	}
	return art + "card/" + plotKindIDs[p.Kind-hmd.NumQuests]
}

// plotKindIDs are the function cards' face ids.
var plotKindIDs = [...]string{"plot_we_need_change", "plot_better_choice", "plot_its_mine", "plot_pardon_me", "plot_traitor"}

func trapSprite(k int8) string { return art + "trap/" + hmd.Traps[k].ID }
func roomSprite(n int8) string { return fmt.Sprintf(art+"room/room_%d", n) }

// drawCard draws a card face (or its back) in r; a paper stand-in with
// the title when the sprite is missing.
func drawCard(c *ui.Canvas, name, title string, r layout.Rect, a float64) {
	if c.TrySprite(name, r, ui.Alpha(a)) {
		return
	}
	c.RoundRect(r, 5, ui.Fade(ui.Paper, a))
	c.RoundStroke(r.Inset(1), 5, 2, ui.Fade(ui.GoldDeep, a))
	st := ui.Style{Font: ui.Bold, Size: max(8, min(13, r.W/8))}
	c.Paragraph(title, st, r.InsetXY(4, 6), ui.Center, ui.Fade(ui.Ink, a))
}

// drawBack draws a card back of kind ("event", "plot", "monster", "hero").
func drawBack(c *ui.Canvas, kind string, r layout.Rect, a float64) {
	if c.TrySprite(art+"back/"+kind, r, ui.Alpha(a)) {
		return
	}
	c.RoundRect(r, 5, ui.Fade(ui.DarkWood, a))
	c.RoundStroke(r.Inset(1), 5, 2, ui.Fade(ui.Gold, a))
}

// drawPip draws a strength colour's pip (each has its own symbol).
func drawPip(c *ui.Canvas, col hmd.Colour, r layout.Rect) {
	if !c.TrySprite(art+"pip/"+hmd.ColourIDs[col], r, ui.Alpha(1)) {
		c.Circle(r.X+r.W/2, r.Y+r.H/2, r.W/2, stone)
	}
}

// drawDie draws the d6 showing face in r.
func drawDie(c *ui.Canvas, face int, r layout.Rect, a float64) {
	if face >= 1 && face <= 6 && c.TrySprite(ui.DieFace("d6", face), r, ui.Alpha(a)) {
		return
	}
	c.RoundRect(r, r.W*0.18, ui.Fade(ui.Paper, a))
	c.Text(fmt.Sprint(face), ui.Style{Font: ui.Bold, Size: r.H * 0.5}, r.X+r.W/2, r.Y+r.H/2, ui.Center, ui.Fade(ui.Ink, a))
}

// chip draws a rounded label on col, a little see-through; it returns
// its width.
func chip(c *ui.Canvas, text string, x, cy float64, col color.Color) float64 {
	return c.Chip(text, x, cy, ui.Fade(col, 0.9))
}

// amount draws an icon and a number after it; it returns the width used.
func amount(c *ui.Canvas, iconName string, n int, x, cy float64, col color.Color) float64 {
	r := layout.Rect{X: x, Y: cy - 9, W: 18, H: 18}
	if !c.TrySprite(art+"res/"+iconName, r, ui.Alpha(1)) {
		icon(c, iconName, r, col)
	}
	c.Text(fmt.Sprint(n), amountStyle, x+21, cy, ui.Left, col)
	return amountWidth(n)
}

// amountStyle is the number of an amount.
var amountStyle = ui.Style{Font: ui.Bold, Size: 14}

// amountWidth is the width amount takes for n: its icon, its number and
// the gap after them.
func amountWidth(n int) float64 { return 21 + ui.Measure(fmt.Sprint(n), amountStyle) + 8 }
