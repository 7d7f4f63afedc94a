package herodice

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	hd "github.com/herotable/herotable/engine/herodice"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// Places on the table (1280×720), each laid out from its neighbours.
var (
	mapArea    = layout.Rect{X: 16, Y: 16, W: 560, H: 440}
	fightArea  = mapArea.Beside(14, 374)
	foeCard    = layout.Rect{X: fightArea.X + 12, Y: fightArea.Y + 40, W: 150, H: 210}
	diceArea   = layout.Rect{X: fightArea.X + 12, Y: foeCard.Bottom() + 10, W: fightArea.W - 24, H: fightArea.Bottom() - foeCard.Bottom() - 20}
	heroArea   = mapArea.Below(12, 118).Union(fightArea.Below(12, 118))
	heroCard   = layout.Rect{X: heroArea.X + 8, Y: heroArea.Y + 8, W: 73, H: 102}
	promptArea = heroArea.Below(10, 720-16-heroArea.Bottom()-10)
	wordsArea  = layout.Rect{X: promptArea.X + 14, Y: promptArea.Y + 8, W: 420, H: promptArea.H - 16}
	buttonArea = layout.Rect{X: wordsArea.Right() + 14, Y: promptArea.Y + 10, W: promptArea.Right() - wordsArea.Right() - 28, H: promptArea.H - 20}
	sideArea   = layout.Rect{X: fightArea.Right() + 14, Y: 80, W: 1264 - fightArea.Right() - 14, H: 174}
	poolRect   = layout.Rect{X: sideArea.X + 8, Y: sideArea.Y + 8, W: sideArea.W - 16, H: 74}
	bossSlot   = layout.Rect{X: sideArea.Right() - 58, Y: poolRect.Bottom() + 6, W: 50, H: 70}
	logRect    = sideArea.Below(10, 704-sideArea.Bottom()-10)
)

const gearW, gearH = 73.0, 102.0

// gearRect is the place of the hero's i-th held card of n (two weapons,
// armour and up to seven items): smaller when they would not fit the row.
func gearRect(i, n int) layout.Rect {
	x0 := heroCard.Right() + 250
	room := heroArea.Right() - 8 - x0 + 8 // n cards and their gaps, a gap after the last
	k := math.Min(1, (room-8*float64(n))/(float64(n)*gearW))
	w, h := gearW*k, gearH*k
	return layout.Rect{X: x0 + float64(i)*(w+8), Y: heroCard.Y + (gearH-h)/2, W: w, H: h}
}

// deckRects are the four decks' counts, under the pool.
func deckRects() []layout.Rect {
	r := layout.Rect{X: poolRect.X, Y: poolRect.Bottom() + 6, W: bossSlot.X - poolRect.X - 8, H: 72}
	rows := r.Rows(2, 2)
	return append(rows[0].Columns(2, 4), rows[1].Columns(2, 4)...)
}

func barAt(i int) layout.Rect {
	return layout.Rect{X: sideArea.Right() - float64(3-i)*58 + 6, Y: 16, W: 52, H: 52}
}

// place puts the core's bar and log on the table.
func (t *Table) place() {
	b := &t.Bar
	b.Undo.Rect, b.Rules.Rect, b.Menu.Rect = barAt(0), barAt(1), barAt(2)
	b.Pause.Rect, b.Pause.Style = layout.Rect{X: sideArea.X, Y: 16, W: 90, H: 52}, ui.BodyB
	t.Log.Small.Rect, t.Log.Inks = logRect, ui.SeatInk
	t.Log.FullAt = mapArea.Union(fightArea)
	t.Log.Small.Empty = "The log tells every card and roll."
	t.Log.Small.Icon = logIcon
}

// logIcon draws a log line's die: the red hero die or a white combat die.
func logIcon(c *ui.Canvas, ln ui.LogLine, r layout.Rect, a float64) bool {
	kind := map[string]string{hd.HeroDie.ID: "hero", hd.CombatDie.ID: "combat"}[ln.Die]
	if kind == "" || ln.Face < 1 || ln.Face > 6 {
		return false
	}
	c.Sprite(fmt.Sprintf("herodice/die/%s/%d", kind, ln.Face), r, ui.Alpha(a))
	return true
}

// mapFit is where the map's cells go: a cell's size and the origin.
type mapFit struct {
	size, x0, y0 float64
	minX, minY   int
}

