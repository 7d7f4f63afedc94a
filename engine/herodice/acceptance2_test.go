package herodice

import (
	"slices"
	"testing"
)

// The spec's acceptance examples (§9), A22–A42: checks, glows, bosses, the
// grid, deep delving and recovering between encounters.

func TestA22_LuckyCharmRerollsTheCheck(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_lucky_charm")
	charm := card(t, "trs_lucky_charm")
	dice(s, 2)
	trap(t, s, "enc_yawning_chasm")
	wantPhase(t, s, PhCheckReact)
	dice(s, 4)
	play(t, s, Act(KReroll, 0))
	wantInt(t, "hero health", s.HP, 50)
	if !slices.Contains(s.Pool, charm) {
		t.Fatal("the charm is not in the pool")
	}
	wantInt(t, "pool XP", s.PoolXP(), 20)
}

func TestA23_CryptTreasureBeforeEncounter(t *testing.T) {
	s := game(t, "", "")
	mapOf(t, s, "dng_kennels", 0, 0)
	onlyDeck(t, s, "dng_forgotten_crypt")
	deck(t, s, "trs_spear")
	deck(t, s, "enc_goblin")
	play(t, s, Act(KMove, 0*4+int(East)))
	wantPhase(t, s, PhTreasure)
	if s.Found != card(t, "trs_spear") || s.Fight.Card != NoCard {
		t.Fatalf("found %s, fighting %d: the treasure must come first", ID(s.Found), s.Fight.Card)
	}
	play(t, s, Act(KKeep, 0))
	wantPhase(t, s, PhPreRoll)
	if s.Fight.Card != card(t, "enc_goblin") {
		t.Fatalf("fighting %s, want the Goblin", ID(s.Fight.Card))
	}
}

func TestA24_GorrakRingSixWounds(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_rusty_sword")
	fight(t, s, "boss_gorrak_minotaur")
	wantInt(t, "Gorrak health", s.Fight.HP, 45)
	dice(s, 2, 3, 6, 4, 2, 1)
	play(t, s, Act(KRoll, 0))
	wantInt(t, "hero health", s.HP, 46)
	wantPhase(t, s, PhPreRoll) // hero die 2 is not the high 3: no ability
}

func TestA25_IronGolemShieldsMortalWound(t *testing.T) {
	s := game(t, "", "")
	fight(t, s, "boss_iron_golem")
	dice(s, 6, 6, 5, 5, 2)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	wantInt(t, "Golem health", s.Fight.HP, 42)
	wantInt(t, "hero health", s.HP, 50)
}

func TestA26_MorvaneDrainsThroughChainMail(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_chain_mail", "trs_rusty_sword")
	fight(t, s, "boss_count_morvane")
	s.Fight.HP = 20
	dice(s, 1, 2, 4, 3, 1, 1)
	play(t, s, Act(KRoll, 0))
	wantInt(t, "hero health", s.HP, 46)
	wantInt(t, "Morvane health", s.Fight.HP, 23)
}

func TestA27_WeakenAndResolveNextRoll(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_long_sword")
	fight(t, s, "boss_gazing_horror")
	dice(s, 3, 1, 2, 5, 1, 1, 1) // mh 5: weaken 1; hero die 3 is the high die
	play(t, s, Act(KRoll, 0))
	wantPhase(t, s, PhAbility)
	play(t, s, Act(KAbility, 0))
	wantInt(t, "combat dice next roll", s.HeroDice(), 2)
}

func TestA28_SpiderNestFitsEast(t *testing.T) {
	s := game(t, "", "")
	mapOf(t, s, "dng_kennels", 0, 0)
	onlyDeck(t, s, "dng_spider_nest", "dng_bone_pit", "dng_dusty_shrine")
	play(t, s, Act(KMove, 0*4+int(East)))
	if i := s.At(1, 0); i < 0 || s.Map[i].Card != card(t, "dng_spider_nest") {
		t.Fatalf("map %v", s.Map)
	}
	if got := topFirst(s); !slices.Equal(got, []string{"dng_bone_pit", "dng_dusty_shrine"}) {
		t.Errorf("deck %v", got)
	}
}

func TestA29_VaultToTheBottomArmoryFits(t *testing.T) {
	s := game(t, "", "")
	mapOf(t, s, "dng_kennels", 0, 0)
	onlyDeck(t, s, "dng_treasure_vault", "dng_old_armory", "dng_guard_room")
	play(t, s, Act(KMove, 0*4+int(North)))
	if i := s.At(0, -1); i < 0 || s.Map[i].Card != card(t, "dng_old_armory") {
		t.Fatalf("map %v", s.Map)
	}
	if got := topFirst(s); !slices.Equal(got, []string{"dng_guard_room", "dng_treasure_vault"}) {
		t.Errorf("deck %v", got)
	}
	wantInt(t, "seen cards at the bottom", s.DngSeen, 1)
}

