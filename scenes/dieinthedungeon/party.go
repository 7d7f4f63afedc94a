package dieinthedungeon

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// The party panel (spec §3): the heroes' cards, legal targets glowing and
// the others dimmed, hit pips on the heroes that take several hits, the
// totals with their attack dice, and the perk and bonus chips.

func (t *Table) drawParty(c *ui.Canvas, st *dd.State) {
	if !t.fightShown() {
		return // folded: the map has its room (geometry.go)
	}
	r := PartyPanel
	c.DarkPanel(r)
	c = c.Clip(r.Inset(3)) // cards sliding in and out stay in the panel
	cb := &st.Combat
	title := "No Combat"
	if cb.On {
		title = "The heroes"
		if cb.Round > 0 {
			title = fmt.Sprintf("The heroes — round %d", cb.Round)
		}
	}
	defer c.Text(title, ui.Style{Font: ui.Bold, Size: 13}, r.X+12, r.Y+13, ui.Left, ui.Gold) // over any glow
	party := cb.Party
	rects := PartyCards(len(party))
	legal := party.LegalTargets()
	k := t.q.Change.At(t.Now)
	for i, m := range party {
		cr := rects[i]
		a := 1.0
		if t.q.Change.Joining(i) && k < 1 {
			e := tween.OutCubic(k)
			cr = cr.Offset((1-e)*60, 0)
			a = e
		}
		sp := t.Spots.At(spotKey{Kind: AtHero, I: i})
		target := slices.Contains(legal, i)
		switch {
		case sp != nil && sp.Glow:
			c.Glow(cr, 0.95)
		case cb.On && !target:
			a *= 0.6 // not a legal target now (R20)
		}
		if lv := t.q.Leaving(i); lv != nil {
			drawLeaving(c, m, cr, lv, t.Now)
			continue
		}
		drawMember(c, m, cr, a)
		if target && cb.On && m.Kind != dd.Bard {
			crosshair(c, cr.Right()-14, cr.Y+cr.H*0.3, a)
		}
	}
	for _, lv := range t.q.ChangeLeavers() {
		if k >= 1 {
			break
		}
		old := PartyCards(lv.Of)
		if lv.Index >= len(old) {
			continue
		}
		e := tween.InQuad(k)
		cr := old[lv.Index].Offset(e*90, 0)
		if lv.Fled {
			drawMember(c, lv.Member, cr, 1-e)
		} else {
			drawMember(c, beaten(lv.Member), cr, 1-e)
		}
		if lv.Fled {
			c.RoundRect(cr, 6, ui.Fade(ui.Dim, 0.6*(1-e)))
			chip(c, "fled", cr.X+6, cr.Y+cr.H/2, ui.CreamSoft)
		} else {
			mark(c, false, cr.X+cr.W/2, cr.Y+cr.H/2, cr.W*0.5, ui.Fade(ui.Loss, 1-e))
		}
	}
	if len(party) == 0 && len(t.q.ChangeLeavers()) == 0 {
		g := PartyGrid()
		c.Paragraph(emptyPartyWords(cb),
			ui.Style{Font: ui.Regular, Size: 13}, g.InsetXY(16, 140), ui.Center, ui.CreamSoft)
	}
	if cb.On && len(party) > 0 {
		t.drawTotals(c, st)
		t.drawChips(c, party, cb.Round)
	}
}

// drawLeaving draws the card of a member leaving the Combat in its own
// beat (leave step s): it is struck out in red (greyed if it flees), then
// fades.
func drawLeaving(c *ui.Canvas, m dd.Member, r layout.Rect, s *Step, now int) {
	k := tween.Progress(now, s.Start, s.Dur)
	fade := 1 - tween.InQuad(max(0, k-0.55)/0.45)
	if s.Ev.Code != dd.TellFlees {
		m = beaten(m)
	}
	drawMember(c, m, r, fade)
	if s.Ev.Code == dd.TellFlees {
		c.RoundRect(r, 6, ui.Fade(ui.Dim, 0.6*fade))
		chip(c, "fled", r.X+6, r.Y+r.H/2, ui.CreamSoft)
		return
	}
	strike := tween.OutCubic(min(1, k*4))
	mark(c, false, r.X+r.W/2, r.Y+r.H/2, r.W*0.5*strike, ui.Fade(ui.Loss, fade))
}

// hitsNeeded is how many hits defeat party member m.
func hitsNeeded(m dd.Member) int {
	switch m.Kind {
	case dd.EpicMem:
		if m.Epic >= 0 && m.Epic < len(dd.Epics) {
			return dd.Epics[m.Epic].Hits
		}
	case dd.Boss:
		return dd.DieMaster.Hits
	}
	return 1
}

