package scenetest

import (
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// MenuResume is where the menu's Resume button is.
var MenuResume = layout.Point{X: layout.Width / 2, Y: 260}

// Opened is a fresh table on a session: the table and its core.
type Opened[K comparable] func(s *play.Session) (Table, *tablekit.Core[K])

// FirstFrames checks a table at the first frame after each scene change,
// on fresh tables (open) for copies of s, a match at a decision of a human
// seat (the device is given to them), as after a Load or Continue:
//
//   - The first frame is whole: it draws the log's lines and every
//     button's label, and is the picture the table rests on (the same as
//     a second later, nothing having happened).
//   - A click pressed in the first frame on one of the table's controls
//     (the first of its own buttons, else a spot offering a move) is taken.
//   - Esc opens the menu; a click on Resume in the menu's first frame
//     gives the table back, and a click in the table's first frame after
//     it is taken.
//   - After that move, at each pass screen (hot seat) a click on its
//     button in its first frame, and then one in the table's first frame,
//     are taken; and so on at the viewer's next decision.
func FirstFrames[K comparable](t *testing.T, s *play.Session, open Opened[K]) {
	t.Helper()
	whole(t, s, open)

	cp := CopySession(t, s)
	cp.Pass()
	tb, c := open(cp)
	h := NewHost(t, tb, prefs.Normal)
	h.Enter()
	clickFirst(t, h, c, "entering the table")

	if mine, _ := restOnMine(t, h, tb, c); !mine {
		return
	}
	for range 3 { // Esc closes what the table has open first (a drawer)
		if h.Key(t, ebiten.KeyEscape); h.Scene.Name() == "menu" {
			break
		}
	}
	if h.Scene.Name() != "menu" {
		t.Fatalf("Esc went to %q, not the menu", h.Scene.Name())
	}
	h.Click(t, MenuResume) // pressed in the menu's first frame
	if h.Scene != scenes.Scene(tb) {
		t.Fatalf("a click on Resume in the menu's first frame went to %q", h.Scene.Name())
	}
	clickFirst(t, h, c, "back from the menu")

	// Play on by clicks until the device is passed (hot seat), for a few
	// decisions at most.
	for i := 0; ; i++ {
		if mine, passed := restOnMine(t, h, tb, c); !mine || passed || i == 12 {
			return
		}
		if it := target(c); it != nil {
			h.Click(t, it.Bounds().Center())
		}
	}
}

// whole checks the first frame a fresh table draws.
func whole[K comparable](t *testing.T, s *play.Session, open Opened[K]) {
	t.Helper()
	cp := CopySession(t, s)
	cp.Pass()
	tb, c := open(cp)
	h := NewHost(t, tb, prefs.Normal)
	h.Texts = []string{}
	h.Idle(t, 1)
	drawn := h.Texts
	lines := c.ShownLog()
	if len(lines) == 0 {
		t.Fatal("the table opened on a match shows no log")
	}
	rows := c.Log.Small.RowsOf(len(lines) - 1)
	if len(rows) == 0 {
		t.Errorf("the log panel holds no row of its last line %q", lines[len(lines)-1].Text)
	}
	for _, row := range rows {
		if !slices.Contains(drawn, row) {
			t.Errorf("the first frame does not draw %q of the log's last line", row)
		}
	}
	labels := 0
	for _, it := range c.Group.Items {
		if b, ok := it.(*ui.Button); ok && b.Visible() && b.Label != "" {
			labels++
			if !slices.Contains(drawn, b.FaceLabel()) {
				t.Errorf("the first frame does not draw the button %q", b.Label)
			}
		}
	}
	if !tb.Mine() {
		t.Fatal("the table does not open on the viewer's decision")
	}
	first := h.pixels(t)
	h.Idle(t, 60)
	if n := differ(first, h.pixels(t)); n > 0 {
		t.Errorf("the first frame differs from the table a second later in %d pixels: it is not whole", n)
	}
	t.Logf("first frame: %d texts, %d log lines, %d labelled buttons", len(drawn), len(lines), labels)
}

// pixels draws the last frame again at full size and reads it back.
func (h *Host) pixels(t *testing.T) *image.RGBA {
	t.Helper()
	full := ebiten.NewImage(layout.Width, layout.Height)
	defer full.Deallocate()
	f := ui.Frame{Tick: h.Tick, Speed: h.Prefs.Anim, Mouse: h.Mouse}
	h.Scene.Draw(ui.NewCanvas(full, 1), &scenes.Context{Frame: &f, Host: h})
	img := image.NewRGBA(image.Rect(0, 0, layout.Width, layout.Height))
	full.ReadPixels(img.Pix)
	return img
}

// differ counts the pixels of a and b that differ visibly.
func differ(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix); i += 4 {
		for k := range 3 {
			d := int(a.Pix[i+k]) - int(b.Pix[i+k])
			if d > 8 || d < -8 {
				n++
				break
			}
		}
	}
	return n
}

