package dieinthedungeon

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// The dice tray (spec §3): the die being rolled tumbles and settles on the
// engine's face; then the roll's breakdown shows — the natural face, pips,
// stat points lowered, DieMinions, the Kobold's shove, fixed modifiers, the
// final value against what it must beat, and the verdict in green or red
// with a tick or a cross. The effects in force sit on the right.

func (t *Table) drawTray(c *ui.Canvas, st *dd.State) {
	if t.trayFolded() {
		t.drawTrayStrip(c, st)
		return
	}
	c.DarkPanel(DiceTray)
	t.drawEffects(c, st)
	if s := t.q.Roll; s != nil {
		t.drawRolling(c, s)
		return
	}
	r := st.Roll
	if w := t.settledTrap(st); w != nil {
		t.drawSettled(c, w)
		return
	}
	if r.Kind == dd.RollNone || (t.q.Moved || !t.rolled) && st.Stage != dd.StTrapPre {
		c.TextIn("The dice tray: every roll tumbles here.", ui.BodyB, TrayTitle, ui.Left, ui.CreamSoft)
		drawDieFace(c, "d20", 20, TrayDie.Inset(10), 0.25)
		return
	}
	title, current := t.trayTitle(st)
	col := ui.Gold
	if !current {
		col = ui.CreamSoft
	}
	ts := ui.BodyB
	if ui.Measure(title, ts) > TrayTitle.W {
		ts = ui.Style{Font: ui.Bold, Size: 13}
	}
	c.TextIn(title, ts, TrayTitle, ui.Left, col)
	if st.Stage == dd.StTrapPre {
		c.Paragraph("Not rolled yet: use a trap card or roll.", ui.Body, TrayRows, ui.Left, ui.CreamSoft)
		return
	}
	die, face := rollDie(r)
	drawDieFace(c, die, face, TrayDie.Inset(6), 1)
	t.drawBreakdown(c, st)
}

// rollDie is the die and natural face of a roll as the tray shows it.
func rollDie(r dd.Roll) (string, int) {
	if r.Kind == dd.RollHeroDie {
		return dd.HeroDieID, min(6, max(1, r.Nat))
	}
	return dieID(r.Die), max(1, min(r.Nat, r.Die.Max()))
}

// drawRolling draws a roll step: the die thrown in from the left,
// bouncing to rest, then popping onto its face, with its sentence.
func (t *Table) drawRolling(c *ui.Canvas, s *Step) {
	die, face := s.Ev.Die, s.Ev.Face
	tumble := s.Dur * rollTicks / (rollTicks + settleTicks)
	k := tween.Progress(t.Now, s.Start, max(tumble, 1))
	if s.Dur == 0 {
		k = 1
	}
	title := "Rolling the " + dieName(die) + "…"
	if s.Landed || k >= 1 {
		// Rolled once it lies still and its sentence shows (play-test 35
		// #10: "Rolling the d12..." over the result's line).
		title = "Rolled the " + dieName(die) // it stays while what follows is told
	}
	head := t.rollHead(s)
	switch {
	case head != "" && s.Of[1] > 1:
		title = fmt.Sprintf("%s %d of %d: %s", head, s.Of[0], s.Of[1], lowerFirst(title))
	case head != "":
		title = head + ": " + lowerFirst(title)
	case s.Of[1] > 1:
		title = fmt.Sprintf("%s attack %d of %d: %s", s.attackStat, s.Of[0], s.Of[1], lowerFirst(title))
	}
	c.TextIn(title, ui.BodyB, TrayTitle, ui.Left, ui.Gold)
	size := TrayDie.W - 12
	cx, cy := TrayDie.X+TrayDie.W/2, TrayDie.Y+TrayDie.H/2
	c.Ellipse(cx, cy+size*0.46, size*0.4*(0.6+0.4*k), size*0.1, ui.Fade(ui.Shadow, 0.5))
	if k < 1 {
		x := cx + (1-tween.OutCubic(k))*size*2.6
		y := cy - (1-tween.OutBounce(k))*size*0.8
		angle := (1 - k) * (1 - k) * 7
		frame := (t.Now - s.Start) / 3
		if img := ui.Sprite(tumbleSprite(die, frame)); img != nil {
			c.ImageRotated(img, x, y, size, size, angle, ui.Alpha(1))
		} else {
			drawDieFace(c, die, 1+frame%max(face, 1), layout.Centered(x, y, size, size), 1)
		}
		return
	}
	pop := tween.Progress(t.Now, s.Start+tumble, max(s.Dur-tumble, 1))
	sz := size * (1 + 0.14*math.Sin(math.Pi*pop))
	drawDieFace(c, die, face, layout.Centered(cx, cy, sz, sz), 1)
	if s.Caption != "" {
		words := layout.Rect{X: TrayRows.X, Y: TrayRows.Y + 4, W: TrayFinal.Right() - TrayRows.X, H: TrayRows.H - 4}
		c.Paragraph(engine.Names(s.Caption, t.S.Names()), ui.Style{Font: ui.Bold, Size: 14}, words, ui.Left, ui.Cream)
	}
}

