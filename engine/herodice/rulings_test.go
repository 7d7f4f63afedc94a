package herodice

import (
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/bot"
)

// The spec's rulings (§6) that the acceptance examples do not already
// cover. Covered there: R1 A9; R2 A3; R3 A10, A12; R6 A9, A42; R7 A13;
// R8 A11, A40; R9 A10, A42; R13 A15–A17; R15 A23; R21 A6; R22 A7;
// R23 A33; R24 A8; R25 A8; R26 A5; R27 A21, A26; R34 A32; R37 A38, A39.

func TestR4_AbilityMayBeDeclined(t *testing.T) {
	s := game(t, "", "")
	fight(t, s, "enc_orc_raider")
	dice(s, 6, 1, 1)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KDecline, 0))
	wantInt(t, "Orc health (5 base, no Mortal Wound)", s.Fight.HP, 11)
	// A hero die of 1 offers nothing, even as the high die.
	s = game(t, "", "")
	fight(t, s, "enc_orc_raider")
	dice(s, 1, 1, 1)
	play(t, s, Act(KRoll, 0))
	wantPhase(t, s, PhPreRoll)
}

func TestR5_ResolveAndDisarmLapseAndDoNotStack(t *testing.T) {
	s := game(t, "", "")
	fight(t, s, "enc_zombie")
	dice(s, 3, 1, 1)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	wantInt(t, "combat dice after Resolve", s.HeroDice(), 1)
	dice(s, 3, 1, 1, 1) // Resolve again: still one extra die, not two
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	wantInt(t, "combat dice after a second Resolve", s.HeroDice(), 1)
	// The fight ends: the flag lapses.
	s.Fight.HP = 1
	dice(s, 6, 1, 1, 1)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	fight(t, s, "enc_goblin")
	wantInt(t, "combat dice in the next fight", s.HeroDice(), 0)
}

func TestR10_ChecksUseTheHeroDieAlone(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_battle_axe")
	dice(s, 4)
	trap(t, s, "enc_sleeping_dragon")
	n := 0
	for _, e := range s.Ev.List {
		if e.Kind == engine.EvRoll {
			n++
		}
	}
	wantInt(t, "dice rolled for the check", n, 1)
	wantInt(t, "hero health (4 < 5)", s.HP, 40)
	if s.Phase == PhAbility {
		t.Error("an ability fired on a check")
	}
}

func TestR11_ItemWindows(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_smoke_bomb", "trs_fire_bomb", "trs_healing_potion_1", "trs_lucky_charm", "trs_rope")
	fight(t, s, "boss_iron_golem")
	if legal(s, Act(KUse, card(t, "trs_smoke_bomb"))) {
		t.Error("Smoke Bomb offered against a boss")
	}
	for _, id := range []string{"trs_lucky_charm", "trs_rope"} {
		if legal(s, Act(KUse, card(t, id))) {
			t.Errorf("%s offered before a roll", id)
		}
	}
	if !legal(s, Act(KUse, card(t, "trs_fire_bomb"))) || !legal(s, Act(KUse, card(t, "trs_healing_potion_1"))) {
		t.Error("Fire Bomb or Healing Potion not offered before a roll")
	}
	// No item while a treasure is decided.
	calm(s)
	deck(t, s, "trs_spear")
	s.Glows = []Glow{GoldGlow}
	s.nextGlow()
	if legal(s, Act(KUse, card(t, "trs_healing_potion_1"))) {
		t.Error("a potion offered during a treasure decision")
	}
	// While exploring, only the Healing Potion.
	play(t, s, Act(KDiscard, 0))
	wantPhase(t, s, PhExplore)
	if legal(s, Act(KUse, card(t, "trs_fire_bomb"))) || !legal(s, Act(KUse, card(t, "trs_healing_potion_1"))) {
		t.Errorf("exploring offers %v", s.LegalActions(nil))
	}
}

