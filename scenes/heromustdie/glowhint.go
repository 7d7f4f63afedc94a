package heromustdie

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
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
		t.glowNote = fmt.Sprintf("%d of them crossed in red: your goblin would do nothing there now", n)
		if ui.Measure(t.glowNote, glowNoteStyle) > row.Right()-x {
			t.glowNote = fmt.Sprintf("%d of them crossed: nothing for you there now", n)
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

// Keys 1–9 while choices glow on the table follow the prompt as it reads,
// "Click one of the 2 glowing event cards on the table, or: Don't peek":
// the glowing choices first, in reading order (top row first, left to
// right), then the bar's buttons (pt12 #9: key 1 was "Don't peek", the
// only button, and threw the peek away). The bar's buttons are kept off
// the core's numbering (NoKey) and name their keys themselves; the
// glowing places name theirs in their tooltips.

// choiceKeys are the actions keys 1, 2, … play while choices glow on the
// table (nil when they do not: the core numbers the buttons).
func (t *Table) choiceKeys() []engine.Action {
	if t.glowHint == "" || !t.Decides() {
		return nil
	}
	type keyed struct {
		at layout.Rect
		a  engine.Action
	}
	var glow, bar []keyed
	for _, c := range t.cmds {
		if c.Where.Kind == Nowhere {
			continue
		}
		k := keyed{a: c.Action, at: layout.Rect{X: 1e9, Y: 1e9}} // no spot: after the others
		if s := t.Spots.At(c.Where); s != nil {
			k.at = s.Rect
		}
		glow = append(glow, k)
	}
	for _, b := range t.buttons {
		if a, ok := t.acts[b]; ok && !b.Hidden {
			bar = append(bar, keyed{at: b.Rect, a: a})
		}
	}
	reading := func(x, y keyed) int {
		if math.Abs(x.at.Y-y.at.Y) > 4 { // one row, though a pixel apart
			return cmp.Compare(x.at.Y, y.at.Y)
		}
		return cmp.Compare(x.at.X, y.at.X)
	}
	slices.SortStableFunc(glow, reading)
	slices.SortStableFunc(bar, reading)
	out := make([]engine.Action, 0, len(glow)+len(bar))
	for _, k := range append(glow, bar...) {
		out = append(out, k.a)
	}
	return out
}

// choiceKey is the number key that plays a while choices glow on the
// table, 0 for none.
func (t *Table) choiceKey(a engine.Action) int {
	if i := slices.Index(t.choiceKeys(), a); i >= 0 && i < 9 {
		return i + 1
	}
	return 0
}

// keyWords are the words that name a's number key, "" for none.
func (t *Table) keyWords(a engine.Action) string {
	if k := t.choiceKey(a); k > 0 {
		return fmt.Sprintf(" (key %d)", k)
	}
	return ""
}

// choiceKeysPressed plays the choice whose number key was pressed while
// choices glow on the table, and reports whether one was.
func (t *Table) choiceKeysPressed(ctx *stage.Context) bool {
	if !t.Mine() {
		return false
	}
	keys := t.choiceKeys()
	for i := range min(len(keys), 9) {
		if ctx.TakeKey(ebiten.Key1 + ebiten.Key(i)) {
			t.PlayLater(keys[i])
			return true
		}
	}
	return false
}