// rollHead names the attack roll step s throws as the tray's title names
// it at rest ("Your Magic attack", "The heroes' Might attack"), from its
// sentence's event data; "" for another roll. Play-test 38 (previous
// 10): "Rolled the d10" over "Ada attacks with Magic" and, at rest, "Your
// Might attack against the party's 7" read as two styles.
func (t *Table) rollHead(s *Step) string {
	ev := s.Told
	if ev.Kind != engine.EvGame {
		return ""
	}
	switch {
	case ev.Code == dd.TellAttack:
		whose := "Your"
		if ev.Player >= 0 && ev.Player != t.Viewer && t.S.Players() > 1 {
			whose = t.S.Name(ev.Player) + "'s"
		}
		return fmt.Sprintf("%s %s attack", whose, dd.Stat(ev.Arg(0)))
	case ev.Code == dd.TellHeroRoll && dd.RollKind(ev.Arg(0)) == dd.RollHero:
		return fmt.Sprintf("The heroes' %s attack", dd.Stat(ev.Arg(1)))
	}
	return ""
}

// dieName names a die id for the tray.
func dieName(id string) string {
	if id == dd.HeroDieID {
		return "Hero Die"
	}
	return id
}

// ownerWord is how the tray names the creature whose roll it is: "Your"
// for the viewer's own, else its player's name with "'s".
func (t *Table) ownerWord(st *dd.State) string {
	if st.Turn == t.Viewer || st.Players < 2 {
		return "Your"
	}
	return t.S.Name(st.Turn) + "'s"
}

// trayTitle is what the tray says of the roll of st at rest, and whether
// it is the roll being made (else the last one, said so).
func (t *Table) trayTitle(st *dd.State) (string, bool) {
	current := rollCurrent(st)
	title := RollTitle(st, t.rollerWord(st, current))
	if !current {
		title = "Last roll: " + title
	}
	return title, current
}

// rollCurrent reports whether st's roll is the one being made: pushed,
// adjusted, its damage or targets being decided, or a trap about to roll.
func rollCurrent(st *dd.State) bool {
	return st.Stage == dd.StBoost || st.Stage == dd.StAdjust || st.Stage == dd.StSacrifice ||
		st.Stage == dd.StDamage || st.Stage == dd.StTrapPre || st.Roll.Kind == dd.RollAttack && (st.Stage == dd.StTarget || st.Stage == dd.StStorm)
}

// rollerWord names the creature whose roll the tray shows: the one to act
// while the roll is being made (current), else the one whose roll it was,
// from its event (after Bram's turn in the Duel, the last roll is his, and
// the creature to act is the viewer's).
func (t *Table) rollerWord(st *dd.State, current bool) string {
	p := t.roller
	if t.q.Busy() {
		// The moves being shown: the last roll they have shown, else the
		// one before them.
		p = t.before
		if t.q.RolledBy != nil {
			p = *t.q.RolledBy
		}
	}
	if current || p < 0 || int(p) >= len(st.Mons) || st.Players < 2 {
		// Alone in the dungeon, the one creature is always "your": the
		// tray said "Your Might attack", then "Ada's Might attack" once
		// the game was over (play-test 32 #12).
		return t.ownerWord(st)
	}
	if p == t.Viewer {
		return "Your"
	}
	return t.S.Name(p) + "'s"
}

// lowerYour is whose inside a sentence.
func lowerYour(whose string) string {
	if whose == "Your" {
		return "your"
	}
	return whose
}

