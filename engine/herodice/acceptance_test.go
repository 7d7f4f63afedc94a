package herodice

import (
	"slices"
	"testing"
)

// The spec's acceptance examples (§9), A1–A21: combat, fleeing, treasure
// and checks. Unless a test says otherwise: level 1, no armour, the hero
// at 50/50, Grid mode.

// goblinWithSword is A1's position: the Warrior holds the Rusty Sword and
// fights a Goblin (6 health).
func goblinWithSword(t *testing.T) *State {
	s := game(t, "", "")
	give(t, s, "trs_rusty_sword")
	fight(t, s, "enc_goblin")
	return s
}

func TestA1_HeroWinsByOne(t *testing.T) {
	s := goblinWithSword(t)
	dice(s, 3, 5, 4)
	play(t, s, Act(KRoll, 0))
	wantInt(t, "Goblin health", s.Fight.HP, 5)
	wantInt(t, "hero health", s.HP, 50)
	wantPhase(t, s, PhPreRoll) // hero die 3 is not the high 5: no ability
}

func TestA2_HeroWinsByThree(t *testing.T) {
	s := goblinWithSword(t)
	dice(s, 3, 5, 2)
	play(t, s, Act(KRoll, 0))
	wantInt(t, "Goblin health", s.Fight.HP, 3)
}

func TestA3_HeroDieTiesForHighDisarm(t *testing.T) {
	s := goblinWithSword(t)
	dice(s, 5, 5, 4)
	play(t, s, Act(KRoll, 0))
	wantPhase(t, s, PhAbility)
	if AbilityOf(s.Fight.HeroDie) != Disarm {
		t.Fatalf("ability %d offered, want Disarm", AbilityOf(s.Fight.HeroDie))
	}
	play(t, s, Act(KAbility, 0))
	wantInt(t, "Goblin health", s.Fight.HP, 5)
	wantInt(t, "Goblin's dice next roll", s.FoeDice(), 0)
}

func TestA4_MortalWoundDefeatsGoblin(t *testing.T) {
	s := goblinWithSword(t)
	goblin := s.Fight.Card
	dice(s, 6, 2, 4)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	if !slices.Contains(s.Pool, goblin) || s.Fight.Card != NoCard {
		t.Fatalf("Goblin not defeated into the pool: pool %v, fight %d", ids(s.Pool), s.Fight.Card)
	}
	wantInt(t, "pool XP", s.PoolXP(), 25)
}

func TestA5_DisarmedGoblinRollsNothing(t *testing.T) {
	s := goblinWithSword(t)
	dice(s, 5, 5, 4)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	dice(s, 1, 3) // the hero's dice only: the Goblin rolls none
	play(t, s, Act(KRoll, 0))
	if len(s.Fight.MobDice) != 0 {
		t.Fatalf("the Goblin rolled %v", s.Fight.MobDice)
	}
	wantInt(t, "Goblin health", s.Fight.HP, 2)
	wantInt(t, "Goblin's dice on the following roll", s.FoeDice(), 1)
}

func TestA6_GuardDogHealthByLevel(t *testing.T) {
	s := game(t, "", "")
	fight(t, s, "enc_guard_dog")
	wantInt(t, "level 1 Guard Dog", s.Fight.Max, 5)
	s = game(t, ModeDeep, "")
	s.Level = 2
	fight(t, s, "enc_guard_dog")
	wantInt(t, "level 2 Guard Dog", s.Fight.Max, 10)
}

func TestA7_DeepLevelThreeBanksTimesThree(t *testing.T) {
	s := game(t, ModeDeep, "")
	s.Level = 3
	pool(t, s, "enc_ogre") // 100 + the boss's 200 = 300
	give(t, s, "trs_long_sword")
	fight(t, s, "boss_gorrak_minotaur")
	s.Fight.HP = 1
	dice(s, 6, 6, 6, 1, 1, 1, 1) // hero die and two combat dice, the boss's four
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	wantPhase(t, s, PhLevelEnd)
	wantInt(t, "banked", s.Banked, 900)
	if !legal(s, Act(KDelve, 0)) || !legal(s, Act(KRetire, 0)) {
		t.Errorf("level end offers %v, want delve deeper and retire", s.LegalActions(nil))
	}
}

func TestA8_LeaderboardTitles(t *testing.T) {
	for _, c := range []struct {
		score int
		want  string
	}{{51200, "Dungeon Master"}, {51199, "Dungeon Lord"}, {25600, "Dungeon Lord"}, {99, "Unranked"}, {100, "Pigfarmer"}} {
		if got := TitleOf(c.score); got != c.want {
			t.Errorf("TitleOf(%d) = %q, want %q", c.score, got, c.want)
		}
	}
}

func TestA9_TieThenCleave(t *testing.T) {
	s := game(t, "", "")
	fight(t, s, "enc_orc_raider")
	dice(s, 4, 4, 1)
	play(t, s, Act(KRoll, 0))
	wantInt(t, "base wounds to the Orc", s.Fight.ToMob, 0)
	wantInt(t, "base wounds to the hero", s.Fight.ToHero, 0)
	wantPhase(t, s, PhAbility)
	play(t, s, Act(KAbility, 0))
	wantInt(t, "Orc health", s.Fight.HP, 11)
	wantInt(t, "hero health", s.HP, 50)
}