// fitMap fits the placed cells (and a ring of empty cells round them for
// the exits) into area, 96 px a cell at most.
func fitMap(m []hd.Placed, mode hd.MapMode, area layout.Rect) mapFit {
	if mode == hd.Stack || len(m) == 0 {
		return mapFit{size: 160, x0: area.Center().X - 80, y0: area.Center().Y - 80}
	}
	minX, maxX, minY, maxY := m[0].X, m[0].X, m[0].Y, m[0].Y
	for _, p := range m {
		minX, maxX, minY, maxY = min(minX, p.X), max(maxX, p.X), min(minY, p.Y), max(maxY, p.Y)
	}
	minX, minY, maxX, maxY = minX-1, minY-1, maxX+1, maxY+1
	w, h := float64(maxX-minX+1), float64(maxY-minY+1)
	size := math.Min(120, math.Min((area.W-16)/w, (area.H-16)/h))
	return mapFit{size: size, minX: minX, minY: minY,
		x0: area.Center().X - w*size/2, y0: area.Center().Y - h*size/2}
}

// cell is the rect of map cell (x, y).
func (f mapFit) cell(x, y int) layout.Rect {
	return layout.Rect{X: f.x0 + float64(x-f.minX)*f.size, Y: f.y0 + float64(y-f.minY)*f.size, W: f.size, H: f.size}
}

// exit is the arrow of exit arg (map index×4 + direction): on the edge of
// the empty cell it leads to.
func (f mapFit) exit(m []hd.Placed, arg int) layout.Rect {
	i, d := arg/4, hd.Dir(arg%4)
	if i >= len(m) {
		return layout.Rect{}
	}
	dx, dy := d.Step()
	c := f.cell(m[i].X+dx, m[i].Y+dy).Center()
	s := f.size * 0.5
	return layout.Centered(c.X-float64(dx)*f.size*0.22, c.Y-float64(dy)*f.size*0.22, s, s)
}

// DrawStill draws the map, the fight, the hero, the side panel, the
// prompt and the log.
func (t *Table) DrawStill(c *ui.Canvas, ctx *stage.Context) {
	c.Table()
	st, tr := t.q.shown, t.q.tray
	t.drawMap(c, st, tr)
	t.drawFight(c, tr)
	t.drawHero(c, st, tr)
	t.drawSide(c, st)
	c.DarkPanel(promptArea)
	a := t.Ask(tablekit.Prompt{What: t.what(), Help: "Click a button, an arrow on the map or a card.",
		Over:  tablekit.Asking{Who: "The game is over", What: "See the result."},
		Shown: tablekit.Asking{Who: "The dungeon answers", What: "Watch the cards and dice."}})
	tablekit.DrawAsking(c, a, wordsArea, nil)
	t.Log.Draw(c, ctx.Tick)
}

// whats are the decisions' words by phase.
var whats = map[hd.Phase]string{
	hd.PhExplore: "Explore: choose an exit, drink a potion or face the boss", hd.PhStairs: "Stairs down: descend or stay",
	hd.PhTreasure: "Treasure: keep it, swap it for what you hold, or put it in the XP pool", hd.PhOverflow: "Too many items: put one in the XP pool",
	hd.PhPreCheck: "A trap: drink a potion or roll the check", hd.PhCheckReact: "Lucky Charm: roll the check again or keep it",
	hd.PhPreRoll: "Combat: roll, use an item or flee", hd.PhFlee: "Flee: pick the cards to pay, then flee",
	hd.PhReact: "Lucky Charm: roll the hero die again or keep the roll", hd.PhAbility: "Your hero die is high: use its ability or let it go",
	hd.PhRecover: "Between encounters: drink a potion or go on", hd.PhLevelEnd: "Level cleared: delve deeper or retire",
}

func (t *Table) what() string {
	st := t.state()
	w := tablekit.WordOr(whats, st.Phase, "")
	switch st.Phase {
	case hd.PhExplore:
		w = "Explore: " + exploreWords(t.S.Legal())
	case hd.PhPreRoll:
		w = "Combat: " + legalWords(t.S.Legal(), preRollSays)
	case hd.PhAbility:
		ab := hd.AbilityOf(st.Fight.HeroDie)
		w = fmt.Sprintf("Your hero die is high: use %s (%s) or let it go", hd.AbilityNames[ab], hd.AbilityWords(ab))
	}
	if st.Phase == hd.PhFlee {
		w += fmt.Sprintf(" (%d of %d XP)", paid(st.Paying), st.FoeXP())
	}
	return w
}

