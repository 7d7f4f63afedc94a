package dieinthedungeon

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Line is one line of the table's log.
type Line = tablekit.LogLine

// LogLines tells the game in plain words: each action, then the engine's
// sentences about what followed (spec §10: every roll, decision and stat
// change), said by say (the match's Info.Sentence) with the seats named.
// An entry's first sentence joins the action's line when it tells the
// action in full.
func LogLines(log []engine.LogEntry, names []string, say func(engine.Event) string) []Line {
	return logLines(log, names, say, false)
}

// logLines is LogLines for a game that now waits for your attack when
// attacking is set (a round without hero attacks says why before it).
func logLines(log []engine.LogEntry, names []string, say func(engine.Event) string, attacking bool) []Line {
	var out []Line
	for i, e := range log {
		if i > 0 {
			out = noAttackLine(out, log, i, attacking)
		}
		act := len(out)
		// A step that decides nothing ("Ada goes on") reads as a quiet
		// line, not a decision in bold; it keeps its place.
		text := e.Text
		if w, ok := afterPowerUpWords(log, i); ok {
			text = w
		}
		out = append(out, Line{Player: e.Player, Text: engine.Names(text, names), Action: !quietAction(e), Entry: i, Event: -1})
		die, face := "", 0
		first := true
		for j, ev := range e.Events {
			switch ev.Kind {
			case engine.EvRoll:
				die, face = ev.Die, ev.Face
			case engine.EvNote, engine.EvGame:
				if toldByAction(e, ev) {
					continue // the action's line says it all
				}
				t := engine.Names(say(ev), names)
				if first && tellsAction(e, ev) {
					// "… powers up: 3 AP." after "… powers up": it
					// becomes the action's line.
					out[act].Text, out[act].Event, out[act].Action, first = t, j, true, false
					continue
				}
				first = false
				if ev.Kind == engine.EvGame && ev.Code == dd.TellEvilEye {
					// Whom it stops, when it is picked (play-test 41 #1).
					if party, ok := partyBefore(log, i, j); ok {
						if who := evilEyeWho(party, dd.Stat(ev.Arg(0))); who != "" {
							t = fmt.Sprintf("Evil Eye: no %s attacks this round: %s.", dd.Stat(ev.Arg(0)), who)
						}
					}
					t += evilEyeWhy(e)
				}
				if hitGiven(e, j) && !barbarianDefeated(ev) && !onlyTarget(log, i, j) {
					// The rule first, then what came of it (play-test 35
					// #10 read "defeats the Cleric ... The hit went to the
					// Cleric" as backwards).
					if why := hitWhy(dd.ArgMember(ev, 0), hitParty(log, i, j)); why != "" {
						t = why + " " + t
					}
				}
				if v, ok := plainVerdict(ev, die, face, out, i); ok {
					// "Ada attacks with Might: 8 on the d10 against the
					// party's 3." then "Ada's attack succeeds: 8 against
					// 3." said the numbers twice (play-test 26).
					t = engine.Names(fmt.Sprintf("%s's attack %s.", engine.Who(ev.Player), v), names)
				}
				if face, ok := heroDieJustShown(e, out, i); ok && ev.Kind == engine.EvGame && ev.Code == dd.TellHeroDieHurts {
					// "The Hero Die shows 5: lose 1 Health." then "The
					// Hero Die hurts: Ada loses 1 Health." become one line
					// (play-test 23 #10), shown when the Health is lost.
					last := &out[len(out)-1]
					last.Text, last.Event = engine.Names(fmt.Sprintf("The Hero Die shows %d: %s loses 1 Health.", face, engine.Who(ev.Player)), names), j
					continue
				}
				if t, ok := foldInto(e, ev, out, i, names); ok {
					// "Bram fails the check with 1 and takes 1 damage."
					// then "Bram takes a point of damage on Health: …",
					// and a bare "Time Warp!" then "Ada loses 1 Time"
					// become one line (play-test 29 #7), shown when the
					// point or the Time is lost.
					last := &out[len(out)-1]
					last.Text, last.Event = t, j
					continue
				}
				out = append(out, Line{Player: ev.Player, Text: t, Entry: i, Event: j, Die: die, Face: face})
				die = ""
			}
		}
	}
	return noAttackLine(out, log, len(log), attacking)
}

