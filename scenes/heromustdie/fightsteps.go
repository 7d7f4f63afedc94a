package heromustdie

import (
	"fmt"
	"slices"
	"strings"

	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// The combat's own steps (spec §10): a trap fired at a hero, the range
// volley, the melee clash, a magic bolt, a heal, a card dying and a
// level-up marker. They come from the engine's sentences and from the
// action and the state before it, in the order the engine told them; each
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
// of one; it reports the step's length at normal speed. The cards are
// named in the sentences: a decision with one answer plays itself, so one
// action may give several magic wounds or fire several traps.
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
		if _, after, ok := strings.Cut(text, "): the "); ok {
			if i := strings.LastIndex(after, " takes "); i >= 0 {
				_, _ = fmt.Sscanf(after[i:], " takes %d wounds", &s.Fx.Land[0])
			}
		}
		return clashTicks, true
	case strings.Contains(text, " a magic wound ("):
		if h := heroNamed(between(text, " gives the ", " a magic wound (")); h >= 0 {
			s.Kind, s.Fx.Hero, s.Fx.Target, s.Fx.Hits = StepBolt, true, h, []hit{{Hero: true, Card: h, N: 1}}
			return boltTicks, true
		}
	case strings.Contains(text, " heals a wound of the "):
		if m := monsterNamed(between(text, " heals a wound of the ", " (")); m >= 0 {
			s.Kind, s.Fx.Target, s.Fx.Hits = StepHeal, m, []hit{{Card: m, N: -1}}
			return healTicks, true
		}
	case strings.HasPrefix(text, "Healing: the heroes'"):
		var yh, healed int
		if _, err := fmt.Sscanf(text, "Healing: the heroes' %d yellow removes %d wounds", &yh, &healed); err != nil {
			return 0, false
		}
		s.Kind, s.Fx.Hero, s.Fx.Land[0] = StepHeal, true, healed
		return healTicks, true
	case strings.HasPrefix(text, "The ") && strings.HasSuffix(text, " is killed."):
		name := strings.TrimSuffix(strings.TrimPrefix(text, "The "), " is killed.")
		if h := heroNamed(name); h >= 0 {
			s.Kind, s.Fx.Hero, s.Fx.Target = StepDie, true, h
			return dieTicks, true
		}
		if m := monsterNamed(name); m >= 0 {
			s.Kind, s.Fx.Target = StepDie, m
			return dieTicks, true
		}
	case strings.HasPrefix(text, "The ") && strings.Contains(text, " gains a level-up marker"):
		if h := heroNamed(between(text, "The ", " gains a level-up marker")); h >= 0 {
			s.Kind, s.Fx.Hero, s.Fx.Target = StepLevel, true, h
			return levelTicks, true
		}
	}
	return 0, false
}

// trapStep makes s the fire of trap kind s.Card, its sentence (the next
// one) naming the hero hit and the wounds dealt.
func trapStep(s *Step, text string) {
	s.Kind, s.Fx.Hero, s.Fx.Target = StepTrap, true, -1
	_, after, ok := strings.Cut(text, " at the ")
	if !ok {
		return
	}
	name, rest, _ := strings.Cut(after, ": ")
	var w int
	if _, err := fmt.Sscanf(rest, "%d wounds", &w); err != nil {
		return
	}
	if h := heroNamed(name); h >= 0 {
		s.Fx.Target, s.Fx.Hits = h, []hit{{Hero: true, Card: h, N: w}}
	}
}

// between is the part of text after the first from and before the next
// to ("" when either is missing).
func between(text, from, to string) string {
	_, after, ok := strings.Cut(text, from)
	if !ok {
		return ""
	}
	in, _, ok := strings.Cut(after, to)
	if !ok {
		return ""
	}
	return in
}

// heroNamed and monsterNamed find a card by its printed name (-1: none).
func heroNamed(name string) int8 {
	return int8(slices.IndexFunc(hmd.Heroes[:], func(h hmd.Hero) bool { return h.Name == name }))
}

func monsterNamed(name string) int8 {
	return int8(slices.IndexFunc(hmd.Monsters[:], func(m hmd.Monster) bool { return m.Name == name }))
}

// startCombat works out, from the fight as shown when step s starts, the
// cards a volley, a clash or the heroes' healing reach.
func (q *Queue) startCombat(s *Step) {
	fi := &q.Shown.Fight
	switch {
	case s.Kind == StepTrap:
		if f := int(q.Shown.Front) - 1; f >= 0 && f < hmd.NumFloors {
			s.Fx.Trap = max(0, slices.Index(q.Shown.Floors[f].Traps, int8(s.Card)))
		}
	case s.Kind == StepVolley:
		s.Fx.Hits = append(spreadHits(fi.Monsters, false, s.Fx.Land[1]), spreadHits(fi.Heroes, true, s.Fx.Land[0])...)
	case s.Kind == StepClash && s.Fx.Th != s.Fx.Tm && len(fi.Heroes) > 0 && len(fi.Monsters) > 0:
		hero := s.Fx.Tm > s.Fx.Th
		c := fi.Monsters[0].Card
		if hero {
			c = fi.Heroes[0].Card
		}
		s.Fx.Hits = []hit{{Hero: hero, Card: c, N: s.Fx.Land[0]}}
	case s.Kind == StepHeal && s.Fx.Hero:
		left := s.Fx.Land[0]
		for _, h := range fi.Heroes {
			if n := min(left, int(h.Wounds)); n > 0 {
				s.Fx.Hits = append(s.Fx.Hits, hit{Hero: true, Card: h.Card, N: -n})
				left -= n
			}
		}
	}
}

// spreadHits puts n wounds on cards from the front, each taking what it
// has left and the rest going to the card behind (the range step).
func spreadHits(cards []hmd.Fighter, hero bool, n int) []hit {
	var out []hit
	for _, f := range cards {
		if n <= 0 {
			break
		}
		if w := min(n, int(hpOf(f, hero)-f.Wounds)); w > 0 {
			out = append(out, hit{Hero: hero, Card: f.Card, N: w})
			n -= w
		}
	}
	return out
}

// hpOf is a fighter's HP (a hero's with its level-up).
func hpOf(f hmd.Fighter, hero bool) int8 {
	if hero {
		return heroStrength(f).Max()
	}
	return hmd.Monsters[f.Card].HP()
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
