package ui

import (
	"math"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/herotable/herotable/scenes/layout"
)

// Every line of text the canvases draw goes through one place, seen: the
// scene tests watch each frame's words there (no unresolved seat marker
// reaches the screen), and the text audit (textaudit.go) records what it
// needs to judge each line: its size, the box it was meant to fit, whether
// it was cut short or spills. Unwatched, a draw pays two nil checks.

var (
	watchMu sync.Mutex
	watcher func(s string, st Style)
	auditor func(d Drawn)
	// auditScales are the render scales the audit measures each line at
	// (none: the canvas's own).
	auditScales []float64
)

// WatchText calls f with every line of text drawn, with its style, until
// stop is called. One watcher at a time: a second WatchText replaces the
// first until its own stop.
func WatchText(f func(s string, st Style)) (stop func()) {
	watchMu.Lock()
	prev := watcher
	watcher = f
	watchMu.Unlock()
	return func() {
		watchMu.Lock()
		watcher = prev
		watchMu.Unlock()
	}
}

// Drawn is one line of text as the text audit sees it, in logical pixels.
type Drawn struct {
	Text  string
	Style Style
	// Ink is where the line's glyphs go: its advance at the scale it is
	// drawn at, and the em box (Style.Size tall) around its middle.
	Ink layout.Rect
	// Box is the box the line was meant to fit: TextIn's rect, a
	// paragraph's, a button's face; Ink itself for a plain Text.
	Box    layout.Rect
	HasBox bool // Box was given (it is not just Ink)
	Cut    bool // shortened with "…" to fit Box
	// Decor is text drawn on a Decor canvas: a card face or tile whose zoom
	// shows the same words larger, or words nobody needs to read.
	Decor bool
	// Spill says why the line does not fit, "" when it does: "box" (wider
	// or taller than Box), "window" (partly or wholly off the 1280×720
	// screen), "clip" (cut by the region its canvas is clipped to).
	Spill string
	Scale float64 // device pixels per logical pixel it was measured at
	At    string  // the first caller outside scenes/ui, file:line
	Tip   bool    // a tooltip's line
}

// AuditText calls f with every line drawn, described as Drawn, until stop
// is called. Each line is measured at every one of scales (the render
// scales of the windows audited; none: the scale it is drawn at), and
// described as it spills at the first scale where it does, else as at the
// first scale. It costs a measure per scale and a stack walk per line: for
// the audit (herotable -text-audit and its test), not for play.
func AuditText(scales []float64, f func(d Drawn)) (stop func()) {
	watchMu.Lock()
	prev, prevScales := auditor, auditScales
	auditor, auditScales = f, scales
	watchMu.Unlock()
	return func() {
		watchMu.Lock()
		auditor, auditScales = prev, prevScales
		watchMu.Unlock()
	}
}

// cuts are the lines Ellipsize made while an audit runs: a line drawn
// with those words was cut short, whoever drew it.
var (
	cutsMu sync.Mutex
	cuts   = map[string]bool{}
)

// noteCut remembers a line Ellipsize shortened, when an audit runs.
func noteCut(s string) {
	if auditor == nil {
		return
	}
	cutsMu.Lock()
	if len(cuts) >= 4096 {
		clear(cuts)
	}
	cuts[s] = true
	cutsMu.Unlock()
}

// wasCut reports whether Ellipsize made s.
func wasCut(s string) bool {
	cutsMu.Lock()
	defer cutsMu.Unlock()
	return cuts[s]
}

// lineAt is what a draw knows of a line beyond its words and anchor.
type lineAt struct {
	box    *layout.Rect // the box it was meant to fit, if any
	cut    bool         // Ellipsize shortened it
	shadow bool         // TextShadow's soft copy: not a line of its own
	tip    bool         // a tooltip's line
}

// seen tells the watcher and the auditor, if any, of a line drawn on c
// with its anchor at (x, y) aligned al.
func (c *Canvas) seen(s string, st Style, x, y float64, al Align, p lineAt) {
	if p.shadow {
		return
	}
	if w := watcher; w != nil {
		w(s, st)
	}
	if a := auditor; a != nil {
		scales := auditScales
		if len(scales) == 0 {
			scales = []float64{c.Scale}
		}
		var first Drawn
		for i, k := range scales {
			d := c.describe(s, st, x, y, al, p, k)
			if d.Spill != "" {
				first = d
				break
			}
			if i == 0 {
				first = d
			}
		}
		first.At = caller()
		a(first)
	}
}

// describe measures a line drawn on c for the audit as it comes out at
// render scale k.
func (c *Canvas) describe(s string, st Style, x, y float64, al Align, p lineAt, k float64) Drawn {
	w := text.Advance(s, face(st, k)) / k
	ink := layout.Rect{X: x, Y: y - st.Size/2, W: w, H: st.Size}
	switch al {
	case Center:
		ink.X -= w / 2
	case Right:
		ink.X -= w
	}
	d := Drawn{Text: s, Style: st, Ink: ink, Box: ink, Cut: p.cut || wasCut(s), Decor: c.decor, Scale: k, Tip: p.tip}
	const slack = 1.0 // a pixel of antialiasing over an edge is no spill
	if p.box != nil {
		d.Box, d.HasBox = *p.box, true
		b := *p.box
		switch {
		case ink.W > b.W+slack:
			d.Spill = "box"
		case b.H > 0 && (ink.Y < b.Y-slack || ink.Bottom() > b.Bottom()+slack):
			d.Spill = "box"
		}
	}
	if d.Spill == "" {
		d.Spill = c.outside(ink)
	}
	return d
}

// outside says whether ink leaves the screen ("window") or the region c is
// clipped to ("clip"); a scrolling canvas cuts its lines top and bottom as
// they scroll, which is no spill.
func (c *Canvas) outside(ink layout.Rect) string {
	const slack = 1.0
	if ink.X < -slack || ink.Y < -slack || ink.Right() > layout.Width+slack || ink.Bottom() > layout.Height+slack {
		return "window"
	}
	b := c.Dst.Bounds()
	k := c.Scale
	vis := layout.Rect{X: float64(b.Min.X) / k, Y: float64(b.Min.Y) / k, W: float64(b.Dx()) / k, H: float64(b.Dy()) / k}
	if ink.X < vis.X-slack || ink.Right() > vis.Right()+slack {
		return "clip"
	}
	if !c.scrolls && (ink.Y < vis.Y-slack || ink.Bottom() > vis.Bottom()+slack) {
		return "clip"
	}
	return ""
}

// caller is the first function outside this package on the stack: where a
// scene or a table asked for the line.
func caller() string {
	var pcs [24]uintptr
	n := runtime.Callers(2, pcs[:])
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		if !strings.HasPrefix(f.Function, uiPackage) || strings.HasSuffix(f.File, "_test.go") {
			file := f.File
			if i := strings.Index(file, modulePath); i >= 0 {
				file = file[i+len(modulePath):]
			} else if i := strings.LastIndex(file, "/scenes/"); i >= 0 {
				file = file[i+1:]
			}
			return file + ":" + strconv.Itoa(f.Line)
		}
		if !more {
			return "?"
		}
	}
}

const (
	uiPackage  = "github.com/herotable/herotable/scenes/ui."
	modulePath = "github.com/herotable/herotable/"
)

// round is x to a tenth of a pixel, for reports.
func round(x float64) float64 { return math.Round(x*10) / 10 }
