package herohouse

import (
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// Every hand of whole games is summed up from the events alone, and the
// summary agrees with the game's own history of the hand: each seat's
// points, the treasure left, why it ended; the scores with the seats'.
func TestSummaryAgreesWithTheHistory(t *testing.T) {
	for _, seats := range []string{"greedy,greedy", "greedy,greedy,greedy", "greedy,random,greedy,greedy"} {
		t.Run(seats, func(t *testing.T) {
			s := newSession(t, seats, 7)
			reach(t, s, 5000, func(st *hh.State) bool { return st.Phase == hh.PhOver })
			tb := &Table{}
			tb.S = s
			if m, err := s.Match.Restart(); err == nil {
				tb.initial = m.State.Events()
			}
			st := s.Match.State.(*hh.State)
			hands := 0
			for i := range s.Match.Log {
				sum := tb.summaryFor(i)
				if sum == nil {
					continue
				}
				h := st.History[hands]
				hands++
				if sum.Hand != h.Hand || sum.Left != h.Left || sum.Cleanup != h.Cleanup {
					t.Fatalf("hand %d: summary %+v, history %+v", h.Hand, sum, h)
				}
				want := map[string]int{"balanced": hh.CodeBalanced, "last player": hh.CodeLastPlayer, "exhausted": hh.CodeDrawPileEmpty}[h.Reason]
				if sum.End != want && !(h.Reason == "balanced" && sum.End == hh.CodeBalancedUnplayed) {
					t.Errorf("hand %d ended by %q, the summary says code %d", h.Hand, h.Reason, sum.End)
				}
				for p, g := range h.Gains {
					if sum.Seats[p].Points() != g {
						t.Errorf("hand %d seat %d took %d, the summary says %d", h.Hand, p, g, sum.Seats[p].Points())
					}
				}
				if words := engine.Names(sum.Why(), s.Names()); words == "" || strings.Contains(words, "{") {
					t.Errorf("hand %d: why it ended reads %q", h.Hand, words)
				}
				if sum.Next == 0 && !sum.GameOver {
					t.Errorf("hand %d: the summary says neither the next hand nor the game's end", h.Hand)
				}
			}
			if hands != len(st.History) {
				t.Fatalf("%d summaries for %d hands", hands, len(st.History))
			}
			last := tb.summaryFor(len(s.Match.Log) - 1)
			if last == nil || !last.GameOver {
				t.Fatal("the last move does not sum up the last hand and the game's end")
			}
			for p, seat := range st.Seats {
				if last.Seats[p].Score != seat.Score {
					t.Errorf("seat %d has %d points, the summary says %d", p, seat.Score, last.Seats[p].Score)
				}
			}
		})
	}
}

// untilSummary runs frames (a human seat's moves played by greedy) until
// the table holds on a hand's summary; it fails after limit frames.
func untilSummary(t *testing.T, h *scenetest.Host, table *Table, limit int) *Step {
	t.Helper()
	greedy := scenetest.Greedy(5)
	for range limit {
		if table.Mine() {
			table.Play(greedy(table.S.Match.State))
		}
		h.Idle(t, 1)
		if s := table.q.Holding(); s != nil {
			return s
		}
	}
	t.Fatalf("no hand ended in %d frames", limit)
	return nil
}

// A hand's end holds the table on its summary until a click: no bot moves
// and no decision is offered meanwhile; the prompt says so; the summary's
// numbers are the hand's; a click lets it go and the next hand is dealt.
func TestSummaryWaitsForAClick(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 12)
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	step := untilSummary(t, h, table, 40000)
	sum := step.Summary
	st := s.Match.State.(*hh.State)
	hist := st.History[sum.Hand-1]
	for p, g := range hist.Gains {
		if sum.Seats[p].Points() != g {
			t.Errorf("seat %d took %d, the summary shows %d", p, g, sum.Seats[p].Points())
		}
	}
	if dir := os.Getenv("HH_SHOTS"); dir != "" {
		h.Idle(t, 30)
		h.Shot(t, dir, "summary-human")
	}
	moves := len(s.Match.Log)
	h.Idle(t, 1200)
	if len(s.Match.Log) != moves || table.q.Holding() == nil || table.Mine() || !table.Busy() {
		t.Fatalf("20 s later: %d moves (was %d), holding %v, mine %v", len(s.Match.Log), moves, table.q.Holding() != nil, table.Mine())
	}
	empty := *table.q.Board
	empty.Treasure = 0
	if tag := table.topTag(&empty); tag != "" {
		t.Errorf("over the summary the top bar says %q", tag)
	}
	if a := table.asking(); !strings.Contains(a.Who, "is over") || !strings.Contains(a.Detail, "Next hand") {
		t.Errorf("the prompt says %+v while the summary shows", a)
	}
	next := table.buttons.next
	if next.Hidden || !table.buttons.lay.Hidden {
		t.Fatalf("over the summary: Next hand hidden %v, Lay down hidden %v", next.Hidden, table.buttons.lay.Hidden)
	}
	if r, _, _ := summaryPanel(step.Summary, table.Viewer); !r.Contains(next.Rect.Center()) {
		t.Errorf("the Next hand button %v is not on the summary %v", next.Rect, r)
	}
	h.Click(t, next.Rect.Center()) // one deliberate click
	if table.q.Holding() != nil {
		t.Fatal("a click on Next hand did not let the summary go")
	}
	if tag := table.topTag(&empty); tag == "" {
		t.Error("after the summary an empty treasure is not told in the top bar")
	}
	if table.Err != "" {
		t.Errorf("after the summary the prompt still says %q", table.Err)
	}
	if s.Over() {
		return
	}
	scenetest.Settle(t, h, &table.Core)
	if st := s.Match.State.(*hh.State); st.HandNo != sum.Hand+1 && len(s.Match.Log) == moves {
		t.Errorf("after the summary the table is on hand %d, want %d", st.HandNo, sum.Hand+1)
	}
}

