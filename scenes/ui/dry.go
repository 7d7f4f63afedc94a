package ui

import "sync/atomic"

// dry, while set, makes every drawing call stop short of the GPU: a
// scene's Draw still lays out, measures and tells the text watchers all it
// would draw, but no pixel is touched. Tests that check what a table
// decides and shows frame by frame (never its pixels) play whole games
// this way in a fraction of the time: drawing was most of it.
var dry atomic.Bool

// SetDry turns dry drawing on or off (tests only; the app never does).
func SetDry(on bool) { dry.Store(on) }

// Dry reports whether drawing is dry now.
func Dry() bool { return dry.Load() }
