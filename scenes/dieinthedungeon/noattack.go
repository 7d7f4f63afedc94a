package dieinthedungeon

import (
	"fmt"
	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A round in which the heroes make no attack says so in the log, and why
// (play-test 29 #9: a Cleric and the Bard never attacked, and nothing
// said why). The log holds no such event: it is told from the events
// since the round began (no hero roll before your attack) and the party
// they make (the tile's heads, those who joined, those gone).

// attackNext reports whether log entry i is your attack (i == len(log):
// whether the game now waits for it, attacking). Evil Eye's pick of a
// type is a KStat too, and no attack: it tells TellEvilEye (play-test 41
// #1: its pick was taken for your attack, and the log said the heroes
// made none before they made a Magic attack).
func attackNext(log []engine.LogEntry, i int, attacking bool) bool {
	if i >= len(log) {
		return attacking
	}
	k, _ := dd.Split(log[i].Action)
	if k == dd.KStat {
		for _, ev := range log[i].Events {
			if ev.Kind == engine.EvGame && ev.Code == dd.TellEvilEye {
				return false
			}
		}
	}
	return k == dd.KStat || k == dd.KStatMax
}

// memberAttacks are the attack types party member m makes (none for a
// Cleric, the Bard, the Dwarf or the Elf).
func memberAttacks(m dd.Member) []dd.Stat {
	switch m.Kind {
	case dd.Basic:
		if a := dd.HeroTypes[m.Hero.Type].Attack; a != dd.NoStat {
			return []dd.Stat{a}
		}
	case dd.EpicMem:
		if m.Epic >= 0 && m.Epic < len(dd.Epics) {
			return dd.Epics[m.Epic].Attacks
		}
	case dd.Boss:
		return dd.DieMaster.Attacks
	}
	return nil
}

// evilEyeWho says whom of party Evil Eye's stop of type st holds back
// and who still attacks: "the Rogue does not attack; the Wizard still
// does" (play-test 41 #1); "" when nobody in it attacks.
func evilEyeWho(party dd.Party, st dd.Stat) string {
	var stopped, still dd.Party
	for _, m := range party {
		as := memberAttacks(m)
		switch {
		case len(as) == 0:
		case slices.ContainsFunc(as, func(a dd.Stat) bool { return a != st }):
			still = append(still, m)
		default:
			stopped = append(stopped, m)
		}
	}
	var out []string
	if len(stopped) > 0 {
		out = append(out, noAttackers(stopped))
	}
	if len(still) > 0 {
		who, plural := partyNames(still)
		if plural {
			out = append(out, who+" still do")
		} else {
			out = append(out, who+" still does")
		}
	}
	return strings.Join(out, "; ")
}

// noAttackWhy is the line that says why the heroes made no attack in the
// round your attack of log entry i (or the one the game waits for, i ==
// len(log)) belongs to, if they made none.
func noAttackWhy(log []engine.LogEntry, i int) (string, bool) {
	round, start, startEv := 0, -1, 0
	var stopped []dd.Stat
	for j := i - 1; j >= 0 && start < 0; j-- {
		evs := log[j].Events
		for x := len(evs) - 1; x >= 0; x-- {
			ev := evs[x]
			if ev.Kind != engine.EvGame {
				continue
			}
			switch ev.Code {
			case dd.TellHeroRoll, dd.TellCombatOver, dd.TellAttack, dd.TellDieMasterToken:
				return "", false // they attacked, or this is no round of a Combat
			case dd.TellEvilEye:
				stopped = append(stopped, dd.Stat(ev.Arg(0)))
			case dd.TellRound:
				round, start, startEv = ev.Arg(0), j, x
			}
			if start >= 0 {
				break
			}
		}
	}
	if start < 0 {
		return "", false
	}
	party, ok := partyBefore(log, start, startEv)
	if !ok {
		return "The heroes make no attack this round.", true
	}
	n := party.AttackCounts(round)
	var attacks []string
	for s := range dd.Stat(dd.NumStats) {
		if n[s] > 0 {
			attacks = append(attacks, s.String())
		}
	}
	if len(attacks) > 0 && len(stopped) > 0 {
		return fmt.Sprintf("The heroes make no attack this round: Evil Eye stopped their %s attack.", andList(attacks)), true
	}
	return "The heroes make no attack this round: " + noAttackers(party) + ".", true
}

// noAttackers says who of party make no attack, each kind once: "the
// Cleric does not attack", "Clerics and the Bard do not attack".
func noAttackers(party dd.Party) string {
	who, plural := partyNames(party)
	if plural {
		return who + " do not attack"
	}
	return who + " does not attack"
}

// partyNames names party's members, each kind once ("the Cleric",
// "Clerics and the Bard"), and whether the words are plural.
func partyNames(party dd.Party) (string, bool) {
	var who []string
	n := map[dd.HeroType]int{}
	for _, m := range party {
		if m.Kind == dd.Basic {
			n[m.Hero.Type]++
		}
	}
	plural := false
	for _, m := range party {
		switch {
		case m.Kind == dd.Basic && n[m.Hero.Type] > 1:
			plural = true
			who = append(who, m.Hero.Type.String()+"s")
			n[m.Hero.Type] = 0 // said
		case m.Kind == dd.Basic && n[m.Hero.Type] == 1:
			who = append(who, "the "+m.Hero.Type.String())
		case m.Kind == dd.Bard:
			who = append(who, "the Bard")
		case m.Kind == dd.EpicMem:
			who = append(who, epicName(m))
		case m.Kind == dd.Boss:
			who = append(who, "the DieMaster")
		}
	}
	return andList(who), plural || len(who) > 1
}

// partyBefore is the Combat's party at event x of log entry j, told from
// the events since its tile turned face up, and whether the events told
// it (not the LAIR's DieMaster, whose map slot the log does not say).
func partyBefore(log []engine.LogEntry, j, x int) (dd.Party, bool) {
	tj, tx := -1, 0
	for a := j; a >= 0 && tj < 0; a-- {
		evs := log[a].Events
		hi := len(evs)
		if a == j {
			hi = x
		}
		for b := hi - 1; b >= 0; b-- {
			if ev := evs[b]; ev.Kind == engine.EvGame && ev.Code == dd.TellTile {
				tj, tx = a, b
				break
			}
		}
	}
	if tj < 0 {
		return nil, false
	}
	k := log[tj].Events[tx].Arg(0)
	if k < 0 || k >= len(dd.Tiles) {
		return nil, false
	}
	t := dd.Tiles[k]
	var party dd.Party
	if t.Kind == dd.EpicTile {
		e, _ := dd.EpicByID(t.Epic)
		party = append(party, dd.Member{Kind: dd.EpicMem, Epic: e})
		for _, h := range t.Party {
			party = append(party, dd.Member{Kind: dd.Basic, Hero: h})
		}
	}
	for _, h := range t.Heads {
		if ht, ok := h.Hero(); ok {
			party = append(party, dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: ht, Level: t.Level}})
		}
	}
	for a := tj; a <= j; a++ {
		evs := log[a].Events
		lo, hi := 0, len(evs)
		if a == tj {
			lo = tx + 1
		}
		if a == j {
			hi = x
		}
		for _, ev := range evs[lo:hi] {
			if ev.Kind != engine.EvGame {
				continue
			}
			switch ev.Code {
			case dd.TellJoins:
				party = append(party, dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.HeroType(ev.Arg(0)), Level: ev.Arg(1)}})
			case dd.TellBardJoins, dd.TellBardToken:
				party = append(party, dd.Member{Kind: dd.Bard})
			case dd.TellDefeats, dd.TellFlees, dd.TellAlone:
				gone := dd.ArgMember(ev, 0)
				for b, m := range party {
					if sameMember(m, gone) {
						party = append(party[:b], party[b+1:]...)
						break
					}
				}
			}
		}
	}
	return party, len(party) > 0
}
