// Package dieinthedungeon draws the DIE in the Dungeon! art: the table's
// small sprites, tile faces and backs, the Hero Die, the creature standees
// and boards, and the hero and ability cards.
package dieinthedungeon

import "github.com/herotable/herotable/assets/internal/art"

// DIE in the Dungeon! art: the small sprites of the table scene (stat
// glyphs, hero heads, DieNamic pips, DieMinion and other tokens, tile
// backs). Every name starts with "dieinthedungeon/", which art.SheetOf sends
// to an atlas of its own. The ids below are copied from
// engine/dieinthedungeon (assets must not import the engine); the test
// pins them.

// DieStats are the stat glyphs, in the board's order.
var DieStats = []string{"time", "might", "agility", "magic", "health", "ability"}

// DieHeads are the tile head icons: the four hero types and "?", a hero
// rolled on the Hero Die.
var DieHeads = []string{"fighter", "rogue", "wizard", "cleric", "unknown"}

// DieMinionDice are the dice a DieMinion token can carry.
var DieMinionDice = []string{"d4", "d6", "d8", "d10", "d12"}

// DieToken is a stat or special token of engine/dieinthedungeon/tokens.go:
// its id, the stat glyph or symbol it shows and its printed label.
type DieToken struct {
	ID, Symbol, Label string
}

// DieTokens are the stat tokens (+amount) and the special tokens.
var DieTokens = []DieToken{
	{"tok_might", "might", "+2"},
	{"tok_agility", "agility", "+2"},
	{"tok_magic", "magic", "+2"},
	{"tok_health", "health", "+2"},
	{"tok_time", "time", "+3"},
	{"tok_ability", "ability", "+2"},
	{"tok_bard", "bard", "BARD"},
	{"tok_kobold", "kobold", "KOBOLD"},
	{"tok_diesplacer", "diesplacer", "BEAST"},
	{"tok_diemaster", "diemaster", "MAX"},
}

// DieTileKind is a tile kind whose back shows a level: its id, its code
// letter and its exits in the base orientation (the scene rotates the
// sprite), in N E S W order.
type DieTileKind struct {
	ID, Letter, Exits string
}

// DieTileKinds are the leveled tile kinds of tiles.go. Start and Epic
// tiles have no level and a back of their own each.
var DieTileKinds = []DieTileKind{
	{"dead_end", "D", "N"},
	{"corner", "C", "NE"},
	{"two_way", "S", "NS"},
	{"three_way", "T", "NEW"},
	{"four_way", "Q", "NESW"},
}

// DieLevels are the levels every leveled kind has tiles at (tiles.go).
var DieLevels = []int{1, 2, 3, 4}

// Groups draw the DIE in the Dungeon! sprites.
var Groups = []art.Group{
	dieSprites, dieBackSprites, heroDieSprites, dieStandeeSprites, dieCardSprites,
	dieBoardSprites, dieAbilityCardSprites, dieFaceSprites,
}

// dieSprites draws the small sprites; the tile backs are a group of their
// own because their stone texture is the slow part.
func dieSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, s := range DieStats {
		c := art.NewCanvas(48, 48)
		art.StatGlyph(s).DrawWhite(c)
		out = append(out, art.NewSprite("dieinthedungeon/stat/"+s, c))
	}
	for i, s := range DieStats {
		out = append(out, art.NewSprite("dieinthedungeon/statplate/"+s, dieStatPlate(fc, i)))
	}
	for _, h := range DieHeads {
		out = append(out, art.NewSprite("dieinthedungeon/head/"+h, dieHead(fc, h)))
	}
	for v := 1; v <= 6; v++ {
		out = append(out, art.NewSprite(dieName("dienamic/", v), dieNamic(v)))
	}
	out = append(out, art.NewSprite("dieinthedungeon/dienamic/empty", dieNamic(0)))
	for i, d := range DieMinionDice {
		out = append(out,
			art.NewSprite("dieinthedungeon/dieminion/"+d, dieMinionFront(fc, i)),
			art.NewSprite("dieinthedungeon/dieminion/"+d+"-back", dieMinionBack(fc, i)))
	}
	for _, t := range DieTokens {
		out = append(out, art.NewSprite("dieinthedungeon/token/"+t.ID, dieToken(fc, t)))
	}
	return out
}

// dieBackSprites draws the tile backs.
func dieBackSprites(fc art.Faces) []art.Sprite {
	var out []art.Sprite
	for _, k := range DieTileKinds {
		for _, l := range DieLevels {
			out = append(out, art.NewSprite(dieName("back/"+k.ID+"-", l), dieBack(fc, k, l)))
		}
	}
	out = append(out,
		art.NewSprite("dieinthedungeon/back/start", dieBack(fc, DieTileKind{ID: "start"}, 0)),
		art.NewSprite("dieinthedungeon/back/epic", dieBack(fc, DieTileKind{ID: "epic", Letter: "E"}, 0)))
	return out
}

func dieName(mid string, n int) string {
	return "dieinthedungeon/" + mid + string(rune('0'+n))
}

// dieHead draws a head icon: each hero type is told by its headgear's
// outline (helmet, hood, pointed hat, mitre), and by its letter in a badge.
func dieHead(fc art.Faces, kind string) *art.Canvas {
	c := art.NewCanvas(48, 48)
	letter := art.DrawHead(art.PenAt(c, art.P(22, 27), 1.25), fc, kind)
	badge := art.P(40.5, 40.5)
	c.Fill(art.Circle(badge, 7.3), art.Ink)
	c.Fill(art.Circle(badge, 6.2), art.Parch)
	c.Fill(fc.Label(letter, badge, 8, 9), art.Ink)
	return c
}
