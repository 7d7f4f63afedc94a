package heromustdie

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The phase banner: each phase of a turn opens with a band over the
// dungeon saying what happens in it and what is decided there. It is a
// step of the timeline made from the engine's CodePhase event, so that
// bots wait for it and the log's line of it shows with it; it goes by
// itself (a watched game never waits for a click), and a click skips it
// like any animation.

// How long a banner shows: whole when a human at the table may decide in
// the phase (it says what he is to do); briefly when no human decides in
// it, or it holds no decision at all (it ends in the same move); a moment
// when it passes with nothing in it (the next phase begins at once). A
// turn with no decision of the player's took about a minute (pt12 #1).
const (
	phaseTicks = 110 // a human may decide in it
	phaseBrief = 60  // nobody at the table decides in it
	phaseQuick = 30  // nothing in it at all
)

// phaseWord is what a phase's banner says: what happens, and what is
// decided (said to a player and to a watcher).
type phaseWord struct{ does, you, they string }

// phaseWords are the banners of the turn's phases (the rules' "A turn").
var phaseWords = map[hmd.Phase]phaseWord{
	hmd.PhBeginning: {
		does: "From turn 2 the guards change posts: the first player goes to the back of the turn order and the others move up a floor. The unhired monsters go under the deck and three new ones are turned up for hire.",
		you:  "Nothing to decide: watch the new monster row.",
		they: "Nothing to decide.",
	},
	hmd.PhPlanning: {
		does: "In turn order, from the first player, each mage places one goblin at a time on a free action box, until all have placed their allowance or passed.",
		you:  "You decide: where each of your goblins goes, or pass.",
		they: "Each mage decides where his goblins go.",
	},
	hmd.PhEvent: {
		does: "The first player draws the top or the bottom card of this turn's event slot; the event takes effect at once.",
		you:  "The first player decides: top card or bottom card.",
		they: "The first player picks the top or the bottom card.",
	},
	hmd.PhAction: {
		does: "The boxes act in board order, Throne Room to Castle: each goblin's owner uses its box.",
		you:  "You decide: how to use each box your goblins hold (pay, build, hire, peek…).",
		they: "Each mage decides how to use his boxes.",
	},
	hmd.PhInvasion: {
		does: "If a party is in the dungeon, its heroes fight the guard of the front floor.",
		you:  "The defender decides: traps, defenders, black strength, support, magic and healing.",
		they: "The defender chooses his traps, defenders and strength.",
	},
	hmd.PhCourt: {
		does: "Each mage collects income, then in turn each may play plot cards: quests for VP, and tricks.",
		you:  "You decide: which plot card to play, or end your Court turn.",
		they: "Each mage decides which plot cards to play.",
	},
}

// phaseEvent reports a phase's start.
func phaseEvent(ev engine.Event) bool { return ev.Kind == engine.EvGame && ev.Code == hmd.CodePhase }

// phaseStep makes the banner of the phase that event i begins: none for a
// phase without words (the set-up). It shows whole when decides says a
// human at the table may decide in the phase; briefly when not, or when
// the phase ends in the same move (a move ends at the next decision: the
// phase held none); a moment when the next phase begins at once.
func phaseStep(s *Step, events []engine.Event, i int, decides func(hmd.Phase) bool) (ticks int, ok bool) {
	ph := hmd.Phase(s.Ev.Arg(0))
	if _, ok := phaseWords[ph]; !ok {
		return 0, false
	}
	s.Kind = StepPhase
	switch {
	case i+1 < len(events) && phaseEvent(events[i+1]):
		return phaseQuick, true
	case slices.ContainsFunc(events[i+1:], phaseEvent):
		return phaseBrief, true
	case decides != nil && decides(ph):
		return phaseTicks, true
	}
	return phaseBrief, true
}

// humanDecides reports whether the player at the table may decide in
// phase ph, as st stands (bots alone: nobody does).
func (t *Table) humanDecides(st *hmd.State, ph hmd.Phase) bool {
	return t.Viewer >= 0 && !t.S.IsBot(t.Viewer) && st.MayDecide(int8(t.Viewer), ph)
}

// phaseBand is where the banner shows: over the dungeon's floors.
var phaseBand = layout.Rect{X: 60, Y: 112, W: 600, H: 0}

