// Package tablekit holds the pieces the game tables share that are more
// than a plain widget: Core, the table every game's table is built on;
// Turns, which runs the match under a table (moves, undo, quick keys, the
// bots' thinking and pacing); the Timeline its steps play on (and Viewed,
// for a queue that shows the viewer's view); Hover, which times a spot's
// tooltip; the log gate that paces the log to the animation; commands and
// the prompt's button flow; and what every table draws alike (the
// thinking dots, the result's banner, a tooltip's picture). It knows no
// game; each table plugs its own steps, lines, spots and commands in.
package tablekit
