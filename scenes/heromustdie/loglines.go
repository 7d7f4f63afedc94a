package heromustdie

import (
	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Line is one line of the table's log: Face is a d6 roll the line tells
// of (0 none; the table's LogLines marks it Die "d6").
type Line = tablekit.LogLine

// LogLines tells the game in plain words as viewer may read it: each
// action, then the engine's sentences about what followed (info's
// Sentence: the fight's blows, which the sentence before them tells, are
// left out). A private sentence (the card a peek showed, the plot card
// drawn or stolen) shows only to its seat; all shows when all may (bots
// alone, the game over). An entry's first sentence takes the action's
// line when it tells the action in full (tellsAction).
func LogLines(info engine.Info, log []engine.LogEntry, names []string, viewer engine.Player, all bool) []Line {
	var out []Line
	for i, e := range log {
		act := len(out)
		out = append(out, Line{Player: e.Player, Text: engine.Names(e.Text, names), Action: true, Entry: i, Event: -1})
		face := 0
		first := true
		for j, ev := range e.Events {
			switch {
			case ev.Kind == engine.EvRoll:
				face = ev.Face
			case told(ev):
				t := engine.Names(info.Sentence(ev), names)
				if first && tellsAction(e, ev) {
					// "… draws the top card of slot 2: Full Moon." after
					// "… draws the top event card": it becomes the
					// action's line.
					out[act].Text, out[act].Event, first = t, j, false
					continue
				}
				first = false
				out = append(out, Line{Player: ev.Player, Text: t, Entry: i, Event: j, Face: face})
				face = 0
			case ev.Kind == engine.EvDraw:
				words := info.Sentence(ev)
				if words == "" || ev.Public || !(all || viewer >= 0 && ev.VisibleTo(viewer)) {
					continue
				}
				out = append(out, Line{Player: ev.Player, Text: engine.Names(words, names), Private: true, Entry: i, Event: j})
			}
		}
	}
	return out
}

// tellsAction reports whether event ev of log entry e says e's action in
// full, and often more: the same seat doing the same thing, with the same
// numbers where the action has them. Only an entry's first sentence may
// (LogLines); the sentences of the steps that followed it never do.
func tellsAction(e engine.LogEntry, ev engine.Event) bool {
	// Every code below names the seat acting first in its Args.
	if ev.Kind != engine.EvGame || ev.Arg(0) != int(e.Player) {
		return false
	}
	k, arg := hmd.Split(e.Action)
	switch ev.Code {
	case hmd.CodePass, hmd.CodeThroneUnused, hmd.CodeHireNone, hmd.CodeSendNone, hmd.CodeCourtEnd:
		return k == hmd.KPass
	case hmd.CodeCastleEye, hmd.CodeThroneDraw, hmd.CodePardon, hmd.CodeTraitor, hmd.CodeBetter:
		return k == hmd.KYes
	case hmd.CodeColour:
		return k == hmd.KColour && ev.Arg(1) == arg
	case hmd.CodeFloorTaken:
		return k == hmd.KFloor && ev.Arg(1) == arg
	case hmd.CodePickMonster, hmd.CodeHire:
		return k == hmd.KMonster && ev.Arg(1) == arg
	case hmd.CodePlace:
		return k == hmd.KPlace && ev.Arg(1) == arg
	case hmd.CodeEventDrawn:
		return k == hmd.KTop && ev.Arg(1) == 0 || k == hmd.KBottom && ev.Arg(1) == 1
	case hmd.CodeWages:
		return k == hmd.KPay
	case hmd.CodeThroneKeep:
		return k == hmd.KKeep
	case hmd.CodeBuild:
		// A trap or a room, not an upgrade: its action's words say
		// "upgrades", the sentence "builds", and both lines stay.
		return ev.Arg(1) == int(k) && (k == hmd.KTrap && ev.Arg(2) == arg || k == hmd.KRoom)
	case hmd.CodePeek:
		return k == hmd.KPeek && ev.Arg(1) == arg/2+1 && ev.Arg(2) == arg%2
	case hmd.CodePush:
		return k == hmd.KPush && ev.Arg(2) == arg
	case hmd.CodeRecall:
		return k == hmd.KRecall && ev.Arg(2) == arg
	case hmd.CodeFire:
		return k == hmd.KFire // its trap and hero are indexes the event does not hold
	case hmd.CodeSend:
		return k == hmd.KSend && ev.Arg(1) == arg
	case hmd.CodeCommit:
		return k == hmd.KCommit && ev.Arg(1) == arg
	case hmd.CodeSupport:
		return k == hmd.KSupport && ev.Arg(1) == arg
	case hmd.CodeMagic:
		return k == hmd.KWound // the hero's index, likewise
	case hmd.CodeHeal:
		return k == hmd.KHeal // the monster's index, likewise
	case hmd.CodePlays:
		return k == hmd.KPlay && ev.Arg(1) == arg
	case hmd.CodeCoup:
		return k == hmd.KCoup
	case hmd.CodeSwitch, hmd.CodeSteal:
		return k == hmd.KSeat && ev.Arg(1) == arg
	case hmd.CodeRuleParty:
		return k == hmd.KParty && ev.Arg(1) == arg
	case hmd.CodeQuestDiscard:
		return k == hmd.KDiscard && ev.Arg(1) == arg
	}
	return false
}
