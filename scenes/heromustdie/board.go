package heromustdie

import (
	"fmt"
	"slices"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// The dungeon (spec §3.2, §3.3): the party track from the Castle to the
// Entrance, the five floors with each guard on his post, the buildings,
// the overlay of conquered floors and the party queue on the front floor.

// trackNames are the party track's sprite ids, by Where.
var trackNames = [...]string{"castle", "inn", "entrance"}

func (t *Table) drawTrack(c *ui.Canvas, st *hmd.State) {
	for w := hmd.AtCastle; w <= hmd.AtEntrance; w++ {
		r := TrackSpace(w)
		if !c.TrySprite(art+"board/"+trackNames[w], r, ui.Alpha(1)) {
			c.RoundRect(r, 6, stone)
			c.TextIn(hmd.WhereNames[w], ui.BodyB, r, ui.Center, ui.Cream)
		}
	}
	for i := range hmd.NumParties {
		if st.Parties[i].Where != hmd.InDungeon {
			t.drawParty(c, st, i)
		}
	}
}

// drawParty draws party i's token where it stands, unless a step or the
// change is carrying it.
func (t *Table) drawParty(c *ui.Canvas, st *hmd.State, i int) {
	if t.q.Moving(StepParty, i) || t.q.conquering(i) {
		return
	}
	if _, ok := t.q.Change.Hopping(i, t.Now); ok {
		return
	}
	drawPartyToken(c, i, partyRect(st, i), 1)
}

// drawPartyToken draws party i's numbered flag in r.
func drawPartyToken(c *ui.Canvas, i int, r layout.Rect, a float64) {
	if !c.TrySprite(fmt.Sprintf(art+"party/%d", i+1), r, ui.Alpha(a)) {
		c.Circle(r.X+r.W/2, r.Y+r.H/2, r.W/2, ui.Fade(ui.Paper, a))
		c.Text(fmt.Sprint(i+1), ui.BodyB, r.X+r.W/2, r.Y+r.H/2, ui.Center, ui.Fade(ui.Ink, a))
	}
}

// drawHop draws a party token on its way from one place to another, in an
// arc (a hop per space).
func drawHop(c *ui.Canvas, i int, from, to layout.Rect, k float64) {
	m := tween.Move{From: tween.Point(from.Center()), To: tween.Point(to.Center()), Dur: 100, Arc: 26}
	p := m.At(int(k * 100))
	drawPartyToken(c, i, layout.Centered(p.X, p.Y, from.W+4*sinArc(k), from.H+4*sinArc(k)), 1)
}

// sinArc is 0 at both ends and 1 in the middle.
func sinArc(k float64) float64 { return 4 * k * (1 - k) }

func (t *Table) drawFloors(c *ui.Canvas, st *hmd.State) {
	names := t.S.Names()
	for f := 1; f <= hmd.NumFloors; f++ {
		r := FloorRect(f)
		if !c.TrySprite(art+"board/floor", r, ui.Alpha(1)) {
			c.RoundRect(r, 6, stone)
		}
		num := floorNumber(f)
		if flagged(st, f) { // the number moves up, the flag goes under it
			num.Y -= 8
		}
		c.RoundRect(num, 6, ui.Fade(ui.DarkWood, 0.85))
		c.TextIn(fmt.Sprint(f), ui.Style{Font: ui.Display, Size: 20}, num, ui.Center, ui.Gold)
		if flagged(st, f) {
			c.TrySprite(art+"conquered-marker", floorFlag(f), ui.Alpha(1))
		}
		t.drawGuard(c, st, f, names)
		fl := st.Floors[f-1]
		k := 0
		for i := range hmd.MaxBuildings {
			c.TrySprite(art+"board/building-space", BuildingSpace(f, i), ui.Alpha(1))
		}
		if fl.Room > 0 {
			br := BuildingSpace(f, 0)
			if !c.TrySprite(roomSprite(fl.Room), br.InsetXY(4, 2), ui.Alpha(1)) {
				c.TextIn(fmt.Sprintf("room %d", fl.Room), ui.BodyB, br, ui.Center, ui.Cream)
			}
			k++
		}
		for _, tr := range fl.Traps {
			if k >= hmd.MaxBuildings {
				break
			}
			br := BuildingSpace(f, k)
			if !c.TrySprite(trapSprite(tr), layout.Centered(br.X+br.W/2, br.Y+br.H/2, 40, 40), ui.Alpha(1)) {
				c.TextIn(hmd.Traps[tr].Name, ui.Small, br, ui.Center, ui.Cream)
			}
			k++
		}
		t.drawConquest(c, st, f)
	}
	front := int(st.Front)
	for k, i := range st.Queue {
		if st.Fight.Active && int(st.Fight.Party) == int(i) {
			r := QueueSpot(front, k)
			c.RoundStroke(r.Inset(-2), 8, 2, ui.Loss)
		}
		t.drawParty(c, st, int(i))
	}
	if len(st.Queue) > 0 {
		p := frontLabel(front)
		c.Text("front", ui.Style{Font: ui.Bold, Size: 12}, p.X, p.Y, ui.Center, ui.Gold)
	}
}

// frontLabel is where "front" is written on floor f: under the queue's
// first token, the party that attacks first (it stood under the middle of
// the queue, under party 2's flag, pt7 #7).
func frontLabel(f int) layout.Point {
	r := QueueSpot(f, 0)
	return layout.Point{X: r.X + r.W/2, Y: QueueArea(f).Bottom() - 2}
}

// drawGuard draws floor f's guard post and the mage guarding it, with his
// initial (the token's colour never speaks alone).
func (t *Table) drawGuard(c *ui.Canvas, st *hmd.State, f int, names []string) {
	r := GuardPost(f)
	c.TrySprite(art+"board/guard-post", r, ui.Alpha(1))
	g := int(st.GuardOf(int8(f)))
	if s := t.shifting(); g < 0 || len(st.Ring) == 0 || s != nil && len(s.glides) > 0 { // the shift carries the tokens
		return
	}
	token(c, st, "player", g, layout.Rect{X: r.X + 2, Y: r.Y + 2, W: 40, H: 40}, 1)
	name := nameOf(names, g)
	tag := layout.Rect{X: r.X + 40, Y: r.Y + 14, W: 24, H: 16}
	c.RoundRect(tag, 4, ui.Fade(ui.DarkWood, 0.9))
	c.TextIn(string([]rune(name)[:1]), ui.Style{Font: ui.Bold, Size: 12}, tag, ui.Center, seatInk(st, g))
	if f == int(st.Front) {
		tag := layout.Rect{X: r.X + 1, Y: r.Bottom() - 15, W: 54, H: 16}
		c.RoundRect(tag, 4, ui.Fade(ui.DarkWood, 0.9))
		c.TextIn("defends", ui.Style{Font: ui.Bold, Size: 12}, tag, ui.Center, ui.Gold)
	}
}

// drawConquest draws the conquered overlay on floor f (fading in while
// the change conquers it).
func (t *Table) drawConquest(c *ui.Canvas, st *hmd.State, f int) {
	if len(st.Queue) == 0 || f >= int(st.Front) {
		return
	}
	a := 1.0
	if ch := t.q.Change; ch != nil && slices.Contains(ch.Conquered, f) {
		a = ch.At(t.Now)
	}
	r := FloorRect(f)
	if !c.TrySprite(art+"board/conquered", r, ui.Alpha(0.92*a)) {
		c.Fill(r, ui.Fade(ui.Loss, 0.4*a))
		c.TextIn("CONQUERED", ui.Heading, r, ui.Center, ui.Fade(ui.Cream, a))
	}
}

// floorNumber is where floor f's number shows.
func floorNumber(f int) layout.Rect { return layout.Rect{X: 6, Y: FloorRect(f).Y + 10, W: 30, H: 32} }

// flagged reports whether floor f shows the white flag of a floor
// conquered while parties are still in the dungeon.
func flagged(st *hmd.State, f int) bool { return len(st.Queue) > 0 && f < int(st.Front) }

// floorFlag is where floor f's white flag shows: under its number, which
// moves up for it (pt19 #8: the flag covered the number).
func floorFlag(f int) layout.Rect {
	n := floorNumber(f)
	return layout.Rect{X: n.X + 6, Y: n.Bottom() - 7, W: 18, H: 18}
}

// flagTip is the white flag's tooltip.
func flagTip(st *hmd.State, f int) string {
	return fmt.Sprintf("White flag: floor %d is conquered. The heroes hold it, and the parties now strike floor %d, the front floor. The floors are reclaimed once every party has left the dungeon.", f, st.Front)
}

// markTrack lays the party track's spots and the party tokens'.
func (t *Table) markTrack(st *hmd.State) {
	for w := hmd.AtCastle; w <= hmd.AtEntrance; w++ {
		t.Spots.Mark(spotKey{Kind: atTrack, I: int(w)}, TrackSpace(w), trackTip(st, w), "")
	}
}

// markFloors lays the floors', guards', buildings' and parties' spots.
func (t *Table) markFloors(st *hmd.State) {
	names := t.S.Names()
	for f := 1; f <= hmd.NumFloors; f++ {
		t.Spots.Mark(spotKey{Kind: AtFloor, I: f}, FloorRect(f), floorTip(st, f, names), "")
		t.Spots.Mark(spotKey{Kind: atGuard, I: f}, GuardPost(f), guardTip(st, f, names), "")
		if flagged(st, f) {
			t.Spots.Mark(spotKey{Kind: atFlag, I: f}, floorFlag(f), flagTip(st, f), "")
		}
		fl := st.Floors[f-1]
		k := 0
		if fl.Room > 0 {
			t.Spots.Mark(spotKey{Kind: atBuilding, I: f*8 + k}, BuildingSpace(f, k), roomWords(fl.Room), roomSprite(fl.Room))
			k++
		}
		for _, tr := range fl.Traps {
			if k < hmd.MaxBuildings {
				t.Spots.Mark(spotKey{Kind: atBuilding, I: f*8 + k}, BuildingSpace(f, k), trapTip(tr), trapSprite(tr))
			}
			k++
		}
	}
	for i := range hmd.NumParties {
		t.Spots.Mark(spotKey{Kind: AtParty, I: i}, partyRect(st, i).Inset(-2), partyTip(st, i), fmt.Sprintf("party:%d", i))
	}
}
