package heromustdie

import (
	"slices"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
)

// Change is what an action changed on the table that no step carried,
// shown as the board takes the new position (spec §10): VP markers slide
// along the track, resources gained or spent rise from the panels, party
// tokens hop to their new places, goblins go home, wounded cards flash and
// killed ones fade, a conquered floor's overlay fades in.
type Change struct {
	Start, Dur int
	VP         []VPMove
	Gains      []Gain
	Hops       []Hop
	Goblins    []Goblin // goblins going home
	Hurt       []Hurt   // fight cards whose wounds changed
	Fallen     []Fallen // fight cards killed
	Conquered  []int    // floors conquered by this change
}

// VPMove is a seat's VP marker sliding.
type VPMove struct{ Seat, From, To int }

// Gain is what a seat's resources changed by.
type Gain struct{ Seat, Gold, Slaves, MP int }

// Hop is a party token moving on.
type Hop struct {
	Party    int
	From, To layout.Rect
}

// Goblin is a goblin leaving box Box.
type Goblin struct{ Box, Seat int }

// Hurt is a fight card whose wounds changed by Delta (negative: healed).
type Hurt struct {
	Hero  bool
	Index int // in the new line
	Delta int
}

// Fallen is a fight card killed, where it stood.
type Fallen struct {
	Sprite string
	Rect   layout.Rect
}

// Diff compares the table before and after, the change showing from tick
// start for dur ticks.
func Diff(before, after *hmd.State, start, dur int) *Change {
	c := &Change{Start: start, Dur: dur}
	if before == nil || after == nil || len(before.Seats) != len(after.Seats) {
		return c
	}
	for p := range after.Seats {
		b, a := &before.Seats[p], &after.Seats[p]
		if b.VP != a.VP {
			c.VP = append(c.VP, VPMove{Seat: p, From: int(b.VP), To: int(a.VP)})
		}
		if g := (Gain{Seat: p, Gold: int(a.Gold - b.Gold), Slaves: int(a.Slaves - b.Slaves), MP: int(a.MP - b.MP)}); g.Gold != 0 || g.Slaves != 0 || g.MP != 0 {
			c.Gains = append(c.Gains, g)
		}
	}
	for i := range hmd.NumParties {
		if f, t := partyRect(before, i), partyRect(after, i); f != t {
			c.Hops = append(c.Hops, Hop{Party: i, From: f, To: t})
		}
	}
	for b, o := range before.Boxes {
		if o >= 0 && after.Boxes[b] < 0 {
			c.Goblins = append(c.Goblins, Goblin{Box: b, Seat: int(o)})
		}
	}
	if before.Fight.Active && after.Fight.Active {
		c.fight(before.Fight, after.Fight)
	}
	if after.Front > before.Front && len(after.Queue) > 0 {
		for f := before.Front; f < after.Front; f++ {
			c.Conquered = append(c.Conquered, int(f))
		}
	}
	return c
}

// fight compares two moments of the same combat.
func (c *Change) fight(b, a hmd.Fight) {
	side := func(hero bool, old, now []hmd.Fighter, at func(int) layout.Rect, name func(int8) string) {
		for i, f := range now {
			if j := slices.IndexFunc(old, func(x hmd.Fighter) bool { return x.Card == f.Card }); j >= 0 && old[j].Wounds != f.Wounds {
				c.Hurt = append(c.Hurt, Hurt{Hero: hero, Index: i, Delta: int(f.Wounds - old[j].Wounds)})
			}
		}
		for j, f := range old {
			if !slices.ContainsFunc(now, func(x hmd.Fighter) bool { return x.Card == f.Card }) {
				c.Fallen = append(c.Fallen, Fallen{Sprite: name(f.Card), Rect: at(j)})
			}
		}
	}
	side(true, b.Heroes, a.Heroes, FightHero, heroSprite)
	side(false, b.Monsters, a.Monsters, FightMonster, monsterSprite)
}

// Empty reports whether nothing changed that the table animates.
func (c *Change) Empty() bool {
	return c == nil || len(c.VP)+len(c.Gains)+len(c.Hops)+len(c.Goblins)+len(c.Hurt)+len(c.Fallen)+len(c.Conquered) == 0
}

// At is how far the change has gone at tick now, 0 to 1.
func (c *Change) At(now int) float64 {
	if c == nil {
		return 1
	}
	return tween.Progress(now, c.Start, c.Dur)
}

// Hopping reports whether party i hops in the change under way at now.
func (c *Change) Hopping(i, now int) (Hop, bool) {
	if c == nil || c.At(now) >= 1 {
		return Hop{}, false
	}
	for _, h := range c.Hops {
		if h.Party == i {
			return h, true
		}
	}
	return Hop{}, false
}

// VPOf is where seat p's VP marker is at now: a cell, and how far toward
// the next one it has slid (from and to differ while it moves).
func (c *Change) VPOf(p, vp, now int) (from, to int, t float64) {
	if c != nil && c.At(now) < 1 {
		for _, m := range c.VP {
			if m.Seat == p {
				return m.From, m.To, tween.InOutCubic(c.At(now))
			}
		}
	}
	return vp, vp, 1
}
