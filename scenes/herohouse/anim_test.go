package herohouse

import (
	"fmt"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/scenetest"
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
	q.Add(maskFor(st.Events(), viewer), FromState(viewOf(st, viewer)), 0, frames)
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
	greedy := scenetest.Greedy(seed)
	for ; !st.IsTerminal() && step < 3000; step++ {
		a := greedy(st)
		what := st.ActionString(a)
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		q.Add(maskFor(st.Events(), viewer), FromState(viewOf(st, viewer)), now, frames)
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
	q.Add(st.Events(), FromState(st), 100, id)
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

// The table animates from what the game told as data: a fight is a clash
// of that seat's hero with that outcome; a hero house, a balanced monster
// and the end of the game are banners that say their event; a finished
// hand's banner says why it ended; the new hand's title is its event, and
// a seat leaving the hand or a clean-up hand shows on the board as its
// event starts.
func TestStepsFollowWhatTheGameTold(t *testing.T) {
	seen := map[string]int{}
	id := func(k int) int { return k }
	for _, game := range []struct {
		n    int
		seed uint64
	}{{2, 1}, {3, 3}, {4, 5}} { // the first two have clean-up hands
		n := game.n
		st, err := hh.New(n, game.seed)
		if err != nil {
			t.Fatal(err)
		}
		q := NewQueue(Blank(st), 0)
		greedy := scenetest.Greedy(uint64(n))
		now := 0
		show := func(events []engine.Event) {
			before := len(q.Steps)
			q.Add(events, FromState(st), now, id)
			steps := q.Steps[before:]
			find := func(ev engine.Event, kind StepKind) *Step {
				for _, s := range steps {
					if s.Kind == kind && s.Ev.Equal(ev) {
						return s
					}
				}
				t.Fatalf("%d players: no step of kind %d for %+v", n, kind, ev)
				return nil
			}
			for _, ev := range events {
				switch {
				case is(ev, hh.CodeFight):
					f := find(ev, StepClash).Fight
					if f.Seat != ev.Player || f.Hero != ev.Arg(1) || f.Outcome != hh.Outcome(ev.Arg(0)) || f.Outcome < hh.HeroWins || f.Outcome > hh.NoWin {
						t.Errorf("%+v is shown as the fight %+v", ev, *f)
					}
					seen["fight"]++
				case is(ev, hh.CodeHouse, hh.CodeBalanced, hh.CodeBalancedUnplayed, hh.CodeGameOver):
					if s := find(ev, StepBanner); !s.Says.Equal(ev) {
						t.Errorf("the banner for %+v says %+v", ev, s.Says)
					}
					seen["banner"]++
				case ev.Kind == engine.EvBarrier:
					if s := find(ev, StepBanner); s.Title != "Hand over" || !endsHand(s.Says) {
						t.Errorf("the hand-over banner is %q and says %+v", s.Title, s.Says)
					}
					seen["hand over"]++
				case ev.Kind == engine.EvShuffle:
					if s := find(ev, StepSweep); !is(s.Says, hh.CodeHand) {
						t.Errorf("the new hand's title is %+v", s.Says)
					}
				}
			}
			checked := map[*Step]bool{}
			for q.Busy() {
				now++
				q.Advance(now)
				for _, s := range q.Steps {
					if s.Kind != StepNote || !s.Started || checked[s] {
						continue
					}
					checked[s] = true
					switch p := s.Ev.Player; {
					case is(s.Ev, hh.CodeHand):
						if q.Board.Cleanup != (s.Ev.Arg(2) != 0) {
							t.Errorf("hand %d: clean-up shows %v", s.Ev.Arg(0), q.Board.Cleanup)
						}
						if q.Board.Cleanup {
							seen["clean-up"]++
						}
					case is(s.Ev, hh.CodeCannotDefend, hh.CodeMonsterRetires):
						if !q.Board.Seats[p].Out {
							t.Errorf("seat %d is told out of the hand and not shown so", p)
						}
						seen["out"]++
					}
				}
			}
		}
		show(st.Events())
		for steps := 0; !st.IsTerminal() && steps < 3000; steps++ {
			if err := st.Apply(greedy(st)); err != nil {
				t.Fatal(err)
			}
			show(st.Events())
		}
	}
	for _, what := range []string{"fight", "banner", "hand over", "clean-up", "out"} {
		if seen[what] == 0 {
			t.Errorf("the games showed no %s", what)
		}
	}
	t.Log(seen)
}
