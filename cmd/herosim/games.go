package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/herotable/herotable/engine"
)

// cmdGames prints ID<TAB>Title<TAB>MIN-MAX players, one game a line.
func cmdGames(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("games", flag.ContinueOnError)
	all := fs.Bool("all", false, "include hidden test games")
	if err := fs.Parse(args); err != nil {
		return err
	}
	games := engine.Games()
	if *all {
		games = engine.AllGames()
	}
	for _, g := range games {
		fmt.Fprintf(out, "%s\t%s\t%d-%d players\n", g.ID, g.Title, g.MinPlayers, g.MaxPlayers)
	}
	return nil
}
