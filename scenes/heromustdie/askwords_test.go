package heromustdie

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// The prompt names another seat's decision without "you", and a box in
// the box's own words (pt17 #6: "Keep one of the plot cards you drew"
// while Bram decided; "Throne room" in the prompt, "Throne Room" on the
// box).
func TestThePromptSaysWhoseDecision(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 1)
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	you := regexp.MustCompile(`\b[Yy]ou(r)?\b`)
	for stage := range hmd.NumStages {
		st.Stage = stage
		if w := decide(st, nil, s.Names(), false).what; you.MatchString(w) {
			t.Errorf("stage %d, another seat deciding: %q", stage, w)
		}
	}
	st.Stage = hmd.StThronePay
	if w := decide(st, nil, s.Names(), true).what; !regexp.MustCompile(`Throne Room`).MatchString(w) {
		t.Errorf("the Throne Room's question: %q", w)
	}
}

// A peek at a card the actor has seen already (through the Castle) is
// named in the question (pt17 #9: offered with no hint).
func TestAPeekAtACardSeenSaysSo(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 1)
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	st.Stage, st.Actor, st.Turn = hmd.StPeekNext, 0, 1
	slot := 1 // the next turn's
	st.Slots[slot] = [2]int8{3, 4}
	cmds := []Command{{Kind: hmd.KPeek, Arg: 2 * slot}, {Kind: hmd.KPeek, Arg: 2*slot + 1}}
	fresh := decide(st, cmds, s.Names(), true).help
	st.EvKnown[4] |= 1 // Ada saw the bottom card
	if got := decide(st, cmds, s.Names(), true).help; got == fresh || !regexp.MustCompile(`bottom card already`).MatchString(got) {
		t.Errorf("the bottom card seen: %q (unseen: %q)", got, fresh)
	}
}

// The viewer's own question keeps its words while the table still shows
// the last moves (pt19 #5: "Build on your floor, or stop" became "Build on
// the floor guarded, or stop" while a build undone or made showed).
func TestTheOwnQuestionKeepsItsWordsWhileMovesShow(t *testing.T) {
	trap := func(a engine.Action) bool { k, _ := hmd.Split(a); return k == hmd.KTrap }
	for seed := uint64(1); seed < 40; seed++ {
		s := newSession(t, "human,greedy,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 900, 256, eager(seed), func(st *hmd.State) bool {
			return st.Actor == 0 && st.Stage == hmd.StBuild && st.Count >= 2 && slices.ContainsFunc(st.LegalActions(nil), trap)
		}) {
			continue
		}
		table, _ := viewerAt(t, s)
		h := scenetest.NewHost(t, table, prefs.Normal)
		scenetest.Settle(t, h, &table.Core)
		rest := table.ask.what
		if err := s.Play(s.Legal()[slices.IndexFunc(s.Legal(), trap)]); err != nil {
			t.Fatal(err)
		}
		if st := s.Match.State.(*hmd.State); st.Stage != hmd.StBuild || st.Actor != 0 {
			continue // the build ended with the trap
		}
		h.Idle(t, 2)
		if !table.Busy() {
			t.Fatal("the build does not show")
		}
		if table.ask.what != rest {
			t.Errorf("while the build shows the question is %q, at rest %q", table.ask.what, rest)
		}
		return
	}
	t.Fatal("no game came to a second build")
}

// The support a defender may buy is counted in the singular when it is
// one point (pt19 #5: "Support: up to 1 points"); a box's location is
// named as on the box (pt19 #5: "Building room" in a tooltip, "Building
// Room" on the board).
func TestSupportAndBoxWords(t *testing.T) {
	for _, c := range []struct {
		mp, vp int16
		want   string
	}{{2, 5, "up to 1 point,"}, {4, 5, "up to 2 points,"}, {9, 1, "up to 1 point,"}} {
		q := &hmd.Seat{MP: c.mp, VP: int8(c.vp)}
		if w := supportWords(q, ""); !strings.Contains(w, c.want) {
			t.Errorf("MP %d, VP %d: %q", c.mp, c.vp, w)
		}
	}
	s := newSession(t, "human,greedy,greedy", 1)
	st := s.Match.State.(*hmd.State)
	lower := regexp.MustCompile(`(Throne|Rune|Building) room|Gold mine|Monster pit`)
	for why := range hmd.Idle(16) {
		if w := idleWords(st, 0, 0, why); lower.MatchString(w) {
			t.Errorf("idle %d: %q", why, w)
		}
	}
}
