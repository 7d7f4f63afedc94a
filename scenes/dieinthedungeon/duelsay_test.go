package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// In the Duel a hero roll's line names whose stat it is against as the
// tray's title does: "against your Might 9" for the viewer's creature,
// "against Bram's Might 9" for the other's, not "your Might" for either
// (play-test 20), nor "your" in the tray and "Ada's" in the log for the
// same roll (play-test 23 #12); solo it says the game's words.
func TestDuelHeroRollsNameTheCreature(t *testing.T) {
	say := dd.Tell
	viewer := engine.Player(0)
	duel, solo := sayer(say, 2, func() engine.Player { return viewer }), sayer(say, 1, func() engine.Player { return viewer })
	for _, k := range []dd.RollKind{dd.RollHero, dd.RollArrow} {
		for _, mod := range []int{-2, 0, 1} {
			for p := engine.Player(0); p < 2; p++ {
				stat := dd.Might
				if k == dd.RollArrow {
					stat = dd.Agility // the Arrow is against Agility
				}
				ev := engine.Event{Kind: engine.EvGame, Player: p, Code: dd.TellHeroRoll, Args: []int{int(k), int(stat), 2, int(dd.D8), mod, 9}}
				whose := "Your" // as the tray's rollerWord says it
				if p != viewer {
					whose = engine.Who(p) + "'s"
				}
				title := RollTitle(&dd.State{Roll: dd.Roll{Kind: k, Stat: stat, Target: 9}}, whose)
				against := title[strings.Index(title, " against "):]
				if got := duel(ev); !strings.Contains(got, against+".") {
					t.Errorf("duel, %s's roll: the log says %q, the tray %q", engine.Who(p), got, title)
				}
				if got := solo(ev); got != say(ev) {
					t.Errorf("solo: %q, want the game's %q", got, say(ev))
				}
			}
		}
	}
}
