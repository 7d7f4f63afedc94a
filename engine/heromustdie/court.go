package heromustdie

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
)

// The Court phase (§5.13): income, the VP snapshot and the fixed court
// order (R41), then each player's Court turn of plot cards. Quests and
// their Better Choice window are in quests.go.

// Court sub-steps, in Sub. Cur is the index into Order of the player whose
// Court turn it is; Count is the window's offset from him, or the
// monsters still to discard.
const (
	csIncome = iota // income, snapshot, court order
	csTurn          // ask Order[Cur] to play a card or pass
	csWindow        // A Better Choice window for the quest in play
	csPick          // the completer discards monsters (quests.go)
	csPay           // the completer pays and scores (quests.go)
	csFinish        // evil icon, then back to csTurn (quests.go)
)

func (s *State) stepCourt() {
	switch s.Sub {
	case csIncome:
		s.courtStart()
	case csTurn:
		for int(s.Cur) < len(s.Order) {
			if p := s.Order[s.Cur]; !s.Seats[p].Out {
				s.ask(StCourt, p)
				return
			}
			s.Cur++
		}
		s.Order, s.VPAt = s.Order[:0], s.VPAt[:0]
		s.endTurn()
	case csWindow: // R43: the others in court order after the player, wrapping
		n := len(s.Order)
		for int(s.Count) < n {
			q := s.Order[(int(s.Cur)+int(s.Count))%n]
			s.Count++
			if !s.Seats[q].Out && s.meets(q, s.Quest) {
				s.ask(StBetter, q)
				return
			}
		}
		s.closeWindow()
	default:
		s.stepQuest()
	}
}

// courtStart: income per the VP track (§2.8), then the VP snapshot and
// the court order: ascending snapshot VP, ties in ring order (R41).
func (s *State) courtStart() {
	s.VPAt = make([]int8, s.Players)
	for _, p := range s.Ring {
		q := &s.Seats[p]
		q.Gold += int16(Income[q.VP])
		s.VPAt[p] = q.VP
		s.Ev.Game(engine.Player(p), CodeIncome, int(p), int(Income[q.VP]))
	}
	s.Order = slices.Clone(s.Ring)
	slices.SortStableFunc(s.Order, func(a, b int8) int { return int(s.VPAt[a]) - int(s.VPAt[b]) })
	s.Ev.Game(engine.NoPlayer, CodeCourtOrder, cardArgs(nil, s.Order)...)
	s.Sub, s.Cur, s.Quest, s.Taker = csTurn, 0, -1, -1
}

// closeWindow ends the reaction window: the completer now discards.
func (s *State) closeWindow() {
	s.Sub, s.Count = csPick, int8(needs[Plots[s.Quest].Kind].n)
}

// firstOf is seat p's lowest-numbered plot card of kind k, or -1. Copies
// of a function card are alike, so only this one is offered.
func (s *State) firstOf(p int8, k PlotKind) int8 {
	best := int8(-1)
	for _, c := range s.Seats[p].Hand {
		if Plots[c].Kind == k && (best < 0 || c < best) {
			best = c
		}
	}
	return best
}

// canSteal reports whether another in-game seat holds a plot card (R62).
func (s *State) canSteal(p int8) bool {
	return slices.ContainsFunc(s.Ring, func(q int8) bool { return q != p && len(s.Seats[q].Hand) > 0 })
}

func (s *State) legalCourt(buf []engine.Action) []engine.Action {
	p := s.Actor
	q := &s.Seats[p]
	switch s.Stage {
	case StCourt: // R42: Better Choice, Pardon Me and Traitor are never played here
		for c := range int8(len(Plots)) {
			if !slices.Contains(q.Hand, c) {
				continue
			}
			switch k := Plots[c].Kind; {
			case k < NumQuests && s.meets(p, c),
				k == WeNeedChange && c == s.firstOf(p, k) && s.VPAt[p] >= SwitchVP && len(s.Ring) > 1,
				k == ItsMine && c == s.firstOf(p, k) && s.canSteal(p):
				buf = append(buf, Act(KPlay, int(c)))
			}
		}
		if s.VPAt[p] >= CoupVP { // R61: two copies together
			var two []int8
			for _, c := range q.Hand {
				if Plots[c].Kind == WeNeedChange {
					two = append(two, c)
				}
			}
			if len(two) >= 2 {
				slices.Sort(two)
				buf = append(buf, Act(KCoup, int(two[0])*32+int(two[1])))
			}
		}
		buf = append(buf, Act(KPass, 0))
	case StBetter: // every eligible seat is asked; only a holder may say yes
		if s.firstOf(p, BetterChoice) >= 0 {
			buf = append(buf, Act(KYes, 0))
		}
		buf = append(buf, Act(KPass, 0))
	case StQuestPick:
		for _, m := range s.fitting(p, Plots[s.Quest].Kind) {
			buf = append(buf, Act(KDiscard, int(m)))
		}
	case StSwitch:
		for t := range int8(s.Players) {
			if t != p && !s.Seats[t].Out {
				buf = append(buf, Act(KSeat, int(t)))
			}
		}
	case StSteal:
		for t := range int8(s.Players) {
			if t != p && !s.Seats[t].Out && len(s.Seats[t].Hand) > 0 {
				buf = append(buf, Act(KSeat, int(t)))
			}
		}
	case StRuleParty: // R47: any party not at the Castle, or none
		for i := range NumParties {
			if s.Parties[i].Where != AtCastle {
				buf = append(buf, Act(KParty, i))
			}
		}
		buf = append(buf, Act(KPass, 0))
	}
	return buf
}