// RollTitle says what a roll is for; whose names the creature ("Your",
// "Ada's").
func RollTitle(st *dd.State, whose string) string {
	r := st.Roll
	switch r.Kind {
	case dd.RollTrap:
		return fmt.Sprintf("Trap: %s check, %d or more", r.Stat, r.Target)
	case dd.RollAttack:
		return fmt.Sprintf("%s %s attack against the party's %d", whose, r.Stat, r.Target)
	case dd.RollHero:
		return fmt.Sprintf("The heroes' %s attack%s against %s %s %d", r.Stat, attackOf(st), lowerYour(whose), r.Stat, r.Target)
	case dd.RollKeg:
		return fmt.Sprintf("Powder Keg: hits on %d or more", r.Target)
	case dd.RollArrow:
		return fmt.Sprintf("Hunter's Arrow against %s Agility %d", lowerYour(whose), r.Target)
	case dd.RollHeroDie:
		return "The Hero Die on a “?” head"
	case dd.RollFire:
		return fmt.Sprintf("Fire Strike: hits on %d or less", st.Combat.Party.Countable())
	}
	return ""
}

// attackOf is " 1 of 2" when the hero attack being resolved in st is one
// of several of its type this round, as its roll step said it: the
// Ambush tray kept it once the sacrifice was asked (play-test 23 #14);
// else "". The round's queue holds the attacks, Next the one after it.
func attackOf(st *dd.State) string {
	c := &st.Combat
	j := c.Next - 1
	if !c.On || st.Roll.Kind != dd.RollHero || j < 0 || j >= c.Queued || c.Queued > len(c.Queue) || c.Queue[j] != st.Roll.Stat {
		return ""
	}
	switch st.Stage {
	case dd.StAdjust, dd.StSacrifice, dd.StDamage:
	default:
		return "" // no longer the attack being resolved
	}
	n, at := 0, 0
	for x, s := range c.Queue[:c.Queued] {
		if s == st.Roll.Stat {
			n++
			if x <= j {
				at++
			}
		}
	}
	if n < 2 {
		return ""
	}
	return fmt.Sprintf(" %d of %d", at, n)
}

// Verdict is a roll's outcome for the creature: the words, and whether it
// is good for the creature (green ✓) or bad (red ✗). A roll of yours
// still being pushed is "Failing"; once it is no longer being made (the
// roll accepted), "Failed".
func Verdict(st *dd.State) (words string, good, known bool) {
	r := st.Roll
	failing := "Failed"
	if pushing(st) {
		failing = "Failing"
	}
	switch r.Kind {
	case dd.RollTrap:
		if r.Succeeds() {
			return "Passed", true, true
		}
		return failing, false, true
	case dd.RollAttack:
		if r.Succeeds() {
			return "Success", true, true
		}
		return failing, false, true
	case dd.RollHero, dd.RollArrow, dd.RollKeg:
		v := r.Nat + r.Pips
		f := v + r.Fixed
		hit := f > r.Target || topFaceHits(st)
		if r.Kind == dd.RollKeg {
			hit = f >= r.Target
		}
		if hit {
			return "It hits you", false, true
		}
		return "It misses", true, true
	case dd.RollFire:
		if r.Nat+r.Pips <= st.Combat.Party.Countable() {
			return "Hit", true, true
		}
		return "Miss", false, true
	case dd.RollHeroDie:
		return heroDieWords(min(6, max(1, r.Nat+r.Pips))), true, false
	}
	return "", false, false
}

// verdict is the tray's verdict on the roll of st: what the lines shown
// since the roll say of it (Many Eyes passed it, a DieMinion cancelled
// the hit), else what its numbers say.
func (t *Table) verdict(st *dd.State) (words string, good, known bool) {
	if w := t.saidNow(); w != nil {
		return w.words, w.good, true
	}
	words, good, known = Verdict(st)
	switch st.Roll.Kind {
	case dd.RollHero, dd.RollArrow, dd.RollKeg:
		// In the Duel a hero's hit on the other's creature names it: "It
		// hits you" under "against Bram's Might 12" read as a hit on the
		// viewer (the title's style, play-test 32 #12).
		if known && !good && st.Players > 1 && st.Turn != t.Viewer {
			words = "It hits " + t.S.Name(st.Turn)
		}
	}
	return words, good, known
}

// pushing reports whether the roll of st is still being made: it may
// still be pushed (the boost step) or its trap not yet rolled.
func pushing(st *dd.State) bool { return st.Stage == dd.StBoost || st.Stage == dd.StTrapPre }

