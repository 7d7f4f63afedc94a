package dieinthedungeon

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// The dungeon map (spec §3): backs for face-down tiles, composed faces for
// explored ones, tokens on their tiles, the standees, the frontier glowing
// during the move, the viewer's peeks marked, tiles flipping over and
// tokens flying to the inventory.

func (t *Table) drawMap(c *ui.Canvas, st *dd.State) {
	m := &dd.Maps[st.Map]
	c.RoundRect(t.mapArea(), 12, ui.Fade(ui.Dim, 0.35))
	t.drawMapCut(c, m)
	for i := range m.Slots {
		if !t.tileShown(m, i) {
			continue
		}
		r := t.tileRect(m, i)
		shadowed(c, r.Inset(2))
		t.drawSlotTile(c, st, m, i, r.Inset(1))
	}
	for i := range m.Slots {
		if !t.tileShown(m, i) {
			continue
		}
		r := t.tileRect(m, i)
		if sp := t.Spots.At(spotKey{Kind: AtTile, I: i}); sp != nil && sp.Glow {
			pulse := 0.65 + 0.35*tween.Pulse(t.Now, 90)
			if !c.TrySprite(art+"frontier", r, ui.Alpha(pulse)) {
				c.Glow(r.Inset(6), pulse)
			}
		}
		if tk := st.Slots[i].Token; tk != dd.NoToken {
			drawToken(c, tk, layout.Rect{X: r.Right() - 30, Y: r.Bottom() - 30, W: 26, H: 26}, 1)
		}
		if objectiveSlot(st, m, i) {
			t.drawGoal(c, st, i, r)
		}
		for _, p := range peekedBy(st, i) {
			if !st.Slots[i].Open {
				eye(c, r.X+13+float64(p)*16, r.Bottom()-12, seatInk(int(p)))
			}
		}
	}
	if t.Mine() {
		t.drawFarNumbers(c, st, m)
	}
	t.drawStandees(c, st, m)
	t.drawFlights(c, st, m)
	t.drawOnlyWay(c, m)
}

// drawOnlyWay shows a move the game made by itself: the tile glows and a
// note over the map says why no one was asked.
func (t *Table) drawOnlyWay(c *ui.Canvas, m *dd.Map) {
	w := t.onlyWay()
	if w == nil || w.Slot < 0 || w.Slot >= len(m.Slots) || !t.tileShown(m, w.Slot) {
		return
	}
	a := fadeInOut(t.Now, w)
	r := t.tileRect(m, w.Slot)
	c.Glow(r.Inset(4), a)
	note := OnlyWayNote(t.S.Name(w.Player))
	st := ui.Style{Font: ui.Bold, Size: 14}
	nr := layout.Centered(t.mapArea().X+t.mapArea().W/2, MapArea.Y+22, ui.Measure(note, st)+28, 30)
	c.RoundRect(nr, 10, ui.Fade(ui.Dim, 0.85*a))
	c.TextIn(note, st, nr, ui.Center, ui.Fade(ui.Gold, a))
}

// onlyWay is the walk under way that the game made by itself, or nil.
func (t *Table) onlyWay() *Step {
	for _, s := range t.q.Active() {
		if s.Kind == StepWalk && s.Only {
			return s
		}
	}
	return nil
}

// OnlyWayNote is the note over the map as the game moves name's creature
// onto the only tile it can explore.
func OnlyWayNote(name string) string {
	return "Only one tile to explore: " + name + " moves there"
}

