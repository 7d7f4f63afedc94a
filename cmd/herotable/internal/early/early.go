// Package early answers `herotable -version` before Ebitengine starts.
//
// Ebitengine opens the display in its package initialisation, and panics on
// Linux when there is none (a terminal over ssh, a packaging check). Go
// initialises a package before any package that imports it and otherwise in
// import-path order, and this one imports only what Ebitengine's own
// dependencies wait for, so its init runs before Ebitengine's; the app's
// main imports it first.
package early

import (
	"os"

	"github.com/herotable/herotable/engine/version"
)

func init() {
	for _, a := range os.Args[1:] {
		if a == "-version" || a == "--version" {
			Print()
			os.Exit(0)
		}
	}
}

// Print writes the version line -version prints.
func Print() {
	os.Stdout.WriteString("Hero Table " + version.String() + "\n")
}
