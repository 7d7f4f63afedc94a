package climb

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine/toys"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// The core's zoom and its words for a refused click, seen on the smallest
// table: what every table gets.

// A right-click on a card shows it large with its words; while it shows, a
// click only closes it and plays nothing.
func TestRightClickZoomsAndAClickClosesIt(t *testing.T) {
	s := scenetest.NewSession(t, "climb", "human,greedy", 5, "")
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	hand := s.Match.State.(*toys.Climb).Hands[0]
	at := handCard(0, len(hand)).Center()
	h.Frame(t, ui.Frame{Mouse: at, Inspect: true})
	z := table.Zoomed()
	if z == nil || !strings.HasPrefix(z.Hint, "Your ") {
		t.Fatalf("a right-click on the first card zoomed on %+v", z)
	}
	moves := len(s.Match.Log)
	h.Click(t, at)
	if table.Zoomed() != nil || len(s.Match.Log) != moves {
		t.Errorf("a click over the zoom: zoom %v, %d moves made", table.Zoomed() != nil, len(s.Match.Log)-moves)
	}
	h.Click(t, at)
	if len(s.Match.Log) != moves+1 {
		t.Error("with the zoom closed, a click on the card does not play it")
	}
}

// A click on something that offers nothing says why by the pointer: not a
// choice now on the viewer's turn, only watching in a bots' game.
func TestAClickThatPlaysNothingSaysWhy(t *testing.T) {
	s := scenetest.NewSession(t, "climb", "human,greedy", 5, "")
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	h.Click(t, deckRect.Center())
	if got := table.Said(table.Now); !strings.HasPrefix(got, "Not a choice now") || len(s.Match.Log) != 0 {
		t.Errorf("a click on the deck on the viewer's turn: said %q, %d moves", got, len(s.Match.Log))
	}
	h.Idle(t, 200) // the note fades
	if got := table.Said(table.Now); got != "" {
		t.Errorf("the note still shows %q after 200 ticks", got)
	}
	// A greyed button says why it is off: its tooltip.
	if !table.Bar.Undo.Disabled {
		t.Fatal("undo is on before any move")
	}
	h.Click(t, table.Bar.Undo.Rect.Center())
	if got := table.Said(table.Now); got != table.Bar.Undo.Tooltip || got == "" {
		t.Errorf("a click on the greyed undo button said %q, its tooltip is %q", got, table.Bar.Undo.Tooltip)
	}
	h.Idle(t, 200)
	w := scenetest.NewSession(t, "climb", "greedy,greedy", 5, "")
	watched := New(w)
	h = scenetest.NewHost(t, watched, prefs.Normal)
	h.Key(t, ebiten.KeySpace) // paused, so that the table comes to rest
	scenetest.Settle(t, h, &watched.Core)
	h.Click(t, deckRect.Center())
	if got := watched.Said(watched.Now); got != "You are watching the bots play." {
		t.Errorf("a click on a watched game said %q", got)
	}
}

// The log marks where the others' moves since the viewer's last begin;
// while it shows them all, no recap covers the table.
func TestTheLogMarksWhatCameSinceYourLastMove(t *testing.T) {
	s := scenetest.NewSession(t, "climb", "human,greedy,greedy,greedy", 5, "")
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	hand := s.Match.State.(*toys.Climb).Hands[0]
	h.Click(t, handCard(0, len(hand)).Center())
	mine := len(s.Match.Log) - 1
	backToViewer(t, h, table)
	if table.Recapping() {
		t.Error("a recap opened though the log shows every line since the viewer's move")
	}
	lines := table.ShownLog()
	since := table.Log.Small.Since
	if since <= 0 || since >= len(lines) || lines[since].Entry <= mine || lines[since-1].Entry > mine {
		t.Fatalf("the log's rule is at line %d of %d; the first after the viewer's move (entry %d) is not there", since, len(lines), mine)
	}
	if got := table.Log.Small.RowsOf(-1); len(got) != 1 || got[0] == "" {
		t.Errorf("the log has no words on its rule: %q", got)
	}
}

