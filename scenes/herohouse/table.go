// Package herohouse is Hero House's own table: the seats around the
// wilderness with its draw, out and discard piles, the treasure and the
// monster, every card drawn and animated from the engine's events, and the
// choices made by clicking the cards themselves. The rules live in
// engine/herohouse and the match flow in scenes/play; this package shows
// and asks.
package herohouse

import (
	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// Table is Hero House's table scene: the table core (tablekit.Core) with
// Hero House's own board, animation, choices and prompt.
type Table struct {
	tablekit.Core[spotKey]
	q       *Queue
	initial []engine.Event // the first deal, which no log entry holds

	bottom engine.Player // the seat at the bottom
	choice Choice
	sel    Selection
	// primePick is the prime last picked by its number key (hh.NoCard:
	// none): Lay down lays it, though a click on the button takes the
	// keyboard's focus off the card first.
	primePick int
	// finishing: the viewer's moves are played for them to the end of a
	// hand that decides nothing more (finish.go).
	finishing bool
	// lastGoAt is the tick a forced last go came to rest (finish.go), 0
	// when there is none.
	lastGoAt int
	buttons  buttons
	glide    glide
	// before is the board as the last move animated left it, its hand
	// and treasure (a move in a hand with nothing left to win shows
	// quicker).
	before Board

	// record, when set, is told of every card drawn face up (privacy tests).
	record func(card int)
}

// New is the table for s, a Hero House session.
func New(s *play.Session) *Table {
	t := &Table{sel: NoSelection, primePick: hh.NoCard}
	t.Init(s, t)
	moved := t.Moved
	t.Moved = func(undo bool) {
		t.sel, t.primePick = NoSelection, hh.NoCard
		t.finishing = t.finishing && !undo // an undo takes the game back to the player
		moved(undo)
	}
	t.Bar.Undo.Rect, t.Bar.Rules.Rect, t.Bar.Menu.Rect = barUndo, barRules, barMenu
	t.Bar.Pause.Rect, t.Bar.Pause.Style = promptWide, ui.BodyB
	t.Bar.NoUndo = "Nothing to undo: a card was drawn or shown, or a bot moved"
	t.UndoWhy = t.undoWhy
	t.Log.Small.Rect = LogRect
	t.Log.Inks = ui.SeatInk
	if m, err := s.Match.Restart(); err == nil {
		t.initial = append([]engine.Event(nil), m.State.Events()...)
	}
	t.bottom = t.bottomFor(s.Viewer())
	t.q = NewQueue(FromState(t.viewState(t.state(), s.Viewer())), t.bottom)
	t.q.Held = t.heldSkip
	t.build()
	return t
}

func (t *Table) state() *hh.State { return t.S.Match.State.(*hh.State) }

// seesAll reports whether the table may show every card: bots play alone,
// or the game is over.
func (t *Table) seesAll(viewer engine.Player) bool {
	return viewer == engine.NoPlayer && (t.S.Watching() || t.S.Over())
}

// viewState is what viewer may see of st.
func (t *Table) viewState(st *hh.State, viewer engine.Player) *hh.State {
	if t.seesAll(viewer) {
		return st
	}
	return st.View(viewer).(*hh.State)
}

// bottomFor is the seat shown at the bottom: the viewer, else the seat
// already there.
func (t *Table) bottomFor(viewer engine.Player) engine.Player {
	switch {
	case viewer >= 0:
		return viewer
	case t.bottom >= 0 && int(t.bottom) < t.S.Players():
		return t.bottom
	}
	return 0
}

// mask hides from viewer the cards of events it may not see.
func (t *Table) mask(events []engine.Event, viewer engine.Player) []engine.Event {
	out := append([]engine.Event(nil), events...)
	if t.seesAll(viewer) {
		return out
	}
	for i, e := range out {
		if !e.VisibleTo(viewer) {
			out[i].Card = hh.Hidden
		}
	}
	return out
}

// Afresh shows the position as viewer sees it, nothing moving, except the
// first deal, which no log entry holds: before the first move it is dealt
// from the blank table, and the log's first lines (entry -1) wait for it.
func (t *Table) Afresh(viewer engine.Player, ctx *scenes.Context) []*tablekit.Span {
	st := t.state()
	final := FromState(t.viewState(st, viewer))
	t.bottom, t.before = t.bottomFor(viewer), *final
	if t.LogLen == tablekit.Unseen && len(t.S.Match.Log) == 0 && len(t.initial) > 0 {
		t.q.Reset(Blank(st), t.bottom)
		return gateSpans(t.initial, t.q.Add(t.mask(t.initial, viewer), final, ctx.Tick, ctx.Frames))
	}
	t.q.Reset(final, t.bottom)
	t.glide = glide{} // seen afresh: nothing glides from the old picture
	return nil
}

// Animate lays log entry i, as viewer sees it, on the queue after what it
// already shows.
func (t *Table) Animate(i int, e engine.LogEntry, viewer engine.Player, ctx *scenes.Context) []*tablekit.Span {
	if t.bottom = t.bottomFor(viewer); t.q.Bottom != t.bottom {
		t.q.Reset(t.q.Board, t.bottom)
	}
	final := FromState(t.viewState(t.state(), viewer))
	t.q.Summary, t.q.Viewer = t.summaryFor(i), viewer
	t.q.Own = e.Player >= 0 && e.Player == viewer
	frames := ctx.Frames
	// Another seat's move in a hand with nothing left to win, before and
	// after it (its end, with the summary, keeps its pace): quicker.
	sameHand := !t.q.Own && t.q.Summary == nil && final.HandNo == t.before.HandNo
	switch {
	case sameHand && nothingToWin(final) && nothingToWin(&t.before):
		frames = quicker(frames)
	case sameHand && viewerOut(final, viewer) && viewerOut(&t.before, viewer):
		frames = paced(frames, outPace)
	}
	t.before = *final
	var caption *Step
	if e.Player >= 0 && e.Player != viewer && !doneAfterLaying(t.S.Match.Log, i) { // another seat's move: say it at that seat
		caption = NewCaption(e.Player, actionText(t.S.Match.Log[:i+1], i), frames)
		t.q.Caption = caption
	}
	made := t.q.Add(t.mask(e.Events, viewer), final, ctx.Tick, frames)
	t.q.Summary, t.q.Caption, t.q.Own = nil, nil, false
	spans := gateSpans(e.Events, made)
	if caption != nil { // the action's line comes in with its caption
		spans = append(spans, &caption.Span)
	}
	return spans
}

// Timeline is the queue the table plays its steps on.
func (t *Table) Timeline() tablekit.Animation { return t.q }

// Synced sorts the decision now into what a click does, keeping the parts
// picked that still make a trio.
func (t *Table) Synced(*scenes.Context) {
	t.choice = NewChoice(t.S.Legal())
	t.sel = t.choice.Clean(t.sel)
	t.refreshButtons()
}

// LogLines are the log's lines; Hero House's log holds nothing private.
func (t *Table) LogLines(engine.Player) []tablekit.LogLine {
	return LogLines(t.S.Match.Info, t.initial, t.S.Match.Log, t.S.Names())
}

// NewEnd is the result panel.
func (t *Table) NewEnd() tablekit.End { return newEndPanel(t) }

// Tick lets a watched game's hand summary go after a while and eases the
// cards that stay on the table to their new places.
func (t *Table) Tick(ctx *scenes.Context, _ bool) bool {
	t.letSummaryGo(ctx)
	if t.Err == nextHandNote {
		t.Err = "" // said by the pointer; the next click on the table says it again
	}
	t.glide.pointer(ctx.Mouse, ctx.Tick)
	t.glide.step(t.q.Layout())
	return t.glide.moving
}

// Settle keeps the prompt's buttons in step with the decision, the parts
// picked and the animation, before the table is drawn; the log ends where
// the prompt, grown up over its foot, begins, so that its newest lines
// show (play-test 27: "Ada draws a card." was under the grown prompt).
func (t *Table) Settle(ctx *scenes.Context) {
	t.finishStep(ctx)
	t.refreshButtons()
	r, _ := t.promptBox(t.asking())
	t.Log.Small.Rect = LogRect
	t.Log.Small.Rect.H = min(LogRect.H, r.Y-LogRect.Y)
}

var (
	_ scenes.Positioned        = (*Table)(nil)
	_ tablekit.Ticker          = (*Table)(nil)
	_ tablekit.Mover           = (*Table)(nil)
	_ tablekit.Tipper[spotKey] = (*Table)(nil)
	_ tablekit.Settler         = (*Table)(nil)
)
