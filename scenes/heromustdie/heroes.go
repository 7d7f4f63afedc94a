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
)

// heroPiece is one hero piece: the party, the hero's place in it, and
// where it is drawn.
type heroPiece struct {
	party, i int
	hero     hmd.Fighter
	r        layout.Rect
}

// heroPieces lays out the front floor's heroes, right to left from the
// queue over the floor's free building spaces; none when they do not fit
// there, in a fight, or while a party moves.
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
	if float64(n*heroPieceW+(groups-1)*heroPieceGap) > right-left {
		return nil
	}
	var out []heroPiece
	x := right - float64(n*heroPieceW+(groups-1)*heroPieceGap)
	y := FloorRect(f).Y + 4
	for _, i := range st.Queue {
		hs := st.Parties[i].Heroes
		for k, h := range hs {
			out = append(out, heroPiece{party: int(i), i: k, hero: h, r: layout.Rect{X: x, Y: y, W: heroPieceW - 2, H: 44}})
			x += heroPieceW
		}
		if len(hs) > 0 {
			x += heroPieceGap
		}
	}
	return out
}

// drawHeroes draws the front floor's hero pieces: the card's picture,
// its party's number on the first, and its HP.
func (t *Table) drawHeroes(c *ui.Canvas, st *hmd.State) {
	for _, p := range t.heroPieces(st) {
		r := p.r
		c.RoundRect(r.Inset(-1), 4, ui.Fade(ui.Loss, 0.85))
		drawCard(c, heroSprite(p.hero.Card), hmd.Heroes[p.hero.Card].Name, layout.Rect{X: r.X + 1, Y: r.Y + 1, W: r.W - 2, H: r.H - 16}, 1)
		hp := layout.Rect{X: r.X, Y: r.Bottom() - 15, W: r.W, H: 15}
		c.RoundRect(hp, 4, ui.DarkWood)
		c.TextIn(fmt.Sprint(heroStrength(p.hero).Max()-p.hero.Wounds), ui.Style{Font: ui.Bold, Size: 12}, hp, ui.Center, ui.Cream)
		if p.i == 0 {
			tag := layout.Rect{X: r.X - 4, Y: r.Y - 3, W: 14, H: 14}
			c.Circle(tag.X+7, tag.Y+7, 7, ui.DarkWood)
			c.TextIn(fmt.Sprint(p.party+1), ui.Style{Font: ui.Bold, Size: 12}, tag, ui.Center, ui.Gold)
		}
	}
}

// markHeroes lays each hero piece's spot: who it is, its strengths and
// its party.
func (t *Table) markHeroes(st *hmd.State) {
	for _, p := range t.heroPieces(st) {
		tip := heroLine(p.hero) + fmt.Sprintf("\nHero of party %d, in the dungeon at floor %d, fighting its guard next. The number is its HP left.", p.party+1, st.Front)
		t.Spots.Mark(spotKey{Kind: atHero, I: p.party*8 + p.i}, p.r, tip, heroSprite(p.hero.Card))
	}
}
