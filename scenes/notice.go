package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// notice tells the player how a saved game was loaded, when that was not
// the usual way (engine.Match.Note: a save of older rules went on from where
// it was saved, or a backup was loaded), before its table opens; or, as a
// new game starts, where the unfinished game it would have autosaved over
// was kept (keepUnfinished).
type notice struct {
	s       *play.Session
	note    string
	group   *ui.Group
	pending Later
}

var noticePanel = layout.Centered(layout.Width/2, 330, 640, 300)

// NewNotice shows s.Match.Note once (it clears it), then opens the table.
func NewNotice(s *play.Session) Scene {
	n := &notice{s: s, note: s.Match.Note}
	s.Match.Note = ""
	ok := ui.NewButton(layout.Centered(layout.Width/2, noticePanel.Bottom()-60, 240, 48), "Continue", func() {
		n.pending = func(ctx *Context) { OpenTable(ctx, n.s) }
	})
	ok.Icon, ok.Primary = "play", true
	n.group = ui.NewGroup(ok)
	n.group.SetFocus(ok)
	return n
}

func (n *notice) Name() string { return "notice" }

// Note is the sentence shown (for tests).
func (n *notice) Note() string { return n.note }

func (n *notice) Update(ctx *Context) error {
	n.group.Update(ctx.Frame)
	if ctx.TakeKey(ebiten.KeyEnter) || ctx.TakeKey(ebiten.KeyEscape) {
		n.pending = func(ctx *Context) { OpenTable(ctx, n.s) }
	}
	n.pending.Run(ctx)
	return nil
}

func (n *notice) Draw(c *ui.Canvas, ctx *Context) {
	c.Table()
	c.TextShadow(n.s.Match.Info.Title, ui.Heading, layout.Width/2, 70, ui.Center, ui.Cream)
	r := noticePanel
	c.Panel(r)
	heading := "About this saved game"
	if n.s.Match.Moves() == 0 {
		heading = "Your last game is kept" // a new game: the note is about the one before
	}
	c.Text(heading, ui.Heading, r.X+r.W/2, r.Y+60, ui.Center, ui.Ink)
	c.Paragraph(n.note, ui.Body, layout.Rect{X: r.X + 60, Y: r.Y + 100, W: r.W - 120, H: 140}, ui.Center, ui.InkSoft)
	n.group.Draw(c, ctx.Tick, ctx.Mouse)
}

// Close waits for the session's autosave (the app is ending).
func (n *notice) Close() error { return n.s.Close() }