func TestA30_DeadEndsFaceTheBoss(t *testing.T) {
	s := game(t, "", "")
	mapOf(t, s, "dng_old_armory", 0, 0, "dng_treasure_vault", 0, 1)
	if s.Dungeon.Len() == 0 {
		t.Fatal("the dungeon deck is empty")
	}
	if got := s.LegalActions(nil); !slices.Equal(got, []Action{Act(KFaceBoss, 0)}) {
		t.Fatalf("options %v, want only face_boss", got)
	}
}

func TestA31_StandardHasNoStairs(t *testing.T) {
	s := game(t, ModeStandard, "")
	n := s.Dungeon.Len() + len(s.Map)
	wantInt(t, "dungeon cards", n, StandardDungeon)
	for _, c := range s.Dungeon.Cards {
		if Dungeon(c).Stairs {
			t.Errorf("%s in the Standard dungeon deck", ID(c))
		}
	}
	for _, p := range s.Map {
		if Dungeon(p.Card).Stairs {
			t.Errorf("%s on the Standard map", ID(p.Card))
		}
	}
}

// stairsAhead sets up a deep game whose next move (east of the Kennels)
// enters Stairs Down a.
func stairsAhead(t *testing.T) *State {
	s := game(t, ModeDeep, "")
	mapOf(t, s, "dng_kennels", 0, 0)
	deck(t, s, "dng_stairs_down_a")
	return s
}

func TestA32_DescendKeepsWoundsAndGear(t *testing.T) {
	s := stairsAhead(t)
	s.HP = 22
	give(t, s, "trs_rusty_sword", "trs_chain_mail", "trs_rope")
	s.HP = 22
	pool(t, s, "enc_wraith", "enc_orc_raider", "trs_short_sword", "trs_spear")
	wantInt(t, "pool XP", s.PoolXP(), 180)
	boss := s.BossSlot
	play(t, s, Act(KMove, 0*4+int(East)))
	wantPhase(t, s, PhStairs)
	play(t, s, Act(KDescend, 0))
	wantInt(t, "banked", s.Banked, 180)
	if slices.Contains(s.Pool, boss) || slices.Contains(s.Spent, boss) {
		t.Error("the unseen boss was scored")
	}
	wantPhase(t, s, PhLevelEnd)
	play(t, s, Act(KDelve, 0))
	wantInt(t, "level", s.Level, 2)
	wantInt(t, "hero health", s.HP, 22)
	wantInt(t, "max health", s.MaxHP, 50)
	wantInt(t, "pool XP", s.PoolXP(), 0)
	if len(s.Weapons) != 1 || s.Armor == NoCard || len(s.Items) != 1 {
		t.Errorf("gear lost: %v %d %v", ids(s.Weapons), s.Armor, ids(s.Items))
	}
}

func TestA33_SlainCountsThePool(t *testing.T) {
	s := game(t, ModeDeep, "")
	s.Level, s.Banked = 2, 500
	pool(t, s, "enc_orc_raider", "enc_guard_dog", "enc_goblin", "trs_rope", "trs_rusty_sword")
	wantInt(t, "pool XP", s.PoolXP(), 120)
	s.HP = 1
	fight(t, s, "enc_ogre")
	dice(s, 1, 6, 1, 1)
	play(t, s, Act(KRoll, 0))
	if s.Outcome != Slain {
		t.Fatalf("outcome %d", s.Outcome)
	}
	wantInt(t, "score", s.Score(), 740)
	if got := s.Title(); got != "Sheep Herder" {
		t.Errorf("title %q", got)
	}
}

func TestA34_StandardVictory(t *testing.T) {
	s := game(t, "", "")
	pool(t, s, "enc_wraith", "enc_death_knight", "enc_ogre", "enc_orc_raider", "trs_rusty_sword")
	give(t, s, "trs_long_sword")
	fight(t, s, "boss_xul_necromancer")
	s.Fight.HP = 1
	dice(s, 6, 6, 6, 1, 1, 1, 1)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	if s.Outcome != Victorious {
		t.Fatalf("outcome %d", s.Outcome)
	}
	wantInt(t, "score", s.Score(), 560)
	if got := s.Title(); got != "Sheep Herder" {
		t.Errorf("title %q", got)
	}
}

func TestA35_CaveTrollRegenerates(t *testing.T) {
	s := game(t, "", "")
	fight(t, s, "enc_cave_troll")
	s.Fight.HP = 3
	dice(s, 5, 4, 2)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	wantInt(t, "Troll health", s.Fight.HP, 4)
	wantInt(t, "Disarm", s.Fight.Disarm, 1)
}

