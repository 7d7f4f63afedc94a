package dieinthedungeon

// Damage (§5.4 step 4, §5.5 step 6, R48): the player splits it point by
// point between Health and the stat(s) the attack allows. A stat never goes
// below 1, so whatever it cannot take goes to Health; with only Health
// able to take a point, the split is no choice and runs by itself.

// startDamage deals n points that may go to Health or the slots in mask;
// bonus is the hero type whose Bonus follows (NumHeroTypes: none).
func (s *State) startDamage(n int, mask uint8, bonus HeroType) {
	s.Dmg = Damage{Left: n, Slots: mask | 1<<SlotHealth, Bonus: bonus}
	s.Stage = StDamage
	s.damageNext()
}

// canTake reports whether slot sl may take the next damage point.
func (s *State) canTake(sl Slot) bool {
	if s.Dmg.Slots&(1<<sl) == 0 {
		return false
	}
	return sl == SlotHealth || s.me().Board[sl].Value > MinStat
}

// canTakeAll reports whether slot sl may take all the damage left.
func (s *State) canTakeAll(sl Slot) bool {
	if s.Dmg.Slots&(1<<sl) == 0 {
		return false
	}
	return sl == SlotHealth || s.me().Board[sl].Value-s.Dmg.Left >= MinStat
}

// damagePoint puts one point on sl (CHECK_LOSS for Health), then waits for
// the next point's place.
func (s *State) damagePoint(sl Slot) {
	s.Dmg.Left--
	if s.pointOn(sl) {
		return
	}
	s.damageNext()
}

// pointOn deals one point to sl; it reports a loss.
func (s *State) pointOn(sl Slot) bool {
	b := &s.me().Board
	old := b[sl]
	if sl == SlotHealth {
		if s.loseHealth(1) {
			return true
		}
	} else {
		b.Lose(sl, 1)
	}
	s.tell(TellDamagePoint, int(sl), int(old.Type), old.Value, int(b[sl].Type), b[sl].Value)
	return false
}

// damageNext waits for the next point's place, or goes on when none is left.
func (s *State) damageNext() {
	if s.Dmg.Left > 0 {
		return
	}
	s.afterDamage()
}

// afterDamage: a hit's Bonus (§5.5 step 6), then the procedure goes on.
func (s *State) afterDamage() {
	mo := s.me()
	switch s.Dmg.Bonus {
	case Rogue: // Pickpocket
		if mo.Board.Lose(SlotAbility, 1) > 0 {
			s.tell(TellPickpocket, mo.Board[SlotAbility].Value)
		}
	case Wizard: // Time Warp
		s.tell(TellTimeWarp)
		if s.loseTime(1) {
			return
		}
	}
	s.Dmg = Damage{}
	if s.Roll.Kind == RollTrap {
		s.encounter()
		return
	}
	s.heroRollDone()
}
