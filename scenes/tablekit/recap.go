package tablekit

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// Since your last turn: when the others have made several moves since the
// viewer's last one, more than the log shows at once, the viewer's next
// decision opens on a short recap of them, read back from the log. It does not stand in the way: a click on it
// closes it, a click anywhere else closes it and plays on, as does any key
// but Enter, Space and Esc (which only close it). It never goes by itself:
// play-tests 20 and 23 read it, clicked its "Click here to close it" after
// it had timed out, and the log under it opened.

// RecapFrom is how many moves by the others since the viewer's last one
// open a recap.
const RecapFrom = 3

// recapRows is how many log lines a recap shows at most (the latest).
const recapRows = 20

var (
	recapTitle = ui.Style{Font: ui.Bold, Size: 18}
	recapLine  = ui.Style{Font: ui.Regular, Size: 14}
	recapFoot  = ui.Style{Font: ui.Bold, Size: 14}
)

// recap is the recap showing, if any.
type recap struct {
	lines   []LogLine
	rank    []int // each line's rank: the lowest go first when it is too long
	earlier int   // lines left out at the top (the log has them)
	// gap is, by line, how many lines were left out just before it: the
	// line starts with "(…)" (play-test 33: a flip left out between two
	// lines kept made the recap contradict the board, and nothing showed
	// that a line was missing).
	gap     []int
	more    layout.Rect // the row that says so: a click opens the whole log
	moreSay string      // its words, as long as fit
	rows    []recapRow
	panel   layout.Rect
	pad     float64
}

type recapRow struct {
	text string
	seat engine.Player
	dot  bool // the line's first row: its seat's dot
}

const recapW, recapPad = 560.0, 24.0

// RecapPlacer is a table that says where its recap goes: over what its
// decisions need least, when its log is too small to hold the recap; an
// empty area for none (the log's rule and its scroll tell the news).
type RecapPlacer interface{ RecapArea() layout.Rect }

// A log at least roomyLog high and roomyLogW wide holds the recap
// itself. A tall narrow one does not: its lines wrapped three times over,
// and Hero House's recap came down to its last 1–3 lines, "… 19 left out"
// hiding a hero house (play-test 27); the recap then stands on its foot,
// as wide as a recap is.
const (
	roomyLog  = 300
	roomyLogW = 420
)

// roomy reports whether a log at r holds the recap itself.
func roomy(r layout.Rect) bool { return r.H >= roomyLog && r.W >= roomyLogW }

// recapArea is where the recap goes (over: it fills that area's width,
// from its top): the table's own area, else its log when the log is
// roomy; else (over false) the recap sits with its foot on the log's.
func (c *Core[K]) recapArea() (area layout.Rect, over bool) {
	if rp, ok := c.own.(RecapPlacer); ok {
		return rp.RecapArea(), true
	}
	log := c.Log.Small.Rect
	return log, roomy(log)
}

// lay wraps the recap's lines and places its panel: filling area from its
// top when over (the latest lines that fit), else with its foot on area's
// (the table's log, which it tells more of: clear of the hand, the
// board's middle and the prompt, which tables keep apart from their log),
// in the middle of the table if there is no log.
func (r *recap) lay(area layout.Rect, over bool) {
	w := recapW
	if over {
		w = area.W
	}
	r.pad = recapPad
	if w < 400 {
		r.pad = 14 // a narrow log: room for the words
	}
	lh := ui.LineHeight(recapLine)
	rowsOf := func(l LogLine) []recapRow {
		var out []recapRow
		for i, s := range ui.Wrap(l.Text, recapLine, w-2*r.pad-20) {
			out = append(out, recapRow{text: s, seat: l.Player, dot: i == 0 && l.Player >= 0})
		}
		return out
	}
	height := func(rows int) float64 {
		h := r.pad + 30 + float64(rows)*lh + 16 + 22 + r.pad
		if r.earlier > 0 {
			h += lh
		}
		return h
	}
	rows := func() [][]recapRow {
		var per [][]recapRow
		for i, l := range r.lines {
			if i < len(r.gap) && r.gap[i] > 0 {
				l.Text = "(…) " + l.Text // lines left out just before: the log has them
			}
			per = append(per, rowsOf(l))
		}
		return per
	}
	count := func(per [][]recapRow) (n int) {
		for _, rows := range per {
			n += len(rows)
		}
		return n
	}
	room := area.H // over the area: its height; on its foot: up to the window's top
	if !over && !area.Empty() {
		room = area.Bottom() - 8
	}
	per := rows()
	for (over || !area.Empty()) && height(count(per)) > room && r.shed() {
		per = rows()
	}
	for _, rows := range per {
		r.rows = append(r.rows, rows...)
	}
	h := height(len(r.rows))
	switch {
	case over:
		r.panel = layout.Rect{X: area.X, Y: area.Y, W: w, H: h}
	case area.Empty():
		r.panel = layout.Centered(layout.Width/2, layout.Height/2, w, h)
	default:
		x := min(max(area.X+area.W/2-w/2, 8), layout.Width-8-w)
		y := max(area.Bottom()-h, 8)
		r.panel = layout.Rect{X: x, Y: y, W: w, H: h}
	}
	r.layMore()
}

