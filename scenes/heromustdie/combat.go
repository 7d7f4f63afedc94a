package heromustdie

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// The combat overlay (§5.7–§5.11, §10): the party's heroes in a row, front
// first from the left; the defenders in a row below, the front at the
// right; the floor's traps; the round and step with the numbers each side
// brings; wounds as markers on the cards. The defender's decisions are
// clicks on the cards and traps, or the buttons under the rows; the
// auto-resolve toggle lets a greedy bot answer them.

// fightShown reports whether the overlay is up: a combat is on, or its
// result is being shown.
func (t *Table) fightShown() bool {
	if t.resultStep() != nil {
		return true
	}
	st := t.q.Shown
	return st.Phase == hmd.PhInvasion && st.Fight.Active
}

// resultStep is the combat result step under way, or nil.
func (t *Table) resultStep() *Step {
	for _, s := range t.q.Active() {
		if s.Kind == StepResult && t.q.Fought != nil {
			return s
		}
	}
	return nil
}

// fightState is the state the overlay shows.
func (t *Table) fightState() *hmd.State {
	if t.resultStep() != nil {
		return t.q.Fought
	}
	return t.q.Shown
}

// stepNames are the overlay's steps, and the stages that belong to them.
var stepNames = [...]string{"Traps", "Defenders", "Range", "Melee", "Magic", "Healing", "Result"}

func fightStep(st *hmd.State) int {
	switch st.Stage {
	case hmd.StDisarm, hmd.StFire:
		return 0
	case hmd.StSend:
		return 1
	case hmd.StCommit, hmd.StSupport:
		return 3
	case hmd.StMagic:
		return 4
	case hmd.StHeal:
		return 5
	case hmd.StPardon, hmd.StTraitor:
		return 6
	}
	return -1
}

// blowWords is the sentence of the combat step being shown ("" if none):
// a step made from one (a blow, a death or a trap fired has none of its
// own).
func (t *Table) blowWords() string {
	said := ""
	for _, s := range t.q.Active() {
		if s.Kind.combat() && told(s.Ev) {
			said = t.words(s.Ev)
		}
	}
	return said
}

// shownStep is the overlay step of the fight step s shows (-1: none), read
// from its kind and its event's code, so that the step chip follows the
// log's lines as they show (pt12 #2: it stayed on Defenders while the
// Range step was in the log).
func shownStep(s *Step) int {
	switch s.Kind {
	case StepTrap, StepFire:
		return 0
	case StepVolley:
		return 2
	case StepClash:
		return 3
	case StepBolt:
		return 4
	case StepHeal:
		return 5
	case StepLevel, StepResult:
		return 6
	}
	if s.Kind == StepFly && s.Zone == "monsters" { // a defender sent
		return 1
	}
	if s.Ev.Kind != engine.EvGame {
		return -1
	}
	if ends(s.Ev) {
		return 6
	}
	return stepOfCode[s.Ev.Code] - 1
}

// stepOfCode is the overlay step (plus one) each fight sentence belongs to;
// a round begins with its range step.
var stepOfCode = map[int]int{
	hmd.CodeInvasion: 1, hmd.CodeDisarm: 1, hmd.CodeFire: 1, hmd.CodeTrapsCleared: 1,
	hmd.CodeSendNone: 2, hmd.CodeSend: 2,
	hmd.CodeRound: 3, hmd.CodeRange: 3,
	hmd.CodeMeleeTotal: 4, hmd.CodeCommit: 4, hmd.CodeSupport: 4, hmd.CodeMelee: 4,
	hmd.CodeMagicPool: 5, hmd.CodeMagic: 5,
	hmd.CodeHeal: 6, hmd.CodeHeroesHeal: 6,
	hmd.CodeKillVP: 7, hmd.CodePardon: 7, hmd.CodeTraitor: 7, hmd.CodeFloorLoss: 7, hmd.CodeLevelUp: 7,
}

// fightChips are the round and the step the overlay's chips name for st:
// the fight step the animation has reached while a move is played out, in
// step with the log, else the state's.
func (q *Queue) fightChips(st *hmd.State) (round, step int) {
	round, step = int(st.Fight.Round), fightStep(st)
	if q.step >= 0 {
		step = q.step
	}
	return round, step
}

