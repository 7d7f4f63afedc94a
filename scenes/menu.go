package scenes

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// Menu is the in-game menu over the dimmed table: resume, save, rules,
// settings, quit to title.
type Menu struct {
	table   Scene
	s       *play.Session
	group   *ui.Group
	dialog  *ui.Dialog
	note    string
	pending Later
}

var menuPanel = layout.Centered(layout.Width/2, layout.Height/2, 380, 436)

// NewMenu is the menu over table, which plays s.
func NewMenu(table Scene, s *play.Session) *Menu {
	m := &Menu{table: table, s: s}
	col := layout.Rect{X: menuPanel.X + 60, Y: menuPanel.Y + 96, W: menuPanel.W - 120, H: 5*56 - 12}.Rows(5, 12)
	resume := ui.NewButton(col[0], "Resume", func() { m.pending = func(ctx *Context) { ctx.Host.Show(m.table) } })
	resume.Icon, resume.Primary, resume.Tooltip = "play", true, "Back to the table (Esc)"
	save := ui.NewButton(col[1], "Save game", func() { m.askName() })
	save.Icon, save.Tooltip = "save", "Keep this game under a name of your choice"
	rules := ui.NewButton(col[2], "Rules", func() {
		m.pending = func(ctx *Context) { ctx.Host.GoTo(NewRules(s.Game(), m)) }
	})
	rules.Icon = "rules"
	settings := ui.NewButton(col[3], "Settings", func() {
		m.pending = func(ctx *Context) { ctx.Host.GoTo(NewSettings(m)) }
	})
	settings.Icon = "settings"
	quit := ui.NewButton(col[4], "Quit to title", func() { m.pending = m.quit })
	quit.Icon, quit.Tooltip = "back", "The game is saved: Continue on the title screen brings it back"
	m.group = ui.NewGroup(resume, save, rules, settings, quit)
	m.group.SetFocus(resume)
	return m
}

func (m *Menu) askName() {
	field := &ui.TextField{Text: DefaultSaveName(m.s.Match.Info.Title, time.Now()), MaxLen: 48}
	m.dialog = ui.NewDialog("Save game", "Name this save:", field, []string{"Cancel", "Save"}, []func(){
		func() { m.dialog = nil },
		func() { m.pending = func(ctx *Context) { m.save(ctx, field.Text) } },
	})
	field.OnSubmit = func(string) { m.pending = func(ctx *Context) { m.save(ctx, field.Text) } }
	field.SelectAll() // typing replaces the suggestion
}

// DefaultSaveName suggests a save name from the game's title and the time
// (no characters a file name may not hold).
func DefaultSaveName(title string, t time.Time) string {
	return fmt.Sprintf("%s %s", title, t.Format("2 Jan 15.04"))
}

func (m *Menu) save(ctx *Context, name string) {
	store, err := ctx.Host.Saves()
	if err == nil {
		err = m.s.SaveAs(store, name)
	}
	if err != nil {
		if m.dialog != nil {
			m.dialog.Error = err.Error()
		}
		return
	}
	m.dialog, m.note = nil, "Saved as “"+name+"”"
}

func (m *Menu) quit(ctx *Context) {
	if err := m.s.Close(); err != nil {
		m.note = "Autosave failed: " + err.Error()
		return
	}
	ctx.Host.GoTo(NewTitle(ctx.Host))
}

func (m *Menu) Name() string { return "menu" }

func (m *Menu) Update(ctx *Context) error {
	if m.dialog != nil {
		m.dialog.Update(ctx.Frame)
		ui.Beneath(ctx.Frame, m.group)
	} else {
		m.group.Update(ctx.Frame)
		if ctx.TakeKey(ebiten.KeyEscape) {
			ctx.Host.Show(m.table)
			return nil
		}
	}
	m.pending.Run(ctx)
	return nil
}

func (m *Menu) Draw(c *ui.Canvas, ctx *Context) {
	m.table.Draw(c, ctx)
	c.Dim(0.85)
	c.Panel(menuPanel)
	c.PanelTitle(menuPanel, "Menu")
	if m.note != "" {
		c.TextIn(m.note, ui.Small, layout.Rect{X: menuPanel.X + 20, Y: menuPanel.Bottom() - 36, W: menuPanel.W - 40, H: 22}, ui.Center, ui.InkSoft)
	}
	m.group.Draw(c, ctx.Tick, ctx.Mouse)
	if m.dialog != nil {
		m.dialog.Draw(c, ctx.Tick, ctx.Mouse)
	}
}

// Close waits for the autosave of the last move (the app is ending).
func (m *Menu) Close() error { return m.s.Close() }