// beaten is member m as its card shows once defeated: every hit taken
// (play-test 41 #4: the Barbarian's card, struck out, still said "1 hit
// left of 2", the defeating hit not counted on the member that left).
func beaten(m dd.Member) dd.Member {
	m.Hits = hitsNeeded(m)
	return m
}

// drawMember draws a party member's card with its hit pips.
func drawMember(c *ui.Canvas, m dd.Member, r layout.Rect, a float64) {
	if !c.TrySprite(memberSprite(m), r, ui.Alpha(a)) {
		st := m.Stats()
		drawCardStandIn(c, r, m.Name(), st.String(), a)
	} else {
		switch m.Kind {
		case dd.Basic:
			drawPerkLine(c, m, r, a)
		case dd.EpicMem:
			drawPowerLine(c, &dd.Epics[m.Epic], r, a)
		case dd.Boss:
			drawPowerLine(c, &dd.DieMaster, r, a)
		case dd.Bard:
			drawBardLine(c, m, r, a)
		}
	}
	need := 0
	switch m.Kind {
	case dd.EpicMem:
		need = dd.Epics[m.Epic].Hits
	case dd.Boss:
		need = dd.DieMaster.Hits
	}
	if need > 1 {
		bg := hitPips(r, need)
		c.RoundRect(bg, 8, ui.Fade(ui.Dim, 0.9*a))
		for h := range need {
			x := bg.X + 10 + float64(h)*14
			col := ui.Fade(ui.CreamSoft, 0.4*a)
			if h < m.Hits {
				col = ui.Fade(ui.Loss, a)
			}
			c.Circle(x, bg.Y+8, 5, col)
		}
		drawHitsLeft(c, need, m.Hits, r, a)
	}
}

// hitPips is where a card r shows its need hit pips: over the figure's
// foot, clear of the card's foot, which holds its Power line (the pips
// hid the Barbarian's).
func hitPips(r layout.Rect, need int) layout.Rect {
	w := float64(need)*14 + 6
	return layout.Rect{X: r.X + r.W/2 - w/2, Y: r.Y + r.H*0.47 - 8, W: w, H: 16}
}

// crosshair marks a legal target.
func crosshair(c *ui.Canvas, x, y, a float64) {
	col := ui.Fade(ui.Loss, a)
	c.Circle(x, y, 9, ui.Fade(ui.Dim, 0.8*a))
	c.RoundStroke(layout.Centered(x, y, 12, 12), 6, 1.5, col)
	c.Line(x-8, y, x+8, y, 1.5, col)
	c.Line(x, y-8, x, y+8, 1.5, col)
}

// drawTotals draws the party's Might, Agility and Magic with the die each
// attack rolls; the stats that attack this round are bright.
func (t *Table) drawTotals(c *ui.Canvas, st *dd.State) {
	r := PartyTotals
	p := st.Combat.Party
	tot := p.Totals()
	attacks := p.Attacks(max(st.Combat.Round, 1))
	w := r.W / 3
	for s := range dd.Stat(dd.NumStats) {
		x := r.X + float64(s)*w
		cy := r.Y + r.H/2
		col := ui.CreamSoft
		if slices.Contains(attacks, s) && !st.Combat.Fx.NoAttack[s] {
			col = ui.Cream
		}
		c.TrySprite(statSprite(dd.StatSlot(s)), layout.Centered(x+8, cy, 16, 16), ui.Alpha(1))
		c.Text(fmt.Sprint(tot[s]), ui.Style{Font: ui.Bold, Size: 15}, x+18, cy, ui.Left, col)
		die := p.AttackDie(s)
		if st.Combat.Diesplaced {
			die = die.Smaller()
		}
		drawDieFace(c, dieID(die), die.Max(), layout.Centered(x+46, cy, 18, 18), 1)
		c.Text(die.String(), ui.Style{Font: ui.Bold, Size: 12}, x+57, cy, ui.Left, col)
	}
}

