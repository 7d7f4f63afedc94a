package herohouse

import (
	"regexp"
	"strings"
	"testing"
)

// oneMany finds a count of one with a plural noun: "1 cards", "1 points".
var oneMany = regexp.MustCompile(`\b1 (cards|points|dots|moves)\b`)

// Play-test pt7 #4: a count of one says "1 card", not "Holds 1 cards", in
// every tooltip that counts (a plate's hand and score, the piles, the
// treasure).
func TestCountsOfOneAreSingular(t *testing.T) {
	b := fullBoard(2, 1, 0)
	b.Seats[0].Known = nil
	b.Scores[0] = 1
	names := []string{"Ada", "Bram"}
	if n := b.HandCount(0); n != 1 {
		t.Fatalf("the board's hand holds %d cards, want 1", n)
	}
	texts := []string{PlateTip(b, 0, names, false), DrawPileTip(1), OutPileTip(1), TreasureTip(1)}
	for _, text := range texts {
		if m := oneMany.FindString(text); m != "" {
			t.Errorf("%q says %q", text, m)
		}
	}
	if tip := PlateTip(b, 0, names, false); !strings.Contains(tip, "Holds 1 card\n") && !strings.HasSuffix(tip, "Holds 1 card") {
		t.Errorf("a plate over one card says %q", tip)
	}
}