// Clicks that skip the animation before a summary stop at the summary: it
// shows, and clicks on the table, however many, do not let it go (play-
// tests 13 and 15: clicking every 0.4 s to skip the bots' moves, the
// summary showed at the second click and went at the fourth); each says
// how to go on, and a click after a quiet second does.
func TestSkippingStopsAtTheSummary(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 12)
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	greedy := scenetest.Greedy(5)
	for range 40000 {
		if table.Mine() {
			table.Play(greedy(s.Match.State))
		}
		h.Idle(t, 1)
		if w := table.q.Waiting(); w != nil && !w.Started {
			break
		}
	}
	if w := table.q.Waiting(); w == nil || w.Started {
		t.Fatal("no hand's end came to be shown")
	}
	h.Click(t, Wilderness.Center())
	if table.q.Holding() == nil {
		t.Fatal("a click skipped past the summary")
	}
	h.Click(t, Wilderness.Center())
	if table.q.Holding() == nil {
		t.Fatal("a second click at once let the summary go")
	}
	h.Idle(t, 30)
	h.Click(t, Wilderness.Center()) // a skipping player's clicks come faster than a second apart
	if table.q.Holding() == nil {
		t.Fatal("a click half a second after the summary showed let it go")
	}
	for i := range 10 { // clicks every 0.4 s for 4 s
		h.Idle(t, 22)
		h.Click(t, Wilderness.Center())
		if table.q.Holding() == nil {
			t.Fatalf("click %d on the table, %d ticks after the summary showed, let it go", i+3, 30+24*(i+1))
		}
	}
	if table.Err != nextHandNote || table.Said(h.Tick) != nextHandNote {
		t.Errorf("a click on the table over the summary says %q", table.Err)
	}
	h.Idle(t, summaryQuiet) // then a deliberate click, after a quiet second
	h.Click(t, Wilderness.Center())
	if table.q.Holding() != nil {
		t.Fatal("a click after a quiet second did not let the summary go")
	}
}

// In a game only bots play, a summary shows for a while and the game goes
// on by itself; paused, it waits.
func TestWatchedSummaryGoesOnByItself(t *testing.T) {
	s := newSession(t, "greedy,greedy", 3)
	if !s.Watching() {
		t.Fatal("a game of bots is not watched")
	}
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	step := untilSummary(t, h, table, 40000)
	if dir := os.Getenv("HH_SHOTS"); dir != "" {
		h.Idle(t, 30)
		h.Shot(t, dir, "summary-watched")
	}
	table.Paused = true
	h.Idle(t, summaryWatched+60)
	if table.q.Holding() != step {
		t.Fatal("a paused watched game did not wait on the summary")
	}
	table.Paused = false
	h.Idle(t, 2)
	if table.q.Holding() == step {
		t.Fatal("the watched game did not go on after the summary")
	}
}

