package dieinthedungeon

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A stat lowered to push a roll says why its die has the size it has, as
// the engine's board decides it (R12, R13; play-test 32: "10 on a d10 → 1
// on a d10" and "→ 1 on a d8" read as breaking the dice chart; play-test
// 35: "two d6s are on the board, so it stays a d8" did not say why not a
// d4: the chart's die for the value comes first).
func TestLoweredDieSaysWhyItsSize(t *testing.T) {
	for _, c := range []struct {
		name   string
		others []dd.DieType // the other stat dice on the board
		want   string
	}{
		{"d8s full", []dd.DieType{dd.D8, dd.D8, dd.D6}, "1 is a d4 on the chart, but a die shrinks one type at a time and two d8s are on the board, so it stays a d10"},
		{"d6s full", []dd.DieType{dd.D6, dd.D6, dd.D12}, "1 is a d4 on the chart, but a die shrinks one type at a time and two d6s are on the board, so it shrinks only to a d8"},
		{"all free", []dd.DieType{dd.D12, dd.D12, dd.D20}, "1 is a d4 on the chart"},
	} {
		var b dd.Board
		b[dd.SlotTime] = dd.BoardDie{Type: dd.D20, Value: 20}
		b[dd.SlotAbility] = dd.BoardDie{Type: dd.D4, Value: 2}
		b[dd.SlotMight] = dd.BoardDie{Type: dd.D10, Value: 10}
		for k, s := range []dd.Slot{dd.SlotAgility, dd.SlotMagic, dd.SlotHealth} {
			b[s] = dd.BoardDie{Type: c.others[k], Value: c.others[k].Max()}
		}
		from := b[dd.SlotMight]
		b.Lose(dd.SlotMight, 9)
		to := b[dd.SlotMight]
		ev := engine.Event{Kind: engine.EvGame, Player: 0, Code: dd.TellLowersBy,
			Args: []int{int(dd.SlotMight), 9, int(from.Type), from.Value, int(to.Type), to.Value}}
		log := []engine.LogEntry{{Player: 0, Action: dd.Act(dd.KLowerTo, int(dd.SlotMight)), Text: "{P1} lowers Might by 9", Events: []engine.Event{ev}}}
		lines := LogLines(log, []string{"Ada"}, sayer(dd.Tell, 1, nil))
		if len(lines) != 1 || !strings.Contains(lines[0].Text, "("+c.want+")") {
			t.Errorf("%s: %v → %v reads %+v, want the reason %q", c.name, from, to, lines, c.want)
		}
	}
}
