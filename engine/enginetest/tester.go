package enginetest

import "testing"

// tb is the part of *testing.T the suite uses. It is an interface so that
// the suite's own tests can run it on deliberately broken games with a
// recorder in place of testing.T, and check that it fails.
type tb interface {
	Helper()
	Logf(format string, args ...any)
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
	// sub runs f as a named subtest, like testing.T.Run.
	sub(name string, f func(t tb)) bool
}

// stdT adapts *testing.T.
type stdT struct{ *testing.T }

func (t stdT) sub(name string, f func(tb)) bool {
	return t.Run(name, func(t *testing.T) { f(stdT{t}) })
}
