package tablekit_test

import (
	"github.com/hajimehoshi/ebiten/v2"

	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	_ "github.com/herotable/herotable/engine/games"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// A human's move goes through, a refused one leaves its reason and changes
// nothing, undo takes a move back, a refused undo says why, and Moved
// hears of every move and undo.
func TestTurnsPlayAndUndo(t *testing.T) {
	s := scenetest.NewSession(t, "dieinthedungeon", "human", 1, "map=map1")
	var heard []bool
	turns := &tablekit.Turns{S: s, Moved: func(undo bool) { heard = append(heard, undo) }}
	turns.Play(s.Legal()[0]) // the dice placed
	turns.Play(engine.Action(0xffffff))
	if len(s.Match.Log) != 1 || turns.Err == "" {
		t.Fatalf("after a move and a refused one: %d moves, Err %q", len(s.Match.Log), turns.Err)
	}
	turns.PlayLater(powerUp(t, s))
	if len(s.Match.Log) != 1 {
		t.Fatal("PlayLater played at once")
	}
	if !turns.Handle(nil) || turns.Handle(nil) {
		t.Fatal("Handle should run the asked move once")
	}
	for n := 1; n >= 0; n-- { // two own decisions: two undos
		turns.Undo(nil)
		if len(s.Match.Log) != n || turns.Err != "" {
			t.Fatalf("after an undo: %d moves (want %d), Err %q", len(s.Match.Log), n, turns.Err)
		}
	}
	turns.Undo(nil)
	if len(s.Match.Log) != 0 || turns.Err != "nothing to undo: nothing has been played yet" {
		t.Fatalf("after an undo too many: %d moves, Err %q", len(s.Match.Log), turns.Err)
	}
	if want := []bool{false, false, true, true}; !slices.Equal(heard, want) {
		t.Errorf("Moved heard %v, want %v", heard, want)
	}
}

// The moves one click played (PlayAll) go back with one undo; once undone,
// moves played one by one in their place go back one by one.
func TestAClicksMovesGoBackTogether(t *testing.T) {
	s := scenetest.NewSession(t, "dieinthedungeon", "human", 1, "map=map1")
	turns := &tablekit.Turns{S: s}
	place := s.Legal()[0]
	turns.PlayAll([]engine.Action{place, powerUpAfter(t, s, place)})
	if len(s.Match.Log) != 2 || turns.Err != "" {
		t.Fatalf("PlayAll made %d moves, Err %q", len(s.Match.Log), turns.Err)
	}
	turns.Undo(nil)
	if len(s.Match.Log) != 0 || turns.Err != "" {
		t.Fatalf("one undo after PlayAll left %d moves, Err %q", len(s.Match.Log), turns.Err)
	}
	turns.Play(place)
	turns.Play(powerUp(t, s))
	turns.Undo(nil)
	if len(s.Match.Log) != 1 {
		t.Errorf("moves played one by one where a batch was: one undo left %d moves, want 1", len(s.Match.Log))
	}
}

// powerUpAfter is the power-up that follows placing the dice with place.
func powerUpAfter(t *testing.T, s *play.Session, place engine.Action) engine.Action {
	t.Helper()
	st := s.Match.State.Clone()
	if err := st.Apply(place); err != nil {
		t.Fatal(err)
	}
	for _, a := range st.LegalActions(nil) {
		if k, _ := dd.Split(a); k == dd.KContinue {
			return a
		}
	}
	t.Fatal("no power-up after the dice are placed")
	return 0
}

// powerUp is DIE in the Dungeon!'s "power up" (KContinue) after the dice
// are placed: a decision that shows nothing new, so it may be taken back.
func powerUp(t *testing.T, s *play.Session) engine.Action {
	t.Helper()
	for _, a := range s.Legal() {
		if k, _ := dd.Split(a); k == dd.KContinue {
			return a
		}
	}
	t.Fatal("no power-up to play")
	return 0
}

// A bot thinks and moves only once the table is not busy and NextBot has
// come; a game's end stops it.
func TestTurnsThinkWaitsForTheTable(t *testing.T) {
	s := scenetest.NewSession(t, "tictactoe", "human,easy", 1, "")
	turns := &tablekit.Turns{S: s}
	turns.Play(0)
	h := &scenetest.Host{}
	ctx := &stage.Context{Frame: &ui.Frame{Tick: 10}, Host: h}
	turns.NextBot = 20
	for range 10000 {
		if turns.Think(ctx, false, false, false); turns.Ready {
			break
		}
	}
	if !turns.Ready || len(s.Match.Log) != 1 {
		t.Fatalf("ready %v with %d moves: the bot moved before NextBot", turns.Ready, len(s.Match.Log))
	}
	if turns.Thinking(false) {
		t.Error("a bot whose decision is ready still shows it thinking")
	}
	ctx.Tick = 20
	turns.Think(ctx, false, true, false)
	if len(s.Match.Log) != 1 {
		t.Fatal("the bot moved while the table was busy")
	}
	turns.Think(ctx, false, false, true)
	if len(s.Match.Log) != 1 {
		t.Fatal("the bot moved on a table showing the end")
	}
	turns.Think(ctx, false, false, false)
	if len(s.Match.Log) != 2 || s.Current() != engine.Player(0) {
		t.Fatalf("the bot did not move: %d moves, seat %d to act", len(s.Match.Log), s.Current())
	}
}

// Z undoes at every table, with Ctrl or without, once the move can be taken
// back; before that the key is taken and nothing happens.
func TestUndoKey(t *testing.T) {
	for _, ctrl := range []bool{false, true} {
		s := scenetest.NewSession(t, "dieinthedungeon", "human", 1, "map=map1")
		turns := &tablekit.Turns{S: s}
		key := func() (*stage.Context, bool) {
			ctx := &stage.Context{Frame: &ui.Frame{Keys: []ebiten.Key{ebiten.KeyZ}, Ctrl: ctrl}}
			return ctx, turns.UndoKey(ctx)
		}
		if ctx, took := key(); !took || turns.Handle(ctx) {
			t.Fatalf("ctrl %v: Z with nothing to undo: taken %v, or it asked for an undo", ctrl, took)
		}
		turns.Play(s.Legal()[0])
		ctx, took := key()
		if !took || ctx.Key(ebiten.KeyZ) {
			t.Fatalf("ctrl %v: Z was not taken after a move", ctrl)
		}
		if !turns.Handle(ctx) || len(s.Match.Log) != 0 {
			t.Errorf("ctrl %v: the undo did not run: %d moves", ctrl, len(s.Match.Log))
		}
		if noZ := (&stage.Context{Frame: &ui.Frame{}}); turns.UndoKey(noZ) {
			t.Errorf("ctrl %v: UndoKey took a key that was not pressed", ctrl)
		}
	}
}

// A table animates up to MaxReplay new moves and shows anything else afresh.
func TestAfresh(t *testing.T) {
	for _, c := range []struct {
		shown, n int
		newEyes  bool
		want     bool
	}{
		{-1, 0, false, true},                      // the first look
		{5, 5, false, false},                      // nothing new
		{5, 6, false, false},                      // one move to animate
		{5, 5 + tablekit.MaxReplay, false, false}, // as many as it animates
		{5, 6 + tablekit.MaxReplay, false, true},  // too many
		{5, 4, false, true},                       // an undo
		{5, 6, true, true},                        // the device passed
	} {
		if got := tablekit.Afresh(c.shown, c.n, c.newEyes); got != c.want {
			t.Errorf("Afresh(%d, %d, %v) = %v, want %v", c.shown, c.n, c.newEyes, got, c.want)
		}
	}
}

// A bot waits BotPause ticks (at the speed's rate) after the table stops
// showing a move, counted from the tick it stops; a still table moves
// nothing.
func TestShowingPacesTheBot(t *testing.T) {
	turns := &tablekit.Turns{NextBot: 7}
	at := func(tick int) *stage.Context {
		return &stage.Context{Frame: &ui.Frame{Tick: tick, Speed: prefs.Normal}}
	}
	turns.Showing(at(100), false, false)
	if turns.NextBot != 7 {
		t.Errorf("a still table moved NextBot to %d", turns.NextBot)
	}
	turns.Showing(at(100), true, true)
	if want := 100 + at(100).Frames(tablekit.BotPause); turns.NextBot != want {
		t.Errorf("while showing, NextBot = %d, want %d", turns.NextBot, want)
	}
	turns.Showing(at(120), true, false) // the showing ends this tick
	if want := 120 + at(120).Frames(tablekit.BotPause); turns.NextBot != want {
		t.Errorf("the tick the showing ends, NextBot = %d, want %d", turns.NextBot, want)
	}
}

// Of the intents of one tick only the first is handled: the others were
// aimed at the position before it.
func TestOneIntentPerTick(t *testing.T) {
	s := scenetest.NewSession(t, "tictactoe", "human,human", 1, "")
	turns := &tablekit.Turns{S: s}
	opened := 0
	turns.PlayLater(4)
	turns.Later(func(*stage.Context) { opened++ })
	turns.PlayLater(0)
	if !turns.Handle(nil) || len(s.Match.Log) != 1 || s.Match.Log[0].Action != 4 || opened != 0 {
		t.Fatalf("after one tick: %d moves, opened %d", len(s.Match.Log), opened)
	}
	if turns.Handle(nil) {
		t.Fatal("the tick's other intents were kept for the next")
	}
	turns.UndoLater() // hot-seat: O may not take back X's move
	if !turns.Handle(nil) || len(s.Match.Log) != 1 || turns.Err != "nothing to undo: you have not moved yet" {
		t.Fatalf("UndoLater left %d moves, Err %q", len(s.Match.Log), turns.Err)
	}
}
