package heromustdie

import (
	"slices"

	"github.com/herotable/herotable/engine"
)

// The Throne room (§2.6, R18, R58): pay, draw 2 plot cards (3 for the
// green mage, §2.9), keep 1 and put the rest under the plot deck. The
// draw waits in Tmp; only the drawer sees it, and only he knows which
// cards went under the deck (§7, PlotKnown).

// throneCost is Throne room box b's price: 2, 3 or 4 gold, 2 less under
// Big Sales, never below 0 (R18).
func (s *State) throneCost(b int) int8 {
	c := Boxes[b].Amount
	if s.Has(BigSales) {
		c = max(0, c-BigSalesDiscount)
	}
	return c
}

// ThronePrice is what seat p pays at the Throne room box being resolved,
// and how many plot cards it draws for it (3 with the green mage's power).
func (s *State) ThronePrice(p int8) (gold, cards int) {
	cards = 2
	if s.mage(p, MageAt(ThroneRoom)) {
		cards = 3
	}
	return int(s.throneCost(int(s.Cur))), cards
}

func (s *State) arriveThrone(b int, p int8) {
	switch {
	case len(s.PlotDeck)+len(s.PlotDisc) == 0:
		s.Ev.Game(engine.Player(p), CodeNoPlots, int(p))
		s.nextBox()
	case s.Seats[p].Gold < int16(s.throneCost(b)):
		s.Ev.Game(engine.Player(p), CodeCannotThrone, int(p), b)
		s.nextBox()
	default:
		s.ask(StThronePay, p)
	}
}

// drawPlot takes the plot deck's top card; when the deck is empty the
// discard pile is shuffled into a new deck first (R58). ok is false when
// there is no plot card in either.
func (s *State) drawPlot() (c int8, ok bool) {
	if len(s.PlotDeck) == 0 {
		if len(s.PlotDisc) == 0 {
			return -1, false
		}
		s.PlotDeck = append(s.PlotDeck, s.PlotDisc...)
		s.PlotDisc = s.PlotDisc[:0]
		shuffle(&s.RNG, s.PlotDeck)
		for _, c := range s.PlotDeck {
			s.PlotKnown[c] = 0
		}
		s.Ev.Add(engine.Event{Kind: engine.EvShuffle, Player: engine.NoPlayer, Zone: "plot_deck"})
		s.Ev.Game(engine.NoPlayer, CodePlotsShuffled)
	}
	c = s.PlotDeck[0]
	s.PlotDeck = s.PlotDeck[1:]
	return c, true
}

// throneDraw pays box Cur's cost and draws 2 plot cards (3 for the green
// mage) into Tmp, seen by the drawer only.
func (s *State) throneDraw(p int8) {
	cost, n := s.ThronePrice(p)
	s.Seats[p].Gold -= int16(cost)
	s.Tmp = s.Tmp[:0]
	for range n {
		c, ok := s.drawPlot()
		if !ok {
			break
		}
		s.Tmp = append(s.Tmp, c)
		s.PlotKnown[c] = 1 << p
		s.secret(p, int(c), "plot_deck", "%s draws %s.", s.name(p), Plots[c].Name)
	}
	s.Ev.Game(engine.Player(p), CodeThroneDraw, int(p), int(cost), len(s.Tmp))
	s.Sub = sbKeep
	s.ask(StThroneKeep, p)
}

// throneKeep keeps card c in hand (sbKeep) or puts it under the plot deck
// before the others (sbOrder); the last card left goes under as well.
func (s *State) throneKeep(p int8, c int8) {
	s.Tmp = slices.DeleteFunc(s.Tmp, func(x int8) bool { return x == c })
	if s.Sub == sbKeep {
		s.Seats[p].Hand = append(s.Seats[p].Hand, c)
		s.PlotKnown[c] = 1 << p
		s.secret(p, int(c), "plot_hand", "%s keeps %s.", s.name(p), Plots[c].Name)
		if len(s.Tmp) > 0 {
			s.Ev.Game(engine.Player(p), CodeThroneKeep, int(p), len(s.Tmp))
		}
	} else {
		s.underPlots(p, c)
	}
	if len(s.Tmp) >= 2 { // green mage: the order under the deck is his choice
		s.Sub = sbOrder
		s.ask(StThroneKeep, p)
		return
	}
	if len(s.Tmp) == 1 {
		s.underPlots(p, s.Tmp[0])
	}
	s.Tmp = s.Tmp[:0]
	s.nextBox()
}

// underPlots puts plot card c under the deck; only p knows it is there.
func (s *State) underPlots(p int8, c int8) {
	s.PlotDeck = append(s.PlotDeck, c)
	s.PlotKnown[c] = 1 << p
	s.secret(p, int(c), "plot_deck_bottom", "%s puts %s under the plot deck.", s.name(p), Plots[c].Name)
}

// OrderingUnder reports whether the Throne room's keeper is choosing the
// order the cards left go under the plot deck (the green mage), rather
// than the card to keep.
func (s *State) OrderingUnder() bool { return s.Stage == StThroneKeep && s.Sub == sbOrder }
