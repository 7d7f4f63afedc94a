package heromustdie

import (
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// Steps that wait for the player. A newcomer could not read what the
// table showed in passing: the turn's event card flashed for half a
// second, and the rounds of his own fight went by in two (pt4 #2, #7).
// When a human sits at the table, the event card drawn stays up large
// until he goes on; when a human defends, the overlay stops at the end of
// each round of his fight, saying what it did, until he asks for the
// next. A click anywhere, the "Go on" / "Next round" button, or the keys
// 1, Space and Enter go on; bots alone at the table never wait.

// roundTicks is the shortest a round's end shows, at normal speed.
const roundTicks = 40

// A wait that ends by itself, at normal speed: an event card a bot drew
// (pt17 #8: every card waited for the human's "Go on"), and a round's end
// with auto-resolve on (pt17 #3: a 7-round fight took 7 presses), held
// long enough to be read.
const (
	botEventHold  = 150
	autoRoundHold = 90
)

// selfHold is how long, at normal speed, waiting step s stays before it
// goes on by itself; 0 when it waits for the player.
func (t *Table) selfHold(s *Step) int {
	switch {
	case s.Kind == StepEvent && s.Player >= 0 && int(s.Player) < t.S.Players() && t.S.IsBot(s.Player):
		return botEventHold
	case s.Kind == StepRound && t.auto:
		return autoRoundHold
	}
	return 0
}

// goOnByItself ends the wait of a step that goes on by itself once it
// has been held long enough by tick now (frames scales a hold to the
// speed).
func (t *Table) goOnByItself(now int, frames func(int) int) {
	s := t.q.Waiting()
	if s == nil {
		return
	}
	if hold := t.selfHold(s); hold > 0 && now >= s.Start+frames(hold) {
		t.goOn(now)
	}
}

// wentOn is when a wait ended, by itself or asked, and where its "Go on"
// button was.
type wentOn struct {
	tick int
	at   layout.Rect
}

// goOn ends the wait of the step waiting at tick now, noting where its
// button was.
func (t *Table) goOn(now int) {
	if t.q.Waiting() == nil {
		return
	}
	t.wentOn = wentOn{tick: now, at: t.goOnBtn.Rect}
	t.q.GoOn(now)
}

// goOnEcho takes, and says nothing of, a click on the "Go on" button's
// place in the moment after the wait ended: it was meant for the button,
// which had just gone (a bot's event card going on by itself as the
// player clicked), not for the table under it nor to skip what follows
// (pt40 #4: a stray "Not a choice now" showed there).
func (t *Table) goOnEcho(ctx *stage.Context) {
	w := t.wentOn
	if w.tick > 0 && t.Now-w.tick <= goOnEchoTicks && t.q.Waiting() == nil && w.at.Contains(ctx.Mouse) && ctx.Click() {
		ctx.TakeClick()
	}
}

// goOnEchoTicks is how long after a wait ended a click on its button's
// place is still taken for the button: most of a second.
const goOnEchoTicks = 50

// Waits for a step: it stays under way while Wait holds, its last Tail
// ticks (the card shrinking into its slot) still to play.
//
// stretch keeps waiting step s from ending by tick now (the step's last
// Tail ticks not begun), pushing the steps after it on.
func (q *Queue) stretch(s *Step, now int) {
	need := now + s.Tail + 1 - s.End()
	if need <= 0 {
		return
	}
	q.shiftAfter(s, need)
	s.Dur += need
}

// shiftAfter moves the steps laid after s, not begun, by d ticks.
func (q *Queue) shiftAfter(s *Step, d int) {
	end := s.End()
	for _, o := range q.Steps {
		if o != s && !o.Started && o.Start >= end {
			o.Start += d
		}
	}
}

// Advance plays the steps due by tick now, a waiting step kept under way.
func (q *Queue) Advance(now int) bool {
	for _, s := range q.Steps {
		if s.Wait && s.Start <= now && !s.Landed {
			q.stretch(s, now)
		}
	}
	return q.Timeline.Advance(now)
}

// Waiting is the step waiting for the player now, or nil.
func (q *Queue) Waiting() *Step {
	for _, s := range q.Steps {
		if s.Wait && s.Under() {
			return s
		}
	}
	return nil
}

// GoOn ends the wait of the step waiting at tick now: its tail plays from
// now, and the steps after it follow at once.
func (q *Queue) GoOn(now int) {
	s := q.Waiting()
	if s == nil {
		return
	}
	s.Wait = false
	if early := s.End() - (now + s.Tail); early > 0 {
		q.shiftAfter(s, -early)
		s.Dur -= early
	}
}

// waitsFor reports whether the table waits for a human at a fight of
// defender d (-1: unknown), and at an event card drawn: a human at the
// table, a speed that shows the moves at all.
func (t *Table) waitsFor(event bool, d int) bool {
	switch {
	case t.S.Humans() == 0:
		return false
	case event:
		return true
	case t.finish: // the viewer asked to finish his fight
		return false
	}
	return d >= 0 && d < t.S.Players() && !t.S.IsBot(engine.Player(d))
}

// goOnButton is the waiting step's button: "Go on" under an event card,
// "Next round" at a round's end, "See the result" after the last.
func (t *Table) placeGoOn() {
	b := t.goOnBtn
	s := t.q.Waiting()
	b.Hidden = s == nil
	if s == nil {
		return
	}
	b.Tooltip = "Go on with the game (key 1, Space or Enter; or click anywhere)"
	switch s.Kind {
	case StepEvent:
		b.Label = goOnLabel(s)
		b.Rect = eventGoOn
	case StepRound:
		b.Label = goOnLabel(s)
		b.Tooltip = "Show the fight's next round (key 1, Space or Enter; or click anywhere)"
		if s.Ends {
			b.Tooltip = "Show the fight's result (key 1, Space or Enter; or click anywhere)"
		}
		band := roundBand()
		b.Rect = layout.Rect{X: band.Right() - 190, Y: band.Y + 15, W: 174, H: 30}
	}
}

// goOnKeys: 1, Space or Enter end the wait.
func (t *Table) goOnKeys(ctx *stage.Context) bool {
	if t.q.Waiting() == nil {
		return false
	}
	for _, k := range []ebiten.Key{ebiten.Key1, ebiten.KeyNumpad1, ebiten.KeySpace, ebiten.KeyEnter} {
		if ctx.TakeKey(k) {
			t.goOn(t.Now)
			return true
		}
	}
	return false
}

// markGoOn lays a spot over the whole table while a step waits: a click
// anywhere goes on (the bar's buttons still take theirs), where it would
// have skipped every step left.
func (t *Table) markGoOn() {
	if t.q.Waiting() == nil {
		return
	}
	s := t.Spots.Mark(spotKey{Kind: atGoOn}, layout.Screen, "", "")
	s.Live = true
	s.Click = func() { t.goOn(t.Now) }
}

// lastRound reports whether ev tells that a round ended the combat (not
// what follows it: the floor conquered, the party driven off).
func lastRound(ev engine.Event) bool {
	return ev.Kind == engine.EvGame && slices.Contains(lastRounds, ev.Code)
}

var lastRounds = []int{hmd.CodeHeroesWin, hmd.CodeBothDead, hmd.CodeHeroesDead, hmd.CodeStalemate, hmd.CodeRoundsOut}

// roundBegun is the CodeRound event that began fi's round, made from the
// fight's own record of its start (for a table that did not see it).
func roundBegun(fi *hmd.Fight) engine.Event {
	args := []int{int(fi.Round), 0}
	if len(fi.Start) >= 2 {
		args[1] = int(fi.Start[0])
		for _, v := range fi.Start[2:] {
			args = append(args, int(v))
		}
	}
	return engine.Event{Kind: engine.EvGame, Code: hmd.CodeRound, Player: engine.NoPlayer, Args: args}
}

// waitWords are the prompt's words while step w waits.
func waitWords(w *Step) (what, detail string) {
	detail = "Press " + goOnLabel(w) + ", or key 1."
	if w.Kind == StepRound {
		return "Round " + itoa(w.Card) + " of the fight is over.", detail
	}
	return "The turn's event card is drawn.", detail
}

// goOnLabel is the words of the button that ends step w's wait, which
// the prompt names too (pt #6: it said "Next round" over "See the result").
func goOnLabel(w *Step) string {
	switch {
	case w.Kind != StepRound:
		return "Go on"
	case w.Ends: // the fight ended with this round
		return "See the result"
	}
	return "Next round"
}

// roundBand is where a round's end is told: the overlay's foot, under the
// defenders, where its decisions' buttons show.
func roundBand() layout.Rect {
	r := CombatRect
	return layout.Rect{X: r.X + 16, Y: r.Y + 450, W: r.W - 32, H: 60}
}

// drawRoundEnd tells what the round that ended did: the cards it killed,
// the wounds it left, from the round's start (its CodeRound) to the fight
// as shown now.
func (t *Table) drawRoundEnd(c *ui.Canvas, st *hmd.State, s *Step) {
	band := roundBand()
	c.RoundRect(band, 12, ui.Fade(ui.DarkWood, 0.96))
	c.RoundStroke(band, 12, 2, ui.Gold)
	c.Text("Round "+itoa(s.Card)+" is over", ui.Style{Font: ui.Display, Size: 16}, band.X+16, band.Y+17, ui.Left, ui.Gold)
	c.Paragraph(roundSummary(s.Said, &st.Fight), ui.Style{Font: ui.Bold, Size: 14},
		layout.Rect{X: band.X + 16, Y: band.Y + 26, W: band.W - 230, H: 32}, ui.Left, ui.Cream)
}

// roundSummary says what a round did, from its start (said: the round's
// CodeRound, none when not seen) to fight fi: "Killed: Wolf, Knight.
// Wounded: Dire Wolf +2." Heals count against wounds.
func roundSummary(said []engine.Event, fi *hmd.Fight) string {
	if len(said) == 0 {
		return ""
	}
	begin := said[0]
	nh := begin.Arg(1)
	var killed, hurt []string
	for i := 0; 2+2*i+1 < len(begin.Args); i++ {
		hero := i < nh
		card, was := int8(begin.Arg(2+2*i)), begin.Arg(3+2*i)
		name := cardName(hero, card)
		f := fighter(fi, hero, card)
		switch {
		case f == nil:
			killed = append(killed, name)
		case int(f.Wounds) > was:
			hurt = append(hurt, name+" +"+itoa(int(f.Wounds)-was))
		}
	}
	var out []string
	if len(killed) > 0 {
		out = append(out, "Killed: "+strings.Join(killed, ", ")+".")
	}
	if len(hurt) > 0 {
		out = append(out, "New wounds: "+strings.Join(hurt, ", ")+".")
	}
	if len(out) == 0 {
		return "Nobody was killed or wounded."
	}
	return strings.Join(out, " ")
}

// cardName is a fighting card's name.
func cardName(hero bool, card int8) string {
	switch {
	case hero && card >= 0 && int(card) < len(hmd.Heroes):
		return hmd.Heroes[card].Name
	case !hero && card >= 0 && int(card) < len(hmd.Monsters):
		return hmd.Monsters[card].Name
	}
	return "?"
}
