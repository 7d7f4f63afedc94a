package heromustdie

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
)

// invariants are what must hold after every step (issue 5).
func invariants(s *State) error {
	if err := cardsOnce(s); err != nil {
		return err
	}
	for p := range s.Seats {
		q := &s.Seats[p]
		if q.Gold < 0 || q.Slaves < 0 || q.MP < 0 {
			return fmt.Errorf("seat %d has negative resources %d/%d/%d", p, q.Gold, q.Slaves, q.MP)
		}
		if q.VP < 0 || q.VP > MaxVP {
			return fmt.Errorf("seat %d has %d VP", p, q.VP)
		}
		inRing := slices.Contains(s.Ring, int8(p))
		if q.Out == inRing && s.Phase != PhSetup {
			return fmt.Errorf("seat %d: out %v but in the ring %v", p, q.Out, inRing)
		}
		if !s.Over && s.Phase != PhSetup && q.VP == 0 && !q.Out && s.Stage != StNone {
			return fmt.Errorf("seat %d is at 0 VP but still in the game at %v", p, s.Stage)
		}
		boxes := 0
		for _, o := range s.Boxes {
			if o == int8(p) {
				boxes++
			}
		}
		if q.Out && boxes > 0 {
			return fmt.Errorf("seat %d is out but has %d goblins on the board", p, boxes)
		}
		if s.Phase == PhPlanning && int8(boxes) > s.Allowance(int8(p)) {
			return fmt.Errorf("seat %d placed %d goblins, allowance %d", p, boxes, s.Allowance(int8(p)))
		}
	}
	if s.Front < 1 || s.Front > NumFloors {
		return fmt.Errorf("front floor %d", s.Front)
	}
	if len(s.Queue) == 0 && s.Front != 1 && !s.Fight.Active {
		return fmt.Errorf("no party in the dungeon but floors 1..%d conquered", s.Front-1)
	}
	for f := range s.Floors {
		fl := &s.Floors[f]
		if fl.Buildings() > MaxBuildings {
			return fmt.Errorf("floor %d has %d buildings", f+1, fl.Buildings())
		}
		if fl.Room != 0 && (fl.Room < 3 || fl.Room > 5) {
			return fmt.Errorf("floor %d has a room of size %d", f+1, fl.Room)
		}
	}
	for i, p := range s.Parties {
		inQ := slices.Contains(s.Queue, int8(i))
		if inQ != (p.Where == InDungeon) {
			return fmt.Errorf("party %d is at %d but queued %v", i+1, p.Where, inQ)
		}
	}
	return nil
}

// cardsOnce checks that every card and trap token is in exactly one place.
func cardsOnce(s *State) error {
	count := func(what string, n int, places ...[]int8) error {
		seen := make([]int, n)
		for _, pl := range places {
			for _, c := range pl {
				if c < 0 || int(c) >= n {
					return fmt.Errorf("%s card %d out of range", what, c)
				}
				seen[c]++
			}
		}
		for c, k := range seen {
			if k != 1 {
				return fmt.Errorf("%s card %d is in %d places", what, c, k)
			}
		}
		return nil
	}
	var heroes, mons, plots []int8
	heroes = append(heroes, s.HeroDeck...)
	for _, p := range s.Parties {
		for _, h := range p.Heroes {
			heroes = append(heroes, h.Card)
		}
	}
	for _, h := range s.Fight.Heroes {
		heroes = append(heroes, h.Card)
	}
	heroes = append(heroes, s.Fight.Killed...)
	mons = append(append(append(mons, s.MonsterRow...), s.MonsterPool...), s.MonsterDeck...)
	mons = append(mons, s.Fight.Lost...)
	plots = append(append(append(plots, s.PlotDeck...), s.PlotDisc...), s.Tmp...)
	for _, q := range s.Seats {
		mons = append(mons, q.Monsters...)
		plots = append(append(plots, q.Hand...), q.Trophies...)
	}
	if err := count("hero", len(Heroes), heroes); err != nil {
		return err
	}
	if err := count("monster", len(Monsters), mons); err != nil {
		return err
	}
	if err := count("plot", len(Plots), plots); err != nil {
		return err
	}
	events := slices.Clone(s.EvDisc)
	for _, sl := range s.Slots {
		for _, e := range sl {
			if e >= 0 {
				events = append(events, e)
			}
		}
	}
	if s.Drawn >= 0 {
		events = append(events, s.Drawn)
	}
	if err := count("event", len(Events), events); err != nil {
		return err
	}
	var traps [NumTraps]int8
	for _, f := range s.Floors {
		for _, t := range f.Traps {
			traps[t]++
		}
	}
	for k := range traps {
		if traps[k]+s.Traps[k] != TrapCopies {
			return fmt.Errorf("trap %s: %d built + %d in supply", Traps[k].ID, traps[k], s.Traps[k])
		}
	}
	return nil
}

// stepChecks are rules about single steps.
func stepChecks(before, after engine.State, a engine.Action) error {
	b, s := before.(*State), after.(*State)
	if s.Turn < b.Turn {
		return fmt.Errorf("the turn went back from %d to %d", b.Turn, s.Turn)
	}
	for p := range s.Seats {
		if b.Seats[p].Out && !s.Seats[p].Out {
			return fmt.Errorf("seat %d came back into the game", p)
		}
	}
	return nil
}
