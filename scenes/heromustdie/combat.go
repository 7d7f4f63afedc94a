package heromustdie

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
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

// The two sides' headings say which card is each one's front and that
// the two fronts fight each other: the heroes' front stands at the far
// left and the monsters' at the far right, and a newcomer did not see
// them as facing each other (pt34 #5).
const (
	heroesHeading   = "Heroes, front first →   (the FRONT hero fights the FRONT monster, below right)"
	monstersHeading = "← front (fights the FRONT hero, above left): defenders of "
)

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

// frontLast is the order n fighters of a side are drawn in: the last
// first, the front (0) on top.
func frontLast(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = n - 1 - i
	}
	return out
}
