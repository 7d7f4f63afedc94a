package heromustdie

import (
	"fmt"
	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
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

// poolSlots are the pool's tiles, closed up in packed order: a monster
// hired leaves no empty tile, and the order depends only on the pool,
// never on the session (pt22 #11: empty cells stayed until the next turn;
// #12: after save, Quit and Continue the tiles came back in another order,
// as a monster that came back had filled the first gap). In the set-up
// picks the tiles keep their places and a monster taken leaves its slot
// to a faded "taken by" tile, until the set-up ends (pt31 #2: while the
// bots took their picks the tiles closed up under the pointer, and a
// click on the same spot took another monster).
type poolSlots struct {
	card  [poolMax]int8 // the monster in each slot, -1 none
	taken [poolMax]int8 // the monster taken from an empty slot in the set-up, -1 none
	rows  int
}

// poolMax is how many monsters the pool may hold: those of levels 1 and 2.
const poolMax = 16

// sync lays the slots out for pool; keep (the set-up picks) keeps the
// monsters still there in their slots when none came in.
func (ps *poolSlots) sync(pool []int8, keep bool) {
	if keep && ps.rows > 0 && !slices.ContainsFunc(pool, func(m int8) bool { return !slices.Contains(ps.card[:], m) }) {
		for i, m := range ps.card {
			if m >= 0 && !slices.Contains(pool, m) {
				ps.card[i], ps.taken[i] = -1, m
			}
		}
		return
	}
	for i := range ps.card {
		ps.card[i], ps.taken[i] = -1, -1
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

// drawTaken draws the faded tiles of the monsters taken in the set-up,
// saying whose they are now.
func (t *Table) drawTaken(c *ui.Canvas, st *hmd.State) {
	for i, m := range t.q.Pool.taken {
		if m < 0 || t.q.Pool.card[i] >= 0 {
			continue
		}
		drawGap(c, PoolCard(i, t.q.Pool.rows), tileName(m, poolNameBox(PoolCard(i, t.q.Pool.rows)).W), takenBy(t, st, m))
	}
}

// takenBy says whose monster m is now: "taken by Bram", or nothing.
func takenBy(t *Table, st *hmd.State, m int8) string {
	for p := range st.Seats {
		if slices.Contains(st.Seats[p].Monsters, m) {
			return "taken by " + t.S.Name(engine.Player(p))
		}
	}
	return ""
}

// drawGap draws the faded outline a card leaves in r while its place is
// kept, with its name and what became of it.
func drawGap(c *ui.Canvas, r layout.Rect, name, what string) {
	c.RoundStroke(r.Inset(0.5), 6, 1, ui.Fade(ui.Cream, 0.25))
	gapWords(c, r, name, what)
}

// gapWords writes a kept place's words in r: the name over what became of
// the card.
func gapWords(c *ui.Canvas, r layout.Rect, name, what string) {
	top := layout.Rect{X: r.X + 4, Y: r.Y + 2, W: r.W - 8, H: r.H/2 - 2}
	bottom := layout.Rect{X: r.X + 4, Y: r.Y + r.H/2, W: r.W - 8, H: r.H/2 - 2}
	c.TextIn(ui.Ellipsize(name, poolName, top.W), poolName, top, ui.Center, ui.Fade(ui.CreamSoft, 0.6))
	if what != "" {
		c.TextIn(ui.Ellipsize(what, poolName, bottom.W), poolName, bottom, ui.Center, ui.Fade(ui.CreamSoft, 0.6))
	}
}

// keepPlaces says whether the monsters' cards keep their places as they
// are taken, a card taken leaving its gap: in the set-up picks and the
// Action phase's hires, until the phase ends (pt31 #2, pt34 #2: after a
// hire the Zombie and the Wyrmling slid over under the pointer).
func keepPlaces(st *hmd.State) bool {
	return st.Phase == hmd.PhSetup || st.Phase == hmd.PhAction
}

// rowSlots are where the monster row's cards stand: while keepPlaces, a
// card hired leaves its place to a faded "taken by" outline and the
// others stay (pt34 #2: the Troll hired, the Manticore slid over).
type rowSlots struct {
	card  [3]int8 // the monster in each place, -1 none
	taken [3]int8 // the monster taken from an empty place, -1 none
	set   bool
}

// sync lays the places out for row; keep keeps the cards still there in
// their places when none came in.
func (rs *rowSlots) sync(row []int8, keep bool) {
	if keep && rs.set && !slices.ContainsFunc(row, func(m int8) bool { return !slices.Contains(rs.card[:], m) }) {
		for i, m := range rs.card {
			if m >= 0 && !slices.Contains(row, m) {
				rs.card[i], rs.taken[i] = -1, m
			}
		}
		return
	}
	for i := range rs.card {
		rs.card[i], rs.taken[i] = -1, -1
	}
	copy(rs.card[:], row)
	rs.set = true
}

// at is the place of monster m, the k-th of the row: its kept place, else k.
func (rs *rowSlots) at(m int8, k int) int {
	if i := slices.Index(rs.card[:], m); i >= 0 && m >= 0 {
		return i
	}
	return k
}