func (t *Table) drawFight(c *ui.Canvas, st *hmd.State) {
	c.Fill(layout.Screen, ui.Fade(ui.Dim, 0.8))
	r := CombatRect
	c.DarkPanel(r)
	fi := &st.Fight
	names := t.S.Names()
	d := int(st.Defender())
	title := fmt.Sprintf("Invasion of floor %d: party %d against %s", st.Front, fi.Party+1, nameOf(names, d))
	c.Text(title, ui.Style{Font: ui.Display, Size: 20}, r.X+20, r.Y+24, ui.Left, ui.Gold)
	x := r.X + 20
	round, cur := t.q.fightChips(st)
	if round > 0 {
		x += chip(c, fmt.Sprintf("Round %d of %d", round, hmd.MaxRounds), x, r.Y+52, ui.Cream) + 10
	}
	for i, n := range stepNames {
		col := ui.Fade(ui.CreamSoft, 0.5)
		if i == cur {
			col = ui.Gold
		}
		x += chip(c, n, x, r.Y+52, col) + 4
	}
	c.Text(heroesHeading, ui.Style{Font: ui.Bold, Size: 12}, r.X+20, r.Y+76, ui.Left, ui.CreamSoft)
	// Each side's front card is drawn last, over the others, as it lunges
	// across them in a clash (pt31 #7: the front Skeleton Archer slid
	// under the Kobold, its "HP lost" hidden).
	for _, i := range frontLast(len(fi.Heroes)) {
		h := fi.Heroes[i]
		if t.dying(true, h.Card) {
			continue
		}
		r := FightHero(i)
		if i == 0 {
			dx, dy := t.bump(st, true)
			r = r.Offset(dx, dy)
		}
		drawFighter(c, heroSprite(h.Card), hmd.Heroes[h.Card].Name, r, int(h.Wounds), int(heroStrength(h).Max()), h.LevelUp, i == 0)
		if h.LevelUp {
			drawRaised(c, r, hmd.Heroes[h.Card].Str, heroStrength(h))
		}
	}
	t.drawTraps(c, st)
	c.Text(monstersHeading+nameOf(names, d), ui.Style{Font: ui.Bold, Size: 12}, r.Right()-20, r.Y+262, ui.Right, ui.CreamSoft)
	for _, i := range frontLast(len(fi.Monsters)) {
		m := fi.Monsters[i]
		if t.q.Moving(StepFly, int(m.Card)) || t.dying(false, m.Card) {
			continue
		}
		r := FightMonster(i)
		if i == 0 {
			dx, dy := t.bump(st, false)
			r = r.Offset(dx, dy)
		}
		drawFighter(c, monsterSprite(m.Card), hmd.Monsters[m.Card].Name, r, int(m.Wounds), int(hmd.Monsters[m.Card].HP()), false, i == 0)
		if t.record != nil {
			t.record("fighter", int(m.Card))
		}
	}
	t.drawReserve(c, st)
	if t.resultStep() == nil { // the result shows in its place
		t.drawClash(c, st)
	}
	t.drawFightChange(c)
	w := t.q.Waiting()
	if w != nil && w.Kind == StepRound {
		t.drawRoundEnd(c, st, w)
	} else if t.resultStep() == nil && (!t.Decides() || !combatStage(st.Stage)) {
		who := stageWords(st, names)
		if t.Mine() && reactionStage(st.Stage) {
			who = t.ask.what // what the viewer can do: play, or only pass
		}
		if st.Stage != hmd.StNone && !st.Over {
			who = nameOf(names, int(st.Actor)) + ": " + who
		}
		if said := t.blowWords(); said != "" {
			who = said // the blow being shown, not the decision before it
		}
		c.Paragraph(who, ui.Style{Font: ui.Bold, Size: 14}, FightButtons.InsetXY(0, 8), ui.Left, ui.Cream)
	}
	t.drawDrag(c, st)
	t.drawForced(c)
	if s := t.resultStep(); s != nil {
		words := t.words(s.Said...)
		band, style := FightResult, resultStyle(words)
		d := min(max(s.Dur/6, 1), 12) // quick fades: it is read whole for most of its time
		a := min(tween.Progress(t.Now, s.Start, d), 1-tween.Progress(t.Now, s.End()-d, d))
		c.RoundRect(band, 12, ui.Fade(ui.DarkWood, 0.95*a))
		c.RoundStroke(band, 12, 2, ui.Fade(ui.Gold, a))
		in := band.InsetXY(14, 12)
		if h := ui.LineHeight(style) * float64(len(ui.Wrap(words, style, in.W))); h < in.H {
			in.Y, in.H = in.Y+(in.H-h)/2, h // in the middle of the panel
		}
		c.Paragraph(words, style, in, ui.Center, ui.Fade(ui.Cream, a))
	}
}

