package scenetest

import "testing"

func TestUnresolved(t *testing.T) {
	for s, want := range map[string]bool{
		"{P1} goes on (key 2)":  true,
		"Ada and {P12} fight":   true,
		"{P} and {Px} and {P3}": true,
		"a {P{P2}":              true,
		"brace {P5} then {P6}":  true,
		"Ada goes on (key 2)":   false,
		"{P":                    false,
		"costs {P1 gold":        false,
		"trailing {P4":          false,
		"":                      false,
	} {
		if got := unresolved(s); got != want {
			t.Errorf("unresolved(%q) = %v, want %v", s, got, want)
		}
	}
}
