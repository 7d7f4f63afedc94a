package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// SaveBrowser lists the saves: game, name and date, whether each loads
// (every save is checked, one per tick, so a long list never stalls), and
// lets the player load one or delete one after confirming. A save that does
// not load is listed with the reason and can be deleted; a damaged one whose
// backup loads offers "Load the backup".
type SaveBrowser struct {
	back    Scene
	store   saves.Store
	rows    []saveRow
	sel     int
	scroll  int
	checked int // rows checked so far
	err     string
	deleted bool // a save was deleted: the title's Continue must look again

	group   *ui.Group
	load    *ui.Button
	del     *ui.Button
	dialog  *ui.Dialog
	pending Later
}

type saveRow struct {
	entry  saves.Entry
	match  *engine.Match // nil until checked, or when it does not load
	status string        // "Turn 12 · Ada to act", "Finished", or why it does not load
	broken bool
	repair *recovery // for a damaged save: its backup, or why there is none
	thumb  *ebiten.Image
	drawn  bool // the thumbnail was made (or cannot be: thumb stays nil)
}

// Places on the save browser.
var (
	savesPanel = layout.Rect{X: 110, Y: 24, W: 1060, H: 606}
	savesList  = layout.Rect{X: 150, Y: 112, W: 640, H: 480}
	savesInfo  = layout.Rect{X: 820, Y: 112, W: 310, H: 474}
	saveRowH   = 60.0
)

// NewSaveBrowser lists the saves; back is where Back goes.
func NewSaveBrowser(back Scene) *SaveBrowser {
	b := &SaveBrowser{back: back, sel: -1}
	bk := ui.NewButton(layout.Back, "Back", func() { b.pending = b.goBack })
	bk.Icon = "back"
	b.del = ui.NewButton(layout.TitleMain[1], "Delete", func() { b.confirmDelete() })
	b.del.Icon, b.del.Danger = "delete", true
	b.load = ui.NewButton(layout.TitleSettings, "Load", func() { b.pending = b.open })
	b.load.Icon, b.load.Primary = "load", true
	b.group = ui.NewGroup(bk, b.del, b.load)
	b.refreshButtons()
	return b
}

func (b *SaveBrowser) list(ctx *Context) {
	store, err := ctx.Host.Saves()
	if err != nil {
		b.err = "Saves are unavailable: " + err.Error()
		return
	}
	b.store = store
	entries, err := store.List()
	if err != nil {
		b.err = "Cannot list the saves: " + err.Error()
	}
	for _, r := range b.rows {
		if r.thumb != nil {
			r.thumb.Deallocate()
		}
	}
	b.rows = b.rows[:0]
	for _, e := range entries {
		b.rows = append(b.rows, saveRow{entry: e})
	}
	b.checked = 0
	if b.sel >= len(b.rows) {
		b.sel = len(b.rows) - 1
	}
	if b.sel < 0 && len(b.rows) > 0 {
		b.sel = 0
	}
	b.refreshButtons()
}

// check loads the next unchecked save to learn whether it loads.
func (b *SaveBrowser) check() bool {
	if b.checked >= len(b.rows) {
		return false
	}
	r := &b.rows[b.checked]
	b.checked++
	m, err := saves.Load(b.store, r.entry.Name)
	if err != nil {
		r.broken, r.status = true, reasonOf(err)
		r.repair = recoverSave(b.store, r.entry, err)
		return true
	}
	r.match, r.status = m, matchStatus(m)
	return true
}

func matchStatus(m *engine.Match) string {
	if m.State.IsTerminal() {
		return fmt.Sprintf("Finished after %d moves", m.Moves())
	}
	p := m.State.CurrentPlayer()
	who := fmt.Sprintf("Seat %d", p+1)
	if int(p) < len(m.Setup.Seats) && m.Setup.Seats[p].Name != "" {
		who = m.Setup.Seats[p].Name
	}
	return fmt.Sprintf("Move %d · %s to act", m.Moves()+1, who)
}

func (b *SaveBrowser) refreshButtons() {
	ok := b.sel >= 0 && b.sel < len(b.rows)
	b.del.Disabled = !ok
	b.load.Disabled = !ok || b.rows[b.sel].loadable() == nil
	b.load.Label, b.load.Tooltip = "Load", ""
	switch {
	case !ok:
	case b.rows[b.sel].repair != nil:
		b.load.Tooltip = b.rows[b.sel].repair.sentence(false)
		if b.rows[b.sel].repair.backup != nil {
			b.load.Label = "Load backup"
		}
	case b.rows[b.sel].broken:
		b.load.Tooltip = "This save does not load: " + b.rows[b.sel].status
	}
}

// loadable is the match Load opens for the row: the save's, or for a
// damaged save its backup's; nil if neither loads or it is not checked yet.
func (r saveRow) loadable() *engine.Match {
	switch {
	case r.match != nil:
		return r.match
	case r.repair != nil:
		return r.repair.backup
	}
	return nil
}

