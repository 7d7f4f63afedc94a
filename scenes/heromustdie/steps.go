package heromustdie

import (
	"math"
	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// Drawing the animation under way: the d6 tumbling, goblins dropping,
// parties hopping, cards flipping, flying and showing large.

// stepAt is how far step s has come at tick now, 0 to 1.
func stepAt(now int, s *Step) float64 { return tween.Progress(now, s.Start, s.Dur) }

// fadeInOut is a step's opacity: in over its first sixth, out over its
// last.
func fadeInOut(now int, s *Step) float64 {
	d := max(s.Dur/6, 1)
	return min(tween.Progress(now, s.Start, d), 1-tween.Progress(now, s.End()-d, d))
}

// bigCard is where a card shows large, over the dungeon.
var bigCard = layout.Centered(360, 206, 150, 210)

func (t *Table) drawSteps(c *ui.Canvas, st *hmd.State) {
	for _, s := range t.q.Active() {
		k := stepAt(t.Now, s)
		switch s.Kind {
		case StepRoll:
			t.drawRoll(c, st, s, k)
		case StepGoblin:
			r := BoxRect(s.Card)
			drop := (1 - tween.OutBounce(k)) * 60
			t.drawGoblin(c, st, int(s.Player), r.Offset(0, -drop), min(1, 2*k+0.3))
		case StepParty:
			drawHop(c, s.Card, s.fly.From, s.fly.To, k)
		case StepEvent:
			t.drawEventStep(c, s, k)
		case StepReveal:
			if s.Card >= 0 && s.Card < len(hmd.Plots) {
				a := fadeInOut(t.Now, s)
				c.Fill(layout.Screen, ui.Fade(ui.Dim, 0.3*a))
				if t.record != nil {
					t.record("plot", s.Card)
				}
				drawCard(c, plotSprite(int8(s.Card)), hmd.Plots[s.Card].Name, bigCard, a)
				caption := engine.Names(engine.Who(s.Player), t.S.Names()) + " plays " + hmd.Plots[s.Card].Name
				t.caption(c, caption, bigCard.Bottom()+8, a)
			}
		case StepHero:
			if s.Card >= 0 && s.Card < len(hmd.Heroes) {
				r := layout.Rect{X: 430, Y: 60, W: 80, H: 112}
				drawCard(c, heroSprite(int8(s.Card)), hmd.Heroes[s.Card].Name, r, fadeInOut(t.Now, s))
			}
		case StepFly:
			t.drawFly(c, s, k)
		case StepPhase:
			t.drawPhase(c, s)
		case StepOut:
			t.drawOut(c, s)
		case StepShift:
			t.drawShift(c, st, s, k)
		case StepFall:
			for _, h := range s.hops {
				drawHop(c, h.Party, h.From, h.To, tween.InOutCubic(k))
			}
		default:
			if s.Kind.combat() {
				t.drawCombatStep(c, s, k)
			}
		}
	}
	if ch := t.q.Change; ch != nil && ch.At(t.Now) < 1 {
		for _, h := range ch.Hops {
			drawHop(c, h.Party, h.From, h.To, tween.InOutCubic(ch.At(t.Now)))
		}
	}
}

// drawRoll draws the d6 thrown in and settling on its face, with its
// sentence: at the Forest in the Action phase, over the dungeon at setup.
func (t *Table) drawRoll(c *ui.Canvas, st *hmd.State, s *Step, k float64) {
	area := layout.Centered(360, 200, 260, 150)
	if st.Phase == hmd.PhAction || s.says(hmd.CodeForest) {
		area = LocationRect(hmd.Forest).Inset(-20)
	}
	c.RoundRect(area, 12, ui.Fade(ui.DarkWood, 0.88))
	size := 64.0
	cx, cy := area.X+area.W/2, area.Y+area.H/2-12
	tumble := 1 - float64(s.Tail)/float64(max(s.Dur, 1))
	if !rollSettled(t.Now, s) {
		u := min(k/max(tumble, 0.01), 1)
		x := cx - (1-tween.OutCubic(u))*size*1.6
		y := cy - (1-tween.OutBounce(u))*size*0.7
		frame := (t.Now - s.Start) / 3
		if img := ui.Sprite(ui.DieTumble("d6", frame)); img != nil {
			c.ImageRotated(img, x, y, size, size, (1-u)*(1-u)*7, ui.Alpha(1))
		} else {
			drawDie(c, 1+frame%6, layout.Centered(x, y, size, size), 1)
		}
	} else {
		pop := tween.Progress(t.Now, s.End()-s.Tail, s.Tail) // the pop, then its words
		if len(s.Said) > 0 {
			pop = min(pop*(settleTicks+sayTicks)/settleTicks, 1)
		}
		sz := size * (1 + 0.15*math.Sin(math.Pi*pop))
		drawDie(c, s.Ev.Face, layout.Centered(cx, cy, sz, sz), 1)
	}
	if len(s.Said) > 0 && rollSettled(t.Now, s) { // with its line in the log
		c.Paragraph(t.words(s.Said...), ui.Style{Font: ui.Bold, Size: 12},
			layout.Rect{X: area.X + 8, Y: area.Bottom() - 40, W: area.W - 16, H: 36}, ui.Center, ui.Cream)
	}
}

// rollSettled reports whether roll step s shows its face: the die has
// stopped tumbling, and the roll's sentence shows (Queue.Add lays it then).
func rollSettled(now int, s *Step) bool { return now >= s.End()-s.Tail }

// drawEventStep flips the drawn event card up large, holds it with its
// effect under it (until the player goes on, when the step waits for
// him), then shrinks it into its slot over the step's last Tail ticks.
func (t *Table) drawEventStep(c *ui.Canvas, s *Step, k float64) {
	if s.Card < 0 || s.Card >= hmd.NumEvents {
		return
	}
	e := int8(s.Card)
	if t.record != nil {
		t.record("event", s.Card)
	}
	slot := SlotRect(int(t.q.Shown.Turn))
	flip := max(1, s.Tail*3/2)
	left := s.End() - t.Now
	switch {
	case t.Now-s.Start < flip && s.Tail > 0:
		t.eventPanel(c, s)
		t.drawFlip(c, eventCard, eventSprite(e), "event", float64(t.Now-s.Start)/float64(flip))
	case left > s.Tail || s.Tail == 0 && k < 0.8:
		t.eventPanel(c, s)
		drawCard(c, eventSprite(e), hmd.EventKindNames[hmd.Events[e].Kind], eventCard, 1)
	default:
		u := tween.InOutCubic(1 - float64(left)/float64(max(1, s.Tail)))
		to := layout.Rect{X: slot.X + 3, Y: slot.Y + 2, W: 43, H: 60}
		r := layout.Rect{X: tween.Lerp(eventCard.X, to.X, u), Y: tween.Lerp(eventCard.Y, to.Y, u), W: tween.Lerp(eventCard.W, to.W, u), H: tween.Lerp(eventCard.H, to.H, u)}
		drawCard(c, eventSprite(e), "", r, 1)
	}
}

// The drawn event card shows on a solid panel over the dungeon's floors,
// its words beside it and the "Go on" button under them, all within the
// floors (pt22 #6: its words and button floated over the Gold Mine and
// Rune Room headers, which showed through).
var (
	eventPanelRect = layout.Rect{X: 100, Y: 84, W: 520, H: 242}
	eventCard      = layout.Rect{X: eventPanelRect.X + 16, Y: eventPanelRect.Y + 16, W: 150, H: 210}
	eventText      = layout.Rect{X: eventCard.Right() + 18, Y: eventCard.Y + 4, W: eventPanelRect.Right() - eventCard.Right() - 34, H: eventCard.H - 50}
	eventGoOn      = layout.Rect{X: eventPanelRect.Right() - 172, Y: eventCard.Bottom() - 32, W: 156, H: 32}
)

// eventPanel draws the event card's panel and words (from the first tick,
// as the card turns: pt12 #12, a card caught turning on a slow machine
// said nothing).
func (t *Table) eventPanel(c *ui.Canvas, s *Step) {
	c.RoundRect(eventPanelRect.Inset(-2), 12, ui.Fade(ui.Ink, 0.6))
	c.RoundRect(eventPanelRect, 10, ui.DarkWood)
	c.RoundStroke(eventPanelRect, 10, 2, ui.Gold)
	c.Paragraph(t.eventCaption(s), captionStyle, eventText, ui.Left, ui.Cream)
}

// eventCaption is the words beside the event card step s shows large: its
// name and what it does, and, when it does nothing, why (pt7 #6).
func (t *Table) eventCaption(s *Step) string {
	e := int8(s.Card)
	w := effectLine(hmd.Events[e].Kind) + copiesWords(hmd.Events[e].Kind)
	if len(s.Said) > 0 {
		w += "\n" + t.words(s.Said...)
	}
	return w
}

// idleOf is the event telling that the event card drawn does nothing, or
// less than it says (CodeEventIdle), among an entry's events from the
// card's reveal on; none when it acts.
func idleOf(events []engine.Event) []engine.Event {
	for _, ev := range events {
		if ev.Kind == engine.EvGame && ev.Code == hmd.CodeEventIdle {
			return []engine.Event{ev}
		}
	}
	return nil
}

// drawFly draws a card or building on its way.
func (t *Table) drawFly(c *ui.Canvas, s *Step, k float64) {
	f := s.fly
	if f.From.Empty() {
		return
	}
	m := tween.Move{From: tween.Point(f.From.Center()), To: tween.Point(f.To.Center()), Dur: 100, Arc: 30}
	p := m.At(int(k * 100))
	w, h := 60.0, 84.0
	if s.Zone == "supply" {
		w, h = 40, 40
		if s.Room {
			w = 76
		}
	}
	r := layout.Centered(p.X, p.Y, w, h)
	switch {
	case f.Sprite == "":
		drawBack(c, f.Back, r, 1)
	default:
		if s.Zone == "plot_deck" && t.record != nil {
			t.record("plot", s.Card)
		}
		drawCard(c, f.Sprite, "", r, 1)
	}
}

// says reports whether step s shows a sentence of the given code.
func (s *Step) says(code int) bool {
	return slices.ContainsFunc(s.Said, func(ev engine.Event) bool { return ev.Kind == engine.EvGame && ev.Code == code })
}

// words are events' sentences as the players read them, one after the
// other: the game's own (Info.Sentence), the seats named.
func (t *Table) words(evs ...engine.Event) string {
	out := make([]string, len(evs))
	for i, ev := range evs {
		out[i] = engine.Names(t.S.Match.Info.Sentence(ev), t.S.Names())
	}
	return strings.Join(out, " ")
}

// captionStyle and captionW are a caption's words and width.
var captionStyle = ui.Style{Font: ui.Bold, Size: 14}

const captionW = 380

// captionH is the height of the band a caption's words take.
func captionH(words string) float64 {
	return float64(len(ui.Wrap(words, captionStyle, captionW)))*18 + 12
}

// caption draws a line of words on a dark band centred under y.
func (t *Table) caption(c *ui.Canvas, words string, y, a float64) {
	lines := ui.Wrap(words, captionStyle, captionW)
	band := layout.Rect{X: 360 - 200, Y: y, W: 400, H: captionH(words)}
	under, ink := captionAlpha(a)
	c.RoundRect(band, 8, ui.Fade(ui.DarkWood, under))
	for i, ln := range lines {
		c.Text(ln, captionStyle, 360, y+15+18*float64(i), ui.Center, ui.Fade(ui.Cream, ink))
	}
}

// captionAlpha is how opaque a caption's band and its words are, a of the
// way in: the band comes first and goes last, so that words fading in or
// out never stand on the board's floors (pt28 #9: a grey "Shift of duty…"
// floated over floor 3, its band as faint as its words).
func captionAlpha(a float64) (band, words float64) {
	return 0.95 * min(1, 5*a), a
}
