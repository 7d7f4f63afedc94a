package dieinthedungeon

import (
	"fmt"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/tablekit"
)

var _ tablekit.Refuser[spotKey] = (*Table)(nil)

// A card the AP left cannot pay for does not look playable (dimmed, with
// what it needs), and a click on it says why, with the numbers: the
// play-test's Unblinking Stare at 0 AP glowed and said only "Not a choice
// now".
func TestUnaffordableCardSaysWhy(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s, table, h := newTable(t, "human", seed, "map=map1,creature=deyeroller", prefs.Instant)
		const stare = 2 // Unblinking Stare, 2 AP, in a round's Ability step
		ok := scenetest.ReachWith(t, s, 600, 16, scenetest.Greedy(seed), func(st *dd.State) bool {
			mo := &st.Mons[st.Turn]
			return st.Stage == dd.StAbility && !mo.CardsUsed[stare] && mo.Board[dd.SlotAbility].Value < 2
		})
		if !ok {
			continue
		}
		scenetest.Settle(t, h, &table.Core)
		st := s.Match.State.(*dd.State)
		mo := &st.Mons[st.Turn]
		sp := table.Spots.At(spotKey{Kind: AtCard, I: stare})
		if sp == nil || sp.Glow || sp.Live {
			t.Fatalf("seed %d: Unblinking Stare at %d AP is offered (%+v)", seed, mo.Board[dd.SlotAbility].Value, sp)
		}
		if a, short := cardLook(&table.q.Shown.Mons[st.Turn], stare, sp.Glow); !short || a > 0.5 {
			t.Errorf("seed %d: Unblinking Stare at %d AP drawn at alpha %v, short %v", seed, mo.Board[dd.SlotAbility].Value, a, short)
		}
		// So does a board ability it cannot pay for (Evil Eye, 2 AP).
		shown := table.q.Shown
		for i, ab := range dd.Creatures[mo.Creature].Abilities {
			want := abilityIdle // not offered: dimmed
			if shown.Window[i] {
				want = abilityUsed
			} else if ab.Cost > shown.Mons[st.Turn].Board[dd.SlotAbility].Value {
				want = abilityShort
			}
			if got := abilityLook(shown, &shown.Mons[st.Turn], i, false); got != want {
				t.Errorf("seed %d: %s (%d AP) at %d AP looks %d, want %d", seed, ab.Name, ab.Cost, shown.Mons[st.Turn].Board[dd.SlotAbility].Value, got, want)
			}
		}
		want := fmt.Sprintf("Unblinking Stare needs 2 AP; you have %d.", mo.Board[dd.SlotAbility].Value)
		if got := table.Refusal(sp); got != want {
			t.Errorf("seed %d: a click on it says %q, want %q", seed, got, want)
		}
		// A card of another moment says when it is used.
		far := "Far Sight: only at the start of your turn, not now."
		if mo.CardsUsed[3] {
			far = "Far Sight is spent: a card plays once a game."
		}
		if got := table.Refusal(&spot{Key: spotKey{Kind: AtCard, I: 3}}); got != far {
			t.Errorf("seed %d: Far Sight in the Ability step: %q", seed, got)
		}
		return
	}
	t.Fatal("no Ability step short of AP seen")
}

// Every kind of thing on the table says its own reason for a click that
// plays nothing, never the core's bare "Not a choice now".
func TestEveryThingSaysWhyNotNow(t *testing.T) {
	st := newSession(t, "human", 1, "map=map1").Match.State.(*dd.State)
	for _, k := range []uint8{AtToken, AtAlly, AtTile, AtHero, AtSlot, AtTrack, atXP, atBoardToken, atCreature, atTotals, atObjective, atRound, atSupply, atOther, atEffect, atSeat} {
		if refusalOf(st, spotKey{Kind: k}) == "" {
			t.Errorf("a click on a thing of kind %d says nothing of its own", k)
		}
	}
}