func (b *SaveBrowser) confirmDelete() {
	if b.sel < 0 || b.sel >= len(b.rows) {
		return
	}
	e := b.rows[b.sel].entry
	b.dialog = ui.NewDialog("Delete this save?",
		fmt.Sprintf("“%s” will be gone for good, with its backup.", SaveLabelLong(e)), nil,
		[]string{"Keep it", "Delete"},
		[]func(){
			func() { b.dialog = nil },
			func() { b.pending = b.remove },
		})
	b.dialog.Buttons[1].Danger = true
}

func (b *SaveBrowser) remove(ctx *Context) {
	b.dialog = nil
	if err := b.store.Delete(b.rows[b.sel].entry.Name); err != nil {
		b.err = "Cannot delete: " + err.Error()
		return
	}
	b.deleted = true
	b.list(ctx)
}

// goBack returns to where the browser was opened from; a title looks for
// the newest save again if one was deleted.
func (b *SaveBrowser) goBack(ctx *Context) {
	if t, ok := b.back.(*Title); ok && b.deleted {
		t.findNewest(ctx.Host)
	}
	ctx.Host.GoTo(b.back)
}

// open plays the selected save, or the backup of a damaged one.
func (b *SaveBrowser) open(ctx *Context) {
	r := b.rows[b.sel]
	m := r.match
	if m == nil && r.repair != nil && r.repair.backup != nil {
		m = r.repair.open()
	}
	if m == nil {
		return
	}
	s, err := play.New(m, b.store)
	if err != nil {
		b.err = "Cannot open the game: " + err.Error()
		return
	}
	OpenTable(ctx, s)
}

func (b *SaveBrowser) Name() string { return "saves" }

func (b *SaveBrowser) Update(ctx *Context) error {
	if b.store == nil && b.err == "" {
		b.list(ctx)
		ctx.Redraw()
	}
	if b.check() {
		b.refreshButtons()
		ctx.Redraw()
	} else if b.thumbnail(ctx) {
		ctx.Redraw()
	}
	if b.dialog != nil {
		b.dialog.Update(ctx.Frame)
		ui.Beneath(ctx.Frame, b.group)
	} else {
		b.updateList(ctx)
		b.group.Update(ctx.Frame)
		if ctx.TakeKey(ebiten.KeyEscape) {
			b.goBack(ctx)
		}
	}
	b.pending.Run(ctx)
	return nil
}

func (b *SaveBrowser) visible() int { return int(savesList.H / saveRowH) }

func (b *SaveBrowser) updateList(ctx *Context) {
	before, beforeScroll := b.sel, b.scroll
	if savesList.Contains(ctx.Mouse) {
		b.scroll -= int(math.Round(ctx.TakeWheel()))
		if ctx.Click() {
			i := b.scroll + int((ctx.Mouse.Y-savesList.Y)/saveRowH)
			if i >= 0 && i < len(b.rows) {
				ctx.TakeClick()
				b.sel = i
			}
		}
	}
	switch {
	case ctx.TakeKey(ebiten.KeyArrowDown):
		b.sel = min(b.sel+1, len(b.rows)-1)
	case ctx.TakeKey(ebiten.KeyArrowUp):
		b.sel = max(b.sel-1, 0)
	case ctx.TakeKey(ebiten.KeyDelete):
		b.confirmDelete()
	case ctx.Key(ebiten.KeyEnter) && b.group.Focused() == nil && !b.load.Disabled:
		ctx.TakeKey(ebiten.KeyEnter)
		b.pending = b.open
	}
	if b.sel >= 0 {
		b.scroll = min(b.scroll, b.sel)
		b.scroll = max(b.scroll, b.sel-b.visible()+1)
	}
	b.scroll = max(0, min(b.scroll, len(b.rows)-b.visible()))
	if b.sel != before || b.scroll != beforeScroll {
		b.refreshButtons()
		ctx.Redraw()
	}
}

