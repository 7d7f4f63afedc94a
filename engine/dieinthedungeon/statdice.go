package dieinthedungeon

import "fmt"

// The dice on the creature board (§2.2, rulings R11–R16): each slot holds a
// die of some type showing a value. Stat dice grow into larger types and
// shrink into smaller ones as their value changes; Health only grows; Time
// and Ability keep their d20 and d4. No more than two dice of one type may
// be on the board, counting all six slots (R14).

// BoardDie is one die on the creature board.
type BoardDie struct {
	Type  DieType `msg:"t"`
	Value int     `msg:"v"`
}

func (d BoardDie) String() string { return fmt.Sprintf("%d on a %s", d.Value, d.Type) }

// Board is a creature board's six dice, by Slot.
type Board [NumSlots]BoardDie

// NewBoard is a board at setup (A12): Time 20 on the d20, AP 1 on the d4,
// and the dice the player chose for might, agility, magic and health, each
// at its maximum. The four must be the setup dice d6, d8, d10 and d12 in
// some order.
func NewBoard(might, agility, magic, health DieType) (Board, error) {
	var seen [D20 + 1]bool
	for _, d := range []DieType{might, agility, magic, health} {
		if d < D6 || d > D12 || seen[d] {
			return Board{}, fmt.Errorf("the four dice under might, agility, magic and health must be one each of d6, d8, d10 and d12, not %s/%s/%s/%s", might, agility, magic, health)
		}
		seen[d] = true
	}
	return Board{
		SlotTime:    {TimeDie, StartTime},
		SlotMight:   {might, might.Max()},
		SlotAgility: {agility, agility.Max()},
		SlotMagic:   {magic, magic.Max()},
		SlotHealth:  {health, health.Max()},
		SlotAbility: {AbilityDie, StartAbility},
	}, nil
}

// Count is how many dice of type t are on the board. The ability die
// counts as a d4 even at 0 AP (R14).
func (b *Board) Count(t DieType) int {
	n := 0
	for _, d := range b {
		if d.Type == t {
			n++
		}
	}
	return n
}

// Gain adds n points to slot s one at a time (R11): past the die's maximum
// a stat or health die switches to the next larger type if fewer than two
// of that type are on the board; otherwise the rest of the gain is lost.
// Time stops at 20 and AP at 4. It returns the points actually gained.
func (b *Board) Gain(s Slot, n int) int {
	d := &b[s]
	got := 0
	for ; n > 0; n-- {
		switch {
		case s == SlotTime && d.Value >= MaxTime, s == SlotAbility && d.Value >= MaxAbility:
			return got
		case d.Value < d.Type.Max():
		case s == SlotTime || s == SlotAbility || d.Type == D20 || b.Count(d.Type.Larger()) >= MaxDiceOfType:
			return got // R11: no larger die may be taken; the rest is lost
		default:
			d.Type = d.Type.Larger()
		}
		d.Value++
		got++
	}
	return got
}

// GainNoUpgrade adds up to n points to slot s without changing its die
// (Rest, Healing Spring: capped at the current die's maximum, R16).
func (b *Board) GainNoUpgrade(s Slot, n int) int {
	d := &b[s]
	got := min(n, d.Type.Max()-d.Value)
	if got < 0 {
		return 0
	}
	d.Value += got
	return got
}

// Lose takes n points from slot s. A stat die stays at 1 or more and
// shrinks one type at a time while its value is below its type's range and
// the next smaller type has a free place (R12, R13). Health and Time may
// reach 0 (the game is then lost) and never change die; AP stops at 0.
// It returns the points actually lost.
func (b *Board) Lose(s Slot, n int) int {
	d := &b[s]
	floor := 0
	if _, ok := s.Stat(); ok {
		floor = MinStat
	}
	got := max(0, min(n, d.Value-floor))
	d.Value -= got
	if _, ok := s.Stat(); ok {
		for d.Value < d.Type.Min() && d.Type > D4 && b.Count(d.Type.Smaller()) < MaxDiceOfType {
			d.Type = d.Type.Smaller()
		}
	}
	return got
}

// HealthMax is the most Health the current health die can show.
func (b *Board) HealthMax() int { return b[SlotHealth].Type.Max() }

// RestMax is the most points a Rest may move from Time to Health (R16):
// three, no more than Health is missing, and never down to 0 Time.
func (b *Board) RestMax() int {
	return max(0, min(3, b.HealthMax()-b[SlotHealth].Value, b[SlotTime].Value-1))
}
