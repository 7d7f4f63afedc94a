package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// The combat's own steps (spec §10): a trap fired at a hero, the range
// volley, the melee clash, a magic bolt, a heal, a card dying and a
// level-up marker. They come from the engine's events, in the order it told
// them: its sentences' codes name the steps and carry their numbers, its
// blow events every wound, heal, death and level-up; each
// puts its wounds (or heals, deaths, markers) on the fight as shown when
// it lands, so that the overlay follows the combat blow by blow and the
// board's change at the end has nothing of the fight left to show.

// Timings at normal speed, in ticks.
const (
	trapTicks   = 44 // a trap flashes, slides to its hero, wounds drop
	volleyTicks = 44 // arrows cross both ways, wounds drop
	clashTicks  = 50 // the front cards bump, "Th vs Tm", wounds drop
	boltTicks   = 30 // a magic bolt flies to a hero
	healTicks   = 30 // sparkles on the healed cards
	dieTicks    = 40 // a killed card fades and slides off to its deck
	levelTicks  = 40 // a level-up marker pops onto a hero
)

// fx is what a combat step shows.
type fx struct {
	Hero   bool   // the target is a hero (else a monster)
	Target int8   // the card aimed at, dying or levelled up (-1 none)
	Trap   int    // a trap fire: the trap's place on the floor
	Th, Tm int    // a clash's totals; a volley's shots (heroes', monsters')
	C, S   int    // a clash's black committed and support bought
	Land   [2]int // a volley's wounds landing on heroes, on monsters; the heroes' heals
	Hits   []hit  // the wounds (negative: heals) the step puts on cards
}

// hit is a number of wounds put on one card (negative: healed).
type hit struct {
	Hero bool
	Card int8
	N    int
}

// combatStep makes s the step of a combat sentence, if the sentence tells
// of one, and reports the step's length at normal speed. The sentence's
// code gives the step's kind, its numbers what the step shows (a volley's
// shots, the clash's totals: engine/heromustdie/tell.go says which); the
// blow events after it (blowStep) say which cards it wounds, heals or
// kills. A decision with one answer plays itself, so one action may hold
// several magic wounds or trap fires.
func combatStep(s *Step, ev engine.Event) (int, bool) {
	s.Fx.Target = -1
	if ev.Kind != engine.EvGame {
		return 0, false
	}
	switch ev.Code {
	case hmd.CodeRange: // heroes' green, wounds on monsters, monsters' green, wounds on heroes
		s.Kind, s.Fx.Th, s.Fx.Tm, s.Fx.Land = StepVolley, ev.Arg(0), ev.Arg(2), [2]int{ev.Arg(3), ev.Arg(1)}
		return volleyTicks, true
	case hmd.CodeMelee: // Th, Tm, front monster, its melee, black, support, …
		s.Kind, s.Fx.Th, s.Fx.Tm = StepClash, ev.Arg(0), ev.Arg(1)
		s.Fx.C, s.Fx.S = ev.Arg(4), ev.Arg(5)
		return clashTicks, true
	case hmd.CodeMagic:
		s.Kind, s.Fx.Hero = StepBolt, true
		return boltTicks, true
	case hmd.CodeHeal:
		s.Kind = StepHeal
		return healTicks, true
	case hmd.CodeHeroesHeal:
		s.Kind, s.Fx.Hero = StepHeal, true
		return healTicks, true
	}
	return 0, false
}