// drawSlotTile draws one slot: its back, its face, or the flip between.
func (t *Table) drawSlotTile(c *ui.Canvas, st *dd.State, m *dd.Map, i int, r layout.Rect) {
	if s := t.q.Flipping(i); s != nil {
		k := tween.Progress(t.Now, s.Start, s.Dur)
		lift := 4 * math.Sin(math.Pi*k)
		r = r.Offset(0, -lift)
		if k < 0.5 {
			drawBack(c, m, i, r, 1-2*k, 1)
		} else if s.Ev.Card >= 0 {
			t.face(c, m, i, s.Ev.Card, r, 2*k-1)
		}
		return
	}
	cell := st.Slots[i]
	if cell.Open && cell.Tile >= 0 {
		t.face(c, m, i, cell.Tile, r, 1)
		if !cell.Explored && st.Combat.On && st.Combat.Slot == i {
			c.RoundStroke(r.Inset(-1), 6, 2, ui.Fade(ui.Loss, 0.9))
		}
		return
	}
	drawBack(c, m, i, r, 1, 1)
	if cell.Tile >= 0 && t.peekedByViewer(st, i) {
		// What the viewer's peek saw shows on the map, faded over the
		// back and ringed: seen, not yet entered (it looked face-down).
		t.faceA(c, m, i, cell.Tile, r.Inset(3), 1, 0.75)
		c.RoundStroke(r.Inset(1), 6, 2, ui.Fade(ui.Peek, 0.9))
	}
}

// peekedByViewer reports whether the viewer peeked at face-down slot i.
func (t *Table) peekedByViewer(st *dd.State, i int) bool {
	return slices.Contains(peekedBy(st, i), t.Viewer)
}

// face draws a face, telling the privacy hook.
func (t *Table) face(c *ui.Canvas, m *dd.Map, i, tile int, r layout.Rect, sx float64) {
	t.faceA(c, m, i, tile, r, sx, 1)
}

// faceA draws a face at alpha a, telling the privacy hook; the heads of
// a tile explored are drawn beaten.
func (t *Table) faceA(c *ui.Canvas, m *dd.Map, i, tile int, r layout.Rect, sx, a float64) {
	if t.record != nil {
		t.record(i, tile)
	}
	st := t.q.Shown
	drawFaceOf(c, m, i, tile, r, sx, a, HeadsBeaten(st, i, dd.Tiles[tile]), true)
}

// HeadsBeaten reports, for each head of tile tl on slot i (tileHeads),
// whether it is beaten: every one of a cleared tile; in its Combat, from
// the first round, each hero the party no longer holds (play-test 38 #4:
// the Wizard beaten kept its colour until the Combat ended). Heads of a
// type match the party's heroes of that type, then "?" heads any left.
func HeadsBeaten(st *dd.State, i int, tl dd.Tile) func(k int) bool {
	if Beaten(st, i) {
		return func(int) bool { return true }
	}
	c := st.Combat
	if !c.On || c.Slot != i || c.Round < 1 {
		return func(int) bool { return false }
	}
	left := map[dd.HeroType]int{}
	rest := 0
	for _, mem := range c.Party {
		if mem.Kind == dd.Basic {
			left[mem.Hero.Type]++
			rest++
		}
	}
	heads := tileHeads(tl)
	beaten := make([]bool, len(heads))
	for k, h := range heads {
		if ht, ok := h.Hero(); ok {
			if beaten[k] = left[ht] == 0; !beaten[k] {
				left[ht]--
				rest--
			}
		}
	}
	for k, h := range heads {
		if _, ok := h.Hero(); !ok {
			if beaten[k] = rest == 0; !beaten[k] {
				rest--
			}
		}
	}
	return func(k int) bool { return k >= 0 && k < len(beaten) && beaten[k] }
}

// Beaten reports whether the heroes of slot i's tile are beaten: its
// tile is explored, so its Combat was won (play-test 35: a cleared
// Hideout still showed its Rogue and Wizard as if waiting).
func Beaten(st *dd.State, i int) bool {
	return i >= 0 && i < len(st.Slots) && st.Slots[i].Open && st.Slots[i].Explored
}

