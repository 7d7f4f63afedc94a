package heromustdie

import (
	"math"
	"slices"

	"github.com/herotable/herotable/engine"
)

// Evaluate is the bots' greedy hook (§11): seat p's chance to win, from
// each seat's worth — VP, plus what resources, monsters and quest cards
// may still turn into VP, less the floor-loss penalty a seat on duty risks
// — through a logistic of p's lead over the best other seat that sharpens
// as turn 8 nears.
func Evaluate(st engine.State, p engine.Player) float64 {
	s := st.(*State)
	if s.Over {
		return s.Returns()[p]
	}
	if s.Seats[p].Out {
		return 0
	}
	mine, best := 0.0, math.Inf(-1)
	for _, q := range s.Ring {
		w := s.worth(q)
		if engine.Player(q) == p {
			mine = w
		} else {
			best = max(best, w)
		}
	}
	if math.IsInf(best, -1) {
		return 1
	}
	scale := 2.6 - 0.2*float64(max(s.Turn, 1))
	return 1 / (1 + math.Exp(-(mine-best)/scale))
}

// Worth weights: how many VP a unit of each is worth, roughly.
const (
	// §11's resource units: gold 1, slave 1, MP 0.8, VP 6.
	wGold    = 1.0 / 6
	wSlave   = 1.0 / 6
	wMP      = 0.8 / 6
	wMLP     = 0.22
	wQuest   = 0.5 // a quest in hand, before knowing whether it can be met
	wPenalty = 2.0 // the floor-loss penalty
)

// spendWorth is the share of their worth resources keep at turn t: what
// they may still buy, less as turn 8 nears, when only the final tie-break
// counts them (§8). Valued at full worth to the end, the bots mined gold
// and never spent it: play-tests 25 and 28 saw them end with 30–60
// resources unspent, play-test 31 40–64. Measured in greedy self-play
// (300 games of three, a seat with this hook against two without): 38 %
// of the wins against 32 % each, 7 resources left at the end against 42;
// for Normal seats (15 games) 53 %, 17.5 left against 40.
func spendWorth(t int8) float64 { return max(0.15, float64(9-t)/8) }

// wPitGold is what a goblin on the Monster pit is worth per gold the seat
// holds (up to 20): gold waiting to be spent makes a hire worth more.
const wPitGold = 0.03

// worth is seat q's VP plus its prospects.
func (s *State) worth(q int8) float64 {
	st := &s.Seats[q]
	w := float64(st.VP)
	w += spendWorth(s.Turn) * (wGold*float64(st.Gold) + wSlave*float64(st.Slaves) + wMP*float64(st.MP))
	w += wMLP * float64(s.MLP(q))
	for _, c := range st.Hand {
		if c >= 0 && Plots[c].Quest() {
			w += wQuest
		}
	}
	return w + s.pending(q) - wPenalty*s.danger(q)
}

// pending is what seat q's goblins still waiting on their boxes should
// bring, in VP: without it a goblin placed is worth nothing until its box
// resolves, and the greedy bot would place at random.
func (s *State) pending(q int8) float64 {
	first := 0
	switch s.Phase {
	case PhPlanning, PhEvent:
	case PhAction:
		first = int(s.Cur) + 1
	default:
		return 0
	}
	st := &s.Seats[q]
	k := spendWorth(s.Turn)
	// §11: a seat on duty soon wants defences, and fears evil moves.
	onDuty := s.ringIndex(q) == 0 || s.ringIndex(q) == 1 && s.partyNear()
	v := 0.0
	for b := first; b < NumBoxes; b++ {
		if s.Boxes[b] != q {
			continue
		}
		x := Boxes[b]
		if s.closed(x.Loc) {
			continue
		}
		switch x.Loc {
		case ThroneRoom:
			if st.Gold >= int16(x.Amount) {
				v += wQuest - wGold*float64(x.Amount)
			}
		case GoldMine:
			v += k * wGold * float64(x.Amount)
		case RuneRoom:
			v += k * wMP * float64(x.Amount)
		case BuildingRoom:
			if s.FloorOf(q) > 0 && st.Slaves > 0 {
				v += 0.3 * float64(x.Amount) * dutyBonus(onDuty)
			}
		case MonsterPit:
			if st.Gold > 0 {
				v += 0.3*dutyBonus(onDuty) + wPitGold*float64(min(st.Gold, 20))
			}
		case Town:
			v += k*wSlave*float64(x.Amount) - evilFear(onDuty)
		case Forest:
			v += k*wGold*2 - evilFear(onDuty)
		case Castle:
			if onDuty && len(s.Queue) > 0 && b == NumBoxes-1 {
				v += 0.5 // the gift can send the invaders home
			} else {
				v += 0.1
			}
		}
	}
	return v
}

