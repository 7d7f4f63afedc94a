package dieinthedungeon

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// §5.2 Combat setup and §5.3 the Combat round, with hits, flees and the
// end of a Combat (R20, R31, R45, R49–R52).

// combatSetup is CS1: the party is assembled head by head.
func (s *State) combatSetup() {
	c := &s.Combat
	c.On = true
	i := c.Slot
	t := Tiles[s.Slots[i].Tile]
	switch {
	case s.m().Slots[i].Lair:
		c.Party = Party{{Kind: Boss}}
	case t.Kind == EpicTile:
		e, _ := EpicByID(t.Epic)
		c.Party = Party{{Kind: EpicMem, Epic: e}}
		for _, h := range t.Party {
			s.join(h)
		}
		c.Effect = t.Effect.Kind
	}
	s.assemble()
}

// join adds a basic hero from the supply.
func (s *State) join(h HeroCard) {
	s.HeroSupply[h.Type][h.Level-1]--
	s.Combat.Party = append(s.Combat.Party, Member{Kind: Basic, Hero: h})
}

// assemble adds the tile's heads in order; a "?" rolls the Hero Die (R33).
func (s *State) assemble() {
	c := &s.Combat
	t := Tiles[s.Slots[c.Slot].Tile]
	for c.Heads < len(t.Heads) {
		h := t.Heads[c.Heads]
		if ht, ok := h.Hero(); ok {
			s.join(HeroCard{ht, t.Level})
			c.Heads++
			continue
		}
		s.Roll = Roll{Kind: RollHeroDie, Die: D6}
		s.Roll.Nat = s.rollDie(engine.Die{ID: HeroDieID, Faces: 6})
		s.tell(TellHeroDie, s.Roll.Nat)
		s.Stage = StAdjust
		return
	}
	s.cs2()
}

// heroDieDone resolves the Hero Die (A15, R32).
func (s *State) heroDieDone() {
	c := &s.Combat
	t := Tiles[s.Slots[c.Slot].Tile]
	c.Heads++
	n := min(6, max(1, s.Roll.Nat+s.Roll.Pips))
	face, _ := HeroDie(n)
	switch face.Outcome {
	case AddsHero:
		s.join(HeroCard{face.Hero, t.Level})
		s.tell(TellJoins, int(face.Hero), t.Level)
	case LoseHealth:
		s.tell(TellHeroDieHurts)
		if s.loseHealth(1) {
			return
		}
	case BardJoins:
		if !s.hasBard() {
			c.Party = append(c.Party, Member{Kind: Bard})
			s.tell(TellBardJoins)
		}
	}
	s.assemble()
}

// cs2 is CS2: the Bard token joins a party that has someone besides a
// Bard; a party of Bards alone means no Combat. The Bard's side is set now
// (R31).
func (s *State) cs2() {
	c := &s.Combat
	mo := s.me()
	if len(c.Party) == 0 || slices.IndexFunc(c.Party, func(m Member) bool { return m.Kind != Bard }) < 0 {
		c.Party = nil
		s.tell(TellNoHero)
		s.endTile()
		return
	}
	if mo.Held[TokBard] > 0 && !s.hasBard() {
		mo.Held[TokBard]--
		c.Party = append(c.Party, Member{Kind: Bard})
		s.tell(TellBardToken)
	}
	top := 0
	for _, m := range c.Party {
		if m.Kind != Bard {
			top = max(top, m.Level())
		}
	}
	for i := range c.Party {
		if c.Party[i].Kind == Bard {
			c.Party[i].BardSide = BardSideIndex(top)
		}
	}
	// CS3 perks: Wizard (Time), then Cleric (AP) (R17).
	if n := c.Party.PerkCount(Wizard); n >= 2 {
		s.tell(TellTimeDrain, n)
		if s.loseTime(n - 1) {
			return
		}
	}
	if n := c.Party.PerkCount(Cleric); n >= 2 {
		lost := mo.Board.Lose(SlotAbility, n-1)
		s.tell(TellSilence, n, lost, mo.Board[SlotAbility].Value)
	}
	c.Round = 1
	s.roundStart()
}

func (s *State) hasBard() bool {
	return slices.IndexFunc(s.Combat.Party, func(m Member) bool { return m.Kind == Bard }) >= 0
}

// roundStart is ROUND_START's triggers in R50's order; each may wait for a
// decision and comes back here with Trig advanced.
func (s *State) roundStart() {
	c := &s.Combat
	mo := s.me()
	for {
		switch c.Trig {
		case 0:
			c.Fx = RoundFx{}
			s.tell(TellRound, c.Round)
			if c.Round >= StalemateRound && s.loseTime(1) {
				return
			}
		case 1:
			if s.present(DieMaster.ID) {
				if mo.XP.TotalPips() > 0 {
					s.Stage = StSands
					return
				}
				s.tell(TellSands)
				if s.loseTime(1) {
					return
				}
			}
		case 2:
			if s.present("epic_warlock") && heldMinions(mo) > 0 {
				s.Stage = StPulse
				return
			}
		case 3:
			if s.present("epic_dwarf") {
				c.Trig++
				s.heroRoll(RollKeg, Might)
				return
			}
		case 4:
			if s.present("epic_elf") {
				c.Trig++
				s.heroRoll(RollArrow, Agility)
				return
			}
		default:
			s.abilityStep()
			return
		}
		c.Trig++
	}
}

// StalemateRound is the round from which every round costs 1 Time (R52).
const StalemateRound = 20

