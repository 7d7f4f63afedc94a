// Package scenes holds Hero Table's screens: the title with the five games,
// new-game setup, the save browser, settings, the rules reader, the in-game
// menu, the hot-seat pass screen and the generic table that plays any game
// without a table of its own. A scene only shows and asks: the rules live in
// the engines and the match flow in scenes/play.
package scenes

import "github.com/herotable/herotable/scenes/stage"

// The scene contract lives in scenes/stage, below the tables' core
// (scenes/tablekit); these are its names here.
type (
	Scene         = stage.Scene
	Host          = stage.Host
	Context       = stage.Context
	Positioned    = stage.Positioned
	Later         = stage.Later
	MatchPosition = stage.MatchPosition
)