// layMore words and places the row that counts the lines left out, a
// link to the whole log under the title: as long as the panel holds.
func (r *recap) layMore() {
	// "1 more line: read them" read wrong (play-test 23); "earlier" was
	// not true of lines left out between two kept (play-test 24).
	r.moreSay = "… " + Count(r.earlier, "line", "lines") + " left out: see the whole log"
	if ui.Measure(r.moreSay, recapLine) > r.panel.W-2*r.pad-20 {
		r.moreSay = fmt.Sprintf("… %d left out: whole log", r.earlier)
	}
	r.more = layout.Rect{X: r.panel.X + r.pad + 16, Y: r.panel.Y + r.pad + 30, W: ui.Measure(r.moreSay, recapLine) + 8, H: ui.LineHeight(recapLine)}
}

// Ranks of a recap's lines: what it keeps first when it cannot keep all.
const (
	rankDetail   = iota // a card flipped, a die rolled
	rankDecision        // a seat's move
	rankHeadline        // news nobody should miss (Info.Headline)
)

// rankOf ranks line l of the match's log.
func (c *Core[K]) rankOf(l LogLine) int {
	m := c.S.Match
	if h := m.Info.Headline; h != nil && l.Entry >= 0 && l.Entry < len(m.Log) && l.Event >= 0 && l.Event < len(m.Log[l.Entry].Events) && h(m.Log[l.Entry].Events[l.Event]) {
		return rankHeadline
	}
	if l.Action {
		return rankDecision
	}
	return rankDetail
}

// recapNewest is how many of the latest decisions a recap keeps as it
// keeps headlines: play-test 18's recap kept the last hand's headlines
// and left out every move of the hand being played.
const recapNewest = 4

// keepNewest ranks with the headlines every decision after the latest
// headline (the hand or round being played: one story, told without a
// hole; play-test 21's recap left out the move that laid down the hero
// it then showed fighting) and the latest recapNewest decisions before it.
func (r *recap) keepNewest() {
	last := -1
	for i, k := range r.rank {
		if k == rankHeadline {
			last = i
		}
	}
	n := 0
	for i := len(r.lines) - 1; i >= 0; i-- {
		if r.rank[i] == rankDecision && (i > last || n < recapNewest) {
			r.rank[i] = rankHeadline
			n++
		}
	}
	r.keepWhatMadeNews()
}

// keepWhatMadeNews ranks with a headline the moves of its seat just
// before it, back to another seat's move: the news comes with how it was
// made (play-test 30: "Cora makes a HERO HOUSE" came from nowhere, as the
// recap left out "Cora lays down Java Man" before it).
func (r *recap) keepWhatMadeNews() {
	for i := len(r.lines) - 1; i >= 0; i-- {
		if r.rank[i] != rankHeadline || r.lines[i].Action {
			continue
		}
		seat := r.lines[i].Player
		for j := i - 1; j >= 0; j-- {
			if !r.lines[j].Action {
				continue
			}
			if r.lines[j].Player != seat || r.lines[j].Heading {
				break
			}
			r.rank[j] = rankHeadline
		}
	}
}

// shed leaves out what goes first when the recap is too long: a whole
// move (a log entry: the move and what it did, so no "flips the top
// card" stays without the card it flipped; play-test 24), the earliest
// of the lowest rank; when one move is left, its earliest detail with the
// rest of its roll. It reports false when only one line is left.
func (r *recap) shed() bool {
	if len(r.lines) <= 1 {
		return false
	}
	at, atRank := -1, 0
	for i := 0; i < len(r.lines); {
		from, to := r.unitOf(i)
		if k := slices.Max(r.rank[from:to]); at < 0 || k < atRank {
			at, atRank = from, k
		}
		i = to
	}
	if atRank >= rankHeadline {
		// Every move left holds news: its details go first, not a whole
		// move with its news (play-test 27: "… 19 left out" hid "Bram
		// makes a HERO HOUSE" with the twelve lines of its move).
		if i := r.leastDetail(); i >= 0 {
			r.drop(i)
			return true
		}
	}
	if from, to := r.unitOf(at); from > 0 || to < len(r.lines) {
		r.cut(from, to)
		return true
	}
	r.drop(r.leastLine())
	return true
}

