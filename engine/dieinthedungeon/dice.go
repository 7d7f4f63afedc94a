package dieinthedungeon

import (
	"fmt"

	"github.com/herotable/herotable/engine"
)

// DieType is a polyhedral die type, in the spec's size order (§2.1):
// d4 < d6 < d8 < d10 < d12 < d20.
type DieType int

const (
	D4 DieType = iota
	D6
	D8
	D10
	D12
	D20
	NumDieTypes = 6
)

// dieFaces and dieMins are each type's maximum face and the lowest value
// of its row in the dice-type chart (§2.1: d8 = 7–8, d20 = 13–20).
var (
	dieFaces = [NumDieTypes]int{4, 6, 8, 10, 12, 20}
	dieMins  = [NumDieTypes]int{1, 5, 7, 9, 11, 13}
)

// Max is the die's largest face: 4, 6, 8, 10, 12 or 20.
func (d DieType) Max() int { return dieFaces[d] }

// Min is the lowest value the dice-type chart gives this type.
func (d DieType) Min() int { return dieMins[d] }

// Smaller is the type one size smaller; a d4 stays a d4 (§2.7 Diesplacer).
func (d DieType) Smaller() DieType { return max(d-1, D4) }

// Larger is the type one size larger; a d20 stays a d20.
func (d DieType) Larger() DieType { return min(d+1, D20) }

// String is the die's short name: "d8".
func (d DieType) String() string {
	if d < D4 || d > D20 {
		return fmt.Sprintf("die type #%d", int(d))
	}
	return fmt.Sprintf("d%d", dieFaces[d])
}

// ID is the die's id in the spec: "die_d8".
func (d DieType) ID() string { return "die_" + d.String() }

// Die is the kernel's die of this type, for rolling.
func (d DieType) Die() engine.Die { return engine.Die{ID: d.String(), Faces: d.Max()} }

// DieFor is the dice-type chart (§2.1): the die a value calls for, used for
// creature stat dice and for hero attack dice. Values below 1 (a party total
// of 0) take the chart's first row, a d4.
func DieFor(value int) DieType {
	for d := D20; d > D4; d-- {
		if value >= dieMins[d] {
			return d
		}
	}
	return D4
}

// DieTypeByID finds a die type by its id, "die_d4" … "die_d20".
func DieTypeByID(id string) (DieType, bool) {
	for d := D4; d <= D20; d++ {
		if d.ID() == id {
			return d, true
		}
	}
	return 0, false
}

// DiceSets is how many full sets of standard dice the box holds (§2.1): one
// for rolling and one per creature board. The digital rolling set is
// unlimited.
const DiceSets = 3

// HeroDieID is the six-sided Hero Die's id (§2.1).
const HeroDieID = "hero_die"

// HeroDieOutcome is what a face of the Hero Die brings to a "?" head.
type HeroDieOutcome int

const (
	AddsHero   HeroDieOutcome = iota // a hero of the face's type joins
	LoseHealth                       // lose 1 Health, no hero
	BardJoins                        // the Bard joins
)

// HeroDieFace is one face of the Hero Die; Hero is set when Outcome is
// AddsHero.
type HeroDieFace struct {
	Outcome HeroDieOutcome
	Hero    HeroType
}

// heroDie holds faces 1–6 (§2.1): 1 Fighter, 2 Rogue, 3 Wizard, 4 Cleric,
// 5 "Lose 1 Health", 6 Bard.
var heroDie = [6]HeroDieFace{
	{AddsHero, Fighter}, {AddsHero, Rogue}, {AddsHero, Wizard}, {AddsHero, Cleric},
	{LoseHealth, 0}, {BardJoins, 0},
}

// HeroDie is face n (1–6) of the Hero Die; false for any other n.
func HeroDie(n int) (HeroDieFace, bool) {
	if n < 1 || n > len(heroDie) {
		return HeroDieFace{}, false
	}
	return heroDie[n-1], true
}

// DieNamic dice and XP (§2.4).
const (
	// DieNamicDice is how many DieNamic dice (and track slots) a creature
	// has; slot k holds a die worth k pips.
	DieNamicDice = 6
	// XPPerDieNamic is the XP progress that earns the next DieNamic die.
	XPPerDieNamic = 6
	// XPBasicHero is the XP for defeating a basic hero.
	XPBasicHero = 1
	// XPEpicHero is the XP for defeating an Epic hero (the Dwarf and the
	// Elf too, when defeated automatically).
	XPEpicHero = 2
	// XPNone is the XP for a hero that flees, the Bard leaving and the
	// DieMaster's defeat.
	XPNone = 0
)

// DieNamicID is DieNamic die k's id (k = 1…6, its pips when earned):
// "dienamic_3".
func DieNamicID(k int) string { return fmt.Sprintf("dienamic_%d", k) }
