package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// The quest cards (§2.4): who may complete them, what the completer pays
// or discards, and their extra effects. The Court phase (court.go) plays
// them; a quest resolves in steps (csPick, csPay, csFinish).

//msgp:ignore questNeed

// questNeed is what completing a quest takes besides its board condition:
// n of the completer's monsters that fit mon, and cost.
type questNeed struct {
	n    int
	mon  func(m Monster) bool
	cost Cost
}

func anyMonster(Monster) bool { return true }

// needs is §2.4's cost column per quest kind.
var needs = [NumQuests]questNeed{
	RuleThemAll:    {cost: Cost{Gold: 8}},
	BurnThemAll:    {n: 3, mon: func(m Monster) bool { return m.Level >= 3 }},
	DragonLord:     {n: 3, mon: func(m Monster) bool { return m.Family == Dragon }},
	DemonLord:      {n: 3, mon: func(m Monster) bool { return m.Family == Demon }},
	BlackMail:      {n: 2, mon: func(m Monster) bool { return m.Level >= 4 }},
	SuperSpell:     {n: 1, mon: anyMonster, cost: Cost{MP: 8}},
	GetThePrincess: {n: 3, mon: anyMonster},
	PoisonTheKing:  {cost: Cost{Gold: 10}},
	HeroMustDie:    {n: 2, mon: func(m Monster) bool { return m.Level == 5 }, cost: Cost{Gold: 5}},
}

// Monster Cup (§2.4, R64): the completer needs this much gold; everyone
// pays the fee (all he has if less); the MLP leaders share the prize.
const (
	cupGold  = 3
	cupFee   = 3
	cupPrize = 10
)

// fitting lists seat p's monsters that count for quest kind k.
func (s *State) fitting(p int8, k PlotKind) []int8 {
	var out []int8
	if f := needs[k].mon; f != nil {
		for _, m := range s.Seats[p].Monsters {
			if f(Monsters[m]) {
				out = append(out, m)
			}
		}
	}
	return out
}

// meets reports whether seat p meets quest card c's condition and can pay
// its cost (§2.4). Everything it reads is public, so the Better Choice
// window asks exactly the seats it names (R43).
func (s *State) meets(p int8, c int8) bool {
	k := Plots[c].Kind
	q := &s.Seats[p]
	switch k {
	case MonsterCup:
		return q.Gold >= cupGold
	case MoreTraps: // R45: every guarded floor holds a trap
		for f := int8(1); f <= NumFloors; f++ {
			if s.GuardOf(f) >= 0 && len(s.Floors[f-1].Traps) == 0 {
				return false
			}
		}
		return len(s.Ring) > 0
	case TrapMaster:
		return slices.ContainsFunc(s.Floors[:], func(f Floor) bool { return len(f.Traps) >= 4 })
	case WeNeedRooms:
		n := 0
		for _, f := range s.Floors {
			if f.Room > 0 {
				n++
			}
		}
		return n >= 3
	case GetThePrincess: // R46: only in the turn Happy Princess was drawn
		if s.Drawn < 0 || Events[s.Drawn].Kind != HappyPrincess {
			return false
		}
	case PoisonTheKing:
		if !s.SuperSpell {
			return false
		}
	}
	nd := needs[k]
	return len(s.fitting(p, k)) >= nd.n && s.canPay(p, nd.cost)
}

// completer is who completes the quest in play: the Better Choice taker,
// else the player who played it.
func (s *State) completer() int8 {
	if s.Taker >= 0 {
		return s.Taker
	}
	return s.Order[s.Cur]
}

// stepQuest runs the quest in play once its reaction window has closed.
func (s *State) stepQuest() {
	c := s.completer()
	k := Plots[s.Quest].Kind
	switch s.Sub {
	case csPick: // Count: monsters still to discard
		if s.Count > 0 {
			fit := s.fitting(c, k)
			if len(fit) > int(s.Count) {
				s.ask(StQuestPick, c)
				return
			}
			for _, m := range fit { // no choice left: they all go
				s.discardFor(c, m)
			}
		}
		s.Sub = csPay
	case csPay:
		s.completeQuest(c, k)
	case csFinish:
		if Plots[s.Quest].Evil {
			s.evilMove(false)
		}
		s.Quest, s.Taker, s.Sub = -1, -1, csTurn
	}
}

// discardFor lets seat p's monster m go for the quest (R38 says where).
func (s *State) discardFor(p, m int8) {
	q := &s.Seats[p]
	q.Monsters = slices.DeleteFunc(q.Monsters, func(x int8) bool { return x == m })
	s.monsterHome(m)
	s.Count--
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.Player(p), Card: int(m), Zone: "monsters", To: "monster_home", Public: true})
	s.Ev.Game(engine.Player(p), CodeQuestDiscard, int(p), int(m), int(s.Quest))
}

// completeQuest: the completer pays, gains the VP and keeps the card as a
// trophy; then the card's extra effect (§2.4).
func (s *State) completeQuest(c int8, k PlotKind) {
	card := s.Quest
	s.pay(c, needs[k].cost)
	s.Tmp = slices.DeleteFunc(s.Tmp, func(x int8) bool { return x == card })
	s.Seats[c].Trophies = append(s.Seats[c].Trophies, card)
	s.addVP(c, int(Plots[card].VP))
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.Player(c), Card: int(card), Zone: "court", To: "trophies", Public: true})
	s.Ev.Game(engine.Player(c), CodeQuestDone, int(c), int(card), int(Plots[card].VP), int(s.Seats[c].VP))
	s.Sub = csFinish
	if s.checkOut() {
		return
	}
	switch k {
	case SuperSpell:
		s.SuperSpell = true
	case MonsterCup:
		s.monsterCup()
	case RuleThemAll:
		s.ask(StRuleParty, c)
	}
}

// monsterCup: every in-game seat pays the fee, all he has if less; the
// seats with the most MLP share the prize, rounded down (R64, A49).
func (s *State) monsterCup() {
	best := -1
	var top []int8
	for _, p := range s.Ring {
		q := &s.Seats[p]
		fee := min(q.Gold, cupFee)
		q.Gold -= fee
		s.Ev.Game(engine.Player(p), CodeCupFee, int(p), int(fee))
		switch m := s.MLP(p); {
		case m > best:
			best, top = m, []int8{p}
		case m == best:
			top = append(top, p)
		}
	}
	share := int16(cupPrize / len(top))
	for _, p := range top {
		s.Seats[p].Gold += share
	}
	s.Ev.Game(engine.NoPlayer, CodeCup, cardArgs([]int{best, int(share)}, top)...)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// ruleParty sends party i (not at the Castle) home for Rule Them All
// (R47): from the Inn or Entrance it just moves; from the dungeon it
// leaves as in §5.10.
func (s *State) ruleParty(c int8, i int) {
	from := s.Parties[i].Where
	s.Ev.Game(engine.Player(c), CodeRuleParty, int(c), i, int(from))
	if from == InDungeon {
		s.leaveDungeon(i)
		return
	}
	s.Parties[i].Where = AtCastle
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.Player(c), Card: i, Zone: whereZone[from], To: "castle"})
}

// whereZone names the party track's spaces for move events.
var whereZone = [...]string{"castle", "inn", "entrance", "dungeon"}

// QuestCost is what completing quest card c costs besides its discards
// (§2.4; a table shows it paid as the log tells the quest done).
func QuestCost(c int8) Cost {
	if c < 0 || int(c) >= len(Plots) || !Plots[c].Quest() {
		return Cost{}
	}
	return needs[Plots[c].Kind].cost
}
