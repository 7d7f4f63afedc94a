package heromustdie

import (
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Court phase tests (§5.13, R41, R42, R60–R62). Helpers are named ct….

// ctCourt starts the Court phase of the built state and runs to its first
// decision.
func ctCourt(s *State) {
	s.Stage = StNone
	s.enter(PhCourt)
	s.run()
}

// ctPlot is the plot card with the given id.
func ctPlot(t testing.TB, id string) int8 {
	t.Helper()
	for i, p := range Plots {
		if p.ID == id {
			return int8(i)
		}
	}
	t.Fatalf("no plot card %q", id)
	return -1
}

// ctHand moves the given plot cards into seat p's hand, from wherever
// they are, so that every card stays in one place.
func ctHand(t testing.TB, s *State, p int8, ids ...string) {
	t.Helper()
	for _, id := range ids {
		c := ctPlot(t, id)
		del := func(xs []int8) []int8 { return slices.DeleteFunc(xs, func(x int8) bool { return x == c }) }
		s.PlotDeck, s.PlotDisc = del(s.PlotDeck), del(s.PlotDisc)
		for q := range s.Seats {
			s.Seats[q].Hand = del(s.Seats[q].Hand)
		}
		s.Seats[p].Hand = append(s.Seats[p].Hand, c)
		s.PlotKnown[c] = 1 << p
	}
}

// ctGold gives seat p the gold that makes x after the Court's income.
func ctGold(s *State, p int8, x int) { s.Seats[p].Gold = int16(x) - int16(Income[s.Seats[p].VP]) }

// ctCheck fails the test when the invariants do not hold.
func ctCheck(t testing.TB, s *State) {
	t.Helper()
	if err := invariants(s); err != nil {
		t.Fatal(err)
	}
}

// ctActors passes every Court turn, recording whose turn each was.
func ctActors(t testing.TB, s *State) []int8 {
	t.Helper()
	var who []int8
	for s.Phase == PhCourt && s.Stage == StCourt {
		who = append(who, s.Actor)
		mustAct(t, s, KPass, 0)
	}
	return who
}

// ctTurnOf passes the other seats' Court turns until it is seat p's.
func ctTurnOf(t testing.TB, s *State, p int8) {
	t.Helper()
	for s.Phase == PhCourt && s.Stage == StCourt && s.Actor != p {
		mustAct(t, s, KPass, 0)
	}
	if s.Stage != StCourt || s.Actor != p {
		t.Fatalf("no Court turn for seat %d: %v for seat %d", p, s.Stage, s.Actor)
	}
}

func TestCourtIncomeFollowsTheVPTrack(t *testing.T) {
	s := started(t, 4, 1)
	vps := []int8{1, 4, 7, 10}
	for p, v := range vps {
		s.Seats[p].VP = v
		s.Seats[p].Gold = 0
	}
	ctCourt(s)
	for p, want := range []int16{1, 2, 3, 4} {
		if got := s.Seats[p].Gold; got != want {
			t.Errorf("seat %d at %d VP has %d gold after income, want %d", p, vps[p], got, want)
		}
	}
	ctActors(t, s) // an empty hand is still asked (flow.go: Stage.asked)
	if s.Phase != PhPlanning || s.Turn != 2 {
		t.Errorf("after a Court with no cards: phase %v turn %d, want turn 2's Planning", s.Phase, s.Turn)
	}
	ctCheck(t, s)
}

// TestA50_CourtOrder: snapshot A 6, B 3, C 3, D 8, ring [C, D, A, B] →
// court order C, B, A, D.
func TestA50_CourtOrder(t *testing.T) {
	s := started(t, 4, 50)
	const A, B, C, D = 0, 1, 2, 3
	s.Ring = []int8{C, D, A, B}
	for p, v := range []int8{6, 3, 3, 8} {
		s.Seats[p].VP = v
	}
	// A playable card in every hand keeps each Court turn open: It's Mine
	// (others hold cards), We Need Change for A and D (snapshot ≥ 5).
	ctHand(t, s, A, "plot_we_need_change_1")
	ctHand(t, s, B, "plot_its_mine_1")
	ctHand(t, s, C, "plot_its_mine_2")
	ctHand(t, s, D, "plot_we_need_change_2")
	ctCourt(s)
	if got, want := ctActors(t, s), []int8{C, B, A, D}; !slices.Equal(got, want) {
		t.Fatalf("court order %v, want %v", got, want)
	}
}

// TestA54_CourtOrderIsFixed: 2p, ring [B, A], snapshot A 5, B 6 → order
// A, B. A switches with B → ring [A, B]; B still has his turn after A; the
// next shift gives [B, A], so B defends.
func TestA54_CourtOrderIsFixed(t *testing.T) {
	s := started(t, 2, 54)
	const A, B = 0, 1
	s.Ring = []int8{B, A}
	s.Seats[A].VP, s.Seats[B].VP = 5, 6
	ctHand(t, s, A, "plot_we_need_change_1")
	ctHand(t, s, B, "plot_we_need_change_2")
	ctCourt(s)
	if s.Stage != StCourt || s.Actor != A {
		t.Fatalf("first Court turn: %v for seat %d, want A's", s.Stage, s.Actor)
	}
	mustAct(t, s, KPlay, int(ctPlot(t, "plot_we_need_change_1"))) // the only target is B
	if !slices.Equal(s.Ring, []int8{A, B}) || s.Defender() != A {
		t.Fatalf("ring %v after the switch, want [A B]", s.Ring)
	}
	// A's hand is empty now, so his turn ends by itself (hand sizes are public).
	if s.Stage != StCourt || s.Actor != B || s.Phase != PhCourt {
		t.Fatalf("after A's switch: %v for seat %d, want B's Court turn", s.Stage, s.Actor)
	}
	mustAct(t, s, KPass, 0)
	if s.Turn != 2 || !slices.Equal(s.Ring, []int8{B, A}) || s.Defender() != B {
		t.Fatalf("turn %d ring %v, want turn 2 with ring [B A]", s.Turn, s.Ring)
	}
	ctCheck(t, s)
}

// TestA6_SnapshotVP: 4 VP at Court start plus a 3-VP quest is still too
// little for We Need Change; 8 VP and two copies win at once.
func TestA6_SnapshotVP(t *testing.T) {
	const A, B = 0, 1
	t.Run("quest VP do not count", func(t *testing.T) {
		s := started(t, 2, 6)
		s.Seats[A].VP = 4
		ctMonsters(t, s, A, "mon_kobold", "mon_wyvern", "mon_drake")
		ctHand(t, s, A, "plot_dragon_lord", "plot_we_need_change_1")
		ctCourt(s)
		ctTurnOf(t, s, A) // B (3 VP) comes first
		if s.Actor != A || legalHas(s, KPlay, int(ctPlot(t, "plot_we_need_change_1"))) {
			t.Fatalf("A at snapshot 4 may play We Need Change (or it is not A's turn: %d)", s.Actor)
		}
		mustAct(t, s, KPlay, int(ctPlot(t, "plot_dragon_lord")))
		if s.Seats[A].VP != 7 {
			t.Fatalf("A has %d VP after Dragon Lord, want 7", s.Seats[A].VP)
		}
		if s.Stage == StCourt && legalHas(s, KPlay, int(ctPlot(t, "plot_we_need_change_1"))) {
			t.Fatal("A may play We Need Change with 7 VP but a snapshot of 4")
		}
		if !slices.Contains(s.Seats[A].Hand, ctPlot(t, "plot_we_need_change_1")) || len(s.PlotDisc) != 0 {
			t.Fatalf("We Need Change was played: hand %v discard %v", s.Seats[A].Hand, s.PlotDisc)
		}
	})
	t.Run("coup", func(t *testing.T) {
		s := started(t, 2, 6)
		s.Seats[A].VP = 8
		ctHand(t, s, A, "plot_we_need_change_3", "plot_we_need_change_1")
		ctCourt(s)
		ctTurnOf(t, s, A)
		c1, c2 := ctPlot(t, "plot_we_need_change_1"), ctPlot(t, "plot_we_need_change_3")
		mustAct(t, s, KCoup, int(c1)*32+int(c2))
		if !s.Over || !s.Won[A] || s.Won[B] {
			t.Fatalf("over %v won %v, want A the only winner", s.Over, s.Won)
		}
		if !slices.Contains(s.PlotDisc, c1) || !slices.Contains(s.PlotDisc, c2) || s.PlotKnown[c1] != allSeats {
			t.Fatalf("the coup cards are not on the discard face up: %v", s.PlotDisc)
		}
		ctCheck(t, s)
	})
}

// TestCoupNeedsEightVPAndTwoCards (R61): one offer whatever the copies.
func TestCoupNeedsEightVPAndTwoCards(t *testing.T) {
	for _, c := range []struct {
		name  string
		vp    int8
		cards []string
		coup  bool
	}{
		{"8 VP, one card", 8, []string{"plot_we_need_change_2"}, false},
		{"7 VP, two cards", 7, []string{"plot_we_need_change_2", "plot_we_need_change_4"}, false},
		{"8 VP, two cards", 8, []string{"plot_we_need_change_2", "plot_we_need_change_4"}, true},
		{"12 VP, three cards", 12, []string{"plot_we_need_change_4", "plot_we_need_change_2", "plot_we_need_change_3"}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := started(t, 2, 61)
			s.Seats[0].VP = c.vp
			ctHand(t, s, 0, c.cards...)
			ctCourt(s)
			ctTurnOf(t, s, 0)
			var coups []engine.Action
			for _, a := range s.LegalActions(nil) {
				if k, _ := Split(a); k == KCoup {
					coups = append(coups, a)
				}
			}
			if (len(coups) == 1) != c.coup || len(coups) > 1 {
				t.Fatalf("coup actions %v, want a coup: %v", coups, c.coup)
			}
		})
	}
}

