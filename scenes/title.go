package scenes

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/version"
	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// Title is the first screen: the five games as tiles, and the ways to go
// on (continue, load, rules, settings, quit).
type Title struct {
	group    *ui.Group
	tiles    []*gameTile
	settings *ui.Button
	cont     *ui.Button
	newest   saves.Entry
	dialog   *ui.Dialog
	pending  Later // an action a button chose, run after the group update
}

// NewTitle builds the title scene; host is asked for the saves to offer
// Continue.
func NewTitle(host Host) *Title {
	t := &Title{group: ui.NewGroup()}
	for i, g := range Catalogue {
		info, ok := Info(g.ID)
		// A game still hidden (its table not yet landed) stays locked but
		// with -dev, where its own tile opens it.
		tile := &gameTile{game: g, rect: layout.TitleTiles[i], available: ok && (!info.Hidden || host.Dev())}
		tile.open = func() { t.pending = func(ctx *Context) { ctx.Host.GoTo(SetupFor(tile.game.ID, t)) } }
		t.tiles = append(t.tiles, tile)
		t.group.Add(tile)
	}
	if host.Dev() {
		hidden := HiddenGames()
		row := layout.CenteredRow(len(hidden), layout.Width/2, 585, 200, 40, 16)
		for i, info := range hidden {
			id := info.ID
			b := ui.NewButton(row[i], info.Title+" · dev", func() {
				t.pending = func(ctx *Context) { ctx.Host.GoTo(SetupFor(id, t)) }
			})
			b.Style = ui.Style{Font: ui.Bold, Size: 15}
			b.Tooltip = "A hidden test game, shown because of -dev"
			t.group.Add(b)
		}
	}
	quit := ui.NewButton(layout.TitleQuit, "Quit", func() { t.pending = func(ctx *Context) { ctx.Host.Quit() } })
	quit.Icon, quit.Hidden = "close", !host.CanQuit()
	t.cont = ui.NewButton(layout.TitleMain[0], "Continue", func() { t.pending = t.continueNewest })
	t.cont.Icon, t.cont.Primary = "play", true
	load := ui.NewButton(layout.TitleMain[1], "Load", func() {
		t.pending = func(ctx *Context) { ctx.Host.GoTo(NewSaveBrowser(t)) }
	})
	load.Icon, load.Tooltip = "load", "Load, or delete, a saved game"
	rules := ui.NewButton(layout.TitleMain[2], "Rules", func() {
		t.pending = func(ctx *Context) { ctx.Host.GoTo(NewRules(Catalogue[0].ID, t)) }
	})
	rules.Icon, rules.Tooltip = "rules", "Read how each game is played"
	t.settings = ui.NewButton(layout.TitleSettings, "Settings", func() {
		t.pending = func(ctx *Context) { ctx.Host.GoTo(NewSettings(t)) }
	})
	t.settings.Icon = "settings"
	t.group.Add(quit, t.cont, load, rules, t.settings)
	t.findNewest(host)
	return t
}

// findNewest looks for the newest save Continue can go on with: a readable
// one, or a damaged one, for which Continue loads its backup and says so,
// or says why there is none.
func (t *Title) findNewest(host Host) {
	t.newest = saves.Entry{}
	t.cont.Disabled, t.cont.Tooltip = true, "No saved game yet"
	store, err := host.Saves()
	if err != nil {
		t.cont.Tooltip = "Saves are unavailable: " + err.Error()
		return
	}
	list, err := store.List()
	if err != nil {
		t.cont.Tooltip = "Saves are unavailable: " + err.Error()
		return
	}
	for _, e := range list {
		if e.Game != "" {
			t.newest = e
			t.cont.Disabled = false
			t.cont.Tooltip = fmt.Sprintf("Go on with %s (%s, %s)", GameTitle(e.Game), SaveLabel(e), Ago(e.Updated, time.Now()))
			return
		}
		// Unreadable: a damaged save is still the one to go on with (from
		// its backup); one made by a newer Hero Table is passed over.
		_, err := saves.Load(store, e.Name)
		if r := recoverSave(store, e, err); r != nil {
			t.newest = e
			t.cont.Disabled = false
			t.cont.Tooltip = r.sentence(false)
			return
		}
	}
}

func (t *Title) continueNewest(ctx *Context) {
	store, err := ctx.Host.Saves()
	if err == nil {
		var m *engine.Match
		m, err = saves.Load(store, t.newest.Name)
		if r := recoverSave(store, t.newest, err); r != nil {
			if r.backup == nil {
				t.noBackup(r)
				return
			}
			m, err = r.open(), nil // its Note says what happened, before the table
		}
		if err == nil {
			var s *play.Session
			if s, err = play.New(m, store); err == nil {
				OpenTable(ctx, s)
				return
			}
		}
	}
	t.dialog = ui.NewDialog("Cannot continue", err.Error(), nil, []string{"OK"}, []func(){func() { t.dialog = nil }})
}

// noBackup says what happened to the damaged save Continue meant, which has
// no backup to go on from, and offers the save browser.
func (t *Title) noBackup(r *recovery) {
	t.dialog = ui.NewDialog(r.heading(), r.sentence(false)+" Load lists your other saves and can delete this one.", nil,
		[]string{"OK", "Load"}, []func(){
			func() { t.dialog = nil },
			func() { t.pending = func(ctx *Context) { ctx.Host.GoTo(NewSaveBrowser(t)) } },
		})
}