// drawPhase draws the banner of a phase step, fading in and out.
func (t *Table) drawPhase(c *ui.Canvas, s *Step) {
	ph := hmd.Phase(s.Ev.Arg(0))
	w, ok := phaseWords[ph]
	if !ok {
		return
	}
	a := fadeInOut(t.Now, s)
	does, decide := t.phaseText(ph, w)
	title := fmt.Sprintf("%s phase", hmd.PhaseNames[ph])
	if turn := s.Ev.Arg(1); turn > 0 {
		title = fmt.Sprintf("Turn %d · %s", turn, title)
	}
	front := 0
	if ph == hmd.PhInvasion && len(t.q.Shown.Queue) > 0 {
		front = int(t.q.Shown.Front)
	}
	drawBand(c, title, does, decide, a, front)
}

// bandStyles are the banner's two lines' styles.
var bandStyles = [2]ui.Style{{Font: ui.Bold, Size: 15}, {Font: ui.Regular, Size: 14}}

// bandRect is where the banner saying does and decide stands, with its
// lines: over the dungeon's floors, clear of floor front (0 none) where
// the Invasion's fight is about to be (pt31: the banner covered the
// front floor as the invasion began), below it or else above.
func bandRect(does, decide string, front int) (band layout.Rect, l1, l2 []string) {
	big, small := bandStyles[0], bandStyles[1]
	inner := phaseBand.W - 48
	// Wrapped a little narrower than their box: a line stays inside it in
	// the smallest window too, where letters come out a little wider.
	l1, l2 = ui.Wrap(does, big, inner-40), ui.Wrap(decide, small, inner-40)
	h1, h2 := ui.LineHeight(big)*float64(len(l1)), ui.LineHeight(small)*float64(len(l2))
	band = phaseBand
	band.H = 46 + h1 + 8 + h2 + 12
	if front >= 1 && front <= hmd.NumFloors && !band.Intersect(FloorRect(front)).Empty() {
		f := FloorRect(front)
		if below := f.Bottom() + 4; below+band.H <= FloorRect(hmd.NumFloors).Bottom()+24 { // (over the locations' titles a little at most)
			band.Y = below
		} else {
			band.Y = max(TopBar.Bottom()+2, f.Y-4-band.H)
		}
	}
	return band, l1, l2
}

// drawBand draws a banner over the dungeon's floors, clear of floor
// front (0 none): a title, what happens, and a second line in gold, at
// alpha a.
func drawBand(c *ui.Canvas, title, does, decide string, a float64, front int) {
	big, small := bandStyles[0], bandStyles[1]
	inner := phaseBand.W - 48
	band, l1, l2 := bandRect(does, decide, front)
	h1 := ui.LineHeight(big) * float64(len(l1))
	c.RoundRect(band, 12, ui.Fade(ui.DarkWood, 0.95*a))
	c.RoundStroke(band, 12, 2, ui.Fade(ui.Gold, a))
	c.Text(title, ui.Style{Font: ui.Display, Size: 24}, band.X+band.W/2, band.Y+26, ui.Center, ui.Fade(ui.Gold, a))
	lines := func(ls []string, st ui.Style, y float64, col color.Color) {
		for i, ln := range ls {
			c.TextIn(ln, st, layout.Rect{X: band.X + 24, Y: y + ui.LineHeight(st)*float64(i), W: inner, H: ui.LineHeight(st)}, ui.Center, ui.Fade(col, a))
		}
	}
	lines(l1, big, band.Y+44, ui.Cream)
	lines(l2, small, band.Y+52+h1, ui.Gold)
}

// phaseText is what phase ph's banner says as the table stands: what
// happens, and what is decided (to a player, or to a watcher); an
// Invasion with nobody in the dungeon says there is no fight.
func (t *Table) phaseText(ph hmd.Phase, w phaseWord) (does, decide string) {
	does, decide = w.does, w.they
	if t.Viewer >= 0 {
		decide = w.you
	}
	if ph == hmd.PhInvasion && len(t.q.Shown.Queue) == 0 {
		does, decide = "No party is in the dungeon: nobody fights this turn.", "Nothing to decide."
	}
	if ph == hmd.PhCourt && t.Viewer >= 0 && int(t.Viewer) < len(t.q.Shown.Seats) && !t.q.Shown.Seats[t.Viewer].Out && len(t.q.Shown.Seats[t.Viewer].Hand) == 0 {
		// An empty hand's Court turn passes by itself: say so, as the
		// prompt does when no card of a hand is playable (pt40 #1: turn
		// 1's went by unasked and unsaid).
		decide = noPlotWords + ": your Court turn passes."
	}
	return does, decide
}