// target is the control a click in a table's first frame goes to: the
// first usable of the table's own buttons, else the first spot offering
// something, never the bar's.
func target[K comparable](c *tablekit.Core[K]) ui.Control {
	bar := map[ui.Control]bool{c.Bar.Undo: true, c.Bar.Rules: true, c.Bar.Menu: true, c.Bar.Log: true, c.Bar.Pause: true}
	var spot ui.Control
	for _, it := range c.Group.Items {
		if bar[it] || !it.Usable() || !it.Visible() {
			continue
		}
		if _, ok := it.(*ui.Button); ok {
			return it
		}
		if spot == nil {
			spot = it
		}
	}
	return spot
}

// clickFirst clicks, pressing in the table's next frame (its first after
// the scene change), on its target, and fails unless the table's controls
// took the click.
func clickFirst[K comparable](t *testing.T, h *Host, c *tablekit.Core[K], when string) {
	t.Helper()
	it := target(c)
	if it == nil {
		t.Fatalf("%s: the table offers no control to click", when)
	}
	moves := len(c.S.Match.Log)
	h.Click(t, it.Bounds().Center())
	got, tick := c.Group.Clicked()
	if got != it || tick != h.Tick {
		if !h.Taken {
			t.Fatalf("%s: a click at the first frame on %s was not taken", when, describe(it))
		}
		// Something the table shows over its controls took it (a recap
		// that a click closes): the click was not lost.
		t.Logf("%s: a click at the first frame on %s was taken by what the table shows over it", when, describe(it))
		return
	}
	t.Logf("%s: a click at the first frame on %s was taken (moves %d → %d)", when, describe(it), moves, len(c.S.Match.Log))
}

func describe(c ui.Control) string {
	if b, ok := c.(*ui.Button); ok {
		return "the button " + strings.TrimSpace(b.Label+" "+b.Icon)
	}
	return fmt.Sprintf("a spot at %v", c.Bounds())
}

// restOnMine runs frames until the table rests on a decision of its
// viewer's again, bots playing. At a pass screen (hot seat) a click on
// its button in its first frame must be taken, and at the first pass met
// a click in the table's first frame after it (which plays on). It
// reports whether the viewer decides (false: the game is over), and
// whether the device was passed.
func restOnMine[K comparable](t *testing.T, h *Host, tb Table, c *tablekit.Core[K]) (mine, passed bool) {
	t.Helper()
	s := tb.Session()
	passes, still := 0, 0
	for range 5000 {
		if s.Over() {
			return false, passes > 0
		}
		if h.Scene != scenes.Scene(tb) {
			if _, pass := h.Scene.(*scenes.Pass); !pass {
				t.Fatalf("the table went to %q", h.Scene.Name())
			}
			h.Click(t, PassButton) // pressed in the pass screen's first frame
			if h.Scene != scenes.Scene(tb) {
				t.Fatalf("a click at the pass screen's first frame went to %q", h.Scene.Name())
			}
			passes++
			if passes == 1 && tb.Mine() {
				clickFirst(t, h, c, "after the pass screen")
			}
			continue
		}
		if tb.Mine() {
			return true, passes > 0
		}
		if s.BotTurn() {
			still = 0
		} else if still++; still == 300 {
			// Five seconds on a step or panel that waits for a click (a
			// hand's summary, a recap): a player clicks it away.
			h.Click(t, layout.Point{X: layout.Width / 2, Y: layout.Height / 2})
			still = 0
			continue
		}
		h.Idle(t, 1)
	}
	t.Fatal("the table did not come back to a decision of the viewer's")
	return false, false
}

// OpenWith is the Opened of a game's table: mk makes it (the game's New),
// kit finds its core ((*Table).Kit).
func OpenWith[T Table, K comparable](mk func(*play.Session) T, kit func(T) *tablekit.Core[K]) Opened[K] {
	return func(s *play.Session) (Table, *tablekit.Core[K]) {
		tb := mk(s)
		return tb, kit(tb)
	}
}
