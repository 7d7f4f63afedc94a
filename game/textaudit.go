package game

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// textAudit is the -text-audit mode: the scene runs -frames frames as in
// -shot, every line of text drawn meanwhile is recorded (ui.TextAudit), and
// the app prints one JSON object, ui.TextReport, and with -text-audit-list
// each offending text on a line of its own.
//
// Each line is measured at the render scale of each window audited
// (-window, 1280×720 by default: a list audits several at once, a text
// spilling at any of them spills), while the frames are drawn dry
// (ui.SetDry) at auditRender: the audit reads no pixels, and drawing none
// makes it several times faster.
type textAudit struct {
	frames int
	list   bool
	w, h   int // the first window
	scales []float64
	audit  *ui.TextAudit
	done   bool
	sweep  tipSweep
	out    io.Writer // the report (stdout)
	listTo io.Writer // the list (stderr)
}

// auditRender is the scale a text audit draws its frames at.
const auditRender = 0.25

func newTextAudit(cfg Config) (*textAudit, error) {
	t := &textAudit{frames: max(cfg.Frames, 1), list: cfg.TextAuditList, out: os.Stdout, listTo: os.Stderr}
	for i, win := range strings.Split(cfg.Window, ",") {
		w, h, err := ParseWindow(win)
		if err != nil {
			return nil, err
		}
		if i == 0 {
			t.w, t.h = w, h
		}
		t.scales = append(t.scales, layout.Fit(float64(w), float64(h), 1))
	}
	t.audit = ui.StartTextAudit(t.scales...)
	ui.SetDry(true)
	ui.SetTipDelay(auditTipDelay)
	return t, nil
}

// ParseWindows checks a list of window sizes "WxH,WxH" ("" is 1280x720).
func ParseWindows(s string) error {
	for _, win := range strings.Split(s, ",") {
		if _, _, err := ParseWindow(win); err != nil {
			return err
		}
	}
	return nil
}

// ParseWindow reads a window size "WxH" ("" is 1280x720); it may not be
// smaller than the app's smallest window, half the logical screen.
func ParseWindow(s string) (w, h int, err error) {
	if s == "" {
		return layout.Width, layout.Height, nil
	}
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if !ok || errW != nil || errH != nil {
		return 0, 0, fmt.Errorf("-window %q: want WIDTHxHEIGHT, such as 640x360", s)
	}
	if w < layout.Width/2 || h < layout.Height/2 {
		return 0, 0, fmt.Errorf("-window %q: the smallest window is %dx%d", s, layout.Width/2, layout.Height/2)
	}
	return w, h, nil
}

// tipSweep rests the pointer, once the frames are played, on each place
// the scene shows a tooltip (stage.Tipped) long enough for the tooltip to
// show, so that tooltips are audited too: their words, their box and the
// window's edge.
type tipSweep struct {
	started bool
	at      []layout.Point
	i, held int
	last    layout.Point // where it put the pointer last
}

// maxTips caps the places a sweep visits (a board has many alike).
const maxTips = 120

// auditTipDelay is the tooltips' delay during an audit (ui.SetTipDelay):
// nobody reads them, and 30 ticks on each of 120 places took most of a
// table's audit.
const auditTipDelay = 2

// tipHold is how long the pointer rests on each: the tooltip's delay, and
// two frames drawn with it.
const tipHold = auditTipDelay + 2

// pointer is where the audit puts the pointer at this tick, whether that
// moved it, and whether it sweeps: after the frames, while places remain.
func (t *textAudit) pointer(tick int, scene any) (p layout.Point, moved, ok bool) {
	sw := &t.sweep
	if tick <= t.frames {
		return layout.Point{}, false, false
	}
	if !sw.started {
		sw.started = true
		if tp, ok := scene.(stage.Tipped); ok {
			sw.at = tp.TipPoints()
			if len(sw.at) > maxTips {
				sw.at = sw.at[:maxTips]
			}
		}
	}
	if sw.i >= len(sw.at) {
		return layout.Point{}, false, false
	}
	p = sw.at[sw.i]
	moved, sw.last = p != sw.last, p
	if sw.held++; sw.held >= tipHold {
		sw.i, sw.held = sw.i+1, 0
	}
	return p, moved, true
}

// due reports whether the audit is over at tick: the frames played and
// the tooltips swept.
func (t *textAudit) due(tick int) bool {
	return !t.done && tick >= t.frames && t.sweep.started && t.sweep.i >= len(t.sweep.at)
}

// finish stops recording and prints the report.
func (t *textAudit) finish() {
	t.done = true
	t.audit.Stop()
	out, _ := json.Marshal(t.audit.Report())
	fmt.Fprintln(t.out, string(out))
	if t.list {
		for _, o := range t.audit.Offenders() {
			fmt.Fprintln(t.listTo, o.String())
		}
	}
}