func (b *SaveBrowser) Draw(c *ui.Canvas, ctx *Context) {
	c.Table()
	c.Panel(savesPanel)
	c.PanelTitle(savesPanel, "Saved games")
	if len(b.rows) == 0 {
		msg := "No saved games yet. Every game is saved after each move, and waits here."
		if b.err != "" {
			msg = b.err
		}
		c.Paragraph(msg, ui.Body, layout.Rect{X: savesList.X + 60, Y: savesList.Y + 150, W: savesList.W - 120, H: 60}, ui.Center, ui.InkSoft)
	}
	clip := c.Clip(savesList)
	for i := b.scroll; i < len(b.rows) && i < b.scroll+b.visible(); i++ {
		r := layout.Rect{X: savesList.X, Y: savesList.Y + float64(i-b.scroll)*saveRowH, W: savesList.W, H: saveRowH - 6}
		b.drawRow(clip, r, b.rows[i], i == b.sel, r.Contains(ctx.Mouse))
	}
	if n := len(b.rows); n > b.visible() {
		c.Text(fmt.Sprintf("%d–%d of %d", b.scroll+1, min(n, b.scroll+b.visible()), n), ui.Small, savesList.Right(), savesList.Bottom()+14, ui.Right, ui.InkSoft)
	}
	if b.err != "" && len(b.rows) > 0 {
		c.TextIn(b.err, ui.BodyB, layout.Rect{X: 100, Y: 636, W: 1080, H: 24}, ui.Center, ui.Blood)
	}
	b.drawInfo(c)
	b.group.Draw(c, ctx.Tick, ctx.Mouse)
	if b.dialog != nil {
		b.dialog.Draw(c, ctx.Tick, ctx.Mouse)
	}
}

func (b *SaveBrowser) drawRow(c *ui.Canvas, r layout.Rect, row saveRow, selected, hover bool) {
	switch {
	case selected:
		c.RoundRect(r, 8, ui.Fade(ui.Gold, 0.35))
		c.RoundStroke(r, 8, 2, ui.GoldDeep)
	case hover:
		c.RoundRect(r, 8, ui.Fade(ui.Ink, 0.06))
	}
	thumb := layout.Rect{X: r.X + 8, Y: r.Y + 5, W: (r.H - 10) * 16 / 9, H: r.H - 10}
	e := row.entry
	drawSaveEmblem(c, row, thumb, 6, 24)
	x := thumb.Right() + 16
	title := SaveLabelLong(e)
	w := r.Right() - x - 12
	if e.Auto {
		tag := layout.Rect{X: r.Right() - 96, Y: r.Y + 6, W: 84, H: 22}
		c.RoundRect(tag, 11, ui.Fade(ui.GoldDeep, 0.25))
		c.TextIn("autosave", ui.Small, tag, ui.Center, ui.Ink)
	}
	c.TextIn(title, ui.Label, layout.Rect{X: x, Y: r.Y + 4, W: w - 100, H: 24}, ui.Left, ui.Ink)
	statusCol, status := ui.InkSoft, row.status
	switch {
	case row.loadable() != nil && row.broken:
		statusCol, status = ui.Blood, "damaged · its backup loads"
	case row.broken:
		statusCol = ui.Blood
	case status == "":
		status = "Checking…"
	}
	c.TextIn(FormatTime(e)+" · "+status, ui.Small, layout.Rect{X: x, Y: r.Y + 28, W: w, H: 20}, ui.Left, statusCol)
}

// drawSaveEmblem shows the save's table in r (its thumbnail), else the
// game it belongs to, or a cross on red for a save that does not load.
func drawSaveEmblem(c *ui.Canvas, row saveRow, r layout.Rect, radius, icon float64) {
	if row.thumb != nil {
		c.Image(row.thumb, r, ui.Alpha(1))
		c.Stroke(r, 1, ui.Fade(ui.Ink, 0.6))
		return
	}
	if row.entry.Game != "" && !row.broken {
		drawEmblem(c, row.entry.Game, r)
		return
	}
	c.RoundRect(r, radius, ui.Fade(ui.Blood, 0.2))
	c.Icon("close", r.X+r.W/2, r.Y+r.H/2, icon, ui.Blood)
}

// infoTitleStyle is the style the preview's title fits in w with: Large,
// else the list's Label, else BodyB ("DIE in the Dungeon! — autosave" was
// cut to "— aut…" at Large: play-test 23 #13).
func infoTitleStyle(title string, w float64) ui.Style {
	for _, st := range []ui.Style{ui.Large, ui.Label} {
		if ui.Measure(title, st) <= w {
			return st
		}
	}
	return ui.BodyB
}

// finalScores say, by game, a finished game's scores as its end screen
// does, where that differs from the engine's Scores (DIE in the Dungeon!'s
// solo Glory, not its XP: play-test 23 #13); nil or empty keeps Scores'.
var finalScores = map[string]func(engine.State) []string{}

// RegisterFinalScores makes f say game's finished scores in the load
// list's preview (see finalScores); a table's package calls it in init,
// before any list is drawn.
func RegisterFinalScores(game string, f func(engine.State) []string) {
	finalScores[game] = f
}

// SaveLabelLong names a save in a list: its name, or "<Game> — autosave".
func SaveLabelLong(e saves.Entry) string {
	if game := autosaveOf(e); game != "" {
		return GameTitle(game) + " — autosave"
	}
	return e.Name
}

// autosaveOf is the game an autosave is of, from its name when it cannot be
// read; "" for a named save.
func autosaveOf(e saves.Entry) string {
	switch {
	case !e.Auto:
		return ""
	case e.Game != "":
		return e.Game
	}
	return strings.TrimPrefix(e.Name, saves.AutosaveName(""))
}