// leastDetail is the earliest detail that may go without its move: not
// the line right after a move's own that tells what it did (the card a
// flip turned up), -1 if none.
func (r *recap) leastDetail() int {
	for i, l := range r.lines {
		if r.rank[i] != rankDetail || i > 0 && r.lines[i-1].Action && r.lines[i-1].Entry == l.Entry {
			continue
		}
		return i
	}
	return -1
}

// unitOf is the run [from, to) of lines of the log entry line i is in.
func (r *recap) unitOf(i int) (from, to int) {
	from, to = i, i+1
	for from > 0 && r.lines[from-1].Entry == r.lines[i].Entry {
		from--
	}
	for to < len(r.lines) && r.lines[to].Entry == r.lines[i].Entry {
		to++
	}
	return from, to
}

// cut leaves lines [from, to) out: at the top, counted as earlier; else
// counted as a gap before the line after them.
func (r *recap) cut(from, to int) {
	if len(r.gap) < len(r.lines) {
		r.gap = append(r.gap, make([]int, len(r.lines)-len(r.gap))...)
	}
	n := to - from
	for _, g := range r.gap[from:to] {
		n += g
	}
	r.lines = append(r.lines[:from], r.lines[to:]...)
	r.rank = append(r.rank[:from], r.rank[to:]...)
	r.gap = append(r.gap[:from], r.gap[to:]...)
	switch {
	case from == 0 && len(r.lines) > 0: // the new top line's own gap is at the top now
		r.earlier += n + r.gap[0]
		r.gap[0] = 0
	case from == 0:
		r.earlier += n
	case from < len(r.lines):
		r.gap[from] += n
	default:
		r.earlier += n // the last lines: none are left out there in practice
	}
}

// leastLine is the line to leave out first: the first of the earliest
// roll (a line with a die and its outcome, rollOf) of the lowest rank.
func (r *recap) leastLine() int {
	at, atRank := 0, -1
	for i := 0; i < len(r.lines); {
		from, to := r.rollOf(i)
		if k := slices.Max(r.rank[from:to]); atRank < 0 || k < atRank {
			at, atRank = from, k
		}
		i = to
	}
	return at
}

// drop leaves line i out, with the rest of its roll: a roll's line and the
// details after it that tell its outcome go together, so no "It hits!"
// stays without the attack it tells of (play-tests 14 and 20).
func (r *recap) drop(i int) {
	r.cut(r.rollOf(i))
}

// rollOf is the run of lines [from, to) that line i belongs to: a line
// with a die (a seat's attack, decision or not) and the dieless details
// of its move after it that tell its outcome; any other line alone.
// Play-test 26's recap kept "Bram attacks with Might: 1" and left out
// "Bram's attack fails", as the roll was Bram's decision.
func (r *recap) rollOf(i int) (from, to int) {
	outcome := func(j int) bool {
		return r.rank[j] == rankDetail && r.lines[j].Die == "" && r.lines[j].Entry == r.lines[i].Entry
	}
	from = i
	if r.lines[i].Die == "" {
		if !outcome(i) {
			return i, i + 1
		}
		for from > 0 && outcome(from-1) {
			from--
		}
		if from == 0 || r.lines[from-1].Die == "" || r.lines[from-1].Entry != r.lines[i].Entry {
			return i, i + 1 // no roll before it
		}
		from--
	}
	to = from + 1
	for to < len(r.lines) && outcome(to) {
		to++
	}
	return from, to
}

// startRecap opens a recap when the viewer's decision begins after
// RecapFrom or more moves by the others (the last done at log length n;
// after an undo the log is shorter than when the last recap was
// considered, and none opens).
func (c *Core[K]) startRecap(ctx *stage.Context) {
	n := len(c.S.Match.Log)
	if n <= c.recapAt || c.S.Watching() {
		c.recapAt = n
		return
	}
	c.recapAt = n
	last := c.lastOwnMove()
	if c.Log.Small.Unseen() > 0 {
		c.Log.Small.ToNewest() // the news first: the reader scrolled back
	}
	moves := n - 1 - last
	if last < 0 || moves < RecapFrom || c.Log.Small.ShowsFrom(c.sinceLine()) {
		return // the log shows it all, under its "since your last move"
	}
	if rp, ok := c.own.(RecapPlacer); ok && rp.RecapArea().Empty() {
		return // the table wants none
	}
	var lines []LogLine
	for _, l := range c.lines {
		if l.Entry > last {
			lines = append(lines, l)
		}
	}
	r := &recap{lines: lines}
	for _, l := range lines {
		r.rank = append(r.rank, c.rankOf(l))
	}
	r.keepNewest()
	for len(r.lines) > recapRows && r.shed() {
	}
	r.lay(c.recapArea())
	c.recap = r
	c.Layer.Invalidate()
	ctx.Redraw()
}

