package heromustdie

import (
	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// The panels' numbers in step with the log: a sentence that tells of VP,
// gold, slaves or MP gained or spent changes them on the panel as its
// line shows (its step starts), from the numbers the event carries, not
// at the move's end; what it changed rises from the panel then. The
// change step at the end brings anything else.

// tally is what a sentence does to the seats' numbers: the seat it
// changes, and by how much (vp is a new VP, -1 none).
type tally struct {
	seat             int
	gold, slaves, mp int
	vp, vpBy         int // vp: the VP now (-1 unknown); vpBy: a change, clamped
	also             []int
	alsoGold         int // gold each of also gains (the Monster Cup's winners)
}

// tallyOf reads ev (nil: it changes no number).
func tallyOf(ev engine.Event) *tally {
	if ev.Kind != engine.EvGame {
		return nil
	}
	a := ev.Arg
	t := &tally{seat: a(0), vp: -1}
	switch ev.Code {
	case hmd.CodeIncome:
		t.gold = a(1)
	case hmd.CodeRuneMP:
		t.mp = a(1)
	case hmd.CodeTownSlaves:
		t.slaves = a(1)
	case hmd.CodeForest:
		t.gold = a(2)
	case hmd.CodeMine:
		t.gold, t.slaves = a(1), -a(2)
	case hmd.CodeWrathPleased:
		t.vpBy = 1
	case hmd.CodeWrathAngry:
		t.vpBy = -1
	case hmd.CodeBuild:
		t.gold, t.slaves, t.mp = -a(4), -a(5), -a(6)
	case hmd.CodeCastleEye, hmd.CodePush, hmd.CodeRecall, hmd.CodeThroneDraw, hmd.CodeCupFee:
		t.gold = -a(1)
	case hmd.CodeHire:
		if m := a(1); m >= 0 && m < len(hmd.Monsters) {
			c := hmd.Monsters[m].Cost
			t.gold, t.slaves, t.mp = -int(c.Gold), -int(c.Slaves), -int(c.MP)
		}
	case hmd.CodeSupport:
		t.mp = -a(2)
	case hmd.CodeKillVP:
		t.vp = a(3)
	case hmd.CodeFloorLoss:
		t.vp = a(2)
	case hmd.CodeQuestDone:
		c := hmd.QuestCost(int8(a(1)))
		t.gold, t.slaves, t.mp, t.vp = -int(c.Gold), -int(c.Slaves), -int(c.MP), a(3)
	case hmd.CodeCup: // levels, gold each, winners…
		t.seat, t.alsoGold = -1, a(1)
		for i := 2; i < len(ev.Args); i++ {
			t.also = append(t.also, a(i))
		}
	default:
		return nil
	}
	return t
}

// floatGain is a seat's gain rising from its panel from tick Start.
type floatGain struct {
	Gain
	Start, Dur int
}

// startTally changes the seats shown as step s's sentence tells, and
// sets what changed rising from the panels.
func (q *Queue) startTally(s *Step) {
	t := tallyOf(s.Ev)
	if t == nil {
		return
	}
	st := q.own()
	add := func(p, gold, slaves, mp int) {
		if p < 0 || p >= len(st.Seats) {
			return
		}
		x := &st.Seats[p]
		x.Gold, x.Slaves, x.MP = x.Gold+int16(gold), x.Slaves+int16(slaves), x.MP+int16(mp)
		if gold != 0 || slaves != 0 || mp != 0 {
			q.Floats = append(q.Floats, floatGain{Gain: Gain{Seat: p, Gold: gold, Slaves: slaves, MP: mp}, Start: s.Start, Dur: q.gainDur})
		}
	}
	add(t.seat, t.gold, t.slaves, t.mp)
	for _, p := range t.also {
		add(p, t.alsoGold, 0, 0)
	}
	if p := t.seat; p >= 0 && p < len(st.Seats) {
		switch {
		case t.vp >= 0:
			st.Seats[p].VP = int8(t.vp)
		case t.vpBy != 0:
			st.Seats[p].VP = int8(min(hmd.MaxVP, max(0, int(st.Seats[p].VP)+t.vpBy)))
		}
	}
}
