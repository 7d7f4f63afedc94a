package heromustdie

import (
	"fmt"
	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// The combat's own steps (spec §10): a trap fired at a hero, the range
// volley, the melee clash, a magic bolt, a heal, a card dying and a
// level-up marker. They come from the engine's events, in the order it told
// them: its sentences name the steps and their numbers, its blow events
// every wound, heal, death and level-up; each
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
// of one, and reports the step's length at normal speed. The sentence gives
// the step's kind and the numbers it shows (a volley's shots, the clash's
// totals); the blow events after it (blowStep) say which cards it wounds,
// heals or kills. A decision with one answer plays itself, so one action
// may hold several magic wounds or trap fires.
func combatStep(s *Step, text string) (int, bool) {
	s.Fx.Target = -1
	switch {
	case strings.HasPrefix(text, "Range: the heroes shoot"):
		var gh, wm, gm, wh int
		if _, err := fmt.Sscanf(text, "Range: the heroes shoot %d (%d wounds land), the monsters %d (%d land).", &gh, &wm, &gm, &wh); err != nil {
			return 0, false
		}
		s.Kind, s.Fx.Th, s.Fx.Tm, s.Fx.Land = StepVolley, gh, gm, [2]int{wh, wm}
		return volleyTicks, true
	case strings.HasPrefix(text, "Melee: heroes "):
		var th, tm int
		if _, err := fmt.Sscanf(text, "Melee: heroes %d against monsters %d", &th, &tm); err != nil {
			return 0, false
		}
		s.Kind, s.Fx.Th, s.Fx.Tm = StepClash, th, tm
		s.Fx.C, s.Fx.S = numberAfter(text, " + black "), numberAfter(text, " + support ")
		return clashTicks, true
	case strings.Contains(text, " a magic wound ("):
		s.Kind, s.Fx.Hero = StepBolt, true
		return boltTicks, true
	case strings.Contains(text, " heals a wound of the "):
		s.Kind = StepHeal
		return healTicks, true
	case strings.HasPrefix(text, "Healing: the heroes'"):
		s.Kind, s.Fx.Hero = StepHeal, true
		return healTicks, true
	}
	return 0, false
}

// numberAfter is the number that follows key in text (0 if none).
func numberAfter(text, key string) int {
	_, after, ok := strings.Cut(text, key)
	n := 0
	if ok {
		_, _ = fmt.Sscanf(after, "%d", &n)
	}
	return n
}

// blowStep reads a blow event of the engine (engine/heromustdie/blows.go).
// A wound or heal goes on the combat step it belongs to, the last one made
// (nil: none), which it also aims when that step has one target; a death or
// a level-up is a step of its own, made in s, whose length it reports.
func blowStep(ev engine.Event, last, s *Step) (int, bool) {
	switch {
	case ev.Zone == hmd.ZoneWounds || ev.To == hmd.ZoneWounds:
		hero := ev.To == hmd.ZoneHeroWounds || ev.Zone == hmd.ZoneHeroWounds
		n := ev.Face
		if ev.To == hmd.ZoneWounds {
			n = -n
		}
		if last == nil {
			return 0, false
		}
		last.Fx.Hits = append(last.Fx.Hits, hit{Hero: hero, Card: int8(ev.Card), N: n})
		if last.Fx.Target < 0 && (last.Kind == StepTrap || last.Kind == StepBolt || last.Kind == StepHeal && !last.Fx.Hero) {
			last.Fx.Hero, last.Fx.Target = hero, int8(ev.Card)
		}
		if last.Kind == StepClash {
			last.Fx.Land[0] = ev.Face
		}
	case ev.To == hmd.ZoneKilled:
		s.Kind, s.Fx.Hero, s.Fx.Target = StepDie, ev.Zone == hmd.ZoneHeroFight, int8(ev.Card)
		return dieTicks, true
	case ev.Zone == hmd.ZoneLevelUps:
		s.Kind, s.Fx.Hero, s.Fx.Target = StepLevel, true, int8(ev.Card)
		return levelTicks, true
	}
	return 0, false
}

// isBlow reports whether ev is one of the engine's blow events.
func isBlow(ev engine.Event) bool {
	switch {
	case ev.Kind != engine.EvMove:
		return false
	case ev.Zone == hmd.ZoneWounds, ev.To == hmd.ZoneWounds, ev.To == hmd.ZoneKilled, ev.Zone == hmd.ZoneLevelUps:
		return true
	}
	return false
}

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
		} else {
			fi.Monsters = slices.DeleteFunc(fi.Monsters, gone)
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