// TestSwitchFloorIntoReserve (R60): a switch swaps ring places, reserve
// included, and the new ring[0] guards the front floor.
func TestSwitchFloorIntoReserve(t *testing.T) {
	s := started(t, 4, 60)
	s.enterDungeon(0)
	s.Front = 3 // floors 1–2 conquered: ring[3] is in reserve
	s.Seats[0].VP = 5
	ctHand(t, s, 0, "plot_we_need_change_2", "plot_its_mine_1") // It's Mine keeps the turn open
	ctHand(t, s, 1, "plot_traitor_1")
	ctCourt(s)
	ctTurnOf(t, s, 0) // seat 0 comes last (5 VP)
	mustAct(t, s, KPlay, int(ctPlot(t, "plot_we_need_change_2")))
	if s.Stage != StSwitch || len(s.LegalActions(nil)) != 3 {
		t.Fatalf("at %v with %d targets, want a choice of 3", s.Stage, len(s.LegalActions(nil)))
	}
	mustAct(t, s, KSeat, 3)
	if !slices.Equal(s.Ring, []int8{3, 1, 2, 0}) || s.FloorOf(0) != 0 || s.FloorOf(3) != 3 || s.Defender() != 3 {
		t.Fatalf("ring %v, seat 0 on %d, seat 3 on %d", s.Ring, s.FloorOf(0), s.FloorOf(3))
	}
	ctCheck(t, s)
}