// resultStyle is the largest of the result's sizes at which its words fit
// in FightResult.
func resultStyle(words string) ui.Style {
	in := FightResult.InsetXY(14, 12)
	for size := 16.0; ; size-- {
		style := ui.Style{Font: ui.Bold, Size: size}
		if size <= 12 || ui.LineHeight(style)*float64(len(ui.Wrap(words, style, in.W))) <= in.H {
			return style
		}
	}
}

// heroStrength is a hero's strength with its level-up (R24).
func heroStrength(h hmd.Fighter) hmd.Strength {
	s := hmd.Heroes[h.Card].Str
	if h.LevelUp {
		best := 0
		for c := range s {
			if s[c] > s[best] {
				best = c
			}
		}
		s[best]++
	}
	return s
}

// drawFighter draws a card in the fight: the card, its wounds as markers
// with "wounds/HP", a level-up marker, and a "front" tag.
func drawFighter(c *ui.Canvas, name, title string, r layout.Rect, wounds, hp int, levelUp, front bool) {
	drawCard(c, name, title, r, 1)
	if front {
		tag := layout.Rect{X: r.X + r.W/2 - 28, Y: r.Y - 10, W: 56, H: 18}
		c.RoundRect(tag, 6, ui.Gold)
		c.TextIn("FRONT", ui.Style{Font: ui.Bold, Size: 12}, tag, ui.Center, ui.Ink)
	}
	if levelUp && !c.TrySprite(art+"levelup", layout.Rect{X: r.X - 8, Y: r.Bottom() - 34, W: 26, H: 26}, ui.Alpha(1)) {
		c.Circle(r.X+5, r.Bottom()-21, 10, ui.Gain)
	}
	if wounds <= 0 {
		return
	}
	for k := range min(wounds, 6) {
		wr := layout.Rect{X: r.X + 6 + 15*float64(k), Y: r.Y + r.H*0.16, W: 22, H: 22}
		if !c.TrySprite(art+"wound", wr, ui.Alpha(1)) {
			c.Circle(wr.X+11, wr.Y+11, 10, ui.Loss)
		}
	}
	band := layout.Rect{X: r.X + 3, Y: r.Y + r.H*0.16 + 24, W: r.W - 6, H: 18}
	c.RoundRect(band, 5, ui.Fade(ui.DarkWood, 0.85))
	c.TextIn(fmt.Sprintf("%d of %d HP lost", wounds, hp), ui.Style{Font: ui.Bold, Size: 12}, band, ui.Center, ui.Loss)
}

// raisedAt are the numbers a level-up raises on a card drawn in r, whose
// printed strength is printed and raised now: the heart's HP and the best
// colour's number, each where the card prints it (the art's 120x168 face:
// the heart at 99,40, the strength row's numbers at 114, centred as
// assets' hmdStrengthRow lays them), with the value now.
func raisedAt(r layout.Rect, printed, raised hmd.Strength) (at []layout.Rect, value []int) {
	k := r.W / 120
	box := func(x, y, w, h float64) layout.Rect {
		return layout.Rect{X: r.X + (x-w/2)*k, Y: r.Y + (y-h/2)*k, W: w * k, H: h * k}
	}
	if raised.Max() > printed.Max() {
		at, value = append(at, box(99, 40, 16, 14)), append(value, int(raised.Max()))
	}
	var cols []int
	for i, v := range printed {
		if v > 0 {
			cols = append(cols, i)
		}
	}
	pitch := 33.0
	if len(cols) > 2 {
		pitch = 31
	}
	for n, i := range cols {
		if raised[i] > printed[i] {
			x := 60 + (float64(n)-float64(len(cols)-1)/2)*pitch
			at, value = append(at, box(x+9, 114, 16, 17)), append(value, int(raised[i]))
		}
	}
	return at, value
}