// noAttackLine adds to out, after the lines of log entry i−1, the line
// that says why the heroes made no attack, when entry i is your attack
// (or the one the game waits for) in a round they made none (play-test
// 29 #9).
func noAttackLine(out []Line, log []engine.LogEntry, i int, attacking bool) []Line {
	if i == 0 || !attackNext(log, i, attacking) {
		return out
	}
	if why, ok := noAttackWhy(log, i); ok {
		out = append(out, Line{Player: engine.NoPlayer, Text: why, Entry: i - 1, Event: -1})
	}
	return out
}

// tellsAction reports whether event ev of log entry e says e's action in
// full, and more: the same player doing the same thing with the same
// numbers (the action's words are the event's up to its colon or full
// stop).
func tellsAction(e engine.LogEntry, ev engine.Event) bool {
	if ev.Kind != engine.EvGame || ev.Player != e.Player {
		return false
	}
	k, arg := dd.Split(e.Action)
	switch ev.Code {
	case dd.TellPowerUp:
		// The turn start's Continue, which powers up first; one the game
		// made by itself has its own line (after "Ada stops looking").
		return k == dd.KContinue && !(len(ev.Args) >= 3 && ev.Arg(2) == 1)
	case dd.TellMove:
		return k == dd.KMove && ev.Arg(0) == arg
	case dd.TellAbility:
		return k == dd.KAbility && ev.Arg(1) == arg&1
	case dd.TellCard:
		return k == dd.KCard && ev.Arg(1) == arg&3
	case dd.TellUsesToken:
		return k == dd.KToken && ev.Arg(0) == arg
	case dd.TellDiesplacer:
		return k == dd.KDiesplacer
	case dd.TellKoboldSide:
		return k == dd.KSide && ev.Arg(0) == arg
	case dd.TellPip:
		return k == dd.KPipUp && ev.Arg(0) > 0 || k == dd.KPipDown && ev.Arg(0) < 0
	case dd.TellPaysPip:
		return k == dd.KPayPip
	case dd.TellDamagePoint:
		return k == dd.KDamage && ev.Arg(0) == arg
	case dd.TellMinionRoll, dd.TellSacrifice:
		return k == dd.KMinion && ev.Arg(0) == arg
	case dd.TellLoseTime:
		return k == dd.KLoseTime && ev.Arg(0) == 1
	case dd.TellAttack:
		return k == dd.KStat && ev.Arg(0) == arg
	case dd.TellLowers:
		// "Ada lowers Might by 1: +1." then "Ada lowers Might to push
		// the roll: …" said it twice (play-test 23 #10).
		return k == dd.KLower && ev.Arg(0) == arg
	case dd.TellLowersBy:
		return k == dd.KLowerTo && ev.Arg(0) == arg
	case dd.TellRest:
		// "Ada rests 2 (Time −2, Health +2)." then "Ada rests: Time 12,
		// Health 8." (play-test 26 #8).
		return k == dd.KRest && ev.Arg(0) == arg
	}
	return false
}

// heroDieJustShown is the face of the Hero Die that the last line of out
// tells, when that line tells a Hero Die event of log entry i (the one
// being told) with nothing said since; whether it does.
func heroDieJustShown(e engine.LogEntry, out []Line, i int) (int, bool) {
	if len(out) == 0 {
		return 0, false
	}
	l := out[len(out)-1]
	if l.Entry != i || l.Event < 0 || l.Event >= len(e.Events) {
		return 0, false
	}
	ev := e.Events[l.Event]
	if ev.Kind != engine.EvGame || ev.Code != dd.TellHeroDie {
		return 0, false
	}
	return ev.Arg(0), true
}

