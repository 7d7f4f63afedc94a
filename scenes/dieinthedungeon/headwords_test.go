package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// A tile's heroes are counted: "two Fighters", not "a Fighter and a
// Fighter" (play-test 14).
func TestTileHeroesAreCounted(t *testing.T) {
	for _, c := range []struct {
		heads []dd.Head
		want  string
	}{
		{[]dd.Head{dd.HeadFighter, dd.HeadFighter}, "two Fighters"},
		{[]dd.Head{dd.HeadRogue, dd.HeadWizard}, "a Rogue and a Wizard"},
		{[]dd.Head{dd.HeadFighter, dd.HeadRandom, dd.HeadFighter, dd.HeadRandom}, "two Fighters and two rolled on the Hero Die"},
		{[]dd.Head{dd.HeadRandom}, "one rolled on the Hero Die"},
	} {
		if got := headWords(c.heads); got != c.want {
			t.Errorf("%v: %q, want %q", c.heads, got, c.want)
		}
	}
}