// TestReactionCardsNeverInOwnTurn (R42) and It's Mine with no target.
func TestReactionCardsNeverInOwnTurn(t *testing.T) {
	s := started(t, 2, 42)
	s.Seats[0].VP = 12
	ctHand(t, s, 0, "plot_better_choice_1", "plot_pardon_me_1", "plot_traitor_1", "plot_its_mine_1")
	ctCourt(s)
	for s.Phase == PhCourt && s.Stage == StCourt { // nothing but a pass
		if acts := s.LegalActions(nil); len(acts) != 1 || acts[0] != Act(KPass, 0) {
			t.Fatalf("seat %d is offered %v", s.Actor, acts)
		}
		mustAct(t, s, KPass, 0)
	}
	if len(s.Seats[0].Hand) != 4 || len(s.PlotDisc) != 0 {
		t.Fatalf("hand %v discard %v, want nothing played", s.Seats[0].Hand, s.PlotDisc)
	}
}

// TestItsMine (R62, §7): a random card of the target's hand; only thief
// and victim learn which; the thief may play it in the same turn.
func TestItsMine(t *testing.T) {
	s := started(t, 3, 62)
	ctMonsters(t, s, 0, "mon_kobold", "mon_wyvern", "mon_drake")
	ctHand(t, s, 0, "plot_its_mine_2")
	ctHand(t, s, 1, "plot_dragon_lord")
	ctHand(t, s, 2, "plot_traitor_1")
	ctCourt(s)
	im, dl := ctPlot(t, "plot_its_mine_2"), ctPlot(t, "plot_dragon_lord")
	mustAct(t, s, KPlay, int(im))
	if s.Stage != StSteal || !legalHas(s, KSeat, 1) || !legalHas(s, KSeat, 2) || legalHas(s, KSeat, 0) {
		t.Fatalf("at %v targets %v, want seats 1 and 2", s.Stage, s.LegalActions(nil))
	}
	mustAct(t, s, KSeat, 1)
	if !slices.Contains(s.Seats[0].Hand, dl) || len(s.Seats[1].Hand) != 0 {
		t.Fatalf("hands %v / %v, want Dragon Lord stolen", s.Seats[0].Hand, s.Seats[1].Hand)
	}
	if s.PlotKnown[dl] != 1<<0|1<<1 || s.PlotKnown[im] != allSeats || !slices.Equal(s.PlotDisc, []int8{im}) {
		t.Fatalf("known %b / %b, discard %v", s.PlotKnown[dl], s.PlotKnown[im], s.PlotDisc)
	}
	for _, e := range s.Events() {
		named := e.Card == int(dl) && e.Kind == engine.EvDraw || strings.Contains(said(e), "Dragon Lord")
		if named && e.VisibleTo(2) {
			t.Errorf("seat 2 sees the stolen card: %+v", e)
		}
	}
	for _, p := range []engine.Player{0, 1} {
		if !slices.ContainsFunc(s.Events(), func(e engine.Event) bool {
			return e.Kind == engine.EvDraw && e.Card == int(dl) && e.Player == p
		}) {
			t.Errorf("seat %d is not told which card was taken", p)
		}
	}
	if s.Stage != StCourt || s.Actor != 0 || !legalHas(s, KPlay, int(dl)) {
		t.Fatalf("the thief cannot play the stolen Dragon Lord: %v", s.LegalActions(nil))
	}
	mustAct(t, s, KPlay, int(dl))
	if s.Seats[0].VP != 6 || !slices.Contains(s.Seats[0].Trophies, dl) {
		t.Fatalf("VP %d trophies %v", s.Seats[0].VP, s.Seats[0].Trophies)
	}
	ctCheck(t, s)
}

