package herohouse

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/play"
)

// playLogged plays a seeded game of n seats to its end at random, and
// returns it with the first deal's events and the seats' names.
func playLogged(t *testing.T, n int, seed uint64) (*engine.Match, []engine.Event, []string) {
	t.Helper()
	seats, names := make([]engine.Seat, n), make([]string, n)
	for i := range seats {
		names[i] = play.DefaultName(i)
		seats[i] = engine.Seat{Name: names[i], Kind: engine.Bot}
	}
	m, err := engine.NewMatch(engine.Setup{Game: hh.GameID, Seed: seed, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	initial := append([]engine.Event(nil), m.State.Events()...)
	r := rand.New(rand.NewPCG(seed, 5))
	var buf []engine.Action
	for !m.State.IsTerminal() {
		buf = m.State.LegalActions(buf[:0])
		if err := m.Apply(buf[r.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	return m, initial, names
}

// A sentence joins its action's line exactly when it tells that action
// (tellsAction): the same seat laying down, discarding or giving the same
// cards. Each case is the first event of seeded games with the action's
// kind, the event's code, and whether it is about the seat acting.
func TestLogJoinsTheSentenceThatTellsTheAction(t *testing.T) {
	cases := []struct {
		kind  hh.Kind
		code  int
		seat  bool
		joins bool
	}{
		{hh.KLayPrime, hh.CodeLays, true, true},
		{hh.KLayTrio, hh.CodeLays, true, true},
		{hh.KDiscard, hh.CodeDiscards, true, true},
		{hh.KGiveCard, hh.CodeGives, true, true},
		{hh.KMonsterDiscard, hh.CodeMonsterDiscards, true, true},

		// The action's words are not the sentence's: "flips the top card
		// of the draw pile", "defends with".
		{hh.KMonsterFlip, hh.CodeMonsterFlips, true, false},
		{hh.KChooseDefender, hh.CodeFight, true, false},
		// What followed: the next seat's draw, a new monster player.
		{hh.KDiscard, hh.CodeDrawsCard, false, false},
		{hh.KEndLayDown, hh.CodeDrawsCard, false, false},
		{hh.KChooseDefender, hh.CodeNowMonster, true, false},
	}
	found := make([]bool, len(cases))
	left := len(cases)
	for seed := uint64(1); seed <= 100 && left > 0; seed++ {
		m, initial, names := playLogged(t, 2+int(seed%3), seed)
		joined := map[int]int{} // entry → the event its action's line tells
		for _, l := range LogLines(m.Info, initial, m.Log, names) {
			if l.Action {
				joined[l.Entry] = l.Event
			}
		}
		for i, e := range m.Log {
			k, _, _, _ := hh.Decode(e.Action)
			for j, ev := range e.Events {
				if ev.Kind != engine.EvGame {
					continue
				}
				for c, tt := range cases {
					if found[c] || tt.kind != k || tt.code != ev.Code || tt.seat != (ev.Player == e.Player) {
						continue
					}
					found[c], left = true, left-1
					if got := joined[i] == j; got != tt.joins {
						t.Errorf("seed %d move %d %q, event %d %q: joins %v, want %v",
							seed, i, engine.Names(e.Text, names), j, engine.Names(m.Info.Sentence(ev), names), got, tt.joins)
					}
				}
			}
		}
	}
	for c, tt := range cases {
		if !found[c] {
			t.Errorf("case %+v: no such event in the games played", tt)
		}
	}
}

// No line of a whole game's log says its action's line again, in the same
// words or more: the sentence that does joins the action's line instead.
func TestLogNeverRepeatsTheAction(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		m, initial, names := playLogged(t, 2+int(seed%3), seed)
		lines := LogLines(m.Info, initial, m.Log, names)
		for i, l := range lines[:len(lines)-1] {
			next := lines[i+1]
			if l.Action && !next.Action && next.Entry == l.Entry && strings.HasPrefix(next.Text, l.Text) {
				t.Errorf("seed %d: %q follows its action %q", seed, next.Text, l.Text)
			}
		}
	}
}

// Play-test 18 #14: each hand's first line heads its part of the log,
// and no other line does.
func TestEachHandHeadsItsPartOfTheLog(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 3)
	reach(t, s, 3000, func(st *hh.State) bool { return st.HandNo >= 3 })
	table := New(s)
	heads := 0
	for _, l := range table.LogLines(0) {
		var ev engine.Event
		if l.Entry == -1 && l.Event >= 0 {
			ev = table.initial[l.Event]
		} else if l.Entry >= 0 && l.Event >= 0 {
			ev = s.Match.Log[l.Entry].Events[l.Event]
		}
		if hand := is(ev, hh.CodeHand); l.Heading != hand {
			t.Errorf("%q: heading %v", l.Text, l.Heading)
		} else if hand {
			heads++
		}
	}
	if heads < 3 {
		t.Errorf("%d hands headed the log, want 3 or more", heads)
	}
}
