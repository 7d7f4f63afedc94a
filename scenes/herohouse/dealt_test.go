package herohouse

import (
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Through whole games, shown at normal speed: whenever the pile shows a
// balanced monster, the board calls it dealt exactly when the pile is as
// the hand's deal left it (such a monster is fought, R6); one made in
// play, which ends the hand, is never called dealt. And no seat shows a hero house before the house
// is counted: every seat the house badge shows on has made its house.
func TestDealtMonsterAndHouseShowWhatHolds(t *testing.T) {
	shown := 0
	for _, seed := range []uint64{53, 131, 147, 178, 5, 9} {
		st, err := hh.New(4, seed)
		if err != nil {
			t.Fatal(err)
		}
		q := NewQueue(Blank(st), 0)
		now := 0
		made := map[[2]int]bool{} // the houses made: hand number and seat, to the end of the action shown
		dealt := map[int][4]int{} // the pile each hand's deal left
		hand, dealing := 0, false
		pile := [4]int{hh.NoCard, hh.NoCard, hh.NoCard, hh.NoCard}
		run := func(events []engine.Event) {
			q.Add(events, FromState(st), now, func(n int) int { return n })
			var ending [4]int // the pile that ends a hand in this action
			endHand := -1
			for _, ev := range events {
				switch {
				case is(ev, hh.CodeHand):
					hand, dealing = ev.Arg(0), true
					pile = [4]int{hh.NoCard, hh.NoCard, hh.NoCard, hh.NoCard}
				case ev.Kind == engine.EvDraw && ev.Zone == "draw:pile" || ev.Kind == engine.EvMove && ev.To == "pile":
					pile = PileAfter(pile, ev.Card)
				case ev.Kind == engine.EvMove && ev.Zone == "pile": // won, cancelled or covered
					for su, c := range pile {
						if c == ev.Card {
							pile[su] = hh.NoCard
						}
					}
				case is(ev, hh.CodeBalanced, hh.CodeBalancedUnplayed):
					ending, endHand = pile, hand
				}
				if dealing && ev.Kind == engine.EvGame && !is(ev, hh.CodeHand) {
					dealing, dealt[hand] = false, pile
				}
				if is(ev, hh.CodeHouse) {
					made[[2]int{hand, int(ev.Player)}] = true
				}
			}
			for q.Busy() {
				now++
				q.Advance(now)
				b := q.Board
				_, _, balanced := Readout(b.Pile)
				ends := b.HandNo == endHand && b.Pile == ending
				if balanced && (ends && b.Dealt || !ends && b.Pile == dealt[b.HandNo] && !b.Dealt) {
					t.Fatalf("seed %d, tick %d: a balanced monster in hand %d shows dealt %v; the deal left %v, the hand ends on %v",
						seed, now, b.HandNo, b.Dealt, dealt[b.HandNo], ending)
				}
				if b.DealtBalanced() {
					shown++
				}
				for p := range b.Seats {
					if b.ShowsHouse(engine.Player(p)) && !made[[2]int{b.HandNo, p}] {
						t.Fatalf("seed %d, tick %d: seat %d shows a house it did not make", seed, now, p)
					}
				}
			}
		}
		run(st.Events())
		greedy := scenetest.Greedy(seed)
		for step := 0; !st.IsTerminal() && step < 400; step++ {
			if err := st.Apply(greedy(st)); err != nil {
				t.Fatal(err)
			}
			run(st.Events())
		}
	}
	if shown == 0 {
		t.Fatal("no game showed a balanced monster from the deal")
	}
}

// A seat whose heroes balance before its turn's fight shows no house
// badge yet: the house is counted at the end of the turn (the fight may
// take a hero away); it shows from the house's banner on.
func TestHouseBadgeWaitsForTheCount(t *testing.T) {
	b := fullBoard(2, 0, 0)
	java := hh.NoCard
	for c := range hh.NumCards {
		if w, bl := hh.Dots(c); hh.SuitOf(c) == hh.Prime && w == 1 && bl == 1 {
			java = c
		}
	}
	h := emptySlots
	h[hh.Prime] = java
	b.Seats[0].Heroes = []Slots{h}
	if !b.HasHouse(0) || b.ShowsHouse(0) {
		t.Fatalf("balanced heroes before the count: has %v, shows the badge %v", b.HasHouse(0), b.ShowsHouse(0))
	}
	q := NewQueue(b, 0)
	house := engine.Event{Kind: engine.EvGame, Code: hh.CodeHouse, Player: 0, Args: []int{1, 1, 2}}
	q.Add([]engine.Event{house}, b.Clone(), 0, func(n int) int { return n })
	q.Advance(1)
	if !q.Board.ShowsHouse(0) {
		t.Fatal("the house badge does not show with the house's banner")
	}
}

// The log says why a balanced monster from the deal does not end the hand,
// as the last of its flips shows; a deal without one says nothing more.
func TestLogExplainsTheDealtBalancedMonster(t *testing.T) {
	for _, tc := range []struct {
		seed uint64
		want bool
	}{{53, true}, {3, false}} {
		s := newSession(t, "human,greedy,greedy,greedy", tc.seed)
		table := New(s)
		var found []Line
		for _, l := range table.LogLines(0) {
			if l.Entry == -1 && l.Event >= 0 && table.initial[l.Event].Kind == engine.EvDraw && !strings.HasPrefix(l.Text, "The deal turns up") {
				found = append(found, l)
			}
		}
		if got := len(found) == 1; got != tc.want {
			t.Fatalf("seed %d: the deal's lines told at a flip: %v, want one: %v", tc.seed, found, tc.want)
		}
		if !tc.want {
			continue
		}
		last := -1
		for i, ev := range table.initial {
			if ev.Kind == engine.EvDraw && ev.Zone == "draw:pile" {
				last = i
			}
		}
		if found[0].Event != last {
			t.Errorf("seed %d: the line shows with event %d, the last flip is %d", tc.seed, found[0].Event, last)
		}
		if !FromState(table.state()).DealtBalanced() || !table.q.Final.Dealt {
			t.Errorf("seed %d: the board does not call the deal's balanced monster dealt", tc.seed)
		}
	}
}

// Play-test 18 #14: the log says each card the deal turns up, as it
// shows, and a card one of them covers goes to the out pile in words, not
// as a bare "X → out pile".
func TestLogSaysTheDealsFlips(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 3)
	table := New(s)
	lines := table.LogLines(0)
	flips, covered := 0, 0
	for i, ev := range table.initial {
		want := ""
		switch {
		case ev.Kind == engine.EvDraw && ev.Zone == "draw:pile":
			want, flips = "The deal turns up "+hh.Label(ev.Card)+".", flips+1
		case ev.Kind == engine.EvMove && ev.To == "out" && ev.Public:
			want, covered = hh.Label(ev.Card)+" is covered and goes to the out pile.", covered+1
		default:
			continue
		}
		if !slices.ContainsFunc(lines, func(l Line) bool { return l.Entry == -1 && l.Event == i && l.Text == want }) {
			t.Errorf("event %d of the deal: no line %q", i, want)
		}
	}
	if flips != 3 {
		t.Errorf("the deal turned up %d cards, want 3", flips)
	}
	t.Logf("%d flips, %d covered", flips, covered)
}
