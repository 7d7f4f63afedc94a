package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine/version"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/ui"
)

// Settings is the settings screen: animation speed, fullscreen and window
// size. Every change applies and is stored at once.
type Settings struct {
	back    Scene
	group   *ui.Group
	speed   []*ui.Button
	display []*ui.Button
	scale   []*ui.Button
	backB   *ui.Button
	err     string
	pending Later
}

// Places on the settings screen.
var (
	settingsPanel = layout.Rect{X: 200, Y: 140, W: 880, H: 400}
	settingsRows  = []float64{220, 330, 440}
)

// NewSettings builds the settings screen; back is where Back goes.
func NewSettings(back Scene) *Settings {
	s := &Settings{back: back, group: ui.NewGroup()}
	for i, sp := range prefs.Speeds {
		sp := sp
		b := ui.NewButton(layout.SettingsSpeed[i], sp.Label(), func() {
			s.pending = func(ctx *Context) { s.change(ctx, func(st *prefs.Settings) { st.Anim = sp }) }
		})
		s.speed = append(s.speed, b)
	}
	s.speed[0].Tooltip = "Every move takes 1.5 times as long to show, and the bots wait longer between moves: the easiest to follow"
	s.speed[1].Tooltip = "Dice tumble and cards glide at an easy pace"
	s.speed[2].Tooltip = "Animations play in half the time"
	s.speed[3].Tooltip = "No animations: every move shows at once"
	top := settingsRows[1] - layout.ButtonH/2
	row := []layout.Rect{{X: 496, Y: top, W: 150, H: layout.ButtonH}, {X: 658, Y: top, W: 186, H: layout.ButtonH}}
	for i, full := range []bool{false, true} {
		full := full
		b := ui.NewButton(row[i], [2]string{"Window", "Fullscreen"}[i], func() {
			s.pending = func(ctx *Context) { s.change(ctx, func(st *prefs.Settings) { st.Fullscreen = full }) }
		})
		s.display = append(s.display, b)
	}
	s.display[1].Icon = "fullscreen"
	scaleRow := layout.CenteredRow(len(prefs.Scales), 770, settingsRows[2], 128, layout.ButtonH, 12)
	for i, sc := range prefs.Scales {
		sc := sc
		b := ui.NewButton(scaleRow[i], fmt.Sprintf("%d%%", int(sc*100+0.5)), func() {
			s.pending = func(ctx *Context) { s.change(ctx, func(st *prefs.Settings) { st.Scale = sc }) }
		})
		b.Tooltip = fmt.Sprintf("A %d×%d window", int(layout.Width*sc), int(layout.Height*sc))
		s.scale = append(s.scale, b)
	}
	s.backB = ui.NewButton(layout.SettingsBack, "Back", func() { s.pending = func(ctx *Context) { ctx.Host.GoTo(s.back) } })
	s.backB.Icon = "back"
	for _, b := range s.speed {
		s.group.Add(b)
	}
	for _, b := range s.display {
		s.group.Add(b)
	}
	for _, b := range s.scale {
		s.group.Add(b)
	}
	s.group.Add(s.backB)
	return s
}

// Buttons are the speed buttons ("Slow", "Normal", "Fast", "Instant") and Back:
// their places are part of the browser contract.
func (s *Settings) Buttons() (speed []*ui.Button, back *ui.Button) { return s.speed, s.backB }

func (s *Settings) change(ctx *Context, f func(*prefs.Settings)) {
	st := ctx.Host.Settings()
	f(&st)
	s.err = ""
	if err := ctx.Host.SetSettings(st); err != nil {
		s.err = "Applied, but not stored: " + err.Error()
	}
}

func (s *Settings) sync(ctx *Context) {
	st := ctx.Host.Settings()
	for i, b := range s.speed {
		b.Selected = prefs.Speeds[i] == st.Anim
	}
	s.display[0].Selected, s.display[1].Selected = !st.Fullscreen, st.Fullscreen
	for i, b := range s.scale {
		b.Selected = prefs.Scales[i] == st.Scale
		b.Disabled = st.Fullscreen || !ctx.Host.CanQuit() // the browser sizes its page itself
	}
}

func (s *Settings) Name() string { return "settings" }

func (s *Settings) Update(ctx *Context) error {
	s.sync(ctx)
	s.group.Update(ctx.Frame)
	if ctx.TakeKey(ebiten.KeyEscape) {
		ctx.Host.GoTo(s.back)
		return nil
	}
	if s.pending.Run(ctx) {
		s.sync(ctx)
	}
	return nil
}

func (s *Settings) Draw(c *ui.Canvas, ctx *Context) {
	s.sync(ctx)
	c.Table()
	c.TextShadow("Settings", ui.Banner, layout.Width/2, 82, ui.Center, ui.Cream)
	c.Panel(settingsPanel)
	labels := []struct{ title, note string }{
		{"Animation speed", "How fast the moves play out at the table."},
		{"Display", "F11 switches at any time."},
		{"Window size", "The window's size on screen."},
	}
	if !ctx.Host.CanQuit() {
		labels[2].note = "The browser page decides."
	}
	for i, l := range labels {
		y := settingsRows[i]
		c.Text(l.title, ui.Large, settingsPanel.X+40, y-8, ui.Left, ui.Ink)
		c.Text(l.note, ui.Small, settingsPanel.X+40, y+16, ui.Left, ui.InkSoft)
		if i > 0 {
			c.Divider(settingsPanel.X+30, settingsPanel.Right()-30, y-55, false)
		}
	}
	if s.err != "" {
		c.TextIn(s.err, ui.BodyB, layout.Rect{X: 200, Y: 560, W: 880, H: 24}, ui.Center, ui.Blood)
	}
	// Which Hero Table this is, for a bug report or a question.
	c.Text("Hero Table · "+version.Label(), ui.Small, layout.Width-40, 670, ui.Right, ui.CreamSoft)
	s.group.Draw(c, ctx.Tick, ctx.Mouse)
}
