package herohouse

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
)

// Play-test 6, #9: a hero house on an empty treasure says why it pays
// nothing, wherever its share shows (the Done preview's words, a
// defender's, the hand's summary, the treasure's tooltip); with tokens
// in the treasure it says the share alone.
func TestAnEmptyTreasureSaysWhyAHousePaysNothing(t *testing.T) {
	if got := ShareWords(0); !strings.Contains(got, "treasure is empty") || !strings.Contains(got, "+0") {
		t.Errorf("the share of an empty treasure reads %q", got)
	}
	if got := ShareWords(5); got != "+2" {
		t.Errorf("the share of 5 reads %q, want +2", got)
	}
	sum := HandSummary{Seats: []SeatSummary{{Gains: []Gain{{Code: hh.CodeHouse, Points: 0, White: 5, Blk: 5}}},
		{Gains: []Gain{{Code: hh.CodeHouse, Points: 3, White: 2, Blk: 2}}}}}
	if got := sum.SeatWords(0); !strings.Contains(got, "treasure was empty") {
		t.Errorf("a house taking nothing reads %q in the summary", got)
	}
	if got := sum.SeatWords(1); strings.Contains(got, "empty") || !strings.Contains(got, "+3") {
		t.Errorf("a house taking 3 reads %q in the summary", got)
	}
	if got := TreasureTip(0); strings.Contains(got, "at least 1: 0") || !strings.Contains(got, "empty") {
		t.Errorf("an empty treasure's tooltip reads %q", got)
	}
}

// Play-test 18 #16: a hand that ends with nobody taking the treasure says
// an empty one is empty, in the summary and in the log, not that "the
// treasure (0) stays"; a treasure left says it stays, with its count.
func TestAnEmptyTreasureIsNotSaidToStay(t *testing.T) {
	info, _ := engine.Lookup(hh.GameID)
	for _, end := range []int{hh.CodeLastPlayer, hh.CodeBalancedUnplayed, hh.CodeDrawPileEmpty} {
		for _, left := range []int{0, 4} {
			sum := HandSummary{End: end, Left: left, Monster: engine.NoPlayer, Placer: engine.NoPlayer}
			logged := info.Sentence(engine.Event{Kind: engine.EvGame, Player: engine.NoPlayer, Code: end, Args: []int{left}})
			for _, words := range []string{sum.Why(), logged} {
				empty := strings.Contains(words, "treasure is empty") || strings.Contains(words, "treasure was empty")
				switch {
				case left == 0 && (strings.Contains(words, "stays") || !empty):
					t.Errorf("an empty treasure at the end (%d) reads %q", end, words)
				case left > 0 && (!strings.Contains(words, "(4) stays") || empty):
					t.Errorf("a treasure of 4 at the end (%d) reads %q", end, words)
				}
			}
		}
	}
}
