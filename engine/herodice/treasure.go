package herodice

// §5.3 TREASURE_DECISION and the holding limits (R14, R30). Whatever
// treasure leaves the hero or is declined goes to the XP pool (R12).

// treasureOptions appends the legal decisions on the found card.
func (s *State) treasureOptions(buf []Action) []Action {
	t := Treasure(s.Found)
	switch t.Type {
	case Weapon:
		if len(s.Weapons) < MaxWeapons {
			buf = append(buf, Act(KKeep, 0))
		} else {
			for _, w := range s.Weapons {
				buf = append(buf, Act(KReplace, w))
			}
		}
	case Armor:
		buf = append(buf, Act(KKeep, 0)) // equip
	case Item:
		if s.roomFor(s.Found) {
			buf = append(buf, Act(KKeep, 0))
		} else {
			for _, i := range s.Items {
				buf = append(buf, Act(KReplace, i))
			}
		}
	}
	return append(buf, Act(KDiscard, 0))
}

// roomFor reports whether item c fits: held items + 1 within the carry
// limit, a Backpack counting its own +2 (§5.3, A19).
func (s *State) roomFor(c int) bool {
	limit := s.Limit()
	if Treasure(c).Item == Backpack {
		limit = CarryLimit + BackpackSlots
	}
	return len(s.Items)+1 <= limit
}

// keep takes the found card: a weapon or item joins the hero's, armour is
// put on (old armour, if any, to the XP pool first, R30).
func (s *State) keep() {
	c := s.Found
	s.Found = NoCard
	switch Treasure(c).Type {
	case Weapon:
		s.Weapons = append(s.Weapons, c)
	case Armor:
		if s.Armor != NoCard {
			old := s.Armor
			s.unequip()
			s.Pool = append(s.Pool, old)
			s.Ev.Game(0, CodeToPool, old)
		}
		s.equip(c)
	case Item:
		s.Items = append(s.Items, c)
	}
	s.Ev.Game(0, CodeKeep, c, s.HP, s.MaxHP)
	s.nextGlow()
}

// replace keeps the found weapon or item in place of held card old, which
// goes to the XP pool (§5.3, A18, A20); losing a Backpack may leave too
// many items (R14).
func (s *State) replace(old int) {
	c := s.Found
	s.Found = NoCard
	if Treasure(c).Type == Weapon {
		i := indexOf(s.Weapons, old)
		s.Weapons[i] = c
	} else {
		remove(&s.Items, old)
		s.Items = append(s.Items, c)
	}
	s.Pool = append(s.Pool, old)
	s.Ev.Game(0, CodeReplace, c, old)
	if s.overflow(resumeGlows) {
		return
	}
	s.nextGlow()
}

// decline sends the found card to the XP pool (§5.3 discard, R12).
func (s *State) decline() {
	c := s.Found
	s.Found = NoCard
	s.Pool = append(s.Pool, c)
	s.Ev.Game(0, CodeDecline, c)
	s.nextGlow()
}

// equip puts armour c on: max and current health rise by its bonus (R30).
func (s *State) equip(c int) {
	s.Armor = c
	b := Treasure(c).MaxHP
	s.MaxHP += b
	s.HP += b
}

// unequip takes the armour off: max health falls by its bonus, current
// health to at most the new max (R30). The card's new place is the caller's.
func (s *State) unequip() {
	b := Treasure(s.Armor).MaxHP
	s.Armor = NoCard
	s.MaxHP -= b
	s.HP = min(s.HP, s.MaxHP)
}

// What follows a settled overflow (R14).
const (
	resumeGlows   = iota + 1 // the rest of the glow queue
	resumeRecover            // RECOVER, then the glow queue (after fleeing)
)

// overflow starts the R14 choice if more items are held than the limit
// allows, remembering what follows; it reports whether it started.
func (s *State) overflow(then uint8) bool {
	if len(s.Items) <= s.Limit() {
		return false
	}
	s.Resume = then
	s.Phase = PhOverflow
	return true
}

// dropItem puts held item c in the XP pool to get within the limit (R14).
func (s *State) dropItem(c int) {
	remove(&s.Items, c)
	s.Pool = append(s.Pool, c)
	s.Ev.Game(0, CodeOverflow, c)
	if len(s.Items) > s.Limit() {
		return
	}
	then := s.Resume
	s.Resume = 0
	if then == resumeRecover {
		s.afterEncounter()
		return
	}
	s.nextGlow()
}

func indexOf(list []int, c int) int {
	for i, x := range list {
		if x == c {
			return i
		}
	}
	return -1
}
