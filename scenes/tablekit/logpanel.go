package tablekit

import (
	"image/color"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// LogLine is one line of a table's log, the one line type every table
// and the generic log share (see play.Line).
type LogLine = play.Line

// LogPanel is every table's log: the newest lines in the table's log
// region (new lines fading in, the wheel scrolling back), and on demand
// the whole log in a large panel over the table (Open).
type LogPanel struct {
	Small ui.Log
	Full  ui.Log
	Open  bool
	// Inks is a seat's colour, for the chip beside its decisions (nil: none).
	Inks func(p int) color.Color
	// Reader names who read a private line about seat p: "" when it is
	// the viewer, else the seat's name (the whole log at a game's end shows
	// every seat's secrets, and "(only you)" would be false there).
	Reader func(p engine.Player) string
	// FullAt is where the whole log shows when Open (a table that sets
	// none gets DefaultFullLog).
	FullAt layout.Rect
}

// DefaultFullLog is where the whole log shows over a table that names no
// place for it: most of the screen, as it takes the input while open.
var DefaultFullLog = layout.Rect{X: 140, Y: 50, W: 1000, H: 620}

// fullAt gives the whole log its default place if the table named none.
func (l *LogPanel) fullAt() {
	if l.FullAt.Empty() {
		l.FullAt = DefaultFullLog
	}
}

// Log button sizes: a labelled tab on the log strip's edge.
const (
	logTabW = 96.0
	logTabH = 22.0
)

// placeButton puts the whole log's button where a newcomer looks for it:
// a tab labelled "Whole log" on the log's top edge (in a titled log, at
// the title's end), or "Close" at the whole log's corner while it is open.
func (l *LogPanel) placeButton(b *ui.Button) {
	l.fullAt()
	b.Style = ui.Style{Font: ui.Bold, Size: 13}
	if l.Open {
		b.Rect = layout.Rect{X: l.FullAt.Right() - 14 - logTabW, Y: l.FullAt.Y + 16, W: logTabW, H: 26}
		b.Label, b.Icon, b.Tooltip = "Close", "close", "Back to the table (L or Esc)"
		return
	}
	r := l.Small.Rect
	// On the strip's top edge, mostly above it: clear of its first row.
	b.Rect = layout.Rect{X: r.Right() - 10 - logTabW, Y: r.Y - logTabH + 6, W: logTabW, H: logTabH}
	if !l.Small.Bare {
		b.Rect.X, b.Rect.Y = r.Right()-18-logTabW, r.Y+18
	}
	b.Label, b.Icon, b.Tooltip = "Whole log", "", "Read the whole log from the start (L, or click the log)"
}

// Set shows lines (those the gate lets through), fading new ones in from
// tick, with a rule above line since (after the viewer's last move; 0 for
// none).
func (l *LogPanel) Set(lines []LogLine, since, tick int) {
	out := make([]ui.LogLine, len(lines))
	for i, ln := range lines {
		out[i] = ui.LogLine{Text: ln.Text, Action: ln.Action, Heading: ln.Heading, Die: ln.Die, Face: ln.Face, Private: ln.Private}
		if ln.Private && l.Reader != nil {
			out[i].Reader = l.Reader(ln.Player)
		}
		// A seat's chip marks its decisions and the first of a run of
		// lines about it.
		if ln.Player >= 0 && l.Inks != nil && (ln.Action || i == 0 || lines[i-1].Player != ln.Player) {
			out[i].Mark = l.Inks(int(ln.Player))
		}
	}
	l.Small.Since, l.Full.Since = since, since
	l.Small.Set(out, tick)
	l.fullAt()
	{
		l.Full.Rect, l.Full.Icon = l.FullAt, l.Small.Icon
		if l.Full.Title == "" {
			l.Full.Title = "Whole log"
		}
		l.Full.Set(out, tick)
	}
}

// Update scrolls the log the pointer is over.
func (l *LogPanel) Update(f *ui.Frame) {
	if l.Open {
		l.Full.Update(f)
		return
	}
	l.Small.Update(f)
}

// OpenOnClick opens the whole log on a click on the log strip that
// nothing else took (the table's buttons on it come first).
func (l *LogPanel) OpenOnClick(f *ui.Frame) {
	if !l.Open && l.Small.Rect.Contains(f.Mouse) && f.TakeClick() {
		l.Show()
		f.Redraw()
	}
}

// Show opens the whole log at its newest line.
func (l *LogPanel) Show() {
	l.fullAt()
	l.Open = true
	l.Full.ToNewest()
}

// Toggle opens the whole log (Show) or closes it.
func (l *LogPanel) Toggle() {
	if l.Open {
		l.Open = false
		return
	}
	l.Show()
}

// Animating reports whether new lines are still fading in at tick.
func (l *LogPanel) Animating(tick int) bool { return l.Small.Animating(tick) }

// Draw draws the log region.
func (l *LogPanel) Draw(c *ui.Canvas, tick int) { l.Small.Draw(c, tick) }

// DrawFull draws the whole log over the table when it is open.
func (l *LogPanel) DrawFull(c *ui.Canvas, tick int) {
	if l.Open {
		c.Fill(l.FullAt.Inset(-4), ui.Fade(ui.Dim, 0.5))
		l.Full.Draw(c, tick)
	}
}
