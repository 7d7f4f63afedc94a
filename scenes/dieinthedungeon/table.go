// Package dieinthedungeon is DIE in the Dungeon!'s own table (spec §3,
// §10): the creature board with its live dice, the ability cards, the
// inventory, the dungeon map, the hero party, the dice tray, the prompt and
// the log, every roll, flip and token animated from the engine's events,
// and the choices made by clicking the things themselves or the prompt's
// buttons. The rules live in engine/dieinthedungeon, the match flow in
// scenes/play and the table's plumbing in scenes/tablekit; this package
// shows and asks.
package dieinthedungeon

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// Table is DIE in the Dungeon!'s table scene, on the table core.
type Table struct {
	tablekit.Core[spotKey]
	// Viewed shows the viewer's view of the match on q, each move's
	// events masked for the viewer (Afresh, Animate, Timeline).
	tablekit.Viewed[*dd.State, *Step, *Queue]
	q          *Queue
	cmds       []Command     // the legal actions as the table offers them
	layout     dd.Layout     // the dice picked while placing them (StLayout)
	buttons    []*ui.Button  // the prompt's buttons for this decision
	seen       []seenButton  // the last bar the viewer saw (barcalm.go)
	barMoved   bool          // the bar changed a place's meaning since (barcalm.go)
	seenBefore []seenButton  // the bar seen before that change
	place      *ui.Button    // "Place the dice" while placing them
	topEnd     float64       // where the top bar's words end (tests)
	cut        bool          // the prompt's detail did not fit its words' place (tests)
	rolled     bool          // a die was rolled since the last move: the tray shows it
	roller     engine.Player // whose creature rolled it (the Duel's last roll may be the other's)
	before     engine.Player // roller before the moves being shown
	said       *said         // what the log says of its last roll after it (verdict.go)
	// saidBefore is said before the moves being shown.
	saidBefore *said
	farNums    map[int]int     // Far Sight's tiles by number, as its buttons say (farsight.go)
	farActs    []engine.Action // what each of Far Sight's buttons plays

	// autoSince is the tick the table came to rest on a forced Continue
	// (-1: not resting on one); autoMoves the match's moves last tick, and
	// autoHeld the moves an undo came back to (forced.go).
	autoSince, autoMoves, autoHeld int

	// record, when set, is told of every tile face drawn (privacy tests).
	record func(slot, tile int)
}

// FullLog is where the whole log shows when opened: over the map.
var FullLog = layout.Rect{X: MapArea.X, Y: MapArea.Y, W: MapArea.W, H: DiceTray.Bottom() - MapArea.Y}

// New is the table for s, a DIE in the Dungeon! session.
func New(s *play.Session) *Table {
	t := &Table{layout: dd.GreedyLayout, autoSince: -1, autoHeld: -1}
	t.Init(s, t)
	t.q = NewQueue(ViewOf(t.state(), s.Viewer()), sayer(s.Match.Info.Sentence, s.Players(), s.Viewer))
	t.Viewed = tablekit.Viewed[*dd.State, *Step, *Queue]{Q: t.q, Mask: Mask,
		View: func(viewer engine.Player) *dd.State { return ViewOf(t.state(), viewer) }}
	b := &t.Bar
	b.Undo.Rect, b.Rules.Rect, b.Menu.Rect, b.Pause.Rect = barUndo, barRules, barMenu, barPause // the core places the whole log's button
	b.Pause.Style = buttonStyle
	b.NoUndo = "Nothing to undo: a die was rolled, a tile shown, or a bot moved"
	t.Log.Small.Rect, t.Log.Small.Bare, t.Log.FullAt = LogRect, true, FullLog
	t.Log.Inks = func(p int) color.Color { return seatInk(p) }
	t.Log.Small.Icon = logIcon
	t.Log.Small.Empty = "The log tells every roll and decision here."
	return t
}

func (t *Table) state() *dd.State { return t.S.Match.State.(*dd.State) }

// Synced remakes what the decision now offers.
func (t *Table) Synced(*stage.Context) {
	t.cmds = Commands(t.state(), t.S.Legal(), t.S.Names())
	t.before = t.roller
	t.rolled, t.roller = rolledSinceMove(t.S.Match.Log)
	t.saidBefore, t.said = t.said, saidSince(t.S.Match.Log)
	t.makeButtons()
}

// LogLines are the log's lines, seats named.
func (t *Table) LogLines(viewer engine.Player) []tablekit.LogLine {
	attacking := t.state().Stage == dd.StAttackStat
	return logLines(t.S.Match.Log, t.S.Names(), sayer(t.S.Match.Info.Sentence, t.S.Players(), func() engine.Player { return viewer }), attacking)
}

// rolledSinceMove reports whether a die was rolled since the last tile
// was flipped (the tray shows the last roll until the creature moves on),
// and whose creature rolled it, from the roll's event.
func rolledSinceMove(log []engine.LogEntry) (bool, engine.Player) {
	for i := len(log) - 1; i >= 0; i-- {
		ev := log[i].Events
		for j := len(ev) - 1; j >= 0; j-- {
			switch ev[j].Kind {
			case engine.EvRoll:
				return true, ev[j].Player
			case engine.EvReveal:
				return false, engine.NoPlayer
			}
		}
	}
	return false, engine.NoPlayer
}

// Keys: Enter plays Continue when it is the viewer's.
func (t *Table) Keys(ctx *stage.Context) bool {
	if !ctx.Key(ebiten.KeyEnter) && !ctx.Key(ebiten.KeyNumpadEnter) {
		return false
	}
	a, ok := t.continueAction()
	if !ok || !t.Mine() {
		return false
	}
	ctx.TakeKey(ebiten.KeyEnter)
	ctx.TakeKey(ebiten.KeyNumpadEnter)
	t.PlayLater(a)
	return true
}

// continueAction is Continue when it is legal.
func (t *Table) continueAction() (engine.Action, bool) {
	for _, c := range t.cmds {
		if c.Kind == dd.KContinue {
			return c.Action, true
		}
	}
	return 0, false
}
