package herodice

import (
	"fmt"
	"math"

	hd "github.com/herotable/herotable/engine/herodice"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// The fight area: the foe's card and health, the dice tray with the red
// hero die among the white ones, the result in words and the chips of the
// next roll's changes.

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

// fitted is st, or st made smaller (not under 13 px) so that s fits w: a
// boss's long name ("Ashmaw, the Red Dragon") was cut short at 16 px.
func fitted(s string, st ui.Style, w float64) ui.Style {
	if m := ui.Measure(s, st); m > w {
		st.Size = max(13, math.Floor(st.Size*w/m))
	}
	return st
}
