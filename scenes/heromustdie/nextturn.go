package heromustdie

import (
	"fmt"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/ui"
)

// Next turn's guards (pt7 #2). A newcomer spent on a room and a trap for
// his floor, and the shift of duty gave that floor to another player the
// turn after: nothing had said so before it happened. The build panel,
// the player panels and the floors' tooltips say it in advance, from the
// engine's NextGuardOf (the ring turned by one).

// nextTurnWords is the build panel's warning to seat p, who builds on his
// floor: "Next turn Bram guards floor 3 and uses what you build here; you
// move to floor 2." It is "" on the last turn, or when p guards nothing.
func nextTurnWords(st *hmd.State, p int, names []string) string {
	f := st.FloorOf(int8(p))
	g := st.NextGuardOf(f)
	if f == 0 || g < 0 || int(g) == p {
		return ""
	}
	you := "you go to the reserve"
	if n := st.NextFloorOf(int8(p)); n > 0 {
		you = fmt.Sprintf("you move to floor %d", n)
	}
	return fmt.Sprintf("Next turn %s guards floor %d and uses what you build here; %s.", nameOf(names, int(g)), f, you)
}

// nextPostWords is seat p's panel line with next turn's floor after his
// post, the longest that fits width w at style s ("Floor 2 · next turn:
// floor 1"), or the post alone. Plain words: "Guards floor 2 · next turn
// 1" and "First player · floor 1 · next 3" were cryptic (pt40 #6); the
// panel's tooltip tells the rest.
func nextPostWords(st *hmd.State, p int, s ui.Style, w float64) string {
	post := postWords(st, p)
	f := st.FloorOf(int8(p))
	if f == 0 || st.NextGuardOf(f) < 0 {
		return post
	}
	next, then := "reserve", "reserve"
	if n := st.NextFloorOf(int8(p)); n > 0 {
		next, then = fmt.Sprintf("floor %d", n), fmt.Sprint(n)
	}
	long := []string{post + " · next turn: " + next}
	if st.Ring[0] == int8(p) {
		long = append(long, post+", then "+then)
	} else {
		long = append(long, fmt.Sprintf("Floor %d · next turn: %s", f, next), fmt.Sprintf("Floor %d, then %s", f, next))
	}
	for _, l := range long {
		if ui.Measure(l, s) <= w {
			return l
		}
	}
	return post
}

// nextGuardLine is a floor's tooltip line on who guards it next turn ("" when
// nobody will, or on the last turn).
func nextGuardLine(st *hmd.State, f int, names []string) string {
	g := st.NextGuardOf(int8(f))
	if g < 0 || st.GuardOf(int8(f)) < 0 {
		return ""
	}
	return fmt.Sprintf("\nNext turn: %s guards it, with its traps and room (if no floor falls before).", seatWords(st, names, int(g)))
}

// nextFloorLine is a panel's tooltip line on seat p's floor next turn.
func nextFloorLine(st *hmd.State, p int) string {
	f := st.FloorOf(int8(p))
	if f == 0 || st.NextGuardOf(f) < 0 {
		return ""
	}
	if n := st.NextFloorOf(int8(p)); n > 0 {
		return fmt.Sprintf("\nNext turn: floor %d (the guards move up a floor; if no floor falls before).", n)
	}
	return "\nNext turn: in reserve (the guards move up a floor)."
}