func TestR12_WhereCardsGo(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_fire_bomb")
	fight(t, s, "enc_goblin")
	play(t, s, Act(KUse, card(t, "trs_fire_bomb")))
	if !slices.Contains(s.Pool, card(t, "trs_fire_bomb")) || !slices.Contains(s.Pool, card(t, "enc_goblin")) {
		t.Errorf("pool %v, want the used Fire Bomb and the Goblin it killed", ids(s.Pool))
	}
	s = game(t, "", "")
	deck(t, s, "enc_wandering_healer")
	calm(s)
	s.Glows = []Glow{RedGlow}
	s.nextGlow()
	if !slices.Contains(s.Discard, card(t, "enc_wandering_healer")) {
		t.Errorf("discard %v, want the Healer", ids(s.Discard))
	}
	wantInt(t, "pool XP", s.PoolXP(), 0)
}

func TestR14_OverflowAfterPayingTheBackpack(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_short_sword", "trs_backpack", "trs_rope", "trs_fire_bomb", "trs_smoke_bomb", "trs_lucky_charm", "trs_potion_of_strength", "trs_healing_potion_1")
	wantInt(t, "items", len(s.Items), 7)
	fight(t, s, "enc_giant_rat") // 25 XP: the Backpack (10), then the Short Sword (15)
	play(t, s, Act(KFlee, 0))
	play(t, s, Act(KPay, card(t, "trs_backpack")))
	play(t, s, Act(KPay, card(t, "trs_short_sword")))
	play(t, s, Act(KConfirm, 0))
	wantPhase(t, s, PhOverflow)
	play(t, s, Act(KDrop, card(t, "trs_rope")))
	wantInt(t, "items", len(s.Items), 5)
	if s.Phase == PhOverflow {
		t.Error("still over the limit")
	}
	if !slices.Contains(s.Pool, card(t, "trs_rope")) {
		t.Error("the dropped Rope is not in the pool")
	}
}

func TestR16_EmptyDecksYieldNothing(t *testing.T) {
	s := game(t, "", "")
	calm(s)
	s.Treasures.Cards = s.Treasures.Cards[:0]
	s.Encounter.Cards = s.Encounter.Cards[:0]
	s.Glows = []Glow{GoldGlow, RedGlow}
	s.Ev.Reset()
	s.nextGlow()
	wantPhase(t, s, PhExplore)
	if got := codes(s); !slices.Equal(got, []int{CodeDeckEmpty, CodeDeckEmpty}) {
		t.Errorf("events %v", got)
	}
}

func TestR17_AnyViableExitAnywhere(t *testing.T) {
	s := game(t, "", "")
	mapOf(t, s, "dng_long_corridor", 0, 0, "dng_torchlit_passage", 5, 5)
	onlyDeck(t, s, "dng_spider_nest") // S W: fits an exit facing north or east
	want := []Action{Act(KMove, 0*4+int(North)), Act(KMove, 1*4+int(East))}
	if got := s.LegalActions(nil); !slices.Equal(got, want) {
		t.Fatalf("options %v, want %v (the viable exits of both cards)", got, want)
	}
	play(t, s, Act(KMove, 1*4+int(East)))
	wantInt(t, "the hero's card", s.Here(), card(t, "dng_spider_nest"))
	// The first card of a level is placed whatever its exits.
	s = game(t, "", "")
	if len(s.Map) != 1 || s.Map[0].X != 0 || s.Map[0].Y != 0 {
		t.Errorf("first card at %v", s.Map)
	}
}

func TestR18_StackDrawsInOrderThenTheBoss(t *testing.T) {
	s := game(t, "", MapStack)
	calm(s)
	onlyDeck(t, s, "dng_treasure_vault")
	if got := s.LegalActions(nil); !slices.Equal(got, []Action{Act(KDraw, 0)}) {
		t.Fatalf("options %v", got)
	}
	play(t, s, Act(KDraw, 0))
	wantInt(t, "the top card", s.Here(), card(t, "dng_treasure_vault"))
	play(t, s, Act(KDiscard, 0))
	if got := s.LegalActions(nil); !slices.Equal(got, []Action{Act(KFaceBoss, 0)}) {
		t.Fatalf("after the last card: %v, want face_boss", got)
	}
}

func TestR19_BossRingNeedsADieAndBossesCannotBeFled(t *testing.T) {
	s := game(t, "", "")
	pool(t, s, "enc_ogre", "enc_wraith", "enc_death_knight")
	fight(t, s, "boss_xul_necromancer")
	if legal(s, Act(KFlee, 0)) {
		t.Error("flee offered against a boss")
	}
	s.Fight.Disarm = 4 // the boss rolls no die: mh 0, no power
	dice(s, 2)
	play(t, s, Act(KRoll, 0))
	if s.Fight.Fired != 0 || slices.Contains(codes(s), CodeRing) {
		t.Error("the ring fired with no boss die")
	}
}

