package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// Combat rounds (§5.8). Each step is simultaneous: both sides' outputs come
// from the state at the step's start, and killed cards leave at its end
// (R28). The combat ends after any step that empties a side; both empty is
// a defender's win (R31).

func (s *State) stepCombat() {
	fi := &s.Fight
	d := s.Defender()
	switch fi.Step {
	case ivRound:
		fi.Round++
		fi.Start = fi.snapshot()
		fi.C, fi.S, fi.Th, fi.Tm, fi.Km = 0, 0, 0, 0, 0
		s.Ev.Game(engine.NoPlayer, CodeRound, fighterArgs(fighterArgs([]int{int(fi.Round), len(fi.Heroes)}, fi.Heroes), fi.Monsters)...)
		s.rangeStep()
		if s.combatOver() {
			return
		}
		fi.Th = int8(brownLeft(fi.Heroes[0], heroStr) + total(fi.Heroes, heroStr, Black))
		fi.Km = int8(total(fi.Monsters, monStr, Black))
		s.Ev.Game(engine.NoPlayer, CodeMeleeTotal, int(fi.Th), int(fi.Heroes[0].Card), brownLeft(fi.Heroes[0], heroStr), total(fi.Heroes, heroStr, Black), int(fi.Km))
		fi.Step = ivCommit
	case ivCommit:
		if fi.Km > 0 {
			s.ask(StCommit, d)
			return
		}
		fi.Step = ivSupport
	case ivSupport:
		if s.supportCap() > 0 {
			s.ask(StSupport, d)
			return
		}
		fi.Step = ivMelee
	case ivMelee:
		s.melee()
		if s.combatOver() {
			return
		}
		fi.Pool = int8(min(int(fi.Km-fi.C), total(fi.Monsters, monStr, Black))) // R63
		if fi.Pool > 0 {
			s.Ev.Game(engine.NoPlayer, CodeMagicPool, int(fi.Pool))
		}
		fi.Step = ivMagic
	case ivMagic:
		if fi.Pool > 0 && slices.ContainsFunc(fi.Heroes, func(h Fighter) bool { return left(h, heroStr) > 0 }) {
			s.ask(StMagic, d)
			return
		}
		fi.Pool = 0
		s.heroesDead()
		if s.combatOver() {
			return
		}
		fi.Step = ivHealStart
	case ivHealStart:
		s.healHeroes()
		fi.Pool = int8(total(fi.Monsters, monStr, Yellow))
		fi.Step = ivHeal
	case ivHeal:
		if fi.Pool > 0 && slices.ContainsFunc(fi.Monsters, func(m Fighter) bool { return m.Wounds > 0 }) {
			s.ask(StHeal, d)
			return
		}
		fi.Pool = 0
		fi.Step = ivRoundEnd
	case ivRoundEnd:
		switch {
		case slices.Equal(fi.snapshot(), fi.Start):
			s.Ev.Game(engine.NoPlayer, CodeStalemate, int(fi.Round), int(d))
			fi.HeroesWon, fi.Step = false, ivResult
		case fi.Round >= MaxRounds:
			s.Ev.Game(engine.NoPlayer, CodeRoundsOut, int(fi.Round), int(d))
			fi.HeroesWon, fi.Step = false, ivResult
		default:
			fi.Step = ivRound
		}
	}
}

// supportCap is the most support points the defender may buy this round:
// his current VP, and what his MP pays for (§5.8 step 3, R29).
func (s *State) supportCap() int {
	q := &s.Seats[s.Defender()]
	return min(int(q.VP), int(q.MP)/SupportCost)
}