// A click on the bare table while a bot thinks says so: it is not lost.
func TestAClickWhileABotThinksSaysSo(t *testing.T) {
	s := scenetest.NewSession(t, "climb", "human,greedy", 5, "")
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	hand := s.Match.State.(*toys.Climb).Hands[0]
	table.Paused = true // the bot's turn stays while the test clicks
	h.Click(t, handCard(0, len(hand)).Center())
	moves := len(s.Match.Log)
	for i := 0; table.Busy() || !s.BotTurn(); i++ {
		if i == 2000 || len(s.Match.Log) != moves {
			t.Fatal("the bot's turn did not come to rest")
		}
		h.Idle(t, 1)
	}
	h.Click(t, layout.Point{X: 600, Y: 500})
	if got, want := table.Said(table.Now), "Not now: "+s.Name(1)+" is thinking."; got != want {
		t.Errorf("a click on the table while the bot thinks said %q, want %q", got, want)
	}
	// The next press closes it (play-test 26 read a long one as pinned).
	h.Frame(t, ui.Frame{Mouse: layout.Point{X: 300, Y: 300}, Pressed: true, Down: true, Moved: true})
	if got := table.Said(table.Now); got != "" {
		t.Errorf("a press after the word still shows %q", got)
	}
	h.Frame(t, ui.Frame{Mouse: layout.Point{X: 300, Y: 300}, Released: true})
	// Once the viewer's turn comes, the word goes (play-test 25 read it
	// still on the screen then).
	table.Paused = false
	for i := 0; !table.Mine(); i++ {
		if i == 2000 || s.Over() {
			t.Skip("the viewer's turn did not come back")
		}
		h.Idle(t, 1)
	}
	if got := table.Said(table.Now); got != "" {
		t.Errorf("the viewer's turn came, and the table still says %q", got)
	}
}

// A click that skips the viewer's own move while the next seat is a bot
// says so too: the click chose nothing, and not silently (play-test 17's
// clicks on Town 1 while the bots placed showed no note).
func TestAClickSkippingIntoABotsTurnSaysSo(t *testing.T) {
	s, table, h := showingAMove(t)
	table.Paused = true // the bot's turn stays while the test clicks
	if !s.BotTurn() {
		t.Skip("the human moves again after its move")
	}
	moves := len(s.Match.Log)
	h.Click(t, layout.Point{X: 600, Y: 500})
	if table.Busy() {
		t.Fatal("the click did not skip the shown move")
	}
	if got, want := table.Said(table.Now), "Not now: "+s.Name(1)+" is thinking."; got != want || len(s.Match.Log) != moves {
		t.Errorf("the skipping click made %d moves and said %q, want %q", len(s.Match.Log)-moves, got, want)
	}
}

