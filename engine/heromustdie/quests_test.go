package heromustdie

import (
	"slices"
	"testing"
)

// Quest tests (§2.4, R38, R43, R45–R47, R64). Helpers are named ct….

// ctMonsters makes seat p own exactly the given monsters: its own go home
// first, the others are taken from wherever they are.
func ctMonsters(t testing.TB, s *State, p int8, ids ...string) {
	t.Helper()
	for _, m := range s.Seats[p].Monsters {
		s.monsterHome(m)
	}
	s.Seats[p].Monsters = nil
	for _, id := range ids {
		m := monsterByID(t, id)
		del := func(xs []int8) []int8 { return slices.DeleteFunc(xs, func(x int8) bool { return x == m }) }
		s.MonsterPool, s.MonsterRow = del(s.MonsterPool), del(s.MonsterRow)
		if i := slices.Index(s.MonsterDeck, m); i >= 0 {
			s.MonsterDeck = del(s.MonsterDeck)
			s.MonsterSeen = min(s.MonsterSeen, int8(len(s.MonsterDeck)))
		}
		for q := range s.Seats {
			s.Seats[q].Monsters = del(s.Seats[q].Monsters)
		}
		s.Seats[p].Monsters = append(s.Seats[p].Monsters, m)
	}
}

// ctTrap builds a trap of kind k on floor f from the supply.
func ctTrap(s *State, f int, k int8) {
	s.Floors[f-1].Traps = append(s.Floors[f-1].Traps, k)
	s.Traps[k]--
}

// ctDrawn makes an event of kind k this turn's drawn event.
func ctDrawn(s *State, k EventKind) {
	e := int8(slices.IndexFunc(Events[:], func(x Event) bool { return x.Kind == k }))
	for t := range s.Slots {
		for h, x := range s.Slots[t] {
			if x == e {
				s.Slots[t][h] = -1
			}
		}
	}
	s.EvDisc = slices.DeleteFunc(s.EvDisc, func(x int8) bool { return x == e })
	if s.Drawn >= 0 {
		s.EvDisc = append(s.EvDisc, s.Drawn)
	}
	s.Drawn, s.Flags = e, flagOf(k)
}

// ctResolve answers the quest's remaining decisions: windows pass, picks
// take the first monster, Rule Them All sends no party.
func ctResolve(t testing.TB, s *State) {
	t.Helper()
	for s.Phase == PhCourt {
		switch s.Stage {
		case StBetter, StRuleParty:
			mustAct(t, s, KPass, 0)
		case StQuestPick:
			must(t, s, s.LegalActions(nil)[0])
		default:
			return
		}
	}
}

// ctNeverPlayable passes the whole Court, failing if card c is playable.
func ctNeverPlayable(t testing.TB, s *State, c int8) {
	t.Helper()
	for s.Phase == PhCourt && s.Stage == StCourt {
		if legalHas(s, KPlay, int(c)) {
			t.Fatalf("%s is playable by seat %d", Plots[c].Name, s.Actor)
		}
		mustAct(t, s, KPass, 0)
	}
}

