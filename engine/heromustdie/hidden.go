package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// STUB, to be replaced: hidden information (§7, §11).

// View is the state as seat p may see it.
func (s *State) View(p engine.Player) engine.State {
	v := s.clone()
	v.Ev.List = slices.DeleteFunc(v.Ev.List, func(e engine.Event) bool { return !e.VisibleTo(p) })
	return v
}

// Determinize resamples what observer cannot know.
func (s *State) Determinize(observer engine.Player, rng *engine.RNG) engine.State {
	d := s.clone()
	d.RNG = engine.NewRNG(rng.Uint64())
	return d
}
