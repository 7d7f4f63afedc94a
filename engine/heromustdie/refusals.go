package heromustdie

import (
	"fmt"
	"slices"
)

// Why a thing a table shows cannot be chosen now, in a player's words, so
// that a greyed card or a taken box says why without the table knowing the
// rules. Each mirrors the legal actions it explains (a test checks they
// agree); seats are named with engine.Who. Each says "" when the thing can
// be chosen, or when the decision now is not about such things.

// WhyNotSend says why the defender's monster m cannot be sent to defend
// now (I4, R33).
func (s *State) WhyNotSend(m int8) string {
	if s.Stage != StSend || !s.Fight.Active || m < 0 || int(m) >= len(Monsters) {
		return ""
	}
	mon := Monsters[m]
	for _, f := range s.Fight.Monsters {
		if f.Card == m {
			return fmt.Sprintf("The %s already defends.", mon.Name)
		}
	}
	room := s.Floors[s.Front-1].Room
	most, lvl := roomCap(room)
	if int8(len(s.Fight.Monsters)) >= most {
		return fmt.Sprintf("Floor %d holds no more defenders: %s.", s.Front, roomLimit(room))
	}
	if mon.Level > lvl {
		return fmt.Sprintf("The %s is level %d, too high for floor %d: %s.", mon.Name, mon.Level, s.Front, roomLimit(room))
	}
	return ""
}

// SendLimit is what the front floor lets defend in the fight now (I4):
// how many defenders are sent, how many it holds, up to which level, and
// the size of its monster room (0: none). A table says it as the defender
// sends (pt19 #3: the step ended by itself with no word of the limit).
func (s *State) SendLimit() (sent, most, level, room int) {
	if !s.Fight.Active || s.Front < 1 || int(s.Front) > len(s.Floors) {
		return 0, 0, 0, 0
	}
	r := s.Floors[s.Front-1].Room
	m, l := roomCap(r)
	return len(s.Fight.Monsters), int(m), int(l), int(r)
}

// roomLimit says what a room (0 = none) lets defend.
func roomLimit(room int8) string {
	most, lvl := roomCap(room)
	if room == 0 {
		return fmt.Sprintf("with no monster room, up to %d monsters of level %d or less defend", most, lvl)
	}
	return fmt.Sprintf("its monster room %d lets up to %d monsters of level %d or less defend", room, most, lvl)
}

// WhyNotPlace says why a goblin cannot go on box b in the Planning phase.
func (s *State) WhyNotPlace(b int) string {
	if s.Stage != StPlace || b < 0 || b >= NumBoxes {
		return ""
	}
	switch o := s.Boxes[b]; {
	case o < 0:
		return ""
	case o == s.Actor:
		return "Your goblin is already on " + boxName(b) + "."
	default:
		return s.name(o) + "'s goblin is on " + boxName(b) + "."
	}
}

// WhyNotTake says why monster m of the row or the pool cannot be taken
// now: hired at the Monster pit (§5.6, R54) or picked at set-up (S6).
func (s *State) WhyNotTake(m int8) string {
	if m < 0 || int(m) >= len(Monsters) {
		return ""
	}
	mon := Monsters[m]
	inRow, inPool := slices.Contains(s.MonsterRow, m), slices.Contains(s.MonsterPool, m)
	switch s.Stage {
	case StPickL1, StPickL2:
		lvl := int8(1)
		if s.Stage == StPickL2 {
			lvl = 2
		}
		if !inPool || mon.Level != lvl {
			return fmt.Sprintf("At set-up you take a level %d monster from the pool: the %s is level %d.", lvl, mon.Name, mon.Level)
		}
	case StHire:
		p := s.Actor
		switch {
		case !inRow && !inPool:
			return ""
		case inRow && !s.ownsFamily(p, mon.Family):
			return fmt.Sprintf("The %s is %s: hiring it from the row needs %s in your lair (the pool's need none).", mon.Name, familyIs[mon.Family], familyOne[mon.Family])
		case !s.canPay(p, mon.Cost):
			return fmt.Sprintf("The %s costs %s; you have %s.", mon.Name, costWords(mon.Cost), s.purse(p))
		}
	}
	return ""
}

// A family's words: "the Wraith is undead", "needs an undead monster".
var (
	familyIs  = [NumFamilies]string{"a beast", "a dragon", "a demon", "undead", "an elemental"}
	familyOne = [NumFamilies]string{"a beast", "a dragon", "a demon", "an undead monster", "an elemental"}
)

// purse says what seat p has to pay with.
func (s *State) purse(p int8) string {
	q := &s.Seats[p]
	return fmt.Sprintf("%d gold, %s, %d MP", q.Gold, counted(int(q.Slaves), "slave", "slaves"), q.MP)
}