// explorers is, for each map slot, the seat that turned its tile face up
// (engine.NoPlayer when the log no longer holds it): who cleared it.
func (t *Table) explorers(n int) []engine.Player {
	by := make([]engine.Player, n)
	for i := range by {
		by[i] = engine.NoPlayer
	}
	if t.S.Players() == 1 {
		for i := range by {
			by[i] = 0
		}
		return by
	}
	for _, e := range t.S.Match.Log {
		for _, ev := range e.Events {
			if ev.Kind == engine.EvGame && ev.Code == dd.TellTile {
				if sl := ev.Arg(1); sl >= 0 && sl < n && by[sl] == engine.NoPlayer {
					by[sl] = ev.Player
				}
			}
		}
	}
	return by
}

// eye is a peek marker.
func eye(c *ui.Canvas, x, y float64, col color.Color) {
	c.Ellipse(x, y, 7, 4.5, ui.Fade(ui.Dim, 0.9))
	c.Ellipse(x, y, 6, 3.5, ui.Peek)
	c.Circle(x, y, 2.2, col)
}

// objectiveSlot reports whether slot i is one the objective names.
func objectiveSlot(st *dd.State, m *dd.Map, i int) bool {
	sl := m.Slots[i]
	if st.Players == 2 {
		return sl.Kind == dd.EpicTile
	}
	switch m.Objective.Kind {
	case dd.DefeatEpics:
		for _, id := range m.Objective.Epics {
			if sl.Tile == id {
				return true
			}
		}
	case dd.DefeatDieMaster:
		return sl.Lair
	}
	return false
}

// drawGoal marks an objective tile: a gold ring until cleared, then a tick
// in the colour of whoever cleared it.
func (t *Table) drawGoal(c *ui.Canvas, st *dd.State, i int, r layout.Rect) {
	x, y := r.Right()-11, r.Y+22
	if w := st.Slots[i].Won; w > 0 {
		c.Circle(x, y, 9, ui.Fade(ui.Dim, 0.9))
		col := color.Color(ui.Gain)
		if st.Players > 1 {
			col = seatInk(w - 1)
		}
		mark(c, true, x, y, 12, col)
		return
	}
	c.Circle(x, y, 8, ui.Fade(ui.Dim, 0.8))
	c.RoundStroke(layout.Centered(x, y, 14, 14), 7, 2, ui.Gold)
	c.Circle(x, y, 2.5, ui.Gold)
}

// drawStandees stands each creature on its tile (side by side when they
// share one).
func (t *Table) drawStandees(c *ui.Canvas, st *dd.State, m *dd.Map) {
	for p := range st.Mons {
		mo := &st.Mons[p]
		if mo.Pos < 0 || mo.Pos >= len(m.Slots) {
			continue
		}
		r := t.tileRect(m, mo.Pos)
		cx, cy, k := standeeAt(st, m, mo.Pos, r)
		for q := range st.Mons {
			if q != p && st.Mons[q].Pos == mo.Pos {
				cx += float64(2*p-1) * 14 * k
			}
		}
		w := t.q.Walking(p)
		if !t.tileShown(m, mo.Pos) && w == nil {
			continue
		}
		hop := 0.0
		if w != nil && w.From >= 0 && w.From < len(m.Slots) && w.Slot >= 0 && w.Slot < len(m.Slots) {
			// It steps from the tile it leaves onto the one it explores,
			// with a little hop.
			from, to := t.tileRect(m, w.From).Center(), t.tileRect(m, w.Slot).Center()
			e := tween.InOutCubic(tween.Progress(t.Now, w.Start, w.Dur))
			cx = tween.Lerp(from.X, to.X, e)
			cy = tween.Lerp(from.Y, to.Y, e) + 4
			hop = 10 * math.Sin(math.Pi*e)
			k = 1
		}
		c.Ellipse(cx, cy+24*k, 16*k, 5*k, ui.Fade(ui.Shadow, 0.6))
		cy -= hop
		name := art + "standee/" + dd.Creatures[mo.Creature].ID
		if !c.TrySprite(name, standeeRect(cx, cy, k), ui.Alpha(1)) {
			c.Circle(cx, cy, 14*k, seatInk(p))
			c.Text(strings.TrimPrefix(dd.Creatures[mo.Creature].Name, "The ")[:1], ui.Style{Font: ui.Bold, Size: 14}, cx, cy, ui.Center, ui.Cream)
		}
		if st.Players > 1 {
			c.Circle(cx, cy+26*k, 4, seatInk(p))
		}
	}
}