// TestQuests plays every quest with its condition met (seat 0 completes
// it) and with it just missed (it is never offered).
func TestQuests(t *testing.T) {
	mons := func(ids ...string) func(*testing.T, *State) {
		return func(t *testing.T, s *State) { ctMonsters(t, s, 0, ids...) }
	}
	gold := func(x int) func(*testing.T, *State) { return func(_ *testing.T, s *State) { ctGold(s, 0, x) } }
	both := func(fs ...func(*testing.T, *State)) func(*testing.T, *State) {
		return func(t *testing.T, s *State) {
			for _, f := range fs {
				f(t, s)
			}
		}
	}
	for _, c := range []struct {
		id           string
		meet, miss   func(*testing.T, *State)
		gold, mp     int      // change of seat 0's gold and MP by the quest
		gone         []string // monsters seat 0 discards
		superSpellOn bool
	}{
		{id: "plot_rule_them_all", meet: gold(8), miss: gold(7), gold: -8},
		{id: "plot_monster_cup", meet: both(mons("mon_troll", "mon_giant_rat"), gold(3)), miss: gold(2), gold: -cupFee + cupPrize},
		{id: "plot_more_traps", meet: func(_ *testing.T, s *State) { ctTrap(s, 1, 0); ctTrap(s, 2, 4) },
			miss: func(_ *testing.T, s *State) { s.Floors[1].Traps = nil; s.Traps[4]++ }},
		{id: "plot_trap_master", meet: func(_ *testing.T, s *State) {
			for _, k := range []int8{0, 0, 3, 14} {
				ctTrap(s, 3, k)
			}
		}, miss: func(_ *testing.T, s *State) { s.Floors[2].Traps = s.Floors[2].Traps[:3]; s.Traps[14]++ }},
		{id: "plot_we_need_rooms", meet: func(_ *testing.T, s *State) { s.Floors[0].Room, s.Floors[1].Room, s.Floors[4].Room = 3, 4, 5 },
			miss: func(_ *testing.T, s *State) { s.Floors[4].Room = 0 }},
		{id: "plot_burn_them_all", meet: mons("mon_troll", "mon_drake", "mon_fiend", "mon_giant_rat"),
			miss: mons("mon_troll", "mon_drake", "mon_dire_wolf"), gone: []string{"mon_troll", "mon_drake", "mon_fiend"}},
		{id: "plot_dragon_lord", meet: mons("mon_kobold", "mon_wyvern", "mon_drake"),
			miss: mons("mon_kobold", "mon_wyvern", "mon_troll"), gone: []string{"mon_kobold", "mon_wyvern", "mon_drake"}},
		{id: "plot_demon_lord", meet: mons("mon_imp", "mon_hellhound", "mon_fiend", "mon_wolf"),
			miss: mons("mon_imp", "mon_hellhound", "mon_wolf"), gone: []string{"mon_imp", "mon_hellhound", "mon_fiend"}},
		{id: "plot_black_mail", meet: mons("mon_manticore", "mon_dragon", "mon_wolf"),
			miss: mons("mon_manticore", "mon_troll"), gone: []string{"mon_manticore", "mon_dragon"}},
		{id: "plot_super_spell", meet: both(mons("mon_wolf"), func(_ *testing.T, s *State) { s.Seats[0].MP = 8 }),
			miss: func(_ *testing.T, s *State) { s.Seats[0].MP = 7 }, mp: -8, gone: []string{"mon_wolf"}, superSpellOn: true},
		{id: "plot_get_the_princess", meet: both(mons("mon_wolf", "mon_kobold", "mon_imp"), func(_ *testing.T, s *State) { ctDrawn(s, HappyPrincess) }),
			miss: func(_ *testing.T, s *State) { ctDrawn(s, FullMoon) }, gone: []string{"mon_wolf", "mon_kobold", "mon_imp"}},
		{id: "plot_poison_the_king", meet: both(gold(10), func(_ *testing.T, s *State) { s.SuperSpell = true }),
			miss: func(_ *testing.T, s *State) { s.SuperSpell = false }, gold: -10, superSpellOn: true},
		{id: "plot_hero_must_die", meet: both(mons("mon_behemoth", "mon_dragon"), gold(5)),
			miss: gold(4), gold: -5, gone: []string{"mon_behemoth", "mon_dragon"}},
	} {
		t.Run(c.id, func(t *testing.T) {
			card := ctPlot(t, c.id)
			s := started(t, 2, 13)
			c.meet(t, s)
			ctHand(t, s, 0, c.id)
			ctCourt(s)
			ctTurnOf(t, s, 0)
			q := s.Seats[0]
			vp, g, mp, n := q.VP, q.Gold, q.MP, len(q.Monsters)
			mustAct(t, s, KPlay, int(card))
			ctResolve(t, s)
			q = s.Seats[0]
			if q.VP != vp+Plots[card].VP || !slices.Contains(q.Trophies, card) || slices.Contains(q.Hand, card) {
				t.Errorf("VP %d→%d, trophies %v, hand %v", vp, q.VP, q.Trophies, q.Hand)
			}
			if int(q.Gold-g) != c.gold || int(q.MP-mp) != c.mp {
				t.Errorf("gold %+d MP %+d, want %+d, %+d", q.Gold-g, q.MP-mp, c.gold, c.mp)
			}
			for _, id := range c.gone {
				if slices.Contains(q.Monsters, monsterByID(t, id)) {
					t.Errorf("%s was not discarded", id)
				}
			}
			if len(q.Monsters) != n-len(c.gone) {
				t.Errorf("%d monsters left of %d, want %d discarded", len(q.Monsters), n, len(c.gone))
			}
			if evil := s.Parties[0].Where == AtInn; evil != Plots[card].Evil {
				t.Errorf("evil move made: %v, card's evil icon: %v", evil, Plots[card].Evil)
			}
			if s.SuperSpell != c.superSpellOn {
				t.Errorf("Super Spell completed: %v", s.SuperSpell)
			}
			ctCheck(t, s)

			s = started(t, 2, 13)
			c.meet(t, s)
			c.miss(t, s)
			ctHand(t, s, 0, c.id)
			ctCourt(s)
			ctNeverPlayable(t, s, card)
			if !slices.Contains(s.Seats[0].Hand, card) || len(s.Seats[0].Trophies) != 0 {
				t.Errorf("hand %v trophies %v: the quest was played", s.Seats[0].Hand, s.Seats[0].Trophies)
			}
			ctCheck(t, s)
		})
	}
}