// toldByAction reports whether event ev of log entry e says no more than
// e's action line: the tile it peeks at ("Ada peeks at the tile to the
// east" is followed by "Ada peeks at a face-down tile."), the dice it
// places (the line names each die under its stat).
func toldByAction(e engine.LogEntry, ev engine.Event) bool {
	if ev.Kind != engine.EvGame || ev.Player != e.Player {
		return false
	}
	k, arg := dd.Split(e.Action)
	switch ev.Code {
	case dd.TellPeek:
		return k == dd.KPeek && ev.Arg(0) == arg
	case dd.TellLayout:
		if k != dd.KLayout || arg < 0 || arg >= len(dd.Layouts) {
			return false
		}
		for i, d := range dd.Layouts[arg] {
			if ev.Arg(i) != int(d) {
				return false
			}
		}
		return true
	}
	return false
}

// evilEyeWhy explains an Evil Eye that stopped an attack type nobody
// picked: the heroes attacked with that type only, so the engine took the
// one answer there was (a question with one answer is never asked).
func evilEyeWhy(e engine.LogEntry) string {
	if k, _ := dd.Split(e.Action); k == dd.KStat {
		return "" // the player picked it
	}
	return " The heroes attack with only that type this round, so there was nothing to pick."
}

// afterPowerUpWords say what the Continue of log entry i that goes on
// from the power up (the engine's "goes on to rest and move") went on
// to, from the entry after it: "Ada goes on to rest" before a rest,
// "Ada moves on (no rest)" before anything else (play-test 41 #8 read
// "goes on to rest and move" every turn, never having rested). ok is
// false for another entry, or before the next entry is made.
func afterPowerUpWords(log []engine.LogEntry, i int) (string, bool) {
	e := log[i]
	if k, _ := dd.Split(e.Action); k != dd.KContinue || i+1 >= len(log) || log[i+1].Player != e.Player {
		return "", false
	}
	for _, ev := range e.Events {
		if ev.Kind == engine.EvGame {
			return "", false // it did something: its own words
		}
	}
	// The last game event before it: the power up (the turn start's
	// Continue, or the game's own after Far Sight).
	for j := i - 1; j >= 0; j-- {
		evs := log[j].Events
		for x := len(evs) - 1; x >= 0; x-- {
			if ev := evs[x]; ev.Kind == engine.EvGame {
				if ev.Code != dd.TellPowerUp || ev.Player != e.Player {
					return "", false
				}
				switch k, arg := dd.Split(log[i+1].Action); {
				case k == dd.KRest && arg > 0:
					return engine.Who(e.Player) + " goes on to rest", true
				case k == dd.KRest:
					return engine.Who(e.Player) + " goes on", true // "does not rest" follows
				}
				return engine.Who(e.Player) + " moves on (no rest)", true
			}
		}
	}
	return "", false
}

// quietAction reports whether log entry e's action decides nothing that
// its line could tell: a Continue that only moves on ("Ada goes on", "Ada
// ends the Ability step", "Ada stops looking"; what follows it is told by
// the lines after) or no rest. The turn's Continue that powers up tells
// its AP and stays a decision (tellsAction).
func quietAction(e engine.LogEntry) bool {
	k, arg := dd.Split(e.Action)
	return k == dd.KContinue || k == dd.KRest && arg == 0
}

// hits reports whether ev tells a hit landing on a party member.
func hits(ev engine.Event) bool {
	return ev.Kind == engine.EvGame && (ev.Code == dd.TellHit || ev.Code == dd.TellDefeats)
}

// hitGiven reports whether event j of entry e tells a hit whose target the
// rules picked, not the player: any but the first hit of a target chosen.
func hitGiven(e engine.LogEntry, j int) bool {
	if !hits(e.Events[j]) {
		return false
	}
	if k, _ := dd.Split(e.Action); k != dd.KTarget {
		return true
	}
	return slices.ContainsFunc(e.Events[:j], hits) // the first is the one chosen
}