// Enter lets a summary go, as a click does.
func TestEnterLetsTheSummaryGo(t *testing.T) {
	s := newSession(t, "human,greedy", 4)
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	untilSummary(t, h, table, 40000)
	h.Idle(t, summaryGuard)
	h.Key(t, ebiten.KeyEnter)
	if table.q.Holding() != nil {
		t.Fatal("Enter did not let the summary go")
	}
}

// A hero's win scores no points, but the summary says what it gave: the
// monster's cards, counted from the fight's event (a prime is one card).
func TestSummarySaysWhatAWinGave(t *testing.T) {
	ev := func(p engine.Player, code int, args ...int) engine.Event {
		return engine.Event{Kind: engine.EvGame, Player: p, Code: code, Args: args}
	}
	events := []engine.Event{
		ev(engine.NoPlayer, hh.CodeHand, 1, 1, 0, 3),
		ev(0, hh.CodeFight, int(hh.HeroWins), 0, 1, 2, 3, 4, 5, 6),
		ev(1, hh.CodeFight, int(hh.MonsterWins), 0, 1, 2, 3, 4, 5, 6),
		ev(0, hh.CodeFight, int(hh.HeroWins), 0, 1, 2, 3, 7, hh.NoCard, hh.NoCard),
		ev(0, hh.CodeLastPlayer, 3),
	}
	sum, ok := Summarize(events, 2)
	if !ok {
		t.Fatal("no hand ended")
	}
	if a := sum.Seats[0]; a.Won != 2 || a.Taken != 4 {
		t.Errorf("seat 0 won %d fights taking %d cards, want 2 and 4", a.Won, a.Taken)
	}
	if b := sum.Seats[1]; b.Won != 0 || b.Taken != 0 {
		t.Errorf("seat 1 lost its fight, the summary says it won %d", b.Won)
	}
	if w := sum.SeatWords(0); !strings.Contains(w, "Won 2 fights: the monsters' 4 cards went to the hand") {
		t.Errorf("seat 0's row reads %q: it does not say what the wins gave", w)
	}
	if w := sum.SeatWords(1); w != "no points" {
		t.Errorf("seat 1's row reads %q", w)
	}
	// One fight won: that monster's cards, however many (play-test 33
	// read "the monsters' 3 cards").
	one, ok := Summarize([]engine.Event{events[0], events[1], events[4]}, 2)
	if !ok {
		t.Fatal("no hand ended")
	}
	if w := one.SeatWords(0); !strings.Contains(w, "Won a fight: the monster's ") {
		t.Errorf("one fight won: %q", w)
	}
}

// A seat the hand ended before it had a turn is told so in its row, and
// the viewer as "your turn": the dealer plays last (a newcomer dealt the
// first hand watched it pass with no move and read only "no points").
func TestSummarySaysTheHandEndedBeforeYourTurn(t *testing.T) {
	ev := func(p engine.Player, code int, args ...int) engine.Event {
		return engine.Event{Kind: engine.EvGame, Player: p, Code: code, Args: args}
	}
	// Three seats, seat 0 deals: seat 1 plays, the hand ends before seats 2 and 0.
	events := []engine.Event{
		ev(engine.NoPlayer, hh.CodeHand, 1, 0, 0, 3),
		ev(1, hh.CodeDrawsCard),
		ev(1, hh.CodeDiscards, 5),
		ev(engine.NoPlayer, hh.CodeBalancedUnplayed, 3),
	}
	sum, ok := Summarize(events, 3)
	if !ok {
		t.Fatal("no hand ended")
	}
	if sum.Dealer != 0 || sum.NoTurn(1) || !sum.NoTurn(0) || !sum.NoTurn(2) {
		t.Fatalf("dealer %d, no turn: %v %v %v", sum.Dealer, sum.NoTurn(0), sum.NoTurn(1), sum.NoTurn(2))
	}
	if w := sum.RowWords(0, 0); w != "The hand ended before your turn: the dealer plays last." {
		t.Errorf("the viewer, dealer, reads %q", w)
	}
	if w := sum.RowWords(2, 2); w != "The hand ended before your turn." {
		t.Errorf("the viewer, not the dealer, reads %q", w)
	}
	if w := sum.RowWords(0, 1); strings.Contains(w, "your") || !strings.Contains(w, "dealer plays last") {
		t.Errorf("the dealer's row seen by another reads %q", w)
	}
	if w := sum.RowWords(1, 0); w != sum.SeatWords(1) {
		t.Errorf("a seat that played reads %q, not its own words %q", w, sum.SeatWords(1))
	}
}

