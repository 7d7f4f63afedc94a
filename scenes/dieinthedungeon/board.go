package dieinthedungeon

import (
	"fmt"
	"math"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// The creature board (spec §3): the board art, the six dice live, the two
// abilities, the DieNamic track and XP die, the Bard/DieMaster token spot.

// active is the creature the board, cards and inventory show: the one
// whose turn it is (the Duel shows the active player).
func active(st *dd.State) int { return int(st.Turn) }

// boardDice is the board as drawn: while the viewer places the dice, the
// layout being picked.
func (t *Table) boardDice(st *dd.State) (dd.Board, bool) {
	mo := &st.Mons[active(st)]
	if mo.Layout >= 0 {
		return mo.Board, true
	}
	if t.Mine() && st.Stage == dd.StLayout {
		b, err := dd.NewBoard(t.layout[0], t.layout[1], t.layout[2], t.layout[3])
		return b, err == nil
	}
	return dd.Board{}, false
}

func (t *Table) drawBoard(c *ui.Canvas, st *dd.State) {
	mo := &st.Mons[active(st)]
	cr := &dd.Creatures[mo.Creature]
	r := CreatureBoard
	if !c.TrySprite(art+"board/"+cr.ID, r, ui.Alpha(1)) {
		c.RoundRect(r, 12, ui.DarkWood)
		c.RoundStroke(r.Inset(2), 10, 1.5, ui.Fade(ui.Gold, 0.6))
		if !c.TrySprite(art+"standee/"+cr.ID, layout.Centered(BoardPortrait.X+27, BoardPortrait.Y+26, 39, 52), ui.Alpha(1)) {
			c.RoundRect(BoardPortrait, 6, stone)
		}
		c.TextIn(cr.Name, ui.Style{Font: ui.Display, Size: 18}, BoardName, ui.Center, ui.Gold)
		for s := range dd.Slot(dd.NumSlots) {
			l := BoardSlotLabel(s)
			c.TrySprite(statSprite(s), layout.Centered(l.X+10, l.Y+l.H/2, 16, 16), ui.Alpha(1))
			c.TextIn(s.Name(), ui.Style{Font: ui.Bold, Size: 10}, l.Offset(10, 0), ui.Center, ui.Cream)
			c.RoundRect(BoardSlot(s), 8, ui.Fade(ui.Dim, 0.6))
		}
		for k := range dd.DieNamicDice {
			tr := TrackSlot(k)
			c.RoundStroke(tr, 6, 1.5, ui.Fade(ui.Gold, 0.5))
			c.Text(fmt.Sprint(k+1), ui.Style{Font: ui.Bold, Size: 10}, tr.X+tr.W/2, tr.Bottom()+7, ui.Center, ui.CreamSoft)
		}
		c.RoundStroke(BoardXP, 6, 1.5, ui.Fade(ui.Gold, 0.5))
	}
	if st.Players > 1 {
		c.Circle(BoardName.Right()-8, BoardName.Y+8, 5, seatInk(active(st)))
	}
	t.drawAbilities(c, st, mo, cr)
	t.drawTrack(c, mo)
	t.drawTokenSpot(c, mo)
	if b, ok := t.boardDice(st); ok {
		for s := range dd.Slot(dd.NumSlots) {
			t.drawSlot(c, st, s, b[s])
		}
	} else {
		c.TextIn("Dice not placed yet", ui.BodyB, layout.Rect{X: r.X, Y: BoardSlot(0).Y, W: r.W, H: 60}, ui.Center, ui.CreamSoft)
	}
}

func (t *Table) drawAbilities(c *ui.Canvas, st *dd.State, mo *dd.Monster, cr *dd.Creature) {
	for i, ab := range cr.Abilities {
		r := BoardAbility[i]
		if ui.Sprite(art+"board/"+cr.ID) == nil {
			c.RoundRect(r, 7, ui.Paper)
		}
		glow := false
		if s := t.Spots.At(spotKey{Kind: AtAbility, I: i}); s != nil && s.Glow {
			c.Glow(r, 0.9)
			glow = true
		}
		in := r.InsetXY(7, 4)
		c.TextIn(ab.Name, ui.Style{Font: ui.Bold, Size: 13}, layout.Rect{X: in.X, Y: in.Y, W: in.W - 40, H: 16}, ui.Left, ui.Ink)
		look := abilityLook(st, mo, i, glow)
		if look != abilityShort && look != abilityBlocked {
			for k := range ab.Cost {
				x := in.Right() - 6 - float64(k)*11
				c.Circle(x, in.Y+8, 4.5, ui.GoldDeep)
				c.Circle(x, in.Y+8, 3, ui.Gold)
			}
		}
		for j, ln := range abilityLines(ab) {
			c.Text(ln, abilityText, in.X, in.Y+22+float64(j)*abilityLineH, ui.Left, ui.Ink)
		}
		// A chip sits on the name's line, at its right end where the cost
		// pips were, so that it covers no words (play-test 16: "needs 1 AP"
		// over Twist Fate's text).
		switch look {
		case abilityUsed:
			c.RoundRect(r, 7, ui.Fade(ui.Dim, 0.35))
			chip(c, "used", in.Right()-40, in.Y+8, ui.CreamSoft)
		case abilityShort, abilityBlocked:
			c.RoundRect(r, 7, ui.Fade(ui.Dim, 0.35))
			need := fmt.Sprintf("needs %d AP", ab.Cost)
			if look == abilityBlocked {
				need = "blocked"
			}
			chip(c, need, abilityChipX(in, need), in.Y+7, ui.Loss)
		case abilityIdle:
			c.RoundRect(r, 7, ui.Fade(ui.Dim, 0.25))
		}
	}
}

// How a board ability's box looks, as the ability cards do (cardLook).
const (
	abilityPlain   = iota
	abilityUsed    // used this round: greyed, "used"
	abilityShort   // the AP on the board cannot pay for it: dimmed, "needs N AP"
	abilityIdle    // a click would not use it now: dimmed
	abilityBlocked // the Combat forbids it: dimmed, "blocked"
)

// abilityLook is how board ability i of mo shows: a box offered now
// (glowing) needs no word; one a click would not use now is dimmed, as
// the cards are (while the dice are placed every box shows plain, to be
// read).
func abilityLook(st *dd.State, mo *dd.Monster, i int, glow bool) int {
	switch {
	case st.Stage == dd.StLayout:
		return abilityPlain
	case st.Window[i]:
		return abilityUsed
	case glow:
		return abilityPlain
	case blocked(st, dd.Creatures[mo.Creature].Abilities[i].Windows):
		return abilityBlocked
	case Unaffordable(mo, dd.Creatures[mo.Creature].Abilities[i].Cost):
		return abilityShort
	}
	return abilityIdle
}

// abilityChipX is where a chip saying need starts on the name's line of
// an ability box whose inside is in: at its right end.
func abilityChipX(in layout.Rect, need string) float64 {
	return in.Right() - chipW(need)
}

// An ability box's words: its gist in up to three lines of 12 px (the
// tooltip has the whole text).
var abilityText = ui.Style{Font: ui.Regular, Size: 12}

const (
	abilityLineH    = 14
	abilityMaxLines = 3
)

// abilityLines are an ability's words as its box shows them.
func abilityLines(ab dd.Ability) []string {
	in := BoardAbility[0].InsetXY(7, 4)
	lines := ui.Wrap(tablekit.WordOr(abilityGists, ab.ID, ab.Text), abilityText, in.W)
	if len(lines) > abilityMaxLines {
		lines = lines[:abilityMaxLines]
	}
	return lines
}

// abilityGists say each board ability in short, with when it may be
// used; the tooltip says it in full.
var abilityGists = map[string]string{
	"dey_evil_eye":       "Combat: the heroes make no attacks of one type (you pick) this round.",
	"dey_twist_fate":     "Combat: once this round, reroll one later die roll; the new result stands.",
	"troll_regenerate":   "Turn start or combat: gain 2 Health (may upgrade).",
	"troll_bone_shield":  "Combat: the first hero attack that hits you this round does nothing.",
	"diemon_fire_strike": "Combat: roll a d6; 1 hit if it is at most the number of heroes.",
	"diemon_brute_force": "Combat: +3 to your attack roll this round.",
	"dierake_hoard":      "Turn start or combat: take a d6 DieMinion (else a d4) from the supply.",
	"dierake_dice_storm": "Combat: if your attack hits this round, discard DieMinions: 1 extra hit each.",
	"tomb_shield_wall":   "Combat: −2 to every hero attack roll this round (auto-hits still hit).",
	"tomb_dread":         "Combat: one hero of your choice (not an Epic hero) flees.",
}

func (t *Table) drawTrack(c *ui.Canvas, mo *dd.Monster) {
	for k := range dd.DieNamicDice {
		if k < mo.XP.Earned {
			drawDieFace(c, "dienamic", mo.XP.Pips[k], TrackSlot(k).Inset(2), 1)
			if mo.XP.Pips[k] == 0 {
				mark(c, false, TrackSlot(k).Center().X, TrackSlot(k).Center().Y, 14, ui.Fade(ui.Loss, 0.7))
			}
		}
	}
	drawDieFace(c, "dienamic", mo.XP.Progress, BoardXP.Inset(2), 0.9) // the board prints "XP" over it
}

func (t *Table) drawTokenSpot(c *ui.Canvas, mo *dd.Monster) {
	var toks []dd.Token
	for _, tk := range []dd.Token{dd.TokBard, dd.TokDieMaster} {
		if mo.Held[tk] > 0 {
			toks = append(toks, tk)
		}
	}
	r := BoardToken
	switch len(toks) {
	case 1:
		drawToken(c, toks[0], r.Inset(2), 1)
	case 2:
		drawToken(c, toks[0], layout.Rect{X: r.X - 6, Y: r.Y + 4, W: 34, H: 34}, 1)
		drawToken(c, toks[1], layout.Rect{X: r.X + 18, Y: r.Y + 12, W: 34, H: 34}, 1)
	}
}

// drawSlot draws die slot s showing d, with the change under way.
func (t *Table) drawSlot(c *ui.Canvas, st *dd.State, s dd.Slot, d dd.BoardDie) {
	r := BoardSlot(s)
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	ch, k, changed := t.q.SlotNow(active(st), s, t.Now)
	if sp := t.Spots.At(spotKey{Kind: AtSlot, I: int(s)}); sp != nil && sp.Glow {
		c.Glow(r, 0.9)
	}
	size := 50.0
	if s == dd.SlotAbility {
		size, cy = 42, cy-5
	}
	value := d.Value
	if changed && s == dd.SlotTime && ch.Lost() && k < 1 {
		// The Time die ticks down one face at a time.
		value = ch.Old.Value - int(math.Floor(float64(ch.Old.Value-ch.New.Value)*k+0.0001))
	}
	if changed && ch.Swapped() && k < 1 {
		// A die that changes type puffs: the old one shrinks away, the new
		// one grows in.
		if k < 0.5 {
			size *= 1 - k
			d, value = ch.Old, min(value, ch.Old.Type.Max())
		} else {
			size *= k
		}
		c.RoundStroke(layout.Centered(cx, cy, 30+40*k, 30+40*k), 20+20*k, 3, ui.Fade(ui.Cream, 1-k))
	}
	if s == dd.SlotAbility && value == 0 {
		c.RoundStroke(layout.Centered(cx, cy, size, size), 8, 1.5, ui.Fade(ui.CreamSoft, 0.5))
		c.Text("0 AP", ui.Style{Font: ui.Bold, Size: 12}, cx, cy, ui.Center, ui.CreamSoft)
	} else {
		drawDieFace(c, dieID(d.Type), value, layout.Centered(cx, cy, size, size), 1)
	}
	if s != dd.SlotTime && s != dd.SlotAbility {
		tag := d.Type.String()
		c.RoundRect(layout.Rect{X: r.Right() - 28, Y: r.Bottom() - 16, W: 28, H: 16}, 5, ui.Fade(ui.Dim, 0.85))
		c.Text(tag, ui.Style{Font: ui.Bold, Size: 12}, r.Right()-14, r.Bottom()-8, ui.Center, ui.Gold)
	}
	if s == dd.SlotAbility {
		for i := range dd.MaxAbility {
			x := cx - 18 + float64(i)*12
			col := ui.Fade(ui.CreamSoft, 0.3)
			if i < d.Value {
				col = ui.Gold
			}
			c.Circle(x, r.Bottom()-5, 4, col)
		}
	}
	if changed && k < 1 {
		a := 1 - tween.OutQuad(k)
		switch {
		case ch.Lost() && s != dd.SlotAbility:
			c.RoundRect(r, 8, ui.Fade(ui.Loss, 0.55*a))
			c.Text(fmt.Sprintf("−%d", ch.Old.Value-ch.New.Value), ui.Style{Font: ui.Display, Size: 20}, cx, r.Y-8-10*k, ui.Center, ui.Fade(ui.Loss, a))
		case ch.Lost():
			c.RoundRect(r, 8, ui.Fade(warnInk, 0.4*a))
		case ch.New.Value > ch.Old.Value:
			c.RoundStroke(r.Inset(-2), 9, 3, ui.Fade(ui.Gain, a))
			c.Text(fmt.Sprintf("+%d", ch.New.Value-ch.Old.Value), ui.Style{Font: ui.Display, Size: 20}, cx, r.Y-8-10*k, ui.Center, ui.Fade(ui.Gain, a))
		}
	}
}

// markBoard lays the spots of the board, the cards and the inventory.
func (t *Table) markBoard(st *dd.State) {
	mo := st.Mons[active(st)]
	cr := dd.Creatures[mo.Creature]
	names := t.S.Names()
	t.Spots.Mark(spotKey{Kind: atCreature, I: 0}, BoardName, creatureTip(st, active(st), names), art+"standee/"+cr.ID)
	if b, ok := t.boardDice(st); ok {
		for s := range dd.Slot(dd.NumSlots) {
			t.Spots.Mark(spotKey{Kind: AtSlot, I: int(s)}, BoardSlot(s), SlotTip(s, b[s]), statSprite(s))
		}
	}
	for i, ab := range cr.Abilities {
		tip := AbilityTip(ab, st.Window[i])
		if ab.ID == "dey_evil_eye" && st.Combat.On {
			tip += "\n" + evilEyeNow(st)
		}
		t.Spots.Mark(spotKey{Kind: AtAbility, I: i}, BoardAbility[i], tip, "")
	}
	t.Spots.Mark(spotKey{Kind: AtTrack, I: 0}, layout.Rect{X: TrackSlot(0).X, Y: TrackSlot(0).Y, W: TrackSlot(5).Right() - TrackSlot(0).X, H: TrackSlot(0).H}, TrackTip(mo.XP), "")
	t.Spots.Mark(spotKey{Kind: atXP, I: 0}, BoardXP, XPTip(mo), "")
	for _, tk := range []dd.Token{dd.TokBard, dd.TokDieMaster} {
		if mo.Held[tk] > 0 {
			t.Spots.Mark(spotKey{Kind: atBoardToken, I: int(tk)}, BoardToken, TokenTip(st, tk, mo.Held[tk]), tokenSprite(tk))
		}
	}
	for i, cd := range cr.Cards {
		t.Spots.Mark(spotKey{Kind: AtCard, I: i}, CardRect(i), CardTip(cd, mo.CardsUsed[i]), cardSprite(mo.Creature, i))
	}
	for tk := dd.DieMinionD4; tk <= dd.DieMinionD12; tk++ {
		if mo.Held[tk] > 0 {
			t.Spots.Mark(spotKey{Kind: AtToken, I: int(tk)}, InvMinion(tk), TokenTip(st, tk, mo.Held[tk]), tokenSprite(tk))
		}
	}
	for tk := dd.TokMight; tk <= dd.TokAbility; tk++ {
		if mo.Held[tk] > 0 {
			t.Spots.Mark(spotKey{Kind: AtToken, I: int(tk)}, InvStat(tk), TokenTip(st, tk, mo.Held[tk]), tokenSprite(tk))
		}
	}
	if mo.Held[dd.TokKobold] > 0 {
		t.Spots.Mark(spotKey{Kind: AtAlly, I: 0}, InvAlly(0), AllyTip(0, mo.Kobold), allySprite(0, mo.Kobold))
	}
	if mo.Held[dd.TokDiesplacer] > 0 {
		t.Spots.Mark(spotKey{Kind: AtAlly, I: 1}, InvAlly(1), AllyTip(1, 0), allySprite(1, 0))
	}
	t.Spots.Mark(spotKey{Kind: atSupply, I: 0}, layout.Rect{X: Inventory.X, Y: Inventory.Y, W: 120, H: invTitleH + 4}, supplyTip(st), "")
}
