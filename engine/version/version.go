// Package version is which Hero Table this is: the release number `make dist`
// stamps into the binaries, or "dev" and the commit for any other build. It
// sits under engine so that every binary (the app, herosim, the browser's bot
// worker) and the save format can name it without importing the app.
package version

import (
	"runtime/debug"
	"strings"
	"sync"
)

// Number is the release, set only by the linker:
//
//	go build -ldflags "-X github.com/herotable/herotable/engine/version.Number=1.2.3"
//
// Empty in every other build.
var Number string

// Commit is the commit of a build without a release number, set by the
// Makefile's builds with -X (version.Commit=3f2a9c1, a "+" after it when the
// work tree had changes), because Go's own stamp is not there under go run
// or -buildvcs=false.
var Commit string

// LinkerFlag is the -X flag that stamps a release number, for the Makefile's
// and tests' sake.
const LinkerFlag = "github.com/herotable/herotable/engine/version.Number"

var (
	once   sync.Once
	cached string
)

// String is the version a player sees and a save records: "1.2.3" for a
// release, else "dev" followed by the commit the binary was built from
// ("dev 3f2a9c1", "dev 3f2a9c1+" when the work tree had changes) when the
// Makefile stamped it (Commit) or Go recorded it (go build in a git
// checkout; not go run or go test).
func String() string {
	once.Do(func() { cached = describe(Number, Commit, buildSettings()) })
	return cached
}

// buildSettings reads the VCS settings Go stamped into the binary.
func buildSettings() map[string]string {
	out := map[string]string{}
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			out[s.Key] = s.Value
		}
	}
	return out
}

// describe is String's rule, apart from reading the binary.
func describe(number, commit string, settings map[string]string) string {
	if number != "" {
		return number
	}
	if commit != "" {
		return "dev " + commit
	}
	rev := settings["vcs.revision"]
	if rev == "" {
		return "dev"
	}
	if len(rev) > 7 {
		rev = rev[:7]
	}
	if settings["vcs.modified"] == "true" {
		rev += "+"
	}
	return "dev " + rev
}

// Label is how the title and settings screens show it: "Version 1.2.3", or
// "Development build 3f2a9c1".
func Label() string {
	s := String()
	if s == "dev" {
		return "Development build"
	}
	if rev, ok := strings.CutPrefix(s, "dev "); ok {
		return "Development build " + rev
	}
	return "Version " + s
}
