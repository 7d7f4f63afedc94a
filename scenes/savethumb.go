package scenes

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// A save's thumbnail is its table as loading it would show it, drawn by the
// game's own table off-screen at ThumbScale when the save browser lists it:
// nothing is stored in the save for it, so every save has one, old ones
// too. (Measured: see TestSaveThumbnailCost.)
const ThumbScale = 0.25

// thumbW and thumbH are the thumbnail's size in device pixels.
const (
	thumbW = int(layout.Width * ThumbScale)
	thumbH = int(layout.Height * ThumbScale)
)

// thumbnail makes the next missing thumbnail, the selected row's first,
// and reports whether it made one. Rows are made one per tick, after every
// save was checked, so a long list never stalls.
func (b *SaveBrowser) thumbnail(ctx *Context) bool {
	order := make([]int, 0, len(b.rows)+1)
	if b.sel >= 0 && b.sel < len(b.rows) {
		order = append(order, b.sel)
	}
	for i := range b.rows {
		order = append(order, i)
	}
	for _, i := range order {
		r := &b.rows[i]
		m := r.loadable()
		if r.drawn || m == nil {
			continue
		}
		if !ui.Prepare(m.Setup.Game + "/") {
			continue // the browser fetches the game's art: try again later
		}
		r.thumb, r.drawn = RenderThumb(ctx.Host, m), true
		return true
	}
	return false
}

// RenderThumb draws m's table as opening it would show it (the pass
// screen in a hot-seat game whose next player must take the device, so
// that no hidden card shows), at rest, into a new thumbW×thumbH image; nil
// if it cannot be drawn. m itself is not touched: the table plays a copy.
func RenderThumb(host stage.Host, m *engine.Match) (img *ebiten.Image) {
	defer func() {
		if recover() != nil { // a table that cannot show this match: no picture
			img = nil
		}
	}()
	cp := *m
	cp.State, cp.Log, cp.Note = m.State.Clone(), slices.Clone(m.Log), ""
	s, err := play.New(&cp, nil)
	if err != nil {
		return nil
	}
	var scene Scene = TableFor(s.Game())(s)
	if p, ok := s.NeedsPass(); ok {
		scene = NewPass(s, p, scene)
	}
	f := &ui.Frame{Mouse: layout.Point{X: -1e6, Y: -1e6}, Speed: prefs.Instant}
	ctx := &Context{Frame: f, Host: quietHost{host}}
	stage.Enter(scene, ctx)
	img = ebiten.NewImage(thumbW, thumbH)
	scene.Draw(ui.NewCanvas(img, ThumbScale), ctx)
	return img
}

// quietHost is the host a thumbnail's table sees: it goes nowhere.
type quietHost struct{ stage.Host }

func (quietHost) GoTo(Scene) {}
func (quietHost) Show(Scene) {}

// seatScores is each seat's score as the save browser writes it ("7
// points", "1 VP"), from the game's engine.Scorer; nil for a game that
// keeps none. A finished game's winners (Returns) are marked by won.
func seatScores(m *engine.Match) (scores []string, won []bool) {
	st := m.State
	if sc, ok := st.(engine.Scorer); ok {
		all := sc.Scores()
		for _, n := range all.Of {
			unit := all.Unit
			if n == 1 && len(unit) > 1 && unit[len(unit)-1] == 's' {
				unit = unit[:len(unit)-1]
			}
			scores = append(scores, fmt.Sprintf("%d %s", n, unit))
		}
	}
	if st.IsTerminal() {
		for _, r := range st.Returns() {
			won = append(won, r >= 1)
		}
	}
	return scores, won
}