// WhyNotPlay says why plot card c of the seat's hand cannot be played in
// its Court turn (§2.4, R41, R42, R45–R47, R61, R62).
func (s *State) WhyNotPlay(c int8) string {
	if s.Stage != StCourt || c < 0 || int(c) >= len(Plots) || !slices.Contains(s.Seats[s.Actor].Hand, c) {
		return ""
	}
	p := s.Actor
	pl := Plots[c]
	switch k := pl.Kind; {
	case k < NumQuests:
		return s.whyNotQuest(p, c)
	case k == BetterChoice:
		return "A Better Choice is played only when another player plays a quest card."
	case k == PardonMe:
		return "Pardon Me is played only when you lose a floor in the Invasion phase, to cancel its penalty."
	case k == Traitor:
		return "Traitor is played only when another player loses a floor in the Invasion phase."
	case k == ItsMine && !s.canSteal(p):
		return "It's Mine takes a plot card from another player's hand: nobody else holds one."
	case k == WeNeedChange && s.VPAt[p] < SwitchVP:
		return fmt.Sprintf("We Need Change needs %d VP when the Court phase began; you had %d.", SwitchVP, s.VPAt[p])
	case k == WeNeedChange && len(s.Ring) < 2:
		return "We Need Change: nobody is left to switch floors with."
	}
	return ""
}

// whyNotQuest says why seat p cannot complete quest card c now (meets).
func (s *State) whyNotQuest(p, c int8) string {
	pl := Plots[c]
	q := &s.Seats[p]
	switch pl.Kind {
	case MonsterCup:
		if q.Gold < cupGold {
			return fmt.Sprintf("Monster Cup needs %d gold to play; you have %d.", cupGold, q.Gold)
		}
		return ""
	case MoreTraps:
		for f := int8(1); f <= NumFloors; f++ {
			if s.GuardOf(f) >= 0 && len(s.Floors[f-1].Traps) == 0 {
				return fmt.Sprintf("More Traps needs a trap on every guarded floor: floor %d has none.", f)
			}
		}
		return ""
	case TrapMaster:
		if !s.meets(p, c) {
			return "Trap Master needs 4 traps on one floor."
		}
		return ""
	case WeNeedRooms:
		if !s.meets(p, c) {
			n := 0
			for _, f := range s.Floors {
				if f.Room > 0 {
					n++
				}
			}
			return fmt.Sprintf("We Need Rooms needs monster rooms on 3 floors; there %s.", plural(n, "is 1", fmt.Sprintf("are %d", n)))
		}
		return ""
	case GetThePrincess:
		if s.Drawn < 0 || Events[s.Drawn].Kind != HappyPrincess {
			return "Get the Princess is completed only in the turn the Happy Princess event is drawn."
		}
	case PoisonTheKing:
		if !s.SuperSpell {
			return "Poison the King needs the Super Spell completed first, by anyone."
		}
	}
	nd := needs[pl.Kind]
	if have := len(s.fitting(p, pl.Kind)); have < nd.n {
		return fmt.Sprintf("%s needs %s to discard; you have %d.", pl.Name, questMonsters[pl.Kind], have)
	}
	if !s.canPay(p, nd.cost) {
		return fmt.Sprintf("%s costs %s; you have %s.", pl.Name, costWords(nd.cost), s.purse(p))
	}
	return ""
}

// questMonsters name the monsters each quest discards.
var questMonsters = [NumQuests]string{
	BurnThemAll:    "3 monsters of level 3 or more",
	DragonLord:     "3 dragons",
	DemonLord:      "3 demons",
	BlackMail:      "2 monsters of level 4 or more",
	SuperSpell:     "1 monster",
	GetThePrincess: "3 monsters",
	HeroMustDie:    "2 monsters of level 5",
}

// WhyNotSeat says why seat t cannot be chosen for We Need Change or It's
// Mine now (R60, R62).
func (s *State) WhyNotSeat(t int8) string {
	if s.Stage != StSwitch && s.Stage != StSteal || t < 0 || int(t) >= s.Players {
		return ""
	}
	switch {
	case t == s.Actor && s.Stage == StSwitch:
		return "Choose another player to switch floors with."
	case t == s.Actor:
		return "Choose another player to take a plot card from."
	case s.Seats[t].Out:
		return s.name(t) + " is out of the game."
	case s.Stage == StSteal && len(s.Seats[t].Hand) == 0:
		return s.name(t) + " holds no plot card."
	}
	return ""
}

