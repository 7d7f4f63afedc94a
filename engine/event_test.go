package engine_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
)

func TestEventIrreversible(t *testing.T) {
	tests := []struct {
		kind engine.EventKind
		want bool
	}{
		{engine.EvRoll, true},
		{engine.EvDraw, true},
		{engine.EvReveal, true},
		{engine.EvShuffle, true},
		{engine.EvBarrier, true},
		{engine.EvMove, false},
		{engine.EvNote, false},
	}
	for _, tt := range tests {
		if got := (engine.Event{Kind: tt.kind}).Irreversible(); got != tt.want {
			t.Errorf("kind %d: Irreversible = %v, want %v", tt.kind, got, tt.want)
		}
	}
}

// UndoBar: what an event shows bars the undo of the action that made it,
// with the reason in the undoing seat's words; a seat's own hand card shown
// to the others does not bar its own undo, anyone else's does.
func TestEventUndoBar(t *testing.T) {
	const me, other = engine.Player(0), engine.Player(1)
	tests := []struct {
		name string
		ev   engine.Event
		want string // for seat me
	}{
		{"roll", engine.Event{Kind: engine.EvRoll, Player: me, Die: "d6", Face: 3}, "the die was rolled"},
		{"another's roll", engine.Event{Kind: engine.EvRoll, Player: other}, "the die was rolled"},
		{"my draw", engine.Event{Kind: engine.EvDraw, Player: me, Zone: "deck"}, "you drew a card"},
		{"a public draw", engine.Event{Kind: engine.EvDraw, Player: other, Public: true}, "a card was drawn"},
		{"another's private draw", engine.Event{Kind: engine.EvDraw, Player: other}, "another player drew a card"},
		{"my hand card shown", engine.Event{Kind: engine.EvReveal, Player: me, Zone: engine.ZoneHand, To: "hero", Public: true}, ""},
		{"another's hand card shown", engine.Event{Kind: engine.EvReveal, Player: other, Zone: engine.ZoneHand, Public: true}, "another player's card was shown"},
		{"a tile turned on my turn", engine.Event{Kind: engine.EvReveal, Player: me, Zone: "slot 3", Public: true}, "a hidden card or tile was turned face up"},
		{"a deck's card turned", engine.Event{Kind: engine.EvReveal, Player: engine.NoPlayer, Zone: "deck", Public: true}, "a hidden card or tile was turned face up"},
		{"shuffle", engine.Event{Kind: engine.EvShuffle, Player: engine.NoPlayer}, "the cards were shuffled"},
		{"barrier", engine.Event{Kind: engine.EvBarrier, Player: engine.NoPlayer}, "the turn or the hand ended"},
		{"move", engine.Event{Kind: engine.EvMove, Player: me}, ""},
		{"note", engine.Event{Kind: engine.EvNote, Player: other}, ""},
		{"game", engine.Event{Kind: engine.EvGame, Player: other, Code: 3}, ""},
	}
	for _, tt := range tests {
		if got := tt.ev.UndoBar(me); got != tt.want {
			t.Errorf("%s: UndoBar = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestEventVisibleTo(t *testing.T) {
	tests := []struct {
		name string
		ev   engine.Event
		want [3]bool // seats 0, 1, 2
	}{
		{"private draw", engine.Event{Kind: engine.EvDraw, Player: 1}, [3]bool{false, true, false}},
		{"public draw", engine.Event{Kind: engine.EvDraw, Player: 1, Public: true}, [3]bool{true, true, true}},
		{"reveal", engine.Event{Kind: engine.EvReveal, Player: 1}, [3]bool{true, true, true}},
		{"move", engine.Event{Kind: engine.EvMove, Player: 2}, [3]bool{true, true, true}},
	}
	for _, tt := range tests {
		for p, want := range tt.want {
			if got := tt.ev.VisibleTo(engine.Player(p)); got != want {
				t.Errorf("%s: VisibleTo(%d) = %v, want %v", tt.name, p, got, want)
			}
		}
	}
}

func TestEventsRecorder(t *testing.T) {
	var e engine.Events
	e.Note(0, "hello")
	r1, r2 := engine.NewRNG(4), engine.NewRNG(4)
	face := e.Roll(&r1, engine.D8, 1)
	if want := engine.D8.Roll(&r2); face != want {
		t.Errorf("Roll gave %d, the same RNG rolls %d", face, want)
	}
	want := []engine.Event{
		{Kind: engine.EvNote, Player: 0, Text: "hello"},
		{Kind: engine.EvRoll, Player: 1, Die: "d8", Face: face},
	}
	if !slices.EqualFunc(e.List, want, engine.Event.Equal) {
		t.Errorf("recorded %v, want %v", e.List, want)
	}
	capBefore := cap(e.List)
	e.Reset()
	if len(e.List) != 0 || cap(e.List) != capBefore {
		t.Errorf("Reset left %d events and capacity %d (was %d)", len(e.List), cap(e.List), capBefore)
	}
	e.Off = true
	if f := e.Roll(&r1, engine.D6, 0); f < 1 || f > 6 {
		t.Errorf("a roll with recording off gave %d", f)
	}
	e.Note(0, "unheard")
	if len(e.List) != 0 {
		t.Errorf("recording off still recorded %v", e.List)
	}
}

func TestEventsDrawAndShuffle(t *testing.T) {
	var e engine.Events
	d := engine.NewDeck(1, 2, 3)
	if c, ok := e.Draw(&d, 2, "deck", false); !ok || c != 3 {
		t.Errorf("Draw gave %d, %v; want the top card 3", c, ok)
	}
	if c, ok := e.Draw(&d, 0, "deck", true); !ok || c != 2 {
		t.Errorf("Draw gave %d, %v; want 2", c, ok)
	}
	want := []engine.Event{
		{Kind: engine.EvDraw, Player: 2, Card: 3, Zone: "deck"},
		{Kind: engine.EvDraw, Player: 0, Card: 2, Zone: "deck", Public: true},
	}
	if !slices.EqualFunc(e.List, want, engine.Event.Equal) {
		t.Errorf("recorded %v, want %v", e.List, want)
	}
	e.Reset()
	var empty engine.Deck
	if _, ok := e.Draw(&empty, 0, "deck", false); ok || len(e.List) != 0 {
		t.Errorf("drawing from an empty deck gave ok and recorded %v", e.List)
	}

	big, same := engine.NewDeck(1, 2, 3, 4, 5, 6), engine.NewDeck(1, 2, 3, 4, 5, 6)
	r1, r2 := engine.NewRNG(8), engine.NewRNG(8)
	e.Shuffle(&big, &r1, "discard")
	same.Shuffle(&r2)
	if !slices.Equal(big.Cards, same.Cards) {
		t.Errorf("Events.Shuffle gave %v, Deck.Shuffle with the same RNG %v", big.Cards, same.Cards)
	}
	if !slices.EqualFunc(e.List, []engine.Event{{Kind: engine.EvShuffle, Player: engine.NoPlayer, Zone: "discard"}}, engine.Event.Equal) {
		t.Errorf("Shuffle recorded %v", e.List)
	}
}

func TestEventsCloneIsIndependent(t *testing.T) {
	e := engine.Events{Off: true}
	if c := e.Clone(); !c.Off || len(c.List) != 0 {
		t.Errorf("clone of an empty recorder is %+v", c)
	}
	e = engine.Events{List: make([]engine.Event, 1, 8)}
	c := e.Clone()
	c.List[0].Face = 6
	c.Add(engine.Event{Kind: engine.EvNote})
	e.Add(engine.Event{Kind: engine.EvMove})
	if e.List[0].Face != 0 || c.List[1].Kind != engine.EvNote || e.List[1].Kind != engine.EvMove {
		t.Errorf("clone %v and original %v share events", c.List, e.List)
	}
}

func TestEventsSaveWithoutTheOffSwitch(t *testing.T) {
	e := engine.Events{List: []engine.Event{{Kind: engine.EvRoll, Player: 1, Die: "d6", Face: 4}}, Off: true}
	b, err := e.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	var back engine.Events
	if rest, err := back.UnmarshalMsg(b); err != nil || len(rest) != 0 {
		t.Fatalf("UnmarshalMsg: %v, %d bytes left", err, len(rest))
	}
	if !slices.EqualFunc(back.List, e.List, engine.Event.Equal) || back.Off {
		t.Errorf("round trip gave %+v, want the events and recording on", back)
	}
}

// Game events keep their data, and Sentence makes their words with the
// game's Tell, only when asked.
func TestGameEvents(t *testing.T) {
	var e engine.Events
	e.Game(1, 7, 3, 4)
	want := engine.Event{Kind: engine.EvGame, Player: 1, Code: 7, Args: []int{3, 4}}
	if len(e.List) != 1 || !e.List[0].Equal(want) {
		t.Fatalf("recorded %v, want %v", e.List, want)
	}
	if e.List[0].Arg(1) != 4 || e.List[0].Arg(2) != 0 || e.List[0].Arg(-1) != 0 {
		t.Error("Arg does not read the numbers, or 0 past them")
	}
	info := engine.Info{Tell: func(ev engine.Event) string {
		return fmt.Sprintf("%s moves %d steps", engine.Who(ev.Player), ev.Arg(0)+ev.Arg(1))
	}}
	if got := info.Sentence(e.List[0]); got != "{P2} moves 7 steps" {
		t.Errorf("Sentence = %q", got)
	}
	if got := info.Sentence(engine.Event{Kind: engine.EvNote, Text: "plain"}); got != "plain" {
		t.Errorf("a note's Sentence = %q", got)
	}
	off := engine.Events{Off: true}
	off.Game(0, 1, 2)
	if len(off.List) != 0 {
		t.Error("a recorder that is off kept a game event")
	}
	if (engine.Event{Kind: engine.EvGame, Args: []int{1}}).Equal(engine.Event{Kind: engine.EvGame, Args: []int{2}}) {
		t.Error("events with other numbers are Equal")
	}
}

// A game event recorded while recording is off costs no allocation: the
// numbers are copied only when kept.
func TestGameEventsOffAllocateNothing(t *testing.T) {
	off := engine.Events{Off: true}
	if n := testing.AllocsPerRun(100, func() { off.Game(1, 3, 4, 5, 6) }); n != 0 {
		t.Errorf("%v allocations per game event with recording off", n)
	}
}
