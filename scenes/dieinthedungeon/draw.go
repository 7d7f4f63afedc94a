package dieinthedungeon

import (
	"fmt"
	"strings"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// DrawStill draws the still table; the core draws the end panel, the
// whole log, the buttons and the tooltip over it.
func (t *Table) DrawStill(c *ui.Canvas, ctx *scenes.Context) {
	c.Table()
	for _, draw := range boardParts {
		draw(t, c, t.q.Shown)
	}
	t.drawPrompt(c)
	t.Log.Draw(c, ctx.Tick)
	t.drawSteps(c)
}

// boardParts are the still board's regions, each drawing the state shown.
var boardParts = [...]func(*Table, *ui.Canvas, *dd.State){
	(*Table).drawTopBar, (*Table).drawBoard, (*Table).drawCards, (*Table).drawInventory,
	(*Table).drawMap, (*Table).drawParty, (*Table).drawTray,
}

// drawTopBar draws the map, the objective checklist, the turn, in the Duel
// the player to act and the other's Time, Health and Epics.
func (t *Table) drawTopBar(c *ui.Canvas, st *dd.State) {
	r := TopBar
	c.NineSliceInset("ui/panel-dark", 8, r, ui.Alpha(1))
	m := &dd.Maps[st.Map]
	cy := r.Y + r.H/2
	x := r.X + 14
	title := ui.Style{Font: ui.Display, Size: 18}
	c.Text("DIE in the Dungeon!", title, x, cy+1, ui.Left, ui.Gold)
	x += ui.Measure("DIE in the Dungeon!", title) + 14
	c.Text(m.Name, ui.Style{Font: ui.Bold, Size: 14}, x, cy, ui.Left, ui.Cream)
	x += ui.Measure(m.Name, ui.Style{Font: ui.Bold, Size: 14}) + 16
	for _, g := range Goals(st) {
		checkbox(c, x+7, cy, 14, g.Done)
		x += 18
		c.Text(g.Text, ui.Style{Font: ui.Regular, Size: 13}, x, cy, ui.Left, ui.Cream)
		x += ui.Measure(g.Text, ui.Style{Font: ui.Regular, Size: 13}) + 14
	}
	turn := fmt.Sprintf("Turn %d", dd.OwnTurn(st.TurnNo, st.Players))
	if st.Stage == dd.StLayout {
		turn = "Setup"
	}
	c.Text(turn, ui.Style{Font: ui.Bold, Size: 14}, x, cy, ui.Left, ui.Gold)
	x = topSeatsX(st)
	if st.Players > 1 {
		names := t.S.Names()
		for p := range st.Mons {
			mo := &st.Mons[p]
			ac := p == int(st.Turn) && !st.Over
			col := ui.CreamSoft
			if ac {
				col = ui.Cream
				c.RoundRect(layout.Rect{X: x - 4, Y: cy - 14, W: seatBlockW - 8, H: 28}, 8, ui.Fade(seatInk(p), 0.3))
			}
			c.Circle(x+5, cy, 5, seatInk(p))
			// Name, Time and Health by their glyphs, Epic tiles won: 15 px,
			// read at 12 in the smallest window (1024x576).
			seat := ui.Style{Font: ui.Bold, Size: 15}
			name := ui.Ellipsize(who(names, engineP(p)), seat, 62)
			c.Text(name, seat, x+14, cy, ui.Left, col)
			gx := x + 14 + 66
			for _, sl := range []dd.Slot{dd.SlotTime, dd.SlotHealth} {
				c.TrySprite(statSprite(sl), layout.Centered(gx+8, cy, 16, 16), ui.Alpha(1))
				c.Text(TopValue(mo, sl), seat, gx+18, cy, ui.Left, col)
				gx += 42
			}
			c.Text(fmt.Sprintf("Epics %d/%d", mo.Epics, dd.DuelEpics), seat, gx, cy, ui.Left, col)
			x += seatBlockW
		}
	}
	t.topEnd = x
}

// seatBlockW is the width of a Duel creature's block in the top bar.
const seatBlockW = 252

// TopValue is a creature's Time or Health as the Duel's top bar says it:
// "—" until its dice are placed (a 0 there read as a creature dead before
// the game began).
func TopValue(mo *dd.Monster, sl dd.Slot) string {
	if mo.Layout < 0 {
		return "—"
	}
	return fmt.Sprint(mo.Board[sl].Value)
}

// Goal is one line of the objective checklist.
type Goal struct {
	Text string
	Done bool
}

// Goals is the objective as a checklist: each Epic tile named, the tiles
// explored, or the DieMaster; the Duel's race.
func Goals(st *dd.State) []Goal {
	m := &dd.Maps[st.Map]
	if st.Players > 1 {
		return []Goal{{Text: fmt.Sprintf("First to %d Epic tiles", dd.DuelEpics), Done: st.Over}}
	}
	switch m.Objective.Kind {
	case dd.ExploreAll:
		n := 0
		for _, c := range st.Slots {
			if c.Explored {
				n++
			}
		}
		return []Goal{{Text: fmt.Sprintf("Explore every tile (%d/%d)", n, len(st.Slots)), Done: n == len(st.Slots)}}
	case dd.DefeatDieMaster:
		done := false
		for i, sl := range m.Slots {
			done = done || sl.Lair && st.Slots[i].Won > 0
		}
		return []Goal{{Text: "Defeat the DieMaster", Done: done}}
	}
	var out []Goal
	for _, id := range m.Objective.Epics {
		g := Goal{Text: id}
		if ti, ok := dd.TileByID(id); ok {
			tile := dd.Tiles[ti]
			// The tile is won when its party is gone (R45); named as its
			// button and tooltip name it (play-test 29 #12: "Explore the
			// Barbarian's Party" beside "Defeat the Barbarian's party").
			g.Text = "Defeat " + withThe(tile.Name)
		}
		for i, sl := range m.Slots {
			if sl.Tile == id && st.Slots[i].Won > 0 {
				g.Done = true
			}
		}
		out = append(out, g)
	}
	if m.Objective.Need < len(m.Objective.Epics) && len(out) > 0 {
		out[len(out)-1].Text += fmt.Sprintf(" (any %d)", m.Objective.Need)
	}
	return out
}

// markTop lays the top bar's spot (the objective in full).
func (t *Table) markTop(st *dd.State) {
	m := &dd.Maps[st.Map]
	tip := m.Name + "\nObjective: " + objectiveWords(m)
	if st.Players > 1 {
		tip = m.Name + "\nThe Duel: the first creature to clear 2 Epic tiles wins; a creature at 0 Time or Health loses at once."
	}
	t.Spots.Mark(spotKey{Kind: atObjective, I: 0}, layout.Rect{X: 200, Y: 4, W: 700, H: 40}, tip, "")
	if st.Players > 1 {
		// Each creature's block shows its whole board in its tooltip: the
		// board drawn is the one whose turn it is, and the other's was
		// nowhere to be seen on the player's own turn.
		x := topSeatsX(st)
		for p := range st.Mons {
			r := layout.Rect{X: x - 4, Y: TopBar.Y + TopBar.H/2 - 14, W: seatBlockW - 8, H: 28}
			t.Spots.Mark(spotKey{Kind: atSeat, I: p}, r, seatTip(st, p, t.S.Names()), "")
			x += seatBlockW
		}
	}
}

// topSeatsX is where the Duel's creature blocks begin in the top bar:
// after the title, the map's name, the goals and the turn.
func topSeatsX(st *dd.State) float64 {
	m := &dd.Maps[st.Map]
	x := TopBar.X + 14 + ui.Measure("DIE in the Dungeon!", ui.Style{Font: ui.Display, Size: 18}) + 14
	x += ui.Measure(m.Name, ui.Style{Font: ui.Bold, Size: 14}) + 16
	for _, g := range Goals(st) {
		x += 18 + ui.Measure(g.Text, ui.Style{Font: ui.Regular, Size: 13}) + 14
	}
	turn := fmt.Sprintf("Turn %d", dd.OwnTurn(st.TurnNo, st.Players))
	if st.Stage == dd.StLayout {
		turn = "Setup"
	}
	return x + ui.Measure(turn, ui.Style{Font: ui.Bold, Size: 14}) + 16
}

// seatTip is a Duel creature's tooltip in the top bar: whose it is, its
// board die by die, its AP, XP and cards left, its inventory.
func seatTip(st *dd.State, p int, names []string) string {
	mo := &st.Mons[p]
	lines := []string{creatureTip(st, p, names)}
	if mo.Layout >= 0 {
		var dice []string
		for sl := range dd.Slot(dd.NumSlots) {
			b := mo.Board[sl]
			if sl == dd.SlotAbility {
				dice = append(dice, fmt.Sprintf("AP %d", b.Value))
				continue
			}
			dice = append(dice, fmt.Sprintf("%s %d (%s)", sl.Name(), b.Value, b.Type))
		}
		lines = append(lines, "Board: "+strings.Join(dice, " · "))
	}
	var held []string
	for tk := dd.Token(1); tk < dd.NumTokens; tk++ {
		if n := mo.Held[tk]; n > 0 {
			held = append(held, fmt.Sprintf("%s ×%d", tokenName(tk), n))
		}
	}
	if len(held) > 0 {
		lines = append(lines, "Holds: "+strings.Join(held, ", "))
	}
	return strings.Join(lines, "\n")
}

// drawSteps draws what the animation shows over the table: a card's
// battle cry and the Duel's turn banner.
func (t *Table) drawSteps(c *ui.Canvas) {
	for _, s := range t.q.Active() {
		a := fadeInOut(t.Now, s)
		switch s.Kind {
		case StepBubble:
			paper, ink := bubbleLook(a)
			if paper <= 0 {
				continue
			}
			r, tail := t.bubbleRect(int(s.Player))
			c.RoundRect(r.Offset(2, 3), 12, ui.Fade(ui.Shadow, 0.5*paper))
			c.Line(min(max(tail.X, r.X+16), r.Right()-16), r.Y+r.H/2, tail.X, tail.Y, 6, ui.Fade(ui.Paper, paper))
			c.RoundRect(r, 12, ui.Fade(ui.Paper, paper))
			c.TextIn(s.Caption, ui.Style{Font: ui.Bold, Size: 15}, r.InsetXY(12, 4), ui.Center, ui.Fade(ui.Ink, ink))
		case StepBanner:
			ma := t.mapArea()
			r := layout.Centered(ma.X+ma.W/2, ma.Y+ma.H/2, ma.W, 70)
			c.Fill(r, ui.Fade(ui.Dim, 0.8*a))
			name := t.S.Name(s.Player)
			c.TextShadow(name+"'s turn", ui.Heading, r.X+r.W/2, r.Y+r.H/2, ui.Center, ui.Fade(seatInk(int(s.Player)), a))
		}
	}
}

// bubbleRect is where player p's battle cry shows, and the point its
// tail goes to: over the map by p's standee, above its tile (below when
// there is no room above), clear of the creature's board (play-test 41
// #10: under the portrait it covered Evil Eye's words for 1.5 s).
func (t *Table) bubbleRect(p int) (layout.Rect, layout.Point) {
	const w, h = 330, 44
	st := t.q.Shown
	area := t.mapArea()
	if p < 0 || p >= len(st.Mons) || st.Map < 0 || st.Map >= len(dd.Maps) {
		return layout.Rect{X: area.X + 8, Y: area.Y + 8, W: w, H: h}, layout.Point{X: area.X + 24, Y: area.Y + 8 + h}
	}
	m := &dd.Maps[st.Map]
	pos := st.Mons[p].Pos
	if pos < 0 || pos >= len(m.Slots) {
		return layout.Rect{X: area.X + 8, Y: area.Y + 8, W: w, H: h}, layout.Point{X: area.X + 24, Y: area.Y + 8 + h}
	}
	tile := t.tileRect(m, pos)
	r := layout.Rect{X: tile.X + tile.W/2 - w/2, Y: tile.Y - h - 6, W: w, H: h}
	tail := layout.Point{X: tile.X + tile.W/2, Y: tile.Y + tile.H*0.3}
	if r.Y < area.Y+4 {
		r.Y = tile.Bottom() + 6
		tail.Y = tile.Bottom() - tile.H*0.3
	}
	r.X = max(area.X+4, min(r.X, area.Right()-4-w))
	r.Y = max(area.Y+4, min(r.Y, area.Bottom()-4-h))
	return r, tail
}

// bubbleLook is how opaque a battle cry's bubble and its words are at
// the step's opacity a: the bubble is opaque while its words show, so the
// ability boxes under it never show through them (play-test 16: the quote
// floated over Evil Eye's and Twist Fate's words as it faded); it comes
// and goes at once, its words fade.
func bubbleLook(a float64) (paper, ink float64) {
	if a < 0.2 {
		return 0, 0
	}
	return 1, min(1, (a-0.2)/0.3)
}

// fadeInOut is a step's opacity: in over its first sixth, out over its
// last.
func fadeInOut(now int, s *Step) float64 {
	d := max(s.Dur/6, 1)
	return min(tween.Progress(now, s.Start, d), 1-tween.Progress(now, s.End()-d, d))
}