// raisedGreen is the ground of a number a level-up raised.
var raisedGreen = color.NRGBA{0x2b, 0x6e, 0x2e, 0xff}

// drawRaised draws a levelled-up card's numbers as they are now over the
// printed ones, in the gain colour, so the card says what the tooltip and
// log say (pt22 #5: heart 6 and melee 6 printed after a level-up to 7).
func drawRaised(c *ui.Canvas, r layout.Rect, printed, raised hmd.Strength) {
	at, value := raisedAt(r, printed, raised)
	for i, b := range at {
		c.RoundRect(b, 4, raisedGreen)
		c.RoundStroke(b, 4, 1.5, ui.Gain)
		c.TextIn(fmt.Sprint(value[i]), ui.Style{Font: ui.Bold, Size: 13}, b, ui.Center, ui.Cream)
	}
}

// The two sides' headings say which card is each one's front and that
// the two fronts fight each other: the heroes' front stands at the far
// left and the monsters' at the far right, and a newcomer did not see
// them as facing each other (pt34 #5).
const (
	heroesHeading   = "Heroes, front first →   (the FRONT hero fights the FRONT monster, below right)"
	monstersHeading = "← front (fights the FRONT hero, above left): defenders of "
)

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

// drawReserve draws the defender's monsters not sent (when the overlay
// asks for defenders), those the rules let defend bright; a dim one's
// tooltip and click say why (hmd.WhyNotSend).
func (t *Table) drawReserve(c *ui.Canvas, st *hmd.State) {
	if st.Stage != hmd.StSend {
		return
	}
	sent, most, _, _ := st.SendLimit()
	c.Text(fmt.Sprintf("Not sent (the bright ones may defend; %d of %d sent)", sent, most), ui.Style{Font: ui.Bold, Size: 12}, CombatRect.X+20, CombatRect.Y+274, ui.Left, ui.CreamSoft)
	for i, m := range t.reserve(st) {
		if m < 0 {
			continue
		}
		if t.dragged(m) {
			c.RoundStroke(FightReserve(i), 6, 1.5, ui.Fade(ui.Cream, 0.4))
			continue
		}
		r := FightReserve(i)
		drawPoolTile(c, m, r)
		if st.WhyNotSend(m) != "" {
			c.RoundRect(r, 6, ui.Fade(ui.Dim, 0.55)) // may not defend: greyed
		}
	}
	for i, m := range st.Seats[st.Defender()].Monsters {
		if m >= 0 && t.reserve(st)[i] < 0 {
			drawGap(c, FightReserve(i), tileName(m, poolNameBox(FightReserve(i)).W), "sent")
		}
	}
}

// reserve is the defender's monsters not in the fight, each at its index
// in his list, where its tile stands; a monster sent is -1 there, its
// place left empty until the choice ends (pt34 #2: the tiles closed up
// after a "Send" and the next one moved from under the pointer).
func (t *Table) reserve(st *hmd.State) []int8 {
	own := st.Seats[st.Defender()].Monsters
	out := make([]int8, len(own))
	for i, m := range own {
		out[i] = m
		if slices.ContainsFunc(st.Fight.Monsters, func(f hmd.Fighter) bool { return f.Card == m }) {
			out[i] = -1
		}
	}
	return out
}

