// Package heromustdie draws the Hero Must Die! art: the board pieces,
// icons, tokens and the hero, monster and plot cards, all through a brush
// (brush.go) that maps the 1280x720 design units to pixels, and the
// printable board (PrintBoard, print.go).
package heromustdie

import "github.com/herotable/herotable/assets/internal/art"

// Groups draw the Hero Must Die! sprites.
var Groups = []art.Group{
	hmdBoardSprites, hmdIconSprites, hmdTokenSprites,
	hmdHeroCardSprites, hmdMonsterCardSprites, hmdPlotCardSprites,
}
