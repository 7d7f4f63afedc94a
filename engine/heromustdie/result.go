package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// The combat result (§5.11): kill VP, then the heroes' conquest with the
// Pardon Me and Traitor windows (R42, R44), or the party driven off; the
// dead go home and elimination is checked last (R35).

// Floor-loss penalties (§5.11 2b).
const (
	FloorPenalty   = 2 // VP lost with a floor
	TraitorPenalty = 3 // when another player plays Traitor
)

func (s *State) stepResult() {
	fi := &s.Fight
	d := s.Defender()
	switch fi.Step {
	case ivResult:
		levels := 0
		for _, h := range fi.Killed {
			levels += int(Heroes[h].Level)
		}
		if vp := levels / 2; vp > 0 { // R36: printed levels, traps included
			s.addVP(d, vp)
			s.Ev.Game(engine.Player(d), CodeKillVP, int(d), levels, vp, int(s.Seats[d].VP))
		}
		if !fi.HeroesWon {
			s.driveOff()
			fi.Step = ivFinish
			return
		}
		if s.Front == NumFloors { // R39
			s.end(CodeDungeonFalls, nil)
			return
		}
		fi.Penalty, fi.Step = FloorPenalty, ivPardon
	case ivPardon:
		s.ask(StPardon, d)
	case ivTraitor:
		if int(s.Cur) < len(s.Ring) {
			s.ask(StTraitor, s.Ring[s.Cur])
			return
		}
		fi.Step = ivConquer
	case ivConquer:
		s.conquer()
		fi.Step = ivFinish
	case ivFinish:
		s.finishFight()
	}
}

// doReaction answers the Pardon Me or Traitor window. Passing is not
// announced (§7).
func (s *State) doReaction(st Stage, yes bool) {
	fi := &s.Fight
	switch {
	case st == StPardon && yes:
		s.playReaction(s.Actor, PardonMe)
		s.Ev.Game(engine.Player(s.Actor), CodePardon, int(s.Actor))
		fi.Penalty, fi.Step = 0, ivConquer
	case st == StPardon:
		s.Cur, fi.Step = 1, ivTraitor // the others, in ring order after the defender
	case yes:
		s.playReaction(s.Actor, Traitor)
		s.Ev.Game(engine.Player(s.Actor), CodeTraitor, int(s.Actor), int(s.Defender()), TraitorPenalty, FloorPenalty)
		fi.Penalty, fi.Step = TraitorPenalty, ivConquer
	default:
		s.Cur++
	}
}

// playReaction discards seat p's card of kind k face up.
func (s *State) playReaction(p int8, k PlotKind) {
	c := s.holding(p, k)
	q := &s.Seats[p]
	q.Hand = slices.DeleteFunc(q.Hand, func(x int8) bool { return x == c })
	s.PlotDisc = append(s.PlotDisc, c)
	s.PlotKnown[c] = allSeats
	s.Ev.Add(engine.Event{Kind: engine.EvReveal, Player: engine.Player(p), Card: int(c), Zone: engine.ZoneHand, To: "plot_discard", Public: true})
}

// conquer is §5.11 2b–2d: the penalty, the room torn down, the queue one
// floor down, a level-up marker and the heroes' wounds gone.
func (s *State) conquer() {
	fi := &s.Fight
	d := s.Defender()
	if fi.Penalty > 0 {
		s.addVP(d, -int(fi.Penalty))
		s.Ev.Game(engine.Player(d), CodeFloorLoss, int(d), int(fi.Penalty), int(s.Seats[d].VP))
	}
	fl := &s.Floors[s.Front-1]
	if fl.Room > 0 {
		s.Ev.Game(engine.NoPlayer, CodeTornDown, int(fl.Room), int(s.Front))
		fl.Room = 0
	}
	best := -1 // R24: highest level without a marker, ties front-most
	for i, h := range fi.Heroes {
		if !h.LevelUp && (best < 0 || Heroes[h.Card].Level > Heroes[fi.Heroes[best].Card].Level) {
			best = i
		}
	}
	if best >= 0 {
		h := &fi.Heroes[best]
		h.LevelUp = true
		s.Ev.Game(engine.NoPlayer, CodeLevelUp, int(h.Card), int(heroStr(*h).Max()))
		s.levelled(h.Card)
	}
	for i := range fi.Heroes {
		fi.Heroes[i].Wounds = 0
	}
	s.Parties[fi.Party].Heroes = slices.Clone(fi.Heroes)
	fi.Heroes = fi.Heroes[:0]
	s.Front++
	s.Ev.Game(engine.NoPlayer, CodeConquered, int(s.Front-1), int(s.Front), int(d))
}

// driveOff is §5.11 step 3: the monsters' wounds go and the party leaves
// the dungeon with whoever survived a retreat.
func (s *State) driveOff() {
	fi := &s.Fight
	for i := range fi.Monsters {
		fi.Monsters[i].Wounds = 0
	}
	p := &s.Parties[fi.Party]
	p.Heroes = slices.Clone(fi.Heroes)
	fi.Heroes = fi.Heroes[:0]
	s.Ev.Game(engine.NoPlayer, CodeDrivenOff, int(fi.Party))
	s.leaveDungeon(int(fi.Party))
}

// finishFight is §5.11 steps 4 and 5: killed heroes under the hero deck in
// party order, killed monsters home (R38), then elimination.
func (s *State) finishFight() {
	fi := &s.Fight
	killed := slices.Clone(fi.Killed)
	slices.SortFunc(killed, func(a, b int8) int { return slices.Index(fi.Lineup, a) - slices.Index(fi.Lineup, b) })
	for _, h := range killed {
		s.HeroDeck = append(s.HeroDeck, h)
		s.HeroSeen++
		s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.NoPlayer, Card: int(h), Zone: "fight_heroes", To: "hero_deck", Public: true})
	}
	for _, m := range fi.Lost {
		s.monsterHome(m)
		to := "monster_pool"
		if Monsters[m].Level > 2 {
			to = "monster_deck"
		}
		s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.NoPlayer, Card: int(m), Zone: "fight_monsters", To: to, Public: true})
	}
	s.Fight = Fight{}
	if !s.checkOut() {
		s.enter(PhCourt)
	}
}
