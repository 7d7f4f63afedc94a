package heromustdie

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
)

// Building (§5.5, R19, R65): the Building room's owner builds on the floor
// he guards when the box resolves, up to the box's number of builds; a
// player in reserve cannot build. Count is the builds left.

// buildCost is c on box b: building_room_1 takes 1 gold off every build,
// never below 0 gold; slaves are never discounted (§2.6).
func buildCost(b int, c Cost) Cost {
	if Boxes[b].Discount {
		c.Gold = max(0, c.Gold-1)
	}
	return c
}

func (s *State) arriveBuild(b int, p int8) {
	if s.FloorOf(p) == 0 {
		s.Ev.Game(engine.Player(p), CodeReserveNoBuild, int(p))
		s.nextBox()
		return
	}
	s.Count = Boxes[b].Amount
	s.offer(StBuild, p, CodeCannotBuild)
}

// legalBuild lists the builds seat p can make now on its floor: a trap of
// a kind left in the supply or a new room_3 while a building space is free
// (one room per floor), or the room's upgrade, which keeps its space.
func (s *State) legalBuild(p int8, buf []engine.Action) []engine.Action {
	f := s.FloorOf(p)
	if f == 0 {
		return buf
	}
	fl := &s.Floors[f-1]
	b := int(s.Cur)
	if fl.Buildings() < MaxBuildings {
		for k := range Traps {
			if s.Traps[k] > 0 && s.canPay(p, buildCost(b, Traps[k].Cost())) {
				buf = append(buf, Act(KTrap, k))
			}
		}
		if fl.Room == 0 && s.canPay(p, buildCost(b, RoomCost)) {
			buf = append(buf, Act(KRoom, 0))
		}
	}
	if (fl.Room == 3 || fl.Room == 4) && s.canPay(p, buildCost(b, RoomCost)) {
		buf = append(buf, Act(KUpgrade, 0))
	}
	return buf
}

// doBuild makes one build, or stops on KPass. It reports whether it took
// care of what comes next (the next build's question or the next box).
func (s *State) doBuild(p int8, k Kind, arg int) bool {
	if k == KPass {
		return false
	}
	f := s.FloorOf(p)
	fl := &s.Floors[f-1]
	b := int(s.Cur)
	var c Cost
	card, zone := 0, "trap_supply"
	switch k {
	case KTrap:
		c, card = buildCost(b, Traps[arg].Cost()), arg
		s.Traps[arg]--
		fl.Traps = append(fl.Traps, int8(arg))
	case KRoom:
		c = buildCost(b, RoomCost)
		fl.Room = 3
		card, zone = 3, "room_supply"
	case KUpgrade:
		c = buildCost(b, RoomCost)
		fl.Room++
		card, zone = int(fl.Room), "room_supply"
	}
	s.pay(p, c)
	s.Seats[p].Built = true
	// The move's one Arg is the floor its To names, for a table to read.
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.Player(p), Card: card, Zone: zone, To: fmt.Sprintf("floor_%d", f), Public: true, Args: []int{int(f)}})
	s.Ev.Game(engine.Player(p), CodeBuild, int(p), int(k), card, int(f), int(c.Gold), int(c.Slaves), int(c.MP))
	s.Count--
	if s.Count <= 0 {
		return false
	}
	s.offer(StBuild, p, 0)
	return true
}

// costWords is "3 gold, 1 slave"; "free" for nothing.
func costWords(c Cost) string {
	var parts []string
	if c.Gold > 0 {
		parts = append(parts, fmt.Sprintf("%d gold", c.Gold))
	}
	switch {
	case c.Slaves == 1:
		parts = append(parts, "1 slave")
	case c.Slaves > 1:
		parts = append(parts, fmt.Sprintf("%d slaves", c.Slaves))
	}
	if c.MP > 0 {
		parts = append(parts, fmt.Sprintf("%d MP", c.MP))
	}
	if len(parts) == 0 {
		return "free"
	}
	return strings.Join(parts, ", ")
}

// buildWords describes a Building room answer.
func (s *State) buildWords(who string, k Kind, arg int) string {
	b := int(s.Cur)
	switch {
	case k == KTrap && arg < len(Traps):
		return fmt.Sprintf("%s builds a %s (%s)", who, Traps[arg].Name, costWords(buildCost(b, Traps[arg].Cost())))
	case k == KRoom:
		return fmt.Sprintf("%s builds a monster room (%s)", who, costWords(buildCost(b, RoomCost)))
	case k == KUpgrade:
		size := 0
		if f := s.FloorOf(s.Actor); f > 0 {
			size = int(s.Floors[f-1].Room) + 1
		}
		return fmt.Sprintf("%s upgrades the monster room to size %d (%s)", who, size, costWords(buildCost(b, RoomCost)))
	}
	// A seat may hold two Building room boxes: the box tells the two
	// answers apart in the log.
	if s.Count == Boxes[b].Amount {
		return who + " builds nothing at " + boxName(b)
	}
	return who + " stops building at " + boxName(b)
}
