package heromustdie

import (
	"slices"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// monsterNamed is the card id of the monster called name.
func monsterNamed(t *testing.T, name string) int8 {
	t.Helper()
	i := slices.IndexFunc(hmd.Monsters[:], func(m hmd.Monster) bool { return m.Name == name })
	if i < 0 {
		t.Fatalf("no monster %q", name)
	}
	return int8(i)
}

// The defender's "Send" buttons keep their places and their grid from the
// choice's first showing to its end, whichever are sent first, and each
// label fits its button (pt34 #1: after "Send Dire Wolf" and "Send Skeleton
// Archer" the grid went from 3 columns to 4, so a click where "Send Undine"
// had been sent the Kobold; with seven monsters a third row squeezed the
// words against the buttons' edges and cut "Skeleton Archer" short).
func TestSendGridStaysThroughTheChoice(t *testing.T) {
	var own []int8
	for _, n := range []string{"Wolf", "Skeleton Archer", "Dire Wolf", "Skeleton", "Kobold", "Zombie", "Undine"} {
		own = append(own, monsterNamed(t, n))
	}
	st := &hmd.State{Seats: make([]hmd.Seat, 3), Ring: []int8{0, 1, 2}}
	st.Seats[0].Monsters = own
	offer := func() []Command {
		var cmds []Command
		for _, m := range own {
			if !slices.ContainsFunc(st.Fight.Monsters, func(f hmd.Fighter) bool { return f.Card == m }) {
				cmds = append(cmds, Command{Kind: hmd.KSend, Arg: int(m), Label: "Send " + hmd.Monsters[m].Name})
			}
		}
		return cmds
	}
	places := func() map[int8]sendSlot {
		out := map[int8]sendSlot{}
		for _, s := range sendSlots(st, offer()) {
			out[s.Monster] = s
		}
		return out
	}
	first := places()
	for _, p := range sendPlaces(st, offer()) {
		box := p.Rect.InsetXY(10, 0)
		if ui.Measure(p.Cmd.Label, buttonStyle) > box.W {
			t.Errorf("%q is cut short on a button %.0f wide", p.Cmd.Label, p.Rect.W)
		}
		if p.Cmd.Kind == hmd.KSend && p.Rect.H < buttonH {
			t.Errorf("%q on a button %.0f high, under %d", p.Cmd.Label, p.Rect.H, buttonH)
		}
	}
	for _, sent := range []string{"Dire Wolf", "Skeleton Archer"} {
		st.Fight.Monsters = append(st.Fight.Monsters, hmd.Fighter{Card: monsterNamed(t, sent)})
		for m, s := range places() {
			if s.Rect != first[m].Rect {
				t.Errorf("after sending the %s, the %s's place moved from %v to %v", sent, hmd.Monsters[m].Name, first[m].Rect, s.Rect)
			}
		}
	}
}

// The defender's tiles of monsters not sent keep their places while he
// sends, a monster sent leaving its gap (pt34 #2: after "Send Dire Wolf"
// the tiles closed up, shot-135).
func TestReserveTilesKeepTheirPlaces(t *testing.T) {
	s, table, h := humanAt(t, func(st *hmd.State) bool {
		n := 0
		for _, a := range st.LegalActions(nil) {
			if k, _ := hmd.Split(a); k == hmd.KSend {
				n++
			}
		}
		return st.Stage == hmd.StSend && n >= 2
	})
	st := s.Match.State.(*hmd.State)
	was := map[int8]layout.Rect{}
	for _, m := range st.Seats[st.Defender()].Monsters {
		if sp := table.Spots.At(spotKey{Kind: AtReserve, I: int(m)}); sp != nil {
			was[m] = sp.Rect
		}
	}
	var first int8 = -1
	for _, m := range st.Seats[st.Defender()].Monsters {
		if _, ok := was[m]; ok && sendable(table.cmds, m) && first < 0 {
			first = m
		}
	}
	h.Click(t, was[first].Center())
	scenetest.Settle(t, h, &table.Core)
	st = s.Match.State.(*hmd.State)
	if st.Stage != hmd.StSend || !slices.ContainsFunc(st.Fight.Monsters, func(f hmd.Fighter) bool { return f.Card == first }) {
		t.Fatalf("the click on the %s's tile did not send it, or the choice ended", hmd.Monsters[first].Name)
	}
	h.Shot(t, shotDir, "reserve-after-send")
	for m, r := range was {
		if m == first {
			continue
		}
		if sp := table.Spots.At(spotKey{Kind: AtReserve, I: int(m)}); sp == nil || sp.Rect != r {
			t.Errorf("the %s's tile moved from %v after the %s was sent", hmd.Monsters[m].Name, r, hmd.Monsters[first].Name)
		}
	}
}
