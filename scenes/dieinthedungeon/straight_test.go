package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// The S tile is called as the rules reader calls it, "straight", on its
// button and in its tooltip (play-test 20: "Two-Way passage (S)" and
// "Explore Two-Way" beside the rules' "straight").
func TestTheStraightTileIsCalledStraight(t *testing.T) {
	seen := 0
	for _, m := range dd.Maps {
		for _, sl := range m.Slots {
			if sl.Kind != dd.TwoWay || sl.Public() {
				continue
			}
			seen++
			for _, w := range []string{slotKindName(sl), backWords(sl)} {
				if strings.Contains(w, "Two-Way") || !strings.Contains(strings.ToLower(w), "straight") {
					t.Fatalf("a face-down S tile is called %q", w)
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no S tile on any map")
	}
}
