package dieinthedungeon

import (
	"reflect"
	"testing"

	"github.com/herotable/herotable/engine"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
)

// The board's dice change as the log tells them: while an action is shown,
// a die that a shown line of it says the value of ("Ada loses 1 Time: 18
// left.", "Ada powers up: 2 AP.") shows that value, before the token has
// flown and the tile flipped. Checked on every frame of bot games at
// normal speed, solo and the Duel.
func TestTheBoardShowsWhatTheLogTells(t *testing.T) {
	checked := map[int]int{} // by event code
	for _, g := range []struct {
		seats, opts string
		seed        uint64
	}{{"greedy", "map=map1", 3}, {"greedy,greedy", "", 4}} {
		s, table, h := newTable(t, g.seats, g.seed, g.opts, prefs.Normal)
		watchLog(t, s, table, h, 5000, func(frame int, shown []Line) {
			q := table.q
			if !q.Busy() || q.Change != nil || len(shown) == 0 {
				return // at rest, or the action's change step shows the rest
			}
			entry := shown[len(shown)-1].Entry
			if entry < 0 {
				return
			}
			e := s.Match.Log[entry]
			last := map[[2]int]told{} // by player and slot: the last value told
			code := map[[2]int]int{}
			for _, l := range shown {
				if l.Entry != entry || l.Event < 0 {
					continue
				}
				ev := e.Events[l.Event]
				for _, td := range boardTold(ev) {
					k := [2]int{int(ev.Player), int(td.Slot)}
					last[k], code[k] = td, ev.Code
				}
			}
			for k, td := range last {
				got := q.Shown.Mons[k[0]].Board[td.Slot]
				if got.Value != td.Die.Value || !td.Kept && got.Type != td.Die.Type {
					t.Fatalf("%s frame %d: the log tells %s's %s die is %d (event %d), the board shows %d on a %s",
						g.seats, frame, s.Names()[k[0]], td.Slot.Name(), td.Die.Value, code[k], got.Value, got.Type)
				}
				checked[code[k]]++
			}
		})
	}
	for _, c := range []int{dd.TellLoseTime, dd.TellPowerUp, dd.TellTurn} {
		if checked[c] < 20 {
			t.Errorf("event %d checked on %d frames: the games did not try it (%v)", c, checked[c], checked)
		}
	}
}

// A roll's result shows in the log only once its die has landed: while a
// die tumbles in the tray, no shown line tells an event after that roll in
// its action (the attack's line "Ada attacks with Magic: 5 on the d10 …"
// joins the action's line, and once showed as the die was thrown).
func TestTheLogTellsARollOnceItLands(t *testing.T) {
	tumbling, attacks := 0, 0
	s, table, h := newTable(t, "greedy", 5, "map=map1", prefs.Normal)
	watchLog(t, s, table, h, 6000, func(frame int, shown []Line) {
		r := table.q.Roll
		if r == nil || r.Landed {
			return
		}
		// The roll's action: the latest entry with its event.
		entry, at := -1, -1
		for i := len(s.Match.Log) - 1; i >= 0; i-- {
			if ev := s.Match.Log[i].Events; r.At < len(ev) && reflect.DeepEqual(ev[r.At], r.Ev) {
				entry, at = i, r.At
				break
			}
		}
		if entry < 0 {
			t.Fatalf("frame %d: the roll tumbling is in no action of the log", frame)
		}
		tumbling++
		if k, _ := dd.Split(s.Match.Log[entry].Action); k == dd.KStat {
			attacks++ // its line joins the attack's sentence
		}
		for _, l := range shown {
			if l.Entry == entry && l.Event > at {
				ev := s.Match.Log[entry].Events[l.Event]
				t.Fatalf("frame %d: the die still tumbles and the log already tells event %d (code %d) after it: %q",
					frame, l.Event, ev.Code, l.Text)
			}
		}
	})
	if tumbling < 200 || attacks < 50 {
		t.Errorf("%d frames with a die tumbling, %d of an attack: the test saw too little", tumbling, attacks)
	}
}

// The AP the heroes take (a Rogue's Pickpocket, the Clerics' Silence)
// turn the Ability die as their line shows, from the AP left their event
// tells, not at the end of the action (a roll still to come).
func TestHeroesTakingAPTurnTheDieAsTold(t *testing.T) {
	for _, c := range []struct {
		code int
		args []int
	}{{dd.TellPickpocket, []int{2}}, {dd.TellSilence, []int{3, 1, 2}}} {
		before, err := dd.New(1, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		before.Mons[0].Layout = 0
		before.Mons[0].Board, _ = dd.NewBoard(dd.D6, dd.D8, dd.D10, dd.D12)
		before.Mons[0].Board[dd.SlotAbility].Value = 3
		final := before.Clone().(*dd.State)
		final.Mons[0].Board[dd.SlotAbility].Value = 2
		events := []engine.Event{
			{Kind: engine.EvGame, Player: 0, Code: c.code, Args: c.args},
			{Kind: engine.EvRoll, Player: 0, Die: "d6", Face: 3}, // what follows in the action
		}
		q := NewQueue(before, func(engine.Event) string { return "" })
		made := q.Add(engine.LogEntry{Player: 0, Events: events}, events, final, 0, func(n int) int { return n })
		q.Advance(1)
		if made[0] == nil || !made[0].Started || q.Change != nil {
			t.Fatalf("code %d: at tick 1 the note has not begun, or the change has", c.code)
		}
		if got := q.Shown.Mons[0].Board[dd.SlotAbility].Value; got != 2 {
			t.Errorf("code %d: its line shows and the Ability die shows %d, want the 2 it tells", c.code, got)
		}
	}
}
