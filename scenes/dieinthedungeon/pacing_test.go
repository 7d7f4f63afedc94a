package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// What the game does by itself after a decision (the last hit of a
// Combat: the hero defeated, the Combat over, the next turn, its power up,
// a move with one way on, the token, the tile) is paced for the eye: each
// of these lines stays the newest for 0.6 s (36 frames at normal speed)
// before the next line of the same action shows (the play-test saw the
// whole stretch go by in under a second). A defeated hero's card has a
// beat of its own: it is still on the table, struck out, as its line
// shows, and gone when the next line shows.
func TestWhatTheGameDoesByItselfIsPaced(t *testing.T) {
	const readable = 36
	paced := map[int]bool{dd.TellDefeats: true, dd.TellCombatOver: true, dd.TellTurn: true, dd.TellPowerUp: true,
		dd.TellMove: true, dd.TellTakesToken: true, dd.TellTile: true}
	type key struct{ entry, event int }
	for _, g := range []struct {
		seats string
		seed  uint64
	}{{"human", 3}, {"greedy", 3}} {
		s, table, h := newTable(t, g.seats, g.seed, "map=map1", prefs.Normal)
		first := map[key]int{} // the frame each line first showed
		var order []Line
		defeats := 0
		greedy := scenetest.Greedy(g.seed)
		watchLog(t, s, table, h, 3000, func(frame int, shown []Line) {
			for _, l := range shown {
				k := key{l.Entry, l.Event}
				if _, ok := first[k]; ok || l.Entry < 0 {
					continue
				}
				first[k] = frame
				if n := len(order); n > 0 && order[n-1].Entry == l.Entry {
					if ev, ok := lineEvent(s.Match.Log, order[n-1]); ok && ev.Code == dd.TellDefeats {
						if i := leaverIndex(table.q.Shown.Combat.Party, ev); i >= 0 {
							t.Fatalf("%s frame %d: %q shows, and the hero defeated is still in the party", g.seats, frame, l.Text)
						}
					}
				}
				order = append(order, l)
				if ev, ok := lineEvent(s.Match.Log, l); ok && ev.Code == dd.TellDefeats {
					// Its card shows struck out as its line comes in.
					i := leaverIndex(table.q.Shown.Combat.Party, ev)
					if i < 0 || table.q.Leaving(i) == nil {
						t.Fatalf("%s frame %d: %q shows, and the hero's card is not on the table being struck out", g.seats, frame, l.Text)
					}
					defeats++
				}
			}
			if table.Mine() {
				table.Play(greedy(s.Match.State))
			}
		})
		checked := 0
		for i := 0; i+1 < len(order); i++ {
			l, next := order[i], order[i+1]
			ev, ok := lineEvent(s.Match.Log, l)
			if !ok || !paced[ev.Code] || next.Entry != l.Entry {
				continue
			}
			checked++
			// A bot's action line shows a frame after its first step starts.
			if gap := first[key{next.Entry, next.Event}] - first[key{l.Entry, l.Event}]; gap < readable-1 {
				t.Errorf("%s: %q was the newest line for %d frames before %q came (want %d at least)", g.seats, l.Text, gap, next.Text, readable)
			}
		}
		if checked < 12 || defeats < 2 {
			t.Errorf("%s: %d lines checked, %d defeats seen: the game showed too little", g.seats, checked, defeats)
		}
	}
}

// lineEvent is the game event log line l tells of.
func lineEvent(log []engine.LogEntry, l Line) (engine.Event, bool) {
	if l.Entry < 0 || l.Entry >= len(log) || l.Event < 0 || l.Event >= len(log[l.Entry].Events) {
		return engine.Event{}, false
	}
	ev := log[l.Entry].Events[l.Event]
	return ev, ev.Kind == engine.EvGame
}
