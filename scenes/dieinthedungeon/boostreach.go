package dieinthedungeon

import (
	"fmt"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// boostKinds are the modify loop's boosts whose most is known: pips, the
// stat points lowered, the DieMinions, the Kobold's shove and Twist Fate.
var boostKinds = map[dd.Kind]bool{
	dd.KPipUp: true, dd.KPipsTo: true, dd.KLower: true, dd.KLowerTo: true,
	dd.KMinion: true, dd.KShove: true, dd.KTwist: true,
}

// boostReach is the most the failing roll can still come to with every
// boost offered in cmds, and whether that is all it can come to: false
// when something else is offered (a token, a card) whose worth the table
// does not weigh.
func boostReach(st *dd.State, cmds []Command) (int, bool) {
	r := &st.Roll
	mo := &st.Mons[st.Turn]
	reach := r.Final()
	twist, lowered := false, map[int]bool{}
	for _, c := range cmds {
		switch {
		case c.Kind == dd.KContinue:
		case !boostKinds[c.Kind]:
			return 0, false
		case c.Kind == dd.KTwist:
			twist = true
		case (c.Kind == dd.KLower || c.Kind == dd.KLowerTo) && !lowered[c.Arg]:
			lowered[c.Arg] = true
			reach += mo.Board[c.Arg].Value - dd.MinStat
		}
	}
	if twist {
		reach += r.Die.Max() - r.Nat // the reroll's best face
	}
	for _, c := range cmds {
		switch c.Kind {
		case dd.KPipUp:
			reach += mo.XP.TotalPips()
		case dd.KMinion:
			reach += int(mo.Held[c.Arg]) * dd.Token(c.Arg).Info().Die.Max()
		case dd.KShove:
			reach += dd.KoboldShoveBonus
		}
	}
	return reach, true
}

// hopelessBoost says why boost c cannot make the roll succeed, and
// whether it cannot: every boost offered together does not reach what
// the roll must (play-test 32 #6: "+1 for 1 Might" at "4, must beat 13"
// with Might at 10, which lowers to 13 at most). Greyed like a hopeless
// attack; Accept is the way on.
func hopelessBoost(st *dd.State, cmds []Command, c Command) (string, bool) {
	if st.Stage != dd.StBoost || !boostKinds[c.Kind] {
		return "", false
	}
	reach, ok := boostReach(st, cmds)
	if !ok {
		return "", false
	}
	r := &st.Roll
	need, verb := r.Target+1, "beat"
	if r.Kind == dd.RollTrap {
		need, verb = r.Target, "reach"
	}
	if reach >= need {
		return "", false
	}
	return fmt.Sprintf("No boost can save this roll: with every boost you have it comes to %d at most, and it must %s %d. Accept the roll instead.", reach, verb, r.Target), true
}
