// Package tablekit holds the pieces the game tables share that are more
// than a plain widget: the log gate that paces the log to the animation.
// It knows no game; each table plugs its own steps and lines in.
package tablekit
