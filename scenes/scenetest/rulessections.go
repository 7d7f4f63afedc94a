package scenetest

import (
	"slices"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/ui"
)

// RulesSectionsExist checks that each decision in all opens game's rules
// at a section (a "## " heading) its rules text has, as sections names
// them for the table's rules button.
func RulesSectionsExist[K comparable](t *testing.T, game string, sections map[K]string, all []K) {
	t.Helper()
	info, ok := engine.Lookup(game)
	if !ok {
		t.Fatalf("no game %q", game)
	}
	var tv ui.TextView
	tv.Rect.W, tv.Rect.H = 900, 500
	tv.SetText(info.Rules)
	have := tv.Sections()
	for _, k := range all {
		sec, ok := sections[k]
		if !ok {
			t.Errorf("decision %v opens no section of the rules", k)
			continue
		}
		if !slices.Contains(have, sec) {
			t.Errorf("decision %v opens the rules at %q, which they lack (%q)", k, sec, have)
		}
	}
}
