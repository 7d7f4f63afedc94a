package dieinthedungeon

import (
	"github.com/herotable/herotable/engine"
)

// The creatures' board abilities and ability cards (§2.3) and the stat
// tokens (§2.8): when each may be used (R9, "only if it has an effect
// now") and what it does. Effects are named by the ids of creatures.go.

// usable appends the abilities and cards usable in window w now.
func (s *State) usable(buf []engine.Action, w Window) []engine.Action {
	mo := s.me()
	cr := &Creatures[mo.Creature]
	if w == WindowRound && s.abilitiesBlocked() {
		return buf
	}
	ap := mo.Board[SlotAbility].Value
	for i, a := range cr.Abilities {
		if !s.Window[i] && a.Windows&w != 0 && a.Cost <= ap && s.hasEffect(a.ID, w) {
			buf = append(buf, Act(KAbility, i))
		}
	}
	for i, c := range cr.Cards {
		if !mo.CardsUsed[i] && c.Windows&w != 0 && c.Cost <= ap && s.hasEffect(c.ID, w) {
			buf = append(buf, Act(KCard, i))
		}
	}
	return buf
}

// abilitiesBlocked: holy ground, Sanctified while a Cleric remains, or the
// Patriarch's Holy Aegis forbid abilities and cards in the Combat.
func (s *State) abilitiesBlocked() bool {
	c := &s.Combat
	switch {
	case c.Effect == HolyGround, s.patriarch():
		return true
	case c.Effect == Sanctified:
		return c.Party.PerkCount(Cleric) > 0
	}
	return false
}

// AbilitiesBlocked reports whether the Combat on now forbids board
// abilities and ability cards in its rounds (Holy Ground, Sanctified while
// a Cleric remains, the Patriarch): read-only, for the table to say why a
// card is off.
func (s *State) AbilitiesBlocked() bool { return s.Combat.On && s.abilitiesBlocked() }

// hasEffect reports whether ability or card id would do something now.
func (s *State) hasEffect(id string, w Window) bool {
	mo := s.me()
	c := &s.Combat
	party := c.Party
	targets := w == WindowRound && party.TargetMask() != 0
	attacks := w == WindowRound && s.anyAttack()
	minions := heldMinions(mo) > 0
	switch id {
	case "dey_evil_eye":
		return attacks
	case "dey_twist_fate":
		return c.Fx.Twist == 0
	case "troll_regenerate":
		return s.gains(SlotHealth, 2)
	case "troll_bone_shield":
		return attacks && !c.Fx.Shield
	case "diemon_fire_strike", "deyeroller_c1", "diemon_c1":
		return targets
	case "diemon_brute_force":
		return !c.Fx.Brute
	case "dierake_hoard", "troll_c3":
		return s.Supply[DieMinionD6]+s.Supply[DieMinionD4] > 0
	case "dierake_dice_storm":
		return minions && !c.Fx.Storm
	case "tomb_shield_wall":
		return attacks && !c.Fx.Wall
	case "tomb_dread":
		return party.PerkCount(Fighter)+party.PerkCount(Rogue)+party.PerkCount(Wizard)+party.PerkCount(Cleric) > 0
	case "deyeroller_c2", "diemon_c2":
		return true
	case "deyeroller_c3":
		return !c.Unblinking && attacks
	case "deyeroller_c4":
		for i := range s.Slots {
			if !s.Slots[i].Open && !s.knows(s.Turn, i) {
				return true
			}
		}
		return false
	case "troll_c1":
		return s.gains(SlotHealth, 4)
	case "troll_c2":
		return attacks && !c.Fx.ThickHide
	case "troll_c4":
		return s.gains(SlotMight, 2) || s.gains(SlotAgility, 2)
	case "diemon_c3":
		return !c.Fx.Rage
	case "diemon_c4":
		return s.gains(SlotMight, 3)
	case "dierake_c1":
		return s.supplyMinions() > 0
	case "dierake_c2":
		return minions && !c.Loaded
	case "dierake_c3":
		return s.attacking(Agility)
	case "dierake_c4":
		return minions && targets
	case "tombstones_c1":
		return s.gains(SlotTime, 3)
	case "tombstones_c2":
		for _, m := range party {
			if m.Kind == Basic && m.Hero.Level == 1 {
				return true
			}
		}
		return false
	case "tombstones_c3":
		return !c.Fx.Grave
	case "tombstones_c4":
		return s.gains(SlotHealth, 3) || s.gains(SlotTime, 2)
	}
	return false
}

func (s *State) supplyMinions() int {
	n := 0
	for t := DieMinionD4; t <= DieMinionD12; t++ {
		n += s.Supply[t]
	}
	return n
}

