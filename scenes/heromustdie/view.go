package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
)

// What a viewer may see (spec §7): the table draws only from the engine's
// View for the seat looking, so another seat's hand, a Throne room draw
// and every face-down event card nobody showed the viewer stay Unknown,
// and are drawn as backs.

// everyone marks a card every seat knows (the engine's allSeats).
const everyone = 0xff

// ViewOf is what viewer may see of st. With no viewer (bots play alone,
// or nobody has the device yet) nothing hidden shows: no hand, no
// face-down event card, no peek.
func ViewOf(st *hmd.State, viewer engine.Player) *hmd.State {
	if viewer >= 0 && int(viewer) < st.Players {
		return st.View(viewer).(*hmd.State)
	}
	v := st.Clone().(*hmd.State)
	v.RNG = engine.RNG{}
	for q := range v.Seats {
		mask(v.Seats[q].Hand, func(c int8) bool { return v.PlotKnown[c] == everyone })
	}
	mask(v.PlotDeck, func(c int8) bool { return v.PlotKnown[c] == everyone })
	mask(v.Tmp, func(c int8) bool { return v.PlotKnown[c] == everyone })
	for c := range v.PlotKnown {
		if v.PlotKnown[c] != everyone {
			v.PlotKnown[c] = 0
		}
	}
	for t := range v.Slots {
		mask(v.Slots[t][:], func(e int8) bool { return v.EvKnown[e] == everyone })
	}
	mask(v.EvDisc, func(e int8) bool { return v.EvKnown[e] == everyone })
	for e := range v.EvKnown {
		if v.EvKnown[e] != everyone {
			v.EvKnown[e] = 0
		}
	}
	mask(v.HeroDeck[:max(0, len(v.HeroDeck)-int(v.HeroSeen))], func(int8) bool { return false })
	mask(v.MonsterDeck[:max(0, len(v.MonsterDeck)-int(v.MonsterSeen))], func(int8) bool { return false })
	v.Ev.List = slices.DeleteFunc(v.Ev.List, func(e engine.Event) bool { return e.Kind == engine.EvDraw && !e.Public })
	return v
}

// mask replaces the cards of cs that are not public with Unknown.
func mask(cs []int8, public func(int8) bool) {
	for i, c := range cs {
		if c >= 0 && !public(c) {
			cs[i] = hmd.Unknown
		}
	}
}

// Mask hides from viewer the cards of events it may not see (a Throne
// room draw, a peek, a stolen card are EvDraws only their seat sees).
func Mask(events []engine.Event, viewer engine.Player) []engine.Event {
	out := slices.Clone(events)
	for i, e := range out {
		if e.Kind == engine.EvDraw && (viewer < 0 || !e.VisibleTo(viewer)) {
			out[i].Card = int(hmd.Unknown)
		}
	}
	return out
}

// peekedBy reports whether the viewer of st knows face-down event card e
// privately (a peek): it is not public, and the view kept its mark.
func peekedBy(st *hmd.State, e int8) bool {
	return e >= 0 && st.EvKnown[e] != 0 && st.EvKnown[e] != everyone
}

// handOf is the hand the table may draw face up: the viewer's own.
func handOf(st *hmd.State, viewer engine.Player) []int8 {
	if viewer < 0 || int(viewer) >= len(st.Seats) {
		return nil
	}
	return st.Seats[viewer].Hand
}
