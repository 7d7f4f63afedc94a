package herohouse

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes"
)

// The summary of a finished hand holds the animation until it is let go:
// the steps after it (the next hand's deal) wait, the table stays busy so
// no bot moves and no decision is offered. A player lets it go with its
// "Next hand" button or Enter, never with the clicks that skip the
// animation (play-tests 13 and 15: clicking every 0.4 s to skip the bots'
// moves, the summary came at the second click and went at the fourth); a
// click elsewhere says how to go on. A watched game's goes by itself, or
// at a click.

const (
	// summaryGuard is how many ticks a summary ignores clicks once it
	// shows, so that the clicks that skipped the animation before it do
	// not skip it too (issue 14: a click in the first instant after a
	// change is not taken). A second: play-test 9 closed one unread with
	// the clicks that skipped the bots' moves (it was 400 ms).
	summaryGuard = 60
	// summaryWatched is how long, at normal speed, a summary shows in a
	// game only bots play before the game goes on by itself.
	summaryWatched = 240
)

// Waiting is the summary the animation holds on or will (not let go yet),
// nil if none.
func (q *Queue) Waiting() *Step {
	for _, s := range q.Steps {
		if s.Kind == StepSummary && !s.released && !s.Landed {
			return s
		}
	}
	return nil
}

// Holding is the summary showing now and waiting to be let go, nil if none.
func (q *Queue) Holding() *Step {
	if s := q.Waiting(); s != nil && s.Started {
		return s
	}
	return nil
}

// Advance plays the steps due by now, except that a summary due to show
// stays until it is let go: it and every step after it move on with the
// clock.
func (q *Queue) Advance(now int) bool {
	q.now = now
	if h := q.Waiting(); h != nil && h.Start <= now && h.End() <= now {
		q.push(h, now+1-h.End())
	}
	return q.Timeline.Advance(now)
}

// push lengthens summary h by d ticks and moves every step that has not
// started on by as much.
func (q *Queue) push(h *Step, d int) {
	h.Dur += d
	for _, s := range q.Steps {
		if s != h && !s.Started {
			s.Start += d
		}
	}
}

// Release lets summary h go: it ends now and the steps after it follow
// at once.
func (q *Queue) Release(h *Step) {
	if h == nil || h.released {
		return
	}
	h.released = true
	if h.Started {
		q.push(h, max(q.now-h.Start, 0)-h.Dur)
	}
}

// Skip cuts the animation short: to the summary when one is still to
// come (it then shows and waits), everything when there is none. A skip
// while the summary shows is Held's to answer; with no Held it lets the
// summary go once its first instant is over.
func (q *Queue) Skip() {
	prev := q.skipped
	q.skipped = q.now
	h := q.Waiting()
	switch {
	case h == nil:
		q.Timeline.Skip()
	case h.Started && q.Held != nil:
		q.Held(h, q.now-prev >= summaryQuiet)
	case h.Started:
		q.letGo(h)
	default:
		q.skipTo(h)
	}
}

// letGo lets summary h go once it has shown for summaryGuard ticks.
func (q *Queue) letGo(h *Step) {
	if q.now-h.Start >= summaryGuard {
		q.Release(h)
	}
}

// nextHandNote is what a click on the table says while a player's
// summary waits.
const nextHandNote = "Click Next hand (or press Enter) to go on."

// heldSkip answers a click (or a number key) on the table while a hand's
// summary waits: a watched game's goes, as it would by itself; a
// player's stays, and the click says how to go on.
//
// A click after a quiet second, once the summary has shown a second, is
// a deliberate one and goes on too (a player who clicks to read on); the
// clicks of a player skipping the animation, less than a second apart,
// never do.
func (t *Table) heldSkip(h *Step, quiet bool) {
	if t.S.Watching() || quiet {
		t.q.letGo(h)
		if t.q.Holding() == nil {
			return
		}
	}
	t.Err = nextHandNote
}

// summaryQuiet is how long, in ticks, no click on the table came before
// one that lets a summary go.
const summaryQuiet = 60

// nextHand lets the summary showing go (its button, Enter).
func (t *Table) nextHand() {
	if h := t.q.Holding(); h != nil {
		t.q.letGo(h)
		if t.q.Holding() == nil && t.Err == nextHandNote {
			t.Err = ""
		}
	}
}

// skipTo plays every step before summary h at once and shows h from now.
func (q *Queue) skipTo(h *Step) {
	for _, s := range q.Steps {
		if s == h {
			break
		}
		if !s.Started {
			s.Started = true
			q.start(s)
		}
		if !s.Landed {
			s.Landed = true
			q.land(s)
		}
	}
	d := q.now - h.Start
	for _, s := range q.Steps {
		if !s.Started {
			s.Start += d
		}
	}
	q.Timeline.Advance(q.now)
}

// summaryFor is the summary of the hand log entry i ends, nil if it ends
// none: made from every event of the game up to it.
func (t *Table) summaryFor(i int) *HandSummary {
	log := t.S.Match.Log
	if i < 0 || i >= len(log) || !endsAHand(log[i].Events) {
		return nil
	}
	events := append([]engine.Event(nil), t.initial...)
	for _, e := range log[:i+1] {
		events = append(events, e.Events...)
	}
	s, ok := Summarize(events, t.S.Players())
	if !ok {
		return nil
	}
	return &s
}

// endsAHand reports whether events tell of a hand's end.
func endsAHand(events []engine.Event) bool {
	for _, ev := range events {
		if endsHand(ev) {
			return true
		}
	}
	return false
}

// letSummaryGo lets a watched game's summary go after a while (not while
// paused): nobody is there to click.
func (t *Table) letSummaryGo(ctx *scenes.Context) {
	h := t.q.Holding()
	if h == nil || !t.S.Watching() || t.Paused {
		return
	}
	if ctx.Tick-h.Start >= ctx.Frames(summaryWatched) {
		t.q.Release(h)
	}
}

// Keys: Enter lets a hand's summary go, as its Next hand button does;
// number keys pick a card to give or discard (cardKeys).
func (t *Table) Keys(ctx *scenes.Context) bool {
	if t.q.Holding() == nil {
		if t.enterDone() && (ctx.TakeKey(ebiten.KeyEnter) || ctx.TakeKey(ebiten.KeyNumpadEnter)) {
			t.buttons.done.Activate()
			return true
		}
		return t.cardKeys(ctx)
	}
	if ctx.TakeKey(ebiten.KeyEnter) || ctx.TakeKey(ebiten.KeyNumpadEnter) {
		t.nextHand()
		return true
	}
	return false
}