// lastOwnMove is the log entry of the viewer's last move, -1 if none.
func (c *Core[K]) lastOwnMove() int {
	for i := len(c.S.Match.Log) - 1; i >= 0; i-- {
		if c.S.Match.Log[i].Player == c.Viewer {
			return i
		}
	}
	return -1
}

// sinceLine is the first line of c.lines after the viewer's last move, 0
// when the viewer has not moved or nothing came after.
func (c *Core[K]) sinceLine() int { return sinceIn(c.lines, c.lastOwnMove(), c.Viewer) }

// sinceIn is the first of lines told since viewer's move at log entry
// last: the first line of a later entry, or a line of that move's own
// entry told of another seat (the next seat's draw comes with a discard;
// play-test 30 saw "Bram draws a card" above the rule); 0 if none.
func sinceIn(lines []LogLine, last int, viewer engine.Player) int {
	if last < 0 {
		return 0
	}
	for i, l := range lines {
		if l.Entry > last || l.Entry == last && !l.Action && l.Player >= 0 && l.Player != viewer {
			return i
		}
	}
	return 0
}

// Recapping reports whether a recap shows (tests).
func (c *Core[K]) Recapping() bool { return c.recap != nil }

// RecapPanel is where the recap shows, if it does (tests).
func (c *Core[K]) RecapPanel() layout.Rect {
	if c.recap == nil {
		return layout.Rect{}
	}
	return c.recap.panel
}

// closeRecap closes the recap on a click, Enter, Space or Esc, and on any
// other key, which then goes on to the table (1–9 or Z: the player knows
// what they want). A click on the recap does nothing else, and the table
// under it takes no input while the pointer is there; a click beside it
// goes on to the table. It reports whether it took the input.
func (c *Core[K]) closeRecap(ctx *stage.Context) bool {
	if c.recap == nil {
		return false
	}
	on := c.recap.panel.Contains(ctx.Mouse)
	if on && c.recap.earlier > 0 && c.recap.more.Contains(ctx.Mouse) && ctx.TakeClick() {
		c.recap = nil // the whole log tells what it left out
		c.Log.Show()
		c.Layer.Invalidate()
		ctx.Redraw()
		ctx.Block()
		return true
	}
	closing := on && ctx.TakeClick() || ctx.TakeKey(ebiten.KeyEnter) || ctx.TakeKey(ebiten.KeySpace) || ctx.TakeKey(ebiten.KeyEscape)
	if closing || ctx.Click() || len(ctx.Keys) > 0 {
		c.recap = nil
		c.Layer.Invalidate()
		ctx.Redraw()
	}
	if !closing && (!on || len(ctx.Keys) > 0) {
		return false
	}
	ctx.Block()
	return true
}

// drawRecap draws the recap in the middle of the table: a title, the
// others' moves as the log tells them, each by its seat's colour.
func (c *Core[K]) drawRecap(cv *ui.Canvas) {
	r := c.recap
	if r == nil {
		return
	}
	lh := ui.LineHeight(recapLine)
	panel := r.panel
	cv.Panel(panel)
	x, y := panel.X+r.pad, panel.Y+r.pad
	// The title counts nothing: one move may tell several lines.
	cv.TextIn("Since your last turn", recapTitle, layout.Rect{X: x, Y: y, W: panel.W - 2*r.pad, H: 26}, ui.Left, ui.Ink)
	y += 30
	if r.earlier > 0 {
		// A link: underlined, as a click on it opens the whole log.
		cv.Text(r.moreSay, recapLine, x+20, y+lh/2, ui.Left, ui.Blood)
		cv.Fill(layout.Rect{X: x + 20, Y: y + lh/2 + 8, W: ui.Measure(r.moreSay, recapLine), H: 1}, ui.Fade(ui.Blood, 0.6))
		y += lh
	}
	for _, rw := range r.rows {
		if rw.dot {
			var ink color.Color = ui.InkSoft
			if c.Log.Inks != nil {
				ink = c.Log.Inks(int(rw.seat))
			}
			cv.Circle(x+6, y+lh/2, 5, ink)
		}
		cv.Text(rw.text, recapLine, x+20, y+lh/2, ui.Left, ui.Ink)
		y += lh
	}
	foot := recapFootFor(panel.W - 2*r.pad)
	cv.Text(foot, recapFoot, panel.X+panel.W/2, panel.Bottom()-r.pad-8, ui.Center, ui.InkSoft)
}

// recapFootFor is the recap's foot in a width w: how to close it, said
// shorter in a narrow recap but still whole (play-test 15 read "It closes
// by itself, or click" as cut short).
func recapFootFor(w float64) string {
	if foot := "Click here to close it, or just play on"; ui.Measure(foot, recapFoot) <= w {
		return foot
	}
	return "Click to close it, or play on"
}
