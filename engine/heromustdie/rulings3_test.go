package heromustdie

import (
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

// Rulings of the events, the Court phase, the end and hidden information
// with no other test (see rulingTests in rulings_test.go).

// TestR40_LastPlayerStanding: a player at 0 VP is out at once (§5.12:
// resources to the bank, hand face up on the discard, trophies kept); when
// one player is left he wins; when the last players reach 0 VP together
// nobody wins.
func TestR40_LastPlayerStanding(t *testing.T) {
	s := invGame(t, 2)
	s.Seats[0].VP = 2
	ctHand(t, s, 0, "plot_its_mine_1", "plot_dragon_lord")
	s.Seats[0].Hand, s.Seats[0].Trophies = s.Seats[0].Hand[:1], s.Seats[0].Hand[1:]
	invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
	invMonsters(t, s, 0)
	invBegin(t, s)
	invAct(t, s, KPass, 0) // no Pardon Me
	invPassTraitors(t, s)
	if !s.Over || !slices.Equal(s.Won, []bool{false, true}) || !slices.Equal(s.Returns(), []float64{0, 1}) {
		t.Fatalf("over %v, won %v, returns %v; want seat 1 to win", s.Over, s.Won, s.Returns())
	}
	im, dl := ctPlot(t, "plot_its_mine_1"), ctPlot(t, "plot_dragon_lord")
	if q := s.Seats[0]; !q.Out || s.Resources(0) != 0 || len(q.Hand) != 0 || !slices.Equal(q.Trophies, []int8{dl}) ||
		!slices.Contains(s.PlotDisc, im) || s.PlotKnown[im] != allSeats {
		t.Fatalf("seat 0 out %v, %d resources, hand %v, trophies %v; discard %v", q.Out, s.Resources(0), q.Hand, q.Trophies, s.PlotDisc)
	}

	s = started(t, 2, 40)
	s.Seats[0].VP, s.Seats[1].VP = 1, 1
	bxToAction(t, s, WrathOfLord, nil) // nobody builds: −1 VP each
	if !s.Over || len(s.Ring) != 0 || slices.Contains(s.Won, true) || !strings.Contains(s.Why, "nobody wins") {
		t.Fatalf("over %v, ring %v, won %v, %q; want nobody to win", s.Over, s.Ring, s.Won, s.Why)
	}
}

// TestR43_NoBetterChoiceForFunctionCards: A Better Choice answers quests
// only: We Need Change opens no window, a quest played next does.
func TestR43_NoBetterChoiceForFunctionCards(t *testing.T) {
	s := started(t, 2, 43)
	s.Seats[0].VP = 5
	ctGold(s, 0, 3)
	ctGold(s, 1, 3)
	ctHand(t, s, 0, "plot_we_need_change_1", "plot_monster_cup")
	ctHand(t, s, 1, "plot_better_choice_1")
	ctCourt(s)
	ctTurnOf(t, s, 0)
	mustAct(t, s, KPlay, int(ctPlot(t, "plot_we_need_change_1"))) // the only target, seat 1, is chosen by itself
	if s.Stage != StCourt || s.Actor != 0 || !slices.Equal(s.Ring, []int8{1, 0}) {
		t.Fatalf("after We Need Change: %v for seat %d, ring %v; want seat 0's Court turn again", s.Stage, s.Actor, s.Ring)
	}
	mustAct(t, s, KPlay, int(ctPlot(t, "plot_monster_cup")))
	if s.Stage != StBetter || s.Actor != 1 {
		t.Fatalf("after a quest: %v for seat %d, want seat 1's Better Choice window", s.Stage, s.Actor)
	}
}

// TestR46_GetThePrincessOnlyThatTurn: playable in the Court of the turn
// Happy Princess was drawn, and no longer in the next turn's Court.
func TestR46_GetThePrincessOnlyThatTurn(t *testing.T) {
	s := started(t, 2, 46)
	ctMonsters(t, s, 0, "mon_wolf", "mon_kobold", "mon_imp")
	ctHand(t, s, 0, "plot_get_the_princess")
	gtp := int(ctPlot(t, "plot_get_the_princess"))
	toEvent(t, s, eventOf(HappyPrincess))
	mustAct(t, s, KTop, 0)
	court := func(turn int8) func() bool {
		return func() bool { return s.Turn == turn && s.Stage == StCourt && s.Actor == 0 }
	}
	rlUntil(t, s, court(1))
	if !legalHas(s, KPlay, gtp) {
		t.Fatalf("turn 1 (Happy Princess): Get the Princess is not playable: %v", s.LegalActions(nil))
	}
	mustAct(t, s, KPass, 0)
	rlUntil(t, s, court(2))
	if legalHas(s, KPlay, gtp) || !slices.Contains(s.Seats[0].Hand, int8(gtp)) || len(s.Seats[0].Monsters) != 3 {
		t.Fatalf("turn 2: Get the Princess playable %v, hand %v, monsters %v", legalHas(s, KPlay, gtp), s.Seats[0].Hand, s.Seats[0].Monsters)
	}
}

// TestR49_KingdomAtWar: every party in the dungeon goes home, its heroes
// under the hero deck in queue and party order; floors are reclaimed;
// parties outside the dungeon stay.
func TestR49_KingdomAtWar(t *testing.T) {
	s := started(t, 3, 49)
	bxParty(t, s, 0, "hero_swordsman", "hero_squire", "hero_archer")
	bxParty(t, s, 1, "hero_ranger", "hero_priest", "hero_militia")
	s.Parties[2].Where = AtEntrance
	s.Front = 3
	heroes := append(cardsOf(s.Parties[0].Heroes), cardsOf(s.Parties[1].Heroes)...)
	bxToAction(t, s, KingdomAtWar, nil)
	if w := bxWhere(s); w != [NumParties]Where{AtCastle, AtCastle, AtEntrance} || len(s.Queue) != 0 || s.Front != 1 {
		t.Fatalf("parties at %v, queue %v, F %d; want both home, party 3 at the Entrance, F 1", w, s.Queue, s.Front)
	}
	if got := s.HeroDeck[len(s.HeroDeck)-6:]; !slices.Equal(got, heroes) {
		t.Errorf("hero deck bottom %v, want %v", got, heroes)
	}
	for p, f := range []int8{1, 2, 3} {
		if got := s.FloorOf(int8(p)); got != f {
			t.Errorf("seat %d guards floor %d, want %d", p, got, f)
		}
	}
	bxOK(t, s)
}

// TestR53_MonsterRowRefresh: turn 1 starts with three cards off the deck;
// each Beginning puts the row under the deck, left to right and in public,
// and draws three; a short deck gives fewer.
func TestR53_MonsterRowRefresh(t *testing.T) {
	s := started(t, 2, 53)
	if len(s.MonsterRow) != 3 || len(s.MonsterDeck) != 15-3 || s.MonsterSeen != 0 {
		t.Fatalf("turn 1: row %v, %d in the deck, %d seen", s.MonsterRow, len(s.MonsterDeck), s.MonsterSeen)
	}
	row, deck := slices.Clone(s.MonsterRow), slices.Clone(s.MonsterDeck)
	rlUntil(t, s, func() bool { return s.Turn == 2 })
	if !slices.Equal(s.MonsterRow, deck[:3]) || !slices.Equal(s.MonsterDeck, append(deck[3:], row...)) || s.MonsterSeen != 3 {
		t.Fatalf("turn 2: row %v deck %v seen %d; want %v, %v + %v, 3", s.MonsterRow, s.MonsterDeck, s.MonsterSeen, deck[:3], deck[3:], row)
	}

	s = started(t, 2, 54)
	x, y := s.MonsterDeck[0], s.MonsterRow[2]
	away := append(slices.Clone(s.MonsterDeck[1:]), s.MonsterRow[:2]...)
	s.Seats[1].Monsters = append(s.Seats[1].Monsters, away...)
	s.MonsterDeck, s.MonsterRow, s.MonsterSeen = []int8{x}, []int8{y}, 0
	toEvent(t, s, eventOf(FullMoon)) // no Pay Day: seat 1 could not pay for all that
	mustAct(t, s, KTop, 0)
	rlUntil(t, s, func() bool { return s.Turn == 2 })
	if !slices.Equal(s.MonsterRow, []int8{x, y}) || len(s.MonsterDeck) != 0 {
		t.Fatalf("short deck: row %v deck %v, want [%d %d] and an empty deck", s.MonsterRow, s.MonsterDeck, x, y)
	}
	bxOK(t, s)
}

// TestR55_VPClamp: VP never go below 0 (a Traitor's 3 from 2 VP) nor
// above 12 (a 3-VP quest at 11).
func TestR55_VPClamp(t *testing.T) {
	s := invGame(t, 3)
	s.Seats[0].VP = 2
	invPlot(t, s, 2, Traitor)
	invParty(t, s, 0, "hero_squire", "hero_archer", "hero_swordsman")
	invMonsters(t, s, 0)
	invBegin(t, s)
	invAct(t, s, KPass, 0) // no Pardon Me
	invAct(t, s, KPass, 0) // seat 1 has no Traitor
	invAt(t, s, StTraitor)
	invAct(t, s, KYes, 0)
	if s.Seats[0].VP != 0 || !s.Seats[0].Out {
		t.Fatalf("VP %d, out %v; want 0 and out", s.Seats[0].VP, s.Seats[0].Out)
	}

	s = started(t, 2, 55)
	s.Seats[0].VP = 11
	ctMonsters(t, s, 0, "mon_kobold", "mon_wyvern", "mon_drake")
	ctHand(t, s, 0, "plot_dragon_lord")
	ctCourt(s)
	ctTurnOf(t, s, 0)
	mustAct(t, s, KPlay, int(ctPlot(t, "plot_dragon_lord")))
	if s.Seats[0].VP != MaxVP {
		t.Fatalf("VP %d after 11 + 3, want 12", s.Seats[0].VP)
	}
}

// TestR56_FinalTieBreaks: after turn 8 the most VP wins, then the most
// MLP, then the most gold + slaves + MP; a tie still standing is shared.
func TestR56_FinalTieBreaks(t *testing.T) {
	for _, c := range []struct {
		name string
		vp   [3]int8
		mons [3][]string
		res  [3]int // gold after income; no slaves or MP
		won  []bool
	}{
		{"VP", [3]int8{6, 5, 5}, [3][]string{{"mon_wolf"}, {"mon_behemoth"}, {"mon_troll"}}, [3]int{0, 9, 9}, []bool{true, false, false}},
		{"MLP", [3]int8{6, 6, 5}, [3][]string{{"mon_wolf"}, {"mon_troll"}, {"mon_behemoth"}}, [3]int{9, 0, 9}, []bool{false, true, false}},
		{"resources", [3]int8{6, 6, 6}, [3][]string{{"mon_troll"}, {"mon_dire_wolf", "mon_wolf"}, {"mon_drake"}}, [3]int{4, 5, 9}, []bool{false, false, true}},
		{"shared", [3]int8{6, 6, 6}, [3][]string{{"mon_troll"}, {"mon_drake"}, {"mon_fiend"}}, [3]int{5, 5, 4}, []bool{true, true, false}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := started(t, 3, 56)
			s.Turn = Turns
			for p := range int8(3) {
				s.Seats[p].VP = c.vp[p]
				ctMonsters(t, s, p, c.mons[p]...)
				bxRes(s, p, 0, 0, 0)
				ctGold(s, p, c.res[p])
			}
			ctCourt(s)
			ctActors(t, s)
			if !s.Over || !slices.Equal(s.Won, c.won) {
				t.Fatalf("over %v, won %v (%s); want %v", s.Over, s.Won, s.Why, c.won)
			}
			if shared := strings.Contains(s.Why, "share"); shared != (c.name == "shared") {
				t.Errorf("%q", s.Why)
			}
		})
	}
}

