package dieinthedungeon

import (
	"strings"
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A click on a tile to explore after powering up goes on and explores it
// in one go, as on Board Game Arena (play-test 35 #8: it only said "First
// go on from After Power Up (Go on)...").
func TestAClickOnATileAfterPowerUpExploresIt(t *testing.T) {
	s := newSession(t, "human,greedy", 1, "")
	if !scenetest.ReachWith(t, s, 400, 16, scenetest.Greedy(3), func(st *dd.State) bool {
		return st.Stage == dd.StPostPower && st.Turn == 0 && len(st.Frontier()) > 0
	}) {
		t.Fatal("no After Power Up reached")
	}
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	st := table.state()
	i := st.Frontier()[0]
	sp := table.Spots.At(spotKey{Kind: AtTile, I: i})
	if sp == nil || !sp.Glow {
		t.Fatalf("tile %d does not glow after powering up", i)
	}
	h.Click(t, sp.Rect.Center())
	scenetest.Settle(t, h, &table.Core)
	now := s.Match.State.(*dd.State)
	if !now.Slots[i].Open || now.Mons[0].Pos != i {
		t.Errorf("after the click: stage %d, creature at %d, tile %d open %v", now.Stage, now.Mons[0].Pos, i, now.Slots[i].Open)
	}
}

// After powering up, the prompt says a click on a glowing tile explores it.
func TestAfterPowerUpThePromptSaysClickATile(t *testing.T) {
	s := newSession(t, "human,greedy", 1, "")
	if !scenetest.ReachWith(t, s, 400, 16, scenetest.Greedy(3), func(st *dd.State) bool {
		return st.Stage == dd.StPostPower && st.Turn == 0 && len(st.Frontier()) > 0
	}) {
		t.Fatal("no After Power Up reached")
	}
	st := s.Match.State.(*dd.State)
	if got := helpWords(st, Commands(st, st.LegalActions(nil), s.Names())); !strings.Contains(got, "click a glowing tile") {
		t.Errorf("After Power Up says %q", got)
	}
}

// Play-test 41 #9: at the turn's start a click on a glowing tile said
// "First power up (Power up), then rest if you wish: then you explore
// this tile". Power up chooses nothing: the click powers up, goes on
// and explores the tile, as after the power up.
func TestAClickOnATileAtTheTurnStartPowersUpAndExploresIt(t *testing.T) {
	s := newSession(t, "human,greedy", 1, "")
	if !scenetest.ReachWith(t, s, 400, 16, scenetest.Greedy(3), func(st *dd.State) bool {
		return st.Stage == dd.StTurnStart && st.Turn == 0 && len(st.Frontier()) > 0 && st.Mons[0].Board[dd.SlotAbility].Value < dd.MaxAbility
	}) {
		t.Fatal("no turn start reached")
	}
	ap := s.Match.State.(*dd.State).Mons[0].Board[dd.SlotAbility].Value
	table := New(s)
	h := scenetest.Settled(t, table, &table.Core)
	st := table.state()
	i := st.Frontier()[0]
	sp := table.Spots.At(spotKey{Kind: AtTile, I: i})
	if sp == nil || !sp.Glow || !sp.Live {
		t.Fatalf("tile %d does not glow at the turn's start", i)
	}
	h.Click(t, sp.Rect.Center())
	scenetest.Settle(t, h, &table.Core)
	now := s.Match.State.(*dd.State)
	if !now.Slots[i].Open || now.Mons[0].Pos != i {
		t.Errorf("after the click: stage %d, creature at %d, tile %d open %v", now.Stage, now.Mons[0].Pos, i, now.Slots[i].Open)
	}
	if got := now.Mons[0].Board[dd.SlotAbility].Value; got != ap+1 && !now.Combat.On {
		t.Errorf("after the click the creature has %d AP, had %d: no power up", got, ap)
	}
}
