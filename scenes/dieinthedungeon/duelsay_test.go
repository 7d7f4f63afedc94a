package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// In the Duel a hero roll's line names whose stat it is against ("against
// Bram's Might 9"), not "your Might" for either creature (play-test 20);
// solo it says the game's words.
func TestDuelHeroRollsNameTheCreature(t *testing.T) {
	say := dd.Tell
	duel, solo := sayer(say, 2), sayer(say, 1)
	for _, k := range []dd.RollKind{dd.RollHero, dd.RollArrow} {
		for _, mod := range []int{-2, 0, 1} {
			for p := engine.Player(0); p < 2; p++ {
				ev := engine.Event{Kind: engine.EvGame, Player: p, Code: dd.TellHeroRoll, Args: []int{int(k), int(dd.Might), 2, int(dd.D8), mod, 9}}
				want := strings.Replace(say(ev), "your ", engine.Who(p)+"'s ", 1)
				if got := duel(ev); got != want {
					t.Errorf("duel: %q, want %q", got, want)
				}
				if got := solo(ev); got != say(ev) {
					t.Errorf("solo: %q, want the game's %q", got, say(ev))
				}
			}
		}
	}
}
