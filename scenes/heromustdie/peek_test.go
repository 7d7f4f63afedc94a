package heromustdie

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A peek at a card the player has seen already (the Town showed it, then
// the Forest offers it again) is legal (R57), and its button and spot say
// so: "Peek: slot 5 top (seen already)", and which card it is; a card not
// seen reads as before (pt4 #10).
func TestAPeekAtASeenCardSaysSo(t *testing.T) {
	s, _, _ := humanAt(t, func(st *hmd.State) bool {
		for _, a := range st.LegalActions(nil) {
			if k, _ := hmd.Split(a); k == hmd.KPeek {
				return true
			}
		}
		return false
	})
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	var peeks []engine.Action
	for _, a := range st.LegalActions(nil) {
		if k, _ := hmd.Split(a); k == hmd.KPeek {
			peeks = append(peeks, a)
		}
	}
	_, arg := hmd.Split(peeks[0])
	e := st.Slots[arg/2][arg%2]
	st.EvKnown[e] &^= 1 // not seen yet
	if c := command(st, peeks[0], s.Names()); strings.Contains(c.Label, "seen") {
		t.Errorf("an unseen card's peek reads %q", c.Label)
	}
	st.EvKnown[e] |= 1 // seat 0 has seen it
	c := command(st, peeks[0], s.Names())
	if !strings.HasSuffix(c.Label, "(seen already)") || !strings.Contains(c.Tip, hmd.EventKindNames[hmd.Events[e].Kind]) {
		t.Errorf("a seen card's peek reads %q, tip %q", c.Label, c.Tip)
	}
}

// At a peek, key 1 peeks at the first glowing card, as the prompt reads
// ("Click one of the 2 glowing event cards on the table, or: Don't
// peek"), and the cards' tooltips and the button name their keys (pt12
// #9: key 1 was "Don't peek", the only button, and threw the peek away).
func TestKeyOnePeeksAtTheFirstCard(t *testing.T) {
	// A card seen already has a longer button: they no longer fit the bar.
	s, table, h := reach(t, "human,greedy", 900, eyes, func(st *hmd.State) bool {
		return st.Stage == hmd.StPeekNext && (peekedCard(st, 0, int(st.Turn)*2) >= 0 || peekedCard(st, 0, int(st.Turn)*2+1) >= 0)
	})
	if table.glowHint == "" {
		t.Fatal("the peek's cards do not glow with a hint in the bar")
	}
	legal := s.Legal()
	keys := table.choiceKeys()
	if len(keys) != len(legal) {
		t.Fatalf("%d choices have keys, %d are legal", len(keys), len(legal))
	}
	first := keys[0]
	if k, _ := hmd.Split(first); k != hmd.KPeek {
		t.Fatalf("key 1 plays %q, not a peek", s.ActionText(first))
	}
	spot := table.Spots.At(command(s.Match.State.(*hmd.State), first, s.Names()).Where)
	if spot == nil || !strings.Contains(spot.Hint, "(key 1)") {
		t.Errorf("the first card's tooltip does not name key 1")
	}
	for _, b := range table.buttons {
		if k, _ := hmd.Split(table.acts[b]); k == hmd.KPass && !strings.Contains(b.Tip(), fmt.Sprintf("key %d", len(legal))) {
			t.Errorf("%q says %q, not key %d", b.Label, b.Tip(), len(legal))
		}
	}
	n := len(s.Match.Log)
	h.Key(t, ebiten.Key1)
	h.Idle(t, 1)
	if len(s.Match.Log) <= n || s.Match.Log[n].Action != first {
		t.Fatalf("key 1 did not peek at the first card")
	}
}

// eyes plays greedy but sends goblins to the Town and the Forest first and
// peeks at the bottom card, so that a second eye offers a card seen
// already: its longer button ("… (seen already)") and the others no longer
// fit the bar.
func eyes(seed uint64) func(st engine.State) engine.Action {
	greedy := scenetest.Greedy(seed)
	return func(es engine.State) engine.Action {
		st := es.(*hmd.State)
		legal := st.LegalActions(nil)
		for _, a := range slices.Backward(legal) {
			k, arg := hmd.Split(a)
			if k == hmd.KPlace && (hmd.Boxes[arg].Loc == hmd.Town || hmd.Boxes[arg].Loc == hmd.Forest) || k == hmd.KPeek {
				return a
			}
		}
		return greedy(st)
	}
}

// At the event draw, a card the first player peeked at is named on its
// button's tooltip and in the prompt's help, to him only (pt19 #10: the
// Top and Bottom card buttons did not remind him what the top card was).
func TestTheDrawRemindsWhatWasPeeked(t *testing.T) {
	s, _, _ := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StDraw })
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	slot := int(st.Turn) - 1
	top, bottom := st.Slots[slot][0], st.Slots[slot][1]
	st.EvKnown[top] |= 1 // seat 0 peeked at the top card
	st.EvKnown[bottom] &^= 1
	name := hmd.EventKindNames[hmd.Events[top].Kind]
	for _, a := range st.LegalActions(nil) {
		k, _ := hmd.Split(a)
		c := command(st, a, s.Names())
		if got := strings.Contains(c.Tip, name); (k == hmd.KTop) != got && (k == hmd.KTop || k == hmd.KBottom) {
			t.Errorf("%s: tip %q", c.Label, c.Tip)
		}
	}
	want := "You peeked: the top card is " + name + "."
	if d := decide(st, nil, s.Names(), true); !strings.HasPrefix(d.help, want) {
		t.Errorf("the draw's help %q, want %q…", d.help, want)
	}
	if d := decide(st, nil, s.Names(), false); strings.Contains(d.help, name) {
		t.Errorf("another seat's view of the draw says %q", d.help)
	}
}

// A peeked card whose name ends with its own mark takes no full stop
// after it (pt22 #9: "You peeked at this card: Invasion!!!. (key 1)").
func TestAPeekedNameKeepsItsOwnMark(t *testing.T) {
	s, _, _ := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StDraw })
	st := s.Match.State.(*hmd.State).Clone().(*hmd.State)
	slot := int(st.Turn) - 1
	e := int8(slices.IndexFunc(hmd.Events[:], func(ev hmd.Event) bool { return ev.Kind == hmd.Invasion3 }))
	st.Slots[slot][0] = e
	st.EvKnown[e] |= 1 // seat 0 peeked at it
	for _, a := range st.LegalActions(nil) {
		if k, _ := hmd.Split(a); k == hmd.KTop {
			if c := command(st, a, s.Names()); c.Tip != "You peeked at this card: Invasion!!!" {
				t.Errorf("the top card's tip is %q", c.Tip)
			}
		}
	}
	if d := decide(st, nil, s.Names(), true); !strings.HasPrefix(d.help, "You peeked: the top card is Invasion!!! ") {
		t.Errorf("the draw's help is %q", d.help)
	}
}

// The Happy Princess line quotes the plot it names (pt22 #9).
func TestHappyPrincessQuotesThePlot(t *testing.T) {
	if w := effectLine(hmd.HappyPrincess); !strings.Contains(w, "“Get the Princess”") {
		t.Errorf("%q", w)
	}
}
