package heromustdie

import (
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

// A mage power's +1 is in the log line of the gain it adds to (pt #5: a
// yellow mage's Gold Mine gave 1 gold more, unexplained): the event
// carries it and Tell names the power.
func TestAMagePowersGainIsLogged(t *testing.T) {
	s := started(t, 3, 3)
	s.MagePowers = true
	p := s.Actor
	s.Seats[p].Colour = int8(slices.Index(PlayerColours[:], "yellow"))
	mustAct(t, s, KPlace, firstBox(GoldMine))
	passAll(t, s)
	var mined *engine.Event
	for n := 0; mined == nil && n < 200 && s.Phase <= PhAction; n++ {
		if s.Stage == StMine && s.Actor == p {
			mustAct(t, s, KSlaves, 0)
			for i, ev := range s.Ev.List {
				if ev.Kind == engine.EvGame && ev.Code == CodeMine {
					mined = &s.Ev.List[i]
				}
			}
			break
		}
		must(t, s, s.LegalActions(nil)[0])
	}
	if mined == nil {
		t.Fatal("the yellow mage never mined")
	}
	if mined.Arg(1) != int(Boxes[firstBox(GoldMine)].Amount)+1 || mined.Arg(3) != 1 {
		t.Fatalf("the Gold Mine gave %d gold, power %d; want %d and 1", mined.Arg(1), mined.Arg(3), Boxes[firstBox(GoldMine)].Amount+1)
	}
	if w := Tell(*mined); !strings.Contains(w, "yellow mage's power") {
		t.Errorf("the log says %q: not the power's +1", w)
	}
}
