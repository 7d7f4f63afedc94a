package tablekit

// Span is when an animation step plays: the part every table's steps share.
// A table's step type embeds it.
type Span struct {
	Start, Dur      int // the tick it starts at and how long it lasts
	Started, Landed bool
}

// End is the tick the step is over.
func (s *Span) End() int { return s.Start + s.Dur }

// Begins and Begun tell the log gate when the step starts and whether it has.
func (s *Span) Begins() int { return s.Start }
func (s *Span) Begun() bool { return s.Started }

// Under reports whether the step is under way: begun and not landed.
func (s *Span) Under() bool { return s.Started && !s.Landed }

// Timing is the step's Span (promoted to every type that embeds one).
func (s *Span) Timing() *Span { return s }

// Timed is a table's step: a pointer to a struct that embeds Span.
type Timed interface {
	comparable
	Timing() *Span
}

// Timeline is the one animation timeline every table plays its steps on:
// steps are laid end to end from a cursor, start and land as the ticks come,
// and can all be skipped. The table's queue embeds it and says what a step
// does when it starts and lands (Start, Land) and what is shown once every
// step has landed or been skipped (Rest).
type Timeline[S Timed] struct {
	Steps []S
	Start func(S) // a step begins (may be nil)
	Land  func(S) // a step ends (may be nil)
	Rest  func()  // every step is over or skipped: show the final position
}

// Busy reports whether steps are left to play.
func (tl *Timeline[S]) Busy() bool { return len(tl.Steps) > 0 }

// Cursor is the tick a step added now would start at: now, or the end of
// the last step laid.
func (tl *Timeline[S]) Cursor(now int) int {
	if n := len(tl.Steps); n > 0 {
		return max(now, tl.Steps[n-1].Timing().End())
	}
	return now
}

// Then lays s after the last step (at now when none are left) and returns it.
func (tl *Timeline[S]) Then(s S, now int) S {
	s.Timing().Start = tl.Cursor(now)
	tl.Steps = append(tl.Steps, s)
	return s
}

// Unlay takes the last step back when it has not started and last says
// it is the one a table lays once after all the others (a change step
// after every entry): the steps laid next go before it, and the table
// lays it again after them.
func (tl *Timeline[S]) Unlay(last func(S) bool) {
	if n := len(tl.Steps); n > 0 && !tl.Steps[n-1].Timing().Started && last(tl.Steps[n-1]) {
		tl.Steps = tl.Steps[:n-1]
	}
}

// At lays s to start at tick start (steps that overlap others) and returns it.
func (tl *Timeline[S]) At(s S, start int) S {
	s.Timing().Start = start
	tl.Steps = append(tl.Steps, s)
	return s
}

// Advance starts and lands every step due by tick now; after the last step
// lands the timeline rests (Rest). It reports whether anything changed.
func (tl *Timeline[S]) Advance(now int) bool {
	changed := false
	done := true
	for _, s := range tl.Steps {
		sp := s.Timing()
		if !sp.Started && sp.Start <= now {
			sp.Started = true
			if tl.Start != nil {
				tl.Start(s)
			}
			changed = true
		}
		if sp.Started && !sp.Landed && sp.End() <= now {
			sp.Landed = true
			if tl.Land != nil {
				tl.Land(s)
			}
			changed = true
		}
		done = done && sp.Landed
	}
	if len(tl.Steps) > 0 && done {
		tl.Skip()
		changed = true
	}
	return changed
}

// Skip drops every step at once and rests on the final position.
func (tl *Timeline[S]) Skip() {
	tl.Steps = nil
	if tl.Rest != nil {
		tl.Rest()
	}
}

// Clear drops every step without resting (the table shows a new position).
func (tl *Timeline[S]) Clear() { tl.Steps = nil }

// Active lists the steps under way.
func (tl *Timeline[S]) Active() []S {
	var out []S
	for _, s := range tl.Steps {
		if s.Timing().Under() {
			out = append(out, s)
		}
	}
	return out
}

// Spans are the spans of made (nil where a step is the zero S), for the
// log gate.
func Spans[S Timed](made []S) []*Span {
	out := make([]*Span, len(made))
	var none S
	for i, s := range made {
		if s != none {
			out[i] = s.Timing()
		}
	}
	return out
}
