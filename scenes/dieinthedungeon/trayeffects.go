package dieinthedungeon

import (
	"fmt"
	"image/color"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// The effects in force in a Combat, shown as chips in the tray: what each
// is, where it stands, and Twist Fate's note when it was left unplayed.

// drawEffects lists the effects in force: the tile's, this Combat's and
// this round's.
func (t *Table) drawEffects(c *ui.Canvas, st *dd.State) {
	r := TrayFx
	c.Text("In force", ui.Style{Font: ui.Bold, Size: 12}, r.X, r.Y+8, ui.Left, ui.Gold)
	fx := Effects(st)
	if len(fx) == 0 {
		c.Text("nothing", ui.Style{Font: ui.Regular, Size: 12}, r.X, r.Y+28, ui.Left, ui.CreamSoft)
	}
	y := r.Y + 28
	for _, e := range fx {
		if y > r.Bottom()-8 {
			break
		}
		chip(c, ui.Ellipsize(e.text, chipText, r.W-14), r.X, y, e.col)
		y += 21
	}
}

// Effects are the effects in force, as chips.
func Effects(st *dd.State) []chipInfo {
	cb := &st.Combat
	var out []chipInfo
	if !cb.On && st.Stage != dd.StTrapPre && st.Stage != dd.StBoost {
		return nil
	}
	if cb.Effect != dd.NoEffect {
		out = append(out, chipInfo{tablekit.WordOr(effectNames, cb.Effect, "Tile effect"), warnInk, effectWords(dd.Effect{Kind: cb.Effect})})
	}
	add := func(on bool, text string, good bool, id string) {
		if on {
			col := color.Color(ui.Gain)
			if !good {
				col = warnInk
			}
			out = append(out, chipInfo{text, col, powerText(id)})
		}
	}
	add(cb.Diesplaced, "Diesplacer Beast", true, "ally_diesplacer")
	add(cb.Unblinking, "Unblinking Stare", true, "deyeroller_c3")
	add(cb.Loaded, "Loaded Dice", true, "dierake_c2")
	for s := range dd.Stat(dd.NumStats) {
		if cb.Fx.NoAttack[s] {
			out = append(out, chipInfo{"No " + s.String() + " attacks", ui.Gain, fmt.Sprintf("Evil Eye: the heroes make no %s attacks this round.", s)})
		}
	}
	add(cb.Fx.Twist == 1, "Twist Fate ready", true, "dey_twist_fate")
	if twistUnplayed(st) {
		out = append(out, chipInfo{"Twist Fate unused", warnInk, TwistTooLate})
	}
	add(cb.Fx.Shield, "Bone Shield", true, "troll_bone_shield")
	add(cb.Fx.ThickHide, "Thick Hide", true, "troll_c2")
	add(cb.Fx.Brute, "Brute Force +3", true, "diemon_brute_force")
	add(cb.Fx.Grave, "Grave Blade +2", true, "tombstones_c3")
	add(cb.Fx.Rage, "Infernal Rage", true, "diemon_c3")
	add(cb.Fx.Storm, "Dice Storm", true, "dierake_dice_storm")
	add(cb.Fx.Wall, "Shield Wall −2", true, "tomb_shield_wall")
	return out
}

// TwistTooLate is the tray's note on a bad roll with Twist Fate not
// played this round (play-test 38 #6 looked for it at the roll).
const TwistTooLate = "Twist Fate rerolls a roll only when it is played in this round's Ability step, before the rolls: it was not played, so it cannot change this one."

// twistUnplayed reports a roll going against the creature whose turn it
// is (a hero's hit, its own attack failing) in a Combat round in which it
// has Twist Fate and did not play it in the Ability step (spec: it only
// covers rolls made after it is activated in the round's Ability step).
func twistUnplayed(st *dd.State) bool {
	cb := &st.Combat
	if !cb.On || cb.Fx.Twist != 0 || int(st.Turn) >= len(st.Mons) || !hasAbility(st.Mons[st.Turn].Creature, "dey_twist_fate") {
		return false
	}
	r := st.Roll
	switch {
	case st.Stage == dd.StAdjust && r.Kind == dd.RollHero, st.Stage == dd.StBoost && r.Kind == dd.RollAttack:
		_, good, known := Verdict(st)
		return known && !good
	}
	return false
}

// hasAbility reports whether creature cr's board has ability id.
func hasAbility(cr int, id string) bool {
	if cr < 0 || cr >= len(dd.Creatures) {
		return false
	}
	for _, a := range dd.Creatures[cr].Abilities {
		if a.ID == id {
			return true
		}
	}
	return false
}

// powerText is what the board ability, card or ally of id does, with its
// name ("Grave Blade: +2 to your attack roll this round."); "" if none.
func powerText(id string) string {
	for _, cr := range dd.Creatures {
		for _, a := range cr.Abilities {
			if a.ID == id {
				return a.Name + ": " + a.Text
			}
		}
		for _, c := range cr.Cards {
			if c.ID == id {
				return c.Name + ": " + c.Text
			}
		}
	}
	for _, al := range dd.Allies {
		for _, sd := range al.Sides {
			if sd.ID == id {
				return sd.Name + ": " + sd.Text
			}
		}
	}
	return ""
}

// effectChips are the places of the effects' chips in the tray, as
// drawEffects lays them.
func effectChips(fx []chipInfo) []layout.Rect {
	r := TrayFx
	var out []layout.Rect
	for i, e := range fx {
		y := r.Y + 28 + 21*float64(i)
		if y > r.Bottom()-8 {
			break
		}
		out = append(out, layout.Rect{X: r.X, Y: y - 9, W: min(chipW(e.text), r.W-14), H: 18})
	}
	return out
}

// markTray lays a spot with its tooltip on every effect in force.
func (t *Table) markTray(st *dd.State) {
	fx := Effects(st)
	for i, r := range effectChips(fx) {
		t.Spots.Mark(spotKey{Kind: atEffect, I: i}, r, fx[i].tip, "")
	}
}