// TestR58_NoHandLimitTrophiesStay: a hand of 12 takes a 13th card; the
// empty plot deck is rebuilt from the discard pile alone, completed
// quests staying with their owners.
func TestR58_NoHandLimitTrophiesStay(t *testing.T) {
	s := started(t, 2, 58)
	trophies := []int8{ctPlot(t, "plot_dragon_lord"), ctPlot(t, "plot_demon_lord")}
	rest := slices.DeleteFunc(slices.Clone(s.PlotDeck), func(c int8) bool { return slices.Contains(trophies, c) })
	s.Seats[1].Trophies = trophies
	s.Seats[0].Hand, s.PlotDisc, s.Seats[1].Hand = rest[:12], rest[12:15], rest[15:]
	s.PlotDeck = nil
	for _, c := range rest {
		s.PlotKnown[c] = allSeats
	}
	bxToAction(t, s, FullMoon, map[int8][]string{0: {"throne_room_1"}})
	bxAct(t, s, KYes, 0)
	bxDo(t, s, s.LegalActions(nil)[0])
	if len(s.Seats[0].Hand) != 13 || !slices.Equal(s.Seats[1].Trophies, trophies) || len(s.PlotDeck) != 2 || len(s.PlotDisc) != 0 {
		t.Fatalf("hand %d, trophies %v, deck %v, discard %v", len(s.Seats[0].Hand), s.Seats[1].Trophies, s.PlotDeck, s.PlotDisc)
	}
	bxOK(t, s)
}