// WhyNotPeek says why event card x (slot*2 + half) cannot be looked at
// now: a Town or Forest eye sees the next slot only (R57), the Castle's
// any future card, two different ones (R48).
func (s *State) WhyNotPeek(x int) string {
	if s.Stage != StPeekNext && s.Stage != StCastlePeek || x < 0 || x >= 2*Turns {
		return ""
	}
	slot := x / 2
	switch {
	case s.Slots[slot][x%2] == gone:
		return ""
	case slot < int(s.Turn):
		return fmt.Sprintf("Slot %d's event is past: only future slots are looked at.", slot+1)
	case s.Stage == StPeekNext && slot != int(s.Turn):
		return fmt.Sprintf("This eye sees only the next slot, slot %d.", s.Turn+1)
	case s.Stage == StCastlePeek && s.Sub == sbPeek2 && x == int(s.Count):
		return "You just looked at this card: the Castle shows two different ones."
	}
	return ""
}

// WhyNotParty says why party i cannot be sent back now: by the Castle's
// gift (castle_2) or by Rule Them All (R47).
func (s *State) WhyNotParty(i int) string {
	if i < 0 || i >= NumParties {
		return ""
	}
	pt := s.Parties[i]
	switch s.Stage {
	case StRuleParty:
		if pt.Where == AtCastle {
			return fmt.Sprintf("Party %d is at the Castle already.", i+1)
		}
	case StGift:
		gold := s.Seats[s.Actor].Gold
		switch pt.Where {
		case AtCastle:
			return fmt.Sprintf("Party %d is at the Castle already.", i+1)
		case InDungeon:
			if gold < CastleRecallCost {
				return fmt.Sprintf("Calling party %d back from the dungeon costs %d gold; you have %d.", i+1, CastleRecallCost, gold)
			}
		default:
			if gold < CastlePushCost {
				return fmt.Sprintf("Pushing party %d back a space costs %d gold; you have %d.", i+1, CastlePushCost, gold)
			}
		}
	}
	return ""
}

// WhyNotHero says why hero i of the fight cannot be aimed at now: by trap
// t of the floor (I3, R20; t < 0: the trap is not chosen yet) or by a
// magic wound (step 4).
func (s *State) WhyNotHero(i, t int) string {
	fi := &s.Fight
	if !fi.Active || i < 0 || i >= len(fi.Heroes) {
		return ""
	}
	h := Heroes[fi.Heroes[i].Card]
	switch s.Stage {
	case StMagic:
		if left(fi.Heroes[i], heroStr) == 0 {
			return fmt.Sprintf("The %s has no HP left to wound.", h.Name)
		}
	case StFire:
		traps := s.floorTraps()
		if t < 0 || t >= len(traps) {
			return "Pick a trap first, then the hero it hits."
		}
		k := traps[t]
		if !slices.Contains(s.targets(k), i) {
			col := ColourIDs[Traps[k].Colour]
			return fmt.Sprintf("The %s hits a hero with %s strength (only the front hero when none has it): the %s has none.", Traps[k].Name, col, h.Name)
		}
	}
	return ""
}

// WhyNotHeal says why defender i of the fight cannot be healed now.
func (s *State) WhyNotHeal(i int) string {
	fi := &s.Fight
	if s.Stage != StHeal || i < 0 || i >= len(fi.Monsters) || fi.Monsters[i].Wounds > 0 {
		return ""
	}
	return fmt.Sprintf("The %s has no wound to heal.", Monsters[fi.Monsters[i].Card].Name)
}

// WhyNotDiscard says why the completer's monster m does not count for the
// quest in play (§2.4).
func (s *State) WhyNotDiscard(m int8) string {
	if s.Stage != StQuestPick || s.Quest < 0 || m < 0 || int(m) >= len(Monsters) {
		return ""
	}
	k := Plots[s.Quest].Kind
	if !slices.Contains(s.Seats[s.Actor].Monsters, m) || slices.Contains(s.fitting(s.Actor, k), m) {
		return ""
	}
	return fmt.Sprintf("The %s does not count: %s needs %s.", Monsters[m].Name, Plots[s.Quest].Name, questMonsters[k])
}

// WhyNotFloor says why floor f cannot be chosen at set-up (S5b).
func (s *State) WhyNotFloor(f int) string {
	if s.Stage != StFloor || f < 1 || f > NumFloors {
		return ""
	}
	for p, q := range s.Seats {
		if int(q.Floor) == f {
			return fmt.Sprintf("Floor %d is taken by %s.", f, s.name(int8(p)))
		}
	}
	if f > s.Players {
		return fmt.Sprintf("With %d players the mages start on floors 1 to %d.", s.Players, s.Players)
	}
	return ""
}
