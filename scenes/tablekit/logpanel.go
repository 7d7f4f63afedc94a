package tablekit

import (
	"image/color"

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
	// FullAt, when set, is where the whole log shows when Open; a table
	// without it has no full log.
	FullAt layout.Rect
}

// Set shows lines (those the gate lets through), fading new ones in from
// tick, with a rule above line since (after the viewer's last move; 0 for
// none).
func (l *LogPanel) Set(lines []LogLine, since, tick int) {
	out := make([]ui.LogLine, len(lines))
	for i, ln := range lines {
		out[i] = ui.LogLine{Text: ln.Text, Action: ln.Action, Die: ln.Die, Face: ln.Face, Private: ln.Private}
		// A seat's chip marks its decisions and the first of a run of
		// lines about it.
		if ln.Player >= 0 && l.Inks != nil && (ln.Action || i == 0 || lines[i-1].Player != ln.Player) {
			out[i].Mark = l.Inks(int(ln.Player))
		}
	}
	l.Small.Since, l.Full.Since = since, since
	l.Small.Set(out, tick)
	if !l.FullAt.Empty() {
		l.Full.Rect, l.Full.Icon = l.FullAt, l.Small.Icon
		if l.Full.Title == "" {
			l.Full.Title = "Log"
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

// Toggle opens or closes the whole log.
func (l *LogPanel) Toggle() { l.Open = !l.Open && !l.FullAt.Empty() }

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