// useAbility uses board ability i: its AP at once, once per window.
func (s *State) useAbility(i int) {
	mo := s.me()
	a := Creatures[mo.Creature].Abilities[i]
	mo.Board.Lose(SlotAbility, a.Cost)
	s.Window[i] = true
	s.tell(TellAbility, mo.Creature, i)
	s.effect(a.ID)
}

// useCard uses ability card i, once per game.
func (s *State) useCard(i int) {
	mo := s.me()
	c := Creatures[mo.Creature].Cards[i]
	mo.Board.Lose(SlotAbility, c.Cost)
	mo.CardsUsed[i] = true
	s.tell(TellCard, mo.Creature, i)
	s.effect(c.ID)
}

// effect does what ability or card id says.
func (s *State) effect(id string) {
	c := &s.Combat
	switch id {
	case "dey_evil_eye":
		s.Stage = StPickStat
	case "dey_twist_fate":
		c.Fx.Twist = 1
	case "troll_regenerate":
		s.gain(SlotHealth, 2)
	case "troll_bone_shield":
		c.Fx.Shield = true
	case "diemon_fire_strike":
		s.Roll = Roll{Kind: RollFire, Die: D6}
		s.Roll.Nat = s.roll(D6)
		s.tell(TellFireStrike, s.Roll.Nat, c.Party.Countable())
		s.Stage = StAdjust
	case "diemon_brute_force":
		c.Fx.Brute = true
	case "dierake_hoard", "troll_c3":
		s.takeMinion(DieMinionD6, DieMinionD4)
	case "dierake_dice_storm":
		c.Fx.Storm = true
	case "tomb_shield_wall":
		c.Fx.Wall = true
	case "tomb_dread":
		s.Stage = StFlee
	case "deyeroller_c1":
		s.Hits, s.Ret = 1, StAbility
		s.resolveHits()
	case "diemon_c1":
		s.Hits, s.Ret = 2, StAbility
		s.resolveHits()
	case "deyeroller_c2":
		s.tell(TellPassesCheck)
		s.encounter()
	case "diemon_c2":
		s.tell(TellIgnoresTrap)
		s.encounter()
	case "deyeroller_c3":
		c.Unblinking = true
	case "deyeroller_c4":
		s.Peeks, s.Ret, s.Stage = FarSightPeeks, s.Stage, StFarSight
	case "troll_c1":
		s.gain(SlotHealth, 4)
	case "troll_c2":
		c.Fx.ThickHide = true
	case "troll_c4":
		s.gain(SlotMight, 2)
		s.gain(SlotAgility, 2)
	case "diemon_c3":
		c.Fx.Rage = true
	case "diemon_c4":
		s.gain(SlotMight, 3)
	case "dierake_c1":
		for range 2 {
			s.takeMinion(DieMinionD12, DieMinionD10, DieMinionD8, DieMinionD6, DieMinionD4)
		}
	case "dierake_c2":
		c.Loaded = true
	case "dierake_c3":
		c.Fx.NoAttack[Agility] = true
	case "dierake_c4":
		s.Raked, s.Stage = 0, StRake
	case "tombstones_c1":
		s.gain(SlotTime, 3)
	case "tombstones_c2":
		for i := len(c.Party) - 1; i >= 0; i-- {
			if m := c.Party[i]; m.Kind == Basic && m.Hero.Level == 1 {
				s.flee(i)
			}
		}
		s.Ret = StAbility
		s.afterHits()
	case "tombstones_c3":
		c.Fx.Grave = true
	case "tombstones_c4":
		s.gain(SlotHealth, 3)
		s.gain(SlotTime, 2)
	}
}

// FarSightPeeks is how many tiles Far Sight may look at.
const FarSightPeeks = 2

// evilEye stops this round's hero attacks of type st.
func (s *State) evilEye(st Stat) {
	s.Combat.Fx.NoAttack[st] = true
	s.tell(TellEvilEye, int(st))
	s.Stage = StAbility
}

// takeMinion takes the first type in order that the supply still has.
func (s *State) takeMinion(order ...Token) {
	for _, t := range order {
		if s.Supply[t] > 0 {
			s.Supply[t]--
			s.me().Held[t]++
			s.tell(TellTakesMinion, int(t))
			return
		}
	}
}

// gain adds n to slot sl (R11, R30) and logs the change.
func (s *State) gain(sl Slot, n int) {
	b := &s.me().Board
	old := b[sl]
	if b.Gain(sl, n) > 0 {
		s.tell(TellSlotGain, int(sl), int(old.Type), old.Value, int(b[sl].Type), b[sl].Value)
	}
}

// useToken spends a stat token (★).
func (s *State) useToken(t Token) {
	mo := s.me()
	mo.Held[t]--
	s.tell(TellUsesToken, int(t))
	s.gain(t.Info().Slot, t.Info().Amount)
	if s.Stage == StBoost {
		s.afterOwnRoll()
	}
}
