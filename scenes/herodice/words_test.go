package herodice

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	hd "github.com/herotable/herotable/engine/herodice"
	"github.com/herotable/herotable/scenes/scenetest"
)

// The chips name each pending change of the next roll by its flag, and
// only those set.
func TestChipsNameThePendingChanges(t *testing.T) {
	for _, c := range []struct {
		f    hd.Fight
		want []string
	}{
		{hd.Fight{}, nil},
		{hd.Fight{Resolve: 1, Strength: true}, []string{"+1 die: Resolve", "+2 dice: Strength"}},
		{hd.Fight{Disarm: 1, Rage: 2, Weaken: 1}, []string{"Foe −1 die: Disarm", "Foe +2 die: Rage", "−1 die: Weaken"}},
	} {
		if got := chips(c.f); !slices.Equal(got, c.want) {
			t.Errorf("chips of %+v: %q, want %q", c.f, got, c.want)
		}
	}
}

// The roll's result names the foe when its name fits the tray, else
// "the foe"; a trap's wounds are the trap's.
func TestResultWords(t *testing.T) {
	orc, ok := hd.ByID("enc_goblin")
	if !ok {
		t.Fatal("no Goblin card")
	}
	boss, _ := hd.ByID("boss_ashmaw_red_dragon")
	trap, _ := hd.ByID("enc_poison_dart_trap")
	for _, c := range []struct {
		tr          tray
		foe, toHero string
	}{
		{tray{Foe: orc, ToFoe: 3}, "You wound the Goblin for 3", "No wounds to you"},
		{tray{Foe: boss, ToHero: 4}, "No wounds to Ashmaw, the Red Dragon", "It wounds you for 4"},
		{tray{Foe: hd.NoCard, Trap: trap, ToHero: 8}, "", "The trap wounds you for 8"},
	} {
		foe, hero := resultWords(c.tr)
		if foe != c.foe || hero != c.toHero {
			t.Errorf("%+v: %q / %q, want %q / %q", c.tr, foe, hero, c.foe, c.toHero)
		}
	}
}

// The end panel's tally adds up the score as the state does and names the
// next rung of the leaderboard.
func TestTallyAddsUpTheScore(t *testing.T) {
	goblin, _ := hd.ByID("enc_goblin")
	st := &hd.State{Banked: 225, Level: 2, Pool: []int{goblin}}
	got := tally(st)
	want := []string{fmt.Sprintf("Banked 225 XP + pool %d XP × level 2 = %d XP", hd.XP(goblin), st.Score()), "Next title: Sheep Herder at 400 XP"}
	if !slices.Equal(got, want) {
		t.Errorf("tally: %q, want %q", got, want)
	}
}

// The explore prompt names only the choices the engine offers.
func TestExploreWordsSayOnlyTheLegal(t *testing.T) {
	for _, c := range []struct {
		legal []hd.Action
		want  string
	}{
		{[]hd.Action{hd.Act(hd.KMove, 1), hd.Act(hd.KMove, 6)}, "choose an exit"},
		{[]hd.Action{hd.Act(hd.KUse, 30), hd.Act(hd.KFaceBoss, 0)}, "face the boss or drink a potion"},
		{[]hd.Action{hd.Act(hd.KUse, 30), hd.Act(hd.KDraw, 0), hd.Act(hd.KMove, 2)}, "choose an exit, draw the next card or drink a potion"},
	} {
		if got := exploreWords(c.legal); got != c.want {
			t.Errorf("%v: %q, want %q", c.legal, got, c.want)
		}
	}
}

// Two weapons, armour and seven items fit the hero's row, side by side.
func TestAFullPackFitsTheRow(t *testing.T) {
	for n := 1; n <= 10; n++ {
		last := gearRect(n-1, n)
		if last.Right() > heroArea.Right()-4 || (n > 1 && gearRect(n-2, n).Right() > last.X) {
			t.Errorf("%d cards: the last ends at %.0f, the row at %.0f", n, last.Right(), heroArea.Right())
		}
	}
}

// The combat prompt names only what the engine offers (flee only where a
// payment exists: played, the prompt said "or flee" with nothing to pay),
// and the ability prompt says what the ability does.
func TestCombatWordsSayOnlyTheLegal(t *testing.T) {
	for _, c := range []struct {
		legal []hd.Action
		want  string
	}{
		{[]hd.Action{hd.Act(hd.KRoll, 0)}, "roll"},
		{[]hd.Action{hd.Act(hd.KRoll, 0), hd.Act(hd.KUse, 30)}, "roll or use an item"},
		{[]hd.Action{hd.Act(hd.KRoll, 0), hd.Act(hd.KUse, 30), hd.Act(hd.KFlee, 0)}, "roll, use an item or flee"},
	} {
		if got := legalWords(c.legal, preRollSays); got != c.want {
			t.Errorf("%v: %q, want %q", c.legal, got, c.want)
		}
	}
	for ab := hd.Ability(1); int(ab) < len(hd.AbilityNames); ab++ {
		if w := hd.AbilityWords(ab); w == "" || w == "nothing" {
			t.Errorf("ability %s says %q", hd.AbilityNames[ab], w)
		}
	}
}

// An event's line that says what its action's line just said is left out:
// the log read "Ada keeps the Healing Potion." twice, one under the other.
func TestTheLogSaysAKeepOnce(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		s := scenetest.NewSession(t, hd.GameID, "human", seed, "")
		if !scenetest.ReachWith(t, s, 300, 16, scenetest.Greedy(seed), func(st *hd.State) bool {
			return st.Phase == hd.PhTreasure
		}) {
			continue
		}
		keep := hd.Act(hd.KKeep, 0)
		if !slices.Contains(s.Legal(), keep) {
			continue
		}
		if err := s.Play(keep); err != nil {
			t.Fatal(err)
		}
		table := New(s)
		n := 0
		for _, l := range table.LogLines(0) {
			if l.Entry == len(s.Match.Log)-1 && strings.Contains(l.Text, "keeps the") {
				n++
			}
		}
		if n != 1 {
			t.Fatalf("seed %d: the keep is said %d times", seed, n)
		}
		return
	}
	t.Fatal("no seed came to a treasure to keep")
}