func (t *Title) Name() string { return "title" }

// SettingsButton is the Settings button (its place is part of the browser
// contract).
func (t *Title) SettingsButton() *ui.Button { return t.settings }

func (t *Title) Update(ctx *Context) error {
	if t.dialog != nil {
		t.dialog.Update(ctx.Frame)
		if t.pending != nil {
			t.dialog = nil
			t.pending.Run(ctx)
		}
		return nil
	}
	t.group.Update(ctx.Frame)
	if ctx.TakeKey(ebiten.KeyEscape) && ctx.Host.CanQuit() {
		t.dialog = ui.NewDialog("Quit Hero Table?", "Every game in progress is saved and waits under Continue.", nil,
			[]string{"Stay", "Quit"}, []func(){
				func() { t.dialog = nil },
				func() { t.pending = func(ctx *Context) { ctx.Host.Quit() } },
			})
		ctx.Redraw()
	}
	t.pending.Run(ctx)
	return nil
}

func (t *Title) Draw(c *ui.Canvas, ctx *Context) {
	c.Table()
	c.Sprite("app/logo", layout.Centered(layout.Width/2, 92, 480, 120), ui.Alpha(1))
	c.TextShadow("Five hero games at one table", ui.Style{Font: ui.Regular, Size: 18}, layout.Width/2, 176, ui.Center, ui.CreamSoft)
	c.Text(version.Label(), ui.Small, layout.Width-16, 16, ui.Right, ui.Fade(ui.CreamSoft, 0.6))
	t.group.Draw(c, ctx.Tick, ctx.Mouse)
	if t.dialog != nil {
		t.dialog.Draw(c, ctx.Tick, ctx.Mouse)
	}
}

// gameTile is one game on the title screen.
type gameTile struct {
	game      Game
	rect      layout.Rect
	available bool
	open      func()
}

func (g *gameTile) Bounds() layout.Rect { return g.rect }
func (g *gameTile) Usable() bool        { return g.available }
func (g *gameTile) Visible() bool       { return true }
func (g *gameTile) Activate() {
	if g.available {
		g.open()
	}
}

func (g *gameTile) Tip() string {
	if !g.available {
		return g.game.Title + " is not yet available: it comes in a later version of Hero Table."
	}
	return "Start a new game of " + g.game.Title
}

func (g *gameTile) Draw(c *ui.Canvas, l ui.Look) {
	r := g.rect
	lift := 0.0
	if l.Hover || l.Focused {
		lift = -4
	}
	r = r.Offset(0, lift)
	c.Tile(r, (l.Hover || l.Focused) && g.available, !g.available)
	if l.Focused {
		c.RoundStroke(r.Inset(-4), 12, 2.5, ui.Gold)
	}
	emblem := layout.Rect{X: r.X + 12, Y: r.Y + 14, W: 200, H: 130}
	ink, soft := ui.Ink, ui.InkSoft
	if g.available {
		c.Sprite("title/"+g.game.ID, emblem, ui.Alpha(1))
	} else {
		var cs ebiten.ColorScale
		cs.Scale(0.55, 0.53, 0.5, 1)
		c.Sprite("title/"+g.game.ID, emblem, cs)
		ink, soft = ui.Fade(ui.Ink, 0.7), ui.Fade(ui.InkSoft, 0.75)
		band := layout.Rect{X: emblem.X, Y: emblem.Bottom() - 34, W: emblem.W, H: 34}
		c.Fill(band, ui.Fade(ui.Ink, 0.78))
		c.Icon("lock", band.X+22, band.Y+band.H/2, 20, ui.CreamSoft)
		c.Text("Not yet available", ui.BodyB, band.X+40, band.Y+band.H/2, ui.Left, ui.Cream)
	}
	cx := r.X + r.W/2
	c.TextIn(g.game.Title, ui.Style{Font: ui.Bold, Size: 19}, layout.Rect{X: r.X + 10, Y: r.Y + 152, W: r.W - 20, H: 28}, ui.Center, ink)
	players := g.game.Players()
	pw := ui.Measure(players, ui.Small)
	c.Icon("human", cx-pw/2-10, r.Y+192, 16, soft)
	c.Text(players, ui.Small, cx+10, r.Y+192, ui.Center, soft)
	c.Divider(r.X+40, r.Right()-40, r.Y+210, false)
	lines := ui.Wrap(g.game.Pitch, ui.Small, r.W-32)
	if len(lines) > 3 {
		lines = append(lines[:2], ui.Ellipsize(lines[2]+" "+lines[3], ui.Small, r.W-32))
	}
	for i, l := range lines {
		c.Text(l, ui.Small, cx, r.Y+232+float64(i)*20, ui.Center, ink)
	}
}

// SaveLabel is how a save is named on screen: its name, or "autosave".
func SaveLabel(e saves.Entry) string {
	if e.Auto {
		return "autosave"
	}
	return e.Name
}

// Ago says how long ago t was, coarsely: "just now", "5 minutes ago",
// "yesterday", or the date.
func Ago(t, now time.Time) string {
	d := now.Sub(t)
	switch {
	case t.IsZero():
		return "unknown time"
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return tablekit.Count(int(d/time.Minute), "minute", "minutes") + " ago"
	case d < 24*time.Hour:
		return tablekit.Count(int(d/time.Hour), "hour", "hours") + " ago"
	case d < 48*time.Hour:
		return "yesterday"
	}
	return t.Format("2 Jan 2006")
}
