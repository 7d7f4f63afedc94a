package herohouse

import (
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/engine/enginetest"
)

// Tell says every event the way the log said it when the engine still
// wrote sentences (the words are those of version-1 logs).
func TestTellSaysEveryCode(t *testing.T) {
	visor, plate, boots := mustCard("head_w3_b1"), mustCard("body_w4_b0"), mustCard("legs_w0_b3")
	halo, robe, tights := mustCard("head_w4_b0"), mustCard("body_w0_b4"), mustCard("legs_w3_b0")
	cave, java := mustCard("prime_cave_woman"), mustCard("prime_java_man")
	ev := func(p engine.Player, code int, args ...int) engine.Event {
		return engine.Event{Kind: engine.EvGame, Player: p, Code: code, Args: args}
	}
	tests := []struct {
		ev   engine.Event
		want string
	}{
		{ev(engine.NoPlayer, CodeHand, 1, 0, 0, 2), "Hand 1 — dealer {P1} — ante: treasure 2"},
		{ev(engine.NoPlayer, CodeHand, 9, 2, 1, 3), "Hand 9 — dealer {P3} — clean-up hand, no ante: treasure 3"},
		{ev(1, CodeDrawsCard), "{P2} draws a card"},
		{ev(1, CodeLays, java, NoCard, NoCard), "{P2} lays down Java Man (1○ 1●)"},
		{ev(0, CodeLays, visor, plate, boots), "{P1} lays down Knight Visor + Armor Plate + Riding Boots (7○ 4●)"},
		{ev(0, CodeDiscards, tights), "{P1} discards Tights (3○ 0●)"},
		{ev(1, CodeGives, mustCard("legs_w0_b2"), 0), "{P2} gives Boots (0○ 2●) to {P1}"},
		{ev(1, CodeMonsterDiscards, halo), "{P2} discards Halo (4○ 0●) as the monster"},
		{ev(3, CodeMonsterFlips, cave), "{P4} flips Cave Woman (4○ 0●)"},
		{ev(1, CodeFight, int(MonsterWins), 0, cave, NoCard, NoCard, halo, robe, tights),
			"Fight: {P2}'s Cave Woman (4○ 0●) vs Halo + Dark Robe + Tights (7○ 4●) — MONSTER WINS"},
		{ev(0, CodeFight, int(NoWin), 1, visor, plate, boots, java, NoCard, NoCard),
			"Fight: {P1}'s Knight Visor + Armor Plate + Riding Boots (7○ 4●) vs Java Man (1○ 1●) — NO WIN"},
		{ev(0, CodeFlipOntoMonster, mustCard("body_w1_b3")), "A card is flipped onto the monster: Bomber Jacket (1○ 3●)"},
		{ev(0, CodeFlipOntoHero, mustCard("body_w1_b0")), "A card is flipped onto {P1}'s hero: T-Shirt (1○ 0●)"},
		{ev(2, CodeHeroBroken), "{P3}'s hero breaks: a part on a prime is no whole hero, so its cards go to the out pile"},
		{ev(0, CodeHeroNow, 4, 4), "{P1}'s hero is now 4○ 4●"},
		{ev(0, CodeHouse, 4, 4, 1), "{P1} makes a HERO HOUSE (4○ 4●): +1"},
		{ev(1, CodeMonsterRetires), "{P2} no longer plays the monster and is out of the hand"},
		{ev(0, CodeNowMonster), "{P1} now plays the monster"},
		{ev(0, CodeCannotDefend), "{P1} cannot defend and is out of the hand"},
		{ev(2, CodeNoDiscard), "{P3} has no card to discard"},
		{ev(1, CodeBalanced, 5), "Monster balanced — {P2} takes 5"},
		{ev(engine.NoPlayer, CodeBalancedUnplayed, 4), "Monster balanced with nobody playing it — the treasure (4) stays"},
		{ev(engine.NoPlayer, CodeLastPlayer, 1), "Only one player is left in the hand — the treasure (1) stays"},
		{ev(engine.NoPlayer, CodeDrawPileEmpty, 3), "The draw pile is empty — the hand is over and the treasure (3) stays"},
		{ev(engine.NoPlayer, CodeLastPlayer, 0), "Only one player is left in the hand — the treasure is empty"},
		{ev(engine.NoPlayer, CodeBalancedUnplayed, 0), "Monster balanced with nobody playing it — the treasure is empty"},
		{ev(engine.NoPlayer, CodeDrawPileEmpty, 0), "The draw pile is empty — the hand is over and the treasure is empty"},
		{ev(engine.NoPlayer, CodeTreasureLost, 3, 2), "After 3 clean-up hands the 2 left in the treasure is lost"},
		{ev(engine.NoPlayer, CodeTreasureLost, 1, 4), "After 1 clean-up hand the 4 left in the treasure is lost"},
		{ev(engine.NoPlayer, CodeGameOver, 11, 0), "Game over after 11 hands — {P1} wins"},
		{ev(engine.NoPlayer, CodeGameOver, 7, 1, 3), "Game over after 7 hands — {P2} and {P4} share the win"},
		{ev(engine.NoPlayer, CodeGameOver, 1, 0), "Game over after 1 hand — {P1} wins"},
	}
	told := map[int]bool{}
	for _, tt := range tests {
		told[tt.ev.Code] = true
		if got := Tell(tt.ev); got != tt.want {
			t.Errorf("Tell(code %d, args %v) = %q, want %q", tt.ev.Code, tt.ev.Args, got, tt.want)
		}
	}
	enginetest.TellsEveryCode(t, CodeHand, CodeGameOver, told)
	if got := Tell(ev(0, CodeGameOver+1)); got != "" {
		t.Errorf("an unknown code is told %q", got)
	}
	// An older or damaged event with too few numbers, or numbers out of
	// range, is told without a panic.
	for code := CodeHand; code <= CodeGameOver; code++ {
		Tell(ev(0, code))
		Tell(ev(0, code, 99, -5, 200, 3, 1000, -1, 7, 8))
	}
}

// Everything the engine tells is data: whole games record no sentences
// (EvNote), and only codes Tell has words for, naming real cards.
func TestEventsAreData(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		for seed := range uint64(4) {
			s, err := New(n, seed*31+uint64(n))
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed + 5)
			check := func() {
				for _, e := range s.Events() {
					switch {
					case e.Kind == engine.EvNote:
						t.Fatalf("%d players, seed %d: a sentence %q, not data", n, seed, e.Text)
					case e.Kind != engine.EvGame:
					case Tell(e) == "":
						t.Fatalf("%d players, seed %d: code %d (args %v) has no words", n, seed, e.Code, e.Args)
					case strings.Contains(Tell(e), "card #"):
						t.Fatalf("%d players, seed %d: %q names no card", n, seed, Tell(e))
					}
				}
			}
			check()
			var buf []engine.Action
			for !s.IsTerminal() {
				buf = s.LegalActions(buf[:0])
				if err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
					t.Fatal(err)
				}
				check()
			}
		}
	}
}
