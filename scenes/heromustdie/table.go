// Package heromustdie is Hero Must Die!'s own table (spec §3.4, §10): the
// party track, the five floors with their guards, buildings and the party
// queue, the event slots, the monster row and pool, the eight locations
// with their boxes and goblins, the VP track, the player panels, the
// prompt, the log, the hand drawer and the combat overlay; every roll,
// goblin, party, card and VP change animated from the engine's events, and
// every decision made by clicking the things themselves or the buttons.
// The rules live in engine/heromustdie, the match flow in scenes/play and
// the table's plumbing (sync, log, bar, spots, keys, bots) in
// scenes/tablekit; this package shows and asks.
package heromustdie

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// autoPause is how long, in ticks at normal speed, auto-resolve waits
// before it answers a combat decision.
const autoPause = 30

// Table is Hero Must Die!'s table scene, on the table core. The core's
// Tick field is the tick shown (t.Now: the table's Tick is the
// core's Ticker hook).
type Table struct {
	tablekit.Core[spotKey]
	// Viewed shows the viewer's view of the match on q, each move's
	// events masked for the viewer (Afresh, Animate, Timeline).
	tablekit.Viewed[*hmd.State, *Step, *Queue]
	q            *Queue
	cmds         []Command    // the legal actions as the table offers them
	ask          decision     // what the prompt asks: made with cmds, from the same state
	buttons      []*ui.Button // this decision's buttons (prompt, dialog, overlay)
	acts         map[*ui.Button]engine.Action
	handBtn      *ui.Button             // opens the hand drawer
	autoBtn      *ui.Button             // the auto-resolve toggle
	goOnBtn      *ui.Button             // ends a step's wait for the player (wait.go)
	finishBtn    *ui.Button             // plays a sure win's rest (finish.go)
	handOpen     bool                   // the hand drawer is open
	fireSel      int                    // the trap picked to fire next (index on the floor)
	auto         bool                   // auto-resolve: a bot answers the viewer's combat decisions
	bigChoice    bool                   // the decision's buttons are in a panel over the board
	glowHint     string                 // the prompt's word on the glowing places, when they outnumber its buttons
	glowNote     string                 // the glow hint's note on the boxes crossed (idle)
	glowNoteRect layout.Rect            // where it is written
	idle         [hmd.NumBoxes]hmd.Idle // Planning: why a goblin of the seat to place would do nothing in each box
	letGo        int                    // Pay Day: the monsters picked to let go (bitmask)
	opened       int                    // the log length the drawer last opened at, by itself or by the player
	autoOpen     bool                   // the drawer is open by itself, and closes so
	autoAt       int                    // the tick auto-resolve may answer
	wentOn       wentOn                 // the last wait ended: when, and where its button was
	skipped      skippedFights          // the fights' results a skip passed over (skipped.go)
	drag         drag                   // a defender dragged to the line
	slider       slider                 // the melee's c or s

	// finish.go: the fight's forced answers and sure win.
	sure       []engine.Action // the answers of a sure win from this decision, or nil
	finish     bool            // the viewer asked to finish the fight so
	logSeen    int             // the log's length last synced (an undo shortens it)
	noForceAt  int             // the log length an undo came back to: a forced answer waits there
	forcedText string          // the note on the only choice, or auto-resolve's, last played for the viewer
	forcedAt   int             // the log's length after it
	// autoPlayed are the viewer's moves auto-resolve chose, by log
	// entry: the log says so (pt31 #3: switched on, it answered the
	// support prompt and nothing said what it chose).
	autoPlayed map[int]engine.Action

	// record, when set, is told of every card drawn face up: its kind
	// ("plot", "event") and id (privacy tests).
	record func(kind string, card int)
	// closing is the monster cards sliding to their new places (closeup.go).
	closing closeUp
}

