package heromustdie

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// The Action phase (§5.4): every occupied box resolves in board order
// (R16) for its goblin's owner; every action is optional and one the owner
// cannot afford is not offered (R17). Cur is the box, Sub the step inside
// it, Count the builds left (or castle_1's first peek), Tmp the Throne
// room draw. The Throne room is in throne.go, building in build.go,
// hiring in hire.go, the Castle in castle.go.

// Action-phase steps, in Sub.
const (
	sbStart = iota // the phase begins
	sbBox          // box Cur comes up
	sbKeep         // Throne room: keep one drawn card
	sbOrder        // Throne room, green mage: the card to go under the deck first
	sbPeek1        // castle_1: the first card to see
	sbPeek2        // castle_1: the second; Count is the first (slot*2+half)
)

// gone marks an event slot's card that was drawn or discarded.
const gone = -1

// stepAction starts the phase, resolves box Cur, or ends the phase.
func (s *State) stepAction() {
	if s.Sub == sbStart {
		for _, p := range s.Ring { // R51: who was in reserve as the phase began
			s.Seats[p].Reserve = s.FloorOf(p) == 0
		}
		s.EvilMoved = 0
		s.Sub = sbBox
	}
	if int(s.Cur) >= NumBoxes {
		s.endAction()
		return
	}
	s.arrive(int(s.Cur))
}

// nextBox moves on to the next box.
func (s *State) nextBox() { s.Cur, s.Sub, s.Count = s.Cur+1, sbBox, 0 }

// closed reports whether this turn's event shuts location l (R15).
func (s *State) closed(l Location) bool {
	return l == Town && s.Has(TownFestival) || l == Forest && s.Has(HappyPrincess)
}

// workersAt reports whether any goblin stands in location l.
func (s *State) workersAt(l Location) bool {
	for b, o := range s.Boxes {
		if o >= 0 && Boxes[b].Loc == l {
			return true
		}
	}
	return false
}

// arrive resolves box b: the location's closure or evil move first (R14,
// R15), then the owner's action, asking for its first decision.
func (s *State) arrive(b int) {
	x := Boxes[b]
	if b == firstBox(x.Loc) && s.workersAt(x.Loc) {
		switch {
		case s.closed(x.Loc):
			s.Ev.Game(engine.NoPlayer, CodeClosed, int(x.Loc))
		case x.Loc.Evil():
			s.evilMove(true)
		}
	}
	p := s.Boxes[b]
	if p < 0 || s.closed(x.Loc) {
		s.nextBox()
		return
	}
	switch x.Loc {
	case ThroneRoom:
		s.arriveThrone(b, p)
	case GoldMine:
		s.ask(StMine, p)
	case RuneRoom:
		mp := int(x.Amount)
		if s.Has(FullMoon) {
			mp += FullMoonBonus
		}
		power := 0
		if s.mage(p, MageAt(RuneRoom)) {
			power = 1
		}
		mp += power
		s.Seats[p].MP += int16(mp)
		s.Ev.Game(engine.Player(p), CodeRuneMP, int(p), mp, power)
		s.nextBox()
	case BuildingRoom:
		s.arriveBuild(b, p)
	case MonsterPit:
		s.offer(StHire, p, CodeCannotHire)
	case Town:
		n := int(x.Amount)
		power := 0
		if s.mage(p, MageAt(Town)) {
			power = 1
		}
		n += power
		s.Seats[p].Slaves += int16(n)
		s.Ev.Game(engine.Player(p), CodeTownSlaves, int(p), n, power)
		s.offerPeek(b, p)
	case Forest:
		roll := s.roll(p)
		g := forestGold(roll)
		if s.Has(CarriageArrived) {
			g *= 2
		}
		s.Seats[p].Gold += int16(g)
		s.Ev.Game(engine.Player(p), CodeForest, int(p), roll, int(g))
		s.offerPeek(b, p)
	case Castle:
		s.arriveCastle(b, p)
	}
}

// offer asks seat p decision st, unless skipping is its only answer: then
// the box is done, with why (a code of the seat alone) in the log when it
// is not 0 (R17).
func (s *State) offer(st Stage, p int8, why int) {
	s.ask(st, p)
	var buf [64]engine.Action
	if acts := s.legalBox(buf[:0]); len(acts) == 1 && acts[0] == Act(KPass, 0) {
		s.Stage = StNone
		if why != 0 {
			s.Ev.Game(engine.Player(p), why, int(p))
		}
		s.nextBox()
	}
}

// MageAt is the mage colour whose power adds to a location's gain (§2.9),
// "" for none. A switch, not a map: it runs in every playout.
func MageAt(l Location) string {
	switch l {
	case RuneRoom:
		return "red"
	case Town:
		return "blue"
	case GoldMine:
		return "yellow"
	case ThroneRoom:
		return "green"
	}
	return ""
}

// mage reports whether seat p has the mage power of colour c (§2.9).
func (s *State) mage(p int8, c string) bool {
	col := s.Seats[p].Colour
	return s.MagePowers && col >= 0 && PlayerColours[col] == c
}

// offerPeek offers an eye box's peek at slot t+1 (R57; none in turn 8).
func (s *State) offerPeek(b int, p int8) {
	if !Boxes[b].Eye || s.Turn >= Turns {
		s.nextBox()
		return
	}
	s.ask(StPeekNext, p)
}