// TestA4_RuleThemAll: A (9 gold, 3 VP) sends party 2, alone in the
// dungeon on F = 2, home → A 1 gold, 5 VP, party 2 at the Castle, its
// heroes under the hero deck, floors reclaimed.
func TestA4_RuleThemAll(t *testing.T) {
	s := started(t, 2, 4)
	s.enterDungeon(1)
	s.Front = 2
	heroes := cardsOf(s.Parties[1].Heroes)
	ctGold(s, 0, 9)
	ctHand(t, s, 0, "plot_rule_them_all")
	ctCourt(s)
	ctTurnOf(t, s, 0)
	mustAct(t, s, KPlay, int(ctPlot(t, "plot_rule_them_all"))) // B (5 gold) cannot react
	if s.Stage != StRuleParty || !legalHas(s, KParty, 1) || !legalHas(s, KPass, 0) || legalHas(s, KParty, 0) {
		t.Fatalf("at %v: %v, want party 2 or none", s.Stage, s.LegalActions(nil))
	}
	mustAct(t, s, KParty, 1)
	q := s.Seats[0]
	if q.Gold != 1 || q.VP != 5 || s.Parties[1].Where != AtCastle || s.Front != 1 || len(s.Queue) != 0 {
		t.Fatalf("A %d gold %d VP, party 2 at %v, F = %d", q.Gold, q.VP, s.Parties[1].Where, s.Front)
	}
	if got := s.HeroDeck[len(s.HeroDeck)-3:]; !slices.Equal(got, heroes) {
		t.Fatalf("hero deck bottom %v, want the party's heroes %v", got, heroes)
	}
	ctCheck(t, s)
}

// TestRuleThemAllFromTheTrack (R47): a party at the Inn just goes home.
func TestRuleThemAllFromTheTrack(t *testing.T) {
	s := started(t, 2, 47)
	s.Parties[2].Where = AtInn
	ctGold(s, 0, 8)
	ctHand(t, s, 0, "plot_rule_them_all")
	ctCourt(s)
	ctTurnOf(t, s, 0)
	mustAct(t, s, KPlay, int(ctPlot(t, "plot_rule_them_all")))
	mustAct(t, s, KParty, 2)
	if s.Parties[2].Where != AtCastle || s.Seats[0].VP != 5 {
		t.Fatalf("party 3 at %v, VP %d", s.Parties[2].Where, s.Seats[0].VP)
	}
}

// TestA5_PoisonTheKing: after B's Super Spell, A (10 gold) gains 4 VP,
// spends all his gold, then one evil move; without it, no play.
func TestA5_PoisonTheKing(t *testing.T) {
	for _, done := range []bool{true, false} {
		s := started(t, 2, 5)
		if done {
			ctHand(t, s, 1, "plot_super_spell")
			s.Seats[1].Hand, s.Seats[1].Trophies = nil, []int8{ctPlot(t, "plot_super_spell")}
			s.SuperSpell = true
		}
		ctGold(s, 0, 10)
		ctHand(t, s, 0, "plot_poison_the_king")
		ctCourt(s)
		pk := ctPlot(t, "plot_poison_the_king")
		if !done {
			ctNeverPlayable(t, s, pk)
			continue
		}
		ctTurnOf(t, s, 0)
		mustAct(t, s, KPlay, int(pk))
		if q := s.Seats[0]; q.VP != 7 || q.Gold != 0 || s.Parties[0].Where != AtInn {
			t.Fatalf("A %d VP %d gold, party 1 at %v", q.VP, q.Gold, s.Parties[0].Where)
		}
		ctCheck(t, s)
	}
}

