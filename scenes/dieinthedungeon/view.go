package dieinthedungeon

import (
	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// What a viewer may see (spec §7): tile faces stay hidden until explored;
// a peek shows a face to its peeker alone. Everything else is public.

// ViewOf is what viewer may see of st. With no viewer (bots play alone, or
// the game is over) no face-down face shows, but every creature's peek
// markers do.
func ViewOf(st *dd.State, viewer engine.Player) *dd.State {
	if viewer >= 0 && int(viewer) < st.Players {
		return st.View(viewer).(*dd.State) // the others' peeks are gone
	}
	v := st.Clone().(*dd.State)
	v.RNG = engine.RNG{}
	m := &dd.Maps[v.Map]
	for i := range v.Slots {
		if !Known(v, m, i) {
			v.Slots[i].Tile = dd.Unknown
		}
	}
	return v
}

// Known reports whether a slot's face is public: the tile is face up, or
// the map names it (an Epic tile, the LAIR; see MapSlot.Public).
func Known(st *dd.State, m *dd.Map, i int) bool {
	return st.Slots[i].Open || m.Slots[i].Public()
}

// Mask hides from viewer the tiles of events it may not see (a peek is an
// EvDraw only its peeker sees).
func Mask(events []engine.Event, viewer engine.Player) []engine.Event {
	out := append([]engine.Event(nil), events...)
	for i, e := range out {
		if e.Kind == engine.EvDraw && (viewer < 0 || !e.VisibleTo(viewer)) {
			out[i].Card = dd.Unknown
		}
	}
	return out
}

// faceOf is the tile whose face the table may draw for slot i of st, or
// Unknown for a back: a face-down tile shows its face only to a viewer who
// peeked at it (the view has already hidden the others).
func faceOf(st *dd.State, i int) int {
	if i < 0 || i >= len(st.Slots) {
		return dd.Unknown
	}
	return st.Slots[i].Tile
}

// peekedBy lists the players who peeked at slot i.
func peekedBy(st *dd.State, i int) []engine.Player {
	var out []engine.Player
	for p := range st.Players {
		if st.Slots[i].Peek&(1<<p) != 0 {
			out = append(out, engine.Player(p))
		}
	}
	return out
}
