package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/herotable/herotable/game"
)

// errVersion is parseFlags' answer to -version: print it and stop.
var errVersion = errors.New("-version")

// parseFlags reads the command line into the app's configuration.
func parseFlags(args []string) (game.Config, error) {
	var cfg game.Config
	var seed string
	var showVersion bool
	fs := flag.NewFlagSet("herotable", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are returned and printed by main
	fs.StringVar(&cfg.Scene, "scene", "", "scene to open: title, setup, settings, saves, rules, table, menu, pass")
	fs.StringVar(&cfg.Game, "game", "", "game id for setup, rules, table, menu and pass")
	fs.StringVar(&cfg.Seats, "seats", "", "seats of a table opened directly, e.g. human,bot,hard")
	fs.StringVar(&seed, "seed", "", "the game's seed (default random; 1 in the test modes)")
	fs.StringVar(&cfg.Options, "opt", "", "the game's setup options, key=value,...")
	fs.StringVar(&cfg.Load, "load", "", "a save file to open into its table")
	fs.StringVar(&cfg.Saves, "saves", "", "directory for saves")
	fs.BoolVar(&cfg.Watch, "watch", false, "every seat is a bot")
	fs.BoolVar(&cfg.Dev, "dev", false, "offer the hidden test games too")
	fs.StringVar(&cfg.Anim, "anim", "", "animation speed for this run: slow, normal, fast or instant")
	fs.StringVar(&cfg.Shot, "shot", "", "write the last of -frames frames to this PNG file and exit")
	fs.IntVar(&cfg.Frames, "frames", 60, "frames to render before -shot")
	fs.IntVar(&cfg.FrameStats, "frame-stats", 0, "run this many frames and print frame CPU time as JSON")
	fs.BoolVar(&cfg.TextAudit, "text-audit", false, "run -frames frames and print the texts drawn as JSON: sizes, markers, spills, cuts")
	fs.BoolVar(&cfg.TextAuditList, "text-audit-list", false, "with -text-audit: list each offending text on stderr")
	fs.StringVar(&cfg.Window, "window", "", "with -text-audit: the windows to measure at, WIDTHxHEIGHT,... (default 1280x720; at least 640x360)")
	fs.BoolVar(&showVersion, "version", false, "print the version and exit")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "Usage: herotable [flags]")
			fs.SetOutput(os.Stderr)
			fs.PrintDefaults()
			return cfg, err
		}
		return cfg, fmt.Errorf("%w (herotable -h lists the flags)", err)
	}
	if showVersion {
		return cfg, errVersion
	}
	if fs.NArg() > 0 {
		return cfg, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if seed != "" {
		v, err := strconv.ParseUint(seed, 10, 64)
		if err != nil {
			return cfg, fmt.Errorf("-seed %q: not a whole number", seed)
		}
		cfg.Seed, cfg.SeedSet = v, true
	}
	switch {
	case cfg.Frames < 1:
		return cfg, fmt.Errorf("-frames %d: want at least 1", cfg.Frames)
	case cfg.FrameStats < 0:
		return cfg, fmt.Errorf("-frame-stats %d: want a positive number of frames", cfg.FrameStats)
	case cfg.Shot != "" && cfg.FrameStats > 0:
		return cfg, fmt.Errorf("-shot and -frame-stats do not go together")
	case cfg.TextAudit && (cfg.Shot != "" || cfg.FrameStats > 0):
		return cfg, fmt.Errorf("-text-audit goes with neither -shot nor -frame-stats")
	case !cfg.TextAudit && (cfg.TextAuditList || cfg.Window != ""):
		return cfg, fmt.Errorf("-text-audit-list and -window go with -text-audit")
	}
	if err := game.ParseWindows(cfg.Window); err != nil {
		return cfg, err
	}
	return cfg, nil
}
