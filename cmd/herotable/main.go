// Command herotable is Hero Table, the app: five hero-themed tabletop games
// at one table, on the desktop and in the browser.
//
// Usage:
//
//	herotable [flags]
//
// With no flags it opens the title screen. The flags open a scene directly
// and drive the test modes:
//
//	-scene ID        title, setup, settings, saves, rules, table, menu or pass
//	-game ID         the game for setup, rules, table, menu and pass
//	-seats LIST      seats for a table opened directly: human, bot or a strength each
//	-seed N          the game's seed (default: random; 1 in the test modes)
//	-opt K=V,...     the game's setup options
//	-load FILE       open a save file into its table
//	-saves DIR       keep saves in DIR (default: $HEROTABLE_SAVES or the config dir)
//	-watch           every seat is a bot: watch them play
//	-dev             offer the hidden test games (tictactoe, climb) too
//	-anim SPEED      slow, normal, fast or instant for this run
//	-shot FILE       render -frames N frames, write the last one as PNG, exit
//	-frame-stats N   run N frames and print frame CPU time p50/p99 as JSON
//	-text-audit      run -frames N frames and print the texts drawn as JSON:
//	                 {"texts", "min_px", "small", "markers", "overflows", "clipped"}
//	-text-audit-list with -text-audit: each offending text, its size, box and caller, on stderr
//	-window WxH,...  with -text-audit: the windows to measure at (default 1280x720, at least 640x360)
//	-version         print the version ("1.2.3", or "dev" and the commit) and exit
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/herotable/herotable/cmd/herotable/internal/early" // -version, before Ebitengine needs a display
	"github.com/herotable/herotable/game"

	_ "github.com/herotable/herotable/engine/games"  // every game registers itself, the hidden test games (-dev) too
	_ "github.com/herotable/herotable/scenes/tables" // and every game's own table
)

func main() {
	start := time.Now()
	cfg, err := parseFlags(os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if errors.Is(err, errVersion) {
		early.Print() // a form early's init does not look for, such as -version=true
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "herotable:", err)
		os.Exit(2)
	}
	cfg.Start = start
	app, err := game.New(cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "herotable:", err)
		os.Exit(1)
	}
	if err := app.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "herotable:", err)
		os.Exit(1)
	}
}