// partyNear reports a party in the dungeon or at the Entrance.
func (s *State) partyNear() bool {
	return len(s.Queue) > 0 || slices.ContainsFunc(s.Parties[:], func(p Party) bool { return p.Where == AtEntrance })
}

func dutyBonus(onDuty bool) float64 {
	if onDuty {
		return 2
	}
	return 1
}

// evilFear is §11's penalty of 1.5 units on an evil move for a seat on duty.
func evilFear(onDuty bool) float64 {
	if onDuty {
		return 1.5 / 6
	}
	return 0
}

// danger is the chance, roughly, that seat q loses a floor in this turn's
// or the next turn's invasion: it must be on duty (the defender, or next
// in line) with a party in the dungeon or at the Entrance, and the odds
// come from the party's power against q's defence.
func (s *State) danger(q int8) float64 {
	i := s.ringIndex(q)
	if i < 0 || i > 1 {
		return 0
	}
	var party []Fighter
	switch {
	case len(s.Queue) > 0:
		party = s.Parties[s.Queue[0]].Heroes
		if s.Fight.Active && int(s.Fight.Party) == int(s.Queue[0]) {
			party = s.Fight.Heroes
		}
	case slices.ContainsFunc(s.Parties[:], func(p Party) bool { return p.Where == AtEntrance }):
		party = nil // not generated yet: an average party of level 1–2
	default:
		return 0
	}
	heroes := 9.0 // an average party's summed HP and attack
	if len(party) > 0 {
		heroes = 0
		for _, h := range party {
			st := heroStr(h)
			heroes += float64(st.Max()-h.Wounds) + 0.5*float64(st[Green]+st[Black])
		}
	}
	if fi := &s.Fight; fi.Active && i == 0 {
		switch {
		case fi.Step >= ivConquer: // the penalty, if any, is already paid
			return 0
		case fi.Step >= ivResult:
			if fi.HeroesWon {
				return float64(fi.Penalty) / 2 // 0 once pardoned
			}
			return 0
		case len(fi.Monsters) > 0: // the defenders are chosen: count what is left of them
			def := 0.0
			for _, m := range fi.Monsters {
				st := Monsters[m.Card].Str
				def += float64(st.Max()-m.Wounds) + 0.5*float64(st[Green]+st[Black]+st[Yellow])
			}
			def += float64(min(int(s.Seats[q].VP), int(s.Seats[q].MP)/SupportCost))
			return 1 / (1 + math.Exp(-(heroes-def)/2))
		}
	}
	f := s.FloorOf(q)
	if f == 0 {
		return 0
	}
	fl := &s.Floors[f-1]
	capN, capL := roomCap(fl.Room)
	var hp []float64
	for _, m := range s.Seats[q].Monsters {
		if Monsters[m].Level <= capL {
			st := Monsters[m].Str
			hp = append(hp, float64(st.Max())+0.5*float64(st[Green]+st[Black]+st[Yellow]))
		}
	}
	slices.Sort(hp)
	slices.Reverse(hp)
	def := 0.0
	for k := 0; k < len(hp) && k < int(capN); k++ {
		def += hp[k]
	}
	for _, t := range fl.Traps {
		def += float64(Traps[t].Damage)
	}
	def += float64(min(int(s.Seats[q].VP), int(s.Seats[q].MP)/SupportCost))
	odds := 1 / (1 + math.Exp(-(heroes-def)/3))
	if i == 1 {
		odds *= 0.5 // next turn's defender: the danger is a turn away
	}
	return odds
}
