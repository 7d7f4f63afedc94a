package tablekit

import "github.com/herotable/herotable/scenes/stage"

var _ stage.Repainter = (*Core[int])(nil)

// Repaint makes the next Draw paint the still table afresh (the app asks
// on the first frames after a scene change, and when the window regains
// focus or changes size).
func (c *Core[K]) Repaint() { c.Layer.Invalidate() }

// longAgo is the tick a log shown afresh arrived at: its lines are the
// table's history, shown at once, not news fading in.
const longAgo = -1 << 40

// ShownLog is the log's lines that show now (tests).
func (c *Core[K]) ShownLog() []LogLine { return c.lines[:c.shown] }

// Kit is the core itself: (*Table).Kit names a game's table's core where
// its key type is the game's own (tests).
func (c *Core[K]) Kit() *Core[K] { return c }
