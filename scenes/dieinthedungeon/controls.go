package dieinthedungeon

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// Controls are the prompt's buttons, after the spots.
func (t *Table) Controls() []ui.Control { return tablekit.MineOnly(t.buttons, t.Mine()) }

// makeButtons makes the prompt's buttons for the decision now: every legal
// action grouped, the ones with nowhere else to click first when they do
// not all fit.
func (t *Table) makeButtons() {
	t.makeBar()
	if barMoved(t.seen, t.buttons) && !t.barMoved {
		t.barMoved, t.seenBefore = true, slices.Clone(t.seen)
	}
	if len(t.buttons) > 0 && t.Mine() {
		t.seen = t.seen[:0]
		for _, b := range t.buttons {
			t.seen = append(t.seen, seenButton{b.Rect, b.Label})
		}
	}
}

// makeBar makes the buttons of makeButtons.
func (t *Table) makeBar() {
	t.buttons, t.place, t.farNums, t.farActs = nil, nil, nil, nil
	if !t.Decides() {
		return
	}
	if t.state().Stage == dd.StLayout {
		t.layoutButtons()
		return
	}
	cmds, hs := t.heldPlaces(t.cmds)
	placed, nums, ok := farSightGrid(cmds, t.state())
	if t.state().Stage != dd.StFarSight || !ok {
		placed, nums = buttonFlow.Place(cmds, PromptButtons), nil
	}
	t.farNums = nums
	// None is Primary: its gold words on the small buttons' light face
	// read dimmer than the others' cream (Continue comes last instead).
	t.buttons = tablekit.Buttons(placed, t.S.Legal(), buttonStyle, t.PlayLater)
	t.farActs = nil
	if nums != nil {
		for _, p := range placed {
			t.farActs = append(t.farActs, p.Cmd.Action)
		}
	}
	for i, p := range placed {
		for _, h := range hs {
			if p.Cmd.Action == h.Cmd.Action && p.Cmd.Where == h.Cmd.Where {
				t.buttons[i].Disabled, t.buttons[i].Tooltip = true, h.Tip
			}
		}
		if why, ok := addsNothing(t.state(), p.Cmd); ok {
			// Not an equal choice beside the boosts (play-test 23): grey,
			// saying why; the token on the board still plays it.
			t.buttons[i].Disabled, t.buttons[i].Tooltip, t.buttons[i].KeepKey = true, why, true
		}
		if why, ok := hopeless(t.state(), p.Cmd); ok {
			// An attack that cannot succeed is no equal choice either
			// (play-test 29 #1); its die on the board still plays it. When
			// none can succeed they all stay live (the rules make you
			// attack) and the prompt says so.
			t.buttons[i].Tooltip, t.buttons[i].KeepKey = why, true
			t.buttons[i].Disabled = !hopelessAll(t.state(), t.cmds)
		}
		if why, ok := hopelessOffer(t.state(), t.cmds, p.Cmd); ok {
			t.buttons[i].Disabled, t.buttons[i].Tooltip, t.buttons[i].KeepKey = true, why, true
		}
		if a, ok := forcedContinue(t.state(), t.cmds); ok && p.Cmd.Action == a {
			// The one sensible answer glows (Enter presses it), and the
			// table plays it after a beat (forced.go).
			t.buttons[i].Glow = true
			t.buttons[i].Tooltip = joinTip(t.buttons[i].Tooltip, "Nothing you hold can change this roll: the table goes on by itself in a moment (Enter: now).")
		}
	}
}

// joinTip adds line to tooltip tip.
func joinTip(tip, line string) string {
	if tip == "" {
		return line
	}
	return tip + "\n" + line
}

// spotKey names a hot spot so that it keeps its identity while the table
// changes: a Place.
type spotKey = Place

// More spot kinds than places an action is clicked on.
const (
	atXP uint8 = iota + 32
	atBoardToken
	atCreature
	atTotals
	atObjective
	atRound
	atSupply
	atOther
	atEffect // an effect in force, in the tray
	atSeat   // a Duel creature's block in the top bar
)

// spot is a place on the table the pointer and the keyboard can reach.
type spot = tablekit.Spot[spotKey]

// Mark lays the hot spots over the table as shown, and makes the legal
// targets clickable when the viewer decides.
func (t *Table) Mark() {
	st := t.q.Shown
	t.markMap(st)
	t.markBoard(st)
	t.markParty(st)
	t.markTop(st)
	t.markTray(st)
	if !t.Mine() {
		return
	}
	peek := func(c Command) bool { return c.Kind == dd.KPeek }
	tablekit.Offer(&t.Spots, t.cmds, peek, func(c Command) string { return c.Label })
	t.offerGoOn(t.state())
	// A peek (which the engine lists after the moves) is a Shift-click on
	// a tile a click explores, else a click.
	for _, c := range t.cmds {
		s := t.Spots.At(c.Where)
		switch {
		case !peek(c) || s == nil:
		case s.Live:
			s.Alt, s.HasAlt = c.Action, true
			s.Hint += "\nShift-click: peek at it first (Kobold)."
		default:
			s.Offer(c.Action)
			s.Hint += "\nClick: look at its face (private)."
		}
	}
	for i, n := range t.farNums {
		// The gold number on the map (play-test 41 #10: "5" on a
		// peeked tile said nothing of what it was).
		if s := t.Spots.At(spotKey{Kind: AtTile, I: i}); s != nil {
			key := ""
			if n <= 9 {
				key = fmt.Sprintf(" (key %d)", n)
			}
			s.Hint += fmt.Sprintf("\nThe gold %d on it: its number among Far Sight's buttons%s.", n, key)
		}
	}
}

// ControlFor is where a click plays legal action a now, and whether it
// needs Shift: a prompt button or a thing on the table (tests use it).
func (t *Table) ControlFor(a engine.Action) (layout.Rect, bool, bool) {
	if k, arg := dd.Split(a); k == dd.KLayout {
		// The dice pickers choose the layout; "Place the dice" plays it.
		if t.place != nil && arg < len(dd.Layouts) && dd.Layouts[arg] == t.layout && !t.place.Hidden {
			return t.place.Rect, false, true
		}
		return layout.Rect{}, false, false
	}
	for i, b := range t.buttons {
		if i < len(t.farActs) && t.farActs[i] == a && !b.Hidden && !b.Disabled {
			return b.Rect, false, true // Far Sight's grid says numbers, not the commands' words
		}
		for _, c := range t.cmds {
			if c.Action == a && b.Label == c.Label && !b.Hidden && !b.Disabled {
				return b.Rect, false, true
			}
		}
	}
	return t.Spots.For(a)
}
