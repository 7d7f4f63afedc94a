package heromustdie

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/scenetest"
	"github.com/herotable/herotable/scenes/ui"
)

// dragTo presses at from, moves there in steps with the button held and
// lets go at to; shot, if not "", is a screenshot just before letting go.
func dragTo(t *testing.T, h *scenetest.Host, from, to layout.Point, shot string) {
	t.Helper()
	h.Frame(t, ui.Frame{Mouse: from, Pressed: true, Down: true, Moved: true})
	for i := 1; i <= 8; i++ {
		k := float64(i) / 8
		p := layout.Point{X: from.X + (to.X-from.X)*k, Y: from.Y + (to.Y-from.Y)*k}
		h.Frame(t, ui.Frame{Mouse: p, Down: true, Moved: true})
	}
	if shot != "" {
		if c := h.Shot(t, shotDir, shot); c < 300 {
			t.Errorf("the %s screenshot has only %d colours", shot, c)
		}
	}
	h.Frame(t, ui.Frame{Mouse: to, Released: true})
	h.Idle(t, 2)
}

// lastAction is the last action played.
func lastAction(s *play.Session) (hmd.Kind, int) {
	return hmd.Split(s.Match.Log[len(s.Match.Log)-1].Action)
}

// A monster dragged from the "not sent" row onto the line is sent: the
// card dragged, whichever of the row it is, and it stands behind those
// sent before it. A drag let go off the line sends nothing; the tooltip
// says where a sent monster goes.
func TestDragSendsADefenderToTheBack(t *testing.T) {
	s, table, h := humanAt(t, func(st *hmd.State) bool {
		return st.Stage == hmd.StSend && len(st.LegalActions(nil)) >= 3 // two monsters, or one and "no more"
	})
	st := s.Match.State.(*hmd.State)
	sent := slices.Clone(st.Fight.Monsters)
	res := table.reserve(table.q.Shown)
	pick := -1
	for i := len(res) - 1; i >= 0 && pick < 0; i-- { // the last one that may go, not the first
		if sendable(table.cmds, res[i]) {
			pick = i
		}
	}
	if pick < 0 {
		t.Fatal("no monster of the row may be sent")
	}
	m := res[pick]
	if sp := table.Spots.At(spotKey{Kind: AtReserve, I: int(m)}); sp == nil || !strings.Contains(sp.Hint, "at the back") {
		t.Errorf("the card's tooltip does not say where it goes")
	}
	n := len(s.Match.Log)
	dragTo(t, h, FightReserve(pick).Center(), layout.Point{X: CombatRect.X + 200, Y: CombatRect.Y + 180}, "")
	if len(s.Match.Log) != n || table.drag.on {
		t.Fatal("a drag let go over the heroes played something, or did not end")
	}
	dragTo(t, h, FightReserve(pick).Center(), FightMonster(0).Center(), "drag-defender")
	if len(s.Match.Log) != n+1 {
		t.Fatalf("the drag onto the line played %d actions", len(s.Match.Log)-n)
	}
	if k, arg := lastAction(s); k != hmd.KSend || arg != int(m) {
		t.Fatalf("the drag of the %s played %q", hmd.Monsters[m].Name, s.Match.Log[n].Text)
	}
	if fi := s.Match.State.(*hmd.State).Fight; fi.Active && !slices.Equal(fi.Monsters[:len(sent)+1], append(sent, hmd.Fighter{Card: m})) {
		t.Errorf("the line is %v: the %s is not behind %v", fi.Monsters, hmd.Monsters[m].Name, sent)
	}
}