// standeeAt is where a standee on slot i (drawn in r) stands, its
// middle, and its scale: on a tile with an effect it stands smaller by the
// tile's right edge, clear of the effect's icon and its trap label in the
// middle (play-test 35 #7: "Mi 6" on the Stuck Portcullis and the
// Collapsing Tunnel's icon were hidden).
func standeeAt(st *dd.State, m *dd.Map, i int, r layout.Rect) (cx, cy, scale float64) {
	cx, cy, scale = r.X+r.W/2, standeeY(st, m, i, r), 1
	if c := st.Slots[i]; c.Open && c.Tile >= 0 && c.Tile < len(dd.Tiles) && dd.Tiles[c.Tile].Effect.Kind != dd.NoEffect {
		// As large as the room between the effect and the edge allows.
		room := r.Right() - 2 - effectInk(r.Inset(1)).Right() - 1
		scale = min(1, room/42)
		cx = r.Right() - 2 - 21*scale
	}
	if c := st.Slots[i]; c.Open && c.Tile >= 0 && c.Tile < len(dd.Tiles) && len(tileHeads(dd.Tiles[c.Tile])) > 0 {
		// Its base and seat dot stand clear above the heads' row, as
		// large as the room under the name allows (play-test 38 #4: the
		// base hid the heroes' heads).
		foot := headsRow(r.Inset(1)).Y - 1
		top := r.Y + 7*r.W/tileSize
		if band, lines, _ := plaque(m.Slots[i], dd.Tiles[c.Tile], r.Inset(1)); len(lines) > 0 {
			top = band.Bottom() + 1
		}
		if cy+standeeFoot*scale > foot {
			scale = min(scale, max(0.4, (foot-top)/(standeeHead+standeeFoot)))
			cy = foot - standeeFoot*scale
		}
	}
	return cx, cy, scale
}

// A standee's picture reaches standeeHead above its middle, its base and
// seat dot standeeFoot below (standeeRect, drawStandees).
const (
	standeeHead = 30
	standeeFoot = 30
)

// standeeRect is the standee's picture around (cx, cy) at scale k.
func standeeRect(cx, cy, k float64) layout.Rect {
	return layout.Rect{X: cx - 21*k, Y: cy - 30*k, W: 42 * k, H: 56 * k}
}

// standeeY is where a standee on slot i (drawn in r) stands: the tile's
// middle, or under its name plaque, which its head would hide (play-test
// 32's relayout drew "Weapon Rack" in two lines on a 93 px tile).
func standeeY(st *dd.State, m *dd.Map, i int, r layout.Rect) float64 {
	y := r.Y + r.H/2 + 4
	if c := st.Slots[i]; c.Open && c.Tile >= 0 && c.Tile < len(dd.Tiles) {
		if band, lines, _ := plaque(m.Slots[i], dd.Tiles[c.Tile], r.Inset(1)); len(lines) > 0 {
			y = max(y, band.Bottom()+31)
		}
	}
	return y
}