func TestA10_ChainMailAndIgnorePain(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_chain_mail")
	fight(t, s, "enc_orc_raider")
	dice(s, 2, 6, 3)
	play(t, s, Act(KRoll, 0))
	s.Ev.Reset()
	play(t, s, Act(KAbility, 0))
	// (6−2) + 1 atk − 1 armour = 4 → 46, then Ignore Pain +5 → 50 (capped).
	hurt := false
	for _, e := range s.Ev.List {
		if e.Code == CodeWounds {
			hurt = true
			wantInt(t, "to the hero", e.Arg(3), 4)
			wantInt(t, "hero health after the wounds", e.Arg(4), 46)
		}
	}
	if !hurt {
		t.Fatal("no wounds event")
	}
	wantInt(t, "hero health", s.HP, 50)
}

func TestA11_IgnorePainDoesNotSave(t *testing.T) {
	s := game(t, "", "")
	s.HP = 3
	fight(t, s, "enc_gnoll_hunter")
	dice(s, 2, 5, 5)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	wantPhase(t, s, PhOver)
	if s.Outcome != Slain || s.HP != -1 {
		t.Errorf("outcome %d at health %d, want Slain at −1", s.Outcome, s.HP)
	}
}

func TestA12_MortalWoundOnATie(t *testing.T) {
	s := game(t, "", "")
	s.HP = 4
	give(t, s, "trs_rusty_sword")
	fight(t, s, "enc_wraith")
	wraith := s.Fight.Card
	s.Fight.HP = 8
	dice(s, 6, 1, 6, 2, 1)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	if !slices.Contains(s.Pool, wraith) {
		t.Fatalf("the Wraith is not in the pool: %v", ids(s.Pool))
	}
	wantInt(t, "pool XP", s.PoolXP(), 100)
	wantInt(t, "hero health", s.HP, 4)
}

func TestA13_HeroCheckedFirst(t *testing.T) {
	s := game(t, "", "")
	s.HP = 2
	fight(t, s, "enc_skeleton")
	skel := s.Fight.Card
	s.Fight.HP = 4
	dice(s, 4, 6)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	if s.Outcome != Slain {
		t.Fatalf("outcome %d, want Slain", s.Outcome)
	}
	if slices.Contains(s.Pool, skel) {
		t.Error("the Skeleton was scored")
	}
}

func TestA14_PhoenixFeatherThenSkeletonFalls(t *testing.T) {
	s := game(t, "", "")
	s.HP = 2
	give(t, s, "trs_phoenix_feather")
	feather := card(t, "trs_phoenix_feather")
	fight(t, s, "enc_skeleton")
	skel := s.Fight.Card
	s.Fight.HP = 4
	dice(s, 4, 6)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	if !slices.Contains(s.Pool, feather) || !slices.Contains(s.Pool, skel) {
		t.Fatalf("pool %v, want the Feather and the Skeleton", ids(s.Pool))
	}
	wantInt(t, "hero health", s.HP, 15)
	if s.Outcome != Playing {
		t.Errorf("outcome %d", s.Outcome)
	}
}

// brute is A15's position: the pool holds a Goblin and an Orc Raider, the
// hero the Rope, and a Hobgoblin Brute (50 XP) attacks.
func brute(t *testing.T) *State {
	s := game(t, "", "")
	pool(t, s, "enc_goblin", "enc_orc_raider")
	give(t, s, "trs_rope")
	fight(t, s, "enc_hobgoblin_brute")
	return s
}

func TestA15_FleeWithOrc(t *testing.T) {
	s := brute(t)
	bruteCard, orc := s.Fight.Card, card(t, "enc_orc_raider")
	play(t, s, Act(KFlee, 0))
	play(t, s, Act(KPay, orc))
	play(t, s, Act(KConfirm, 0))
	if !slices.Contains(s.Removed, orc) || !slices.Contains(s.Discard, bruteCard) {
		t.Fatalf("removed %v, discard %v", ids(s.Removed), ids(s.Discard))
	}
	wantInt(t, "pool XP", s.PoolXP(), 25)
}

func TestA16_SuperfluousCardRefused(t *testing.T) {
	s := brute(t)
	orc, gob := card(t, "enc_orc_raider"), card(t, "enc_goblin")
	if LegalPayment([]int{orc, gob}, 50) {
		t.Error("{Orc, Goblin} is a legal payment of 50")
	}
	play(t, s, Act(KFlee, 0))
	// The Goblin first could only end in {Goblin, Orc}, where it is spare.
	if err := s.Apply(Act(KPay, gob)); err == nil {
		t.Error("the Goblin was accepted: no legal payment holds it")
	}
	play(t, s, Act(KPay, orc))
	if err := s.Apply(Act(KPay, gob)); err == nil {
		t.Error("the Goblin was accepted after the Orc")
	}
	if got := s.LegalActions(nil); len(got) != 1 || got[0] != Act(KConfirm, 0) {
		t.Errorf("with the Orc paid: %v, want only confirm", got)
	}
}