func TestA36_DeathKnightArmored(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_rusty_sword")
	fight(t, s, "enc_death_knight")
	dice(s, 4, 1, 2, 1, 1)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	wantInt(t, "Death Knight health", s.Fight.HP, 22)
}

func TestA37_CloakThenDelve(t *testing.T) {
	s := game(t, ModeDeep, "")
	give(t, s, "trs_troll_hide_cloak", "trs_long_sword")
	s.HP = 14
	wantInt(t, "max health", s.MaxHP, 55)
	fight(t, s, "boss_grimjaw_troll_king")
	s.Fight.HP = 1
	dice(s, 6, 6, 6, 5, 1, 1, 1) // mh 5 against 6: rage, but the boss falls
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	wantInt(t, "hero health", s.HP, 17)
	wantPhase(t, s, PhLevelEnd)
	play(t, s, Act(KDelve, 0))
	wantInt(t, "level", s.Level, 2)
	wantInt(t, "hero health", s.HP, 17)
	wantInt(t, "max health", s.MaxHP, 55)
}

func TestA38_RecoverBetweenRedGlows(t *testing.T) {
	s := game(t, "", "")
	mapOf(t, s, "dng_kennels", 0, 0)
	onlyDeck(t, s, "dng_goblin_barracks")
	deck(t, s, "enc_goblin", "enc_giant_rat")
	give(t, s, "trs_healing_potion_1")
	potion := card(t, "trs_healing_potion_1")
	s.HP = 9
	play(t, s, Act(KMove, 0*4+int(East)))
	wantPhase(t, s, PhPreRoll)
	dice(s, 6, 1)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	wantPhase(t, s, PhRecover)
	play(t, s, Act(KUse, potion))
	wantInt(t, "hero health", s.HP, 24)
	if !slices.Contains(s.Pool, potion) {
		t.Error("the potion is not in the pool")
	}
	play(t, s, Act(KContinue, 0))
	if s.Fight.Card != card(t, "enc_giant_rat") {
		t.Errorf("fighting %s, want the second red glow's Giant Rat", ID(s.Fight.Card))
	}
}

func TestA39_DrinkBeforeTheChasm(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_healing_potion_2")
	s.HP = 4
	trap(t, s, "enc_yawning_chasm")
	wantPhase(t, s, PhPreCheck)
	play(t, s, Act(KUse, card(t, "trs_healing_potion_2")))
	wantInt(t, "hero health", s.HP, 19)
	dice(s, 2)
	play(t, s, Act(KRoll, 0))
	wantInt(t, "hero health", s.HP, 11)
	// Without drinking: 4 − 8 = −4, slain.
	s = game(t, "", "")
	give(t, s, "trs_healing_potion_2")
	s.HP = 4
	trap(t, s, "enc_yawning_chasm")
	dice(s, 2)
	play(t, s, Act(KRoll, 0))
	if s.Outcome != Slain || s.HP != -4 {
		t.Errorf("outcome %d at %d, want Slain at −4", s.Outcome, s.HP)
	}
}

func TestA40_FeatherThenIgnorePain(t *testing.T) {
	s := game(t, "", "")
	give(t, s, "trs_phoenix_feather")
	s.HP = 3
	fight(t, s, "enc_orc_raider")
	dice(s, 2, 6, 1)
	play(t, s, Act(KRoll, 0))
	play(t, s, Act(KAbility, 0))
	wantInt(t, "hero health", s.HP, 20)
	wantInt(t, "Orc health", s.Fight.HP, 16)
	if !slices.Contains(s.Pool, card(t, "trs_phoenix_feather")) {
		t.Error("the Feather is not in the pool")
	}
}

func TestA41_StairsSentDownMakeNoOffer(t *testing.T) {
	s := game(t, ModeDeep, "")
	mapOf(t, s, "dng_kennels", 0, 0)
	onlyDeck(t, s, "dng_stairs_down_b", "dng_spider_nest")
	play(t, s, Act(KMove, 0*4+int(East)))
	if s.Phase == PhStairs || len(s.StairsOffered) > 0 {
		t.Fatal("the stairs sent to the bottom made an offer")
	}
	if i := s.At(1, 0); i < 0 || s.Map[i].Card != card(t, "dng_spider_nest") {
		t.Fatalf("map %v", s.Map)
	}
	if got := topFirst(s); !slices.Equal(got, []string{"dng_stairs_down_b"}) {
		t.Errorf("deck %v", got)
	}
}

func TestA42_OgreHitsHard(t *testing.T) {
	s := game(t, "", "")
	fight(t, s, "enc_ogre")
	dice(s, 1, 5, 2, 2)
	play(t, s, Act(KRoll, 0))
	wantInt(t, "hero health", s.HP, 43)
	wantInt(t, "Ogre health", s.Fight.HP, 32)
	wantPhase(t, s, PhPreRoll)
}
