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

func TestCountSaysOneOrMany(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 dice"}, {1, "1 die"}, {2, "2 dice"}} {
		if got := Count(c.n, "die", "dice"); got != c.want {
			t.Errorf("Count(%d) = %q, want %q", c.n, got, c.want)
		}
	}
	for _, c := range []struct {
		n    int
		want string
	}{{1, "won a fight"}, {3, "won 3 fights"}} {
		if got := OneOrMany(c.n, "won a fight", "won %d fights"); got != c.want {
			t.Errorf("OneOrMany(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
