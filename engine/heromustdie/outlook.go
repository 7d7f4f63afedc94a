package heromustdie

import "github.com/herotable/herotable/engine"

// What a goblin placed now would do (§5.2, §5.4, R17): the boxes resolve
// in board order, so a box's owner has only what he holds and what his
// goblins in earlier boxes bring. A planner asks Idle before placing a
// goblin where it would do nothing; the event still to come may change it.

// Idle is why a goblin of a seat would do nothing in a box.
type Idle uint8

// The reasons of Idle.
const (
	NotIdle     Idle = iota // it may do something
	IdleReserve             // Building room: the seat guards no floor (R19)
	IdleBuild               // Building room: no build affordable, or no space left
	IdleHire                // Monster pit: no monster for hire affordable
	IdleThrone              // Throne room: too little gold, or no plot card left
	IdlePeek                // castle_1: too little gold, or no future slot
	IdleGift                // castle_2: too little gold to push a party back
)

// Stock is the most seat p may hold when box b resolves this turn: what
// he holds now and the most his goblins in earlier boxes can bring (the
// Gold mine with two slaves spent, the Rune room, with mage powers, the Town, the Forest's
// best roll).
func (s *State) Stock(p int8, b int) (gold, slaves, mp int) {
	q := &s.Seats[p]
	gold, slaves, mp = int(q.Gold), int(q.Slaves), int(q.MP)
	for e := range min(b, NumBoxes) {
		if s.Boxes[e] != p {
			continue
		}
		x := Boxes[e]
		switch x.Loc {
		case GoldMine:
			gold += int(x.Amount) + min(MineSlavesMax, slaves)
			if s.mage(p, MageAt(GoldMine)) {
				gold++
			}
		case RuneRoom:
			mp += int(x.Amount)
			if s.mage(p, MageAt(RuneRoom)) {
				mp++
			}
		case Town:
			slaves += int(x.Amount)
			if s.mage(p, MageAt(Town)) {
				slaves++
			}
		case Forest:
			gold += int(forestGold(6))
		}
	}
	return gold, slaves, mp
}

// Idle reports why a goblin of seat p in box b would do nothing when the
// box resolves, with Stock(p, b) and the board as it stands; NotIdle when
// it may do something.
func (s *State) Idle(p int8, b int) Idle {
	if p < 0 || int(p) >= len(s.Seats) || b < 0 || b >= NumBoxes {
		return NotIdle
	}
	d := s.clone()
	g, sl, mp := s.Stock(p, b)
	q := &d.Seats[p]
	q.Gold, q.Slaves, q.MP = int16(g), int16(sl), int16(mp)
	d.Cur = int8(b)
	var buf [64]engine.Action
	switch Boxes[b].Loc {
	case BuildingRoom:
		if d.FloorOf(p) == 0 {
			return IdleReserve
		}
		if len(d.legalBuild(p, buf[:0])) == 0 {
			return IdleBuild
		}
	case MonsterPit:
		if len(d.legalHire(p, buf[:0])) == 0 {
			return IdleHire
		}
	case ThroneRoom:
		if len(d.PlotDeck)+len(d.PlotDisc) == 0 || g < int(d.throneCost(b)) {
			return IdleThrone
		}
	case Castle:
		if b == firstBox(Castle) {
			if d.Turn >= Turns || g < CastlePeekCost {
				return IdlePeek
			}
			break
		}
		if g < CastlePushCost { // evil moves may yet bring a party to push
			return IdleGift
		}
	}
	return NotIdle
}

// StrikeAhead reports whether a party may still strike the front floor
// this turn (§5.7: at most one combat a turn, in the Invasion phase, by
// the first party of the queue): before the Invasion phase one may yet
// come (the event card and the Action phase's evil moves send parties in);
// in it, while a fight is on or a party waits in the dungeon; after it
// (the Court), none until the next turn.
func (s *State) StrikeAhead() bool {
	switch {
	case s.Over || s.Phase == PhSetup || s.Phase > PhInvasion:
		return false
	case s.Phase < PhInvasion:
		return true
	}
	return s.Fight.Active || len(s.Queue) > 0
}

// MayDecide reports whether seat p may face a decision of his own in phase
// ph of this turn, as the state stands as the phase begins (a table makes
// the phase's banner brief when not): goblins to place in the Planning
// phase; the event card to pick as first player; a goblin on a box in the
// Action phase; a fight to defend in the Invasion; plot cards in hand in
// the Court (an empty hand's Court turn passes by itself). The Beginning
// asks nothing. An event card's own decisions (Pay Day's wages) and the
// reaction windows (Pardon Me, Traitor: asked whatever the hand holds) are
// not counted: they are not known as the phase begins, and come with
// their own words.
func (s *State) MayDecide(p int8, ph Phase) bool {
	if p < 0 || int(p) >= len(s.Seats) || s.Seats[p].Out || s.Over {
		return false
	}
	first := len(s.Ring) > 0 && s.Ring[0] == p
	switch ph {
	case PhPlanning:
		return s.Allowance(p) > 0
	case PhEvent:
		return first
	case PhAction:
		for _, b := range s.Boxes {
			if b == p {
				return true
			}
		}
	case PhInvasion:
		return first && (s.Fight.Active || len(s.Queue) > 0)
	case PhCourt:
		return len(s.Seats[p].Hand) > 0
	}
	return false
}