// TestItsMineIsRandom: different RNG states take different cards, and
// always one of the victim's.
func TestItsMineIsRandom(t *testing.T) {
	base := started(t, 2, 7)
	ctHand(t, base, 0, "plot_its_mine_1")
	ctHand(t, base, 1, "plot_traitor_1", "plot_pardon_me_1", "plot_monster_cup")
	hand := slices.Clone(base.Seats[1].Hand)
	got := map[int8]bool{}
	for seed := range uint64(40) {
		s := base.clone()
		s.RNG = engine.NewRNG(seed)
		ctCourt(s)
		mustAct(t, s, KPlay, int(ctPlot(t, "plot_its_mine_1"))) // one target: plays itself
		stolen := s.Seats[0].Hand[len(s.Seats[0].Hand)-1]
		if !slices.Contains(hand, stolen) || len(s.Seats[1].Hand) != 2 {
			t.Fatalf("stole %d from %v", stolen, hand)
		}
		got[stolen] = true
	}
	if len(got) != 3 {
		t.Fatalf("40 steals took only %v of 3 cards", got)
	}
}

// TestCourtLastTurnEndsTheGame: after turn 8's Court comes final scoring.
func TestCourtLastTurnEndsTheGame(t *testing.T) {
	s := started(t, 3, 8)
	s.Turn = Turns
	s.Seats[2].VP = 9
	ctCourt(s)
	ctActors(t, s)
	if !s.Over || !s.Won[2] || s.Won[0] || s.Won[1] {
		t.Fatalf("over %v won %v, want seat 2 to win", s.Over, s.Won)
	}
}

// TestCourtRefusesBadInput: an illegal action is refused and changes
// nothing.
func TestCourtRefusesBadInput(t *testing.T) {
	s := started(t, 2, 9)
	ctHand(t, s, 0, "plot_its_mine_1")
	ctHand(t, s, 1, "plot_dragon_lord")
	ctCourt(s)
	before, _ := s.MarshalMsg(nil)
	for _, a := range []engine.Action{
		Act(KPlay, int(ctPlot(t, "plot_dragon_lord"))), // another seat's card
		Act(KPlay, 99), Act(KCoup, 13*32+14), Act(KSeat, 1), Act(KYes, 0),
	} {
		err := s.Apply(a)
		if err == nil || !strings.Contains(err.Error(), "play a plot card, or pass") {
			t.Errorf("%v: error %v", a, err)
		}
	}
	if after, _ := s.MarshalMsg(nil); string(after) != string(before) {
		t.Fatal("a refused action changed the state")
	}
}

func TestCourtWords(t *testing.T) {
	s := started(t, 2, 10)
	s.Stage, s.Actor = StCourt, 1
	for _, c := range []struct {
		st   Stage
		a    engine.Action
		want string
	}{
		{StCourt, Act(KPlay, int(ctPlot(t, "plot_monster_cup"))), "{P2} plays Monster Cup"},
		{StCourt, Act(KCoup, 13*32+14), "{P2} plays two We Need Change cards: Coup d'État"},
		{StCourt, Act(KPass, 0), "{P2} ends the Court turn"},
		{StSwitch, Act(KSeat, 0), "{P2} switches floors with {P1}"},
		{StSteal, Act(KSeat, 0), "{P2} takes a random plot card from {P1}"},
		{StBetter, Act(KYes, 0), "{P2} plays A Better Choice"},
		{StBetter, Act(KPass, 0), "{P2} passes"},
		{StQuestPick, Act(KDiscard, int(monsterByID(t, "mon_troll"))), "{P2} discards the Troll"},
		{StRuleParty, Act(KParty, 1), "{P2} sends party 2 back to the Castle"},
		{StRuleParty, Act(KPass, 0), "{P2} sends no party back"},
	} {
		s.Stage = c.st
		if got := s.ActionString(c.a); got != c.want {
			t.Errorf("%v: %q, want %q", c.st, got, c.want)
		}
	}
}