// drawFlights draws the tokens flying to the inventory and peeks under
// way.
func (t *Table) drawFlights(c *ui.Canvas, st *dd.State, m *dd.Map) {
	for _, s := range t.q.Active() {
		switch s.Kind {
		case StepToken:
			if s.Slot < 0 || s.Slot >= len(m.Slots) || !t.tileShown(m, s.Slot) {
				continue
			}
			from := t.tileRect(m, s.Slot)
			to := tokenHome(dd.Token(s.Ev.Card))
			k := tween.OutCubic(tween.Progress(t.Now, s.Start, s.Dur))
			x := tween.Lerp(from.Right()-17, to.X+to.W/2, k)
			y := tween.Lerp(from.Bottom()-17, to.Y+to.H/2, k) - 60*4*k*(1-k)
			size := tween.Lerp(26, to.W, k) * (1 + 0.25*math.Sin(math.Pi*k))
			drawToken(c, dd.Token(s.Ev.Card), layout.Centered(x, y, size, size), 1)
		case StepPeek:
			if s.Slot < 0 || s.Slot >= len(m.Slots) || !t.tileShown(m, s.Slot) {
				continue
			}
			r := t.tileRect(m, s.Slot)
			k := tween.Progress(t.Now, s.Start, s.Dur)
			c.RoundStroke(r.Inset(-4*math.Sin(math.Pi*k)), 8, 3, ui.Fade(ui.Peek, 1-k))
			eye(c, r.X+r.W/2, r.Y+r.H/2, seatInk(int(s.Player)))
		}
	}
}

// tokenHome is where a token taken from a tile goes on the table.
func tokenHome(tk dd.Token) layout.Rect {
	switch {
	case tk >= dd.DieMinionD4 && tk <= dd.DieMinionD12:
		return InvMinion(tk)
	case tk >= dd.TokMight && tk <= dd.TokAbility:
		return InvStat(tk)
	case tk == dd.TokKobold:
		return InvAlly(0)
	case tk == dd.TokDiesplacer:
		return InvAlly(1)
	}
	return BoardToken
}

// markMap lays a spot on every tile.
func (t *Table) markMap(st *dd.State) {
	m := &dd.Maps[st.Map]
	names := t.S.Names()
	by := t.explorers(len(m.Slots))
	for i := range m.Slots {
		if !t.tileShown(m, i) {
			continue
		}
		t.Spots.Mark(spotKey{Kind: AtTile, I: i}, t.tileRect(m, i), TileTip(st, i, names, by[i]), "") // its picture is the tile (tip.go)
	}
}

func engineP(p int) engine.Player { return engine.Player(p) }

// drawMapCut marks each edge of the map's area beyond which a fight or a
// trap's check leaves part of the map out (mapWindow): a gold chevron
// pointing to it.
func (t *Table) drawMapCut(c *ui.Canvas, m *dd.Map) {
	w := t.mapWindow(m)
	if w == Whole(m) || len(m.Slots) == 0 {
		return
	}
	r0, p0 := t.tileRect(m, 0), m.Slots[0].Pos
	shown := layout.Rect{X: r0.X - r0.W*float64(p0.Col-w.Col), Y: r0.Y - r0.H*float64(p0.Row-w.Row), W: r0.W * float64(w.Cols), H: r0.H * float64(w.Rows)}
	ink := ui.Fade(ui.Gold, 0.85)
	const s = 6                             // a chevron's half width
	chevron := func(x, y, dx, dy float64) { // its tip at (x, y), pointing along (dx, dy)
		bx, by := x-dx*s, y-dy*s
		c.Line(bx-dy*s, by-dx*s, x, y, 2.5, ink)
		c.Line(bx+dy*s, by+dx*s, x, y, 2.5, ink)
	}
	mx, my := shown.X+shown.W/2, shown.Y+shown.H/2
	if w.Row > 0 {
		chevron(mx, shown.Y-3-s, 0, -1)
	}
	if w.Row+w.Rows < m.Rows {
		chevron(mx, shown.Bottom()+3+s, 0, 1)
	}
	if w.Col > 0 {
		chevron(shown.X-3-s, my, -1, 0)
	}
	if w.Col+w.Cols < m.Cols {
		chevron(shown.Right()+3+s, my, 1, 0)
	}
}
