package heromustdie

import (
	"fmt"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The heroes in the dungeon as pieces on the board (pt #3: only the
// parties' flags showed, their heroes in a tooltip): on the front floor,
// left of the party queue over the free building spaces, each queued
// party's heroes in attack order, each with its HP; a piece's tooltip
// says all of it. A fight's heroes are in its overlay instead.

// heroPieceW is a hero piece's width and heroPieceGap the gap between
// parties.
const (
	heroPieceW   = 30
	heroPieceGap = 8
	heroPieceMin = 8 // the least of a piece that shows when they overlap
)

// heroPiece is one hero piece: the party, the hero's place in it, and
// where it is drawn; a party's stack stands for the whole party.
type heroPiece struct {
	party, i int
	hero     hmd.Fighter
	r        layout.Rect
	shown    float64 // how much of its width shows (the next piece may lie over the rest)
	more     int     // a stack: the heroes of the party behind its front hero
}

// heroPieces lays out the front floor's heroes, right to left from the
// queue over the floor's free building spaces: side by side when they
// fit, else each party as one stack, its front hero on top, a "+2" on it
// for the heroes behind and its tooltip naming them all (pt31 #5: four
// traps and two parties squeezed six heroes into one space, the pieces
// and the parties' numbers on top of each other); the stacks overlap
// when even they do not fit. None in a fight, or while a party moves.
func (t *Table) heroPieces(st *hmd.State) []heroPiece {
	f := int(st.Front)
	if len(st.Queue) == 0 || f < 1 || f > hmd.NumFloors || st.Fight.Active {
		return nil
	}
	n, groups := 0, 0
	for _, i := range st.Queue {
		if t.q.Moving(StepParty, int(i)) || t.q.conquering(int(i)) {
			return nil
		}
		if k := len(st.Parties[i].Heroes); k > 0 {
			n, groups = n+k, groups+1
		}
	}
	if n == 0 {
		return nil
	}
	used := st.Floors[f-1].Buildings()
	left := BuildingSpace(f, min(used, hmd.MaxBuildings-1)).X + 2
	if used >= hmd.MaxBuildings {
		return nil
	}
	right := QueueArea(f).X - 4
	pitch, gap := float64(heroPieceW), float64(heroPieceGap)
	stack := n > 1 && pitch*float64(n-1)+heroPieceW+gap*float64(groups-1) > right-left
	if stack {
		n = groups
		if n > 1 && pitch*float64(n-1)+heroPieceW+gap*float64(n-1) > right-left {
			// Even the stacks overlap, the parties' numbers apart.
			gap = 0
			pitch = (right - left - heroPieceW) / float64(n-1)
		}
	}
	if pitch < heroPieceMin+10 {
		return nil
	}
	var out []heroPiece
	x := right - (pitch*float64(n-1) + heroPieceW + gap*float64(groups-1))
	y := FloorRect(f).Y + 4
	for _, i := range st.Queue {
		hs := st.Parties[i].Heroes
		for k, h := range hs {
			p := heroPiece{party: int(i), i: k, hero: h, r: layout.Rect{X: x, Y: y, W: heroPieceW - 2, H: 44}, shown: pitch - 2}
			if stack {
				p.shown, p.more = min(pitch+gap, heroPieceW)-2, len(hs)-1
			}
			out = append(out, p)
			x += pitch
			if stack {
				break
			}
		}
		if len(hs) > 0 {
			x += gap
		}
	}
	if len(out) > 0 {
		out[len(out)-1].shown = heroPieceW - 2 // the last, on top, shows whole
	}
	return out
}

// drawHeroes draws the front floor's hero pieces: the card's picture,
// its party's number on the first, and its HP.
func (t *Table) drawHeroes(c *ui.Canvas, st *hmd.State) {
	pieces := t.heroPieces(st)
	for _, p := range pieces {
		r := p.r
		c.RoundRect(r.Inset(-1), 4, ui.Fade(ui.Loss, 0.85))
		drawCard(c, heroSprite(p.hero.Card), hmd.Heroes[p.hero.Card].Name, layout.Rect{X: r.X + 1, Y: r.Y + 1, W: r.W - 2, H: r.H - 16}, 1)
		hp := layout.Rect{X: r.X, Y: r.Bottom() - 15, W: r.W, H: 15}
		c.RoundRect(hp, 4, ui.DarkWood)
		if p.shown >= r.W { // (a piece half under the next: its HP in its tooltip)
			c.TextIn(fmt.Sprint(heroStrength(p.hero).Max()-p.hero.Wounds), ui.Style{Font: ui.Bold, Size: 12}, hp, ui.Center, ui.Cream)
		}
	}
	for _, p := range pieces {
		r := p.r
		if p.i == 0 {
			tag := layout.Rect{X: r.X - 4, Y: r.Y - 3, W: 14, H: 14}
			c.Circle(tag.X+7, tag.Y+7, 7, ui.DarkWood)
			c.TextIn(fmt.Sprint(p.party+1), ui.Style{Font: ui.Bold, Size: 12}, tag, ui.Center, ui.Gold)
		}
		if p.more > 0 {
			chip := heroMoreChip(r)
			c.RoundRect(chip, 5, ui.DarkWood)
			c.TextIn(fmt.Sprintf("+%d", p.more), ui.Style{Font: ui.Bold, Size: 12}, chip, ui.Center, ui.Cream)
		}
	}
}

// heroMoreChip is where a party's stack in r says how many heroes lie
// behind its front one: over the picture's top right corner.
func heroMoreChip(r layout.Rect) layout.Rect {
	return layout.Rect{X: r.Right() - 20, Y: r.Y + 11, W: 22, H: 14}
}

// markHeroes lays each hero piece's spot: who it is, its strengths and
// its party.
func (t *Table) markHeroes(st *hmd.State) {
	for _, p := range t.heroPieces(st) {
		tip := heroLine(p.hero) + fmt.Sprintf("\nHero of party %d, in the dungeon at floor %d, fighting its guard next. The number is its HP left.", p.party+1, st.Front)
		if p.more > 0 {
			tip = fmt.Sprintf("Party %d, %d heroes in attack order (stacked: the floor has no room for them side by side), in the dungeon at floor %d, fighting its guard next:", p.party+1, p.more+1, st.Front)
			for _, h := range st.Parties[p.party].Heroes {
				tip += "\n" + heroLine(h)
			}
		}
		r := p.r
		r.W = p.shown
		t.Spots.Mark(spotKey{Kind: atHero, I: p.party*8 + p.i}, r, tip, heroSprite(p.hero.Card))
	}
}
