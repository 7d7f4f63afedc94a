package heromustdie

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The fought floor's traps in the combat overlay, and the words for a
// floor whose traps are gone.

// noTrapsWords stand for the traps of a floor that has none (left).
const noTrapsWords = "none (a trap fires once, then is gone)"

// trapWordsRect is where the words of a floor with no traps left go:
// under its title, left of the clash panel, over the melee's band.
var trapWordsRect = layout.Rect{X: CombatRect.X + 404, Y: CombatRect.Y + 112, W: FightClash.X - 12 - (CombatRect.X + 404), H: FightBlow.Y - 4 - (CombatRect.Y + 112)}

// trapsGone are the trap kinds fired and those disarmed in the fight st
// shows, from the log's events since it began (its party's invasion of
// its floor).
func trapsGone(log []engine.LogEntry, st *hmd.State) (fired, disarmed []int8) {
	start, at := -1, 0
	for i := len(log) - 1; i >= 0 && start < 0; i-- {
		for j, ev := range log[i].Events {
			if ev.Kind == engine.EvGame && ev.Code == hmd.CodeInvasion && ev.Arg(0) == int(st.Fight.Party) && ev.Arg(1) == int(st.Front) {
				start, at = i, j
			}
		}
	}
	if start < 0 {
		return nil, nil
	}
	for i, e := range log[start:] {
		for j, ev := range e.Events {
			if ev.Kind != engine.EvGame || (i == 0 && j <= at) {
				continue
			}
			switch ev.Code {
			case hmd.CodeInvasion:
				return fired, disarmed // the next fight
			case hmd.CodeFire:
				fired = append(fired, int8(ev.Arg(1)))
			case hmd.CodeDisarm:
				for _, k := range ev.Args[min(1, len(ev.Args)):] {
					disarmed = append(disarmed, int8(k))
				}
			}
		}
	}
	return fired, disarmed
}

// goneWords say why a fought floor shows no traps: those that fired or
// were disarmed in this fight, by name, or that it had none left.
func goneWords(fired, disarmed []int8) string {
	names := func(ks []int8) string {
		var out []string
		for _, k := range ks {
			if k >= 0 && int(k) < len(hmd.Traps) {
				out = append(out, hmd.Traps[k].Name)
			}
		}
		if len(out) > 1 {
			return strings.Join(out[:len(out)-1], ", ") + " and " + out[len(out)-1]
		}
		return strings.Join(out, "")
	}
	var parts []string
	if len(fired) > 0 {
		parts = append(parts, names(fired)+" fired")
	}
	if len(disarmed) > 0 {
		parts = append(parts, names(disarmed)+" disarmed")
	}
	if len(parts) == 0 {
		return noTrapsWords
	}
	return "None left: " + strings.Join(parts, "; ") + " in this fight (a trap fires once, then is gone)."
}

// drawTraps draws the fought floor's traps; the one picked to fire next
// is ringed.
func (t *Table) drawTraps(c *ui.Canvas, st *hmd.State) {
	f := int(st.Front)
	traps := st.Floors[f-1].Traps
	c.Text(fmt.Sprintf("Traps on floor %d", f), ui.Style{Font: ui.Bold, Size: 12}, CombatRect.X+404, CombatRect.Y+96, ui.Left, ui.CreamSoft)
	if len(traps) == 0 {
		// A trap that fired is gone from the floor: "none" after the log
		// told two firing read as a contradiction (play-test 25), and
		// still did with no word of what fired (pt34 #5).
		fired, disarmed := trapsGone(t.S.Match.Log, st)
		c.Paragraph(goneWords(fired, disarmed), ui.Style{Font: ui.Regular, Size: 12}, trapWordsRect, ui.Left, ui.CreamSoft)
	}
	for i, k := range traps {
		if t.firing(i) {
			continue // the step draws it on its way
		}
		r := FightTrap(i)
		flash := 0.0
		for _, s := range t.q.Active() {
			if s.Kind == StepFire && s.Card == int(k) {
				flash = sinArc(stepAt(t.Now, s))
			}
		}
		if !c.TrySprite(trapSprite(k), r, ui.Alpha(1)) {
			c.Circle(r.X+r.W/2, r.Y+r.H/2, r.W/2, stone)
		}
		if flash > 0 {
			c.Circle(r.X+r.W/2, r.Y+r.H/2, r.W/2+6*flash, ui.Fade(ui.Loss, 0.6*flash))
		}
		c.TextIn(fmt.Sprintf("%d", hmd.Traps[k].Damage), ui.Style{Font: ui.Bold, Size: 12}, layout.Rect{X: r.X, Y: r.Bottom(), W: r.W, H: 16}, ui.Center, ui.Cream)
		if st.Stage == hmd.StFire && t.Decides() && i == t.fireSel {
			c.RoundStroke(r.Inset(-4), 8, 3, ui.Gold)
		}
	}
}
