package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// At the AP maximum the turn's first button goes on, not "Power up",
// which would add nothing (play-test 23 #9); below it, it powers up.
func TestNoPowerUpAtFullAP(t *testing.T) {
	st := newSession(t, "human", 1, "map=map1").Match.State.(*dd.State).Clone().(*dd.State)
	st.Stage = dd.StTurnStart
	cont := dd.Act(dd.KContinue, 0)
	for ap, want := range map[int]string{1: "Power up", dd.MaxAbility: "Go on"} {
		st.Mons[st.Turn].Board[dd.SlotAbility].Value = ap
		c := command(st, []engine.Action{cont}, cont, []string{"Ada"})
		if c.Label != want {
			t.Errorf("at %d AP the button reads %q, want %q", ap, c.Label, want)
		}
	}
}