// kindSays is what a decision's kinds of action do, in the order said.
type kindSays []struct {
	kind hd.Kind
	says string
}

var (
	exploreSays = kindSays{{hd.KMove, "choose an exit"}, {hd.KDraw, "draw the next card"}, {hd.KFaceBoss, "face the boss"}, {hd.KUse, "drink a potion"}}
	// preRollSays: flee is said only where a payment exists (the engine
	// offers it then), a used item only where one is held.
	preRollSays = kindSays{{hd.KRoll, "roll"}, {hd.KUse, "use an item"}, {hd.KFlee, "flee"}}
)

// exploreWords say the explore decision's choices, only those legal.
func exploreWords(legal []hd.Action) string { return legalWords(legal, exploreSays) }

// legalWords say a decision's choices, only the kinds legal now.
func legalWords(legal []hd.Action, says kindSays) string {
	var parts []string
	for _, k := range says {
		for _, a := range legal {
			if kind, _ := hd.Split(a); kind == k.kind {
				parts = append(parts, k.says)
				break
			}
		}
	}
	switch n := len(parts); n {
	case 0:
		return "wait"
	case 1:
		return parts[0]
	default:
		return strings.Join(parts[:n-1], ", ") + " or " + parts[n-1]
	}
}

func paid(cards []int) int {
	n := 0
	for _, c := range cards {
		n += hd.XP(c)
	}
	return n
}

func (t *Table) drawMap(c *ui.Canvas, st *hd.State, tr tray) {
	c.DarkPanel(mapArea)
	in := mapArea.Inset(6)
	c.Sprite("herodice/map/stone", in, ebiten.ColorScale{})
	m := fitMap(tr.Map, st.MapMode, mapArea)
	if st.MapMode == hd.Stack {
		if n := len(tr.Map); n > 0 {
			r := m.cell(0, 0)
			c.Sprite("herodice/tile/"+hd.ID(tr.Map[n-1].Card), r, ebiten.ColorScale{})
			c.Sprite("herodice/token/hero", layout.Centered(r.Center().X, r.Center().Y, 48, 48), ebiten.ColorScale{})
			c.TextShadow(fmt.Sprintf("%s in the stack", tablekit.Count(n, "card", "cards")), ui.Body, r.Center().X, r.Bottom()+22, ui.Center, ui.Cream)
		}
	} else {
		for i, p := range tr.Map {
			r := m.cell(p.X, p.Y)
			c.Sprite("herodice/tile/"+hd.ID(p.Card), r, ebiten.ColorScale{})
			if i == tr.Pos {
				k := m.size / 2
				c.Sprite("herodice/token/hero", layout.Centered(r.Center().X, r.Center().Y, k, k), ebiten.ColorScale{})
			}
		}
		if t.Mine() && st.Phase == hd.PhExplore {
			for _, e := range t.state().OpenExits() {
				if !t.state().Viable(e.Dir) { // public by counting (R17), masked in a view
					c.Sprite("herodice/exit/"+string("nesw"[e.Dir]), m.exit(tr.Map, e.Index*4+int(e.Dir)), ui.Alpha(0.3))
				}
			}
		}
		for _, cm := range t.cmds {
			if cm.Kind != hd.KMove || !t.Mine() {
				continue
			}
			r := m.exit(tr.Map, cm.Arg)
			c.Glow(r, 0.7)
			c.Sprite("herodice/exit/"+string("nesw"[cm.Arg%4]), r, ebiten.ColorScale{})
		}
	}
	c.Sprite("herodice/map/fog", in, ebiten.ColorScale{})
	c.TextShadow(fmt.Sprintf("Level %d", st.Level), ui.Label, mapArea.X+16, mapArea.Y+24, ui.Left, ui.Gold)
}

