package dieinthedungeon

import (
	"strings"
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

// A click on a tile to explore at the turn's start names the first button
// as it is shown: "Go on" at the AP maximum, "Power up" below it
// (play-test 23: "First power up (Power up)" beside a "Go on" button).
func TestTheFirstTileRefusalNamesTheButtonShown(t *testing.T) {
	st := newSession(t, "human", 1, "map=map1").Match.State.(*dd.State).Clone().(*dd.State)
	st.Stage = dd.StTurnStart
	front := st.Frontier()
	if len(front) == 0 {
		t.Fatal("nothing to explore")
	}
	cont := dd.Act(dd.KContinue, 0)
	for _, ap := range []int{1, dd.MaxAbility} {
		st.Mons[st.Turn].Board[dd.SlotAbility].Value = ap
		label := command(st, []engine.Action{cont}, cont, []string{"Ada"}).Label
		if got := refusalOf(st, spotKey{Kind: AtTile, I: front[0]}); !strings.Contains(got, "("+label+")") {
			t.Errorf("at %d AP the button reads %q, a click on the next tile says %q", ap, label, got)
		}
	}
}
