package art

// DIE in the Dungeon! art: the small sprites of the table scene (stat
// glyphs, hero heads, DieNamic pips, DieMinion and other tokens, tile
// backs). Every name starts with "dieinthedungeon/", which sheetOf sends
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

// dieSprites draws the small sprites; the tile backs are a group of their
// own because their stone texture is the slow part.
func dieSprites(fc faces) []Sprite {
	var out []Sprite
	for _, s := range DieStats {
		c := NewCanvas(48, 48)
		statGlyph(s).drawWhite(c)
		out = append(out, sprite("dieinthedungeon/stat/"+s, c))
	}
	for _, h := range DieHeads {
		out = append(out, sprite("dieinthedungeon/head/"+h, dieHead(fc, h)))
	}
	for v := 1; v <= 6; v++ {
		out = append(out, sprite(dieName("dienamic/", v), dieNamic(v)))
	}
	out = append(out, sprite("dieinthedungeon/dienamic/empty", dieNamic(0)))
	for i, d := range DieMinionDice {
		out = append(out,
			sprite("dieinthedungeon/dieminion/"+d, dieMinionFront(fc, i)),
			sprite("dieinthedungeon/dieminion/"+d+"-back", dieMinionBack(fc, i)))
	}
	for _, t := range DieTokens {
		out = append(out, sprite("dieinthedungeon/token/"+t.ID, dieToken(fc, t)))
	}
	return out
}

// dieBackSprites draws the tile backs.
func dieBackSprites(fc faces) []Sprite {
	var out []Sprite
	for _, k := range DieTileKinds {
		for _, l := range DieLevels {
			out = append(out, sprite(dieName("back/"+k.ID+"-", l), dieBack(fc, k, l)))
		}
	}
	out = append(out,
		sprite("dieinthedungeon/back/start", dieBack(fc, DieTileKind{ID: "start"}, 0)),
		sprite("dieinthedungeon/back/epic", dieBack(fc, DieTileKind{ID: "epic", Letter: "E"}, 0)))
	return out
}

func dieName(mid string, n int) string {
	return "dieinthedungeon/" + mid + string(rune('0'+n))
}

// drawWhite fills a glyph pure white: the scene tints it.
func (g glyph) drawWhite(c *Canvas) {
	c.Fill(g.fill, White)
	if !g.cut.Empty() {
		c.Erase(c.Mask(g.cut))
	}
	if !g.over.Empty() {
		c.Fill(g.over, White)
	}
}

// label is the outline of s in Go Bold with its ink box h high (narrowed
// to maxW) and centred on c.
func (fc faces) label(s string, c Pt, h, maxW float64) Path {
	p, _ := Text(fc.bold, 100, 0, s)
	a, b := p.Bounds()
	k := h / (b.Y - a.Y)
	kx := k
	if w := (b.X - a.X) * k; w > maxW {
		kx = maxW / (b.X - a.X)
	}
	return p.Transform(Scale(kx, k)).Centered(c)
}

// inked fills p in col over an ink edge w wide, so it reads on any ground.
func inked(c *Canvas, p Path, w float64, col Paint) {
	c.FillMask(c.Mask(p).Dilate(w), ink)
	c.Fill(p, col)
}