// When the others have made several moves since the viewer's last, more
// than the log shows, the viewer's turn opens on a recap of them; a click
// on it closes it and plays nothing, a click beside it closes it and plays.
func TestTheOthersMovesAreRecappedUntilAClick(t *testing.T) {
	s := scenetest.NewSession(t, "climb", "human,greedy,greedy,greedy", 5, "")
	table := New(s)
	table.Log.Small.Rect.H = 40 // two rows: the others' moves do not fit
	h := scenetest.Settled(t, table, &table.Core)
	if table.Recapping() {
		t.Fatal("a recap opens before anyone has moved")
	}
	hand := s.Match.State.(*toys.Climb).Hands[0]
	h.Click(t, handCard(0, len(hand)).Center())
	backToViewer(t, h, table)
	if !table.Recapping() {
		t.Fatalf("three bots moved since the viewer's move (%d moves), and no recap opened", len(s.Match.Log))
	}
	moves := len(s.Match.Log)
	h.Click(t, table.RecapPanel().Center())
	if table.Recapping() || len(s.Match.Log) != moves {
		t.Fatalf("a click on the recap: still open %v, %d moves made", table.Recapping(), len(s.Match.Log)-moves)
	}
	hand = s.Match.State.(*toys.Climb).Hands[0]
	h.Click(t, handCard(0, len(hand)).Center())
	if len(s.Match.Log) != moves+1 {
		t.Fatal("with the recap closed, a click on a card does not play it")
	}
	// The next recap stands in nobody's way: a card beside it is played
	// at the first click, which closes it too.
	backToViewer(t, h, table)
	if !table.Recapping() {
		t.Skip("no second recap")
	}
	moves = len(s.Match.Log)
	hand = s.Match.State.(*toys.Climb).Hands[0]
	card := handCard(0, len(hand))
	if !card.Intersect(table.RecapPanel()).Empty() {
		t.Fatalf("the recap %v covers the hand's first card %v", table.RecapPanel(), card)
	}
	h.Click(t, card.Center())
	if table.Recapping() || len(s.Match.Log) != moves+1 {
		t.Fatalf("a click on a card beside the recap: still open %v, %d moves made", table.Recapping(), len(s.Match.Log)-moves)
	}
	// A quick key closes the recap and plays as well.
	for i := 0; !table.Recapping(); i++ {
		if i == 2000 || s.Over() {
			t.Skip("no second recap to answer by key")
		}
		h.Idle(t, 1)
	}
	moves = len(s.Match.Log)
	h.Key(t, ebiten.Key1)
	if len(s.Match.Log) <= moves || s.Match.Log[moves].Player != 0 {
		t.Errorf("key 1 on the recap made no move of the viewer's (%d moves)", len(s.Match.Log)-moves)
	}
	// Left alone, it stays: play-tests 20 and 23 read it, then clicked its
	// foot, and the log under it opened as it had gone by itself.
	for i := 0; !table.Recapping(); i++ {
		if i == 2000 || s.Over() {
			t.Skip("no recap to leave alone")
		}
		h.Idle(t, 1)
	}
	panel := table.RecapPanel()
	h.Idle(t, 60*60)
	if !table.Recapping() {
		t.Fatal("a recap left alone for a minute went by itself")
	}
	moves = len(s.Match.Log)
	under := panel.Intersect(table.Log.Small.Rect) // its foot stands on the log
	if under.Empty() {
		t.Fatalf("the recap %v does not stand on the log %v", panel, table.Log.Small.Rect)
	}
	h.Click(t, under.Center())
	if table.Recapping() || table.Log.Open || len(s.Match.Log) != moves {
		t.Errorf("a click on the recap's foot: still open %v, opened the log %v, made %d moves", table.Recapping(), table.Log.Open, len(s.Match.Log)-moves)
	}
}

// A refusal (a move or an undo) is about the position it was made in:
// once another seat moves, the prompt no longer says it.
func TestARefusalGoesWhenTheGameMovesOn(t *testing.T) {
	s := scenetest.NewSession(t, "climb", "human,greedy,greedy,greedy", 5, "")
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	hand := s.Match.State.(*toys.Climb).Hands[0]
	moves := len(s.Match.Log)
	h.Click(t, handCard(0, len(hand)).Center())
	if len(s.Match.Log) != moves+1 {
		t.Fatal("a click on a card did not play it")
	}
	moves++
	table.Err = "Nothing to undo: it is a bot's turn."
	for i := 0; len(s.Match.Log) == moves; i++ {
		if i == 2000 {
			t.Fatal("no bot moved within 2000 ticks")
		}
		h.Idle(t, 1)
	}
	h.Idle(t, 1)
	if table.Err != "" {
		t.Errorf("after a bot's move the prompt still says %q", table.Err)
	}
}

// backToViewer idles until the bots have played round to the viewer.
func backToViewer(t *testing.T, h *scenetest.Host, table *Table) {
	t.Helper()
	for i := 0; !table.Mine(); i++ {
		if i == 2000 {
			t.Fatal("the bots did not come back to the viewer within 2000 ticks")
		}
		h.Idle(t, 1)
	}
}

