package play

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/herotable/herotable/engine"
	_ "github.com/herotable/herotable/engine/games"
	"github.com/herotable/herotable/saves"
)

func newSession(t *testing.T, game, seats string, seed uint64, store saves.Store) *Session {
	t.Helper()
	st, err := ParseSeats(seats)
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewMatch(game, st, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(m, store)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// playOut lets the bots play to the end, a few iterations at a time as the
// table does, and returns the actions taken.
func playOut(t *testing.T, s *Session) []engine.Action {
	t.Helper()
	return playWith(t, s, func(int) bool { return s.Think(16) })
}

// playWith lets the bots play to the end and returns the actions taken:
// think(n), for the n-th decision, is called until it reports the decision
// ready.
func playWith(t *testing.T, s *Session, think func(n int) bool) []engine.Action {
	t.Helper()
	var acts []engine.Action
	deadline := time.Now().Add(5 * time.Minute)
	for !s.Over() {
		if time.Now().After(deadline) {
			t.Fatalf("bots never finish: %d actions in 5 minutes", len(acts))
		}
		if !think(len(acts)) {
			continue
		}
		a, err := s.PlayBot()
		if err != nil {
			t.Fatalf("bot action refused: %v", err)
		}
		acts = append(acts, a)
	}
	return acts
}

func TestWatchPlaysToTheEndAndAutosaves(t *testing.T) {
	store := saves.Dir(t.TempDir())
	s := newSession(t, "climb", "easy,greedy,random", 7, store)
	if !s.Watching() || s.Viewer() != engine.NoPlayer {
		t.Fatalf("all-bot session: Watching=%v Viewer=%d", s.Watching(), s.Viewer())
	}
	acts := playOut(t, s)
	if len(acts) != 18 {
		t.Errorf("climb for 3 ended after %d actions, want 18 (every card played)", len(acts))
	}
	if err := s.Close(); err != nil {
		t.Fatalf("autosave: %v", err)
	}
	m, err := saves.Load(store, s.AutosaveName())
	if err != nil {
		t.Fatalf("loading the autosave: %v", err)
	}
	if !slices.Equal(m.Actions(), acts) || !m.State.IsTerminal() {
		t.Errorf("autosave holds %v (terminal %v), want the finished game %v", m.Actions(), m.State.IsTerminal(), acts)
	}
}

func TestSameSeedSameGame(t *testing.T) {
	a := playOut(t, newSession(t, "climb", "easy,normal", 42, nil))
	b := playOut(t, newSession(t, "climb", "easy,normal", 42, nil))
	if !slices.Equal(a, b) {
		t.Errorf("same seed, different games:\n%v\n%v", a, b)
	}
}

func TestHumanMoves(t *testing.T) {
	s := newSession(t, "tictactoe", "human,human", 1, nil)
	if s.BotTurn() || len(s.Legal()) != 9 {
		t.Fatalf("start: bot turn %v, %d legal", s.BotTurn(), len(s.Legal()))
	}
	if err := s.Play(4); err != nil {
		t.Fatal(err)
	}
	var ill *engine.IllegalError
	if err := s.Play(4); !errors.As(err, &ill) || !strings.Contains(ill.Reason, "already marked") {
		t.Errorf("replaying a marked cell: %v", err)
	}
	if len(s.Match.Log) != 1 || len(s.Legal()) != 8 {
		t.Errorf("refused action changed the match: %d log, %d legal", len(s.Match.Log), len(s.Legal()))
	}
	// Hot-seat: the second seat may not take back the first one's move.
	if s.CanUndo() || s.WhyNoUndo() != "you have not moved yet" {
		t.Errorf("the second seat may undo the first's move (%q)", s.WhyNoUndo())
	}
	if err := s.Undo(); !errors.Is(err, engine.ErrNoUndo) || len(s.Match.Log) != 1 || len(s.Legal()) != 8 {
		t.Errorf("a refused undo: %v, %d log, %d legal", err, len(s.Match.Log), len(s.Legal()))
	}
	if fresh := newSession(t, "tictactoe", "human,human", 1, nil); fresh.CanUndo() || fresh.Undo() == nil {
		t.Error("undo with an empty log")
	}
}

func TestBotTurnRefusesHumanAction(t *testing.T) {
	s := newSession(t, "tictactoe", "random,human", 1, nil)
	if err := s.Play(0); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("human action on a bot's turn: %v", err)
	}
	if s.Think(1) != true {
		t.Error("the random bot needs more than one step")
	}
	if _, err := s.PlayBot(); err != nil {
		t.Fatal(err)
	}
	if s.CanUndo() {
		t.Error("a bot's move may be undone")
	}
	if _, err := s.PlayBot(); err == nil {
		t.Error("PlayBot on a human's turn")
	}
	if s.Viewer() != 1 {
		t.Errorf("the only human is not the viewer: %d", s.Viewer())
	}
}

func TestPassBetweenHumansWithHiddenCards(t *testing.T) {
	s := newSession(t, "climb", "human,bot,human", 3, nil)
	if !s.HiddenInfo() {
		t.Fatal("climb's hidden hands not detected")
	}
	p, ok := s.NeedsPass()
	if !ok || p != 0 || s.Viewer() != engine.NoPlayer {
		t.Fatalf("start: NeedsPass = %d,%v; viewer %d", p, ok, s.Viewer())
	}
	s.Pass()
	if _, ok := s.NeedsPass(); ok || s.Viewer() != 0 {
		t.Fatalf("after passing: still needs a pass, viewer %d", s.Viewer())
	}
	if err := s.Play(s.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.NeedsPass(); ok {
		t.Error("a pass is asked before a bot's turn")
	}
	for !s.Think(64) {
	}
	if _, err := s.PlayBot(); err != nil {
		t.Fatal(err)
	}
	if p, ok := s.NeedsPass(); !ok || p != 2 {
		t.Errorf("after the bot: NeedsPass = %d,%v, want seat 2", p, ok)
	}
	if s.Viewer() != 0 {
		t.Errorf("the table changed eyes before the pass: viewer %d", s.Viewer())
	}
}

func TestNoPassWithoutHiddenInformation(t *testing.T) {
	s := newSession(t, "tictactoe", "human,human", 1, nil)
	if _, ok := s.NeedsPass(); ok || s.HiddenInfo() {
		t.Error("tic-tac-toe hides nothing but asks for a pass")
	}
	s.Play(0)
	if s.Viewer() != 1 {
		t.Errorf("viewer %d, want the human to act", s.Viewer())
	}
}

func TestDescribe(t *testing.T) {
	names := []string{"Ada", "Bram"}
	tests := []struct {
		ev     engine.Event
		viewer engine.Player
		want   string
	}{
		{engine.Event{Kind: engine.EvRoll, Player: 0, Die: "d6", Face: 4}, 1, "Ada rolls a d6: 4"},
		{engine.Event{Kind: engine.EvRoll, Player: engine.NoPlayer, Die: "herodie", Face: 2}, 1, "The table rolls the hero die: 2"},
		{engine.Event{Kind: engine.EvDraw, Player: 1, Card: 7, Zone: "deck"}, 0, "Bram draws a card from the deck"},
		{engine.Event{Kind: engine.EvDraw, Player: 1, Card: 7, Zone: "deck"}, 1, "Bram draws card 7 from the deck"},
		{engine.Event{Kind: engine.EvDraw, Player: 1, Card: 7, Public: true}, 0, "Bram draws card 7"},
		{engine.Event{Kind: engine.EvDraw, Player: 1, Card: 7}, engine.NoPlayer, "Bram draws card 7"},
		{engine.Event{Kind: engine.EvReveal, Player: 0, Card: 3, To: "climb"}, 1, "Ada reveals card 3 onto the climb"},
		{engine.Event{Kind: engine.EvShuffle, Player: engine.NoPlayer}, 0, "The deck is shuffled"},
		{engine.Event{Kind: engine.EvMove, Player: 0, Card: 5, Zone: "hand", To: "pile"}, 0, "Ada moves card 5 from the hand to the pile"},
		{engine.Event{Kind: engine.EvNote, Text: "The dragon wakes."}, 0, "The dragon wakes."},
	}
	for _, tt := range tests {
		got, ok := Describe(engine.Info{}, tt.ev, names, tt.viewer)
		if !ok || got != tt.want {
			t.Errorf("Describe(%+v, viewer %d) = %q, %v; want %q", tt.ev, tt.viewer, got, ok, tt.want)
		}
	}
	if _, ok := Describe(engine.Info{}, engine.Event{Kind: engine.EvBarrier}, names, 0); ok {
		t.Error("a barrier is told in the log")
	}
	// A game's own event is told by its Tell, seats named.
	info := engine.Info{Tell: func(ev engine.Event) string { return fmt.Sprintf("%s scores %d", engine.Who(ev.Player), ev.Arg(0)) }}
	if got, ok := Describe(info, engine.Event{Kind: engine.EvGame, Player: 1, Code: 1, Args: []int{5}}, names, 0); !ok || got != "Bram scores 5" {
		t.Errorf("a game event is told %q, %v", got, ok)
	}
}

func TestLinesKeepOthersCardsHidden(t *testing.T) {
	s := newSession(t, "climb", "random,random", 5, nil)
	playOut(t, s)
	names := s.Names()
	mine := Lines(s.Match.Info, s.Match.Log, names, 0)
	all := Lines(s.Match.Info, s.Match.Log, names, engine.NoPlayer)
	if len(mine) != len(all) {
		t.Fatalf("views differ in length: %d vs %d", len(mine), len(all))
	}
	hidden, rolls := 0, 0
	for i := range mine {
		if strings.HasPrefix(mine[i].Text, "Bram draws a card") {
			hidden++
			if !strings.Contains(all[i].Text, "draws card") {
				t.Errorf("the full log hides a draw: %q", all[i].Text)
			}
		}
		if strings.HasPrefix(mine[i].Text, "Ada draws a card") {
			t.Errorf("Ada's own draw is hidden from her: %q", mine[i].Text)
		}
		if mine[i].Die != "" {
			rolls++
			if mine[i].Face < 1 || mine[i].Face > 6 {
				t.Errorf("roll line %+v has no face", mine[i])
			}
		}
	}
	if hidden == 0 || rolls == 0 {
		t.Errorf("a whole game showed %d hidden draws and %d rolls", hidden, rolls)
	}
}

func TestParseSeats(t *testing.T) {
	got, err := ParseSeats("human, Bot ,hard,random")
	if err != nil {
		t.Fatal(err)
	}
	want := []engine.Seat{
		{Name: "Ada", Kind: engine.Human},
		{Name: "Bram", Kind: engine.Bot, Strength: "normal"},
		{Name: "Cora", Kind: engine.Bot, Strength: "hard"},
		{Name: "Dain", Kind: engine.Bot, Strength: "random"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("ParseSeats = %+v", got)
	}
	for _, bad := range []string{"", "human,wizard"} {
		if _, err := ParseSeats(bad); err == nil {
			t.Errorf("ParseSeats(%q) accepted", bad)
		}
	}
	if b := AllBots(want); b[0].Kind != engine.Bot || b[0].Strength != DefaultStrength || b[2].Strength != "hard" {
		t.Errorf("AllBots = %+v", b)
	}
	if SeatLabel(want[2]) != "Bot · Hard" || SeatLabel(want[0]) != "Human" {
		t.Error("SeatLabel wrong")
	}
	if d := DefaultSeats(3); d[0].Kind != engine.Human || d[1].Kind != engine.Bot || d[2].Name != "Cora" {
		t.Errorf("DefaultSeats = %+v", d)
	}
}

func TestNewRejectsUnknownStrength(t *testing.T) {
	m, err := NewMatch("climb", []engine.Seat{{Name: "A"}, {Name: "B", Kind: engine.Bot, Strength: "godlike"}}, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(m, nil); err == nil || !strings.Contains(err.Error(), "seat 2") {
		t.Errorf("New with an unknown strength: %v", err)
	}
}

// A game saved and loaded at any step plays on exactly as the unsaved one:
// the state's RNG is in the save and every bot decision is seeded from the
// step, not from the process's history.
func TestSavedAtEveryStepPlaysOnTheSame(t *testing.T) {
	for _, tt := range []struct {
		game, seats string
		seed        uint64
	}{
		{"climb", "easy,greedy,normal", 11},
		{"herohouse", "greedy,random,greedy", 5}, // hidden hands, out-of-turn monster actions, several hands
		{"dieinthedungeon", "greedy,random", 3},  // the Duel: dice everywhere, face-down tiles, peeks
		{"heromustdie", "greedy,random", 2},      // hidden hands and event slots, reaction windows, d6 rolls
	} {
		t.Run(tt.game, func(t *testing.T) { savedAtEveryStep(t, tt.game, tt.seats, tt.seed) })
	}
}

func savedAtEveryStep(t *testing.T, game, seats string, seed uint64) {
	whole := playOut(t, newSession(t, game, seats, seed, nil))
	for k := range whole {
		s := newSession(t, game, seats, seed, nil)
		for _, a := range whole[:k] {
			if !s.Think(1 << 20) {
				t.Fatalf("step %d: bot not done", k)
			}
			if got, err := s.PlayBot(); err != nil || got != a {
				t.Fatalf("step %d: replaying gave %d (%v), want %d", k, got, err, a)
			}
		}
		data, err := saves.Encode(s.Match, "t", time.Unix(0, 0))
		if err != nil {
			t.Fatal(err)
		}
		m, _, err := saves.Decode("t", data)
		if err != nil {
			t.Fatalf("step %d: %v", k, err)
		}
		loaded, err := New(m, nil)
		if err != nil {
			t.Fatal(err)
		}
		rest := playOut(t, loaded)
		if !slices.Equal(rest, whole[k:]) {
			t.Fatalf("saved after %d actions, then played on:\n got %v\nwant %v", k, rest, whole[k:])
		}
	}
}
