package dieinthedungeon

// XP and the DieNamic dice (§2.4): every six XP earn the next DieNamic die,
// die k worth k pips. Pips add to or take from any roll (R8) and are spent
// from the lowest slot that still has some.

// XP is a creature's progress and its DieNamic track.
type XP struct {
	Progress int               `msg:"progress"` // 0–5
	Earned   int               `msg:"earned"`   // DieNamic dice earned, 0–6
	Pips     [DieNamicDice]int `msg:"pips"`     // pips left on each earned die, slot k-1 for die k
}

// Gain adds n XP; each sixth point earns the next die. XP after all six
// dice are earned is ignored. It returns how many dice were earned.
func (x *XP) Gain(n int) int {
	earned := 0
	for ; n > 0 && x.Earned < DieNamicDice; n-- {
		x.Progress++
		if x.Progress == XPPerDieNamic {
			x.Earned++
			x.Pips[x.Earned-1] = x.Earned
			x.Progress = 0
			earned++
		}
	}
	return earned
}

// TotalPips is every pip left on the track.
func (x *XP) TotalPips() int {
	n := 0
	for _, p := range x.Pips {
		n += p
	}
	return n
}

// Spend takes p pips from the lowest slots first; it spends nothing and
// reports false if fewer than p are left.
func (x *XP) Spend(p int) bool {
	if p < 0 || p > x.TotalPips() {
		return false
	}
	for i := range x.Pips {
		take := min(p, x.Pips[i])
		x.Pips[i] -= take
		p -= take
	}
	return true
}