// payRoundStart answers Sands of Time or Dark Pulse.
func (s *State) payRoundStart(pip bool) {
	if pip {
		s.me().XP.Spend(1)
		s.tell(TellPaysPip)
	} else if s.loseTime(1) {
		return
	}
	s.Combat.Trig++
	s.roundStart()
}

// abilityStep is ABILITY_STEP, skipped in round 1 of an ambush (A43).
func (s *State) abilityStep() {
	s.Window = [BoardAbilities]bool{}
	if s.Combat.Round == 1 && s.Combat.Effect == Ambush {
		s.tell(TellAmbush)
		s.heroAttacks()
		return
	}
	s.Stage = StAbility
}

// roundEnd is ROUND_END.
func (s *State) roundEnd() {
	if s.Combat.Party.Countable() == 0 {
		s.combatEnd()
		return
	}
	s.Combat.Round++
	s.Combat.Trig = 0
	s.roundStart()
}

// resolveHits gives each waiting hit a legal target (R20, R51); one
// target is taken by itself. The Combat ends as soon as no hero is left.
func (s *State) resolveHits() {
	for s.Hits > 0 {
		if s.Combat.Party.Countable() == 0 {
			break
		}
		if s.Combat.Party.TargetMask() == 0 {
			s.Hits = 0
			break
		}
		s.Stage = StTarget
		return
	}
	s.Hits = 0
	if s.Combat.Party.Countable() == 0 {
		s.combatEnd()
		return
	}
	s.afterHits()
}

// afterHits goes back to where the hits came from.
func (s *State) afterHits() {
	if s.Combat.Party.Countable() == 0 {
		s.combatEnd()
		return
	}
	switch s.Ret {
	case StRake:
		if heldMinions(s.me()) > 0 && s.Raked < GoldenRakeMax && s.Combat.Party.TargetMask() != 0 {
			s.Stage = StRake
			return
		}
		s.Stage = StAbility
	case StStorm:
		if s.Combat.Fx.Storm && heldMinions(s.me()) > 0 {
			s.Stage = StStorm
			return
		}
		s.roundEnd()
	default:
		s.Stage = StAbility
	}
}

// hit lands one hit on party member i: XP on a defeat (§2.4).
func (s *State) hit(i int) {
	c := &s.Combat
	m := &c.Party[i]
	m.Hits++
	need := 1
	if card := m.card(); card != nil {
		need = card.Hits
	}
	if m.Hits < need {
		k, x, l := memberArgs(*m)
		s.tell(TellHit, k, x, l, m.Hits, need)
		return
	}
	xp := XPBasicHero
	switch m.Kind {
	case EpicMem:
		xp = XPEpicHero
	case Boss:
		xp = XPNone
	}
	k, x, l := memberArgs(*m)
	s.tell(TellDefeats, k, x, l, xp)
	s.gainXP(xp)
	s.remove(i)
}

// flee removes a basic hero with no XP (Dread, Terrify).
func (s *State) flee(i int) {
	k, x, l := memberArgs(s.Combat.Party[i])
	s.tell(TellFlees, k, x, l)
	s.remove(i)
}

// remove takes member i out of the party; a hero card goes back to the
// supply.
func (s *State) remove(i int) {
	c := &s.Combat
	if m := c.Party[i]; m.Kind == Basic {
		s.HeroSupply[m.Hero.Type][m.Hero.Level-1]++
	}
	c.Party = slices.Delete(c.Party, i, i+1)
}

func (s *State) gainXP(n int) {
	mo := s.me()
	mo.XPTotal += n
	if mo.XP.Gain(n) > 0 {
		s.tell(TellDieNamic, mo.XP.Earned)
	}
}

// combatEnd is COMBAT_END: the Bard leaves, the Dwarf and the Elf are
// defeated, the Diesplacer goes, and an Epic tile or the LAIR is won (R45).
func (s *State) combatEnd() {
	c := &s.Combat
	mo := s.me()
	for i := len(c.Party) - 1; i >= 0; i-- {
		switch m := c.Party[i]; m.Kind {
		case Bard:
			s.tell(TellBardLeaves)
			s.remove(i)
		case EpicMem:
			k, x, l := memberArgs(m)
			s.tell(TellAlone, k, x, l, XPEpicHero)
			s.gainXP(XPEpicHero)
			s.remove(i)
		}
	}
	if c.Diesplaced {
		mo.Held[TokDiesplacer]--
	}
	i := c.Slot
	t := Tiles[s.Slots[i].Tile]
	if t.Kind == EpicTile || s.m().Slots[i].Lair {
		s.Slots[i].Won = int(s.Turn) + 1
		if t.Kind == EpicTile {
			mo.Epics++
		}
		s.tell(TellCleared, s.Slots[i].Tile)
	}
	s.tell(TellCombatOver)
	s.Hits = 0
	s.endTile()
}

// present reports whether the Epic hero (or the DieMaster) with id is in
// the party.
func (s *State) present(id string) bool {
	for _, m := range s.Combat.Party {
		if card := m.card(); card != nil && card.ID == id {
			return true
		}
	}
	return false
}

func (s *State) patriarch() bool         { return s.Combat.On && s.present("epic_patriarch") }
func (s *State) fightingDieMaster() bool { return s.present(DieMaster.ID) }

func heldMinions(mo *Monster) int {
	n := 0
	for t := DieMinionD4; t <= DieMinionD12; t++ {
		n += mo.Held[t]
	}
	return n
}
