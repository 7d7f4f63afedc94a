package version

import "testing"

func TestDescribe(t *testing.T) {
	for _, c := range []struct {
		number, commit string
		settings       map[string]string
		want           string
	}{
		{"1.2.3", "feedbee", map[string]string{"vcs.revision": "0123456789abcdef"}, "1.2.3"},
		{"", "feedbee+", map[string]string{"vcs.revision": "0123456789abcdef"}, "dev feedbee+"},
		{"", "", map[string]string{"vcs.revision": "0123456789abcdef"}, "dev 0123456"},
		{"", "", map[string]string{"vcs.revision": "0123456789abcdef", "vcs.modified": "true"}, "dev 0123456+"},
		{"", "", map[string]string{"vcs.revision": "abc"}, "dev abc"},
		{"", "", map[string]string{}, "dev"},
	} {
		if got := describe(c.number, c.commit, c.settings); got != c.want {
			t.Errorf("describe(%q, %q, %v) = %q, want %q", c.number, c.commit, c.settings, got, c.want)
		}
	}
}

// A test binary has no release number and no VCS stamp.
func TestStringInTests(t *testing.T) {
	if Number == "" && Commit == "" && String() != "dev" {
		t.Errorf("String() = %q in a test binary, want dev", String())
	}
}
