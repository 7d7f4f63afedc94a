package herodice

// §5.4 CHECK: a trap is a toughness check of the hero die alone, plus the
// Rope's +2 against climbing traps (R10); no ability fires on a check.
// Trap wounds ignore armour (R27).

// startCheck shows trap c and waits at PRE_CHECK if a Healing Potion is
// held (R37), else rolls at once.
func (s *State) startCheck(c int) {
	s.Check = Check{Card: c}
	s.Ev.Game(0, CodeTrap, c, Encounter(c).Tough)
	if s.holds(HealingPotion) != NoCard {
		s.Phase = PhPreCheck
		return
	}
	s.rollCheck()
}

// rollCheck rolls the hero die; with a Lucky Charm the REACTION waits.
func (s *State) rollCheck() {
	s.Check.Die = s.roll(HeroDie)
	if s.holds(LuckyCharm) != NoCard {
		s.Phase = PhCheckReact
		return
	}
	s.resolveCheck()
}

// CheckBonus is what is added to the hero die against trap c: +2 with
// the Rope against a climbing trap (§2.5).
func (s *State) CheckBonus(c int) int {
	if Encounter(c).Climb && s.holds(Rope) != NoCard {
		return RopeBonus
	}
	return 0
}

// resolveCheck applies the trap's outcome (§5.4 steps 3–4).
func (s *State) resolveCheck() {
	c := s.Check.Card
	e := Encounter(c)
	bonus := s.CheckBonus(c)
	ok := s.Check.Die+bonus >= e.Tough
	s.Ev.Game(0, CodeCheck, c, s.Check.Die, bonus, e.Tough, b2i(ok))
	s.Check = Check{Card: NoCard}
	s.Discard = append(s.Discard, c)
	if !ok {
		s.HP -= e.Wounds
		s.Ev.Game(0, CodeTrapHurt, c, e.Wounds, s.HP)
		if !s.survives() {
			return
		}
	}
	if ok && e.Reward && s.findTreasure() {
		return
	}
	s.nextGlow()
}

// survives is DEFEAT_CHECK for the hero: at 0 or below the Phoenix
// Feather, if held, burns into the XP pool and the hero stands at 15;
// without it the hero is slain and the game ends (R7, R8).
func (s *State) survives() bool {
	if s.HP > 0 {
		return true
	}
	if f := s.holds(PhoenixFeather); f != NoCard {
		remove(&s.Items, f)
		s.Pool = append(s.Pool, f)
		s.HP = min(FeatherHealth, s.MaxHP)
		s.Ev.Game(0, CodeFeather, f, s.HP)
		return true
	}
	s.end(Slain)
	return false
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
