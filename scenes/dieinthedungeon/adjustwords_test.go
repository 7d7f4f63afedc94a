package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// On a hero's roll the creature may only adjust, the prompt offers only
// what can be done: no pips in words when there are none to spend and no
// pip button (play-test 16), no Twist Fate when it is not ready.
func TestAdjustHelpSaysOnlyWhatIsPossible(t *testing.T) {
	st := &dd.State{Stage: dd.StAdjust}
	cmd := func(kinds ...dd.Kind) []Command {
		var out []Command
		for _, k := range append(kinds, dd.KContinue) {
			out = append(out, Command{Kind: k})
		}
		return out
	}
	for _, c := range []struct {
		cmds        []Command
		pips, twist bool
	}{
		{cmd(dd.KTwist), false, true},
		{cmd(dd.KPipDown), true, false},
		{cmd(dd.KPipDown, dd.KPipsTo, dd.KTwist), true, true},
		{cmd(), false, false},
	} {
		w := helpWords(st, c.cmds)
		if strings.Contains(w, "pips") != c.pips || strings.Contains(w, "Twist Fate") != c.twist {
			t.Errorf("with %v the prompt says %q (pips %v, Twist Fate %v)", c.cmds, w, c.pips, c.twist)
		}
		if !strings.Contains(w, "let it stand") {
			t.Errorf("with %v the prompt says %q: not how to go on", c.cmds, w)
		}
	}
}
