package herodice

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/enginetest"
)

// Tell makes every code's sentence from its data alone.
func TestTellSaysEveryCode(t *testing.T) {
	c := func(id string) int { return card(t, id) }
	ev := func(code int, args ...int) engine.Event {
		return engine.Event{Kind: engine.EvGame, Player: 0, Code: code, Args: args}
	}
	tests := []struct {
		ev   engine.Event
		want string
	}{
		{ev(CodeLevel, 1, int(Standard)), "Level 1 begins"},
		{ev(CodeLevel, 3, int(Deep)), "Level 3 of the deep dungeon begins"},
		{ev(CodeBossSlot), "A boss waits face down at the end of the level"},
		{ev(CodePlace, c("dng_kennels"), 1, 0), "{P1} enters the Kennels"},
		{ev(CodeToBottom, c("dng_treasure_vault")), "The Treasure Vault does not fit and goes to the bottom of the dungeon deck"},
		{ev(CodeDeckEmpty, int(DeckTreasure)), "The treasure deck is empty: the golden glow yields nothing"},
		{ev(CodeTreasure, c("trs_long_sword")), "{P1} finds the Long Sword (weapon, +2 combat dice)"},
		{ev(CodeKeep, c("trs_spear"), 50, 50), "{P1} keeps the Spear"},
		{ev(CodeKeep, c("trs_studded_leather"), 40, 60), "{P1} puts on the Studded Leather: health 40/60"},
		{ev(CodeReplace, c("trs_long_sword"), c("trs_rusty_sword")), "{P1} keeps the Long Sword; the Rusty Sword goes to the XP pool (+10)"},
		{ev(CodeDecline, c("trs_rope")), "{P1} leaves the Rope: it goes to the XP pool (+10)"},
		{ev(CodeToPool, c("trs_chain_mail")), "The old Chain Mail goes to the XP pool (+25)"},
		{ev(CodeOverflow, c("trs_rope")), "Too many items: the Rope goes to the XP pool (+10)"},
		{ev(CodeHealer, c("enc_wandering_healer"), 10, 42), "A Wandering Healer tends {P1}: +10 health, now 42"},
		{ev(CodeAmbush, c("enc_ambush")), "Ambush! Another encounter comes at once"},
		{ev(CodeTrap, c("enc_pit_trap"), 3), "A trap: the Pit Trap (roll 3 or more on the hero die)"},
		{ev(CodeCheck, c("enc_pit_trap"), 1, 2, 3, 1), "The check against the Pit Trap succeeds: 1 + 2 (Rope) against 3"},
		{ev(CodeCheck, c("enc_yawning_chasm"), 2, 0, 4, 0), "The check against the Yawning Chasm fails: 2 against 4"},
		{ev(CodeTrapHurt, c("enc_yawning_chasm"), 8, 11), "The Yawning Chasm deals 8 wounds: health 11"},
		{ev(CodeFeather, c("trs_phoenix_feather"), 15), "The Phoenix Feather burns and {P1} stands again at 15 health"},
		{ev(CodeFight, c("enc_orc_raider"), 16), "A soldier Orc Raider attacks: 16 health, 2 dice"},
		{ev(CodeFight, c("boss_iron_golem"), 50), "The boss fight begins: The Iron Golem, 50 health"},
		{ev(CodeUse, c("trs_healing_potion_1"), 15, 24), "{P1} drinks a Healing Potion: +15 health, now 24"},
		{ev(CodeUse, c("trs_potion_of_strength"), 2, 0), "{P1} drinks the Potion of Strength: +2 combat dice for the rest of the fight"},
		{ev(CodeUse, c("trs_fire_bomb"), 10, 6), "{P1} throws the Fire Bomb: 10 wounds, the foe is at 6"},
		{ev(CodeUse, c("trs_smoke_bomb"), 0, 0), "{P1} throws the Smoke Bomb"},
		{ev(CodeFled, c("enc_hobgoblin_brute")), "{P1} escapes the Hobgoblin Brute (no XP for it)"},
		{ev(CodePaid, c("enc_orc_raider")), "The Orc Raider (50 XP) pays the way out and leaves play"},
		{ev(CodeRolled, c("enc_goblin"), 3, 5, 4, 1, 1), "Round: {P1} rolls a high of 5 (hero die 3), the Goblin a high of 4"},
		{ev(CodeReroll, c("trs_lucky_charm"), 2, 4), "The Lucky Charm turns the hero die from 2 to 4"},
		{ev(CodeBase, c("enc_goblin"), 5, 4, 1, 0), "5 beats 4: 1 wound to the Goblin"},
		{ev(CodeBase, c("enc_orc_raider"), 2, 6, 0, 5), "6 beats 2: 5 wounds to {P1}"},
		{ev(CodeBase, c("enc_orc_raider"), 4, 4, 0, 0), "4 against 4: a tie, no wounds"},
		{ev(CodeRing, c("boss_count_morvane"), 4, int(PowDrain), 3), "Count Morvane, Vampire's ring fires at 4: drain 3 (wounds to the hero, the boss recovers as much)"},
		{ev(CodeAbility, 4, 1), "{P1} uses Cleave: +5 wounds"},
		{ev(CodeAbility, 6, 0), "{P1} lets Mortal Wound go"},
		{ev(CodeWounds, c("enc_orc_raider"), 5, 11, 0, 50), "The Orc Raider takes 5 (health 11); {P1} takes 0 (health 50)"},
		{ev(CodeHeal, 5, 20), "Ignore Pain: {P1} recovers 5, health 20"},
		{ev(CodeFoeHeal, c("enc_cave_troll"), 2, 4), "The Cave Troll recovers 2, health 4"},
		{ev(CodeDefeated, c("enc_wraith"), 100), "The Wraith is defeated and goes to the XP pool (+100)"},
		{ev(CodeCloak, c("trs_troll_hide_cloak"), 3, 17), "The Troll-Hide Cloak heals 3: health 17"},
		{ev(CodeBossIntro, c("boss_gorrak_minotaur")), "The boss is revealed: Gorrak the Minotaur"},
		{ev(CodeDescend, c("dng_stairs_down_a")), "{P1} takes the stairs down; the boss is left unseen"},
		{ev(CodeStay, c("dng_stairs_down_a")), "{P1} stays on this level"},
		{ev(CodeLevelEnd, 3, 300, 900, 900, 0), "Level 3 cleared: the XP pool's 300 × 3 = 900 banked, 900 in all"},
		{ev(CodeGameOver, int(Slain), 740, 2), "Slain — {P1} on level 2 with 740 XP: Sheep Herder"},
	}
	told := map[int]bool{}
	for _, tt := range tests {
		if got := Tell(tt.ev); got != tt.want {
			t.Errorf("code %d: %q, want %q", tt.ev.Code, got, tt.want)
		}
		told[tt.ev.Code] = true
	}
	enginetest.TellsEveryCode(t, FirstCode, LastCode, told)
}