func (s *State) doCourt(st Stage, a engine.Action) {
	k, arg := Split(a)
	p := s.Actor
	switch st {
	case StCourt:
		switch k {
		case KPass:
			s.Ev.Game(engine.Player(p), CodeCourtEnd, int(p))
			s.Cur++
		case KPlay:
			s.playCard(p, int8(arg))
		case KCoup:
			c1, c2 := int8(arg/32), int8(arg%32)
			s.reveal(p, c1, "plot_discard")
			s.reveal(p, c2, "plot_discard")
			s.end(CodeCoup, []int{int(p)}, p)
		}
	case StBetter:
		if k == KYes { // a pass is not announced (§7)
			s.reveal(p, s.firstOf(p, BetterChoice), "plot_discard")
			s.Ev.Game(engine.Player(p), CodeBetter, int(p), int(s.Quest))
			s.Taker = p
			s.closeWindow()
		}
	case StQuestPick:
		s.discardFor(p, int8(arg))
	case StSwitch:
		i, j := s.ringIndex(p), s.ringIndex(int8(arg))
		s.Ring[i], s.Ring[j] = s.Ring[j], s.Ring[i] // R60; the court order stays (R41)
		s.Ev.Game(engine.Player(p), CodeSwitch, int(p), arg, int(s.FloorOf(p)), int(s.FloorOf(int8(arg))))
	case StSteal:
		s.steal(p, int8(arg))
	case StRuleParty:
		if k == KParty {
			s.ruleParty(p, arg)
		} else {
			s.Ev.Game(engine.Player(p), CodeKeepParties, int(p))
		}
	}
}

// reveal takes plot card c from seat p's hand and shows it to all; to
// "plot_discard" it goes on the discard, else it goes on the table (Tmp).
func (s *State) reveal(p, c int8, to string) {
	q := &s.Seats[p]
	q.Hand = slices.DeleteFunc(q.Hand, func(x int8) bool { return x == c })
	s.PlotKnown[c] = allSeats
	if to == "plot_discard" {
		s.PlotDisc = append(s.PlotDisc, c)
	} else {
		s.Tmp = append(s.Tmp, c)
	}
	s.Ev.Add(engine.Event{Kind: engine.EvReveal, Player: engine.Player(p), Card: int(c), Zone: engine.ZoneHand, To: to, Public: true})
}

// playCard is a card played in p's Court turn.
func (s *State) playCard(p, c int8) {
	s.Ev.Game(engine.Player(p), CodePlays, int(p), int(c))
	switch Plots[c].Kind {
	case WeNeedChange:
		s.reveal(p, c, "plot_discard")
		s.ask(StSwitch, p)
	case ItsMine:
		s.reveal(p, c, "plot_discard")
		s.ask(StSteal, p)
	default: // a quest lies on the table (Tmp) until it resolves
		s.reveal(p, c, "court")
		s.Quest, s.Taker = c, -1
		s.Sub, s.Count = csWindow, 1
	}
}

// steal is It's Mine (R62): a random card of the victim's hand goes to
// the thief; only the two of them learn which.
func (s *State) steal(thief, victim int8) {
	v := &s.Seats[victim]
	c := v.Hand[s.RNG.IntN(len(v.Hand))]
	v.Hand = slices.DeleteFunc(v.Hand, func(x int8) bool { return x == c })
	s.Seats[thief].Hand = append(s.Seats[thief].Hand, c)
	s.PlotKnown[c] = 1<<thief | 1<<victim
	s.Ev.Game(engine.Player(thief), CodeSteal, int(thief), int(victim))
	s.secret(thief, int(c), "hand", "%s takes %s from %s.", s.name(thief), Plots[c].Name, s.name(victim))
	s.secret(victim, int(c), "hand", "%s takes your %s.", s.name(thief), Plots[c].Name)
}

// courtWords describes the Court phase's actions (ActionString).
func (s *State) courtWords(k Kind, arg int) (string, bool) {
	switch s.Stage {
	case StCourt, StBetter, StQuestPick, StSwitch, StSteal, StRuleParty:
	default:
		return "", false
	}
	who := s.name(s.Actor)
	switch {
	case k == KPlay && arg < len(Plots):
		return who + " plays " + Plots[arg].Name, true
	case k == KCoup:
		return who + " plays two We Need Change cards: Coup d'État", true
	case k == KSeat && s.Stage == StSwitch:
		return who + " switches floors with " + s.name(int8(arg)), true
	case k == KSeat && s.Stage == StSteal:
		return who + " takes a random plot card from " + s.name(int8(arg)), true
	case k == KParty && arg < NumParties:
		return fmt.Sprintf("%s sends party %d back to the Castle", who, arg+1), true
	case k == KDiscard && arg < len(Monsters):
		return who + " discards the " + Monsters[arg].Name, true
	case k == KYes && s.Stage == StBetter:
		return who + " plays A Better Choice", true
	case k == KPass && s.Stage == StCourt:
		return who + " ends the Court turn", true
	case k == KPass && s.Stage == StRuleParty:
		return who + " sends no party back", true
	}
	return "", false
}
