package heromustdie

import (
	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes"
)

// autoResolve answers the viewer's combat decision with a greedy bot when
// the toggle is on (after a short pause, so that each step shows).
func (t *Table) autoResolve(ctx *scenes.Context) {
	if !t.auto || !t.Mine() || len(t.Intents) > 0 || ctx.Tick < t.autoAt || !combatStage(t.state().Stage) {
		return
	}
	a, err := t.BotMove()
	if err != nil {
		t.Err = err.Error()
		return
	}
	n := len(t.S.Match.Log)
	t.forcedText = "Auto-resolve chose: " + t.S.ActionText(a)
	t.Play(a)
	if len(t.S.Match.Log) == n+1 {
		if t.autoPlayed == nil {
			t.autoPlayed = map[int]engine.Action{}
		}
		t.autoPlayed[n] = a
		t.forcedAt = n + 1
	}
}

// autoOff ends auto-resolve with the fight it was switched on in: it is
// for this fight only, as the button says (pt31 #3: left on, it chose the
// next turn's defenders and bought no support with 8 MP), once the table
// has shown its end.
func (t *Table) autoOff() {
	if t.auto && !t.state().Fight.Active && !t.q.Shown.Fight.Active {
		t.auto = false
	}
}