// In whole games, a seat's row says it had no turn exactly when it made no
// move in that hand.
func TestNoTurnAgreesWithTheMoves(t *testing.T) {
	for _, seats := range []string{"greedy,greedy,greedy", "greedy,random,greedy,greedy"} {
		s := newSession(t, seats, 9)
		reach(t, s, 5000, func(st *hh.State) bool { return st.Phase == hh.PhOver })
		tb := &Table{}
		tb.S = s
		if m, err := s.Match.Restart(); err == nil {
			tb.initial = m.State.Events()
		}
		acted := map[engine.Player]bool{}
		noTurn := 0
		for i, e := range s.Match.Log {
			acted[e.Player] = true
			sum := tb.summaryFor(i)
			if sum == nil {
				continue
			}
			for p := range sum.Seats {
				if sum.NoTurn(p) == acted[engine.Player(p)] {
					t.Errorf("%s hand %d seat %d: moved %v, no turn %v", seats, sum.Hand, p, acted[engine.Player(p)], sum.NoTurn(p))
				}
				if sum.NoTurn(p) {
					noTurn++
				}
			}
			acted = map[engine.Player]bool{}
		}
		if noTurn == 0 {
			t.Logf("%s: no seat went a hand without a turn", seats)
		}
	}
}

// Over a hand's summary the prompt's header shows no seat's pawn: the
// summary is about every seat (it showed the next hand's first player's).
func TestSummaryPromptShowsNoPawn(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 12)
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	untilSummary(t, h, table, 40000)
	if p := table.promptSeat(); p != engine.NoPlayer {
		t.Errorf("over the summary the prompt shows seat %d's pawn", p)
	}
	h.Idle(t, summaryGuard)
	h.Key(t, ebiten.KeyEnter)
	scenetest.Settle(t, h, &table.Core)
	if !s.Over() && table.promptSeat() == engine.NoPlayer {
		t.Error("after the summary the prompt shows nobody's pawn")
	}
}

// A hand a no-win's flip balanced says the card was flipped, not that the
// player chose to flip it.
func TestSummarySaysTheNoWinFlipWasNoOnesChoice(t *testing.T) {
	ev := func(p engine.Player, code int, args ...int) engine.Event {
		return engine.Event{Kind: engine.EvGame, Player: p, Code: code, Args: args}
	}
	alpha := card(t, "prime_alpha_man")
	sum, ok := Summarize([]engine.Event{
		ev(engine.NoPlayer, hh.CodeHand, 1, 1, 0, 3),
		ev(0, hh.CodeDrawsCard),
		ev(0, hh.CodeFlipOntoMonster, alpha),
		ev(engine.NoPlayer, hh.CodeBalancedUnplayed, 3),
	}, 2)
	if !ok {
		t.Fatal("no hand ended")
	}
	want := "After {P1}'s fight ended in no win, Alpha Man (2○ 2●) was flipped onto the monster: the monster balanced with nobody playing it: the treasure (3) stays for the next hand."
	if w := sum.Why(); w != want {
		t.Errorf("got %q, want %q", w, want)
	}
}

// No seat's caption shows once a hand's summary does: the bubble of the
// hand's last move is gone before (play-test 13: Cora's "...cket Boots
// (0○ 4●) as" stuck out from behind the Hand 1 summary).
func TestNoCaptionOverTheSummary(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 12)
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	summaries := 0
	for range 3 {
		untilSummary(t, h, table, 40000)
		summaries++
		for range 40 {
			for _, st := range table.q.Active() {
				if st.Kind == StepCaption {
					t.Fatalf("over hand %d's summary seat %d's caption %q shows", table.q.Holding().Summary.Hand, st.Seat, st.Text)
				}
			}
			h.Idle(t, 1)
		}
		h.Key(t, ebiten.KeyEnter)
		if s.Over() {
			break
		}
	}
}