// TestA44_BetterChoice: B takes A's Super Spell: B discards his monster,
// pays 8 MP and scores 3 VP with the trophy; A keeps MP and monsters.
func TestA44_BetterChoice(t *testing.T) {
	s := started(t, 2, 44)
	const A, B = 0, 1
	s.Seats[A].MP, s.Seats[B].MP = 8, 9
	ctMonsters(t, s, B, "mon_zombie")
	aMons := slices.Clone(s.Seats[A].Monsters)
	ctHand(t, s, A, "plot_super_spell")
	ctHand(t, s, B, "plot_better_choice_2")
	ctCourt(s)
	ctTurnOf(t, s, A)
	ss, bc := ctPlot(t, "plot_super_spell"), ctPlot(t, "plot_better_choice_2")
	mustAct(t, s, KPlay, int(ss))
	if s.Stage != StBetter || s.Actor != B || !legalHas(s, KYes, 0) {
		t.Fatalf("at %v for seat %d: %v, want B's Better Choice window", s.Stage, s.Actor, s.LegalActions(nil))
	}
	mustAct(t, s, KYes, 0)
	a, b := s.Seats[A], s.Seats[B]
	if b.VP != 6 || b.MP != 1 || len(b.Monsters) != 0 || !slices.Equal(b.Trophies, []int8{ss}) {
		t.Fatalf("B: %d VP, %d MP, monsters %v, trophies %v", b.VP, b.MP, b.Monsters, b.Trophies)
	}
	if a.VP != 3 || a.MP != 8 || !slices.Equal(a.Monsters, aMons) || len(a.Trophies) != 0 || len(a.Hand) != 0 {
		t.Fatalf("A: %d VP, %d MP, monsters %v, trophies %v, hand %v", a.VP, a.MP, a.Monsters, a.Trophies, a.Hand)
	}
	if !slices.Contains(s.PlotDisc, bc) || s.PlotKnown[bc] != allSeats || !s.SuperSpell {
		t.Fatalf("discard %v, Super Spell done %v", s.PlotDisc, s.SuperSpell)
	}
	if !slices.Contains(s.MonsterPool, monsterByID(t, "mon_zombie")) {
		t.Fatal("B's Zombie did not go back to the pool (R38)")
	}
	ctCheck(t, s)
}

// TestBetterChoiceWindow (R43): the others in court order after the
// player, wrapping, who meet the condition; a seat without the card is
// still asked (pass only); the first taker closes the window; the evil
// icon resolves once.
func TestBetterChoiceWindow(t *testing.T) {
	s := started(t, 4, 43)
	for p, v := range []int8{3, 5, 2, 4} { // court order 2, 0, 3, 1
		s.Seats[p].VP = v
	}
	ctMonsters(t, s, 0, "mon_manticore", "mon_dragon")
	ctMonsters(t, s, 2, "mon_vampire", "mon_lich")        // meets, holds the card
	ctMonsters(t, s, 3, "mon_pit_fiend", "mon_behemoth")  // meets, no card
	ctMonsters(t, s, 1, "mon_storm_elemental", "mon_imp") // does not meet, holds a card
	ctHand(t, s, 0, "plot_black_mail")
	ctHand(t, s, 1, "plot_better_choice_1")
	ctHand(t, s, 2, "plot_better_choice_2")
	ctCourt(s)
	ctTurnOf(t, s, 0)
	bm := ctPlot(t, "plot_black_mail")
	mustAct(t, s, KPlay, int(bm))
	if s.Stage != StBetter || s.Actor != 3 || len(s.LegalActions(nil)) != 1 || !legalHas(s, KPass, 0) {
		t.Fatalf("at %v for seat %d: %v, want seat 3 offered a pass only", s.Stage, s.Actor, s.LegalActions(nil))
	}
	mustAct(t, s, KPass, 0)
	if s.Stage != StBetter || s.Actor != 2 || !legalHas(s, KYes, 0) {
		t.Fatalf("at %v for seat %d, want seat 2's window (seat 1 does not meet the condition)", s.Stage, s.Actor)
	}
	mustAct(t, s, KYes, 0)
	if s.Stage == StBetter {
		t.Fatalf("the window stayed open for seat %d after a taker", s.Actor)
	}
	if q := s.Seats[2]; q.VP != 5 || len(q.Monsters) != 0 || !slices.Contains(q.Trophies, bm) {
		t.Fatalf("seat 2: %d VP, monsters %v, trophies %v", q.VP, q.Monsters, q.Trophies)
	}
	if s.Seats[0].VP != 3 || len(s.Seats[0].Monsters) != 2 || len(s.Seats[1].Hand) != 1 {
		t.Fatalf("seat 0 %d VP monsters %v; seat 1 hand %v", s.Seats[0].VP, s.Seats[0].Monsters, s.Seats[1].Hand)
	}
	if s.Parties[0].Where != AtInn || s.Parties[1].Where != AtCastle {
		t.Fatalf("parties at %v, %v: want exactly one evil move", s.Parties[0].Where, s.Parties[1].Where)
	}
	ctCheck(t, s)
}

