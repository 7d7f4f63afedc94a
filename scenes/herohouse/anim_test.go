package herohouse

import (
	"fmt"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
	hh "github.com/herotable/herotable/engine/herohouse"
)

// maskFor hides what viewer may not see (NoPlayer sees everything).
func maskFor(events []engine.Event, viewer engine.Player) []engine.Event {
	out := append([]engine.Event(nil), events...)
	for i, e := range out {
		if viewer != engine.NoPlayer && !e.VisibleTo(viewer) {
			out[i].Card = hh.Hidden
		}
	}
	return out
}

func viewOf(st *hh.State, viewer engine.Player) *hh.State {
	if viewer == engine.NoPlayer {
		return st
	}
	return st.View(viewer).(*hh.State)
}

// cardsOn counts the cards a board shows: piles, hands, heroes.
func cardsOn(b *Board) int {
	n := b.Draw + b.Out
	for _, c := range b.Pile {
		if c != hh.NoCard {
			n++
		}
	}
	for _, s := range b.Seats {
		n += len(s.Hand) + len(s.Known)
		for _, h := range s.Heroes {
			n += len(h.Cards())
		}
	}
	return n
}

// The animation of every action of whole bot games ends on the board of
// the state after it (no drift), and while it plays no card is lost or
// doubled: the cards on the board and in the air are always the 56.
func TestQueueFollowsWholeGames(t *testing.T) {
	speeds := map[string]func(int) int{
		"normal":  func(n int) int { return n },
		"instant": func(int) int { return 0 },
	}
	for _, n := range []int{2, 3, 4} {
		for _, viewer := range []engine.Player{0, 1, engine.NoPlayer} {
			for name, frames := range speeds {
				t.Run(fmt.Sprintf("%dp/viewer%d/%s", n, viewer, name), func(t *testing.T) {
					playAnimated(t, n, uint64(n)*7+uint64(viewer+2), viewer, frames)
				})
			}
		}
	}
}

func playAnimated(t *testing.T, n int, seed uint64, viewer engine.Player, frames func(int) int) {
	t.Helper()
	st, err := hh.New(n, seed)
	if err != nil {
		t.Fatal(err)
	}
	bottom := max(viewer, 0)
	q := NewQueue(Blank(st), bottom)
	q.Add(maskFor(st.Events(), viewer), 0, FromState(viewOf(st, viewer)), 0, frames)
	now := 0
	step := 0
	run := func(what string) {
		for q.Busy() {
			now++
			q.Advance(now)
			if b := q.Board; b.HandNo > 0 {
				flying := 0
				for _, s := range q.Active() {
					if s.Kind == StepCard {
						flying++
					}
				}
				if got := cardsOn(b) + flying; got != hh.NumCards {
					for _, s := range q.Steps {
						t.Logf("%+v %v %v %d-%d started %v landed %v", s.Ev, s.From, s.To, s.Start, s.End(), s.Started, s.Landed)
					}
					t.Logf("board %+v", *b)
					t.Fatalf("step %d (%s), tick %d: %d cards on the board and %d in the air, want 56", step, what, now, cardsOn(b), flying)
				}
			}
			if now > 1_000_000 {
				t.Fatal("the animation never ends")
			}
		}
		if q.Drift {
			t.Fatalf("step %d (%s): the animation ended away from the state", step, what)
		}
	}
	run("the deal")
	g, _ := bot.New(bot.Greedy, seed)
	for ; !st.IsTerminal() && step < 3000; step++ {
		a := bot.Choose(g, st, st.CurrentPlayer())
		what := st.ActionString(a)
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		q.Add(maskFor(st.Events(), viewer), a, FromState(viewOf(st, viewer)), now, frames)
		run(what)
	}
	if !st.IsTerminal() {
		t.Fatalf("the game did not end in %d actions", step)
	}
}

// Covered cards leave for the out pile as the card covering them arrives,
// not after it; a deal's cards follow each other closely.
func TestQueueTiming(t *testing.T) {
	st, _ := hh.New(2, 1)
	q := NewQueue(Blank(st), 0)
	id := func(n int) int { return n }
	q.Add(st.Events(), 0, FromState(st), 100, id)
	var draws, flips []*Step
	for _, s := range q.Steps {
		if s.Kind != StepCard || s.From != "draw" {
			continue
		}
		if s.To == "hand" {
			draws = append(draws, s)
		} else {
			flips = append(flips, s)
		}
	}
	if len(draws) < 10 || len(flips) != 3 {
		t.Fatalf("the deal made %d draws and %d flips, want at least 10 and 3", len(draws), len(flips))
	}
	for i := 1; i < 10; i++ {
		if gap := draws[i].Start - draws[i-1].Start; gap != dealGap {
			t.Errorf("deal card %d starts %d ticks after the one before, want %d", i, gap, dealGap)
		}
	}
	for i, s := range q.Steps {
		if s.Kind == StepCard && s.From == "pile" && s.To == "out" {
			var placer, arrival *Step
			for _, p := range q.Steps[:i] {
				if p.Kind == StepCard && p.To == "pile" {
					placer = p
					if p.Ev.Card == s.Ev.Card {
						arrival = p
					}
				}
			}
			if placer == nil {
				t.Fatalf("a card leaves the pile at tick %d with no card placed before it", s.Start)
			}
			// It leaves with the card covering it, or as soon as it has
			// landed itself if that is later.
			want := placer.Start
			if arrival != nil {
				want = max(want, arrival.End())
			}
			if s.Start != want {
				t.Errorf("a covered card leaves at tick %d, want %d", s.Start, want)
			}
		}
	}
	if first := q.Steps[0]; first.Start < 100 {
		t.Errorf("the animation starts at tick %d, before it was added (100)", first.Start)
	}
}