// TestR59_PublicInformationInEveryView: every seat's view shows every
// seat's VP, gold, slaves, MP, monsters, trophies and hand size; only the
// cards of the hands are hidden.
func TestR59_PublicInformationInEveryView(t *testing.T) {
	s := started(t, 3, 59)
	for p, vp := range []int8{2, 5, 9} {
		s.Seats[p].VP = vp
		bxRes(s, int8(p), int16(p+1), int16(2*p+3), int16(7-p))
	}
	ctMonsters(t, s, 1, "mon_troll", "mon_imp", "mon_dragon")
	ctHand(t, s, 0, "plot_traitor_1", "plot_its_mine_1")
	ctHand(t, s, 2, "plot_pardon_me_1")
	ctHand(t, s, 1, "plot_dragon_lord")
	s.Seats[1].Hand, s.Seats[1].Trophies = nil, []int8{ctPlot(t, "plot_dragon_lord")}
	for p := range engine.Player(3) {
		v := s.View(p).(*State)
		for q, w := range v.Seats {
			o := s.Seats[q]
			if w.VP != o.VP || w.Gold != o.Gold || w.Slaves != o.Slaves || w.MP != o.MP ||
				!slices.Equal(w.Monsters, o.Monsters) || !slices.Equal(w.Trophies, o.Trophies) || len(w.Hand) != len(o.Hand) {
				t.Errorf("seat %d sees seat %d as %+v, want %+v", p, q, w, o)
			}
			for i, c := range w.Hand {
				want := o.Hand[i]
				if q != int(p) {
					want = Unknown
				}
				if c != want {
					t.Errorf("seat %d sees card %d of seat %d's hand as %d, want %d", p, i, q, c, want)
				}
			}
		}
	}
}

// TestR64_MonsterCupThreeWayTie: three players tied on MLP share the 10
// gold rounded down, 3 each.
func TestR64_MonsterCupThreeWayTie(t *testing.T) {
	s := started(t, 3, 64)
	ids := []string{"mon_troll", "mon_drake", "mon_fiend"}
	for p, g := range []int{3, 5, 1} {
		ctMonsters(t, s, int8(p), ids[p])
		ctGold(s, int8(p), g)
	}
	ctHand(t, s, 0, "plot_monster_cup")
	ctCourt(s)
	ctTurnOf(t, s, 0)
	mustAct(t, s, KPlay, int(ctPlot(t, "plot_monster_cup")))
	ctResolve(t, s)
	if g := [3]int16{s.Seats[0].Gold, s.Seats[1].Gold, s.Seats[2].Gold}; g != [3]int16{3, 5, 3} || s.Seats[0].VP != 5 {
		t.Fatalf("gold %v, VP %d; want 3, 5, 3 and 5 VP", g, s.Seats[0].VP)
	}
}
