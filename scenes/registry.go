package scenes

import (
	"sync"

	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// TableFunc builds a game's own table scene for a session.
type TableFunc func(s *play.Session) Scene

var (
	tablesMu sync.RWMutex
	tables   = map[string]TableFunc{}
)

// RegisterTable makes f the table of game; a game without one is played on
// the generic table. A second registration for a game replaces the first.
func RegisterTable(game string, f TableFunc) {
	tablesMu.Lock()
	defer tablesMu.Unlock()
	tables[game] = f
}

// Register makes newTable, a game's own table constructor, the table of
// game (see RegisterTable).
func Register[T Scene](game string, newTable func(*play.Session) T) {
	RegisterTable(game, func(s *play.Session) Scene { return newTable(s) })
}

// TableFor is the table constructor for game: its own or the generic one.
func TableFor(game string) TableFunc {
	tablesMu.RLock()
	defer tablesMu.RUnlock()
	if f, ok := tables[game]; ok {
		return f
	}
	return func(s *play.Session) Scene { return NewGenericTable(s) }
}

// OpenTable goes to the session's table, through the pass screen if the
// table must stay hidden until the right player has the device.
// A match loaded in an unusual way (its Note says how) first says so.
func OpenTable(ctx *Context, s *play.Session) {
	if s.Match.Note != "" {
		ctx.Host.GoTo(NewNotice(s))
		return
	}
	if !ui.Prepare(s.Game() + "/") {
		ctx.Host.GoTo(&opening{s: s})
		return
	}
	table := TableFor(s.Game())(s)
	if p, ok := s.NeedsPass(); ok {
		ctx.Host.GoTo(NewPass(s, p, table))
		return
	}
	ctx.Host.GoTo(table)
}
