package heromustdie

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
)

// The Invasion phase (§5.7): at most one combat, on the front floor, by the
// first party of the queue (R9) against the first player (R10). This file
// runs the invasion's steps and the traps (I1–I4); combat.go the rounds
// (§5.8), result.go the result (§5.11). Fight.Step says where it stands.

// Invasion steps, in Fight.Step.
const (
	ivStart     = iota // I1: the fight is set up
	ivDisarm           // I2
	ivFire             // I3
	ivSend             // I4
	ivRound            // §5.8: a round begins, step 1 range
	ivCommit           // step 2: black committed
	ivSupport          // step 3: support bought
	ivMelee            // steps 2+3 resolved
	ivMagic            // step 4
	ivHealStart        // step 5: the heroes heal
	ivHeal             // step 5: the defender heals
	ivRoundEnd         // step 6
	ivResult           // §5.11 step 1, then the branch
	ivPardon           // 2b: Pardon Me window
	ivTraitor          // 2b: Traitor window, Cur = ring index asked
	ivConquer          // 2b penalty, 2c, 2d
	ivFinish           // steps 4 and 5
)

func (s *State) stepInvasion() {
	fi := &s.Fight
	if !fi.Active {
		if len(s.Queue) == 0 {
			s.enter(PhCourt)
			return
		}
		s.beginFight()
		return
	}
	d := s.Defender()
	switch fi.Step {
	case ivDisarm:
		if s.blue() > 0 && len(s.floorTraps()) > 0 {
			s.ask(StDisarm, d)
			return
		}
		fi.Step = ivFire
	case ivFire:
		switch {
		case len(fi.Heroes) == 0:
			for _, k := range s.floorTraps() {
				s.Traps[k]++
			}
			if len(s.floorTraps()) > 0 {
				s.Ev.Game(engine.NoPlayer, CodeTrapsCleared)
			}
			s.Floors[s.Front-1].Traps = nil
			fi.Step = ivResult
		case len(s.floorTraps()) == 0:
			fi.Step = ivSend
		default:
			s.ask(StFire, d)
		}
	case ivSend:
		most, _ := roomCap(s.Floors[s.Front-1].Room)
		more := len(s.eligible()) > 0
		switch {
		case len(fi.Monsters) == 0 && !more:
			s.Ev.Game(engine.NoPlayer, CodeNoDefender, int(d), int(s.Front))
			fi.HeroesWon = true
			fi.Step = ivResult
		case more && int8(len(fi.Monsters)) < most:
			s.ask(StSend, d)
		default:
			fi.Step = ivRound
		}
	case ivRound, ivCommit, ivSupport, ivMelee, ivMagic, ivHealStart, ivHeal, ivRoundEnd:
		s.stepCombat()
	default:
		s.stepResult()
	}
}

// beginFight sets up the combat on the front floor: the party's heroes
// move into the fight in party order (I1).
func (s *State) beginFight() {
	i := s.Queue[0]
	p := &s.Parties[i]
	hs := partyOrder(slices.Clone(p.Heroes))
	p.Heroes = p.Heroes[:0]
	s.Fight = Fight{Active: true, Party: i, Heroes: hs, Step: ivDisarm}
	for _, h := range hs {
		s.Fight.Lineup = append(s.Fight.Lineup, h.Card)
	}
	s.Ev.Game(engine.NoPlayer, CodeInvasion, heroArgs([]int{int(i), int(s.Front), int(s.Defender())}, hs)...)
}

// floorTraps are the front floor's traps, left to right.
func (s *State) floorTraps() []int8 { return s.Floors[s.Front-1].Traps }

// blue is the party's disarm strength B (I2).
func (s *State) blue() int { return total(s.Fight.Heroes, heroStr, Blue) }

