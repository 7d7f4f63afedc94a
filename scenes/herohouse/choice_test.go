package herohouse

import (
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
)

func card(t *testing.T, id string) int {
	t.Helper()
	c, ok := hh.CardByID(id)
	if !ok {
		t.Fatalf("no card %q", id)
	}
	return c
}

// layLegal is what the engine offers for a hand: every prime, every
// head × body × legs, and Done (as State.LegalActions lists them).
func layLegal(primes, heads, bodies, legs []int) []engine.Action {
	var out []engine.Action
	for _, p := range primes {
		out = append(out, hh.LayPrime(p))
	}
	for _, h := range heads {
		for _, b := range bodies {
			for _, l := range legs {
				out = append(out, hh.LayTrio(h, b, l))
			}
		}
	}
	return append(out, hh.EndLayDown())
}

func TestChoiceLaysATrioPickedPartByPart(t *testing.T) {
	caveWoman, h1, h2 := card(t, "prime_cave_woman"), card(t, "head_w1_b3"), card(t, "head_w2_b0")
	b1, l1, l2 := card(t, "body_w2_b1"), card(t, "legs_w1_b2"), card(t, "legs_w0_b4")
	fresh := card(t, "body_w0_b3") // won this turn: not in any legal action (R9)
	ch := NewChoice(layLegal([]int{caveWoman}, []int{h1, h2}, []int{b1}, []int{l1, l2}))
	if ch.Decision != DecideLay {
		t.Fatalf("decision %v, want lay down", ch.Decision)
	}
	sel := NoSelection
	if a, play := ch.Click(&sel, caveWoman); !play || a != hh.LayPrime(caveWoman) {
		t.Errorf("a click on a prime plays %v (%v), want LayPrime", a, play)
	}
	if ch.Usable(sel, fresh) {
		t.Error("a card won this turn can be picked for a trio")
	}
	steps := []struct {
		click    int
		want     Selection
		complete bool
	}{
		{h1, Selection{hh.NoCard, h1, hh.NoCard, hh.NoCard}, false},
		{h2, Selection{hh.NoCard, h2, hh.NoCard, hh.NoCard}, false}, // another head replaces it
		{b1, Selection{hh.NoCard, h2, b1, hh.NoCard}, false},
		{l2, Selection{hh.NoCard, h2, b1, l2}, true},
		{l2, Selection{hh.NoCard, h2, b1, hh.NoCard}, false}, // a second click lets go
		{fresh, Selection{hh.NoCard, h2, b1, hh.NoCard}, false},
		{l1, Selection{hh.NoCard, h2, b1, l1}, true},
	}
	for i, st := range steps {
		if _, play := ch.Click(&sel, st.click); play {
			t.Fatalf("step %d: a click on a part played at once", i)
		}
		if sel != st.want {
			t.Errorf("step %d: selection %v, want %v", i, sel, st.want)
		}
		a, ok := ch.Trio(sel)
		if ok != st.complete {
			t.Errorf("step %d: trio ready %v, want %v", i, ok, st.complete)
		}
		if ok && a != hh.LayTrio(sel[hh.Head], sel[hh.Body], sel[hh.Legs]) {
			t.Errorf("step %d: trio %v is not the picked parts", i, a)
		}
	}
}

func TestChoiceGreysPartsWithoutATrio(t *testing.T) {
	h, b := card(t, "head_w1_b1"), card(t, "body_w1_b1")
	ch := NewChoice(layLegal(nil, nil, nil, nil)) // a head and a body only: no trio, Done alone
	for _, c := range []int{h, b} {
		if ch.Usable(NoSelection, c) {
			t.Errorf("%s can be picked with no legs in hand", hh.Name(c))
		}
	}
	if ch.Done != hh.EndLayDown() {
		t.Error("Done is not offered")
	}
}

func TestChoiceCleanDropsPartsNoLongerInATrio(t *testing.T) {
	h, b, l := card(t, "head_w1_b1"), card(t, "body_w1_b1"), card(t, "legs_w1_b1")
	ch := NewChoice(layLegal(nil, []int{h}, []int{b}, []int{l}))
	sel := Selection{hh.NoCard, h, b, l}
	if got := ch.Clean(sel); got != sel {
		t.Errorf("Clean dropped legal parts: %v", got)
	}
	later := NewChoice([]engine.Action{hh.Discard(h), hh.Discard(b)})
	if got := later.Clean(sel); got != NoSelection {
		t.Errorf("after laying down, Clean kept %v", got)
	}
}

func TestChoiceSortsTheOtherDecisions(t *testing.T) {
	c1, c2 := card(t, "head_w1_b1"), card(t, "prime_java_man")
	tests := []struct {
		name  string
		legal []engine.Action
		want  Decision
		flip  bool
	}{
		{"defend", []engine.Action{hh.ChooseDefender(0), hh.ChooseDefender(1)}, DecideDefend, false},
		{"discard", []engine.Action{hh.Discard(c1), hh.Discard(c2)}, DecideDiscard, false},
		{"give", []engine.Action{hh.GiveCard(c1), hh.GiveCard(c2)}, DecideGive, false},
		{"monster", []engine.Action{hh.MonsterDiscard(c1), hh.MonsterDiscard(c2), hh.MonsterFlip()}, DecideMonster, true},
		{"monster, empty draw pile", []engine.Action{hh.MonsterDiscard(c1)}, DecideMonster, false},
	}
	for _, tt := range tests {
		ch := NewChoice(tt.legal)
		if ch.Decision != tt.want || ch.CanFlip != tt.flip {
			t.Errorf("%s: decision %v flip %v, want %v %v", tt.name, ch.Decision, ch.CanFlip, tt.want, tt.flip)
		}
		if tt.want == DecideDefend {
			if len(ch.Heroes) != 2 || ch.Heroes[1] != hh.ChooseDefender(1) {
				t.Errorf("%s: heroes %v", tt.name, ch.Heroes)
			}
			continue
		}
		sel := NoSelection
		for _, a := range tt.legal {
			k, x, _, _ := hh.Decode(a)
			if k == hh.KMonsterFlip {
				continue
			}
			if got, play := ch.Click(&sel, x); !play || got != a {
				t.Errorf("%s: a click on %s plays %v, want %v", tt.name, hh.Name(x), got, a)
			}
		}
	}
}

// A greyed card of the hand says why it does nothing: won this turn, or no
// hero to make with it; a usable card and the other decisions say nothing.
func TestChoiceSaysWhyACardIsGreyed(t *testing.T) {
	h, b, l := card(t, "head_w1_b1"), card(t, "body_w1_b1"), card(t, "legs_w1_b2")
	won := card(t, "body_w0_b3")
	lone := card(t, "legs_w0_b4")
	ch := NewChoice(layLegal(nil, []int{h}, []int{b}, []int{l}))
	for _, c := range []struct {
		card int
		want string
	}{
		{won, "Won from the monster this turn: it can be laid down from your next turn."},
		{h, ""},
	} {
		if got := ch.refusal(NoSelection, c.card, []int{won}); got != c.want {
			t.Errorf("%s: %q, want %q", hh.Name(c.card), got, c.want)
		}
	}
	none := NewChoice(layLegal(nil, nil, nil, nil)) // legs alone: no trio
	if got := none.refusal(NoSelection, lone, nil); got != "No hero can be made with it now: a hero needs a head, a body and legs from your hand." {
		t.Errorf("legs with no head or body: %q", got)
	}
	later := NewChoice([]engine.Action{hh.Discard(h)})
	if got := later.refusal(NoSelection, lone, nil); got != "" {
		t.Errorf("while discarding: %q", got)
	}
}
