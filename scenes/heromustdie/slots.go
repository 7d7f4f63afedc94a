package heromustdie

import (
	"fmt"
	"slices"
	"strings"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The event slots (§2.5, §7): two face-down cards a turn. A card shows
// its face only where the viewer's view names it — a card he peeked at,
// with an eye badge — and the turn's drawn event lies face up in its slot.
// The monster row (for hire this turn) and the pool of level 1–2 cards lie
// face up beside them.

// drawnNow is this turn's drawn event, -1 before the Event phase draws
// it: until the next turn's Planning the state still holds last turn's,
// which would show face up in the new turn's slot.
func drawnNow(st *hmd.State) int8 {
	if st.Phase < hmd.PhEvent {
		return -1
	}
	return st.Drawn
}

func (t *Table) drawSlots(c *ui.Canvas, st *hmd.State) {
	for turn := 1; turn <= hmd.Turns; turn++ {
		r := SlotRect(turn)
		a := 1.0
		if turn < int(st.Turn) {
			a = 0.45
		}
		if !c.TrySprite(art+"board/slot", r, ui.Alpha(a)) {
			c.RoundRect(r, 6, ui.Fade(stone, a))
		}
		if turn == int(st.Turn) {
			c.RoundStroke(r.Inset(-2), 7, 2, ui.Gold)
		}
		tag := layout.Rect{X: r.X - 4, Y: r.Y - 4, W: 18, H: 16}
		c.RoundRect(tag, 4, ui.DarkWood)
		c.TextIn(fmt.Sprint(turn), ui.Style{Font: ui.Bold, Size: 12}, tag, ui.Center, ui.Gold)
		if turn == int(st.Turn) && drawnNow(st) >= 0 {
			t.drawDrawn(c, st.Drawn, r)
			continue
		}
		for h := range 2 {
			t.drawSlotCard(c, st, turn, h)
		}
	}
}

// drawSlotCard draws one face-down card of a slot: its back, or its face
// with the eye badge when the viewer peeked at it.
func (t *Table) drawSlotCard(c *ui.Canvas, st *hmd.State, turn, h int) {
	e := st.Slots[turn-1][h]
	if e == -1 {
		return
	}
	r := SlotHalf(turn, h)
	for _, s := range t.q.Active() {
		if s.Kind == StepPeek && s.Slot == turn-1 && s.Half == h {
			r = r.Offset(0, -6*sinArc(stepAt(t.Now, s)))
		}
	}
	if e >= 0 {
		if t.record != nil {
			t.record("event", int(e))
		}
		drawCard(c, eventSprite(e), hmd.EventKindNames[hmd.Events[e].Kind], r, 1)
		if peekedBy(st, e) {
			badge := layout.Rect{X: r.Right() - 16, Y: r.Y - 4, W: 20, H: 20}
			c.Circle(badge.X+10, badge.Y+10, 10, ui.DarkWood)
			icon(c, "eye-badge", badge.Inset(1), ui.Peek)
		}
		return
	}
	drawBack(c, "event", r, 1)
}

// drawDrawn draws the turn's drawn event face up in its slot, its name on
// a band across the slot at reading size (the card's own words are read
// in its zoom).
func (t *Table) drawDrawn(c *ui.Canvas, e int8, r layout.Rect) {
	card := layout.Rect{X: r.X + 3, Y: r.Y + 2, W: 41, H: 60}
	if t.record != nil {
		t.record("event", int(e))
	}
	name := hmd.EventKindNames[hmd.Events[e].Kind]
	drawCard(c, eventSprite(e), name, card, 1)
	st := ui.Style{Font: ui.Bold, Size: 12}
	h := ui.LineHeight(st)*float64(len(ui.Wrap(name, st, r.W-10))) + 4
	band := layout.Rect{X: r.X + 1, Y: r.Bottom() - 1 - h, W: r.W - 2, H: h}
	c.RoundRect(band, 4, ui.Fade(ui.DarkWood, 0.92))
	c.Paragraph(name, st, band.InsetXY(5, 2), ui.Center, ui.Cream)
}

func (t *Table) markSlots(st *hmd.State) {
	for turn := 1; turn <= hmd.Turns; turn++ {
		t.Spots.Mark(spotKey{Kind: atSlot, I: turn}, SlotRect(turn), slotTip(st, turn), "")
		if turn == int(st.Turn) && drawnNow(st) >= 0 {
			t.Spots.Mark(spotKey{Kind: atEvent, I: turn}, SlotRect(turn), eventTip(st.Drawn, "This turn's event"), eventSprite(st.Drawn))
			continue
		}
		for h := range 2 {
			e := st.Slots[turn-1][h]
			if e == -1 {
				continue
			}
			tip, pic := slotCardTip(st, turn, h), art+"back/event"
			if e >= 0 {
				pic = eventSprite(e)
			}
			t.Spots.Mark(spotKey{Kind: AtSlotCard, I: (turn-1)*2 + h}, SlotHalf(turn, h), tip, pic)
		}
	}
}

func (t *Table) drawMonsters(c *ui.Canvas, st *hmd.State) {
	c.RoundRect(layout.Rect{X: 886, Y: 4, W: 390, H: 158}, 8, ui.Fade(ui.DarkWood, 0.55))
	c.RoundRect(MonsterPool.Inset(-3), 8, ui.Fade(ui.DarkWood, 0.55))
	var full [3]bool
	for k, m := range st.MonsterRow {
		if i := t.q.Row.at(m, k); i < 3 {
			full[i] = true
		}
	}
	for k := range 3 { // the empty places first: a card may slide over one
		if full[k] {
			continue
		}
		c.RoundStroke(RowCard(k), 6, 1.5, ui.Fade(ui.Cream, 0.25))
		if m := t.q.Row.taken[k]; m >= 0 {
			gapWords(c, RowCard(k).InsetXY(0, 45), hmd.Monsters[m].Name, takenBy(t, st, m))
		}
	}
	for k, m := range st.MonsterRow {
		if i := t.q.Row.at(m, k); i < 3 {
			drawCard(c, monsterSprite(m), hmd.Monsters[m].Name, t.slid(m, RowCard(i), t.Now), 1)
		}
	}
	for _, s := range t.q.Active() {
		if s.Kind == StepRow && s.Card >= 0 {
			t.drawFlip(c, RowCard(s.Index), monsterSprite(int8(s.Card)), "monster", stepAt(t.Now, s))
		}
	}
	if len(st.MonsterRow) == 0 && len(st.MonsterDeck) == 0 {
		c.TextIn("The monster deck is empty", ui.BodyB, layout.Rect{X: 890, Y: 8, W: 380, H: 150}, ui.Center, ui.CreamSoft)
	}
	t.drawTaken(c, st)
	// The tiles that change rows as they slide go under those that keep
	// theirs: crossing them, one covered another's name (pt40 #10, the
	// Succubus over the Hellhound).
	for _, under := range []bool{true, false} {
		for _, m := range st.MonsterPool {
			if r, ok := t.q.Pool.rect(m); ok && t.changesRow(m, r) == under {
				drawPoolTile(c, m, t.slid(m, r, t.Now))
			}
		}
	}
	t.drawCloseUp(c)
	if len(st.MonsterPool) == 0 {
		c.TextIn("The pool is empty", ui.BodyB, MonsterPool, ui.Center, ui.CreamSoft)
	}
}

func (t *Table) markMonsters(st *hmd.State) {
	before, gaps := t.q.laid(), t.q.kept()
	t.q.Row.sync(st.MonsterRow, keepPlaces(st)) // before the cards are drawn or left (a tick's first work)
	t.q.Pool.sync(st.MonsterPool, keepPlaces(st))
	t.closeUpFrom(before, gaps, t.Now, 2*t.q.gainDur)
	for k, m := range st.MonsterRow {
		t.Spots.Mark(spotKey{Kind: AtMonster, I: int(m)}, RowCard(t.q.Row.at(m, k)), monsterTip(m, "In the monster row: for hire this turn by a mage who owns a monster of its family."+hireWords(st, int(t.Viewer), m, true)), monsterSprite(m))
	}
	for _, m := range st.MonsterPool {
		if r, ok := t.q.Pool.rect(m); ok {
			t.Spots.Mark(spotKey{Kind: AtMonster, I: int(m)}, r, monsterTip(m, "In the pool: any mage who can pay may hire it."+hireWords(st, int(t.Viewer), m, false)), monsterSprite(m))
		}
	}
}

// hireWords say why seat p could not hire monster m in the Monster Pit
// now (pt #6: an unaffordable card said "anyone may hire it"): a family
// he does not own (the row), or what he lacks. Nothing when he could, or
// for a watcher.
func hireWords(st *hmd.State, p int, m int8, row bool) string {
	if p < 0 || p >= len(st.Seats) {
		return ""
	}
	mon, q := hmd.Monsters[m], &st.Seats[p]
	if row && !slices.ContainsFunc(q.Monsters, func(o int8) bool { return hmd.Monsters[o].Family == mon.Family }) {
		return fmt.Sprintf("\nYou cannot hire it: you own no monster of the %s family.", familyName(mon.Family))
	}
	var short []string
	if d := int(mon.Cost.Gold) - int(q.Gold); d > 0 {
		short = append(short, fmt.Sprintf("%d gold", d))
	}
	if d := int(mon.Cost.Slaves) - int(q.Slaves); d > 0 {
		short = append(short, fmt.Sprintf("%d slaves", d))
	}
	if d := int(mon.Cost.MP) - int(q.MP); d > 0 {
		short = append(short, fmt.Sprintf("%d MP", d))
	}
	if len(short) == 0 {
		return ""
	}
	return fmt.Sprintf("\nYou cannot afford it now: you are %s short (you have %d gold, %d slaves, %d MP).", strings.Join(short, ", "), q.Gold, q.Slaves, q.MP)
}

// drawFlip draws a card turning over in r at progress k: its back
// narrowing, then its face widening.
func (t *Table) drawFlip(c *ui.Canvas, r layout.Rect, face, back string, k float64) {
	if k < 0.5 {
		w := r.W * (1 - 2*k)
		drawBack(c, back, layout.Rect{X: r.X + (r.W-w)/2, Y: r.Y, W: w, H: r.H}, 1)
		return
	}
	w := r.W * (2*k - 1)
	drawCard(c, face, "", layout.Rect{X: r.X + (r.W-w)/2, Y: r.Y, W: w, H: r.H}, 1)
}