// disarmSets lists the legal disarm masks (I2, R21): the damage removed
// fits B and no trap left out would still fit. Traps of the same kind are
// interchangeable, so only the mask using the leftmost copies is offered.
func (s *State) disarmSets(buf []engine.Action) []engine.Action {
	traps, b := s.floorTraps(), s.blue()
	for mask := 0; mask < 1<<len(traps); mask++ {
		sum, canonical := 0, true
		for i, k := range traps {
			if mask&(1<<i) == 0 {
				continue
			}
			sum += int(Traps[k].Damage)
			if j := slices.Index(traps, k); mask&(1<<j) == 0 {
				canonical = false // an earlier copy of this kind stays
			}
		}
		if sum > b || !canonical {
			continue
		}
		maximal := true
		for i, k := range traps {
			if mask&(1<<i) == 0 && int(Traps[k].Damage) <= b-sum {
				maximal = false
				break
			}
		}
		if maximal {
			buf = append(buf, Act(KDisarm, mask))
		}
	}
	return buf
}

// targets reports the heroes trap kind k may hit (R20): those with some
// strength of its colour, else only the front-most.
func (s *State) targets(k int8) []int {
	var out []int
	for i, h := range s.Fight.Heroes {
		if heroStr(h)[Traps[k].Colour] > 0 {
			out = append(out, i)
		}
	}
	if len(out) == 0 && len(s.Fight.Heroes) > 0 {
		out = []int{0}
	}
	return out
}

// eligible are the defender's monsters that may still be sent (I4).
func (s *State) eligible() []int8 {
	_, lvl := roomCap(s.Floors[s.Front-1].Room)
	var out []int8
	for _, m := range s.Seats[s.Defender()].Monsters {
		sent := slices.ContainsFunc(s.Fight.Monsters, func(f Fighter) bool { return f.Card == m })
		if Monsters[m].Level <= lvl && !sent {
			out = append(out, m)
		}
	}
	return out
}

func (s *State) legalInvasion(buf []engine.Action) []engine.Action {
	fi := &s.Fight
	switch s.Stage {
	case StDisarm:
		return s.disarmSets(buf)
	case StFire:
		traps := s.floorTraps()
		for t, k := range traps {
			if slices.Index(traps, k) != t {
				continue // the same kind again: the same choices
			}
			for _, h := range s.targets(k) {
				buf = append(buf, Act(KFire, t*8+h))
			}
		}
	case StSend:
		for _, m := range s.eligible() {
			buf = append(buf, Act(KSend, int(m)))
		}
		if len(fi.Monsters) > 0 {
			buf = append(buf, Act(KPass, 0))
		}
	case StCommit:
		for c := 0; c <= int(fi.Km); c++ {
			buf = append(buf, Act(KCommit, c))
		}
	case StSupport:
		for n := 0; n <= s.supportCap(); n++ {
			buf = append(buf, Act(KSupport, n))
		}
	case StMagic:
		for i, h := range fi.Heroes {
			if left(h, heroStr) > 0 {
				buf = append(buf, Act(KWound, i))
			}
		}
	case StHeal:
		for i, m := range fi.Monsters {
			if m.Wounds > 0 {
				buf = append(buf, Act(KHeal, i))
			}
		}
		buf = append(buf, Act(KPass, 0))
	case StPardon, StTraitor:
		if s.holding(s.Actor, s.reactionKind()) >= 0 {
			buf = append(buf, Act(KYes, 0))
		}
		buf = append(buf, Act(KPass, 0))
	}
	return buf
}

func (s *State) doInvasion(st Stage, a engine.Action) {
	k, arg := Split(a)
	fi := &s.Fight
	p := s.Actor
	switch st {
	case StDisarm:
		s.disarm(arg)
		fi.Step = ivFire
	case StFire:
		s.fire(arg/8, arg%8)
	case StSend:
		if k == KPass {
			s.Ev.Game(engine.Player(p), CodeSendNone, int(p))
			fi.Step = ivRound
			return
		}
		fi.Monsters = append(fi.Monsters, Fighter{Card: int8(arg)})
		s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.Player(p), Card: arg, Zone: "monsters", To: "fight_monsters", Public: true})
		behind := -1 // at the front
		if len(fi.Monsters) > 1 {
			behind = int(fi.Monsters[len(fi.Monsters)-2].Card)
		}
		s.Ev.Game(engine.Player(p), CodeSend, int(p), arg, behind)
	case StCommit, StSupport, StMagic, StHeal:
		s.doCombat(st, arg, k == KPass)
	case StPardon, StTraitor:
		s.doReaction(st, k == KYes)
	}
}

