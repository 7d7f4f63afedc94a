package herohouse

import (
	"unicode/utf8"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// Captions pace the other seats' moves (the play-test found a round of
// three bots over in about 4 s): each move shows its words, the log entry's
// own sentence, in a caption at the seat that made it, from the moment the
// move starts (when its log line comes in) for long enough to read them;
// the move's cards play meanwhile, and the next move waits for the caption.
// The speed setting scales it (none at instant).
//
// Since the app's ticks keep to the wall clock (60 a second), these are
// seconds a newcomer has: play-test 15 found a bot's turn, a hero house,
// another bot's turn and a fight over too fast to follow at 0.7–1.2 s a
// move. At normal speed a move now shows 1 to 1.6 s (Board Game Arena
// shows a move about a second), and the core's pause after it (BotPause,
// 0.4 s) comes on top; fast halves it.
const (
	captionBase = 48 // ticks at normal speed, and one more every two letters
	captionMin  = 60
	captionMax  = 96
)

// captionTicks is how long, at normal speed, a caption of text shows.
func captionTicks(text string) int {
	return min(max(captionBase+utf8.RuneCountInString(text)/2, captionMin), captionMax)
}

// NewCaption is the caption step of seat p's move, told by text (a log
// entry's sentence, seats unnamed).
func NewCaption(p engine.Player, text string, frames func(int) int) *Step {
	return &Step{Kind: StepCaption, Seat: p, Text: text, Span: lasting(frames(captionTicks(text)))}
}

// showing is the caption of the move the table shows now, nil if none.
func (t *Table) showing() *Step {
	for _, s := range t.q.Active() {
		if s.Kind == StepCaption {
			return s
		}
	}
	return nil
}

// captionStyle is a caption's words.
var captionStyle = ui.Style{Font: ui.Bold, Size: 13}

// CaptionRect is where seat box b's caption shows, clear of every card
// (play-test 18 #7: over the hand row it hid the seat's hand backs, and
// the cards of the move flew through it): a side seat's under its heroes'
// room; the top seat's in the free corner left of its plate (under its
// hand backs, its cards flew through on the way to the pile); for the seat
// at the bottom, the free corner left of its heroes.
func CaptionRect(b SeatBox) layout.Rect {
	switch b.Pos {
	case Bottom:
		return layout.Rect{X: BottomPlate.X, Y: BottomHeroes.Y + 4, W: BottomHeroes.X - 8 - BottomPlate.X, H: BottomHeroes.H - 8}
	case Top:
		return layout.Rect{X: SeatLeft.X, Y: b.Area.Y, W: b.Area.X - 4 - SeatLeft.X, H: b.Area.H}
	}
	// Two lines of captionStyle: to the wilderness's foot and a little past.
	return layout.Rect{X: b.Heroes.X, Y: b.Heroes.Bottom(), W: b.Heroes.W, H: 2*ui.LineHeight(captionStyle) + 8}
}

// captionBox is where caption step s is drawn, and its lines; ok is
// false when its seat is not on the table.
func (t *Table) captionBox(s *Step) (box layout.Rect, lines []string, ok bool) {
	l := t.q.Layout()
	if s.Seat < 0 || int(s.Seat) >= len(l.Boxes) {
		return layout.Rect{}, nil, false
	}
	room := CaptionRect(l.Boxes[s.Seat])
	text := engine.Names(s.Text, t.S.Names())
	lh := ui.LineHeight(captionStyle)
	lines = ui.Wrap(text, captionStyle, room.W-16)
	fit := max(int((room.H-8)/lh), 1)
	if len(lines) > fit {
		lines = lines[:fit]
		lines[fit-1] = ui.MoreFollows(lines[fit-1], captionStyle, room.W-16)
	}
	w := 0.0
	for _, ln := range lines {
		w = max(w, ui.Measure(ln, captionStyle))
	}
	box = layout.Rect{X: room.X, Y: room.Y, W: w + 16, H: float64(len(lines))*lh + 8}
	if l.Boxes[s.Seat].CenterHand && l.Boxes[s.Seat].Pos != Bottom {
		box.X = room.X + (room.W-box.W)/2
	}
	return box, lines, true
}

// drawCaption draws caption step s: the move's words in a solid box at
// its seat, edged in the seat's colour, fading in and out.
func (t *Table) drawCaption(c *ui.Canvas, s *Step, now int) {
	a := bannerAlpha(s, now)
	box, lines, ok := t.captionBox(s)
	if a <= 0 || !ok {
		return
	}
	lh := ui.LineHeight(captionStyle)
	c.RoundRect(box, 6, ui.Fade(ui.DarkWood, a)) // solid: no card shows through its words
	c.RoundStroke(box, 6, 2, ui.Fade(ui.SeatInk(int(s.Seat)), a))
	y := box.Y + 4 + lh/2
	for _, ln := range lines {
		c.Text(ln, captionStyle, box.X+8, y, ui.Left, ui.Fade(ui.Cream, a))
		y += lh
	}
}

// doneAfterLaying reports whether log entry i is a seat's "lays down no
// more heroes" right after it laid one: its caption would hold the table
// a second for nothing that shows (the hero laid was said), so it has
// none; its log line still comes in. "Lays down no hero" keeps its
// caption: it tells that the seat had none.
func doneAfterLaying(log []engine.LogEntry, i int) bool {
	if i < 1 || i >= len(log) || log[i-1].Player != log[i].Player {
		return false
	}
	k, _, _, _ := hh.Decode(log[i].Action)
	before, _, _, _ := hh.Decode(log[i-1].Action)
	return k == hh.KEndLayDown && (before == hh.KLayPrime || before == hh.KLayTrio)
}
