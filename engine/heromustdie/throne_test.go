package heromustdie

import (
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

// bxMage turns the mage powers on and gives seat p colour c (the seat
// holding it takes p's old colour).
func bxMage(s *State, p int8, c string) {
	s.MagePowers = true
	col := int8(slices.Index(PlayerColours[:], c))
	for q := range s.Seats {
		if s.Seats[q].Colour == col {
			s.Seats[q].Colour = s.Seats[p].Colour
		}
	}
	s.Seats[p].Colour = col
}

// TestA47_ThroneRoomUnderBigSales: throne_room_1 costs 0, throne_room_3
// costs 2.
func TestA47_ThroneRoomUnderBigSales(t *testing.T) {
	s := started(t, 2, 47)
	bxRes(s, 0, 2, 0, 0)
	bxRes(s, 1, 2, 0, 0)
	bxToAction(t, s, BigSales, map[int8][]string{0: {"throne_room_1"}, 1: {"throne_room_3"}})
	for _, c := range []struct {
		p    int8
		want int16
	}{{0, 2}, {1, 0}} {
		if s.Stage != StThronePay || s.Actor != c.p {
			t.Fatalf("at %v of seat %d, want seat %d's Throne room", s.Stage, s.Actor, c.p)
		}
		bxAct(t, s, KYes, 0)
		if got := s.Seats[c.p].Gold; got != c.want {
			t.Errorf("seat %d has %d gold after paying, want %d", c.p, got, c.want)
		}
		bxDo(t, s, s.LegalActions(nil)[0])
	}
}

// TestThroneRoomDrawKeepReturn: pay, draw the deck's top two privately,
// keep one, the other goes under the deck; only the drawer knows both
// (R18, §7).
func TestThroneRoomDrawKeepReturn(t *testing.T) {
	s := started(t, 2, 18)
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"throne_room_2"}})
	d0, d1, n := s.PlotDeck[0], s.PlotDeck[1], len(s.PlotDeck)
	bxAct(t, s, KYes, 0)
	if want := []engine.Action{Act(KKeep, int(d0)), Act(KKeep, int(d1))}; s.Stage != StThroneKeep || !slices.Equal(s.LegalActions(nil), want) {
		t.Fatalf("%v: %v, want %v", s.Stage, s.LegalActions(nil), want)
	}
	draws := 0
	for _, e := range s.Events() {
		if e.Kind == engine.EvDraw {
			draws++
			if e.VisibleTo(1) || !e.VisibleTo(0) {
				t.Errorf("draw event %+v is not private to seat 0", e)
			}
		}
	}
	if draws != 2 {
		t.Errorf("%d draw events, want 2", draws)
	}
	bxAct(t, s, KKeep, int(d1))
	if !slices.Equal(s.Seats[0].Hand, []int8{d1}) || s.PlotDeck[len(s.PlotDeck)-1] != d0 || len(s.PlotDeck) != n-1 {
		t.Fatalf("hand %v, deck bottom %d (of %d); want hand [%d], %d at the bottom", s.Seats[0].Hand, s.PlotDeck[len(s.PlotDeck)-1], len(s.PlotDeck), d1, d0)
	}
	if s.PlotKnown[d0] != 1 || s.PlotKnown[d1] != 1 || len(s.Tmp) != 0 {
		t.Errorf("knowledge %b, %b, draw %v; want seat 0 alone, draw empty", s.PlotKnown[d0], s.PlotKnown[d1], s.Tmp)
	}
	if s.Seats[0].Gold != StartRes-3 {
		t.Errorf("gold %d, want %d", s.Seats[0].Gold, StartRes-3)
	}
	for _, e := range s.Events() {
		if e.Kind == engine.EvDraw && e.VisibleTo(1) {
			t.Errorf("seat 1 sees %+v", e)
		}
	}
	bxOK(t, s)
}

// TestThroneRoomSkips: unaffordable (R17) or no plot card left anywhere:
// no question, no cost.
func TestThroneRoomSkips(t *testing.T) {
	s := started(t, 2, 171)
	s.Seats[0].Gold = 3
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"throne_room_3"}})
	if !bxDone(s) || s.Seats[0].Gold != 3 {
		t.Fatalf("with 3 gold throne_room_3 asks %v", s.Stage)
	}

	s = started(t, 2, 172)
	s.Seats[1].Hand, s.PlotDeck = s.PlotDeck, nil
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"throne_room_1"}})
	if !bxDone(s) || s.Seats[0].Gold != StartRes {
		t.Fatalf("with no plot cards the Throne room asks %v", s.Stage)
	}
	bxOK(t, s)
}

