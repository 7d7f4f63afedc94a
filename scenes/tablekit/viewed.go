package tablekit

import (
	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/stage"
)

// ViewQueue is a table's queue that shows the match as one viewer sees
// it: it rests on a view at once (Reset), or lays one log entry's events,
// masked for the viewer, on its timeline from tick now, ending on the
// view after them, and returns for each event the step made from it (Add).
type ViewQueue[V any, S Timed] interface {
	Animation
	Reset(view V)
	Add(e engine.LogEntry, events []engine.Event, final V, now int, frames func(int) int) []S
}

// Viewed is Own's Afresh, Animate and Timeline for a table whose queue
// shows the viewer's view of the match (View) and animates each entry's
// events masked for the viewer (Mask). A table embeds it and fills it in
// when it is made.
type Viewed[V any, S Timed, Q ViewQueue[V, S]] struct {
	Q    Q
	View func(viewer engine.Player) V
	Mask func(events []engine.Event, viewer engine.Player) []engine.Event
}

// Afresh shows the match as viewer sees it, nothing moving.
func (v *Viewed[V, S, Q]) Afresh(viewer engine.Player, _ *stage.Context) []*Span {
	v.Q.Reset(v.View(viewer))
	return nil
}

// Animate lays log entry e's events, masked for viewer, on the queue.
func (v *Viewed[V, S, Q]) Animate(_ int, e engine.LogEntry, viewer engine.Player, ctx *stage.Context) []*Span {
	return Spans(v.Q.Add(e, v.Mask(e.Events, viewer), v.View(viewer), ctx.Tick, ctx.Frames))
}

// Timeline is the table's animation: its queue.
func (v *Viewed[V, S, Q]) Timeline() Animation { return v.Q }
