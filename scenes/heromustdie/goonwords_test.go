package heromustdie

import (
	"strings"
	"testing"
)

// The prompt names the button under it (pt #6: after a fight's last round
// it said "Press Next round" over a button reading "See the result").
func TestThePromptNamesTheGoOnButton(t *testing.T) {
	for _, c := range []struct {
		step   Step
		button string
	}{
		{Step{Kind: StepRound, Card: 2}, "Next round"},
		{Step{Kind: StepRound, Card: 3, Ends: true}, "See the result"},
		{Step{Kind: StepEvent}, "Go on"},
	} {
		_, detail := waitWords(&c.step)
		if !strings.Contains(detail, "Press "+c.button) {
			t.Errorf("round %d (ends %v): the prompt says %q, the button reads %q", c.step.Card, c.step.Ends, detail, c.button)
		}
	}
}