// disarm removes the traps of mask to the supply (I2, R22).
func (s *State) disarm(mask int) {
	fl := &s.Floors[s.Front-1]
	var keep, gone []int8
	for i, k := range fl.Traps {
		if mask&(1<<i) != 0 {
			gone = append(gone, k)
			s.Traps[k]++
			s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.NoPlayer, Card: int(k), Zone: "floor_traps", To: "trap_supply", Public: true})
		} else {
			keep = append(keep, k)
		}
	}
	fl.Traps = keep
	s.Ev.Game(engine.NoPlayer, CodeDisarm, cardArgs([]int{s.blue()}, gone)...)
}

// fire fires trap t at hero h (I3): wounds up to the hero's HP left; a
// killed hero leaves at once, and the trap returns to the supply.
func (s *State) fire(t, h int) {
	fl := &s.Floors[s.Front-1]
	k := fl.Traps[t]
	fl.Traps = slices.Delete(fl.Traps, t, t+1)
	s.Traps[k]++
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.Player(s.Actor), Card: int(k), Zone: "floor_traps", To: "trap_supply", Public: true})
	hero := &s.Fight.Heroes[h]
	w := hit(hero, heroStr, int(Traps[k].Damage))
	s.Ev.Game(engine.Player(s.Actor), CodeFire, int(s.Actor), int(k), int(hero.Card), w, int(hero.Wounds), int(heroStr(*hero).Max()))
	s.blow(true, hero.Card, w)
	s.heroesDead()
}

// reactionKind is the plot card the open reaction window is about.
func (s *State) reactionKind() PlotKind {
	if s.Stage == StPardon {
		return PardonMe
	}
	return Traitor
}

// holding is a plot card of kind k in seat p's hand, or -1.
func (s *State) holding(p int8, k PlotKind) int8 {
	for _, c := range s.Seats[p].Hand {
		if Plots[c].Kind == k {
			return c
		}
	}
	return -1
}

// invasionWords describes the Invasion phase's actions (ActionString).
func (s *State) invasionWords(k Kind, arg int) (string, bool) {
	who := s.name(s.Actor)
	fi := &s.Fight
	switch {
	case k == KDisarm:
		var names []string
		for i, t := range s.floorTraps() {
			if arg&(1<<i) != 0 {
				names = append(names, "the "+Traps[t].Name)
			}
		}
		if len(names) == 0 {
			return who + " lets the heroes disarm nothing", true
		}
		return who + " lets the heroes disarm " + andList(names), true
	case k == KFire:
		t, h := arg/8, arg%8
		if t < len(s.floorTraps()) && h < len(fi.Heroes) {
			return fmt.Sprintf("%s fires the %s at the %s", who, Traps[s.floorTraps()[t]].Name, Heroes[fi.Heroes[h].Card].Name), true
		}
	case k == KSend && arg < len(Monsters):
		return who + " sends the " + Monsters[arg].Name + " to defend", true
	case k == KCommit:
		return fmt.Sprintf("%s commits %d black to the melee", who, arg), true
	case k == KSupport:
		return fmt.Sprintf("%s buys %d support for %d MP", who, arg, arg*SupportCost), true
	case k == KWound && arg < len(fi.Heroes):
		return who + " gives the " + Heroes[fi.Heroes[arg].Card].Name + " a magic wound", true
	case k == KHeal && arg < len(fi.Monsters):
		return who + " heals a wound of the " + Monsters[fi.Monsters[arg].Card].Name, true
	case k == KPass && s.Stage == StSend:
		return who + " sends no more monsters", true
	case k == KPass && s.Stage == StHeal:
		return who + " stops healing", true
	case k == KYes && s.Stage == StPardon:
		return who + " plays Pardon Me", true
	case k == KYes && s.Stage == StTraitor:
		return who + " plays Traitor", true
	}
	return "", false
}
