package heromustdie

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
)

// Hiring (§5.6, R54): a Monster pit box hires at most one monster, from
// the monster row when the hirer owns a monster of its family at that
// moment, or from the pool with no such need.

// ownsFamily reports whether seat p owns a monster of family f.
func (s *State) ownsFamily(p int8, f Family) bool {
	return slices.ContainsFunc(s.Seats[p].Monsters, func(m int8) bool { return Monsters[m].Family == f })
}

// legalHire lists the monsters seat p may hire now.
func (s *State) legalHire(p int8, buf []engine.Action) []engine.Action {
	for _, m := range s.MonsterRow {
		if s.ownsFamily(p, Monsters[m].Family) && s.canPay(p, Monsters[m].Cost) {
			buf = append(buf, Act(KMonster, int(m)))
		}
	}
	for _, m := range s.MonsterPool {
		if s.canPay(p, Monsters[m].Cost) {
			buf = append(buf, Act(KMonster, int(m)))
		}
	}
	return buf
}

// doHire pays for monster arg and takes it from the row (not refilled this
// turn) or the pool; KPass hires nothing.
func (s *State) doHire(p int8, k Kind, arg int) {
	if k != KMonster {
		s.Ev.Game(engine.Player(p), CodeHireNone, int(p))
		return
	}
	m := int8(arg)
	from := "monster_row"
	if i := slices.Index(s.MonsterRow, m); i >= 0 {
		s.MonsterRow = slices.Delete(s.MonsterRow, i, i+1)
	} else {
		from = "monster_pool"
		s.MonsterPool = slices.DeleteFunc(s.MonsterPool, func(x int8) bool { return x == m })
	}
	s.pay(p, Monsters[m].Cost)
	s.Seats[p].Monsters = append(s.Seats[p].Monsters, m)
	s.Ev.Add(engine.Event{Kind: engine.EvMove, Player: engine.Player(p), Card: arg, Zone: from, To: "monsters", Public: true})
	s.Ev.Game(engine.Player(p), CodeHire, int(p), int(m))
}

// hireWords describes a Monster pit answer.
func (s *State) hireWords(who string, k Kind, arg int) string {
	if k == KMonster && arg < len(Monsters) {
		return fmt.Sprintf("%s hires the %s (%s)", who, Monsters[arg].Name, costWords(Monsters[arg].Cost))
	}
	return who + " hires no monster at " + boxName(int(s.Cur)) // one of two boxes, maybe
}