// onlyTarget reports whether the member hit by event j of log entry i
// was the only one any hit could go to then, so that no rule picked it
// (play-test 29 #7: "The rules send a hit to the lowest-level hero" after
// the last hero fell, "Clerics shield the others" after the only Cleric
// fell beside the Bard). Told from the events: the Combat ends once no
// hero that counts is left, so every other one there then is defeated or
// flees before it ends; one that joined later does not count. Until the
// Combat's end is in the log, it does not say so.
func onlyTarget(log []engine.LogEntry, i, j int) bool {
	hit := log[i].Events[j]
	self := dd.ArgMember(hit, 0)
	selfGone := hit.Code == dd.TellDefeats
	others := 0
	for ; i < len(log); i, j = i+1, -1 {
		for _, ev := range log[i].Events[j+1:] {
			if ev.Kind != engine.EvGame {
				continue
			}
			switch ev.Code {
			case dd.TellDefeats, dd.TellFlees:
				if !selfGone && dd.ArgMember(ev, 0) == self {
					selfGone = true // its own last hit
					continue
				}
				others++
			case dd.TellJoins:
				others--
			case dd.TellCombatOver:
				return others <= 0
			}
		}
	}
	return false
}

// foldInto is the line that event ev of log entry i makes of the last
// line of out, when ev only ends what that line began: the one point of
// a failed check's damage landing, the Time a Time Warp costs.
func foldInto(e engine.LogEntry, ev engine.Event, out []Line, i int, names []string) (string, bool) {
	if len(out) == 0 || ev.Kind != engine.EvGame {
		return "", false
	}
	l := out[len(out)-1]
	if l.Entry != i || l.Event < 0 || l.Event >= len(e.Events) {
		return "", false
	}
	prev := e.Events[l.Event]
	if prev.Kind != engine.EvGame || prev.Player != ev.Player {
		return "", false
	}
	who := engine.Who(ev.Player)
	switch {
	case prev.Code == dd.TellCheckFailed && prev.Arg(1) == 1 && ev.Code == dd.TellDamagePoint:
		from := dd.BoardDie{Type: dd.DieType(ev.Arg(1)), Value: ev.Arg(2)}
		to := dd.BoardDie{Type: dd.DieType(ev.Arg(3)), Value: ev.Arg(4)}
		return engine.Names(fmt.Sprintf("%s fails the check with %d and takes 1 damage on %s: %s → %s.", who, prev.Arg(0), dd.Slot(ev.Arg(0)).Name(), from, to), names), true
	case prev.Code == dd.TellTimeWarp && ev.Code == dd.TellLoseTime:
		return engine.Names(fmt.Sprintf("Time Warp: the Wizard's Magic hit of %d or more costs %s %d Time: %d left.", dd.BonusThreshold, who, ev.Arg(0), ev.Arg(1)), names), true
	}
	return "", false
}

// hitWhy says why the rules gave a hit to member m (R20), for a target
// the player did not choose (play-test 20: "Ada defeats the Cleric" with
// no word of why not the Wizard), from the party as it stood (hitParty;
// nil when the log does not tell it). A rule is named only when it chose:
// play-test 32 read "the lowest-level hero" among three level-4 Rogues,
// and "while one stands, a Cleric takes the hit" as the only Cleric fell.
func hitWhy(m dd.Member, p dd.Party) string {
	switch {
	case m.Kind == dd.EpicMem && m.Epic >= 0 && m.Epic < len(dd.Epics) && dd.Epics[m.Epic].ID == "epic_barbarian":
		return "The Barbarian takes every hit while he is there."
	case m.Kind == dd.Basic && m.Hero.Type == dd.Cleric:
		if p != nil && !slices.ContainsFunc(p, func(o dd.Member) bool { return o.Countable() && !isCleric(o) }) {
			return ""
		}
		return "The hit goes to the Cleric: Clerics shield the others while one stands."
	}
	if p != nil && !slices.ContainsFunc(p, func(o dd.Member) bool { return o.Countable() && o.Level() > m.Level() }) {
		return ""
	}
	return "The rules send a hit to the lowest-level hero it may reach."
}

