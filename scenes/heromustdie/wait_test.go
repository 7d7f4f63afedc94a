package heromustdie

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// roundEnds counts the rounds of a fight an entry's events end: each
// round begun after another, and the last one when the fight ends.
func roundEnds(events []engine.Event, rounds bool) int {
	n := 0
	for _, ev := range events {
		switch {
		case ev.Kind == engine.EvGame && ev.Code == hmd.CodeRound:
			if ev.Arg(0) >= 2 {
				n++
			}
			rounds = true
		case lastRound(ev) && rounds:
			n++
			rounds = false
		}
	}
	return n
}

// humanFight plays games of a human defender (the greedy bot's choices)
// against greedy bots until the human's next combat answer ends a round
// or more, then opens the table there at normal speed. It returns the
// session, table, host, the answer and the round ends it brings.
func humanFight(t *testing.T) (*play.Session, *Table, *scenetest.Host, engine.Action, int) {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		s := newSession(t, "human,greedy,greedy,greedy", seed)
		pick := scenetest.Greedy(seed)
		for scenetest.ReachWith(t, s, 1500, 256, eager(seed), func(st *hmd.State) bool {
			return st.Actor == 0 && st.Fight.Active && combatStage(st.Stage)
		}) {
			st := s.Match.State.(*hmd.State)
			a := pick(st)
			try := st.Clone().(*hmd.State)
			if err := try.Apply(a); err != nil {
				t.Fatal(err)
			}
			if n := roundEnds(try.Events(), st.Fight.Round > 0); n > 0 {
				table := New(s)
				h := scenetest.NewHost(t, table, prefs.Normal)
				scenetest.Settle(t, h, &table.Core)
				return s, table, h, a, n
			}
			if err := s.Play(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no human's fight answer ended a round")
	return nil, nil, nil, 0, 0
}

// When a human defends, the overlay stops at the end of each round of his
// fight: it says what the round did (the cards it killed, the wounds it
// left) and waits, the bots waiting too, until he goes on, by key 1, the
// "Next round" button or a click anywhere. Rounds went by in two seconds
// (pt4 #7).
func TestAHumansFightWaitsAtEachRoundsEnd(t *testing.T) {
	s, table, h, a, want := humanFight(t)
	n := len(s.Match.Log)
	if err := s.Play(a); err != nil {
		t.Fatal(err)
	}
	waited := 0
	var last *Step
	for range 20000 {
		h.Idle(t, 1)
		w := table.q.Waiting()
		if w == nil || w == last {
			if scenetest.CaughtUp(&table.Core) && len(s.Match.Log) > n+1 || s.Over() {
				break
			}
			continue
		}
		last = w
		if w.Kind != StepRound {
			continue // an event card the bots drew meanwhile
		}
		waited++
		logLen := len(s.Match.Log)
		h.Idle(t, 300) // five seconds: it still waits
		if table.q.Waiting() != w || !table.goOnBtn.Visible() {
			t.Fatalf("round %d's end did not wait five seconds with its button", w.Card)
		}
		if len(s.Match.Log) != logLen {
			t.Fatal("a bot moved while the human's round end was shown")
		}
		if said := roundSummary(w.Said, &table.q.Shown.Fight); said == "" {
			t.Errorf("round %d's end says nothing", w.Card)
		}
		if waited == 1 {
			h.Shot(t, shotDir, "round-end")
		}
		switch waited % 3 {
		case 1:
			h.Key(t, ebiten.Key1)
		case 2:
			h.Click(t, table.goOnBtn.Rect.Center())
		default:
			h.Click(t, layout.Point{X: 100, Y: 650})
		}
		h.Idle(t, 1)
		if table.q.Waiting() == w {
			t.Fatalf("round %d's end still waits after the player went on", w.Card)
		}
	}
	if waited < want {
		t.Errorf("the answer ended %d rounds; the table waited at %d", want, waited)
	}
}

// A round's end names the cards killed and the new wounds, from the
// round's start to the fight as it stands.
func TestRoundSummary(t *testing.T) {
	begin := engine.Event{Kind: engine.EvGame, Code: hmd.CodeRound, Args: []int{2, 1, 3, 0, 5, 1, 7, 0}}
	fi := &hmd.Fight{Heroes: []hmd.Fighter{{Card: 3, Wounds: 2}}, Monsters: []hmd.Fighter{{Card: 7}}}
	got := roundSummary([]engine.Event{begin}, fi)
	want := "Killed: " + hmd.Monsters[5].Name + ". New wounds: " + hmd.Heroes[3].Name + " +2."
	if got != want {
		t.Errorf("summary %q, want %q", got, want)
	}
	fi.Heroes[0].Wounds = 0
	fi.Monsters = append(fi.Monsters, hmd.Fighter{Card: 5, Wounds: 1})
	if got := roundSummary([]engine.Event{begin}, fi); got != "Nobody was killed or wounded." {
		t.Errorf("a round that hurt nobody reads %q", got)
	}
}

// watchEvent plays s on a table at normal speed (a human seat answering
// with the greedy bot's choice) until an event card is drawn; it returns
// the table, the host and the event's step.
func watchEvent(t *testing.T, s *play.Session) (*Table, *scenetest.Host, *Step) {
	t.Helper()
	table := New(s)
	h := scenetest.NewHost(t, table, prefs.Normal)
	pick := scenetest.Greedy(3)
	for range 30000 {
		h.Idle(t, 1)
		for _, st := range table.q.Active() {
			if st.Kind == StepEvent {
				return table, h, st
			}
		}
		if table.Mine() {
			if err := s.Play(pick(s.Match.State)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no event card was drawn")
	return nil, nil, nil
}

// With a human at the table, the turn's event card he drew stays up
// large, its effect under it, until he goes on (it flashed for half a
// second, pt4 #2); the bots wait meanwhile. Bots alone do not wait.
func TestTheEventCardWaitsForTheHuman(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 5) // Ada, the human, draws the card
	table, h, ev := watchEvent(t, s)
	n := len(s.Match.Log)
	h.Idle(t, 400)
	if table.q.Waiting() != ev || !ev.Under() || !table.goOnBtn.Visible() {
		t.Fatal("the event card did not stay up with its Go on button")
	}
	if len(s.Match.Log) != n {
		t.Error("a bot moved while the event card showed")
	}
	h.Shot(t, shotDir, "event-card")
	h.Key(t, ebiten.KeySpace)
	h.Idle(t, 1)
	if table.q.Waiting() != nil {
		t.Fatal("Space did not go on")
	}
	h.Idle(t, ev.Tail+2)
	if ev.Under() {
		t.Error("the card did not settle into its slot once the player went on")
	}

	bots := newSession(t, "greedy,greedy,greedy", 2)
	_, h, ev = watchEvent(t, bots)
	if ev.Wait {
		t.Error("the event card waits at a table of bots")
	}
	h.Idle(t, eventTicks+1)
	if ev.Under() {
		t.Error("the event card stayed up at a table of bots")
	}
}

// goOnLater plays a human at the table who goes on once a step has waited
// for him ticks ticks (tests that play whole games).
func goOnLater(table *Table, ticks int) {
	if w := table.q.Waiting(); w != nil && table.Now-w.Start >= ticks {
		table.q.GoOn(table.Now)
	}
}

// An event card a bot drew stays up a readable while, then goes on by
// itself; the human's own card waits for him (pt17 #8: every card waited
// for a human "Go on", even a bot's).
func TestABotsEventCardGoesOnByItself(t *testing.T) {
	bot, own := false, false
	for _, seed := range []uint64{2, 5} { // Bram draws the first card; Ada (the human)

		s := newSession(t, "human,greedy,greedy", seed)
		table, h, ev := watchEvent(t, s)
		if !ev.Wait {
			t.Fatalf("seed %d: the event card does not wait with a human at the table", seed)
		}
		if s.IsBot(ev.Player) {
			if bot {
				continue
			}
			bot = true
			h.Idle(t, botEventHold/2)
			if table.q.Waiting() != ev {
				t.Errorf("seed %d: a bot's event card went on before it could be read", seed)
			}
			h.Idle(t, botEventHold)
			if table.q.Waiting() == ev {
				t.Errorf("seed %d: a bot's event card still waits for the human after %d ticks", seed, botEventHold*3/2)
			}
			continue
		}
		if own {
			continue
		}
		own = true
		h.Idle(t, botEventHold*2)
		if table.q.Waiting() != ev {
			t.Errorf("seed %d: the human's own event card went on without him", seed)
		}
	}
	if !bot || !own {
		t.Fatalf("cards drawn by a bot: %v, by the human: %v", bot, own)
	}
}

// With auto-resolve on, a round's end shows a moment and the fight goes
// on by itself to its result; off, it waits for the defender (pt17 #3: a
// 7-round fight took 7 presses of "Next round" with auto-resolve on).
func TestAutoResolveRunsPastTheRoundsEnds(t *testing.T) {
	same := func(n int) int { return n }
	for _, auto := range []bool{false, true} {
		table := New(newSession(t, "human,greedy,greedy", 1))
		table.auto = auto
		w := &Step{Kind: StepRound, Card: 1, Wait: true}
		w.Dur = roundTicks
		table.q.Then(w, 0)
		change := &Step{Kind: StepChange}
		change.Dur = 10
		table.q.Then(change, 0)
		for now := 0; now <= 4*autoRoundHold; now++ {
			table.q.Advance(now)
			table.goOnByItself(now, same)
			switch waiting := table.q.Waiting() == w; {
			case now < autoRoundHold && !waiting:
				t.Fatalf("auto-resolve %v: the round's end went on at tick %d, before it could be read", auto, now)
			case auto && now > autoRoundHold && waiting:
				t.Fatalf("auto-resolve on: the round's end still waits at tick %d", now)
			case !auto && !waiting:
				t.Fatalf("auto-resolve off: the round's end went on by itself at tick %d", now)
			}
		}
	}
}