// FormatTime is a save's time as the list shows it.
func FormatTime(e saves.Entry) string {
	if e.Updated.IsZero() {
		return "—"
	}
	return e.Updated.Local().Format("Mon 2 Jan 2006, 15:04")
}

// drawInfo shows the selected save in detail beside the list.
func (b *SaveBrowser) drawInfo(c *ui.Canvas) {
	r := savesInfo
	c.RoundRect(r, 10, ui.Fade(ui.Ink, 0.06))
	c.RoundStroke(r, 10, 1, ui.Fade(ui.GoldDeep, 0.4))
	if b.sel < 0 || b.sel >= len(b.rows) {
		c.Paragraph("Choose a save to see its players and where the game stands.", ui.Body,
			layout.Rect{X: r.X + 30, Y: r.Y + r.H/2 - 30, W: r.W - 60, H: 60}, ui.Center, ui.InkSoft)
		return
	}
	row := b.rows[b.sel]
	e := row.entry
	emblem := layout.Rect{X: r.X + 16, Y: r.Y + 16, W: r.W - 32, H: (r.W - 32) * 9 / 16}
	if row.thumb == nil {
		emblem = layout.Rect{X: r.X + (r.W-200)/2, Y: emblem.Y + (emblem.H-130)/2, W: 200, H: 130}
	}
	drawSaveEmblem(c, row, emblem, 10, 48)
	y := r.Y + 16 + (r.W-32)*9/16 + 24
	title := SaveLabelLong(e)
	c.TextIn(title, infoTitleStyle(title, r.W-32), layout.Rect{X: r.X + 16, Y: y - 14, W: r.W - 32, H: 28}, ui.Center, ui.Ink)
	y += 26
	when := FormatTime(e)
	if e.Game != "" && !e.Auto && !e.Updated.IsZero() {
		when = GameTitle(e.Game) + " · " + e.Updated.Local().Format("2 Jan 2006, 15:04") // a named save's game
	}
	c.TextIn(when, ui.Small, layout.Rect{X: r.X + 16, Y: y - 10, W: r.W - 32, H: 20}, ui.Center, ui.InkSoft)
	y += 20
	c.Divider(r.X+30, r.Right()-30, y, false)
	y += 16
	inner := layout.Rect{X: r.X + 24, Y: y, W: r.W - 48, H: r.Bottom() - y - 16}
	switch {
	case row.repair != nil:
		c.Text("This save was damaged", ui.BodyB, inner.X, inner.Y+10, ui.Left, ui.Blood)
		more := " You can delete it."
		if row.repair.backup != nil {
			more = " Its backup: " + matchStatus(row.repair.backup) + "."
		}
		c.Paragraph(row.repair.sentence(false)+more, ui.Small, inner.Offset(0, 26), ui.Left, ui.Ink)
	case row.broken:
		c.Text("This save does not load:", ui.BodyB, inner.X, inner.Y+10, ui.Left, ui.Blood)
		c.Paragraph(row.status+". You can delete it.", ui.Small, inner.Offset(0, 26), ui.Left, ui.Ink)
	case row.match == nil:
		c.Text("Checking…", ui.Body, inner.X, inner.Y+10, ui.Left, ui.InkSoft)
	default:
		m := row.match
		c.Text(row.status, ui.BodyB, inner.X, inner.Y+10, ui.Left, ui.Ink)
		scores, won := seatScores(m)
		if f := finalScores[e.Game]; f != nil && m.State.IsTerminal() {
			if final := f(m.State); len(final) > 0 {
				scores = final // as the game's end screen says it
			}
		}
		for i, seat := range m.Setup.Seats {
			yy := inner.Y + 46 + float64(i)*40
			if yy > inner.Bottom()-14 {
				break
			}
			DrawSeatMark(c, m, i, inner.X+12, yy, 26)
			c.TextIn(seat.Name, ui.BodyB, layout.Rect{X: inner.X + 32, Y: yy - 19, W: 130, H: 22}, ui.Left, ui.Ink)
			c.TextIn(play.SeatLabel(seat), ui.Small, layout.Rect{X: inner.X + 32, Y: yy + 1, W: 130, H: 18}, ui.Left, ui.InkSoft)
			if i < len(scores) {
				c.TextIn(scores[i], ui.BodyB, layout.Rect{X: inner.X + 160, Y: yy - 19, W: inner.W - 160, H: 22}, ui.Right, ui.Ink)
			}
			if i < len(won) && won[i] {
				c.TextIn("won", ui.BodyB, layout.Rect{X: inner.X + 160, Y: yy + 1, W: inner.W - 160, H: 18}, ui.Right, ui.GoldDeep)
			}
		}
	}
}