// Every event a random game records is told in words, never the fallback.
func TestTellCoversPlayedEvents(t *testing.T) {
	for seed := range uint64(20) {
		s, _ := New(seed, engine.Options{}.With(OptMode, ModeDeep))
		r := engine.NewRNG(seed)
		for !s.IsTerminal() {
			l := s.LegalActions(nil)
			play(t, s, l[r.IntN(len(l))])
			for _, e := range s.Events() {
				if e.Kind == engine.EvGame {
					if w := Tell(e); w == "" || w[:min(len(w), 6)] == "event " {
						t.Fatalf("code %d told as %q", e.Code, w)
					}
				}
			}
		}
	}
}

// A card's name takes its article once: "the Gazing Horror", not "the The
// Gazing Horror" (the table's log read so); a boss with a name of its own
// takes none; any other card "the".
func TestNamesTakeTheirArticleOnce(t *testing.T) {
	seen := map[string]bool{}
	for c := 0; c < NumCards; c++ {
		in, start := theName(c), TheName(c)
		if strings.Contains(in, "the The") || strings.HasPrefix(start, "The The") || strings.HasPrefix(in, "the the") {
			t.Errorf("card %d: %q / %q", c, in, start)
		}
		seen[in] = true
	}
	for _, want := range []string{"the Gazing Horror", "Ashmaw, the Red Dragon", "the Cave Troll", "the Rusty Sword"} {
		if !seen[want] {
			t.Errorf("no card is named %q in a sentence", want)
		}
	}
}