func TestR20_DeclinedStairsNeverReturn(t *testing.T) {
	s := stairsAhead(t)
	onlyDeck(t, s, "dng_stairs_down_a", "dng_long_corridor")
	play(t, s, Act(KMove, 0*4+int(East)))
	wantPhase(t, s, PhStairs)
	play(t, s, Act(KStay, 0))
	wantPhase(t, s, PhExplore)
	// Walking on from the stairs offers nothing again.
	play(t, s, Act(KMove, 1*4+int(North)))
	if s.Phase == PhStairs {
		t.Error("the stairs offered again")
	}
	// Standard mode leaves them out of the game.
	s = game(t, ModeStandard, "")
	wantInt(t, "cards out of the game", len(s.OutCards), 2)
}

func TestR28_SevenCombatDice(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_long_sword", "trs_battle_axe", "trs_potion_of_strength")
	fight(t, s, "enc_ogre")
	play(t, s, Act(KUse, card(t, "trs_potion_of_strength")))
	s.Fight.Resolve = 1
	wantInt(t, "combat dice", s.HeroDice(), 7)
}

func TestR29_EveryTreasureIsTheWarriors(t *testing.T) {
	for c := FirstTreasure; c < FirstEncounter; c++ {
		switch tr := Treasure(c); tr.Type {
		case Weapon:
			if tr.Dice <= 0 {
				t.Errorf("%s gives no dice", tr.ID)
			}
		case Armor:
			if tr.MaxHP == 0 && tr.Reduce == 0 {
				t.Errorf("%s does nothing", tr.ID)
			}
		case Item:
			if tr.Item == NotItem {
				t.Errorf("%s has no use", tr.ID)
			}
		default:
			t.Errorf("%s has no type", tr.ID)
		}
	}
}

func TestR30_ArmourSwapMovesMaxHealth(t *testing.T) {
	s := game(t, "", "")
	calm(s)
	give(t, s, "trs_dwarven_plate")
	wantInt(t, "max with the plate", s.MaxHP, 60)
	wantInt(t, "health with the plate", s.HP, 60)
	deck(t, s, "trs_troll_hide_cloak")
	s.Glows = []Glow{GoldGlow}
	s.nextGlow()
	play(t, s, Act(KKeep, 0))
	// Plate off: 50/50; Cloak on: 55/55.
	wantInt(t, "max with the cloak", s.MaxHP, 55)
	wantInt(t, "health with the cloak", s.HP, 55)
	if !slices.Contains(s.Pool, card(t, "trs_dwarven_plate")) {
		t.Error("the old armour is not in the pool")
	}
	// Unequipping by paying caps health at the new max.
	pool(t, s, "trs_rusty_sword")
	fight(t, s, "enc_goblin")
	play(t, s, Act(KFlee, 0))
	play(t, s, Act(KPay, card(t, "trs_rusty_sword")))
	play(t, s, Act(KPay, card(t, "trs_troll_hide_cloak")))
	play(t, s, Act(KConfirm, 0))
	wantInt(t, "max after paying the cloak", s.MaxHP, 50)
	wantInt(t, "health after paying the cloak", s.HP, 50)
}

func TestR31_RetireEndsTheDeepGame(t *testing.T) {
	s := game(t, ModeDeep, "")
	pool(t, s, "enc_goblin")
	s.levelEnd(false)
	play(t, s, Act(KRetire, 0))
	if s.Outcome != Retired || !s.IsTerminal() {
		t.Fatalf("outcome %d", s.Outcome)
	}
	wantInt(t, "score", s.Score(), 25)
}

func TestR32_LuckyCharmRerollsTheHeroDieInCombat(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_lucky_charm", "trs_rusty_sword")
	fight(t, s, "enc_orc_raider")
	dice(s, 1, 2, 5, 5)
	play(t, s, Act(KRoll, 0))
	wantPhase(t, s, PhReact)
	dice(s, 6)
	play(t, s, Act(KReroll, 0))
	// The new 6 is hh and the high die: +1 base, Mortal Wound offered.
	wantPhase(t, s, PhAbility)
	wantInt(t, "hero die", s.Fight.HeroDie, 6)
	play(t, s, Act(KAbility, 0))
	wantInt(t, "Orc health", s.Fight.HP, 16-1-10)
	if !slices.Contains(s.Pool, card(t, "trs_lucky_charm")) {
		t.Error("the charm is not in the pool")
	}
}

