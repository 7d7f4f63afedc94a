package tablekit

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/stage"
)

// Turns is the part of a game's table that runs the match rather than
// showing it: a human's move, undo, the 1–9 keys, the bot to act thinking
// and moving once the table has shown the last move, and the hooks the app
// needs (Name, Session, Position, Close). A table embeds it.
type Turns struct {
	S       *play.Session
	Ready   bool   // the bot to act has finished thinking
	NextBot int    // the tick a bot may move at (the table paces it)
	Paused  bool   // a watched game is paused, or a bot's move was refused
	Err     string // why the last move or undo was refused, for the prompt
	// Intents are what this tick's clicks and keys asked for (a move, an
	// undo, a screen); Handle runs them once the controls have been walked.
	Intents []Intent
	// Moved, when set, is called after a human's move or an undo went
	// through (a table drops its selection there).
	Moved func(undo bool)
	// UndoWhy, when set, rewords why undo is off (the match's reason in,
	// the table's out): a table that knows where its turns start says so.
	UndoWhy func(why string) string

	pos     stage.MatchPosition
	batches []batch // the moves played by one click (PlayAll), undone together
}

// batch is the log entries [start, end) one click played.
type batch struct{ start, end int }

// BotPause is how long, in ticks at normal speed, a bot waits once the
// table has finished showing the last move, so that a player sees it
// settle before the next one starts.
const BotPause = 24

// MaxReplay is how many moves a table animates when it finds the match
// ahead of what it shows; beyond that it shows the position afresh.
const MaxReplay = 3

// Afresh reports whether a table that last showed shown moves (-1: none
// yet) must show the match's n moves afresh instead of animating the ones
// since: its first look, an undo (fewer moves), new eyes at the device, or
// more than MaxReplay moves to catch up with.
func Afresh(shown, n int, newEyes bool) bool {
	return newEyes || shown < 0 || n < shown || n > shown+MaxReplay
}

// Showing tells Turns whether the table was showing a move before this
// tick's step of its animation (was) and is still after it (busy): the bot
// to act moves only BotPause ticks after the showing ends.
func (t *Turns) Showing(ctx *stage.Context, was, busy bool) {
	if was || busy {
		t.NextBot = ctx.Tick + ctx.Frames(BotPause)
	}
}

// BotThinkChunk is how many iterations a bot thinks per Think call when it
// thinks at the table (stage.ThinkTick).
const BotThinkChunk = 4

func (t *Turns) Name() string { return "table" }

// Session is the match this table plays.
func (t *Turns) Session() *play.Session { return t.S }

// Play makes a human seat's move; a refused move leaves its reason in Err.
func (t *Turns) Play(a engine.Action) {
	if err := t.S.Play(a); err != nil {
		t.Err = "Not allowed: " + err.Error()
		return
	}
	t.Err = ""
	if t.Moved != nil {
		t.Moved(false)
	}
}

// PlayAll plays acts one after the other as one decision (a pay-all
// click), stopping at one refused; an undo takes them back together.
func (t *Turns) PlayAll(acts []engine.Action) {
	start := len(t.S.Match.Log)
	for _, a := range acts {
		if t.Play(a); t.Err != "" {
			break
		}
	}
	if end := len(t.S.Match.Log); end-start > 1 {
		t.batches = append(t.batches, batch{start, end})
	}
}

// Intent is what a click or a key asks of the table: a move to play, an
// undo, or something else to do (open a screen), handled once per tick.
type Intent struct {
	Kind   IntentKind
	Action engine.Action            // IntentPlay
	Do     func(ctx *stage.Context) // IntentDo
}

// IntentKind is what an Intent asks for.
type IntentKind uint8

const (
	IntentPlay IntentKind = iota // play Action
	IntentUndo                   // take the last move back
	IntentDo                     // run Do (open the menu, the rules, ...)
)

// PlayLater asks to play a once this tick's input is read (a control's
// click).
func (t *Turns) PlayLater(a engine.Action) {
	t.Intents = append(t.Intents, Intent{Kind: IntentPlay, Action: a})
}

// UndoLater asks to take the last move back.
func (t *Turns) UndoLater() { t.Intents = append(t.Intents, Intent{Kind: IntentUndo}) }