func TestA17_NoFleeBelowTheXP(t *testing.T) {
	s := game(t, "", "")
	pool(t, s, "enc_goblin")
	give(t, s, "trs_rope")
	fight(t, s, "enc_ogre")
	if legal(s, Act(KFlee, 0)) {
		t.Error("flee offered with 35 XP against the Ogre's 100")
	}
}

func TestA18_ReplaceTheRustySword(t *testing.T) {
	s := game(t, "", "")
	calm(s)
	give(t, s, "trs_rusty_sword", "trs_short_sword")
	rusty, short, long := card(t, "trs_rusty_sword"), card(t, "trs_short_sword"), card(t, "trs_long_sword")
	deck(t, s, "trs_long_sword")
	s.Glows = []Glow{GoldGlow}
	s.nextGlow()
	got := s.LegalActions(nil)
	want := []Action{Act(KReplace, rusty), Act(KReplace, short), Act(KDiscard, 0)}
	if !slices.Equal(got, want) {
		t.Fatalf("options %v, want %v", got, want)
	}
	play(t, s, Act(KReplace, rusty))
	if !slices.Contains(s.Pool, rusty) || !slices.Contains(s.Weapons, long) {
		t.Fatalf("weapons %v, pool %v", ids(s.Weapons), ids(s.Pool))
	}
	wantInt(t, "pool XP", s.PoolXP(), 10)
	fight(t, s, "enc_goblin")
	wantInt(t, "combat dice", s.HeroDice(), 3)
}

// fiveItems gives the hero five items, none a Backpack.
func fiveItems(t *testing.T, s *State) {
	give(t, s, "trs_rope", "trs_fire_bomb", "trs_smoke_bomb", "trs_lucky_charm", "trs_potion_of_strength")
}

func TestA19_BackpackMakesItsOwnRoom(t *testing.T) {
	s := game(t, "", "")
	calm(s)
	fiveItems(t, s)
	deck(t, s, "trs_backpack")
	s.Glows = []Glow{GoldGlow}
	s.nextGlow()
	if !legal(s, Act(KKeep, 0)) {
		t.Fatalf("keep not offered for the Backpack: %v", s.LegalActions(nil))
	}
	play(t, s, Act(KKeep, 0))
	wantInt(t, "items", len(s.Items), 6)
	wantInt(t, "limit", s.Limit(), 7)
}

func TestA20_NoRoomForThePotion(t *testing.T) {
	s := game(t, "", "")
	calm(s)
	fiveItems(t, s)
	deck(t, s, "trs_healing_potion_1")
	potion := card(t, "trs_healing_potion_1")
	s.Glows = []Glow{GoldGlow}
	s.nextGlow()
	var want []Action
	for _, c := range s.Items {
		want = append(want, Act(KReplace, c))
	}
	want = append(want, Act(KDiscard, 0))
	if got := s.LegalActions(nil); !slices.Equal(got, want) {
		t.Fatalf("options %v, want %v", got, want)
	}
	play(t, s, Act(KDiscard, 0))
	if !slices.Contains(s.Pool, potion) {
		t.Fatal("the potion is not in the pool")
	}
	wantInt(t, "pool XP", s.PoolXP(), 10)
}

// trap sends the hero against trap id from a red glow.
func trap(t *testing.T, s *State, id string) {
	t.Helper()
	calm(s)
	deck(t, s, id)
	s.Glows = []Glow{RedGlow}
	s.nextGlow()
}

func TestA21_RopeClimbsThePit(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_rope")
	dice(s, 1)
	trap(t, s, "enc_pit_trap")
	wantInt(t, "hero health with the Rope", s.HP, 50)
	// Without the Rope: fail, −5, armour no help (R27).
	s = game(t, "", "")
	give(t, s, "trs_chain_mail")
	dice(s, 1)
	trap(t, s, "enc_pit_trap")
	wantInt(t, "hero health without the Rope", s.HP, 45)
	if !slices.Contains(s.Discard, card(t, "enc_pit_trap")) {
		t.Error("the trap is not in the discard pile (R12)")
	}
}

// §8: the high-score table sorts by score, then level, then date.
func TestHighScoreOrder(t *testing.T) {
	a := Entry{Score: 740, Level: 2, When: 5}
	for _, c := range []struct {
		b    Entry
		want bool
	}{{Entry{Score: 700, Level: 9}, true}, {Entry{Score: 740, Level: 1}, true}, {Entry{Score: 740, Level: 2, When: 9}, true},
		{Entry{Score: 740, Level: 2, When: 1}, false}, {Entry{Score: 800}, false}} {
		if got := Better(a, c.b); got != c.want {
			t.Errorf("Better(%v, %v) = %v", a, c.b, got)
		}
	}
}