// New is the table for s, a Hero Must Die! session.
func New(s *play.Session) *Table {
	t := &Table{acts: map[*ui.Button]engine.Action{}}
	t.Init(s, t)
	t.q = NewQueue(ViewOf(t.state(), s.Viewer()))
	t.q.WaitsFor, t.q.Decides = t.waitsFor, t.humanDecides
	t.Viewed = tablekit.Viewed[*hmd.State, *Step, *Queue]{Q: t.q, Mask: Mask,
		View: func(viewer engine.Player) *hmd.State { return ViewOf(t.state(), viewer) }}
	b := &t.Bar
	b.Undo.Rect, b.Rules.Rect, b.Menu.Rect, b.Pause.Rect = barUndo, barRules, barMenu, barPause
	b.Pause.Style = smallStyle
	b.NoUndo = "Nothing to undo: a die was rolled, a card shown, or a bot moved"
	t.Log.Small.Rect, t.Log.Small.Bare, t.Log.FullAt = LogRect(s.Players()), true, FullLog
	t.Log.Small.Empty = "The log tells every decision here."
	t.Log.Inks = func(p int) color.Color { return seatInk(t.state(), p) }
	t.Log.Small.Icon = logIcon
	t.handBtn = ui.NewButton(layout.Rect{}, "", t.toggleHand)
	t.handBtn.Style = smallStyle
	t.autoBtn = ui.NewButton(fightAuto, "", func() { t.auto = !t.auto })
	t.autoBtn.Style = smallStyle
	t.handBtn.NoKey, t.autoBtn.NoKey = true, true // drawers and settings: the keys go to the decision
	t.goOnBtn = ui.NewButton(layout.Rect{}, "Go on", func() { t.goOn(t.Now) })
	t.goOnBtn.Hidden = true
	t.finishBtn = ui.NewButton(finishRect, "Finish the fight", func() { t.finish = true })
	// No button here is Primary or Selected: their gold label on the
	// button's orange face is hard to read (pt28 #9 'Pay all', pt31 #10
	// 'Buy 1 support (2 MP)', 'Auto-resolve: on'); the labels stay cream.
	t.finishBtn.Style, t.finishBtn.NoKey, t.finishBtn.Hidden = smallStyle, true, true
	t.noForceAt = -1
	t.refreshButtons()
	return t
}

func (t *Table) state() *hmd.State { return t.S.Match.State.(*hmd.State) }

// Synced remakes what the decision now offers: its commands, the trap
// picked to fire, Pay Day's picks, auto-resolve's pause and the buttons.
func (t *Table) Synced(ctx *stage.Context) {
	t.cmds = Commands(t.state(), t.S.Legal(), t.S.Names())
	// The viewer's decision is his whether the table rests or still shows
	// the last moves: the same question either way (pt19 #5: the build
	// question changed words after an undo, while the undone move showed).
	t.ask = decide(t.state(), t.cmds, t.S.Names(), t.Viewer >= 0 && t.S.Current() == t.Viewer)
	t.idle = [hmd.NumBoxes]hmd.Idle{}
	if st := t.state(); st.Stage == hmd.StPlace {
		for _, c := range t.cmds {
			if c.Kind == hmd.KPlace {
				t.idle[c.Arg] = st.Idle(st.Actor, c.Arg)
			}
		}
	}
	t.fireSel, t.letGo = firstFire(t.cmds), 0
	t.autoAt = ctx.Tick + ctx.Frames(autoPause)
	t.syncFinish()
	t.makeButtons()
	t.refreshButtons()
}

// LogLines are the log's lines as viewer may read them; a roll's line
// shows its d6 (logIcon).
func (t *Table) LogLines(viewer engine.Player) []tablekit.LogLine {
	log := t.S.Match.Log
	lines := LogLines(t.S.Match.Info, log, t.S.Names(), viewer, t.seesAll())
	for i := range lines {
		if lines[i].Face > 0 {
			lines[i].Die = "d6"
		}
		if e := lines[i].Entry; lines[i].Action && e < len(log) {
			if a, ok := t.autoPlayed[e]; ok && log[e].Action == a {
				lines[i].Text += " (auto-resolve)"
			}
		}
	}
	return lines
}

