package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
)

// The map shows a move as soon as the log tells it: from the frame a line
// says the creature moves (the action's line or the sentence), its standee
// walks onto that tile or stands on it, never still where it was.
func TestTheMapShowsAMoveWhenTheLogTellsIt(t *testing.T) {
	s, table, h := newTable(t, "greedy", 3, "map=map1", prefs.Normal)
	checked, walked := 0, 0
	watchLog(t, s, table, h, 6000, func(frame int, shown []Line) {
		slot := -1 // where the last move the log shows went
		for _, l := range shown {
			if l.Entry < 0 || l.Player != 0 {
				continue
			}
			e := s.Match.Log[l.Entry]
			if k, arg := dd.Split(e.Action); l.Action && k == dd.KMove {
				slot = arg
			}
			if l.Event >= 0 && l.Event < len(e.Events) {
				if ev := e.Events[l.Event]; ev.Kind == engine.EvGame && ev.Code == dd.TellMove {
					slot = ev.Arg(0)
				}
			}
		}
		if slot < 0 {
			return
		}
		checked++
		if w := table.q.Walking(0); w != nil && w.Slot == slot {
			walked++
			return
		}
		if pos := table.q.Shown.Mons[0].Pos; pos != slot {
			t.Fatalf("frame %d: the log tells a move to slot %d, and the map shows the creature on slot %d, not walking", frame, slot, pos)
		}
	})
	if checked < 500 || walked < 10 {
		t.Errorf("%d frames checked, %d of them walking: the test saw too little", checked, walked)
	}
	t.Logf("%d frames checked, %d walking", checked, walked)
}
