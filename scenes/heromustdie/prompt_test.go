package heromustdie

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// decisionWords are, for each kind of action a button may offer, words
// one of which the prompt must say for the question to be the one the
// button answers (written apart from the engine's and the table's words,
// so that a stale or wrong prompt shows). Yes and no answer the question
// of the stage, and are checked by yesWords.
var decisionWords = map[hmd.Kind][]string{
	hmd.KColour:   {"colour"},
	hmd.KFloor:    {"floor"},
	hmd.KMonster:  {"monster"},
	hmd.KPlace:    {"goblin"},
	hmd.KTop:      {"top", "event card"},
	hmd.KBottom:   {"bottom", "event card"},
	hmd.KDiscards: {"let go", "monsters go"},
	hmd.KPay:      {"pay"},
	hmd.KKeep:     {"keep", "under"},
	hmd.KSlaves:   {"slaves"},
	hmd.KTrap:     {"build"},
	hmd.KRoom:     {"build"},
	hmd.KUpgrade:  {"build"},
	hmd.KPeek:     {"peek", "look at"},
	hmd.KPush:     {"party"},
	hmd.KRecall:   {"party"},
	hmd.KDisarm:   {"disarm"},
	hmd.KFire:     {"trap"},
	hmd.KSend:     {"send", "defend"},
	hmd.KCommit:   {"commit"},
	hmd.KSupport:  {"support"},
	hmd.KWound:    {"wound"},
	hmd.KHeal:     {"heal"},
	hmd.KPlay:     {"play"},
	hmd.KCoup:     {"play"},
	hmd.KSeat:     {"player"},
	hmd.KParty:    {"party"},
	hmd.KDiscard:  {"discard"},
}

// yesWords are what the prompt names when a Yes button answers it.
var yesWords = map[hmd.Stage][]string{
	hmd.StThronePay: {"throne"},
	hmd.StCastlePay: {"future event cards"},
	hmd.StPeekNext:  {"peek"},
	hmd.StMine:      {"slaves"},
	hmd.StPardon:    {"pardon me"},
	hmd.StTraitor:   {"traitor"},
	hmd.StBetter:    {"better choice"},
}

// promptNames checks the table at rest or not: every decision button
// shown plays a legal action of the position now, and the prompt's words
// name the decision of each (the button's label too, for the cards put
// under the plot deck). It returns how many buttons it checked.
func promptNames(t *testing.T, table *Table, where string) int {
	t.Helper()
	s := table.S
	st := table.state()
	var shown []engine.Action
	var labels []string
	for _, b := range table.buttons {
		if b.Hidden || b.Disabled { // a build the guard cannot pay shows, greyed, why not
			continue
		}
		a, ok := table.acts[b]
		if !ok || b == table.slider.confirm {
			continue
		}
		shown = append(shown, a)
		labels = append(labels, b.Label)
	}
	if len(shown) == 0 {
		return 0
	}
	if !table.Mine() && !table.buildShown() && !table.asksOn() { // the grid stays up while his own build shows (pt7 #8), so do the buttons of a decision that goes on (pt34 #4)
		t.Errorf("%s: decision buttons %q show while the decision is not the viewer's to make", where, labels)
	}
	what := table.asking().What
	lower := strings.ToLower(what)
	for i, a := range shown {
		if !slices.Contains(s.Legal(), a) {
			t.Errorf("%s: button %q plays %d, not a legal action now (%q)", where, labels[i], a, what)
			continue
		}
		k, _ := hmd.Split(a)
		want := decisionWords[k]
		switch k {
		case hmd.KYes:
			want = yesWords[st.Stage]
		case hmd.KPass:
			continue
		case hmd.KKeep:
			want = []string{"keep"}
			if strings.HasPrefix(labels[i], "Put ") {
				want = []string{"under"}
			}
		}
		if !slices.ContainsFunc(want, func(w string) bool { return strings.Contains(lower, w) }) {
			t.Errorf("%s: the prompt asks %q while button %q answers another question (wants one of %q)", where, what, labels[i], want)
		}
	}
	return len(shown)
}

// randomHuman picks a random legal action for a human seat.
func randomHuman(r *rand.Rand) func(st engine.State) engine.Action {
	return func(st engine.State) engine.Action {
		legal := st.LegalActions(nil)
		return legal[r.IntN(len(legal))]
	}
}

// Many random positions: the human seat plays at random, the bots
// greedily; at every decision of the human, the table (one for the whole
// game, caught up at instant speed) offers buttons whose question is the
// one the prompt asks.
func TestPromptNamesTheDecisionOfItsButtons(t *testing.T) {
	checked, positions := 0, 0
	for _, g := range []scenetest.Game{
		{Seats: "human,greedy,greedy,greedy", Seed: 3}, {Seats: "human,greedy", Seed: 7}, {Seats: "human,random,random", Seed: 11},
		{Seats: "human,greedy,greedy,greedy", Seed: 21}, {Seats: "human,random", Seed: 5},
	} {
		s := newSession(t, g.Seats, g.Seed)
		table, h := viewerAt(t, s)
		r := rand.New(rand.NewPCG(g.Seed, 14))
		human := randomHuman(r)
		for range 1500 {
			if s.Over() {
				break
			}
			if s.BotTurn() {
				for !s.Think(64) {
				}
				if _, err := s.PlayBot(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			scenetest.Settle(t, h, &table.Core)
			positions++
			checked += promptNames(t, table, s.Match.State.(*hmd.State).Prompt())
			if err := s.Play(human(s.Match.State)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 200 {
		t.Errorf("only %d buttons checked in %d positions", checked, positions)
	}
	t.Logf("%d buttons checked in %d positions", checked, positions)
}

// At fast speed, frame by frame while the moves play out and the human
// answers by clicking the buttons and things on the table: no frame
// shows a decision's buttons under words of another decision.
func TestPromptAgreesEveryFrame(t *testing.T) {
	for _, g := range []scenetest.Game{{Seats: "human,greedy", Seed: 8}} {
		s := newSession(t, g.Seats, g.Seed)
		table := New(s)
		h := scenetest.NewHost(t, table, prefs.Fast)
		r := rand.New(rand.NewPCG(g.Seed, 15))
		checked := 0
		for i := range 4000 {
			if s.Over() {
				break
			}
			goOnLater(table, 20)
			h.Idle(t, 1)
			checked += promptNames(t, table, "frame")
			if !table.Mine() || i%3 != 0 {
				continue
			}
			legal := s.Legal()
			a := legal[r.IntN(len(legal))]
			rects, ok := table.ClicksFor(a)
			if !ok {
				t.Fatalf("no control plays %s", s.ActionText(a))
			}
			for _, rc := range rects {
				h.Click(t, rc.Center())
				checked += promptNames(t, table, "click")
			}
		}
		if checked == 0 {
			t.Errorf("seed %d: no button was checked", g.Seed)
		}
	}
}
