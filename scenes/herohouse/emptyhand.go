package herohouse

import (
	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
)

// A hand whose treasure has been emptied is played out (rule 13, R25: the
// game ends at the end of a hand), though nothing more can be won in it:
// a hero house and a balance pay from the treasure, and only a new hand's
// ante fills it. Play-test 21 #11 watched a clean-up hand go on for a
// minute after the treasure was empty and the end decided. The top bar
// says why it goes on, and the other seats' moves show quicker.

// nothingToWin reports whether board b is a hand in play with an empty
// treasure: no seat can score before the hand ends.
func nothingToWin(b *Board) bool { return b != nil && b.HandNo > 0 && b.Treasure == 0 }

// decided reports whether the game ends with this hand whatever happens in
// it: nothing to win, and someone has the points that end the game.
func decided(b *Board) bool {
	if !nothingToWin(b) {
		return false
	}
	for _, s := range b.Scores {
		if s >= hh.Goal {
			return true
		}
	}
	return false
}

// emptyWords is the top bar's word for a hand with nothing left to win,
// "" for one with treasure in it.
func emptyWords(b *Board) string {
	switch {
	case decided(b):
		return "TREASURE EMPTY: the game ends with this hand"
	case nothingToWin(b):
		return "TREASURE EMPTY: nothing more to win this hand"
	}
	return ""
}

// quietPace is the share of their normal length the other seats' moves
// show for while nothing is left to win.
const quietPace = 3

// quicker scales frames for a move made while nothing is left to win.
func quicker(frames func(int) int) func(int) int { return paced(frames, quietPace) }

// paced divides frames by share.
func paced(frames func(int) int, share int) func(int) int {
	return func(n int) int { return max(frames(n)/share, 1) }
}

// A viewer gone out of a hand has no decision left in it: the others'
// moves show at outPace, half their length (play-test 30, out on the only
// turn, watched the bots finish the hand for two minutes). They still
// show: who scores matters to the viewer too.
const outPace = 2

// viewerOut reports whether viewer is out of board b's hand.
func viewerOut(b *Board, viewer engine.Player) bool {
	return b != nil && b.HandNo > 0 && viewer >= 0 && int(viewer) < len(b.Seats) && b.Seats[viewer].Out
}