func (t *Table) drawFight(c *ui.Canvas, tr tray) {
	c.DarkPanel(fightArea)
	title := layout.Rect{X: fightArea.X + 12, Y: fightArea.Y + 8, W: fightArea.W - 24, H: 26}
	info := layout.Rect{X: foeCard.Right() + 12, Y: foeCard.Y, W: fightArea.Right() - foeCard.Right() - 24, H: 26}
	switch foe := shownFoe(tr); {
	case tr.Found >= 0 && tr.Found != hd.NoCard:
		c.TextIn("Treasure found", ui.Label, title, ui.Left, ui.Gold)
		if s := t.Spots.At(tablekit.Place{Kind: atFound, I: tr.Found}); s != nil && s.Glow {
			c.Glow(foeCard, 0.8)
		}
		c.Sprite(cardSprite(tr.Found), foeCard, ebiten.ColorScale{})
		c.TextIn(hd.Name(tr.Found), ui.BodyB, info, ui.Left, ui.Cream)
		c.TextIn(fmt.Sprintf("%d XP if put in the pool", hd.XP(tr.Found)), ui.Small, info.Offset(0, 26), ui.Left, ui.CreamSoft)
	case foe != hd.NoCard && foe >= 0:
		head := "Combat"
		if tr.Trap != hd.NoCard {
			head = "A trap"
		}
		c.TextIn(head, ui.Label, title, ui.Left, ui.Gold)
		cs := ebiten.ColorScale{}
		if tr.Down {
			cs.Scale(0.5, 0.5, 0.5, 1)
		}
		c.Sprite(cardSprite(foe), foeCard, cs)
		if tr.Fired > 0 && !t.rolling() {
			c.RoundStroke(ringSlot(tr.Fired), 8, 3, ui.Gold)
		}
		c.TextIn(hd.Name(foe), fitted(hd.Name(foe), ui.BodyB, info.W), info, ui.Left, ui.Cream)
		if tr.Foe != hd.NoCard {
			hpBar(c, layout.Rect{X: info.X, Y: info.Y + 32, W: info.W, H: 28}, tr.FoeHP, tr.FoeMax)
			hp := fmt.Sprintf("%d / %d", max(tr.FoeHP, 0), tr.FoeMax)
			// The round and the chips are the state's, shown once the
			// move's steps are over (the tray runs ahead of it meanwhile).
			if f := t.q.shown.Fight; f.Card == tr.Foe && f.Round > 0 && !t.Busy() {
				hp += fmt.Sprintf(" · round %d", f.Round)
			}
			c.TextIn(hp, ui.BodyB, info.Offset(0, 64), ui.Left, ui.Cream)
			if tr.Down {
				c.TextIn("Defeated", ui.Large, info.Offset(0, 96), ui.Left, ui.Gain)
			} else if !t.Busy() {
				drawChips(c, t.q.shown, tr.Foe, layout.Rect{X: info.X, Y: info.Y + 96, W: info.W, H: foeCard.Bottom() - info.Y - 96})
			}
		} else {
			c.TextIn(fmt.Sprintf("Roll %d or more", tr.Tough), ui.Body, info.Offset(0, 30), ui.Left, ui.Cream)
			if tr.Checked > 0 {
				w, col := "Passed", ui.Gain
				if tr.Checked == 2 {
					w, col = "Failed", ui.Loss
				}
				c.TextIn(w, ui.Large, info.Offset(0, 62), ui.Left, col)
			}
		}
	default:
		c.TextIn("No fight", ui.Label, title, ui.Left, ui.CreamSoft)
	}
	if !t.rolling() {
		t.drawDice(c, tr, -1)
	}
}

// ringSlot is the place of a boss ring's slot n (1–6) on the foe's card
// (the art's geometry: 46×38 round (100+62cos θ, 180+66sin θ) of 200×280,
// θ = −90°+60°(n−1)).
func ringSlot(n int) layout.Rect {
	k := foeCard.W / 200
	th := (-90 + 60*float64(n-1)) * math.Pi / 180
	return layout.Centered(foeCard.X+k*(100+62*math.Cos(th)), foeCard.Y+k*(180+66*math.Sin(th)), k*46, k*38)
}