// Later asks to run do once this tick's input is read.
func (t *Turns) Later(do func(ctx *stage.Context)) {
	t.Intents = append(t.Intents, Intent{Kind: IntentDo, Do: do})
}

// Undo takes the last move back; the table then shows the position afresh
// (its log is shorter than the one it showed).
func (t *Turns) Undo(*stage.Context) {
	n, times := len(t.S.Match.Log), 1
	if k := len(t.batches); k > 0 && t.batches[k-1].end == n {
		times = n - t.batches[k-1].start // the click's moves go back together
	}
	for i := range times {
		if err := t.S.Undo(); err != nil {
			if i == 0 {
				t.Err = err.Error()
				return
			}
			break
		}
	}
	n = len(t.S.Match.Log)
	for k := len(t.batches); k > 0 && t.batches[k-1].end > n; k-- {
		t.batches = t.batches[:k-1] // undone: its entries are gone
	}
	t.Err = ""
	if t.Moved != nil {
		t.Moved(true)
	}
}

// UndoTip is the undo button's tooltip at every table.
const UndoTip = "Undo the last move (Z or Ctrl+Z)"

// WhyNoUndo is the session's reason why undo is off, in the table's
// words when it has its own (UndoWhy); "" when undo is on.
func (t *Turns) WhyNoUndo() string {
	why := t.S.WhyNoUndo()
	if why != "" && t.UndoWhy != nil {
		return t.UndoWhy(why)
	}
	return why
}

// UndoKey takes Z, with Ctrl or without, as "undo" on every table, and
// reports whether it was pressed. The undo runs at the end of the tick, as a
// click's would, when the last move may be taken back and no bot is to move;
// else the prompt says why not.
func (t *Turns) UndoKey(ctx *stage.Context) bool {
	if !ctx.TakeKey(ebiten.KeyZ) {
		return false
	}
	if t.S.CanUndo() && !t.S.BotTurn() {
		t.UndoLater()
	} else if why := t.WhyNoUndo(); why != "" {
		t.Err = NoUndoSays(why)
	}
	return true
}

// QuickKeys: 1–9 play the first nine legal actions in the engine's order,
// on every table, for players who know what they want; mine says whether
// the decision now is the viewer's to make.
func (t *Turns) QuickKeys(ctx *stage.Context, mine bool) {
	if !mine {
		return
	}
	legal := t.S.Legal()
	for i := range min(len(legal), 9) {
		if ctx.TakeKey(ebiten.Key1 + ebiten.Key(i)) {
			t.PlayLater(legal[i])
			return
		}
	}
}

// Thinking reports whether a bot is thinking now (the dots move); ended:
// the table shows the game's end.
func (t *Turns) Thinking(ended bool) bool { return t.S.BotTurn() && !t.Ready && !t.Paused && !ended }

// Think lets the bot to act think for this tick and plays its move once it
// is ready, the table is not busy showing the last one and NextBot has
// come. It reports whether the decision became ready this tick.
func (t *Turns) Think(ctx *stage.Context, repaint, busy, ended bool) (ready bool) {
	if !t.S.BotTurn() || ended {
		return false
	}
	if !t.Ready {
		t.Ready = stage.ThinkTick(ctx, t.S, repaint, BotThinkChunk)
		ready = t.Ready
	}
	if t.Ready && !t.Paused && ctx.Tick >= t.NextBot && !busy {
		if _, err := t.S.PlayBot(); err != nil {
			t.Err = "A bot's move was refused: " + err.Error()
			t.Paused = true
		}
	}
	return ready
}

// Position is the match's position for the browser's test hook.
func (t *Turns) Position() (moves int, digest, toAct string) { return t.pos.Of(t.S.Match) }

// Close waits for the autosave of the last move (the app is ending).
func (t *Turns) Close() error { return t.S.Close() }

// Handle runs the first intent of this tick and drops the rest (they were
// aimed at the position before it), reporting whether there was one.
func (t *Turns) Handle(ctx *stage.Context) bool {
	if len(t.Intents) == 0 {
		return false
	}
	in := t.Intents[0]
	t.Intents = t.Intents[:0]
	switch in.Kind {
	case IntentPlay:
		t.Play(in.Action)
	case IntentUndo:
		t.Undo(ctx)
	case IntentDo:
		in.Do(ctx)
	}
	return true
}
