package heromustdie

import (
	"fmt"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// When more places glow than the prompt bar has buttons for (twenty free
// boxes in the Planning phase), a few buttons would look like the only
// choices. The bar then says what the glow means and keeps only the
// buttons of what cannot be clicked on the table (pass, stop).

// glowHintRect is the hint's line: the buttons' first row.
var glowHintRect = layout.Rect{X: PromptButtons.X + 4, Y: PromptButtons.Y, W: PromptButtons.W - 8, H: buttonH}

// glowNouns name the places of each kind, many of them.
var glowNouns = map[uint8]string{
	AtBox: "boxes", AtSlotCard: "event cards", AtFloor: "floors", AtParty: "party tokens",
	AtMonster: "monster cards", AtOwned: "monsters in your panel", AtHand: "cards in your hand",
	AtDrawn: "cards", AtPanel: "player panels", AtFightHero: "heroes", AtFightMon: "monsters",
	AtReserve: "monsters",
}

// glowFirst returns the prompt bar's buttons: placed as they are when
// every choice on the table has one; else the hint and, on the second
// row, only the choices with nowhere else to be clicked.
func (t *Table) glowFirst(placed []tablekit.Placed[Command]) []tablekit.Placed[Command] {
	onTable, kind := 0, uint8(Nowhere)
	var rest []Command
	for _, c := range t.cmds {
		if c.Where.Kind == Nowhere {
			rest = append(rest, c)
			continue
		}
		onTable++
		kind = c.Where.Kind
	}
	buttoned := 0
	for _, p := range placed {
		if p.Cmd.Where.Kind != Nowhere {
			buttoned++
		}
	}
	if buttoned == onTable {
		return placed
	}
	noun := tablekit.WordOr(glowNouns, kind, "places")
	t.glowHint = fmt.Sprintf("Click one of the %d glowing %s on the table.", onTable, noun)
	if len(rest) > 0 {
		t.glowHint = fmt.Sprintf("Click one of the %d glowing %s on the table, or:", onTable, noun)
	}
	row := PromptButtons
	row.Y, row.H = glowHintRect.Bottom()+buttonGap, buttonH
	out := buttonFlow.Place(rest, row)
	if n := t.idleCount(); n > 0 && kind == AtBox {
		x := row.X + 4
		for _, p := range out {
			x = max(x, p.Rect.Right()+10)
		}
		t.glowNote = fmt.Sprintf("%d crossed in red: your goblin would do nothing there now", n)
		if ui.Measure(t.glowNote, glowNoteStyle) > row.Right()-x {
			t.glowNote = fmt.Sprintf("%d crossed: nothing for you there now", n)
		}
		t.glowNoteRect = layout.Rect{X: x, Y: row.Y, W: row.Right() - x, H: row.H}
	}
	return out
}

// glowNoteStyle is the words beside the hint's buttons.
var glowNoteStyle = ui.Style{Font: ui.Bold, Size: 12}

// idleCount is the number of boxes crossed: a goblin would do nothing
// there now.
func (t *Table) idleCount() int {
	n := 0
	for _, w := range t.idle {
		if w != hmd.NotIdle {
			n++
		}
	}
	return n
}
