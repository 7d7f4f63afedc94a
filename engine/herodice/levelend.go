package herodice

// §5.1 STAIRS_OFFER, §5.8 LEVEL_END and the end of the game (§8).

// descend takes the stairs: the boss goes back unseen, no boss XP (R34).
func (s *State) descend() {
	s.Bosses.PutTop(s.BossSlot)
	s.BossSlot = NoCard
	s.Ev.Game(0, CodeDescend, s.Here())
	s.levelEnd(true)
}

// stay declines the stairs for good (R20) and resolves the card's glows.
func (s *State) stay() {
	s.Ev.Game(0, CodeStay, s.Here())
	s.lightGlows(s.Here())
}

// levelEnd banks the XP pool times the level (R22); Standard ends
// victorious, Deep asks to delve deeper or retire (R31).
func (s *State) levelEnd(stairs bool) {
	pool := s.PoolXP()
	gain := pool * s.Level
	s.Banked += gain
	s.Spent = append(s.Spent, s.Pool...)
	s.Pool = s.Pool[:0]
	s.Glows = s.Glows[:0]
	s.Ev.Game(0, CodeLevelEnd, s.Level, pool, gain, s.Banked, b2i(stairs))
	if s.Mode == Standard {
		s.end(Victorious)
		return
	}
	s.Phase = PhLevelEnd
}
