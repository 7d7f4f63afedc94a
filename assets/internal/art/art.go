// Package art draws the sprites of Hero Table with vector paths: it holds
// the drawing primitives (Canvas, Mask, Path, geometry, text, the palette,
// the Pen) and the sprites every game shares (the user interface, icons,
// cards, tokens, dice, titles and the application icon). Each game's own
// sprites are drawn by a package of its own under this one (art/herohouse,
// art/dieinthedungeon, art/heromustdie, art/herodice), and assets/internal/atlas packs
// them all. It is the body of the generator (assets/gen) and of the test
// that checks the committed atlases are up to date, so it must draw the
// same bytes on every run: no clocks, no random numbers, no map iteration.
package art

import (
	"fmt"
	"image"
	"strings"
)

// Sprite is one named picture before packing.
type Sprite struct {
	Name string
	Img  *image.NRGBA
}

// Group draws a set of sprites. Groups are drawn in parallel, so each must
// be deterministic on its own.
type Group func(Faces) []Sprite

// Groups draw the shared sprites: the user interface, icons, cards,
// tokens, dice, titles and the application icon.
var Groups = []Group{
	uiSprites, iconSprites, cardSprites, tokenSprites,
	diceFaces, diceTumbles, emblemSprites, appSprites,
}

// SheetOf says which atlas a sprite goes to, by its name prefix, so that
// things drawn together (dice on the table, titles on the title screen) are
// decoded together.
func SheetOf(name string) string {
	switch {
	case strings.HasPrefix(name, "die/"):
		return "dice"
	case strings.HasPrefix(name, "title/"), name == "app/logo":
		return "titles"
	case strings.HasPrefix(name, "app/icon"):
		return "icon"
	case strings.HasPrefix(name, "herohouse/"):
		return "herohouse"
	case strings.HasPrefix(name, "dieinthedungeon/board/"), strings.HasPrefix(name, "dieinthedungeon/card/"):
		// The player's side (creature board, ability cards) would push
		// one DIE atlas past the atlas package's size limit: it gets a sheet of its own.
		return "dieinthedungeon-board"
	case strings.HasPrefix(name, "dieinthedungeon/"):
		return "dieinthedungeon"
	case strings.HasPrefix(name, "heromustdie/board/"):
		return "heromustdie-board"
	case strings.HasPrefix(name, "heromustdie/"):
		return "heromustdie"
	case strings.HasPrefix(name, "herodice/card/"), strings.HasPrefix(name, "herodice/back/"):
		// 53 card faces of 200x280 fill a sheet of their own.
		return "herodice-cards"
	case strings.HasPrefix(name, "herodice/"):
		return "herodice"
	}
	return "ui"
}

// IconSizes are the sizes of the application icon, smallest first.
var IconSizes = []int{16, 32, 48, 64, 128, 256}

// IconName is the sprite name of the application icon at size px.
func IconName(px int) string {
	if px == 256 {
		return "app/icon"
	}
	return fmt.Sprintf("app/icon-%d", px)
}

// NewSprite wraps a finished canvas.
func NewSprite(name string, c *Canvas) Sprite { return Sprite{name, c.NRGBA()} }
