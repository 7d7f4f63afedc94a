package scenetest

import "testing"

func TestUnresolved(t *testing.T) {
	for s, want := range map[string]string{
		"{P1} goes on (key 2)":   "{P1}",
		"Ada and {P12} fight":    "{P12}",
		"{P} and {Px} and {P3}":  "{P3}",
		"Ada goes on (key 2)":    "",
		"{P":                     "",
		"costs {P1 gold":         "",
		"a {P{P2}":               "{P2}",
		"trailing {P4":           "",
		"brace {P5} then {P6}":   "{P5}",
		"":                       "",
		"{P0} is still a marker": "{P0}",
	} {
		if got := unresolved(s); got != want {
			t.Errorf("unresolved(%q) = %q, want %q", s, got, want)
		}
	}
}