// hitParty is the party as the hit of event j of log entry i found it
// (partyBefore), nil when the log does not tell it whole (the member hit
// is not in it).
func hitParty(log []engine.LogEntry, i, j int) dd.Party {
	p, ok := partyBefore(log, i, j)
	hit := dd.ArgMember(log[i].Events[j], 0)
	if !ok || !slices.ContainsFunc(p, func(o dd.Member) bool { return sameMember(o, hit) }) {
		return nil
	}
	return p
}

// isCleric reports whether m is a basic Cleric.
func isCleric(m dd.Member) bool { return m.Kind == dd.Basic && m.Hero.Type == dd.Cleric }

// sayer is the sentence of an event as the table says it: say's (the
// match's Info.Sentence), but in the Duel a hero roll names the creature
// it is against as the tray does: "your Magic 12" for the viewer's own
// (viewer() names it), "Bram's Might 9" for the other's, where the game's
// sentence says "your Might" whoever's it is (play-test 20: Bram's fights
// read as the viewer's; play-test 23 #12: the tray said "your Magic 12",
// the log "Ada's Magic 12"). A turn's line counts the creature's own
// turns (dd.OwnTurn).
func sayer(say func(engine.Event) string, players int, viewer func() engine.Player) func(engine.Event) string {
	say = lowerSayer(epicSayer(say))
	if players < 2 {
		return say
	}
	return func(ev engine.Event) string {
		if ev.Kind == engine.EvGame && ev.Code == dd.TellTurn && len(ev.Args) > 0 {
			// Each creature counts its own turns, as the top bar does.
			ev.Args = slices.Clone(ev.Args)
			ev.Args[0] = dd.OwnTurn(ev.Args[0], players)
			return say(ev)
		}
		if ev.Kind != engine.EvGame || ev.Code != dd.TellHeroRoll || ev.Player < 0 {
			return say(ev)
		}
		k, st := dd.RollKind(ev.Arg(0)), dd.Stat(ev.Arg(1))
		name := "The heroes' " + st.String() + " attack"
		switch k {
		case dd.RollKeg:
			return say(ev) // against the fuse, no creature's
		case dd.RollArrow:
			name = "Hunter's Arrow"
		}
		mod := ""
		if m := ev.Arg(4); m != 0 {
			mod = " " + signedNum(m)
		}
		whose := engine.Who(ev.Player) + "'s"
		if viewer != nil && ev.Player == viewer() {
			whose = "your"
		}
		return fmt.Sprintf("%s: %d on the %s%s against %s %s %d.", name, ev.Arg(2), dd.DieType(ev.Arg(3)), mod, whose, st, ev.Arg(5))
	}
}

// epicName is an Epic hero's name as a sentence says it: "the Barbarian"
// (the cards' names are bare; "The DieMaster" has its own article).
func epicName(m dd.Member) string {
	if m.Kind != dd.EpicMem || m.Epic < 0 || m.Epic >= len(dd.Epics) {
		return ""
	}
	return "the " + dd.Epics[m.Epic].Name
}

// epicSayer says a hit, a defeat or a flight of an Epic hero with its
// article: "Ada hits the Barbarian (1 of 2 hits).", not "Ada hits
// Barbarian" (play-test 23 #10). The engine's event holds the numbers.
func epicSayer(say func(engine.Event) string) func(engine.Event) string {
	return func(ev engine.Event) string {
		if ev.Kind != engine.EvGame {
			return say(ev)
		}
		if w, ok := objectiveMet(ev); ok {
			return w
		}
		who := engine.Who(ev.Player)
		switch ev.Code {
		case dd.TellHit, dd.TellDefeats, dd.TellAlone:
			name := epicName(dd.ArgMember(ev, 0))
			if name == "" {
				break
			}
			switch ev.Code {
			case dd.TellHit:
				return fmt.Sprintf("%s hits %s (%d of %d hits).", who, name, ev.Arg(3), ev.Arg(4))
			case dd.TellDefeats:
				return fmt.Sprintf("%s defeats %s: +%d XP.", who, name, ev.Arg(3))
			default:
				return fmt.Sprintf("%s is left alone and is defeated: +%d XP.", "T"+name[1:], ev.Arg(3))
			}
		}
		return say(ev)
	}
}

