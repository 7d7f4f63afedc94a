package heromustdie

import (
	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Refusal says why a click on a thing the decision is about does nothing,
// in the engine's words (tablekit.Refuser): a monster the rules keep from
// defending or hiring, a box another goblin holds, a plot card not
// playable now, a player, event card, party, hero or monster the decision
// cannot take. The core words the rest.
func (t *Table) Refusal(s *tablekit.Spot[spotKey]) string {
	st := t.state()
	why := ""
	switch i := s.Key.I; s.Key.Kind {
	case AtReserve:
		why = st.WhyNotSend(int8(i))
	case AtBox:
		why = st.WhyNotPlace(i)
		if who, ok := tookJustNow(t.S.Match.Log, st, i); ok {
			why = engine.Who(engine.Player(who)) + " took this box just now: pick another."
		}
	case AtMonster:
		why = st.WhyNotTake(int8(i))
	case AtHand:
		why = st.WhyNotPlay(int8(i))
	case AtPanel:
		why = st.WhyNotSeat(int8(i))
	case AtSlotCard:
		why = st.WhyNotPeek(i)
	case AtParty:
		why = st.WhyNotParty(i)
	case AtFightHero:
		why = st.WhyNotHero(i, t.fireSel)
	case AtFightMon:
		why = st.WhyNotHeal(i)
	case AtOwned:
		why = st.WhyNotDiscard(int8(i))
	case AtFloor:
		why = st.WhyNotFloor(i)
	}
	return engine.Names(why, t.S.Names())
}

var _ tablekit.Refuser[spotKey] = (*Table)(nil)

// tookJustNow is the seat that placed its goblin on box b since the
// actor's last move, when b is his to refuse now: a bot takes a box within
// a second, and a click meant for it a moment before said only whose
// goblin was there, read as a tooltip (pt40 #2).
func tookJustNow(log []engine.LogEntry, st *hmd.State, b int) (int, bool) {
	if st.Stage != hmd.StPlace || b < 0 || b >= hmd.NumBoxes || st.Boxes[b] < 0 || st.Boxes[b] == st.Actor {
		return 0, false
	}
	for i := len(log) - 1; i >= 0; i-- {
		e := log[i]
		for _, ev := range e.Events {
			if ev.Kind == engine.EvGame && ev.Code == hmd.CodePlace && ev.Arg(1) == b && ev.Arg(0) == int(st.Boxes[b]) {
				return ev.Arg(0), true
			}
		}
		if e.Player == engine.Player(st.Actor) {
			return 0, false
		}
	}
	return 0, false
}

// offerAlike makes the places that stand for an offered one play it too:
// a copy of a function card in the hand (copies are alike, the engine
// offers the first), and a monster chip inside a player panel offered for
// We Need Change or It's Mine. They take the click without glowing.
func (t *Table) offerAlike() {
	live := map[spotKey]*tablekit.Spot[spotKey]{}
	for _, s := range t.Spots.Order {
		if s.Live && s.Click == nil {
			live[s.Key] = s
		}
	}
	st := t.q.Shown
	for _, s := range t.Spots.Order {
		if s.Live {
			continue
		}
		var like *tablekit.Spot[spotKey]
		switch s.Key.Kind {
		case AtHand:
			for _, o := range live {
				if o.Key.Kind == AtHand && hmd.Plots[o.Key.I].Kind == hmd.Plots[s.Key.I].Kind && !hmd.Plots[o.Key.I].Quest() {
					like = o
				}
			}
		case AtOwned:
			like = live[spotKey{Kind: AtPanel, I: ownerOf(st, int8(s.Key.I))}]
		}
		if like != nil {
			s.Live, s.Action = true, like.Action
		}
	}
}

// ownerOf is the seat owning monster m, -1 none.
func ownerOf(st *hmd.State, m int8) int {
	for p := range st.Seats {
		for _, x := range st.Seats[p].Monsters {
			if x == m {
				return p
			}
		}
	}
	return -1
}
