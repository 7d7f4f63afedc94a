package dieinthedungeon

import (
	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// The tray's verdict follows the latest line, not the roll's first
// numbers: a pip spent or a stat lowered turns "Failing" into "Success" as
// its line shows (the board's shown state lags until the action's change
// step), and a line that settles the roll otherwise (Many Eyes passes the
// check, a DieMinion sacrificed cancels the hit) says so where "Failed" or
// "It hits you" stood.

// said is what a line after a roll says of its outcome, when the roll's
// numbers no longer do, and why, naming what settled it (the tray's
// numbers "3 / need 4 / ✓ Passed" read as a contradiction with no word of
// Many Eyes, play-test 14).
type said struct {
	words string
	good  bool
	why   string
	trap  bool // it settles a trap's check with no roll (the tray says so)
}

// saidWords are the lines that settle a roll whatever its numbers, by
// code.
var saidWords = map[int]said{
	dd.TellPassesCheck: {"Passed", true, cardName("deyeroller_c2") + " passes it", true},
	dd.TellIgnoresTrap: {"Trap ignored", true, cardName("diemon_c2") + ": trap ignored", true},
	dd.TellSacrifice:   {"Cancelled", true, "A DieMinion sacrificed", false},
	dd.TellBoneShield:  {"Blocked", true, abilityName("troll_bone_shield") + " blocks it", false},
	dd.TellThickHide:   {"Bounced off", true, cardName("troll_c2") + ": no damage", false},
}

// cardName is the name of the ability card id.
func cardName(id string) string {
	cr, i, ok := dd.AbilityCardByID(id)
	if !ok {
		panic("no ability card " + id)
	}
	return dd.Creatures[cr].Cards[i].Name
}

// abilityName is the name of the board ability id.
func abilityName(id string) string {
	cr, i, ok := dd.AbilityByID(id)
	if !ok {
		panic("no board ability " + id)
	}
	return dd.Creatures[cr].Abilities[i].Name
}

// saidOf is what event ev says of the roll before it, if it settles it.
func saidOf(ev engine.Event) (said, bool) {
	if ev.Kind != engine.EvGame {
		return said{}, false
	}
	w, ok := saidWords[ev.Code]
	return w, ok
}

// saidSince is what the log says of its last roll after it (nil when the
// roll's numbers speak for it): the line after the last roll that
// settles it.
func saidSince(log []engine.LogEntry) *said {
	for i := len(log) - 1; i >= 0; i-- {
		ev := log[i].Events
		for j := len(ev) - 1; j >= 0; j-- {
			if ev[j].Kind == engine.EvRoll || ev[j].Kind == engine.EvReveal {
				return nil
			}
			if w, ok := saidOf(ev[j]); ok {
				return &w
			}
		}
	}
	return nil
}

// pushRoll changes the roll shown as note ev tells a push of it (a pip,
// a stat lowered, a DieMinion, the Kobold's shove, Twist Fate), from the
// event's data, so that the tray's numbers and verdict follow the line.
func (q *Queue) pushRoll(ev engine.Event) {
	if ev.Kind != engine.EvGame || q.Shown.Roll.Kind == dd.RollNone {
		return
	}
	apply := map[int]func(r *dd.Roll){
		dd.TellPip:          func(r *dd.Roll) { r.Pips += ev.Arg(0) },
		dd.TellLowers:       func(r *dd.Roll) { r.Lowered++ },
		dd.TellLowersBy:     func(r *dd.Roll) { r.Lowered += ev.Arg(1) },
		dd.TellShove:        func(r *dd.Roll) { r.Shove = true },
		dd.TellTwist:        func(r *dd.Roll) { r.Nat = ev.Arg(0) },
		dd.TellMinionLoaded: func(r *dd.Roll) { r.Minions += ev.Arg(1) },
		dd.TellMinionRoll:   func(r *dd.Roll) { r.Minions += ev.Arg(1) },
		dd.TellSpendsPips: func(r *dd.Roll) {
			if q.Shown.Stage == dd.StAdjust { // pips lower a roll not yours
				r.Pips -= ev.Arg(0)
			} else {
				r.Pips += ev.Arg(0)
			}
		},
	}[ev.Code]
	if apply == nil {
		return
	}
	q.own()
	apply(&q.Shown.Roll)
}

// saidNow is what the tray's verdict follows, if a line settled the roll
// shown: while an action's steps show (before its change step), the lines
// shown so far, else the log's.
func (t *Table) saidNow() *said {
	if t.q.Busy() && t.q.Change == nil {
		if t.q.SaidSet {
			return t.q.Said
		}
		return t.saidBefore
	}
	return t.said
}
