package tablekit

import "testing"

func TestWordOrFallsBackOnlyWhereTheTableIsSilent(t *testing.T) {
	words := map[int]string{1: "Stop", 2: ""}
	for _, c := range []struct {
		k    int
		want string
	}{{1, "Stop"}, {2, ""}, {3, "Continue"}} {
		if got := WordOr(words, c.k, "Continue"); got != c.want {
			t.Errorf("WordOr(%d) = %q, want %q", c.k, got, c.want)
		}
	}
}