// chips are the next roll's pending changes (§10): their words by flag.
func chips(f hd.Fight) []string {
	var out []string
	for _, ch := range []struct {
		n    int
		says string
	}{{f.Resolve, "+%d die: Resolve"}, {f.Disarm, "Foe −%d die: Disarm"}, {f.Rage, "Foe +%d die: Rage"}, {f.Weaken, "−%d die: Weaken"}, {hd.StrengthDice * b2i(f.Strength), "+%d dice: Strength"}} {
		if ch.n > 0 {
			out = append(out, fmt.Sprintf(ch.says, ch.n))
		}
	}
	return out
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// drawChips draws the pending changes of the fight with foe, one a row.
func drawChips(c *ui.Canvas, st *hd.State, foe int, r layout.Rect) {
	if st.Fight.Card != foe {
		return
	}
	y := r.Y
	for _, w := range chips(st.Fight) {
		if y+24 > r.Bottom() {
			return
		}
		row := layout.Rect{X: r.X, Y: y, W: math.Min(r.W, ui.Measure(w, ui.Small)+16), H: 22}
		c.RoundRect(row, 6, ui.Fade(ui.Gold, 0.25))
		c.TextIn(w, ui.Small, row.InsetXY(8, 0), ui.Left, ui.Cream)
		y += 26
	}
}

// rolling reports whether dice are tumbling now.
func (t *Table) rolling() bool {
	for _, s := range t.q.Active() {
		if s.kind == stRoll {
			return true
		}
	}
	return false
}

// dieRects are the tray's places: the hero's dice in the top row (the red
// die first), the foe's below.
func dieRects(tr tray) (hero []layout.Rect, foe []layout.Rect) {
	const s, g = 44.0, 6.0
	row := func(n int, y float64) []layout.Rect {
		out := make([]layout.Rect, n)
		for i := range out {
			out[i] = layout.Rect{X: diceArea.X + 70 + float64(i)*(s+g), Y: y, W: s, H: s}
		}
		return out
	}
	return row(1+len(tr.Combat), diceArea.Y+6), row(len(tr.FoeDice), diceArea.Y+62)
}

// drawDice draws the tray: each die on its face, or tumbling while the
// roll step k is under way (k < 0: none), the high dice ringed, and the
// wounds dealt.
func (t *Table) drawDice(c *ui.Canvas, tr tray, tumble int) {
	if tr.Hero == 0 {
		return
	}
	hr, fr := dieRects(tr)
	c.Text("You", ui.BodyB, diceArea.X, hr[0].Center().Y+6, ui.Left, ui.Cream)
	heroHigh, foeHigh := tr.Hero, 0
	for _, v := range tr.Combat {
		heroHigh = max(heroHigh, v)
	}
	for _, v := range tr.FoeDice {
		foeHigh = max(foeHigh, v)
	}
	face := func(hero bool, v int) string {
		kind := "combat"
		if hero {
			kind = "hero"
		}
		if tumble >= 0 {
			return fmt.Sprintf("herodice/die/%s/tumble/%d", kind, (tumble+v)%8)
		}
		return fmt.Sprintf("herodice/die/%s/%d", kind, v)
	}
	ring := func(r layout.Rect) { c.RoundStroke(r.Inset(-3), 8, 3, ui.Gold) }
	for i, r := range hr {
		v, hero := tr.Hero, i == 0
		if !hero {
			v = tr.Combat[i-1]
		}
		c.Sprite(face(hero, v), r, ebiten.ColorScale{})
		if tumble < 0 && v == heroHigh && tr.Foe != hd.NoCard {
			ring(r)
		}
	}
	if tr.Foe == hd.NoCard {
		if tr.CheckBonus > 0 && tumble < 0 {
			c.Text(fmt.Sprintf("+%d Rope", tr.CheckBonus), ui.Body, hr[0].Right()+10, hr[0].Center().Y+6, ui.Left, ui.Cream)
		}
	} else {
		c.Text("Foe", ui.BodyB, diceArea.X, hr[0].Center().Y+62, ui.Left, ui.Cream)
		for i, r := range fr {
			c.Sprite(face(false, tr.FoeDice[i]), r, ebiten.ColorScale{})
			if tumble < 0 && tr.FoeDice[i] == foeHigh {
				ring(r)
			}
		}
	}
	if tumble >= 0 || !tr.Hit {
		return
	}
	first, second := resultWords(tr)
	line := layout.Rect{X: diceArea.X, Y: diceArea.Bottom() - 54, W: diceArea.W, H: 24}
	if first != "" {
		c.TextIn(first, ui.BodyB, line, ui.Left, ui.Gain)
	}
	c.TextIn(second, ui.BodyB, line.Offset(0, 26), ui.Left, ui.Loss)
}

// resultWords say what the last roll dealt: to the foe (none for a trap)
// and to the hero; a foe's name too long for the tray is "the foe".
func resultWords(tr tray) (toFoe, toHero string) {
	who := "The trap"
	if tr.Foe != hd.NoCard {
		foe := "the " + hd.Name(tr.Foe)
		if hd.DeckOf(tr.Foe) == hd.DeckBoss {
			foe = hd.Name(tr.Foe)
		}
		if ui.Measure("You wound "+foe+" for 00", ui.BodyB) > diceArea.W {
			foe = "the foe"
		}
		toFoe = "No wounds to " + foe
		if tr.ToFoe > 0 {
			toFoe = fmt.Sprintf("You wound %s for %d", foe, tr.ToFoe)
		}
		who = "It"
	}
	toHero = "No wounds to you"
	if tr.ToHero > 0 {
		toHero = fmt.Sprintf("%s wounds you for %d", who, tr.ToHero)
	}
	return toFoe, toHero
}

// hpBar draws a health bar: heart cap, trough, the health inside.
func hpBar(c *ui.Canvas, r layout.Rect, hp, maxHP int) {
	left := layout.Rect{X: r.X, Y: r.Y, W: 28, H: 28}
	right := layout.Rect{X: r.Right() - 8, Y: r.Y, W: 8, H: 28}
	mid := layout.Rect{X: left.Right(), Y: r.Y, W: right.X - left.Right(), H: 28}
	c.Sprite("herodice/hpbar/mid", mid, ebiten.ColorScale{})
	if maxHP > 0 && hp > 0 {
		k := math.Min(1, float64(hp)/float64(maxHP))
		c.Sprite("herodice/hpbar/fill", layout.Rect{X: mid.X, Y: r.Y + 6, W: mid.W * k, H: 16}, ebiten.ColorScale{})
	}
	c.Sprite("herodice/hpbar/left", left, ebiten.ColorScale{})
	c.Sprite("herodice/hpbar/right", right, ebiten.ColorScale{})
}

func (t *Table) drawHero(c *ui.Canvas, st *hd.State, tr tray) {
	c.DarkPanel(heroArea)
	c.Sprite("herodice/card/hero_warrior", heroCard, ebiten.ColorScale{})
	x := heroCard.Right() + 12
	c.Text("Warrior", ui.Label, x, heroCard.Y+16, ui.Left, ui.Gold)
	hpBar(c, layout.Rect{X: x, Y: heroCard.Y + 28, W: 220, H: 28}, tr.HP, tr.MaxHP)
	c.Text(fmt.Sprintf("Health %d / %d", max(tr.HP, 0), tr.MaxHP), ui.BodyB, x, heroCard.Y+74, ui.Left, ui.Cream)
	c.Text(fmt.Sprintf("Items %d / %d · %s", len(st.Items), st.Limit(), tablekit.Count(st.WeaponDice(), "combat die", "combat dice")), ui.Small, x, heroCard.Y+96, ui.Left, ui.CreamSoft)
	for i, card := range held(st) {
		r := gearRect(i, len(held(st)))
		if s := t.Spots.At(tablekit.Place{Kind: atHeld, I: card}); s != nil && s.Glow {
			c.Glow(r, 0.8)
		}
		cs := ebiten.ColorScale{}
		if slicesContains(st.Paying, card) {
			cs.Scale(0.45, 0.45, 0.45, 1)
		}
		c.Sprite(cardSprite(card), r, cs)
	}
	if len(held(st)) == 0 {
		c.Text("No gear yet", ui.Body, gearRect(0, 1).X, heroCard.Center().Y, ui.Left, ui.CreamSoft)
	}
}

func slicesContains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

func (t *Table) drawSide(c *ui.Canvas, st *hd.State) {
	c.DarkPanel(sideArea)
	c.Sprite("herodice/xp", layout.Rect{X: poolRect.X, Y: poolRect.Y + 6, W: 40, H: 40}, ebiten.ColorScale{})
	c.Text(fmt.Sprintf("Pool %d XP", st.PoolXP()), ui.BodyB, poolRect.X+48, poolRect.Y+20, ui.Left, ui.Cream)
	c.Text(fmt.Sprintf("Banked %d · Level %d", st.Banked, st.Level), ui.Small, poolRect.X+48, poolRect.Y+42, ui.Left, ui.CreamSoft)
	c.TextIn(fmt.Sprintf("Score %d · %s", st.Score(), st.Title()), ui.Small, layout.Rect{X: poolRect.X + 48, Y: poolRect.Y + 54, W: poolRect.W - 48, H: 20}, ui.Left, ui.CreamSoft)
	counts := [...]int{st.Dungeon.Len(), st.Treasures.Len(), st.Encounter.Len(), st.Bosses.Len()}
	for d, r := range deckRects() {
		c.Sprite("herodice/back/"+deckNames[d], layout.Rect{X: r.X, Y: r.Y + 2, W: 24, H: 33}, ebiten.ColorScale{})
		c.Text(strconv.Itoa(counts[d]), ui.BodyB, r.X+30, r.Y+24, ui.Left, ui.Cream)
	}
	switch {
	case st.BossSlot == hd.NoCard:
		c.RoundStroke(bossSlot, 6, 2, ui.Fade(ui.Gold, 0.4))
	case st.BossUp && st.BossSlot >= 0:
		c.Sprite(cardSprite(st.BossSlot), bossSlot, ebiten.ColorScale{})
	default:
		c.Sprite("herodice/back/boss", bossSlot, ebiten.ColorScale{})
	}
}

// DrawMoving draws what moves: a tile laid, a card turned up, the dice
// tumbling, the wounds' numbers rising.
func (t *Table) DrawMoving(c *ui.Canvas, ctx *stage.Context) {
	for _, s := range t.q.Active() {
		k := tween.Progress(ctx.Tick, s.Start, s.Dur)
		switch s.kind {
		case stPlace:
			m := fitMap(s.tray.Map, t.q.shown.MapMode, mapArea)
			r := m.cell(s.ev.Arg(1), s.ev.Arg(2))
			if t.q.shown.MapMode == hd.Stack {
				r = m.cell(0, 0)
			}
			c.Glow(r, 1-k)
		case stCard:
			c.Glow(foeCard, 1-k)
		case stRoll:
			t.drawDice(c, s.tray, ctx.Tick/3)
		case stHit:
			toFoe, toHero := 0, s.ev.Arg(1) // a trap's wounds
			if s.ev.Code == hd.CodeWounds {
				toFoe, toHero = s.ev.Arg(1), s.ev.Arg(3)
			}
			if toFoe > 0 {
				c.TextShadow(fmt.Sprintf("−%d", toFoe), ui.Heading, foeCard.Center().X, foeCard.Center().Y-30*k, ui.Center, ui.Loss)
			}
			if toHero > 0 {
				c.TextShadow(fmt.Sprintf("−%d", toHero), ui.Heading, heroCard.Right()+120, heroCard.Y+40-30*k, ui.Center, ui.Loss)
			}
		}
	}
}

// end is the result over the map.
type end struct{ scenes.EndPanel }

var endRect = layout.Centered(mapArea.Union(fightArea).Center().X, mapArea.Center().Y, 560, 320)

func newEnd(t *Table) *end {
	e := &end{}
	st := t.state()
	why := fmt.Sprintf("%s on level %d: %d XP, %s", hd.OutcomeNames[st.Outcome], st.Level, st.Score(), st.Title())
	e.EndPanel = scenes.NewEndPanel(t.S, scenes.Headline(t.S.Match.State, t.S.Names()), endRect,
		scenes.EndLabels{SetupTip: "Choose the mode again", Again: "Play again", AgainTip: "A new dungeon"}, func(c *ui.Canvas) {
			c.Panel(endRect)
			band := tablekit.EndBanner(c, endRect, 30, e.Headline, why, st.Outcome != hd.Slain)
			y := band.Bottom() + 70
			for _, l := range tally(st) {
				c.Text(l, ui.Body, endRect.Center().X, y, ui.Center, ui.Ink)
				y += 24
			}
		})
	return e
}

// tally is the score's sum in lines: what was banked, the pool times the
// level, and the next rung of the Delver Leaderboard.
func tally(st *hd.State) []string {
	out := []string{fmt.Sprintf("Banked %d XP + pool %d XP × level %d = %d XP", st.Banked, st.PoolXP(), st.Level, st.Score())}
	for _, r := range hd.Titles {
		if r.Threshold > st.Score() {
			return append(out, fmt.Sprintf("Next title: %s at %d XP", r.Name, r.Threshold))
		}
	}
	return append(out, "The highest title of the Delver Leaderboard")
}

// fitted is st, or st made smaller (not under 13 px) so that s fits w: a
// boss's long name ("Ashmaw, the Red Dragon") was cut short at 16 px.
func fitted(s string, st ui.Style, w float64) ui.Style {
	if m := ui.Measure(s, st); m > w {
		st.Size = max(13, math.Floor(st.Size*w/m))
	}
	return st
}
