package heromustdie

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/play"
)

// playLogged plays a seeded game of n seats to its end, each seat picking
// at random among its legal actions but taking, when it may, the rare ones
// (plot cards, paying, a coup) that a log must also tell.
func playLogged(t *testing.T, n int, seed uint64) (*engine.Match, []string) {
	t.Helper()
	seats, names := make([]engine.Seat, n), make([]string, n)
	for i := range seats {
		names[i] = play.DefaultName(i)
		seats[i] = engine.Seat{Name: names[i], Kind: engine.Bot}
	}
	opts := engine.Options{}.With(hmd.OptMage, []string{"off", "on"}[seed%2])
	m, err := engine.NewMatch(engine.Setup{Game: hmd.GameID, Seed: seed, Options: opts, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 5))
	var buf, rare []engine.Action
	for !m.State.IsTerminal() {
		buf, rare = m.State.LegalActions(buf[:0]), rare[:0]
		coup := engine.Action(0)
		for _, a := range buf {
			switch k, _ := hmd.Split(a); k {
			case hmd.KCoup:
				coup = a
			case hmd.KYes, hmd.KPlay, hmd.KSeat, hmd.KParty, hmd.KDiscard, hmd.KRecall, hmd.KUpgrade:
				rare = append(rare, a)
			}
		}
		a := buf[r.IntN(len(buf))]
		switch {
		case coup != 0:
			a = coup
		case len(rare) > 0 && r.IntN(2) == 0:
			a = rare[r.IntN(len(rare))]
		}
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return m, names
}

// An entry's first sentence joins its action's line exactly when it tells
// that action (tellsAction): the same seat doing the same thing. Each case
// is the first event of seeded games with the action's kind, the event's
// code, and whether it is the entry's first sentence and about the seat
// acting (a coup takes some twelve hundred games to come up).
func TestLogJoinsTheSentenceThatTellsTheAction(t *testing.T) {
	cases := []struct {
		kind        hmd.Kind
		code        int
		first, seat bool
		joins       bool
	}{
		{hmd.KPass, hmd.CodePass, true, true, true},
		{hmd.KPass, hmd.CodeThroneUnused, true, true, true},
		{hmd.KPass, hmd.CodeHireNone, true, true, true},
		{hmd.KPass, hmd.CodeSendNone, true, true, true},
		{hmd.KPass, hmd.CodeCourtEnd, true, true, true},
		{hmd.KYes, hmd.CodeCastleEye, true, true, true},
		{hmd.KYes, hmd.CodeThroneDraw, true, true, true},
		{hmd.KYes, hmd.CodePardon, true, true, true},
		{hmd.KYes, hmd.CodeTraitor, true, true, true},
		{hmd.KYes, hmd.CodeBetter, true, true, true},
		{hmd.KColour, hmd.CodeColour, true, true, true},
		{hmd.KFloor, hmd.CodeFloorTaken, true, true, true},
		{hmd.KMonster, hmd.CodePickMonster, true, true, true},
		{hmd.KMonster, hmd.CodeHire, true, true, true},
		{hmd.KPlace, hmd.CodePlace, true, true, true},
		{hmd.KTop, hmd.CodeEventDrawn, true, true, true},
		{hmd.KBottom, hmd.CodeEventDrawn, true, true, true},
		{hmd.KKeep, hmd.CodeThroneKeep, true, true, true},
		{hmd.KTrap, hmd.CodeBuild, true, true, true},
		{hmd.KRoom, hmd.CodeBuild, true, true, true},
		{hmd.KUpgrade, hmd.CodeBuild, true, true, true}, // one line for an upgrade (pt7 #10)
		{hmd.KPeek, hmd.CodePeek, true, true, true},
		{hmd.KPush, hmd.CodePush, true, true, true},
		{hmd.KRecall, hmd.CodeRecall, true, true, true},
		{hmd.KFire, hmd.CodeFire, true, true, true},
		{hmd.KSend, hmd.CodeSend, true, true, true},
		{hmd.KCommit, hmd.CodeCommit, true, true, true},
		{hmd.KSupport, hmd.CodeSupport, true, true, true},
		{hmd.KWound, hmd.CodeMagic, true, true, true},
		{hmd.KHeal, hmd.CodeHeal, true, true, true},
		{hmd.KPlay, hmd.CodePlays, true, true, true},
		{hmd.KCoup, hmd.CodeCoup, true, true, true},
		{hmd.KSeat, hmd.CodeSwitch, true, true, true},
		{hmd.KSeat, hmd.CodeSteal, true, true, true},
		{hmd.KParty, hmd.CodeRuleParty, true, true, true},
		{hmd.KDiscard, hmd.CodeQuestDiscard, true, true, true},
		{hmd.KPay, hmd.CodeWages, true, true, true},      // the seat's wages, one line for all its payments (pt19 #7)
		{hmd.KDiscards, hmd.CodeLetGo, true, true, true}, // the monsters let go and why, one line (pt22 #2)

		// The action's own sentence says something else.
		{hmd.KSlaves, hmd.CodeMine, true, true, false},
		// Another seat's choice, made for it.
		{hmd.KColour, hmd.CodeColour, false, false, false},
		{hmd.KFloor, hmd.CodeFloorTaken, false, false, false},
		// A later sentence of the same seat: the Castle's second peek,
		// another trap fired, a Court turn ended after a pass elsewhere.
		{hmd.KPeek, hmd.CodePeek, false, true, false},
		{hmd.KFire, hmd.CodeFire, false, true, false},
		{hmd.KWound, hmd.CodeMagic, false, true, false},
		{hmd.KPass, hmd.CodeCourtEnd, false, true, false},
	}
	found := make([]bool, len(cases))
	left := len(cases)
	for seed := uint64(1); seed <= 2000 && left > 0; seed++ {
		m, names := playLogged(t, 2+int(seed%3), seed)
		lines := LogLines(m.Info, m.Log, names, engine.NoPlayer, true)
		joined := map[int]int{} // entry → the event its action's line tells
		for _, l := range lines {
			if l.Action {
				joined[l.Entry] = l.Event
			}
		}
		for i, e := range m.Log {
			k, _ := hmd.Split(e.Action)
			first := true
			for j, ev := range e.Events {
				if !told(ev) {
					continue
				}
				seat := ev.Kind == engine.EvGame && ev.Arg(0) == int(e.Player)
				for c, tt := range cases {
					if found[c] || tt.kind != k || tt.code != ev.Code || tt.first != first || tt.seat != seat {
						continue
					}
					found[c], left = true, left-1
					if got := joined[i] == j; got != tt.joins {
						t.Errorf("seed %d move %d %q, event %d %q: joins %v, want %v",
							seed, i, engine.Names(e.Text, names), j, engine.Names(m.Info.Sentence(ev), names), got, tt.joins)
					}
				}
				first = false
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
		m, names := playLogged(t, 2+int(seed%3), seed)
		lines := LogLines(m.Info, m.Log, names, engine.NoPlayer, true)
		for i, l := range lines[:len(lines)-1] {
			next := lines[i+1]
			if l.Action && !next.Action && next.Entry == l.Entry && strings.HasPrefix(next.Text, l.Text) {
				t.Errorf("seed %d: %q follows its action %q", seed, next.Text, l.Text)
			}
		}
	}
}

// No line of the log reads as the one before it, so that none looks told
// twice: a seat answering at two boxes in a row ("hires no monster at
// Monster Pit 1", "… at Monster Pit 2") or paying wages a point at a time
// says which. Left: the same trap built twice, which is two builds, and a
// seat unable to pay at two boxes in a row, whose events (of rules version
// 4) do not hold the box.
func TestLogNeverReadsTwice(t *testing.T) {
	repeats := map[int]bool{hmd.CodeBuild: true, hmd.CodeCannotBuild: true, hmd.CodeCannotHire: true}
	for seed := uint64(1); seed <= 40; seed++ {
		m, names := playLogged(t, 3, seed)
		lines := LogLines(m.Info, m.Log, names, engine.NoPlayer, true)
		for i := 1; i < len(lines); i++ {
			l := lines[i]
			if l.Text != lines[i-1].Text {
				continue
			}
			if ev := l.Event; ev >= 0 && repeats[m.Log[l.Entry].Events[ev].Code] {
				continue
			}
			t.Errorf("seed %d: %q twice in a row (moves %d and %d)", seed, l.Text, lines[i-1].Entry, l.Entry)
		}
	}
}

// Each event card drawn is followed in the log by what it does, in the
// words its tooltip uses.
func TestLogSaysWhatTheDrawnEventDoes(t *testing.T) {
	m, names := playLogged(t, 3, 2)
	lines := LogLines(m.Info, m.Log, names, engine.NoPlayer, true)
	draws := 0
	for i, l := range lines {
		if l.Event < 0 || m.Log[l.Entry].Events[l.Event].Code != hmd.CodeEventDrawn || m.Log[l.Entry].Events[l.Event].Kind != engine.EvGame {
			continue
		}
		if i+1 < len(lines) && lines[i+1].Entry == l.Entry && lines[i+1].Event == l.Event {
			continue // the draw's own line; its effect follows it
		}
		draws++
		k := hmd.Events[m.Log[l.Entry].Events[l.Event].Arg(3)].Kind
		if want := hmd.EventKindNames[k]; !strings.HasPrefix(l.Text, want) || !strings.HasSuffix(l.Text, eventWords[k]) || strings.Contains(l.Text, "!:") {
			t.Errorf("after the draw of %s the log says %q, want its name, then %q", want, l.Text, eventWords[k])
		}
	}
	if draws == 0 {
		t.Error("no event card was drawn in the game")
	}
}

// The heroes' healing names only the heroes it healed, each with its
// wounds (pt19 #6: "removes 3 wounds: Ranger, Priest and Apprentice" when
// only the Priest was wounded).
func TestTheHealingNamesOnlyTheHealed(t *testing.T) {
	seen := 0
	info, _ := engine.Lookup(hmd.GameID)
	eachFightAction(t, func(prev, final *hmd.State, e engine.LogEntry) {
		lines := LogLines(info, []engine.LogEntry{e}, []string{"A", "B", "C", "D"}, engine.NoPlayer, true)
		for _, ln := range lines {
			if ln.Event < 0 || e.Events[ln.Event].Code != hmd.CodeHeroesHeal || e.Events[ln.Event].Kind != engine.EvGame {
				continue
			}
			seen++
			healed := map[string]bool{}
			for _, ev := range e.Events[ln.Event+1:] {
				if ev.Kind != engine.EvGame || !hmd.IsBlow(ev.Code) {
					break
				}
				if ev.Code == hmd.CodeWoundOff && ev.Arg(0) == 1 {
					healed[hmd.Heroes[ev.Arg(1)].Name] = true
				}
			}
			for _, f := range prev.Fight.Heroes {
				name := hmd.Heroes[f.Card].Name
				if strings.Contains(ln.Text, "the "+name+" (") != healed[name] {
					t.Errorf("%q: the %s healed %v", ln.Text, name, healed[name])
				}
			}
		}
	})
	if seen == 0 {
		t.Fatal("the heroes never healed in eight games")
	}
}

// Each turn's start ("Turn 3 begins.") heads its lines in the log, set
// apart as Hero House's hands are; no other line does.
func TestTurnStartsHeadTheLog(t *testing.T) {
	m, names := playLogged(t, 3, 4)
	turns := 0
	for _, l := range LogLines(m.Info, m.Log, names, engine.NoPlayer, true) {
		turn := l.Event >= 0 && m.Log[l.Entry].Events[l.Event].Kind == engine.EvGame && m.Log[l.Entry].Events[l.Event].Code == hmd.CodeTurn
		if turn {
			turns++
		}
		if l.Heading != turn {
			t.Errorf("%q: heading %v", l.Text, l.Heading)
		}
	}
	if turns < 2 {
		t.Errorf("%d turns began in a whole game", turns)
	}
}
