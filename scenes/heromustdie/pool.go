package heromustdie

import (
	"fmt"
	"slices"
	"strings"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The monster pool's tiles: sixteen cards would be too small to read at
// 1280×720, so each monster of the pool is a tile with what a player
// chooses by, at reading size: its family, name and level, and its
// strength pips with their values (the highest is its HP; its cost follows
// its level and the hire buttons say it). The tooltip and the zoom show
// the whole card.

var (
	poolName  = ui.Style{Font: ui.Bold, Size: 12}
	poolValue = ui.Style{Font: ui.Bold, Size: 13}
)

// poolNameBox is where a tile in r writes its monster's name: after the
// family badge, on the top line.
func poolNameBox(r layout.Rect) layout.Rect {
	top := r.Y + min(r.H/2, 20)/2 + 2
	return layout.Rect{X: r.X + 21, Y: top - 9, W: r.W - 24, H: 18}
}

// tileNames are the shorter names of the monsters whose own is too long
// for a tile (the tooltip and the zoom say it whole), by card id.
var tileNames = map[string]string{
	"mon_skeleton_archer": "Sk. Archer", "mon_young_dragon": "Y. Dragon",
	"mon_fire_elemental": "Fire Elem.", "mon_storm_elemental": "Storm Elem.",
}

// tileName is monster m's name on a tile whose name box is w wide.
func tileName(m int8, w float64) string {
	mon := hmd.Monsters[m]
	if short, ok := tileNames[mon.ID]; ok && ui.Measure(mon.Name, poolName) > w {
		return short
	}
	return mon.Name
}

// drawPoolTile draws monster m's tile in r.
func drawPoolTile(c *ui.Canvas, m int8, r layout.Rect) {
	mon := hmd.Monsters[m]
	c.RoundRect(r, 6, ui.Fade(ui.DarkWood, 0.92))
	c.RoundStroke(r.Inset(0.5), 6, 1, ui.Fade(ui.Gold, 0.35))
	top := r.Y + min(r.H/2, 20)/2 + 2       // the name line's middle
	cy := r.Bottom() - min(r.H/2, 20)/2 - 2 // the values' line
	lvl := fmt.Sprintf("L%d", mon.Level)
	c.Text(lvl, poolValue, r.Right()-4, cy, ui.Right, ui.Gold)
	// The badge leads the name, in the same face on every tile (pt22: the
	// Skeleton Archer's name was smaller, its badge in the values' row).
	badge := layout.Centered(r.X+11, top, 16, 16)
	nameBox := poolNameBox(r)
	if !c.TrySprite(art+"family/"+hmd.FamilyIDs[mon.Family], badge, ui.Alpha(1)) {
		c.Circle(badge.X+badge.W/2, badge.Y+badge.H/2, badge.W/2-1, stone)
	}
	c.TextIn(ui.Ellipsize(tileName(m, nameBox.W), poolName, nameBox.W), poolName, nameBox, ui.Left, ui.Cream)
	x := r.X + 4
	for col, v := range mon.Str {
		if v <= 0 {
			continue
		}
		drawPip(c, hmd.Colour(col), layout.Centered(x+6, cy, 12, 12))
		s := fmt.Sprint(v)
		c.Text(s, poolValue, x+13, cy, ui.Left, ui.Cream)
		x += 13 + ui.Measure(s, poolValue) + 2
	}
}

// packed is the pool in the order its tiles close up in: by level, then
// family, then name, an order that does not depend on how the monsters
// came into the pool, so that a game saved and continued shows them as
// before (pt19 #9: the tiles came back in another order).
func packed(pool []int8) []int8 {
	out := slices.Clone(pool)
	slices.SortStableFunc(out, func(a, b int8) int {
		ma, mb := hmd.Monsters[a], hmd.Monsters[b]
		switch {
		case ma.Level != mb.Level:
			return int(ma.Level) - int(mb.Level)
		case ma.Family != mb.Family:
			return int(ma.Family) - int(mb.Family)
		case ma.Name != mb.Name:
			return strings.Compare(ma.Name, mb.Name)
		}
		return int(a) - int(b)
	})
	return out
}

// poolSlots are the pool's tiles, closed up at once in packed order: a
// monster hired leaves no empty tile, and the order depends only on the
// pool, never on the session (pt22 #11: empty cells stayed until the next
// turn; #12: after save, Quit and Continue the tiles came back in another
// order, as a monster that came back had filled the first gap).
type poolSlots struct {
	card [poolMax]int8 // the monster in each slot, -1 none
	rows int
}

// poolMax is how many monsters the pool may hold: those of levels 1 and 2.
const poolMax = 16

// sync lays the slots out for pool.
func (ps *poolSlots) sync(pool []int8) {
	for i := range ps.card {
		ps.card[i] = -1
	}
	copy(ps.card[:], packed(pool))
	ps.rows = (min(len(pool), poolMax) + 3) / 4
}

// rect is monster m's tile, and whether it has one.
func (ps *poolSlots) rect(m int8) (layout.Rect, bool) {
	if i := slices.Index(ps.card[:], m); i >= 0 && m >= 0 {
		return PoolCard(i, ps.rows), true
	}
	return layout.Rect{}, false
}