func TestR33_AmbushDrawsBeforeTheRestOfTheQueue(t *testing.T) {
	s := game(t, "", "")
	calm(s)
	deck(t, s, "enc_ambush", "enc_goblin", "enc_giant_rat")
	s.Glows = []Glow{RedGlow, RedGlow}
	s.nextGlow()
	if s.Fight.Card != card(t, "enc_goblin") || len(s.Glows) != 1 {
		t.Fatalf("fighting %s with %d glows left, want the Goblin and one glow", ID(s.Fight.Card), len(s.Glows))
	}
}

func TestR35_DeepDelvingIsPartOfHeroDice(t *testing.T) {
	info, ok := engine.Lookup(GameID)
	if !ok || info.Title != "Hero Dice" {
		t.Fatalf("registered as %q", info.Title)
	}
	if !strings.Contains(info.Rules, "## Deep Delving") || strings.Contains(info.Rules, "Mayhem") {
		t.Error("the rules text must tell Deep Delving as Hero Dice's own mode")
	}
}

func TestR36_RecoverIsCappedAtMax(t *testing.T) {
	s := game(t, "", "")
	calm(s)
	s.HP = 45
	deck(t, s, "enc_wandering_healer")
	s.Glows = []Glow{RedGlow}
	s.nextGlow()
	wantInt(t, "hero health", s.HP, 50)
}

// R38: with wounds carried over, a player who never retires ends every
// game: random play that always delves, and the greedy bot for a game.
func TestR38_DeepGamesEnd(t *testing.T) {
	for seed := range uint64(40) {
		s, err := New(seed, engine.Options{}.With(OptMode, ModeDeep))
		if err != nil {
			t.Fatal(err)
		}
		r := engine.NewRNG(seed)
		steps := 0
		for ; !s.IsTerminal() && steps < 20000; steps++ {
			l := s.LegalActions(nil)
			l = slices.DeleteFunc(l, func(a Action) bool { k, _ := Split(a); return k == KRetire })
			play(t, s, l[r.IntN(len(l))])
		}
		if !s.IsTerminal() || s.Outcome != Slain {
			t.Errorf("seed %d: outcome %d after %d steps (level %d)", seed, s.Outcome, steps, s.Level)
		}
	}
	s, _ := New(3, engine.Options{}.With(OptMode, ModeDeep))
	b, _ := bot.New(bot.Greedy, 3)
	for steps := 0; !s.IsTerminal(); steps++ {
		if steps > 20000 {
			t.Fatalf("the greedy bot's game has not ended (level %d)", s.Level)
		}
		play(t, s, bot.Choose(b, s, 0))
	}
	t.Logf("the greedy bot reached level %d with %d XP", s.Level, s.Score())
}

// R13: a payment is picked from the lowest XP up and never gets stuck:
// every minimal payment can be picked, and every pick can be finished.
func TestR13_EveryPickCanBeFinished(t *testing.T) {
	s := game(t, "", "")
	pool(t, s, "enc_goblin", "enc_guard_dog", "trs_rope", "trs_spear")
	give(t, s, "trs_lucky_charm", "trs_long_sword")
	fight(t, s, "enc_wraith") // 100 XP
	play(t, s, Act(KFlee, 0))
	var walk func(depth int) int
	walk = func(depth int) int {
		l := s.LegalActions(nil)
		if len(l) == 0 {
			t.Fatalf("stuck with %v picked", ids(s.Paying))
		}
		done := 0
		for _, a := range l {
			if k, _ := Split(a); k == KConfirm {
				if !LegalPayment(s.Paying, 100) {
					t.Fatalf("confirm offered for %v", ids(s.Paying))
				}
				done++
				continue
			}
			c := s.clone()
			play(t, s, a)
			done += walk(depth + 1)
			*s = *c
		}
		return done
	}
	if n := walk(0); n == 0 {
		t.Fatal("no payment can be finished")
	}
}
