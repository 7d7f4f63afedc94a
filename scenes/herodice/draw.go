package herodice

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	hd "github.com/herotable/herotable/engine/herodice"
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
		if slices.Contains(st.Paying, card) {
			cs.Scale(0.45, 0.45, 0.45, 1)
		}
		c.Sprite(cardSprite(card), r, cs)
	}
	if len(held(st)) == 0 {
		c.Text("No gear yet", ui.Body, gearRect(0, 1).X, heroCard.Center().Y, ui.Left, ui.CreamSoft)
	}
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