// The whole log opens from its labelled button on the log, and from a
// click on the log itself; its Close button closes it. The button lies on
// the log, so one click must not both open it and close it again.
func TestTheWholeLogOpensFromItsButtonAndTheLogAndCloses(t *testing.T) {
	s := scenetest.NewSession(t, "climb", "human,greedy", 5, "")
	table := New(s)
	// A log reaching up the right, as Hero House's: the whole log's Close
	// then lies over it.
	table.Log.Small.Rect = layout.Rect{X: 960, Y: 60, W: 300, H: 640}
	h := scenetest.Settled(t, table, &table.Core)
	b := table.Bar.Log
	if b.Hidden || b.Label != "Whole log" {
		t.Fatalf("the whole log's button: hidden %v, %q", b.Hidden, b.Label)
	}
	h.Click(t, b.Rect.Center())
	h.Idle(t, 1)
	if !table.Log.Open || b.Label != "Close" {
		t.Fatalf("a click on %q: the whole log open %v, its button %q", "Whole log", table.Log.Open, b.Label)
	}
	if !table.Log.Small.Rect.Contains(b.Rect.Center()) {
		t.Fatalf("the test wants Close %v over the log %v", b.Rect, table.Log.Small.Rect)
	}
	h.Click(t, b.Rect.Center())
	h.Idle(t, 1)
	if table.Log.Open {
		t.Fatal("a click on Close leaves the whole log open")
	}
	r := table.Log.Small.Rect
	h.Click(t, layout.Point{X: r.X + 20, Y: r.Bottom() - 10})
	h.Idle(t, 1)
	if !table.Log.Open {
		t.Error("a click on the log strip does not open the whole log")
	}
}

// While a move is being shown, the whole log's button opens it at once:
// it is no click on the table to skip the animation.
func TestTheWholeLogOpensWhileAMoveIsShown(t *testing.T) {
	_, table, h := showingAMove(t)
	h.Click(t, table.Bar.Log.Rect.Center())
	h.Idle(t, 1)
	if !table.Log.Open {
		t.Error("a click on the whole log's button while a move is shown does not open it")
	}
}

// A number key pressed while a move is shown skips to now, as a click
// does, says so, and chooses nothing: the next press chooses.
func TestANumberKeyDuringAMoveSkipsItAndChoosesNothing(t *testing.T) {
	s, table, h := showingAMove(t)
	moves := len(s.Match.Log)
	h.Key(t, ebiten.Key1)
	if table.Busy() {
		t.Fatal("key 1 while a move is shown does not skip it")
	}
	if len(s.Match.Log) != moves {
		t.Errorf("key 1 while a move is shown chose: %d moves made", len(s.Match.Log)-moves)
	}
	if table.Mine() {
		if got := table.Said(table.Now); got != "Skipped to now: press 1 again to choose." {
			t.Errorf("after key 1 skipped the move, the table said %q", got)
		}
	}
}

// While the bot's move is shown and the human decides next, a number key
// skips it and says so; the next press chooses, and the note, stale then,
// goes (play-test 12's notes stayed after the move was made).
func TestASkipsNoteGoesWhenTheMoveIsMade(t *testing.T) {
	s, table, h := showingAMove(t)
	for i := 0; !table.Busy() || !table.Decides(); i++ {
		if i == 1200 {
			t.Skip("no bot's move shown before the human's turn")
		}
		h.Idle(t, 1)
	}
	moves := len(s.Match.Log)
	h.Key(t, ebiten.Key1)
	if got := table.Said(table.Now); got != "Skipped to now: press 1 again to choose." || len(s.Match.Log) != moves {
		t.Fatalf("key 1 during the bot's move: %d moves made, the table said %q", len(s.Match.Log)-moves, got)
	}
	h.Key(t, ebiten.Key1)
	if len(s.Match.Log) == moves {
		t.Fatal("key 1 pressed again chose nothing")
	}
	if got := table.Said(table.Now); got != "" {
		t.Errorf("after the move was made the table still says %q", got)
	}
}