// TestThroneRoomShortDeck: an empty deck takes the shuffled discard pile
// (R58), and a single card left is simply kept.
func TestThroneRoomShortDeck(t *testing.T) {
	s := started(t, 2, 58)
	x := s.PlotDeck[0]
	s.PlotDisc = slices.Clone(s.PlotDeck[1:4])
	s.Seats[1].Hand = slices.Clone(s.PlotDeck[4:])
	s.PlotDeck = []int8{x}
	for _, c := range s.PlotDisc {
		s.PlotKnown[c] = allSeats
	}
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"throne_room_1"}})
	bxAct(t, s, KYes, 0)
	if len(s.Tmp) != 2 || s.Tmp[0] != x || len(s.PlotDisc) != 0 || len(s.PlotDeck) != 2 {
		t.Fatalf("draw %v, deck %v, discard %v; want %d and a reshuffled card", s.Tmp, s.PlotDeck, s.PlotDisc, x)
	}
	for _, c := range s.PlotDeck {
		if s.PlotKnown[c] != 0 {
			t.Errorf("reshuffled card %d is known by %b", c, s.PlotKnown[c])
		}
	}
	if !slices.ContainsFunc(s.Events(), func(e engine.Event) bool { return e.Kind == engine.EvShuffle }) {
		t.Errorf("no shuffle event")
	}
	bxAct(t, s, KKeep, int(x))
	bxOK(t, s)

	s = started(t, 2, 59)
	x = s.PlotDeck[0]
	s.Seats[1].Hand, s.PlotDeck = slices.Clone(s.PlotDeck[1:]), []int8{x}
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"throne_room_1"}})
	bxAct(t, s, KYes, 0) // the only card is kept without a question
	if !slices.Equal(s.Seats[0].Hand, []int8{x}) || len(s.PlotDeck) != 0 || !bxDone(s) {
		t.Fatalf("hand %v, deck %v, at %v; want the card kept", s.Seats[0].Hand, s.PlotDeck, s.Stage)
	}
}

// TestThroneRoomGreenMage: draw 3, keep 1, the other two go under the deck
// in the order chosen (§2.9).
func TestThroneRoomGreenMage(t *testing.T) {
	s := started(t, 2, 29)
	bxMage(s, 0, "green")
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"throne_room_1"}})
	d := slices.Clone(s.PlotDeck[:3])
	bxAct(t, s, KYes, 0)
	if !slices.Equal(s.Tmp, d) {
		t.Fatalf("draw %v, want %v", s.Tmp, d)
	}
	bxAct(t, s, KKeep, int(d[1]))
	if s.Stage != StThroneKeep || len(s.LegalActions(nil)) != 2 {
		t.Fatalf("at %v with %v, want the order of the two returned cards", s.Stage, s.LegalActions(nil))
	}
	// The log never names the card; the owner's button does.
	if w := s.ActionString(Act(KKeep, int(d[2]))); strings.Contains(w, Plots[d[2]].Name) {
		t.Errorf("the log words %q name a private card", w)
	}
	if w := s.CardChoice(Act(KKeep, int(d[2]))); w != "Put "+Plots[d[2]].Name+" under first" {
		t.Errorf("button words %q", w)
	}
	bxAct(t, s, KKeep, int(d[2]))
	n := len(s.PlotDeck)
	if got := s.PlotDeck[n-2:]; !slices.Equal(got, []int8{d[2], d[0]}) {
		t.Errorf("deck bottom %v, want %v", got, []int8{d[2], d[0]})
	}
	for _, c := range d {
		if s.PlotKnown[c] != 1 {
			t.Errorf("card %d known by %b, want seat 0", c, s.PlotKnown[c])
		}
	}
	bxOK(t, s)
}

// TestMagePowers: red +1 MP per Rune room worker, yellow +1 gold per Gold
// mine worker, blue +1 slave per Town worker (§2.9); off by default.
func TestMagePowers(t *testing.T) {
	for _, c := range []struct {
		colour, box string
		on          bool
		gold, sl    int16
		mp          int16
	}{
		{"red", "rune_room_2", true, 0, 0, 3},
		{"red", "rune_room_2", false, 0, 0, 2},
		{"yellow", "gold_mine_2", true, 4, 0, 0},
		{"yellow", "rune_room_2", true, 0, 0, 2},
		{"blue", "town_2", true, 0, 3, 0},
		{"green", "town_2", true, 0, 2, 0},
	} {
		s := started(t, 2, 92)
		bxMage(s, 0, c.colour)
		s.MagePowers = c.on
		bxToAction(t, s, BigSales, map[int8][]string{0: {c.box}})
		for !bxDone(s) {
			bxDo(t, s, s.LegalActions(nil)[0]) // no slaves spent
		}
		q := s.Seats[0]
		if got := [3]int16{q.Gold - StartRes, q.Slaves - StartRes, q.MP - StartRes}; got != [3]int16{c.gold, c.sl, c.mp} {
			t.Errorf("%s on %s (powers %v): gained %v, want %v", c.colour, c.box, c.on, got, [3]int16{c.gold, c.sl, c.mp})
		}
	}
}

// TestThroneDrawNameEndsSentence: a private draw's sentence ends with the
// card name's own "!", not "!." (play-test 25: "Ada draws Rule Them All!.").
func TestThroneDrawNameEndsSentence(t *testing.T) {
	s := started(t, 2, 18)
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"throne_room_2"}})
	rule := slices.IndexFunc(Plots[:], func(p Plot) bool { return p.Kind == RuleThemAll })
	at := slices.Index(s.PlotDeck, int8(rule))
	if at < 0 {
		t.Fatalf("Rule Them All is not in the plot deck %v", s.PlotDeck)
	}
	s.PlotDeck[0], s.PlotDeck[at] = s.PlotDeck[at], s.PlotDeck[0]
	seen := 0
	check := func() {
		for _, e := range s.Events() {
			if e.Kind == engine.EvDraw && e.Card == rule {
				seen++
				if n := len(e.Text); n < 2 || e.Text[n-1] != '!' {
					t.Errorf("private sentence %q should end on the name's own !", e.Text)
				}
			}
		}
	}
	bxAct(t, s, KYes, 0)
	check()
	bxAct(t, s, KKeep, rule)
	check()
	if seen != 2 {
		t.Errorf("%d private sentences name Rule Them All, want 2 (drawn, kept)", seen)
	}
}
