package dieinthedungeon

import (
	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/stage"
)

// goOnTo is what a click on map slot i plays before the Move step: Power
// up (+1 AP, nothing to choose), Go on from After Power Up, No rest, then
// the move there, as one decision (play-test 35 #8: a click on a tile
// after powering up only said "First go on..."; play-test 41 #9 the same
// at the turn's start, "First power up..."; on Board Game Arena the click
// goes on and explores). Nil when the click cannot come to exploring i
// that way: i not a tile to explore.
func goOnTo(st *dd.State, i int) []engine.Action {
	if !goesOnFrom(st.Stage) {
		return nil
	}
	s := st.Clone().(*dd.State)
	var acts []engine.Action
	for range 4 {
		a := dd.Act(dd.KMove, i)
		switch s.Stage {
		case dd.StMove:
			if !engine.IsLegal(s, a) {
				return nil
			}
			return append(acts, a)
		case dd.StTurnStart, dd.StPostPower:
			a = dd.Act(dd.KContinue, 0)
		case dd.StRest:
			a = dd.Act(dd.KRest, 0)
		default:
			return nil
		}
		if !engine.IsLegal(s, a) || s.Apply(a) != nil {
			return nil
		}
		acts = append(acts, a)
	}
	return nil
}

// offerGoOn makes the tiles the Move step could explore glow before it,
// a click going on and exploring (goOnTo); one undo takes it all back.
func (t *Table) offerGoOn(st *dd.State) {
	if !goesOnFrom(st.Stage) {
		return
	}
	words := goOnWords[st.Stage]
	if st.Stage == dd.StTurnStart && apFull(st) {
		words = goOnWords[dd.StPostPower] // nothing to gain: the button reads "Go on"
	}
	for _, i := range st.Frontier() {
		sp := t.Spots.At(spotKey{Kind: AtTile, I: i})
		acts := goOnTo(st, i)
		if sp == nil || sp.Live || acts == nil {
			continue
		}
		sp.Live, sp.Glow = true, true
		sp.Click = func() { t.Later(func(*stage.Context) { t.PlayAll(acts) }) }
		sp.Hint += "\n" + words
	}
}

// goOnWords say what a click on a tile does before the Move step.
var goOnWords = map[dd.Stage]string{
	dd.StTurnStart: "Click: power up (+1 AP), go on without resting and explore this tile (1 Time).",
	dd.StPostPower: "Click: go on without resting and explore this tile (1 Time).",
	dd.StRest:      "Click: explore this tile without resting (1 Time).",
}

// goesOnFrom reports whether a click on a tile at stage g goes on to the
// Move step and explores it (goOnTo).
func goesOnFrom(g dd.Stage) bool {
	return g == dd.StTurnStart || g == dd.StPostPower || g == dd.StRest
}