// showingAMove is a table whose human has just played a card, at Normal
// speed, while that move is being shown.
func showingAMove(t *testing.T) (*play.Session, *Table, *scenetest.Host) {
	t.Helper()
	s := scenetest.NewSession(t, "climb", "human,greedy", 5, "")
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	scenetest.Settle(t, h, &table.Core)
	hand := s.Match.State.(*toys.Climb).Hands[0]
	h.Click(t, handCard(0, len(hand)).Center())
	for i := 0; !table.Busy(); i++ {
		if i == 600 {
			t.Skip("no move shown")
		}
		h.Idle(t, 1)
	}
	return s, table, h
}

// The table's log ends every line as a sentence, whatever words the game
// gave it (the toy game's actions end in none).
func TestTheLogsLinesEndAsSentences(t *testing.T) {
	s, table, h := showingAMove(t)
	h.Idle(t, 600)
	if len(s.Match.Log) < 2 {
		t.Fatal("no moves made")
	}
	if text := s.Match.Log[0].Text; play.Sentence(text) == text {
		t.Fatalf("the toy's action %q already ends as a sentence: the test shows nothing", text)
	}
	for i := 0; ; i++ {
		rows := table.Log.Full.RowsOf(i)
		if len(rows) == 0 {
			if i == 0 {
				t.Fatal("the whole log has no lines")
			}
			break
		}
		if last := rows[len(rows)-1]; play.Sentence(last) != last {
			t.Errorf("line %d ends %q", i, last)
		}
	}
}

// While the game's last moves are still shown the prompt says what is
// shown, not "Game over": it comes with the end itself (play-test 14 read
// "Victory" while the last roll still tumbled).
func TestThePromptSaysGameOverOnlyOnceTheEndIsShown(t *testing.T) {
	s := scenetest.NewSession(t, "climb", "greedy,greedy", 5, "")
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	p := tablekit.Prompt{Over: tablekit.Asking{Who: "Game over"}, Shown: tablekit.Asking{Who: "Shown"}}
	for i := 0; !s.Over() || !table.Busy(); i++ {
		if i == 20000 || s.Over() && !table.Busy() {
			t.Skip("the end came with no move left to show")
		}
		h.Idle(t, 1)
	}
	if got := table.Ask(p).Who; got != "Shown" {
		t.Errorf("while the last move is shown the prompt says %q", got)
	}
	scenetest.Settle(t, h, &table.Core)
	if got := table.Ask(p).Who; got != "Game over" {
		t.Errorf("once the end is shown the prompt says %q", got)
	}
}

// A zoom opened over the recap takes Esc first: it closes the zoom, and
// the recap stays (play-test 30: Esc closed the recap under the zoom).
func TestEscClosesTheZoomOverTheRecap(t *testing.T) {
	s := scenetest.NewSession(t, "climb", "human,greedy,greedy,greedy", 5, "")
	table := New(s)
	table.Log.Small.Rect.H = 40 // two rows: the others' moves do not fit
	h := scenetest.Settled(t, table, &table.Core)
	hand := s.Match.State.(*toys.Climb).Hands[0]
	h.Click(t, handCard(0, len(hand)).Center())
	backToViewer(t, h, table)
	if !table.Recapping() {
		t.Fatal("no recap opened")
	}
	hand = s.Match.State.(*toys.Climb).Hands[0]
	at := handCard(0, len(hand)).Center()
	h.Frame(t, ui.Frame{Mouse: at, Moved: true, Inspect: true})
	h.Idle(t, 2)
	if table.Zoomed() == nil {
		t.Fatal("a right-click on a card beside the recap opened no zoom")
	}
	h.Key(t, ebiten.KeyEscape)
	if table.Zoomed() != nil || !table.Recapping() {
		t.Errorf("Esc: zoom still open %v, recap still open %v; want the zoom closed and the recap open", table.Zoomed() != nil, table.Recapping())
	}
}