// barbarianDefeated reports whether ev tells the Barbarian's defeat: the
// line says no more that he takes every hit while he is there (play-test
// 23 #10: it was said as he left).
func barbarianDefeated(ev engine.Event) bool {
	m := dd.ArgMember(ev, 0)
	return ev.Code == dd.TellDefeats && m.Kind == dd.EpicMem && m.Epic >= 0 && m.Epic < len(dd.Epics) && dd.Epics[m.Epic].ID == "epic_barbarian"
}

// lowerSayer says a stat lowered to push a roll with what it adds, as the
// button said it: "Ada lowers Might by 1 to push the roll, +1: 10 on a d10
// → 9 on a d10." The line stands for the action's too (tellsAction).
func lowerSayer(say func(engine.Event) string) func(engine.Event) string {
	return func(ev engine.Event) string {
		if ev.Kind != engine.EvGame || ev.Code != dd.TellLowers && ev.Code != dd.TellLowersBy {
			return say(ev)
		}
		sl, n, at := dd.Slot(ev.Arg(0)), 1, 1
		if ev.Code == dd.TellLowersBy {
			n, at = ev.Arg(1), 2
		}
		from := dd.BoardDie{Type: dd.DieType(ev.Arg(at)), Value: ev.Arg(at + 1)}
		to := dd.BoardDie{Type: dd.DieType(ev.Arg(at + 2)), Value: ev.Arg(at + 3)}
		line := fmt.Sprintf("%s lowers %s by %d to push the roll, +%d: %s → %s", engine.Who(ev.Player), sl.Name(), n, n, from, to)
		if why := DieSizeWhy(from, to); why != "" {
			line += " (" + why + ")"
		}
		return line + "."
	}
}

// DieSizeWhy says why a lowered stat's die has the size it has, from the
// dice before and after (R12, R13): a die shrinks one type at a time while
// its value is under its type's row of the chart and the next smaller type
// has a free place, so a die left under its row stopped at a full type.
// Play-test 32 read "10 on a d10 → 1 on a d10" as breaking the chart.
// Empty when the die changed nothing worth saying.
func DieSizeWhy(from, to dd.BoardDie) string {
	below := to.Value < to.Type.Min() && to.Type > dd.D4
	switch {
	case below && to.Type == from.Type:
		return fmt.Sprintf("%d is a %s on the chart, but a die shrinks one type at a time and two %ss are on the board, so it stays a %s",
			to.Value, chartType(to.Value), to.Type.Smaller(), to.Type)
	case below:
		return fmt.Sprintf("%d is a %s on the chart, but a die shrinks one type at a time and two %ss are on the board, so it shrinks only to a %s",
			to.Value, chartType(to.Value), to.Type.Smaller(), to.Type)
	case to.Type != from.Type:
		return fmt.Sprintf("%d is a %s on the chart", to.Value, to.Type)
	}
	return ""
}

// chartType is the die type value v stands in on the chart: the largest
// whose row it reaches.
func chartType(v int) dd.DieType {
	t := dd.D20
	for t > dd.D4 && v < t.Min() {
		t = t.Smaller()
	}
	return t
}

// plainVerdict is the verb of an attack's verdict ("succeeds", "fails")
// when its final value is the face of the die just rolled for it: still
// unsaid (die, face), or told by the last line of out, of log entry i.
// The roll's line has said the numbers. ok false for any other event, or
// a value that boosts or a lowered stat changed.
func plainVerdict(ev engine.Event, die string, face int, out []Line, i int) (string, bool) {
	if ev.Kind != engine.EvGame || ev.Code != dd.TellAttackHits && ev.Code != dd.TellAttackFails {
		return "", false
	}
	rolled := die != "" && face == ev.Arg(0)
	if n := len(out); !rolled && n > 0 {
		l := out[n-1]
		rolled = l.Entry == i && l.Die != "" && l.Face == ev.Arg(0)
	}
	switch {
	case !rolled:
		return "", false
	case ev.Code == dd.TellAttackHits:
		return "succeeds", true
	}
	return "fails", true
}
