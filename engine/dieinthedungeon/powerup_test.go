package dieinthedungeon

import (
	"testing"

	"github.com/herotable/herotable/engine"
)

// R15: the power up is told every turn, at the 4 AP maximum too ("Ada
// powers up" said nothing there), and says whether the game did it by
// itself (the player's habitual click then landed on a move).
func TestPowerUpIsToldAutomaticOrAtTheMaximum(t *testing.T) {
	var auto, manual, atMax int
	for seed := uint64(1); seed <= 40 && (auto == 0 || manual == 0 || atMax == 0); seed++ {
		s, err := New(1, seed, engine.Options{})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		for n := 0; n < 400 && !s.Over; n++ {
			legal := s.LegalActions(nil)
			a := legal[rng.IntN(len(legal))]
			k, _ := Split(a)
			chosen := k == KContinue && s.Stage == StTurnStart
			ap := s.me().Board[SlotAbility].Value
			if chosen && ap < 4 && n%3 == 0 {
				s.me().Board[SlotAbility].Value = 4 // reach the maximum now and then
				ap = 4
			}
			what := s.ActionString(a)
			play(t, s, a)
			for _, ev := range s.Ev.List {
				if ev.Kind != engine.EvGame || ev.Code != TellPowerUp {
					continue
				}
				if len(ev.Args) != 3 {
					t.Fatalf("power up told with %v", ev.Args)
				}
				switch {
				case chosen && ev.Arg(2) != 0:
					t.Fatalf("seed %d: a chosen power up told as automatic", seed)
				case !chosen && ev.Arg(2) != 1:
					t.Fatalf("seed %d: a power up the game made (after %s) not told as automatic", seed, what)
				case chosen && ap == 4 && ev.Arg(1) != 0:
					t.Fatalf("seed %d: a power up at the maximum told a gain", seed)
				}
				if chosen {
					manual++
				} else {
					auto++
				}
				if ev.Arg(1) == 0 {
					atMax++
				}
			}
		}
	}
	if auto == 0 || manual == 0 || atMax == 0 {
		t.Fatalf("not every kind seen: %d automatic, %d chosen, %d at the maximum", auto, manual, atMax)
	}
}