// The melee's c and s are sliders: dragging the knob, + and −, or ← and
// → with the focus on it only move it (the preview and the clash panel's
// Tm with it); Enter plays the value set, so does its button (the
// every-action test clicks it), and the number keys still play a value
// at once.
func TestSlidersPlayCommitAndSupport(t *testing.T) {
	t.Run("commit", func(t *testing.T) {
		s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StCommit && st.Fight.Km >= 1 })
		sl := &table.slider
		if !sl.shown() || sl.kind != hmd.KCommit {
			t.Fatal("no slider for the black committed")
		}
		most := int(s.Match.State.(*hmd.State).Fight.Km)
		n := len(s.Match.Log)
		dragTo(t, h, sl.StopRect(0).Center(), sl.StopRect(most).Center(), "slider-commit")
		if len(s.Match.Log) != n || sl.val != most {
			t.Fatalf("dragging the knob to %d: value %d, %d actions played", most, sl.val, len(s.Match.Log)-n)
		}
		st := s.Match.State.(*hmd.State)
		if want := fmt.Sprintf("Melee %d against", frontMelee(st)+most); !strings.Contains(sl.preview(), want) {
			t.Errorf("the preview %q does not say %q", sl.preview(), want)
		}
		// It fits its box: as many lines as the box holds.
		pst := ui.Style{Font: ui.Regular, Size: 12}
		if n, fit := len(ui.Wrap(sl.preview(), pst, sliderPreview.W)), int((sliderPreview.H-8)/ui.LineHeight(pst)); n > fit {
			t.Errorf("the preview takes %d lines, its box holds %d: %q", n, fit, sl.preview())
		}
		if want := fmt.Sprintf("Black committed to the melee: %d", most); sl.caption() != want || strings.Contains(sl.Tip(), " c:") {
			t.Errorf("the slider reads %q, its tooltip %q: want its value, no letter c", sl.caption(), sl.Tip())
		}
		if v, ok := table.sliderValue(); !ok || v != most {
			t.Errorf("the clash panel previews c = %d, want %d", v, most)
		}
		h.Key(t, ebiten.KeyMinus)
		if sl.val != most-1 {
			t.Fatalf("− left the value at %d", sl.val)
		}
		if !strings.Contains(sl.confirm.Label, fmt.Sprint(most-1)) {
			t.Errorf("the button says %q for c = %d", sl.confirm.Label, most-1)
		}
		// The confirm button's number key commits the value set.
		if sl.confirm.Quick == 0 {
			t.Fatal("the slider's button has no number key")
		}
		h.Key(t, ebiten.Key1+ebiten.Key(sl.confirm.Quick-1))
		h.Idle(t, 2)
		if k, arg := lastAction(s); len(s.Match.Log) != n+1 || k != hmd.KCommit || arg != most-1 {
			t.Fatalf("key %d played %q, want commit %d", sl.confirm.Quick, s.Match.Log[len(s.Match.Log)-1].Text, most-1)
		}
	})
	t.Run("support", func(t *testing.T) {
		s, table, h := humanAt(t, func(st *hmd.State) bool { return st.Stage == hmd.StSupport && len(st.LegalActions(nil)) >= 2 })
		sl := &table.slider
		if !sl.shown() || sl.kind != hmd.KSupport || sl.most < 1 {
			t.Fatal("no slider for the support")
		}
		if !strings.Contains(sl.preview(), "costs 0 MP") {
			t.Errorf("the preview does not tell the MP cost: %q", sl.preview())
		}
		h.Key(t, ebiten.KeyEqual)
		if sl.val != 1 || !strings.Contains(sl.preview(), "costs 2 MP") || !strings.Contains(sl.confirm.Label, "2 MP") {
			t.Fatalf("+ made the value %d, preview %q, button %q", sl.val, sl.preview(), sl.confirm.Label)
		}
		for range 40 { // Tab to the slider
			if table.Group.Focused() == ui.Control(sl) {
				break
			}
			h.Key(t, ebiten.KeyTab)
		}
		if table.Group.Focused() != ui.Control(sl) {
			t.Fatal("Tab never reaches the slider")
		}
		h.Key(t, ebiten.KeyArrowLeft)
		if sl.val != 0 {
			t.Fatalf("← left the value at %d", sl.val)
		}
		h.Key(t, ebiten.KeyArrowRight)
		mp := s.Match.State.(*hmd.State).Seats[0].MP
		n := len(s.Match.Log)
		h.Key(t, ebiten.KeyEnter)
		h.Idle(t, 2)
		if k, arg := lastAction(s); len(s.Match.Log) != n+1 || k != hmd.KSupport || arg != 1 {
			t.Fatalf("Enter played %q, want 1 support", s.Match.Log[len(s.Match.Log)-1].Text)
		}
		if got := s.Match.State.(*hmd.State).Seats[0].MP; got != mp-hmd.SupportCost {
			t.Errorf("1 support took MP %d → %d", mp, got)
		}
	})
}
