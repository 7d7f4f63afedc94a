// Command herosim runs Hero Table's rules engines headless, without
// Ebitengine: it lists the games, lets bots play many games, checks and
// prints saves, and measures speed.
//
//	herosim games [-all]
//	herosim play -game ID -games K -seats S1,S2,... [-seed N] [-opt k=v,...] [-rotate=true] [-j N]
//	herosim replay FILE
//	herosim bench -game ID [-seconds S]
package main

import (
	"fmt"
	"io"
	"os"

	_ "github.com/herotable/herotable/engine/games"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run dispatches a subcommand and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	cmds := map[string]func([]string, io.Writer) error{
		"games": cmdGames, "play": cmdPlay, "replay": cmdReplay, "bench": cmdBench,
	}
	cmd, ok := cmds[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "herosim: unknown command %q\n%s\n", args[0], usage)
		return 2
	}
	if err := cmd(args[1:], stdout); err != nil {
		fmt.Fprintf(stderr, "herosim %s: %v\n", args[0], err)
		return 1
	}
	return 0
}

const usage = `usage:
  herosim games [-all]                       list the registered games
  herosim play -game ID -games K -seats S1,S2,... [-seed N] [-opt k=v,...] [-rotate=false] [-j N]
                                             bots play K games; seats: random greedy easy normal hard
  herosim replay FILE                        check a save and print its log
  herosim bench -game ID [-seconds S]        measure playouts, bots and saves`
