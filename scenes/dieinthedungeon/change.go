package dieinthedungeon

import (
	"slices"
	"strings"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/tween"
)

// Change is what an action changed on the table, shown as the board takes
// the new position (spec §10): a slot that lost value flashes, one that
// gained glows, a die that changed type puffs, the Time die ticks down,
// heroes who left slide out of the party (grey if they fled) and new ones
// slide in.
type Change struct {
	Start, Dur int
	Slots      []SlotChange
	Left       []Leaver
	Joined     []int // indices into the final party
	Combat     bool  // a Combat began
}

// SlotChange is one die of one creature's board that changed.
type SlotChange struct {
	Player   int
	Slot     dd.Slot
	Old, New dd.BoardDie
}

// Lost reports a loss of value; Swapped a new die type.
func (c SlotChange) Lost() bool    { return c.New.Value < c.Old.Value }
func (c SlotChange) Swapped() bool { return c.New.Type != c.Old.Type }

// Leaver is a party member who left: where it lay in the old party.
type Leaver struct {
	Member dd.Member
	Index  int // in the old party
	Of     int // the old party's size
	Fled   bool
}

// Diff compares the table before and after, the change showing from tick
// start for dur ticks. fled are the members who fled (they leave grey).
func Diff(before, after *dd.State, start, dur int, fled ...dd.Member) *Change {
	c := &Change{Start: start, Dur: dur}
	if before == nil || after == nil {
		return c
	}
	for p := range min(len(before.Mons), len(after.Mons)) {
		ob, nb := before.Mons[p].Board, after.Mons[p].Board
		if before.Mons[p].Layout < 0 {
			continue // the dice were just placed
		}
		for s := range dd.Slot(dd.NumSlots) {
			if ob[s] != nb[s] {
				c.Slots = append(c.Slots, SlotChange{Player: p, Slot: s, Old: ob[s], New: nb[s]})
			}
		}
	}
	bp, ap := before.Combat.Party, after.Combat.Party
	c.Combat = !before.Combat.On && after.Combat.On
	kept := make([]bool, len(ap))
	j := 0
	for i, m := range bp {
		// Members leave from anywhere and join at the end, so the old
		// party is matched against the new one in order.
		if j < len(ap) && sameMember(m, ap[j]) {
			kept[j] = true
			j++
			continue
		}
		isFled := slices.ContainsFunc(fled, func(f dd.Member) bool { return sameMember(f, m) })
		c.Left = append(c.Left, Leaver{Member: m, Index: i, Of: len(bp), Fled: isFled})
	}
	for i := range ap {
		if !kept[i] {
			c.Joined = append(c.Joined, i)
		}
	}
	return c
}

// sameMember reports whether two members are the same card (hits aside).
func sameMember(a, b dd.Member) bool {
	return a.Kind == b.Kind && a.Hero == b.Hero && a.Epic == b.Epic && a.BardSide == b.BardSide
}

// Empty reports whether nothing changed that the table animates.
func (c *Change) Empty() bool {
	return c == nil || len(c.Slots) == 0 && len(c.Left) == 0 && len(c.Joined) == 0
}

// At is how far the change has gone at tick now, 0 to 1.
func (c *Change) At(now int) float64 {
	if c == nil {
		return 1
	}
	return tween.Progress(now, c.Start, c.Dur)
}

// SlotOf is the change of player p's slot s, if it changed.
func (c *Change) SlotOf(p int, s dd.Slot) (SlotChange, bool) {
	if c == nil {
		return SlotChange{}, false
	}
	for _, x := range c.Slots {
		if x.Player == p && x.Slot == s {
			return x, true
		}
	}
	return SlotChange{}, false
}

// Joining reports whether final party member i has just joined.
func (c *Change) Joining(i int) bool {
	if c == nil {
		return false
	}
	for _, j := range c.Joined {
		if j == i {
			return true
		}
	}
	return false
}

// ChangeLeavers are the members leaving in the change under way.
func (q *Queue) ChangeLeavers() []Leaver {
	if q.Change == nil {
		return nil
	}
	return q.Change.Left
}

// joinLines joins tooltip lines.
func joinLines(lines []string) string { return strings.Join(lines, "\n") }