// partyChips are the party's perks (two or more of a type) and Bonuses.
//
// Ambush counts in round 1 only: from round 2 its chip is dimmed and its
// tooltip says it is over (play-test 20: "Ambush ×2" still lit in round 2).
func partyChips(p dd.Party, round int) []chipInfo {
	var out []chipInfo
	for ht := range dd.HeroType(dd.NumHeroTypes) {
		n := p.PerkCount(ht)
		info := dd.HeroTypes[ht]
		if n >= 2 {
			// The perk's words count "n": say what n is here (play-tests 14
			// and 16: "makes n Agility attacks" never said how many).
			tip := fmt.Sprintf("%s Here n = %d (%s %ss).", info.Perk.Text, n, countWord(n), info.Name)
			col := color.Color(warnInk)
			if ht == dd.Rogue && round > 1 {
				col, tip = ui.CreamSoft, tip+fmt.Sprintf(" Over: this is round %d.", round)
			}
			out = append(out, chipInfo{fmt.Sprintf("%s ×%d", info.Perk.Name, n), col, tip})
		}
		if n >= 1 {
			out = append(out, chipInfo{info.Bonus.Name, ui.CreamSoft, info.Bonus.Text})
		}
	}
	for _, m := range p {
		if m.Kind == dd.Bard {
			side := dd.BardSides[m.BardSide]
			out = append(out, chipInfo{fmt.Sprintf("Bard +%d", side.RollBonus), ui.Peek, side.Name})
		}
	}
	return out
}

type chipInfo struct {
	text string
	col  color.Color
	tip  string
}

func (t *Table) drawChips(c *ui.Canvas, p dd.Party, round int) {
	r := PartyChips
	x, y := r.X, r.Y+r.H/2
	for _, ch := range partyChips(p, round) {
		w := chipW(ch.text)
		if x+w > r.Right() {
			x, y = r.X, y+20
		}
		if y+8 > r.Bottom()+0.5 {
			return
		}
		x += chip(c, ch.text, x, y, ch.col) + 4
	}
}

// markParty lays a spot on every party card, the totals and the chips.
func (t *Table) markParty(st *dd.State) {
	party := st.Combat.Party
	for i, r := range PartyCards(len(party)) {
		tip := MemberTip(party[i])
		if why := shieldedWhy(party, i); why != "" && st.Combat.On {
			tip = why + "\n" + tip
		}
		if party[i].Kind == dd.Basic {
			tip += "\n" + perksNow(party)
		}
		t.Spots.Mark(spotKey{Kind: AtHero, I: i}, r, tip, memberSprite(party[i]))
	}
	if st.Combat.On && len(party) > 0 {
		tot := party.Totals()
		tip := fmt.Sprintf("Party totals: Might %d, Agility %d, Magic %d.\nEach attack of a stat rolls the die the chart gives its total; your attack must beat the total of the stat you attack with.",
			tot[dd.Might], tot[dd.Agility], tot[dd.Magic])
		t.Spots.Mark(spotKey{Kind: atTotals, I: 0}, PartyTotals, tip, "")
		var lines []string
		for _, ch := range partyChips(party, st.Combat.Round) {
			lines = append(lines, ch.text+": "+ch.tip)
		}
		if len(lines) > 0 {
			t.Spots.Mark(spotKey{Kind: atTotals, I: 1}, PartyChips, joinLines(lines), "")
		}
	}
}

// emptyPartyWords is what the party's place says with no hero in it: none
// met yet, a party about to gather, or the last hero gone (the line "The
// Combat is over" comes next: the party does not gather again).
func emptyPartyWords(cb *dd.Combat) string {
	switch {
	case cb.On && cb.Round > 0:
		return "No heroes left: the Combat ends."
	case cb.On:
		return "The party gathers: the Hero Die decides who comes."
	}
	return "No heroes here. When you move onto a tile with heroes, their party gathers here."
}

// perkLine is where a hero card's Perk and Bonus lines are printed, as a
// part of its card r (the art's lines from y 268 to 318 of 340).
func perkLine(r layout.Rect) layout.Rect {
	return layout.Rect{X: r.X + r.W*0.07, Y: r.Y + r.H*268/340, W: r.W * 0.86, H: r.H * 48 / 340}
}

// perkWords are a hero type's Perk and Bonus names when both fit in w,
// else its Perk's alone (the Bonus has its chip under the party, the
// tooltip both).
func perkWords(info dd.HeroTypeInfo, w float64, st ui.Style) string {
	if both := info.Perk.Name + " · " + info.Bonus.Name; ui.Measure(both, st) <= w {
		return both
	}
	return info.Perk.Name
}

// drawPerkLine covers a hero card's Perk and Bonus lines, printed for a
// card held in the hand and some 5 px high here (play-test 20), with their
// names in words that can be read ("Ambush · Pickpocket"); the tooltip
// gives what they do.
func drawPerkLine(c *ui.Canvas, m dd.Member, r layout.Rect, a float64) {
	if m.Hero.Type < 0 || int(m.Hero.Type) >= len(dd.HeroTypes) {
		return
	}
	info := dd.HeroTypes[m.Hero.Type]
	b := perkLine(r)
	if !perkLineShown(b) {
		return // a card sliding in from beyond the panel: its words wait
	}
	st := ui.Style{Font: ui.Bold, Size: 12}
	coverLine(c, b, perkWords(info, b.W, st), st, a)
}

