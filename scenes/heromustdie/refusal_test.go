package heromustdie

import (
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
)

// A dim defender says why it may not defend, in the engine's words, both
// in its tooltip and by the pointer when clicked; the click plays nothing.
func TestADimDefenderSaysWhy(t *testing.T) {
	dim := func(st *hmd.State) int8 {
		for _, m := range st.Seats[0].Monsters {
			if !slices.ContainsFunc(st.Fight.Monsters, func(f hmd.Fighter) bool { return f.Card == m }) && st.WhyNotSend(m) != "" {
				return m
			}
		}
		return -1
	}
	var s *play.Session
	for seed := uint64(1); seed < 40 && s == nil; seed++ {
		s = newSession(t, "human,greedy,greedy", seed)
		if !scenetest.ReachWith(t, s, 1500, 256, hoarder(seed), func(st *hmd.State) bool {
			return st.Actor == 0 && st.Stage == hmd.StSend && dim(st) >= 0
		}) {
			s = nil
		}
	}
	if s == nil {
		t.Fatal("the human never defends with a monster too high for the floor")
	}
	table, h := viewerAt(t, s)
	st := s.Match.State.(*hmd.State)
	m := dim(st)
	why := st.WhyNotSend(m)
	sp := table.Spots.At(spotKey{Kind: AtReserve, I: int(m)})
	if sp == nil || sp.Live {
		t.Fatalf("the %s: spot %v", hmd.Monsters[m].Name, sp)
	}
	if !strings.Contains(sp.Hint, why) {
		t.Errorf("the %s's tooltip %q does not say %q", hmd.Monsters[m].Name, sp.Hint, why)
	}
	moves := len(s.Match.Log)
	h.Click(t, sp.Rect.Center())
	if shotDir != "" {
		h.Shot(t, shotDir, "dim-defender-clicked")
	}
	if got := table.Said(table.Now); got != why || len(s.Match.Log) != moves {
		t.Errorf("a click on the dim %s said %q (want %q), %d moves played", hmd.Monsters[m].Name, got, why, len(s.Match.Log)-moves)
	}
}

// hoarder hires the highest monsters it can and never builds a room, so
// that some of its monsters are too high to defend a floor; greedy else.
func hoarder(seed uint64) func(st engine.State) engine.Action {
	greedy := scenetest.Greedy(seed)
	return func(es engine.State) engine.Action {
		st := es.(*hmd.State)
		legal := st.LegalActions(nil)
		best, lvl := engine.Action(0), int8(0)
		for _, a := range legal {
			k, arg := hmd.Split(a)
			switch {
			case k == hmd.KPlace && hmd.Boxes[arg].Loc == hmd.MonsterPit:
				return a
			case k == hmd.KMonster && st.Stage == hmd.StHire && hmd.Monsters[arg].Level > lvl:
				best, lvl = a, hmd.Monsters[arg].Level
			case k == hmd.KPass && st.Stage == hmd.StBuild:
				best = a
			}
		}
		if best != 0 {
			return best
		}
		return greedy(st)
	}
}

// A click on a box another goblin holds says whose goblin it is.
func TestATakenBoxSaysWhoseGoblin(t *testing.T) {
	taken := func(st *hmd.State) int {
		for b, o := range st.Boxes {
			if o > 0 {
				return b
			}
		}
		return -1
	}
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPlace && taken(st) >= 0 })
	st := s.Match.State.(*hmd.State)
	b := taken(st)
	want := s.Names()[st.Boxes[b]] + "'s goblin is on "
	moves := len(s.Match.Log)
	h.Click(t, BoxRect(b).Center())
	if shotDir != "" {
		h.Shot(t, shotDir, "taken-box-clicked")
	}
	if got := table.Said(table.Now); !strings.HasPrefix(got, want) || len(s.Match.Log) != moves {
		t.Errorf("a click on taken box %d said %q (want %q…), %d moves played", b, got, want, len(s.Match.Log)-moves)
	}
	if strings.Contains(table.Said(table.Now), "{P") {
		t.Errorf("a seat is left unnamed: %q", table.Said(table.Now))
	}
}
