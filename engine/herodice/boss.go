package herodice

import "github.com/herotable/herotable/engine"

// §5.7 BOSS_INTRO and the boss's die ring (§2.6, R19).

// faceBoss flips the boss face up and begins its fight: after the last
// dungeon card, or when no exit is viable (R17, R19).
func (s *State) faceBoss() {
	c := s.BossSlot
	s.BossSlot, s.BossUp = NoCard, true
	s.Ev.Add(engine.Event{Kind: engine.EvReveal, Player: engine.NoPlayer, Card: c, Zone: ZoneBoss})
	s.Ev.Game(0, CodeBossIntro, c)
	s.startFight(c, true)
}

// Ring is the power of boss c's ring at high die v (1…6).
func Ring(c, v int) Power { return Boss(c).Ring[v-1] }

// fireRing records the power of the ring slot matching the boss's high
// die (§5.5 RESOLVE step 3): wound and drain add to this round's wounds to
// the hero, shield cuts the wounds to the boss, heal and drain heal it in
// the heal step, rage and weaken change the next roll.
func (s *State) fireRing(mh int) {
	f := &s.Fight
	p := Ring(f.Card, mh)
	f.Fired = mh
	switch p.Kind {
	case PowWound:
		f.ToHero += p.N
	case PowDrain:
		f.ToHero += p.N
		f.BossHeal += p.N
	case PowHeal:
		f.BossHeal += p.N
	case PowShield:
		f.Shield += p.N
	case PowRage:
		f.Rage = p.N
	case PowWeaken:
		f.Weaken = p.N
	}
	s.Ev.Game(0, CodeRing, f.Card, mh, int(p.Kind), p.N)
}
