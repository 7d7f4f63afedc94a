// Package ui is Hero Table's widget kit on Ebitengine: a canvas that draws in
// logical 1280×720 coordinates at any render scale, text, sprites from the
// asset atlases (9-slice panels and buttons, cards, tokens, dice), and the
// widgets every scene shares: buttons with hover, press, focus and tooltips,
// panels, text fields, dialogs, a scrolling log, a prompt bar, a text
// reader and a dice animator. Scenes build on it; it knows nothing of them.
package ui

import "image/color"

// The palette, matched to the art (parchment, wood, ink and gold on a green
// baize table).
var (
	Ink        = rgb(0x24170f) // text on parchment
	InkSoft    = rgb(0x6b4e33) // secondary text on parchment
	Cream      = rgb(0xfbf0d4) // text on wood and on the table
	CreamSoft  = rgb(0xcdbd98) // secondary text on the table
	Gold       = rgb(0xf0c35a) // highlights, the player to act
	GoldDeep   = rgb(0x8e6418)
	Blood      = rgb(0xc4443a) // warnings, delete
	Leaf       = rgb(0x7fbf6a) // success
	Disabled   = rgb(0xd9d2c7)
	Shadow     = color.NRGBA{0, 0, 0, 150}
	FeltCentre = rgb(0x2c5a47)
	FeltEdge   = rgb(0x0d211a)
	Dim        = color.NRGBA{8, 12, 10, 170} // over the table behind a dialog
)

// The game tables' own colours, which more than one of them uses.
var (
	Gain     = rgb(0x7fcf6a) // success, a gain, a win
	Loss     = rgb(0xe85a4c) // failure, a loss, a wound
	Peek     = rgb(0x8cd0f0) // what only the viewer sees (a peek)
	Paper    = rgb(0xfbf3de) // a stand-in card's or die's face, a speech bubble
	DarkWood = rgb(0x2a1c14) // a card's back, a dark board
)

func rgb(v uint32) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// Fade returns c with its alpha scaled by a in [0,1].
func Fade(c color.Color, a float64) color.NRGBA {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = uint8(float64(n.A)*clamp01(a) + 0.5)
	return n
}

func clamp01(v float64) float64 {
	if v < 0 {
		return 0
	}
	if v > 1 {
		return 1
	}
	return v
}