// blowStep reads a blow event of the engine (engine/heromustdie/blows.go).
// A wound or heal goes on the combat step it belongs to, the last one made
// (nil: none), which it also aims when that step has one target; a death or
// a level-up is a step of its own, made in s, whose length it reports.
func blowStep(ev engine.Event, last, s *Step) (int, bool) {
	hero, card, n := ev.Arg(0) == 1, int8(ev.Arg(1)), ev.Arg(2) // CodeLevelled: the hero card first
	switch ev.Code {
	case hmd.CodeWound, hmd.CodeWoundOff:
		if ev.Code == hmd.CodeWoundOff {
			n = -n
		}
		if last == nil {
			return 0, false
		}
		last.Fx.Hits = append(last.Fx.Hits, hit{Hero: hero, Card: card, N: n})
		if last.Fx.Target < 0 && (last.Kind == StepTrap || last.Kind == StepBolt || last.Kind == StepHeal && !last.Fx.Hero) {
			last.Fx.Hero, last.Fx.Target = hero, card
		}
		if last.Kind == StepClash {
			last.Fx.Land[0] = ev.Arg(2)
		}
	case hmd.CodeSlain:
		s.Kind, s.Card, s.Fx.Hero, s.Fx.Target = StepDie, int(card), hero, card
		return dieTicks, true
	case hmd.CodeLevelled:
		s.Kind, s.Card, s.Fx.Hero, s.Fx.Target = StepLevel, ev.Arg(0), true, int8(ev.Arg(0))
		return levelTicks, true
	}
	return 0, false
}

// isBlow reports whether ev is one of the engine's blow events.
func isBlow(ev engine.Event) bool { return ev.Kind == engine.EvGame && hmd.IsBlow(ev.Code) }

// startCombat works out, from the fight as shown when step s starts, where
// a fired trap lay on the floor.
func (q *Queue) startCombat(s *Step) {
	if s.Kind != StepTrap {
		return
	}
	if f := int(q.Shown.Front) - 1; f >= 0 && f < hmd.NumFloors {
		s.Fx.Trap = max(0, slices.Index(q.Shown.Floors[f].Traps, int8(s.Card)))
	}
}

// landCombat puts what combat step s did on the fight as shown.
func (q *Queue) landCombat(s *Step) {
	st := q.own()
	fi := &st.Fight
	fi.Heroes, fi.Monsters = slices.Clone(fi.Heroes), slices.Clone(fi.Monsters)
	for _, h := range s.Fx.Hits {
		if f := fighter(fi, h.Hero, h.Card); f != nil {
			f.Wounds = max(0, f.Wounds+int8(h.N))
		}
	}
	switch s.Kind {
	case StepTrap:
		if f := int(st.Front) - 1; f >= 0 && f < hmd.NumFloors {
			tr := st.Floors[f].Traps
			if i := trapAt(tr, s.Fx.Trap, int8(s.Card)); i >= 0 {
				st.Floors[f].Traps = slices.Delete(slices.Clone(tr), i, i+1)
			}
		}
	case StepDie:
		gone := func(f hmd.Fighter) bool { return f.Card == s.Fx.Target }
		if s.Fx.Hero {
			fi.Heroes = slices.DeleteFunc(fi.Heroes, gone)
			break
		}
		fi.Monsters = slices.DeleteFunc(fi.Monsters, gone)
		// A killed monster leaves its owner too (the engine's
		// monstersDead), or the "not sent" row would show it.
		if len(st.Ring) > 0 {
			d := st.Defender()
			st.Seats[d].Monsters = slices.DeleteFunc(slices.Clone(st.Seats[d].Monsters), func(m int8) bool { return m == s.Fx.Target })
		}
	case StepLevel:
		if f := fighter(fi, true, s.Fx.Target); f != nil {
			f.LevelUp = true
		}
	}
}

// fighter is the fight's card c on one side, or nil.
func fighter(fi *hmd.Fight, hero bool, c int8) *hmd.Fighter {
	side := fi.Monsters
	if hero {
		side = fi.Heroes
	}
	if i := slices.IndexFunc(side, func(f hmd.Fighter) bool { return f.Card == c }); i >= 0 {
		return &side[i]
	}
	return nil
}

// trapAt is the place of trap kind k on a floor: place i if it is there,
// else its first copy (-1: gone).
func trapAt(traps []int8, i int, k int8) int {
	if i >= 0 && i < len(traps) && traps[i] == k {
		return i
	}
	return slices.Index(traps, k)
}

// combat reports the steps this file makes.
func (k StepKind) combat() bool { return k >= StepTrap && k <= StepLevel }
