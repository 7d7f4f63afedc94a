// Package tablekit holds the pieces the game tables share that are more
// than a plain widget: Turns, which runs the match under a table (moves,
// undo, quick keys, the bots' thinking and pacing); Hover, which times a
// spot's tooltip; the log gate that paces the log to the animation; the
// prompt's button flow. It knows no game; each table plugs its own steps,
// lines, spots and commands in.
package tablekit