func (s *State) doCombat(st Stage, arg int, pass bool) {
	fi := &s.Fight
	p := s.Actor
	switch st {
	case StCommit:
		fi.C = int8(arg)
		s.Ev.Game(engine.Player(p), CodeCommit, int(p), arg, int(fi.Km))
		fi.Step = ivSupport
	case StSupport:
		fi.S = int8(arg)
		s.Seats[p].MP -= int16(arg * SupportCost)
		s.Ev.Game(engine.Player(p), CodeSupport, int(p), arg, arg*SupportCost)
		fi.Step = ivMelee
	case StMagic:
		h := &fi.Heroes[arg]
		w := hit(h, heroStr, 1)
		fi.Pool--
		s.Ev.Game(engine.Player(p), CodeMagic, int(p), int(h.Card), int(h.Wounds), int(heroStr(*h).Max()))
		s.blow(true, h.Card, w)
	case StHeal:
		if pass {
			fi.Pool = 0
			fi.Step = ivRoundEnd
			return
		}
		m := &fi.Monsters[arg]
		m.Wounds--
		fi.Pool--
		s.Ev.Game(engine.Player(p), CodeHeal, int(p), int(m.Card), int(m.Wounds))
		s.blow(false, m.Card, -1)
	}
}

// rangeStep is step 1: each side's green, from the front, carrying over.
func (s *State) rangeStep() {
	fi := &s.Fight
	gh, gm := total(fi.Heroes, heroStr, Green), total(fi.Monsters, monStr, Green)
	if gh == 0 && gm == 0 {
		return
	}
	bh, bm := woundsOf(fi.Heroes), woundsOf(fi.Monsters)
	wm := spread(fi.Monsters, monStr, gh)
	wh := spread(fi.Heroes, heroStr, gm)
	s.Ev.Game(engine.NoPlayer, CodeRange, gh, wm, gm, wh)
	s.blowsSince(false, fi.Monsters, bm)
	s.blowsSince(true, fi.Heroes, bh)
	s.heroesDead()
	s.monstersDead()
}

// melee resolves steps 2 and 3: the greater total wounds the other side's
// front card by the difference; the excess is lost; a tie does nothing.
func (s *State) melee() {
	fi := &s.Fight
	front := fi.Monsters[0]
	fi.Tm = int8(brownLeft(front, monStr)) + fi.C + fi.S
	clash := func(w int) {
		s.Ev.Game(engine.NoPlayer, CodeMelee, int(fi.Th), int(fi.Tm), int(front.Card), brownLeft(front, monStr),
			int(fi.C), int(fi.S), int(fi.Heroes[0].Card), w)
	}
	switch {
	case fi.Th > fi.Tm:
		w := hit(&fi.Monsters[0], monStr, int(fi.Th-fi.Tm))
		clash(w)
		s.blow(false, front.Card, w)
	case fi.Tm > fi.Th:
		w := hit(&fi.Heroes[0], heroStr, int(fi.Tm-fi.Th))
		clash(w)
		s.blow(true, fi.Heroes[0].Card, w)
	default:
		clash(0)
	}
	s.heroesDead()
	s.monstersDead()
}

// healHeroes is the heroes' half of step 5: their yellow removes wounds
// from the front-most wounded hero first (R30).
func (s *State) healHeroes() {
	fi := &s.Fight
	yh := total(fi.Heroes, heroStr, Yellow)
	before := woundsOf(fi.Heroes)
	healed := 0
	for i := range fi.Heroes {
		h := min(yh-healed, int(fi.Heroes[i].Wounds))
		fi.Heroes[i].Wounds -= int8(h)
		healed += h
	}
	if healed > 0 {
		s.Ev.Game(engine.NoPlayer, CodeHeroesHeal, fighterArgs([]int{yh, healed}, fi.Heroes)...)
		s.blowsSince(true, fi.Heroes, before)
	}
}

// combatOver ends the combat when a side is empty (both: defender, R31).
func (s *State) combatOver() bool {
	fi := &s.Fight
	if len(fi.Heroes) > 0 && len(fi.Monsters) > 0 {
		return false
	}
	fi.HeroesWon = len(fi.Heroes) > 0
	fi.Step = ivResult
	switch {
	case fi.HeroesWon:
		s.Ev.Game(engine.NoPlayer, CodeHeroesWin)
	case len(fi.Monsters) == 0:
		s.Ev.Game(engine.NoPlayer, CodeBothDead, int(s.Defender()))
	default:
		s.Ev.Game(engine.NoPlayer, CodeHeroesDead, int(s.Defender()))
	}
	return true
}