// coverLine covers a card's printed line at b with words in st. The cover
// is opaque even on a card drawn faded (a < 1, a hero that is no target):
// a see-through cover let the printed 5 px lines show through the words
// (play-test 23 #3: text on text); the card's fading is laid over it
// instead, as the dark panel shows through the rest of the card.
func coverLine(c *ui.Canvas, b layout.Rect, words string, st ui.Style, a float64) {
	cover := min(1, 2*a) // a card sliding in (a from 0) brings its cover in with it
	c.RoundRect(b, 4, ui.Fade(ui.Paper, cover))
	if a < 1 {
		c.RoundRect(b, 4, ui.Fade(ui.DarkWood, (1-a)*cover))
	}
	c.TextIn(ui.Ellipsize(words, st, b.W), st, b, ui.Center, ui.Fade(ui.Ink, a))
}

// powerLine is where an Epic hero's (or the DieMaster's) Power line is
// printed on its card r, under its stats and its hits line (the art's
// lines from y 300 to 334 of 340).
func powerLine(r layout.Rect) layout.Rect {
	h := max(r.H*34/340, 14) // a small card's line grows up, over its hits line's foot
	return layout.Rect{X: r.X + r.W*18/240, Y: r.Y + r.H*334/340 - h, W: r.W * 204 / 240, H: h}
}

// powerWords are an Epic's Power names for its card: "Power: Challenge"
// when it fits in w, else the names alone (the tooltip says what they do).
func powerWords(e *dd.Epic, w float64, st ui.Style) string {
	var names []string
	for _, p := range e.Powers {
		names = append(names, p.Name)
	}
	words := strings.Join(names, " · ")
	if full := "Power: " + words; ui.Measure(full, st) <= w {
		return full
	}
	return words
}

// drawPowerLine covers an Epic's printed Power line, some 5 px high in
// the party (play-test 23 #3), with its names at 12 px.
func drawPowerLine(c *ui.Canvas, e *dd.Epic, r layout.Rect, a float64) {
	if len(e.Powers) == 0 {
		return
	}
	b := powerLine(r)
	if !perkLineShown(b) {
		return
	}
	st := ui.Style{Font: ui.Bold, Size: 12}
	coverLine(c, b, powerWords(e, b.W-4, st), st, a)
}

// drawBardLine covers the Bard card's side name and effect, printed some
// 4 px high in the party (play-test 26 #4), with its name and bonus at
// 12 px where they fit ("Lute of Courage", "+1 to hero rolls"), else the
// bonus alone; the tooltip says more.
func drawBardLine(c *ui.Canvas, m dd.Member, r layout.Rect, a float64) {
	if m.BardSide < 0 || m.BardSide >= len(dd.BardSides) {
		return
	}
	b := bardLines(r)
	if !perkLineShown(b) {
		return
	}
	side := dd.BardSides[m.BardSide]
	st := ui.Style{Font: ui.Bold, Size: 12}
	coverLine(c, b, "", st, a)
	bonus := b
	if ui.Measure(side.Name, st) <= b.W-4 {
		top := b
		top.H = b.H / 2
		bonus.Y, bonus.H = b.Y+top.H, b.H-top.H
		c.TextIn(side.Name, st, top, ui.Center, ui.Fade(ui.Ink, a))
	}
	c.TextIn(bardWords(side, b.W-4, st), st, bonus, ui.Center, ui.Fade(ui.Ink, a))
}

// bardLines is where the Bard card prints its side's name and effect: the
// hero cards' perk lines and the line under them (to 334 of 340).
func bardLines(r layout.Rect) layout.Rect {
	b := perkLine(r)
	b.H = r.H * 66 / 340
	return b
}

// bardWords say what a Bard side adds in w: "+1 to hero rolls", or
// shorter.
func bardWords(side dd.BardSide, w float64, st ui.Style) string {
	for _, f := range []string{"+%d to hero rolls", "+%d to rolls"} {
		if s := fmt.Sprintf(f, side.RollBonus); ui.Measure(s, st) <= w {
			return s
		}
	}
	return fmt.Sprintf("+%d", side.RollBonus)
}

// perkLineShown reports whether a perk line at b lies within the party
// panel (a joining card slides in from 60 px to its right, out of the
// window at 1280x720: the text audit's overflow).
func perkLineShown(b layout.Rect) bool {
	return b.X >= PartyPanel.X && b.Right() <= PartyPanel.Right()
}
