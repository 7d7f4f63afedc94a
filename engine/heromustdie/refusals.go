package heromustdie

import "fmt"

// Why a thing a table shows cannot be chosen now, in a player's words, so
// that a greyed card or a taken box says why without the table knowing the
// rules. Each mirrors the legal actions it explains (a test checks they
// agree); seats are named with engine.Who.

// WhyNotSend says why the defender's monster m cannot be sent to defend
// now (I4, R33), "" when it can or when no defender is being asked for.
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

// roomLimit says what a room (0 = none) lets defend.
func roomLimit(room int8) string {
	most, lvl := roomCap(room)
	if room == 0 {
		return fmt.Sprintf("with no monster room, up to %d monsters of level %d or less defend", most, lvl)
	}
	return fmt.Sprintf("its monster room %d lets up to %d monsters of level %d or less defend", room, most, lvl)
}

// WhyNotPlace says why a goblin cannot go on box b in the Planning phase,
// "" when it can or when no goblin is being placed.
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