// logIcon draws a log line's d6 face, or the eye of a line only the
// viewer reads.
func logIcon(c *ui.Canvas, ln ui.LogLine, r layout.Rect, a float64) bool {
	switch {
	case ln.Face > 0:
		drawDie(c, ln.Face, r, a)
	case ln.Private:
		icon(c, "eye", r, ui.Fade(ui.Peek, a))
	default:
		return false
	}
	return true
}

// seesAll reports whether the log may tell every private line: bots play
// alone, or the game is over.
func (t *Table) seesAll() bool { return t.S.Watching() || t.S.Over() }

// NewEnd is the result panel.
func (t *Table) NewEnd() tablekit.End { return newEndPanel(t) }

// Tick runs the table's own work each tick, before the controls:
// auto-resolve waits while a move shows, a bot's event card and a round's
// end under auto-resolve go on by themselves, the hand drawer opens or closes
// by itself, a defender is dragged, the slider follows the pointer. It
// reports whether the table must be drawn again.
func (t *Table) Tick(ctx *stage.Context, shown bool) bool {
	if shown {
		t.autoAt = ctx.Tick + ctx.Frames(autoPause)
	}
	t.goOnByItself(t.Now, ctx.Frames)
	t.goOnEcho(ctx)
	t.noteSkipped(t.Now, ctx.Pressed)
	t.openDrawer()
	dragged := t.updateDrag(ctx)
	return t.updateSlider(ctx) || dragged || t.closingAt(t.Now) < 1 || t.skipped.said != ""
}

// openDrawer opens the hand drawer by itself, once per decision, when the
// viewer is to choose among his cards: a Throne room draw, his Court turn
// with a card he may play (it opened at every Court, nothing playable).
// It closes as the choice is made: at once when his Court turn ends, not
// once the bots' moves after it have shown (it stayed open into the next
// turn, pt4 #11).
func (t *Table) openDrawer() {
	st := t.state().Stage
	cards := st == hmd.StThroneKeep || st == hmd.StCourt && slices.ContainsFunc(t.cmds, func(c Command) bool {
		return c.Kind == hmd.KPlay || c.Kind == hmd.KCoup
	})
	switch {
	case t.Mine() && t.opened != t.LogLen && cards:
		t.handOpen, t.opened, t.autoOpen = true, t.LogLen, true
	case t.autoOpen && !(t.Decides() && cards):
		t.handOpen, t.autoOpen = false, false // the choice is made
	case t.handOpen && t.Mine() && t.opened != t.LogLen:
		// Opened by the player, it closes once the game has moved on to a
		// decision of his that needs no card: it stayed open into the next
		// turn, under the planning boxes' glow (pt28 #3).
		t.handOpen = false
	}
}

// toggleHand opens or closes the hand drawer at the player's wish (its
// button, H).
func (t *Table) toggleHand() {
	t.handOpen, t.autoOpen = !t.handOpen, false
	if t.handOpen {
		t.opened = t.LogLen
	}
}

// Keys: 1, Space or Enter end a step's wait; H opens or closes the hand
// drawer.
func (t *Table) Keys(ctx *stage.Context) bool {
	if t.goOnKeys(ctx) || t.choiceKeysPressed(ctx) {
		return true
	}
	if !ctx.TakeKey(ebiten.KeyH) {
		return false
	}
	t.toggleHand()
	return true
}

// Escape closes the hand drawer.
func (t *Table) Escape() bool {
	if !t.handOpen {
		return false
	}
	t.handOpen, t.autoOpen = false, false
	return true
}

// Settle lets auto-resolve answer the viewer's combat decision, then
// brings the table's own buttons up to date.
func (t *Table) Settle(ctx *stage.Context) {
	if !t.finishOrForce(ctx) {
		t.autoResolve(ctx)
	}
	t.autoOff()
	t.refreshButtons()
}

// The core's optional parts this table has.
var _ interface {
	tablekit.Ticker
	tablekit.Keyer
	tablekit.Escaper
	tablekit.Settler
	tablekit.Tipper[spotKey]
} = (*Table)(nil)
