package dieinthedungeon

import (
	"fmt"
	"strings"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The ability cards and the inventory (spec §3).

// drawCards draws the four ability cards: used ones greyed with a stamp,
// ones a click would not play now dimmed (those the AP left cannot pay for
// say what they need), the ones a click plays now glowing.
func (t *Table) drawCards(c *ui.Canvas, st *dd.State) {
	mo := &st.Mons[active(st)]
	for i, cd := range dd.Creatures[mo.Creature].Cards {
		r := CardRect(i)
		sp := t.Spots.At(spotKey{Kind: AtCard, I: i})
		a, short := cardLook(mo, i, sp != nil && sp.Glow)
		if sp != nil && sp.Glow {
			c.Glow(r, 0.9)
		}
		if !c.TrySprite(cardSprite(mo.Creature, i), r, ui.Alpha(a)) {
			drawCardStandIn(c, r, cd.Name, fmt.Sprintf("%d AP · %s", cd.Cost, cd.Windows), a)
		}
		if mo.CardsUsed[i] {
			c.RoundRect(r, 6, ui.Fade(ui.Dim, 0.45))
			stamp := layout.Centered(r.X+r.W/2, r.Y+r.H/2, r.W-16, 24)
			c.RoundRect(stamp, 4, ui.Fade(ui.Loss, 0.85))
			c.Text("USED", ui.Style{Font: ui.Bold, Size: 14}, stamp.X+stamp.W/2, stamp.Y+12, ui.Center, ui.Cream)
		}
		switch {
		case !mo.CardsUsed[i] && a < 1 && blocked(st, cd.Windows):
			// Off for the whole Combat: said, not only dimmed (play-test
			// 16: Grave Blade under Holy Ground looked playable).
			chip(c, "blocked", r.X+(r.W-chipW("blocked"))/2, r.Y+r.H/2, ui.Loss)
		case short:
			need := fmt.Sprintf("needs %d AP", cd.Cost)
			chip(c, need, r.X+(r.W-chipW(need))/2, r.Y+r.H/2, ui.Loss)
		}
	}
}

// cardLook is how card i of mo is drawn: its alpha, and whether it shows
// the AP it needs (more than mo has; a card offered needs no word). Only
// a card a click plays now (glow) is drawn lit: one that would do nothing
// now — outside its moment, while the table animates, at the game's end,
// Far Sight with no tile left to look at — is dimmed as an unaffordable
// one is (play-tests 14 and 16: Far Sight looked usable when it was not).
func cardLook(mo *dd.Monster, i int, glow bool) (a float64, short bool) {
	cd := dd.Creatures[mo.Creature].Cards[i]
	switch {
	case mo.CardsUsed[i]:
		return 0.3, false
	case glow:
		return 1, false
	}
	return 0.45, Unaffordable(mo, cd.Cost)
}

// Unaffordable reports whether a card or ability of cost is more than
// the AP on mo's board.
func Unaffordable(mo *dd.Monster, cost int) bool {
	return cost > mo.Board[dd.SlotAbility].Value
}

// drawInventory draws the DieMinions by type with counts, the stat tokens
// and the allies' cards (the Kobold showing its face-up side).
func (t *Table) drawInventory(c *ui.Canvas, st *dd.State) {
	mo := &st.Mons[active(st)]
	r := Inventory
	c.DarkPanel(r)
	c.Text("Inventory", ui.Style{Font: ui.Bold, Size: 12}, r.X+invPadding, r.Y+invTitleH/2+4, ui.Left, ui.Gold)
	held := 0
	for tk := dd.DieMinionD4; tk <= dd.DieMinionD12; tk++ {
		t.drawHeld(c, tk, InvMinion(tk), mo.Held[tk])
		held += mo.Held[tk]
	}
	for tk := dd.TokMight; tk <= dd.TokAbility; tk++ {
		t.drawHeld(c, tk, InvStat(tk), mo.Held[tk])
		held += mo.Held[tk]
	}
	if held == 0 {
		c.Text("Tokens taken from tiles go here.", ui.Style{Font: ui.Regular, Size: 12}, r.X+90, r.Y+invTitleH/2+4, ui.Left, ui.CreamSoft)
	}
	allies := [2]dd.Token{dd.TokKobold, dd.TokDiesplacer}
	for i, tk := range allies {
		ar := InvAlly(i)
		if mo.Held[tk] == 0 {
			c.RoundStroke(ar, 5, 1, ui.Fade(ui.CreamSoft, 0.18))
			continue
		}
		sp := t.Spots.At(spotKey{Kind: AtAlly, I: i})
		if sp != nil && sp.Glow {
			c.Glow(ar, 0.9)
		}
		side := 0
		if i == 0 {
			side = mo.Kobold
		}
		if !c.TrySprite(allySprite(i, side), ar, ui.Alpha(1)) {
			drawCardStandIn(c, ar, dd.Allies[i].Name, dd.Allies[i].Sides[side].Name, 1)
		}
		if i == 0 && mo.KoboldUse {
			c.RoundRect(ar, 5, ui.Fade(ui.Dim, 0.45))
			chip(c, "used", ar.X+6, ar.Bottom()-10, ui.CreamSoft)
		}
	}
}

// drawHeld draws one token kind held n times, a faint place if none.
func (t *Table) drawHeld(c *ui.Canvas, tk dd.Token, r layout.Rect, n int) {
	if n == 0 {
		c.Circle(r.X+r.W/2, r.Y+r.H/2, r.W/2-3, ui.Fade(ui.CreamSoft, 0.06))
		return
	}
	if sp := t.Spots.At(spotKey{Kind: AtToken, I: int(tk)}); sp != nil && sp.Glow {
		c.Glow(r, 0.9)
	}
	drawToken(c, tk, r, 1)
	if n > 1 {
		x, y := r.Right()-2, r.Bottom()-4
		c.Circle(x, y, 10, ui.Fade(ui.Dim, 0.9))
		c.Text(fmt.Sprintf("×%d", n), ui.Style{Font: ui.Bold, Size: 12}, x, y, ui.Center, ui.Gold)
	}
}

// creatureTip is the creature's tooltip: name, abilities, cards left.
func creatureTip(st *dd.State, p int, names []string) string {
	mo := st.Mons[p]
	cr := dd.Creatures[mo.Creature]
	lines := []string{cr.Name}
	if st.Players > 1 {
		lines[0] = who(names, engineP(p)) + "'s creature: " + theName(cr.Name)
		lines = append(lines, fmt.Sprintf("Epic tiles cleared: %d of %d", mo.Epics, dd.DuelEpics))
	}
	for _, a := range cr.Abilities {
		lines = append(lines, fmt.Sprintf("%s (%d AP, %s): %s", a.Name, a.Cost, windowWords(a.Windows), effect(a.ID, a.Text)))
	}
	left := 0
	for _, u := range mo.CardsUsed {
		if !u {
			left++
		}
	}
	lines = append(lines, fmt.Sprintf("Ability cards left: %d of 4. XP earned: %d.", left, mo.XPTotal))
	return strings.Join(lines, "\n")
}

// supplyTip is the shared supply's tooltip.
func supplyTip(st *dd.State) string {
	var parts []string
	for tk := dd.DieMinionD4; tk <= dd.DieMinionD12; tk++ {
		parts = append(parts, fmt.Sprintf("%s ×%d", tk.Info().Die, st.Supply[tk]))
	}
	return "The DieMinion supply (shared): " + strings.Join(parts, ", ") + "\nHoard, Carve Dice and Treasure Trove take from it; used DieMinions go back."
}
