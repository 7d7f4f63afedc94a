package heromustdie

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
)

// payLog is seat p paying wages with the resources given, one log entry
// each, the last with CodeWages when done.
func payLog(p engine.Player, paid []int, done bool) []engine.LogEntry {
	var log []engine.LogEntry
	for k, r := range paid {
		e := engine.LogEntry{Player: p, Action: hmd.Act(hmd.KPay, r), Text: "a wage"}
		if done && k == len(paid)-1 {
			e.Events = []engine.Event{{Kind: engine.EvGame, Player: p, Code: hmd.CodeWages, Args: []int{int(p), len(paid)}}}
		}
		log = append(log, e)
	}
	return log
}

// Pay Day tells a seat's wages in one line, whatever he paid them with,
// not a line for every point (pt19 #7: seven lines for seven wages, then
// a total, for every seat). The line stands for the last payment (the
// log gate shows it as that shows); while a seat is paying it says what
// he paid so far.
func TestPayDayIsOneLinePerSeat(t *testing.T) {
	names := []string{"Ada", "Bram"}
	log := append(payLog(1, []int{0, 1, 0, 1, 1, 0, 1}, true), payLog(0, []int{2, 2}, false)...)
	info, _ := engine.Lookup(hmd.GameID)
	lines := LogLines(info, log, names, engine.NoPlayer, true)
	want := []Line{
		{Player: 1, Text: "Bram pays 7 wages: 3 gold, 4 slaves.", Action: true, Entry: 6, Event: 0},
		{Player: 0, Text: "Ada has paid 2 wages so far: 2 MP.", Action: true, Entry: 8, Event: -1},
	}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d: %+v", len(lines), len(want), lines)
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("line %d is %+v, want %+v", i, lines[i], want[i])
		}
	}
}

// In a game, every seat's wages are one line of the log, standing for its
// last payment, whose CodeWages event it is gated on.
func TestPayDayLinesInPlay(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed < 20 && checked == 0; seed++ {
		s := newSession(t, "greedy,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 3000, 32, nil, func(st *hmd.State) bool { return st.Has(hmd.PayDay) && st.Phase > hmd.PhEvent }) {
			continue
		}
		lines := LogLines(s.Match.Info, s.Match.Log, s.Names(), engine.NoPlayer, true)
		for i, e := range s.Match.Log {
			wages := slices.IndexFunc(e.Events, func(ev engine.Event) bool { return ev.Code == hmd.CodeWages && ev.Arg(0) == int(e.Player) })
			if k, _ := hmd.Split(e.Action); k != hmd.KPay || wages < 0 {
				continue
			}
			checked++
			first := i
			for first > 0 {
				if k, _ := hmd.Split(s.Match.Log[first-1].Action); k != hmd.KPay || s.Match.Log[first-1].Player != e.Player {
					break
				}
				first--
			}
			n := 0
			for _, l := range lines {
				if l.Entry >= first && l.Entry < i {
					t.Errorf("seed %d: a wage paid before the last has a line: %q", seed, l.Text)
				}
				if l.Entry == i && l.Action {
					n++
					if l.Event != wages || l.Player != e.Player {
						t.Errorf("seed %d: the wages' line %+v is not the seat's, gated on its CodeWages", seed, l)
					}
				}
			}
			if n != 1 {
				t.Errorf("seed %d: %d lines for %s's wages, want 1", seed, n, s.Names()[e.Player])
			}
		}
	}
	if checked == 0 {
		t.Fatal("no wage was paid")
	}
}

// A Pay Day that lets a monster go and ends with points the game paid by
// itself (the seat had only MP left, one legal payment) tells what was
// paid, all of it, and the let-go once (pt22 #2: "1 gold, 3 MP" after
// 1 gold and 4 MP, and "lets the Kobold go" twice).
func TestPayDayLetGoThenForcedPoints(t *testing.T) {
	names := []string{"Ada", "Bram"}
	paid := func(p engine.Player, r int) engine.Event {
		return engine.Event{Kind: engine.EvGame, Player: p, Code: hmd.CodePaid, Args: []int{int(p), r}}
	}
	kobold := slices.IndexFunc(hmd.Monsters[:], func(m hmd.Monster) bool { return m.Name == "Kobold" })
	log := []engine.LogEntry{
		{Player: 0, Action: hmd.Act(hmd.KDiscards, 1), Text: "{P1} lets the Kobold go",
			Events: []engine.Event{{Kind: engine.EvGame, Player: 0, Code: hmd.CodeLetGo, Args: []int{0, kobold}}}},
		{Player: 0, Action: hmd.Act(hmd.KPay, 2), Text: "w", Events: []engine.Event{paid(0, 2)}},
		{Player: 0, Action: hmd.Act(hmd.KPay, 2), Text: "w", Events: []engine.Event{paid(0, 2)}},
		{Player: 0, Action: hmd.Act(hmd.KPay, 2), Text: "w", Events: []engine.Event{paid(0, 2)}},
		// The gold paid, the last MP goes by itself, and Bram, with only
		// slaves, pays his two by himself too.
		{Player: 0, Action: hmd.Act(hmd.KPay, 0), Text: "w", Events: []engine.Event{paid(0, 0), paid(0, 2),
			{Kind: engine.EvGame, Player: 0, Code: hmd.CodeWages, Args: []int{0, 5}},
			paid(1, 1), paid(1, 1), {Kind: engine.EvGame, Player: 1, Code: hmd.CodeWages, Args: []int{1, 2}}}},
	}
	info, _ := engine.Lookup(hmd.GameID)
	var got []string
	for _, l := range LogLines(info, log, names, engine.NoPlayer, true) {
		got = append(got, l.Text)
	}
	want := []string{
		"Ada cannot pay for the Kobold and lets it go.",
		"Ada pays 5 wages: 1 gold, 4 MP.",
		"Bram pays 2 wages: 2 slaves.",
	}
	if !slices.Equal(got, want) {
		t.Errorf("lines\n%q\nwant\n%q", got, want)
	}
}
