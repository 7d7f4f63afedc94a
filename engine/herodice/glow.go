package herodice

// §5.2 GLOW_LOOP: a card's glows are resolved one at a time, golden first,
// then red (R15); each encounter is finished before the next is drawn.

// nextGlow resolves glows until one waits for a decision; with the queue
// empty the hero explores (§5.6).
func (s *State) nextGlow() {
	for len(s.Glows) > 0 && s.Phase != PhOver {
		g := s.Glows[0]
		s.Glows = s.Glows[1:]
		if g == GoldGlow {
			if s.findTreasure() {
				return
			}
			continue
		}
		if s.drawEncounter() {
			return
		}
	}
	if s.Phase != PhOver {
		s.Phase = PhExplore
	}
}

// findTreasure draws a treasure card for the hero to decide on (§5.3);
// an empty deck yields nothing (R16). It reports whether a decision waits.
func (s *State) findTreasure() bool {
	c, ok := s.Ev.Draw(&s.Treasures, 0, ZoneTreasure, true)
	if !ok {
		s.Ev.Game(0, CodeDeckEmpty, int(DeckTreasure))
		return false
	}
	s.Found = c
	s.Ev.Game(0, CodeTreasure, c)
	s.Phase = PhTreasure
	return true
}

// drawEncounter draws and resolves an encounter card as from a red glow
// (§5.2); an empty deck yields nothing (R16). It reports whether a
// decision (a fight, a check) waits or the game ended.
func (s *State) drawEncounter() bool {
	c, ok := s.Ev.Draw(&s.Encounter, 0, ZoneEncounter, true)
	if !ok {
		s.Ev.Game(0, CodeDeckEmpty, int(DeckEncounter))
		return false
	}
	e := Encounter(c)
	switch e.Kind {
	case Mob:
		s.startFight(c, false)
		return true
	case Trap:
		s.startCheck(c)
		return true
	}
	switch e.Event {
	case WanderingHealer:
		// Recover 10, capped at max health (R36).
		n := s.heal(HealerHeal)
		s.Discard = append(s.Discard, c)
		s.Ev.Game(0, CodeHealer, c, n, s.HP)
		return false
	case Ambush:
		// The next card at once, before the rest of the queue (R33).
		s.Discard = append(s.Discard, c)
		s.Ev.Game(0, CodeAmbush, c)
		return s.drawEncounter()
	}
	return false
}

// heal recovers up to n health, capped at max health (R36), and returns
// what was recovered.
func (s *State) heal(n int) int {
	n = max(0, min(n, s.MaxHP-s.HP))
	s.HP += n
	return n
}

// afterEncounter goes on once a mob fight ended without the level ending:
// RECOVER if a Healing Potion is held and glows remain (R37), else the
// rest of the glow queue.
func (s *State) afterEncounter() {
	if s.Phase == PhOver {
		return
	}
	if len(s.Glows) > 0 && s.holds(HealingPotion) != NoCard {
		s.Phase = PhRecover
		return
	}
	s.nextGlow()
}
