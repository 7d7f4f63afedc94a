package heromustdie

import (
	"github.com/hajimehoshi/ebiten/v2"

	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
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
	s, table, h := reach(t, "human,greedy,greedy", 1500, hoarder, func(st *hmd.State) bool {
		return st.Stage == hmd.StSend && dim(st) >= 0
	})
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
	others := func(st *hmd.State) int {
		n := 0
		for _, o := range st.Boxes {
			if o > 0 {
				n++
			}
		}
		return n
	}
	// More goblins of the others than three bots place between two of the
	// human's: one of them was there before his last move.
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StPlace && others(st) > 3 })
	st := s.Match.State.(*hmd.State)
	b := -1
	for x, o := range st.Boxes {
		if _, now := tookJustNow(s.Match.Log, st, x); o > 0 && !now {
			b = x
		}
	}
	if b < 0 {
		t.Fatal("no box taken before the human's last move")
	}
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

// A click on a box a bot took since the human's last move says so, and
// to pick another (pt40 #2: bots take a box within a second, and the
// click meant for it said only whose goblin was there, read as a tooltip).
func TestABoxTakenJustNowSaysSo(t *testing.T) {
	s, table, h := humanAt(t, func(st *hmd.State) bool {
		return st.Stage == hmd.StPlace && slices.ContainsFunc(st.Boxes[:], func(o int8) bool { return o > 0 })
	})
	st := s.Match.State.(*hmd.State)
	// The last box a bot took: its placing is the log's last goblin.
	log := s.Match.Log
	b := -1
	for i := len(log) - 1; i >= 0 && b < 0; i-- {
		for _, ev := range log[i].Events {
			if ev.Kind == engine.EvGame && ev.Code == hmd.CodePlace && ev.Arg(0) > 0 {
				b = ev.Arg(1)
			}
		}
	}
	if b < 0 || st.Boxes[b] <= 0 {
		t.Fatal("no bot placed a goblin")
	}
	want := s.Names()[st.Boxes[b]] + " took this box just now: pick another."
	clickSays(t, table, h, spotKey{Kind: AtBox, I: b}, want, "box-taken-just-now")
}

// clickSays clicks spot key's place and checks the pointer says want and
// no move is played.
func clickSays(t *testing.T, table *Table, h *scenetest.Host, key spotKey, want, shot string) {
	t.Helper()
	sp := table.Spots.At(key)
	if sp == nil || sp.Live {
		t.Fatalf("spot %v: %v", key, sp)
	}
	moves := len(table.S.Match.Log)
	h.Click(t, sp.Rect.Center())
	if shotDir != "" {
		h.Shot(t, shotDir, shot)
	}
	if got := table.Said(table.Now); got != want || len(table.S.Match.Log) != moves {
		t.Errorf("a click on %v said %q (want %q), %d moves played", key, got, want, len(table.S.Match.Log)-moves)
	}
	if strings.Contains(want, "{P") || want == "" {
		t.Errorf("the reason is unfinished: %q", want)
	}
}

// A monster of the row or pool the human may not hire says why (its
// family missing from his lair, or its cost), in the engine's words.
func TestAnUnhireableMonsterSaysWhy(t *testing.T) {
	refused := func(st *hmd.State) int8 {
		for _, m := range append(slices.Clone(st.MonsterRow), st.MonsterPool...) {
			if st.WhyNotTake(m) != "" {
				return m
			}
		}
		return -1
	}
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StHire && refused(st) >= 0 })
	st := s.Match.State.(*hmd.State)
	m := refused(st)
	clickSays(t, table, h, spotKey{Kind: AtMonster, I: int(m)}, engine.Names(st.WhyNotTake(m), s.Names()), "unhireable-clicked")
}

// A plot card of the hand not playable in the human's Court turn says
// why (a reaction card, a quest not met, It's Mine with nobody to rob).
func TestAnUnplayableCardSaysWhy(t *testing.T) {
	refused := func(st *hmd.State) int8 {
		for _, c := range st.Seats[0].Hand {
			if st.WhyNotPlay(c) != "" {
				return c
			}
		}
		return -1
	}
	s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StCourt && refused(st) >= 0 })
	st := s.Match.State.(*hmd.State)
	c := refused(st)
	if !table.handOpen { // (it opens by itself only with a card to play)
		h.Key(t, ebiten.KeyH)
		h.Idle(t, 2)
	}
	clickSays(t, table, h, spotKey{Kind: AtHand, I: int(c)}, engine.Names(st.WhyNotPlay(c), s.Names()), "unplayable-clicked")
}