// peek shows seat p event card x = slot*2+half, for him alone.
func (s *State) peek(p int8, x int) {
	slot, half := x/2, x%2
	e := s.Slots[slot][half]
	s.EvKnown[e] |= 1 << p
	s.Ev.Game(engine.Player(p), CodePeek, int(p), slot+1, half)
	s.secret(p, int(e), "slot", "%s sees %s as the %s card of slot %d.", s.name(p), EventKindNames[Events[e].Kind], halfNames[half], slot+1)
}

var halfNames = [2]string{"top", "bottom"}

// endAction: Wrath of Lord (§2.5, R51), then every goblin goes home.
func (s *State) endAction() {
	if s.Has(WrathOfLord) {
		for _, p := range s.Ring {
			q := &s.Seats[p]
			switch {
			case q.Reserve:
				s.Ev.Game(engine.Player(p), CodeWrathSpared, int(p))
			case q.Built:
				s.addVP(p, 1)
				s.Ev.Game(engine.Player(p), CodeWrathPleased, int(p))
			default:
				s.addVP(p, -1)
				s.Ev.Game(engine.Player(p), CodeWrathAngry, int(p))
			}
		}
		if s.checkOut() {
			return
		}
	}
	for b := range s.Boxes {
		s.Boxes[b] = -1
	}
	s.enter(PhInvasion)
}

// legalBox lists the Action phase's decision's answers (skip comes last).
func (s *State) legalBox(buf []engine.Action) []engine.Action {
	p := s.Actor
	switch s.Stage {
	case StThronePay:
		buf = append(buf, Act(KYes, 0), Act(KPass, 0))
	case StThroneKeep:
		for _, c := range s.Tmp {
			buf = append(buf, Act(KKeep, int(c)))
		}
	case StMine:
		for n := range min(MineSlavesMax, int(s.Seats[p].Slaves)) + 1 {
			buf = append(buf, Act(KSlaves, n))
		}
	case StBuild:
		buf = append(s.legalBuild(p, buf), Act(KPass, 0))
	case StHire:
		buf = append(s.legalHire(p, buf), Act(KPass, 0))
	case StPeekNext:
		for h, e := range s.Slots[s.Turn] {
			if e != gone {
				buf = append(buf, Act(KPeek, int(s.Turn)*2+h))
			}
		}
		buf = append(buf, Act(KPass, 0))
	case StCastlePay, StCastlePeek, StGift:
		buf = s.legalCastle(p, buf)
	}
	return buf
}

// doBox performs an Action-phase answer.
func (s *State) doBox(st Stage, a engine.Action) {
	k, arg := Split(a)
	p := s.Actor
	q := &s.Seats[p]
	switch st {
	case StThronePay:
		if k == KYes {
			s.throneDraw(p)
			return
		}
		s.Ev.Game(engine.Player(p), CodeThroneUnused, int(p), int(s.Cur))
	case StThroneKeep:
		s.throneKeep(p, int8(arg))
		return
	case StCastlePay, StCastlePeek, StGift:
		if s.doCastle(st, p, k, arg) {
			return
		}
	case StMine:
		power := 0
		if s.mage(p, MageAt(GoldMine)) {
			power = 1
		}
		g := int(Boxes[s.Cur].Amount) + arg + power
		q.Gold += int16(g)
		q.Slaves -= int16(arg)
		s.Ev.Game(engine.Player(p), CodeMine, int(p), g, arg, power)
	case StBuild:
		if s.doBuild(p, k, arg) {
			return
		}
	case StHire:
		s.doHire(p, k, arg)
	case StPeekNext:
		if k == KPeek {
			s.peek(p, arg)
		}
	}
	s.nextBox()
}

// boxWords describes the Action phase's answers (ActionString).
func (s *State) boxWords(k Kind, arg int) (string, bool) {
	who := s.name(s.Actor)
	b := int(s.Cur)
	switch s.Stage {
	case StThronePay:
		if k == KYes {
			return fmt.Sprintf("%s pays %d gold at %s to draw plot cards", who, s.throneCost(b), boxName(b)), true
		}
		return who + " does not use " + boxName(b), true
	case StThroneKeep:
		// The log is read by every seat: the card stays unnamed (the
		// secret event names it to its owner; CardChoice labels buttons).
		if s.Sub == sbOrder {
			return who + " chooses the order of the cards under the plot deck", true
		}
		return who + " keeps one of the plot cards drawn", true
	case StMine:
		if arg == 0 {
			return who + " keeps the slaves out of the Gold Mine", true
		}
		return who + " puts " + counted(arg, "slave", "slaves") + " to work in the Gold Mine", true
	case StBuild:
		return s.buildWords(who, k, arg), true
	case StHire:
		return s.hireWords(who, k, arg), true
	case StCastlePay, StGift:
		return s.castleWords(who, k, arg), true
	case StPeekNext, StCastlePeek:
		if k == KPass {
			return who + " does not peek", true
		}
		return fmt.Sprintf("%s peeks at the %s card of slot %d", who, halfNames[arg%2], arg/2+1), true
	}
	return "", false
}
