// Command herodist makes Hero Table's release artefacts: the packaging steps
// that are Go code rather than shell (icons, the macOS bundle's Info.plist
// and .icns, Windows resources' settings, the Linux .desktop file and
// package metadata). `make dist` calls it; each subcommand is in its own
// file and registers itself in commands.
//
// Usage:
//
//	herodist COMMAND [flags]
package main

import (
	"fmt"
	"os"
	"slices"
	"strings"
)

// command is one subcommand: what it does in a line, and its body, which
// gets the arguments after its name.
type command struct {
	doc string
	run func(args []string) error
}

// commands is filled by each subcommand's file in its init.
var commands = map[string]command{}

func main() {
	if len(os.Args) < 2 || os.Args[1] == "-h" || os.Args[1] == "help" {
		usage()
		if len(os.Args) < 2 {
			os.Exit(2)
		}
		return
	}
	c, ok := commands[os.Args[1]]
	if !ok {
		fmt.Fprintf(os.Stderr, "herodist: unknown command %q\n", os.Args[1])
		usage()
		os.Exit(2)
	}
	if err := c.run(os.Args[2:]); err != nil {
		fmt.Fprintf(os.Stderr, "herodist %s: %v\n", os.Args[1], err)
		os.Exit(1)
	}
}

func usage() {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	slices.Sort(names)
	var b strings.Builder
	b.WriteString("Usage: herodist COMMAND [flags]\n\nCommands:\n")
	for _, n := range names {
		fmt.Fprintf(&b, "  %-10s %s\n", n, commands[n].doc)
	}
	fmt.Fprint(os.Stderr, b.String())
}
