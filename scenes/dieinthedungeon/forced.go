package dieinthedungeon

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/stage"
)

// hopelessAdjust says why pip command c cannot turn a hero's hitting roll
// into a miss, and whether it cannot: with every pip you hold spent, the
// roll still hits (play-test 35 #6: "-1 (pip)" offered on a hero's 16
// against Might 3). Greyed like a hopeless boost; letting it stand is the
// way on.
func hopelessAdjust(st *dd.State, c Command) (string, bool) {
	r := &st.Roll
	if st.Stage != dd.StAdjust || c.Kind != dd.KPipDown && c.Kind != dd.KPipsTo {
		return "", false
	}
	switch r.Kind {
	case dd.RollHero, dd.RollArrow, dd.RollKeg:
	default:
		return "", false
	}
	pips := st.Mons[st.Turn].XP.TotalPips()
	v := r.Nat + r.Pips - pips
	f := v + r.Fixed
	hits := f > r.Target || v == r.Die.Max() && !st.Combat.Unblinking
	if r.Kind == dd.RollKeg {
		hits = f >= r.Target
	}
	if !hits {
		return "", false
	}
	return fmt.Sprintf("No pip can stop this hit: with all %s you hold spent the hero's roll comes to %d, and it still hits your %d. Let it stand.",
		pipWords(pips), f, r.Target), true
}

// pipWords is "1 pip" or "n pips".
func pipWords(n int) string {
	if n == 1 {
		return "1 pip"
	}
	return fmt.Sprint(n) + " pips"
}

// hopelessOffer says why command c can change nothing that matters now,
// and whether it cannot: a boost that cannot save your roll, a pip that
// cannot stop a hero's hit.
func hopelessOffer(st *dd.State, cmds []Command, c Command) (string, bool) {
	if why, ok := hopelessBoost(st, cmds, c); ok {
		return why, true
	}
	return hopelessAdjust(st, c)
}

// forcedContinue is Continue when it is the one sensible answer to the
// roll at hand: every other offer is hopeless (play-test 35 #9: at 0 AP a
// fight was a long loop of attack, accept, let it stand, 2-3 clicks a
// round). Its button glows, Enter presses it, and the table plays it by
// itself after forcedBeat (see autoContinue).
func forcedContinue(st *dd.State, cmds []Command) (engine.Action, bool) {
	if st.Stage != dd.StBoost && st.Stage != dd.StAdjust {
		return 0, false
	}
	var cont engine.Action
	found := false
	for _, c := range cmds {
		if c.Kind == dd.KContinue {
			cont, found = c.Action, true
			continue
		}
		if _, ok := hopelessOffer(st, cmds, c); !ok {
			return 0, false
		}
	}
	if st.Stage == dd.StAdjust && st.Roll.Kind != dd.RollHero && st.Roll.Kind != dd.RollArrow && st.Roll.Kind != dd.RollKeg {
		return 0, false // the Hero Die and Fire Strike: their words are worth a look
	}
	return cont, found
}

// forcedBeat is how long, in ticks, a forced Continue waits at rest before
// the table plays it: long enough to read the roll's verdict, short
// enough not to drag (the game's own automatic power up and only-way move
// are as brisk).
const forcedBeat = 50

// autoContinue plays the forced Continue once the table has rested on it
// for forcedBeat ticks. After an undo it waits for the player's own click
// on that decision (else undo could never take it back), and it never
// plays for a bot, a watched seat or a paused table.
func (t *Table) autoContinue(ctx *stage.Context) {
	moves := t.S.Match.Moves()
	if moves < t.autoMoves {
		t.autoHeld = moves // undone: this decision is the player's
	}
	t.autoMoves = moves
	a, ok := forcedContinue(t.state(), t.cmds)
	if !ok || !t.Mine() || t.Paused || moves == t.autoHeld || t.q.Busy() {
		t.autoSince = -1
		return
	}
	if t.autoSince < 0 {
		t.autoSince = ctx.Tick
	}
	if ctx.Tick-t.autoSince >= forcedBeat {
		t.autoSince = -1
		t.PlayLater(a)
	}
}
