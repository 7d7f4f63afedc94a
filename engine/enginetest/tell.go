package enginetest

import "testing"

// TellsEveryCode fails t for each event code from first to last that told
// does not hold. A game's Tell test marks in told the code of every case it
// checks, then calls this with the game's first and last code, so that a
// code added to the game without a sentence checked fails the test.
func TellsEveryCode(t testing.TB, first, last int, told map[int]bool) {
	t.Helper()
	tellsEveryCode(t, first, last, told)
}

// tellsEveryCode is TellsEveryCode for anything that reports errors as
// testing.TB does (the suite's own tests pass a recorder).
func tellsEveryCode(t interface {
	Helper()
	Errorf(format string, args ...any)
}, first, last int, told map[int]bool) {
	t.Helper()
	if first > last {
		t.Errorf("no codes from %d to %d: the first code comes after the last", first, last)
	}
	for code := first; code <= last; code++ {
		if !told[code] {
			t.Errorf("code %d has no sentence checked in this test", code)
		}
	}
}
