package herohouse

import (
	"fmt"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/tablekit"
)

// coreLog is the log as the table's core shows it: every line, how many
// of them show, and the step a line waits for.
func coreLog(table *Table) (lines []Line, shown int, waitsFor func(Line) *tablekit.Span) {
	shown, all := table.LogShown()
	return table.LogLines(table.Viewer)[:all], shown, table.LogWaitsFor
}

// The log's lines show in order, each when the step showing what it tells
// begins and never before: a sentence about a card's move as the card
// lifts off, a fight as the fight starts; when the animation is over they
// all show.
func TestLogWaitsForTheTable(t *testing.T) {
	for _, sp := range []prefs.Speed{prefs.Normal, prefs.Fast} {
		t.Run(string(sp), func(t *testing.T) {
			checkLogPace(t, sp.Frames)
		})
	}
}

func checkLogPace(t *testing.T, frames func(int) int) {
	st, err := hh.New(3, 8)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ada", "Bram", "Cora"}
	info, _ := engine.Lookup(hh.GameID)
	initial := append([]engine.Event(nil), st.Events()...)
	var log []engine.LogEntry
	made := map[int][]*Step{} // by entry: the steps made from its events
	q := NewQueue(Blank(st), 0)
	var g tablekit.LogGate[*tablekit.Span, Line] // as the table's core holds them
	made[-1] = q.Add(initial, FromState(st), 0, frames)
	g.Hold(-1, gateSpans(initial, made[-1]))
	now, held := 0, 0
	// play shows the last action, tick by tick, checking the log's pace.
	play := func() {
		lines := LogLines(info, initial, log, names)
		shownAt := make([]int, len(lines))
		prev := 0
		for {
			q.Advance(now)
			n := g.Shown(lines, q.Busy())
			if n < prev {
				t.Fatalf("tick %d: %d lines show, %d did before", now, n, prev)
			}
			for i := prev; i < n; i++ {
				shownAt[i] = now
			}
			if n < len(lines) {
				held++
			}
			if !q.Busy() {
				if n != len(lines) {
					t.Fatalf("tick %d: the animation is over and %d of %d lines show", now, n, len(lines))
				}
				break
			}
			prev = n
			now++
		}
		for i, l := range lines {
			if l.Entry != len(log)-1 || l.Event < 0 {
				continue
			}
			events, steps := initial, made[l.Entry]
			if l.Entry >= 0 {
				events = log[l.Entry].Events
			}
			want := steps[l.Event] // the line's own step ...
			switch ev := events[l.Event]; {
			case is(ev, hh.CodeMonsterFlips, hh.CodeFlipOntoMonster, hh.CodeFlipOntoHero, hh.CodeDrawsCard,
				hh.CodeDiscards, hh.CodeMonsterDiscards, hh.CodeGives):
				want = steps[l.Event-1] // ... or the card move it tells of
				if k := events[l.Event-1].Kind; k != engine.EvDraw && k != engine.EvMove && k != engine.EvReveal {
					t.Fatalf("%q does not follow the card's move", l.Text)
				}
			case is(ev, hh.CodeLays): // the first card of the hero
				cards := 3
				if ev.Arg(1) == hh.NoCard {
					cards = 1 // a prime
				}
				want = steps[l.Event-cards]
				if ev := events[l.Event-cards]; ev.Zone != "hand" || ev.To != "hero" {
					t.Fatalf("%q does not follow the hero's cards", l.Text)
				}
			}
			if want != nil && shownAt[i] != max(want.Start, shownAt[max(i-1, 0)]) {
				t.Errorf("%q shows at tick %d; its step starts at %d", l.Text, shownAt[i], want.Start)
			}
		}
	}
	play()
	greedy := scenetest.Greedy(8)
	for n := 0; !st.IsTerminal() && n < 400; n++ {
		a := greedy(st)
		p := st.CurrentPlayer()
		text := st.ActionString(a)
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		events := append([]engine.Event(nil), st.Events()...)
		log = append(log, engine.LogEntry{Player: p, Action: a, Text: text, Events: events})
		if !q.Busy() {
			g.Clear()
		}
		made[len(log)-1] = q.Add(events, FromState(st), now, frames)
		g.Hold(len(log)-1, gateSpans(events, made[len(log)-1]))
		play()
	}
	if held == 0 {
		t.Error("no line was ever held back")
	}
}

// On the table the log keeps pace with the animation at normal speed, and
// at instant speed a line is never held longer than the frame its action
// is shown in.
func TestTableLogKeepsPace(t *testing.T) {
	for _, sp := range []prefs.Speed{prefs.Normal, prefs.Instant} {
		t.Run(string(sp), func(t *testing.T) {
			s := newSession(t, "greedy,greedy,greedy", 4)
			table := New(s)
			h := scenetest.NewHost(t, table, sp)
			held := 0
			var told []int // the frame each line came into the log
			var lines []Line
			for i := range 1500 {
				h.Idle(t, 1)
				var n int
				var waitsFor func(Line) *tablekit.Span
				lines, n, waitsFor = coreLog(table)
				for _, l := range lines[:n] {
					if st := waitsFor(l); st != nil && !st.Started {
						t.Fatalf("frame %d: %q shows before its step", i, l.Text)
					}
				}
				if !table.q.Busy() && n != len(lines) {
					t.Fatalf("frame %d: the table is still and %d of %d lines show", i, n, len(lines))
				}
				if n < len(lines) {
					held++
				}
				for len(told) < len(lines) {
					told = append(told, i)
				}
				if sp == prefs.Instant && n < len(told) && i-told[n] > 1 {
					t.Fatalf("frame %d: at instant speed %q was held %d frames", i, lines[n].Text, i-told[n])
				}
			}
			if sp == prefs.Normal && held < 100 {
				t.Errorf("lines were held back in only %d of 1500 frames", held)
			}
			if got, want := fmt.Sprint(len(lines)), fmt.Sprint(len(LogLines(s.Match.Info, table.initial, s.Match.Log, s.Names()))); got != want {
				t.Errorf("the table holds %s lines, the log has %s", got, want)
			}
		})
	}
}
