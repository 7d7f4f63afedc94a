package dieinthedungeon

import (
	"fmt"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/play"
)

// playPeeking plays up to n moves of s with the greedy bot, peeking
// whenever it may (peekFirst).
func playPeeking(t *testing.T, s *play.Session, seed uint64, n int) {
	t.Helper()
	peek := peekFirst(seed)
	for range n {
		if s.Over() {
			return
		}
		if err := s.Play(peek(s.Match.State)); err != nil {
			t.Fatal(err)
		}
	}
}

// A move's first sentence joins the move's line exactly when it says the
// move again, and more ("Ada powers up: 2 AP." for "Ada powers up"); the
// sentences of forced steps played with it (another turn's Power Up, say)
// do not. No line keeps a seat marker.
func TestLogJoinsTheSentenceThatTellsTheMove(t *testing.T) {
	joined := map[dd.Kind]int{}
	for _, seats := range []string{"human", "human,human"} {
		s := newSession(t, seats, 3, "creature=tombstones")
		playPeeking(t, s, 3, 800)
		testLogJoins(t, s, joined)
	}
	for _, k := range []dd.Kind{dd.KContinue, dd.KStat, dd.KToken, dd.KDamage, dd.KMinion, dd.KMove} {
		if joined[k] == 0 {
			t.Errorf("no move of kind %d had its line joined (%v): the games did not try the cases", k, joined)
		}
	}
}

func testLogJoins(t *testing.T, s *play.Session, joined map[dd.Kind]int) {
	t.Helper()
	names, say := s.Names(), s.Match.Info.Sentence
	lines := LogLines(s.Match.Log, names, say)
	for _, l := range lines {
		if strings.Contains(l.Text, "{P") {
			t.Errorf("a log line keeps a seat marker: %q", l.Text)
		}
		if !l.Action {
			continue
		}
		e := s.Match.Log[l.Entry]
		act := engine.Names(e.Text, names)
		first, lowers := "", false
		for _, ev := range e.Events {
			if ev.Kind == engine.EvGame || ev.Kind == engine.EvNote {
				first = engine.Names(say(ev), names)
				// A stat lowered says the action in other words (the
				// table's lowerSayer adds the "+1"): one line too.
				// A rest's sentence gives the Time and Health it left
				// (play-test 26 #8): it stands for the action's line.
				lowers = ev.Kind == engine.EvGame && (ev.Code == dd.TellLowers || ev.Code == dd.TellLowersBy || ev.Code == dd.TellRest && k(e.Action) == dd.KRest) && ev.Player == e.Player
				break
			}
		}
		says := first != "" && (strings.TrimSuffix(first, ".") == act || strings.HasPrefix(first, act+":") || lowers)
		switch {
		case says && (l.Event < 0 || l.Text != first):
			t.Errorf("move %d %q: its first sentence %q says it, but the line reads %q", l.Entry, act, first, l.Text)
		case !says && l.Event >= 0:
			t.Errorf("move %d %q: the line reads %q", l.Entry, act, l.Text)
		case says:
			joined[k(e.Action)]++
		}
	}
}

// The tile a flip, a token or a peek is at is found from the events' data:
// the slot the kernel event's zone also names, for every such event of
// whole games (forced moves, the Kobold, Far Sight and the Duel included).
func TestTileSlotsAreTheEventsTiles(t *testing.T) {
	tried := map[engine.EventKind]int{}
	for _, tt := range []struct {
		seats, opts string
		seed        uint64
	}{
		{"human", "map=map1", 5}, {"human", "map=map3,creature=deyeroller", 6}, {"human", "map=map6,creature=dierake", 7},
		{"human,human", "", 5}, {"human,human", "creature=deyeroller,creature2=troll", 8},
	} {
		s := newSession(t, tt.seats, tt.seed, tt.opts)
		playPeeking(t, s, tt.seed, 800)
		for i, e := range s.Match.Log {
			slots := TileSlots(e.Events)
			for j, ev := range e.Events {
				switch ev.Kind {
				case engine.EvReveal, engine.EvMove, engine.EvDraw:
					tried[ev.Kind]++
					if got := fmt.Sprintf("slot %d", slots[j]); got != ev.Zone {
						t.Errorf("%s %s, move %d %q, event %d: %s, its zone is %s", tt.seats, tt.opts, i, e.Text, j, got, ev.Zone)
					}
				}
			}
		}
	}
	if tried[engine.EvReveal] == 0 || tried[engine.EvMove] == 0 || tried[engine.EvDraw] == 0 {
		t.Errorf("events tried: %v", tried)
	}
}

// A peek and the dice placed are told once, by the action's line: no line
// of a peek's action repeats "… peeks at a face-down tile." and none of
// the placing repeats the dice under each stat.
func TestLogTellsAPeekAndTheDiceOnce(t *testing.T) {
	peeks, layouts := 0, 0
	for _, seats := range []string{"human", "human,human"} {
		s := newSession(t, seats, 3, "creature=deyeroller,creature2=troll")
		playPeeking(t, s, 3, 800)
		for _, l := range LogLines(s.Match.Log, s.Names(), s.Match.Info.Sentence) {
			if l.Entry < 0 {
				continue
			}
			e := s.Match.Log[l.Entry]
			kind, _ := dd.Split(e.Action)
			if l.Action {
				switch kind {
				case dd.KPeek:
					peeks++
				case dd.KLayout:
					layouts++
				}
			}
			if l.Action || l.Event < 0 {
				continue
			}
			if ev := e.Events[l.Event]; ev.Kind == engine.EvGame && (kind == dd.KPeek && ev.Code == dd.TellPeek || kind == dd.KLayout && ev.Code == dd.TellLayout) {
				t.Errorf("move %d %q is told again: %q", l.Entry, e.Text, l.Text)
			}
		}
	}
	if peeks == 0 || layouts < 3 {
		t.Errorf("%d peeks and %d placings: the games did not try the cases", peeks, layouts)
	}
}

// A step that decides nothing is a quiet line, not a decision in bold:
// "Ada goes on", "Ada ends the Ability step", "Ada does not rest" (the
// play-test read them as noise among the real choices); the turn's
// Continue that powers up tells its AP and stays one. Every other action
// keeps its bold line.
func TestLogKeepsStepsThatDecideNothingQuiet(t *testing.T) {
	quiet, loud := map[string]int{}, 0
	s := newSession(t, "human", 3, "map=map1")
	playPeeking(t, s, 3, 800)
	for _, l := range LogLines(s.Match.Log, s.Names(), s.Match.Info.Sentence) {
		if l.Entry < 0 || l.Event >= 0 && !l.Action {
			continue // an event's line
		}
		e := s.Match.Log[l.Entry]
		k, arg := dd.Split(e.Action)
		nothing := k == dd.KContinue && l.Event < 0 || k == dd.KRest && arg == 0
		switch {
		case nothing && l.Action:
			t.Errorf("move %d %q decides nothing and reads as a decision", l.Entry, l.Text)
		case !nothing && !l.Action:
			t.Errorf("move %d %q is a decision and reads as a quiet line", l.Entry, l.Text)
		case nothing:
			quiet[strings.SplitN(l.Text, " ", 2)[1]]++
		default:
			loud++
		}
	}
	if quiet["ends the Ability step"] == 0 || quiet["does not rest"] == 0 || loud < 20 {
		t.Errorf("quiet lines %v, %d decisions: the game did not try the cases", quiet, loud)
	}
}