// drawFightChange flashes the cards whose wounds changed and fades the
// ones killed.
func (t *Table) drawFightChange(c *ui.Canvas) {
	ch := t.q.Change
	if ch == nil || ch.At(t.Now) >= 1 {
		return
	}
	k := ch.At(t.Now)
	for _, f := range ch.Fallen {
		drawCard(c, f.Sprite, "", f.Rect, 1-k)
		c.Line(f.Rect.X+10, f.Rect.Y+10, f.Rect.Right()-10, f.Rect.Bottom()-10, 5, ui.Fade(ui.Loss, 1-k))
		c.Line(f.Rect.Right()-10, f.Rect.Y+10, f.Rect.X+10, f.Rect.Bottom()-10, 5, ui.Fade(ui.Loss, 1-k))
	}
	for _, h := range ch.Hurt {
		r := FightMonster(h.Index)
		if h.Hero {
			r = FightHero(h.Index)
		}
		col, s := ui.Loss, fmt.Sprintf("+%d wounds", h.Delta)
		if h.Delta < 0 {
			col, s = ui.Gain, fmt.Sprintf("healed %d", -h.Delta)
		}
		c.RoundRect(r, 6, ui.Fade(col, 0.35*(1-k)))
		c.TextShadow(s, ui.Style{Font: ui.Bold, Size: 16}, r.X+r.W/2, r.Y+30-14*k, ui.Center, ui.Fade(col, 1-k*k))
	}
}

// markFight lays the overlay's spots: heroes, monsters, traps, the
// defender's other monsters.
func (t *Table) markFight(st *hmd.State) {
	fi := &st.Fight
	for i, h := range fi.Heroes {
		t.Spots.Mark(spotKey{Kind: AtFightHero, I: i}, FightHero(i), fighterTip(h, true, i), heroSprite(h.Card))
	}
	for i, m := range fi.Monsters {
		t.Spots.Mark(spotKey{Kind: AtFightMon, I: i}, FightMonster(i), fighterTip(m, false, i), monsterSprite(m.Card))
	}
	f := int(st.Front)
	for i, k := range st.Floors[f-1].Traps {
		s := t.Spots.Mark(spotKey{Kind: AtFightTrap, I: i}, FightTrap(i), trapTip(k), trapSprite(k))
		if t.Mine() && st.Stage == hmd.StFire && hasFire(t.cmds, i) {
			s.Live, s.Glow = true, i != t.fireSel
			s.Click = func() { t.fireSel = i }
			s.Hint += "\nClick: pick this trap, then click the hero it hits."
		}
	}
	if st.Stage == hmd.StSend {
		for i, m := range t.reserve(st) {
			if m < 0 {
				continue
			}
			where := "Not sent to defend."
			if why := st.WhyNotSend(m); why != "" {
				where += " " + why
			} else if t.Mine() && sendable(t.cmds, m) {
				where += " " + sendTip(st)
			}
			t.Spots.Mark(spotKey{Kind: AtReserve, I: int(m)}, FightReserve(i), monsterTip(m, where), monsterSprite(m))
		}
	}
}

// firstFire is the floor index of the first trap a legal fire uses.
func firstFire(cmds []Command) int {
	for _, c := range cmds {
		if c.Kind == hmd.KFire {
			return c.Arg / 8
		}
	}
	return 0
}

// hasFire reports whether trap i may fire now.
func hasFire(cmds []Command, i int) bool {
	return slices.ContainsFunc(cmds, func(c Command) bool { return c.Kind == hmd.KFire && c.Arg/8 == i })
}

// autoResolve answers the viewer's combat decision with a greedy bot when
// the toggle is on (after a short pause, so that each step shows).
func (t *Table) autoResolve(ctx *scenes.Context) {
	if !t.auto || !t.Mine() || len(t.Intents) > 0 || ctx.Tick < t.autoAt || !combatStage(t.state().Stage) {
		return
	}
	a, err := t.BotMove()
	if err != nil {
		t.Err = err.Error()
		return
	}
	n := len(t.S.Match.Log)
	t.forcedText = "Auto-resolve chose: " + t.S.ActionText(a)
	t.Play(a)
	if len(t.S.Match.Log) == n+1 {
		if t.autoPlayed == nil {
			t.autoPlayed = map[int]engine.Action{}
		}
		t.autoPlayed[n] = a
		t.forcedAt = n + 1
	}
}

// autoOff ends auto-resolve with the fight it was switched on in: it is
// for this fight only, as the button says (pt31 #3: left on, it chose the
// next turn's defenders and bought no support with 8 MP), once the table
// has shown its end.
func (t *Table) autoOff() {
	if t.auto && !t.state().Fight.Active && !t.q.Shown.Fight.Active {
		t.auto = false
	}
}

// frontLast is the order n fighters of a side are drawn in: the last
// first, the front (0) on top.
func frontLast(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = n - 1 - i
	}
	return out
}
