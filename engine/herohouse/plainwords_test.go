package herohouse

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

// ruleNumber matches a rule or spec number in player text: "Rule 12",
// "rule 8", "(R9)".
var ruleNumber = regexp.MustCompile(`(?i)\brule \d|\bR\d`)

// Play-test 6, #2: what a player reads never cites a rule number (the
// rules reader has none): every refusal of every action kind, over the
// positions of a whole game, is in plain words.
func TestRefusalsCiteNoRuleNumbers(t *testing.T) {
	st, err := New(3, 11)
	if err != nil {
		t.Fatal(err)
	}
	s := st
	kinds := []engine.Action{}
	for c := range NumCards {
		kinds = append(kinds, LayPrime(c), Discard(c), GiveCard(c), MonsterDiscard(c))
	}
	kinds = append(kinds, LayTrio(mustCard("head_w0_b1"), mustCard("body_w1_b0"), mustCard("legs_w0_b1")),
		EndLayDown(), ChooseDefender(0), ChooseDefender(5), MonsterFlip())
	rng := engine.NewRNG(3)
	checked := 0
	for moves := 0; moves < 400 && s.Phase != PhOver; moves++ {
		legal := s.LegalActions(nil)
		for _, a := range kinds {
			c := s.Clone().(*State)
			var ill *engine.IllegalError
			if err := c.Apply(a); errors.As(err, &ill) {
				checked++
				if ruleNumber.MatchString(ill.Reason) {
					t.Fatalf("refusal %q cites a rule number", ill.Reason)
				}
			}
		}
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if checked == 0 {
		t.Fatal("no action was refused")
	}
}

// Play-test 6, #2 and #9: the rules reader covers the last go of a new
// hero house when everyone else is out, and the share of an empty
// treasure.
func TestRulesCoverTheLastGoAndAnEmptyTreasure(t *testing.T) {
	for _, want := range []string{"everyone else is out", "treasure is empty"} {
		if !strings.Contains(rulesText, want) {
			t.Errorf("the rules never say %q", want)
		}
	}
	if ruleNumber.MatchString(rulesText) {
		t.Error("the rules reader's text cites a rule number")
	}
}

// Play-test 6, #9: a hero house on an empty treasure says why it pays
// nothing ("+0" alone read as a mistake).
func TestTellSaysAnEmptyTreasurePaysNothing(t *testing.T) {
	ev := engine.Event{Kind: engine.EvGame, Player: 0, Code: CodeHouse, Args: []int{5, 5, 0}}
	if got := Tell(ev); !strings.Contains(got, "treasure is empty") {
		t.Errorf("a house taking 0 says %q", got)
	}
	ev.Args[2] = 2
	if got := Tell(ev); strings.Contains(got, "empty") || !strings.Contains(got, "+2") {
		t.Errorf("a house taking 2 says %q", got)
	}
}
