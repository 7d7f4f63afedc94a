package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
)

// The objective met names its Epic tiles as the top bar does ("the
// Barbarian's Party", not "party"), in the log and at the end (play-test
// 32 #12).
func TestObjectiveMetNamesTheTileAsTheHeaderDoes(t *testing.T) {
	for mi := range dd.Maps {
		m := &dd.Maps[mi]
		if m.Objective.Kind != dd.DefeatEpics {
			continue
		}
		st := &dd.State{Map: mi, Players: 1, Slots: make([]dd.Cell, len(m.Slots))}
		ev := engine.Event{Kind: engine.EvGame, Code: dd.TellObjective, Args: []int{mi}}
		line := sayer(dd.Tell, 1, nil)(ev)
		end := endWhy(&engine.Match{State: st, Log: []engine.LogEntry{{Events: []engine.Event{ev}}}}, []string{"Ada"})
		for _, g := range Goals(st) {
			name := strings.TrimSuffix(strings.TrimPrefix(g.Text, "Defeat "), " (any "+string(rune('0'+m.Objective.Need))+")")
			for _, said := range []string{line, end} {
				if !strings.Contains(said, name) {
					t.Errorf("%s: %q does not name %q as the header does", m.ID, said, name)
				}
			}
		}
	}
}

// Alone in the dungeon, the tray calls the creature's roll "Your" at
// every moment, the last roll too (play-test 32 #12: "Your Might attack",
// then "Ada's Might attack").
func TestSoloTrayAlwaysSaysYour(t *testing.T) {
	_, table, _ := newTable(t, "human", 1, "map=map1", prefs.Instant)
	st := table.state().Clone().(*dd.State)
	st.Roll = dd.Roll{Kind: dd.RollAttack, Stat: dd.Might, Die: dd.D10, Nat: 10, Target: 1}
	for _, viewer := range []engine.Player{0, engine.NoPlayer} {
		table.Viewer, table.roller = viewer, 0
		if got, _ := table.trayTitle(st); !strings.Contains(got, "Your Might attack") {
			t.Errorf("viewer %d: the tray says %q", viewer, got)
		}
	}
}

// In the Duel a hero's hit on the other's creature names that creature in
// the tray's verdict, as its title does ("against Bram's Might 12 … It
// hits Bram"), and a hit on the viewer's own says "you".
func TestDuelHitVerdictNamesTheCreatureHit(t *testing.T) {
	_, table, _ := newTable(t, "human,human", 1, "", prefs.Instant)
	st := table.state().Clone().(*dd.State)
	st.Combat.On = true
	st.Roll = dd.Roll{Kind: dd.RollHero, Stat: dd.Might, Die: dd.D20, Nat: 15, Target: 12}
	for _, c := range []struct {
		turn engine.Player
		want string
	}{{1, "It hits Bram"}, {0, "It hits you"}} {
		st.Turn = c.turn
		table.Viewer = 0
		if got, good, _ := table.verdict(st); got != c.want || good {
			t.Errorf("%s's creature hit, Ada looking: %q (good %v), want %q", table.S.Name(c.turn), got, good, c.want)
		}
	}
}
