package scenes

import (
	"strconv"
	"strings"
	"testing"

	"github.com/herotable/herotable/assets"
	"github.com/herotable/herotable/engine"
	_ "github.com/herotable/herotable/engine/games" // every game's rules text
)

// TestRulesIllustrationsExist: every sprite a game's rules text shows on
// an illustration line ("! [height] name …") is in the atlases, so the
// reader never draws a gap.
func TestRulesIllustrationsExist(t *testing.T) {
	games := 0
	for _, info := range engine.AllGames() {
		if info.Rules == "" {
			continue
		}
		games++
		for i, line := range strings.Split(info.Rules, "\n") {
			line = strings.TrimSpace(line)
			if !strings.HasPrefix(line, "! ") {
				continue
			}
			for k, name := range strings.Fields(line[2:]) {
				if _, err := strconv.ParseFloat(name, 64); k == 0 && err == nil {
					continue // the height
				}
				if _, _, ok := assets.Find(name); !ok {
					t.Errorf("%s rules, line %d: no sprite %q", info.ID, i+1, name)
				}
			}
		}
	}
	if games < 3 {
		t.Errorf("only %d games have rules text", games)
	}
}
