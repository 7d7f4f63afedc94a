package dieinthedungeon

import (
	"testing"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/scenetest"
)

// At normal speed every roll tumbles, tiles flip, tokens fly and the
// board changes with flashes; bots wait for the table; the log holds
// lines back until their step shows.
func TestAnimationsPlayAtNormalSpeed(t *testing.T) {
	map1 := []scenetest.Game{{Seats: "greedy", Opts: "map=map1", Seed: 3}}
	scenetest.AnimatesAtNormalSpeed(t, dd.GameID, map1, func(t *testing.T, s *play.Session) scenetest.Animated[StepKind] {
		table := New(s)
		return scenetest.Animated[StepKind]{
			Table: table, Frames: 5000, MinBusy: 500, MinMoves: 10,
			Kinds: []StepKind{StepRoll, StepWalk, StepFlip, StepToken, StepChange},
			Showing: func(*scenetest.Host) (kinds []StepKind) {
				for _, st := range table.q.Active() {
					kinds = append(kinds, st.Kind)
				}
				return kinds
			},
		}
	})
}

// A click skips the animation under way.
func TestClickSkipsTheAnimation(t *testing.T) {
	_, table, h := newTable(t, "greedy", 2, "map=map1", prefs.Normal)
	for i := 0; i < 2000 && !table.q.Busy(); i++ {
		h.Idle(t, 1)
	}
	if !table.q.Busy() {
		t.Fatal("nothing was animated")
	}
	h.ClickShift(t, MapArea.Center(), false)
	if table.q.Busy() {
		t.Error("a click did not skip the animation")
	}
	if table.q.Shown != table.q.Final {
		t.Error("after a skip the table does not show the final state")
	}
}

// Each kind's floor turns onto the exits of every slot of every map.
func TestRotationFitsEveryMap(t *testing.T) {
	for _, m := range dd.Maps {
		for i, sl := range m.Slots {
			if sl.Kind < dd.DeadEnd {
				continue
			}
			q, ok := Rotation(sl.Kind, sl.Exits)
			if !ok || turn(baseExits[sl.Kind], q) != sl.Exits {
				t.Errorf("%s slot %d: %s with exits %s has no rotation", m.ID, i, sl.Kind, sl.Exits)
			}
		}
	}
	if q, _ := Rotation(dd.Corner, dd.South|dd.West); q != 2 {
		t.Errorf("a corner S+W turns %d quarters, want 2", q)
	}
	if q, _ := Rotation(dd.DeadEnd, dd.West); q != 3 {
		t.Errorf("a dead end W turns %d quarters, want 3", q)
	}
}

// Diff finds the slots that lost or gained and the heroes who left,
// fled or joined.
func TestDiff(t *testing.T) {
	before, err := dd.New(1, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	before.Mons[0].Layout = 0
	before.Mons[0].Board, _ = dd.NewBoard(dd.D6, dd.D8, dd.D10, dd.D12)
	f1 := dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.Fighter, Level: 1}}
	r1 := dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.Rogue, Level: 1}}
	w1 := dd.Member{Kind: dd.Basic, Hero: dd.HeroCard{Type: dd.Wizard, Level: 1}}
	before.Combat = dd.Combat{On: true, Party: dd.Party{f1, r1}}
	after := before.Clone().(*dd.State)
	after.Mons[0].Board.Lose(dd.SlotHealth, 2)
	after.Mons[0].Board.Lose(dd.SlotMight, 2) // 6 on a d6 → 4 on a d4
	after.Combat.Party = dd.Party{r1, w1}
	c := Diff(before, after, 10, 30, f1)
	lost := map[dd.Slot]SlotChange{}
	for _, x := range c.Slots {
		lost[x.Slot] = x
	}
	if x, ok := lost[dd.SlotHealth]; !ok || !x.Lost() || x.Swapped() {
		t.Errorf("health change %+v", x)
	}
	if x, ok := lost[dd.SlotMight]; !ok || !x.Swapped() || x.New.Type != dd.D4 {
		t.Errorf("might change %+v", x)
	}
	if len(c.Left) != 1 || c.Left[0].Index != 0 || !c.Left[0].Fled {
		t.Errorf("leavers %+v", c.Left)
	}
	if len(c.Joined) != 1 || c.Joined[0] != 1 {
		t.Errorf("joined %v", c.Joined)
	}
	if c.At(25) != 0.5 {
		t.Errorf("halfway at %v", c.At(25))
	}
	if !Diff(before, before, 0, 0).Empty() {
		t.Error("a state differs from itself")
	}
}