// TestA49_MonsterCup: A (5 gold, MLP 5) plays it; B 2 gold MLP 7, C 3
// gold MLP 7 → A pays 3, B 2, C 3; B and C get 5 gold each; A +2 VP.
func TestA49_MonsterCup(t *testing.T) {
	s := started(t, 3, 49)
	const A, B, C = 0, 1, 2
	ctMonsters(t, s, A, "mon_drake", "mon_wyvern")
	ctMonsters(t, s, B, "mon_fiend", "mon_young_dragon")
	ctMonsters(t, s, C, "mon_troll", "mon_vampire")
	ctGold(s, A, 5)
	ctGold(s, B, 2)
	ctGold(s, C, 3)
	ctHand(t, s, A, "plot_monster_cup")
	ctCourt(s)
	ctTurnOf(t, s, A)
	mustAct(t, s, KPlay, int(ctPlot(t, "plot_monster_cup")))
	if s.Stage != StBetter || s.Actor != C { // B has 2 gold: not asked
		t.Fatalf("at %v for seat %d, want C's window", s.Stage, s.Actor)
	}
	mustAct(t, s, KPass, 0)
	if g := [3]int16{s.Seats[A].Gold, s.Seats[B].Gold, s.Seats[C].Gold}; g != [3]int16{2, 5, 5} || s.Seats[A].VP != 5 {
		t.Fatalf("gold %v, A %d VP; want 2, 5, 5 and 5 VP", g, s.Seats[A].VP)
	}
	ctCheck(t, s)
}

// TestQuestPickChoosesAndSendsHome (R38): with more fitting monsters than
// needed the completer chooses; L1/L2 go to the pool, L3+ under the deck.
func TestQuestPickChoosesAndSendsHome(t *testing.T) {
	s := started(t, 2, 38)
	ctMonsters(t, s, 0, "mon_wolf", "mon_troll", "mon_fiend", "mon_dire_wolf")
	ctDrawn(s, HappyPrincess)
	ctHand(t, s, 0, "plot_get_the_princess")
	s.Seats[1].VP = 5
	ctHand(t, s, 1, "plot_we_need_change_1") // keeps the Court open after seat 0
	ctCourt(s)
	ctTurnOf(t, s, 0)
	mustAct(t, s, KPlay, int(ctPlot(t, "plot_get_the_princess")))
	troll, wolf, fiend := monsterByID(t, "mon_troll"), monsterByID(t, "mon_wolf"), monsterByID(t, "mon_fiend")
	for i, m := range []int8{troll, wolf, fiend} {
		if s.Stage != StQuestPick || len(s.LegalActions(nil)) != 4-i || !legalHas(s, KDiscard, int(m)) {
			t.Fatalf("pick %d: at %v with %v", i+1, s.Stage, s.LegalActions(nil))
		}
		mustAct(t, s, KDiscard, int(m))
	}
	if !slices.Equal(s.Seats[0].Monsters, []int8{monsterByID(t, "mon_dire_wolf")}) || s.Seats[0].VP != 7 {
		t.Fatalf("monsters %v, VP %d", s.Seats[0].Monsters, s.Seats[0].VP)
	}
	if !slices.Equal(s.MonsterDeck[len(s.MonsterDeck)-2:], []int8{troll, fiend}) || !slices.Contains(s.MonsterPool, wolf) {
		t.Fatalf("deck bottom %v, pool %v", s.MonsterDeck[len(s.MonsterDeck)-2:], s.MonsterPool)
	}
	ctCheck(t, s)
}

// TestMoreTrapsCountsGuardedFloors (R45): with floor 1 conquered, the
// guarded floors are 2 and 3; the empty conquered floor does not count.
func TestMoreTrapsCountsGuardedFloors(t *testing.T) {
	s := started(t, 2, 45)
	s.enterDungeon(0)
	s.Front = 2
	ctTrap(s, 2, 1)
	ctTrap(s, 3, 2)
	ctHand(t, s, 0, "plot_more_traps")
	ctCourt(s)
	ctTurnOf(t, s, 0)
	mustAct(t, s, KPlay, int(ctPlot(t, "plot_more_traps")))
	ctResolve(t, s)
	if s.Seats[0].VP != 5 {
		t.Fatalf("VP %d, want 5", s.Seats[0].VP)
	}
}