// topFaceHits reports a hero's attack that hits only because its die
// shows its top face, which always hits (the total alone would miss): the
// tray says so, or "6 vs 8: It hits you" reads as a mistake.
func topFaceHits(st *dd.State) bool {
	r := st.Roll
	v := r.Nat + r.Pips
	return (r.Kind == dd.RollHero || r.Kind == dd.RollArrow) && v == r.Die.Max() && !st.Combat.Unblinking && v+r.Fixed <= r.Target
}

// topFaceNote is what the tray says of a hero's attack on its die's top
// face that its total alone would not make hit: that the top face always
// hits, or, under Unblinking Stare, that the card stops it (good: for the
// creature). Play-test 38 #5: a 6 on the d6 under the Stare said only "It
// misses". Decided from the roll's and the Combat's data.
func topFaceNote(st *dd.State) (lines []string, good bool) {
	r := st.Roll
	v := r.Nat + r.Pips
	if r.Kind != dd.RollHero && r.Kind != dd.RollArrow || v != r.Die.Max() || v+r.Fixed > r.Target {
		return nil, false
	}
	if st.Combat.Unblinking {
		return []string{fmt.Sprintf("%d would hit at once:", v), "Unblinking Stare stops it"}, true
	}
	return []string{"Top face: it always hits"}, false
}

func heroDieWords(n int) string {
	return [...]string{"", "A Fighter joins", "A Rogue joins", "A Wizard joins", "A Cleric joins", "Lose 1 Health", "The Bard joins"}[n]
}

// drawBreakdown draws the roll's parts and its final value and verdict.
func (t *Table) drawBreakdown(c *ui.Canvas, st *dd.State) {
	r := st.Roll
	type part struct {
		name string
		v    int
		show bool
	}
	nat := fmt.Sprintf("Natural %d on the %s", r.Nat, r.Die)
	if r.NoRoll {
		nat = fmt.Sprintf("DieMaster token: %d (max)", r.Nat)
	}
	if r.Kind == dd.RollHeroDie {
		nat = fmt.Sprintf("Natural %d", r.Nat)
	}
	parts := []part{
		{"Pips", r.Pips, r.Pips != 0},
		{"Stat lowered", r.Lowered, r.Lowered != 0},
		{"DieMinions", r.Minions, r.Minions != 0},
		{"Lucky Shove", dd.KoboldShoveBonus, r.Shove},
	}
	for _, f := range fixedParts(st, t.S.Match.Log) {
		parts = append(parts, part{f.name, f.v, true})
	}
	st12 := ui.Style{Font: ui.Regular, Size: 13}
	y := TrayRows.Y + 8
	c.Text(nat, ui.Style{Font: ui.Bold, Size: 13}, TrayRows.X, y, ui.Left, ui.Cream)
	for _, p := range parts {
		if !p.show {
			continue
		}
		y += 17
		c.Text(p.name, st12, TrayRows.X, y, ui.Left, ui.CreamSoft)
		c.Text(signedNum(p.v), ui.Style{Font: ui.Bold, Size: 13}, TrayRows.Right(), y, ui.Right, ui.Cream)
	}
	if w := t.saidNow(); w != nil && w.why != "" {
		y += 17 // what settled the roll, whatever its numbers
		c.Text(w.why, ui.Style{Font: ui.Bold, Size: 13}, TrayRows.X, y, ui.Left, ui.Gain)
	} else if lines, good := topFaceNote(st); len(lines) > 0 && w == nil {
		col := ui.Loss
		if good {
			col = ui.Gain
		}
		for _, l := range lines {
			y += 17
			c.Text(l, ui.Style{Font: ui.Bold, Size: 13}, TrayRows.X, y, ui.Left, col)
		}
	}
	words, good, known := t.verdict(st)
	f := TrayFinal
	final, vs := rollFinal(st)
	col := verdictInk(good, known)
	c.RoundRect(f, 8, ui.Fade(ui.Dim, 0.55))
	c.Text(fmt.Sprint(final), ui.Style{Font: ui.Display, Size: 34}, f.X+f.W/2, f.Y+30, ui.Center, col)
	c.Text(vs, ui.Style{Font: ui.Bold, Size: 13}, f.X+f.W/2, f.Y+58, ui.Center, ui.CreamSoft)
	if known {
		mark(c, good, f.X+16, f.Y+84, 14, col)
		c.TextIn(words, ui.Style{Font: ui.Bold, Size: 12}, layout.Rect{X: f.X + 26, Y: f.Y + 74, W: f.W - 28, H: 20}, ui.Left, col)
	} else {
		c.TextIn(words, ui.Style{Font: ui.Bold, Size: 12}, layout.Rect{X: f.X + 4, Y: f.Y + 74, W: f.W - 8, H: 20}, ui.Center, col)
	}
}

