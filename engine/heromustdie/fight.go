package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// Fight is the Invasion phase's combat (§5.7–§5.11) while it runs. The
// attacking party's heroes live here during the fight (the party's own list
// is empty); the defender's monsters stay in his seat while they live, and
// Monsters refers to the same cards with their wounds.
type Fight struct {
	Active    bool      `msg:"on"`
	Party     int8      `msg:"party"`    // the attacking party
	Lineup    []int8    `msg:"lineup"`   // hero cards in party order when the fight began (§5.11 step 4)
	Heroes    []Fighter `msg:"heroes"`   // living heroes, front first (I1)
	Monsters  []Fighter `msg:"monsters"` // living defenders, front first (the first sent)
	Killed    []int8    `msg:"killed"`   // hero cards killed this invasion, in order
	Lost      []int8    `msg:"lost"`     // monster cards killed, in order
	Step      int8      `msg:"step"`     // where the invasion stands (iv* in invasion.go)
	Round     int8      `msg:"round"`    // combat round, 1..MaxRounds
	Km        int8      `msg:"km"`       // monster black at the start of this round's melee
	C         int8      `msg:"c"`        // black committed to melee this round
	S         int8      `msg:"s"`        // support points bought this round
	Th        int8      `msg:"th"`       // this round's hero melee total
	Tm        int8      `msg:"tm"`       // this round's monster melee total
	Pool      int8      `msg:"pool"`     // magic wounds or heals still to give
	Start     []int8    `msg:"start"`    // living cards and wounds when the round began (R32)
	HeroesWon bool      `msg:"hwon"`     // the result: heroes won (else the defender did)
	Penalty   int8      `msg:"penalty"`  // floor-loss penalty: 2, 3 with Traitor, 0 pardoned
}

func (f Fight) clone() Fight {
	f.Lineup = slices.Clone(f.Lineup)
	f.Heroes = slices.Clone(f.Heroes)
	f.Monsters = slices.Clone(f.Monsters)
	f.Killed = slices.Clone(f.Killed)
	f.Lost = slices.Clone(f.Lost)
	f.Start = slices.Clone(f.Start)
	return f
}

// strOf gives a card's strength: heroStr for heroes, the printed values
// for monsters (monsters never level up).
type strOf func(Fighter) Strength

func monStr(m Fighter) Strength { return Monsters[m.Card].Str }

// hp is a card's HP (its largest strength), left its HP minus its wounds.
func hp(f Fighter, str strOf) int8   { return str(f).Max() }
func left(f Fighter, str strOf) int8 { return max(0, hp(f, str)-f.Wounds) }

// total is the sum of colour c over cards.
func total(cards []Fighter, str strOf, c Colour) int {
	n := 0
	for _, f := range cards {
		n += int(str(f)[c])
	}
	return n
}

// brownLeft is a card's melee after its wounds (R27), never below 0.
func brownLeft(f Fighter, str strOf) int { return max(0, int(str(f)[Brown])-int(f.Wounds)) }

// spread puts n wounds on cards from the front, each taking up to what it
// has left and the excess carrying to the card behind (§5.8 step 1). It
// reports how many wounds landed.
func spread(cards []Fighter, str strOf, n int) int {
	used := 0
	for i := range cards {
		if n == 0 {
			break
		}
		w := min(n, int(left(cards[i], str)))
		cards[i].Wounds += int8(w)
		n -= w
		used += w
	}
	return used
}

// hit puts up to n wounds on one card; the excess is lost.
func hit(f *Fighter, str strOf, n int) int {
	w := min(n, int(left(*f, str)))
	f.Wounds += int8(w)
	return w
}

// heroesDead moves killed heroes to Killed (a step's end, R28).
func (s *State) heroesDead() {
	fi := &s.Fight
	keep := fi.Heroes[:0]
	for _, h := range fi.Heroes {
		if left(h, heroStr) > 0 {
			keep = append(keep, h)
			continue
		}
		fi.Killed = append(fi.Killed, h.Card)
		s.Ev.Game(engine.NoPlayer, CodeKilled, 1, int(h.Card))
		s.slain(true, h.Card)
	}
	fi.Heroes = keep
}

// monstersDead moves killed monsters out of the defender's seat to Lost,
// where they wait for §5.11 step 4.
func (s *State) monstersDead() {
	fi := &s.Fight
	d := &s.Seats[s.Defender()]
	keep := fi.Monsters[:0]
	for _, m := range fi.Monsters {
		if left(m, monStr) > 0 {
			keep = append(keep, m)
			continue
		}
		d.Monsters = slices.DeleteFunc(d.Monsters, func(x int8) bool { return x == m.Card })
		fi.Lost = append(fi.Lost, m.Card)
		s.Ev.Game(engine.NoPlayer, CodeKilled, 0, int(m.Card))
		s.slain(false, m.Card)
	}
	fi.Monsters = keep
}

// snapshot is the round-start state R32 compares: living cards and wounds.
func (f *Fight) snapshot() []int8 {
	out := []int8{int8(len(f.Heroes)), int8(len(f.Monsters))}
	for _, h := range f.Heroes {
		out = append(out, h.Card, h.Wounds)
	}
	for _, m := range f.Monsters {
		out = append(out, m.Card, m.Wounds)
	}
	return out
}
