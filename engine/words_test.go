package engine

import "testing"

func TestNamesPutsSeatNamesInPlaceOfWho(t *testing.T) {
	names := []string{"Ada", "Bram", ""}
	for _, c := range []struct{ in, want string }{
		{Who(0) + " climbs with a 5", "Ada climbs with a 5"},
		{Who(1) + " gives " + Who(0) + " a card", "Bram gives Ada a card"},
		{Who(2) + " passes", "Seat 3 passes"}, // unnamed seat
		{Who(6) + " passes", "Seat 7 passes"}, // beyond the list
		{"no markers {P here} or {Px}", "no markers {P here} or {Px}"},
		{"{P0} and {P}", "{P0} and {P}"},
		{"ends in {P1", "ends in {P1"},
		{"", ""},
	} {
		if got := Names(c.in, names); got != c.want {
			t.Errorf("Names(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
