package heromustdie

import (
	"fmt"
	"slices"
	"strings"

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
	wage := wageGroup{line: -1} // the wages being paid, told in one line
	var loose wageGroup         // wages paid by themselves in another seat's entry (CodePaid)
	for i, e := range log {
		act := len(out)
		var pays bool
		if out, pays = wage.add(out, e, i); pays {
			act = wage.line
			out[act].Text = wage.text(names)
		} else {
			wage = wageGroup{line: -1}
			out = append(out, Line{Player: e.Player, Text: engine.Names(e.Text, names), Action: true, Entry: i, Event: -1})
		}
		letGo := letGoEvents(e)
		if len(letGo) > 0 {
			// "Ada lets the Kobold go" and "Ada cannot pay for the Kobold
			// and lets it go" are one act (pt22 #2): one line, the
			// sentence's, which says why.
			out[act].Event, out[act].Text = letGo[0], letGoLine(e.Events, letGo, names)
		}
		face := 0
		first := true
		ties := tieRolls(e.Events)
		unneeded := notNeeded(e.Events)
		for j, ev := range e.Events {
			if seats, ok := ties[j]; ok {
				out = append(out, Line{Player: engine.NoPlayer, Text: tieLine(seats, names), Entry: i, Event: j})
			}
			mine := pays && ev.Arg(0) == int(wage.seat) && !wage.done
			switch {
			case slices.Contains(letGo, j):
			case ev.Kind == engine.EvGame && ev.Code == hmd.CodePaid:
				// A point paid: the seat's own, or one the game took by
				// itself when it was all he had left, which no action
				// tells (pt22 #2: "1 gold, 3 MP" for 1 gold and 4 MP).
				g := &loose
				if mine {
					g = &wage
				} else if loose.seat != ev.Player || loose.done {
					loose = wageGroup{line: -1, seat: ev.Player}
				}
				if r := ev.Arg(1); r >= 0 && r < len(g.paid) {
					g.paid[r]++
				}
				if mine {
					out[act].Text = wage.text(names)
				}
			case mine && ev.Kind == engine.EvGame && ev.Code == hmd.CodeWages:
				wage.total, wage.done = ev.Arg(1), true
				out[act].Event, out[act].Text = j, wage.text(names)
			case ev.Kind == engine.EvGame && ev.Code == hmd.CodeWages && loose.seat == ev.Player && !loose.done && loose.paid != [3]int{}:
				loose.total, loose.done = ev.Arg(1), true
				out = append(out, Line{Player: ev.Player, Text: loose.text(names), Entry: i, Event: j})
			case ev.Kind == engine.EvRoll:
				face = ev.Face
			case ev.Kind == engine.EvGame && ev.Code == hmd.CodeNotNeeded:
				// The heroes a party has no place for: one line, as the
				// last of them goes back (pt37 #6: a line each).
				if g := unneeded[ev.Arg(1)]; len(g) > 0 && g[len(g)-1] == j {
					heroes := make([]int, len(g))
					for k, at := range g {
						heroes[k] = e.Events[at].Arg(0)
					}
					out = append(out, Line{Player: ev.Player, Text: hmd.NotNeededWords(ev.Arg(1), heroes), Entry: i, Event: j})
				}
			case told(ev):
				t := engine.Names(info.Sentence(ev), names)
				if ev.Code == hmd.CodeHeroesHeal && ev.Kind == engine.EvGame {
					if h := healedLine(e.Events, j); h != "" {
						t = h
					}
				}
				if w := woundedMelee(log, i, j); w != "" {
					t = w
				}
				if ev.Kind == engine.EvGame && ev.Code == hmd.CodeCourtEnd && !(first && tellsAction(e, ev)) {
					// An empty hand's Court turn passed by itself, in
					// another move: nobody clicked (pt40 #1).
					t = engine.Names(courtPassedWords(ev.Arg(0)), names)
				}
				if first && tellsAction(e, ev) {
					// "… draws the top card of slot 2: Full Moon." after
					// "… draws the top event card": it becomes the
					// action's line.
					out[act].Event, first = j, false
					if !namesTheBox[ev.Code] {
						out[act].Text = t
					}
					out = appendEffect(out, ev, i, j)
					out = appendPending(out, e.Events, ev, i, j, names)
					continue
				}
				first = false
				// A turn's start heads the lines of its turn (set apart in
				// the log, as Hero House's hands).
				turn := ev.Kind == engine.EvGame && ev.Code == hmd.CodeTurn
				out = append(out, Line{Player: ev.Player, Text: t, Entry: i, Event: j, Face: face, Heading: turn})
				out = appendEffect(out, ev, i, j)
				out = appendPending(out, e.Events, ev, i, j, names)
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

// notNeeded are, by party, the events of an entry that tell a hero drawn
// for it going back under the hero deck (CodeNotNeeded).
func notNeeded(events []engine.Event) map[int][]int {
	var out map[int][]int
	for j, ev := range events {
		if ev.Kind == engine.EvGame && ev.Code == hmd.CodeNotNeeded {
			if out == nil {
				out = map[int][]int{}
			}
			out[ev.Arg(1)] = append(out[ev.Arg(1)], j)
		}
	}
	return out
}

// wageGroup is a seat's Pay Day, its wages paid a point at a time (one
// log entry each, the last with CodeWages): one line tells them all (pt19
// #7: a line for every point, seven for seven wages, flooded the log). The
// line stands for the group's latest entry, so the log gate shows it as
// the last payment shows, with the wages' total.
type wageGroup struct {
	line  int // its line in the log's lines, -1 none
	seat  engine.Player
	paid  [3]int // points paid in gold, slaves and MP (KPay's order)
	total int    // the wages, once all are paid
	done  bool
}

// add takes log entry i, e, into the group when it pays a wage: the same
// seat's next payment, or a new group's first (its line appended to out).
// ok is false when e pays no wage.
func (w *wageGroup) add(out []Line, e engine.LogEntry, i int) (_ []Line, ok bool) {
	k, arg := hmd.Split(e.Action)
	if k != hmd.KPay || e.Player < 0 || arg < 0 || arg >= len(w.paid) {
		return out, false
	}
	if w.line < 0 || w.line != len(out)-1 || w.seat != e.Player || w.done {
		*w = wageGroup{line: len(out), seat: e.Player}
		out = append(out, Line{})
	}
	if !slices.ContainsFunc(e.Events, func(ev engine.Event) bool { return ev.Kind == engine.EvGame && ev.Code == hmd.CodePaid }) {
		w.paid[arg]++ // a log of before CodePaid: the action tells the point
	}
	out[w.line] = Line{Player: e.Player, Action: true, Entry: i, Event: -1}
	return out, true
}

// letGoEvents are the indexes of the CodeLetGo events of e's own seat
// when e is his choice of monsters to let go on Pay Day, which they tell
// again.
func letGoEvents(e engine.LogEntry) []int {
	if k, _ := hmd.Split(e.Action); k != hmd.KDiscards {
		return nil
	}
	var at []int
	for j, ev := range e.Events {
		if ev.Kind == engine.EvGame && ev.Code == hmd.CodeLetGo && ev.Arg(0) == int(e.Player) {
			at = append(at, j)
		}
	}
	return at
}

// letGoLine tells monsters let go on Pay Day in one line: "Ada cannot pay
// for the Kobold and lets it go.", "… for the Kobold and the Imp and lets
// them go."
func letGoLine(events []engine.Event, at []int, names []string) string {
	var mons []string
	for _, j := range at {
		if m := events[j].Arg(1); m >= 0 && m < len(hmd.Monsters) {
			mons = append(mons, "the "+hmd.Monsters[m].Name)
		}
	}
	it := "it"
	if len(mons) > 1 {
		it = "them"
	}
	return fmt.Sprintf("%s cannot pay for %s and lets %s go.", nameOf(names, events[at[0]].Arg(0)), joinAnd(mons), it)
}

// text is the group's line: "Bram pays 7 wages: 3 gold, 4 slaves.", or
// while he pays "Bram has paid 3 wages so far: 3 gold.".
func (w *wageGroup) text(names []string) string {
	var what []string
	for r, n := range w.paid {
		switch {
		case n == 0:
		case r == 0:
			what = append(what, fmt.Sprintf("%d gold", n))
		case r == 1:
			what = append(what, slavesWords(n))
		default:
			what = append(what, fmt.Sprintf("%d MP", n))
		}
	}
	n := w.paid[0] + w.paid[1] + w.paid[2]
	who := nameOf(names, int(w.seat))
	if w.done {
		return fmt.Sprintf("%s pays %s: %s.", who, tablekit.Count(max(w.total, n), "wage", "wages"), strings.Join(what, ", "))
	}
	return fmt.Sprintf("%s has paid %s so far: %s.", who, tablekit.Count(n, "wage", "wages"), strings.Join(what, ", "))
}

// woundedMelee tells the melee of event j of log entry i with the front
// card's wounds taken off its melee in plain sight ("the Archmage's melee
// 1 − 1 wound = 0"), when that card is wounded: pt19 #9 read "the
// Archmage's melee 0" under a card that shows 1. "" for another event,
// an unwounded card, one whose melee was 0 already, or wounds the log
// does not tell (woundsAt).
func woundedMelee(log []engine.LogEntry, i, j int) string {
	ev := log[i].Events[j]
	if ev.Kind != engine.EvGame || ev.Code != hmd.CodeMeleeTotal && ev.Code != hmd.CodeMelee {
		return ""
	}
	a := ev.Arg
	hero, card, melee := ev.Code == hmd.CodeMeleeTotal, a(1), a(2)
	if !hero {
		card, melee = a(2), a(3)
	}
	var name string
	var str hmd.Strength
	switch {
	case hero && card >= 0 && card < len(hmd.Heroes):
		name, str = hmd.Heroes[card].Name, hmd.Heroes[card].Str
	case !hero && card >= 0 && card < len(hmd.Monsters):
		name, str = hmd.Monsters[card].Name, hmd.Monsters[card].Str
	default:
		return ""
	}
	w, ok := woundsAt(log, i, j, hero, card)
	if !ok || w == 0 {
		return ""
	}
	// The card's melee: as printed, or one more with a hero's level-up
	// marker when melee is its best colour; the one that the wounds bring
	// to the event's melee.
	base := -1
	for _, b := range []int{int(str[hmd.Brown]), int(str[hmd.Brown]) + 1} {
		if max(0, b-w) == melee {
			base = b
			break
		}
	}
	if base <= melee || base > int(str[hmd.Brown]) && !(hero && int(str[hmd.Brown]) == int(str.Max())) {
		return ""
	}
	sum := fmt.Sprintf("the %s's melee %d − %s = %d", name, base, woundsWord(w), melee)
	if hero {
		return fmt.Sprintf("Melee: the heroes' total is %d (%s, + black %d); the monsters have %d black.", a(0), sum, a(3), a(4))
	}
	head := fmt.Sprintf("Melee: heroes %d against monsters %d (%s, + black %d + support %d): ", a(0), a(1), sum, a(4), a(5))
	switch {
	case a(0) > a(1):
		return head + fmt.Sprintf("the %s takes %s.", name, woundsWord(a(7)))
	case a(1) > a(0) && a(6) >= 0 && a(6) < len(hmd.Heroes):
		return head + fmt.Sprintf("the %s takes %s.", hmd.Heroes[a(6)].Name, woundsWord(a(7)))
	case a(1) > a(0):
		return ""
	}
	return head + "a tie, nobody is wounded."
}

// woundsAt is how many wounds a fighting card (hero or monster) had at
// event j of log entry i: its wounds as the round began (CodeRound lists
// every card with them), and the blows on it since. ok is false when the
// round's start is not within the 64 entries before.
func woundsAt(log []engine.LogEntry, i, j int, hero bool, card int) (w int, ok bool) {
	side := 0
	if hero {
		side = 1
	}
	for e, ev := range engine.GameEventsBefore(log, i, j) {
		if i-e >= 64 {
			break
		}
		switch {
		case (ev.Code == hmd.CodeWound || ev.Code == hmd.CodeWoundOff) && ev.Arg(0) == side && ev.Arg(1) == card:
			if ev.Code == hmd.CodeWound {
				w += ev.Arg(2)
			} else {
				w -= ev.Arg(2)
			}
		case ev.Code == hmd.CodeRound:
			heroes := ev.Arg(1)
			pairs := ev.Args[min(2, len(ev.Args)):]
			from, to := 0, 2*heroes
			if !hero {
				from, to = 2*heroes, len(pairs)
			}
			for p := from; p+1 < min(to, len(pairs)); p += 2 {
				if pairs[p] == card {
					return w + pairs[p+1], true
				}
			}
			return 0, false
		}
	}
	return 0, false
}

// healedLine tells the heroes' healing of event j naming only the heroes
// it healed, each with its wounds, from the blows that follow it (pt19 #6:
// "removes 3 wounds: Ranger, Priest and Apprentice" when only the Priest
// was wounded); "" when no blow follows.
func healedLine(events []engine.Event, j int) string {
	var healed []string
	for _, ev := range events[j+1:] {
		if ev.Kind != engine.EvGame || !hmd.IsBlow(ev.Code) {
			break
		}
		if ev.Code == hmd.CodeWoundOff && ev.Arg(0) == 1 && ev.Arg(1) >= 0 && ev.Arg(1) < len(hmd.Heroes) {
			healed = append(healed, fmt.Sprintf("the %s (%s)", hmd.Heroes[ev.Arg(1)].Name, woundsWord(ev.Arg(2))))
		}
	}
	if len(healed) == 0 {
		return ""
	}
	return fmt.Sprintf("Healing: the heroes' %d yellow heals %s.", events[j].Arg(0), joinAnd(healed))
}

// woundsWord is "1 wound", "2 wounds".
func woundsWord(n int) string {
	if n == 1 {
		return "1 wound"
	}
	return fmt.Sprintf("%d wounds", n)
}

// tieRolls finds, in an entry's events, the set-up's re-rolls of tied
// seats (pt17 #7: a second pair of rolls, unannounced, read as a
// duplicate): the index of each re-roll's first roll, with the seats
// rolling again. The engine rolls the whole group once, then each tied
// group of it again, highest face first (hmd's orderByRolls); the first
// group is every seat rolling before one rolls twice.
func tieRolls(events []engine.Event) map[int][]int {
	var at []int // the set-up rolls' event indexes
	for j, ev := range events {
		if ev.Kind == engine.EvGame && ev.Code == hmd.CodeSetupRoll {
			at = append(at, j)
		}
	}
	var group []int
	for _, j := range at {
		if slices.Contains(group, events[j].Arg(0)) {
			break
		}
		group = append(group, events[j].Arg(0))
	}
	ties := map[int][]int{}
	k := 0 // the next roll to read
	var order func(group []int)
	order = func(group []int) {
		if len(group) < 2 || k+len(group) > len(at) {
			return
		}
		face := map[int]int{}
		for _, p := range group {
			face[p] = events[at[k]].Arg(1)
			k++
		}
		for f := 6; f >= 1; f-- {
			var tied []int
			for _, p := range group {
				if face[p] == f {
					tied = append(tied, p)
				}
			}
			if len(tied) > 1 && k < len(at) {
				ties[at[k]] = tied
				order(tied)
			}
		}
	}
	order(group)
	return ties
}

// tieLine announces a re-roll: "Tie: Ada and Cora roll again."
func tieLine(seats []int, names []string) string {
	var who []string
	for _, p := range seats {
		who = append(who, nameOf(names, p))
	}
	return "Tie: " + joinAnd(who) + " roll again."
}

// appendEffect tells, after an event card's draw, what the card does: its
// banner shows a moment, and a newcomer learnt it only from a tooltip,
// once it had cost a VP.
func appendEffect(out []Line, ev engine.Event, entry, event int) []Line {
	e := ev.Arg(3)
	if ev.Kind != engine.EvGame || ev.Code != hmd.CodeEventDrawn || e < 0 || e >= len(hmd.Events) {
		return out
	}
	k := hmd.Events[e].Kind
	return append(out, Line{Player: engine.NoPlayer, Text: effectLine(k), Entry: entry, Event: event})
}

// appendPending adds, after a quest played (CodePlays) that its entry does
// not complete, what it will do and when: it waits for the others who
// meet it to answer, any of whom may take it with A Better Choice, then
// pays out (pt37 #7: "Ada plays Rule Them All!" and her gold and VP stayed
// the same until both bots had passed; it looked as if nothing happened).
func appendPending(out []Line, events []engine.Event, ev engine.Event, entry, event int, names []string) []Line {
	c := ev.Arg(1)
	if ev.Kind != engine.EvGame || ev.Code != hmd.CodePlays || c < 0 || c >= len(hmd.Plots) || !hmd.Plots[c].Quest() {
		return out
	}
	for _, o := range events[event+1:] {
		if o.Kind == engine.EvGame && o.Code == hmd.CodeQuestDone && o.Arg(1) == c {
			return out // done at once: nobody else could take it
		}
	}
	return append(out, Line{Player: ev.Player, Text: engine.Names(pendingWords(ev.Arg(0), int8(c)), names), Entry: entry, Event: event})
}

// pendingWords say when quest card c played by seat p pays out, and what
// it gives.
func pendingWords(p int, c int8) string {
	who := engine.Who(engine.Player(p))
	gives := fmt.Sprintf("%s scores %d VP", who, hmd.Plots[c].VP)
	if cost := hmd.QuestCost(c); cost != (hmd.Cost{}) {
		gives = fmt.Sprintf("%s pays %s and scores %d VP", who, costWords(cost), hmd.Plots[c].VP)
	}
	return fmt.Sprintf("%s pays out once the others have answered (one who meets it may take it first with A Better Choice): then %s.", hmd.Plots[c].Name, gives)
}

// effectLine is "Pay Day: every mage pays…", or "Invasion!! Up to two…":
// a name with its own mark takes no colon after it (pt #6: "Invasion!:").
func effectLine(k hmd.EventKind) string {
	name := hmd.EventKindNames[k]
	if n := len(name); n > 0 && (name[n-1] == '!' || name[n-1] == '?') {
		return name + " " + eventWords[k]
	}
	return name + ": " + eventWords[k]
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
	case hmd.CodeEventDrawn:
		return k == hmd.KTop && ev.Arg(1) == 0 || k == hmd.KBottom && ev.Arg(1) == 1
	case hmd.CodeBuild:
		// A trap of the kind built, a room or an upgrade: one line for
		// each (an upgrade had two, pt7 #10).
		return ev.Arg(1) == int(k) && (k == hmd.KTrap && ev.Arg(2) == arg || k == hmd.KRoom || k == hmd.KUpgrade)
	case hmd.CodePeek:
		return k == hmd.KPeek && ev.Arg(1) == arg/2+1 && ev.Arg(2) == arg%2
	}
	t, ok := tells[ev.Code]
	return ok && k == t.kind && (t.arg == 0 || ev.Arg(t.arg) == arg)
}

// namesTheBox are the codes whose sentence the action's words tell better:
// they name the box, and a seat may answer at two boxes in a row ("hires
// no monster at the Monster Pit's left box", then at its middle box).
var namesTheBox = map[int]bool{hmd.CodeHireNone: true}

// tells are the codes whose sentence says an action again: the action's
// kind, and which of the event's Args holds the action's number (0: none
// to compare, Args[0] being the seat).
var tells = map[int]struct {
	kind hmd.Kind
	arg  int
}{
	hmd.CodePass:         {hmd.KPass, 0},
	hmd.CodeThroneUnused: {hmd.KPass, 0},
	hmd.CodeHireNone:     {hmd.KPass, 0},
	hmd.CodeSendNone:     {hmd.KPass, 0},
	hmd.CodeCourtEnd:     {hmd.KPass, 0},
	hmd.CodeCastleEye:    {hmd.KYes, 0},
	hmd.CodeThroneDraw:   {hmd.KYes, 0},
	hmd.CodePardon:       {hmd.KYes, 0},
	hmd.CodeTraitor:      {hmd.KYes, 0},
	hmd.CodeBetter:       {hmd.KYes, 0},
	hmd.CodeColour:       {hmd.KColour, 1},
	hmd.CodeFloorTaken:   {hmd.KFloor, 1},
	hmd.CodePickMonster:  {hmd.KMonster, 1},
	hmd.CodeHire:         {hmd.KMonster, 1},
	hmd.CodePlace:        {hmd.KPlace, 1},
	hmd.CodeThroneKeep:   {hmd.KKeep, 0},
	hmd.CodePush:         {hmd.KPush, 2},
	hmd.CodeRecall:       {hmd.KRecall, 2},
	hmd.CodeFire:         {hmd.KFire, 0}, // its trap and hero are indexes the event does not hold
	hmd.CodeSend:         {hmd.KSend, 1},
	hmd.CodeCommit:       {hmd.KCommit, 1},
	hmd.CodeSupport:      {hmd.KSupport, 1},
	hmd.CodeMagic:        {hmd.KWound, 0}, // the hero's index, likewise
	hmd.CodeHeal:         {hmd.KHeal, 0},  // the monster's index, likewise
	hmd.CodePlays:        {hmd.KPlay, 1},
	hmd.CodeCoup:         {hmd.KCoup, 0},
	hmd.CodeSwitch:       {hmd.KSeat, 1},
	hmd.CodeSteal:        {hmd.KSeat, 1},
	hmd.CodeRuleParty:    {hmd.KParty, 1},
	hmd.CodeQuestDiscard: {hmd.KDiscard, 1},
}

// courtPassedWords is the log's line of seat p's Court turn passed by
// itself, his hand empty: it read "Ada ends the Court turn." as if he had
// clicked (pt40 #1).
func courtPassedWords(p int) string {
	return engine.Who(engine.Player(p)) + " has no plot card to play and passes."
}
