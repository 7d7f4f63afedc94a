package dieinthedungeon

import (
	"fmt"
	"slices"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// shieldedWhy says why member i of party p, greyed in a Combat, cannot be
// hit now, in the order the rules decide it (R20: Challenge, Holy Aegis,
// Sanctuary, then the lowest level); "" when it can (play-test 32 #9: the
// Fighter greyed by Sanctuary said nothing of why).
func shieldedWhy(p dd.Party, i int) string {
	if i < 0 || i >= len(p) || slices.Contains(p.LegalTargets(), i) {
		return ""
	}
	m := p[i]
	epic := func(id string) bool {
		return slices.ContainsFunc(p, func(o dd.Member) bool {
			return o.Kind == dd.EpicMem && o.Epic >= 0 && o.Epic < len(dd.Epics) && dd.Epics[o.Epic].ID == id
		})
	}
	basic := m.Kind == dd.Basic
	switch {
	case !m.Countable():
		return "" // its own tooltip says it is never a target
	case epic("epic_barbarian"):
		return "Cannot be hit: the Barbarian's Challenge (he takes every hit while he is there)."
	case epic("epic_patriarch") && basic && (m.Hero.Type == dd.Fighter || m.Hero.Type == dd.Rogue):
		return "Cannot be hit: the Patriarch's Holy Aegis (Fighters and Rogues are safe while he is there)."
	case slices.ContainsFunc(p, func(o dd.Member) bool { return o.Countable() && isCleric(o) }) && !isCleric(m):
		return "Cannot be hit: the Cleric's Sanctuary (while a Cleric is in the party, only Clerics may be hit)."
	}
	return fmt.Sprintf("Cannot be hit now: a hit goes to the lowest-level hero it may reach, and this one is level %d.", m.Level())
}

// hitsLeftLine is where an Epic hero's (or the DieMaster's) card r prints
// its hits line under its stats (the art's band from y 272 to 296 of
// 340).
func hitsLeftLine(r layout.Rect) layout.Rect {
	h := max(r.H*24/340, 14)
	return layout.Rect{X: r.X + r.W*20/240, Y: r.Y + r.H*284/340 - h/2, W: r.W * 200 / 240, H: h}
}

// hitsLeftWords say how many hits a member needing need has left.
func hitsLeftWords(need, taken int) string {
	if taken >= need {
		return "No hits left"
	}
	if left := need - taken; left != 1 {
		return fmt.Sprintf("%d hits left of %d", left, need)
	}
	return fmt.Sprintf("1 hit left of %d", need)
}

// drawHitsLeft covers the card's printed "Hits to defeat: 2" once a hit
// is taken, with what is left (play-test 32 #9: the Barbarian's card kept
// "Hits to defeat: 2" after the first hit).
func drawHitsLeft(c *ui.Canvas, need, taken int, r layout.Rect, a float64) {
	b := hitsLeftLine(r)
	if taken <= 0 || !perkLineShown(b) {
		return
	}
	st := ui.Style{Font: ui.Bold, Size: 12}
	c.RoundRect(b, 4, ui.Fade(ui.DarkWood, min(1, 2*a)))
	c.TextIn(ui.Ellipsize(hitsLeftWords(need, taken), st, b.W), st, b, ui.Center, ui.Fade(ui.Gold, a))
}