func signedNum(n int) string {
	if n < 0 {
		return fmt.Sprintf("−%d", -n)
	}
	return fmt.Sprintf("+%d", n)
}

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

// lowerFirst is s with its first letter in lower case ("rolled the d8").
func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// settledTrap is what settled the trap's check of st with no roll, if a
// card did (Many Eyes), else nil.
func (t *Table) settledTrap(st *dd.State) *said {
	if w := t.saidNow(); w != nil && w.trap && (st.Roll.Kind == dd.RollNone || !t.rolled) {
		return w
	}
	return nil
}

// drawSettled shows a trap's check a card settled with no roll (Many
// Eyes): its verdict and the card that gave it, and no numbers that could
// read as a failed roll (play-test 20: the tray went from "Not rolled yet"
// back to empty, only the log said the check passed).
func (t *Table) drawSettled(c *ui.Canvas, w *said) {
	c.TextIn("The trap's check: "+w.words, ui.BodyB, TrayTitle, ui.Left, ui.Gold)
	mark(c, w.good, TrayDie.X+TrayDie.W/2, TrayDie.Y+TrayDie.H/2-6, 40, ui.Gain)
	c.Paragraph(w.why+", with no roll.", ui.Style{Font: ui.Bold, Size: 14}, layout.Rect{X: TrayRows.X, Y: TrayRows.Y + 4, W: TrayFinal.Right() - TrayRows.X, H: TrayRows.H - 4}, ui.Left, ui.Cream)
}

// rollFinal is the roll's final value and what it is measured against
// ("vs 4", "need 5", "face").
func rollFinal(st *dd.State) (int, string) {
	r := st.Roll
	switch r.Kind {
	case dd.RollHeroDie:
		return min(6, max(1, r.Nat+r.Pips)), "face"
	case dd.RollFire:
		return r.Nat + r.Pips, fmt.Sprintf("≤ %d", st.Combat.Party.Countable())
	case dd.RollHero, dd.RollArrow, dd.RollKeg:
		return r.Nat + r.Pips + r.Fixed, fmt.Sprintf("vs %d", r.Target)
	case dd.RollTrap:
		return r.Final(), fmt.Sprintf("need %d", r.Target)
	}
	return r.Final(), fmt.Sprintf("vs %d", r.Target)
}

// verdictInk is the verdict's colour: green for good, red for bad, cream
// while unknown.
func verdictInk(good, known bool) color.Color {
	switch {
	case !known:
		return ui.Cream
	case good:
		return ui.Gain
	}
	return ui.Loss
}

// drawTrayStrip draws the folded tray: the last roll in one line, its
// result at the right (trayFolded).
func (t *Table) drawTrayStrip(c *ui.Canvas, st *dd.State) {
	r := TrayStrip
	c.DarkPanel(r)
	in := r.InsetXY(12, 0)
	if st.Roll.Kind == dd.RollNone || t.q.Moved || !t.rolled {
		c.TextIn("The dice tray: every roll tumbles here.", ui.BodyB, in, ui.Left, ui.CreamSoft)
		return
	}
	title, _ := t.trayTitle(st)
	final, vs := rollFinal(st)
	words, good, known := t.verdict(st)
	result := fmt.Sprintf("%d %s", final, vs)
	if known {
		result += ": " + words
	}
	rs := ui.Style{Font: ui.Bold, Size: 13}
	rw := ui.Measure(result, rs)
	c.TextIn(result, rs, layout.Rect{X: in.Right() - rw, Y: in.Y, W: rw, H: in.H}, ui.Left, verdictInk(good, known))
	ts := ui.Style{Font: ui.Bold, Size: 13}
	room := in.W - rw - 16
	if ui.Measure(title, ts) > room {
		ts.Size = 12
	}
	if ui.Measure(title, ts) > room {
		title = strings.TrimPrefix(title, "Last roll: ")
	}
	c.TextIn(title, ts, layout.Rect{X: in.X, Y: in.Y, W: room, H: in.H}, ui.Left, ui.CreamSoft)
}
