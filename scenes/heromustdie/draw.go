package heromustdie

import (
	"fmt"
	"slices"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// DrawStill draws the still table: the board, the log strip, the
// overlays, the steps under way and the prompt; the core draws the result,
// the whole log, the buttons and the tooltip over it.
func (t *Table) DrawStill(c *ui.Canvas, ctx *stage.Context) {
	c.Table()
	st := t.q.Shown
	for _, draw := range boardParts {
		draw(t, c, st)
	}
	t.Log.Draw(c, ctx.Tick)
	switch {
	case t.fightShown():
		t.drawFight(c, t.fightState())
		if st := t.state(); t.Mine() && st.Stage == hmd.StSend {
			drawSent(c, st, t.cmds)
		}
	case t.buildShown():
		t.drawBuild(c, t.state())
	case t.handOpen:
		t.drawHand(c, st)
	}
	t.drawChoice(c)
	t.drawModal(c)
	t.drawSteps(c, st)
	t.drawSkipped(c)
	t.drawPrompt(c)
	t.drawGlows(c)
}

// boardParts are the still board's regions, each drawing the state shown.
var boardParts = [...]func(*Table, *ui.Canvas, *hmd.State){
	(*Table).drawTop, (*Table).drawTrack, (*Table).drawFloors, (*Table).drawHeroes, (*Table).drawSlots,
	(*Table).drawMonsters, (*Table).drawLocations, (*Table).drawVP, (*Table).drawPanels,
}

// phaseShort are the phases as the top bar's steps name them.
var phaseShort = [...]string{"Setup", "Begin", "Plan", "Event", "Action", "Invade", "Court", "End"}

// drawTop draws the turn and phase banner.
func (t *Table) drawTop(c *ui.Canvas, st *hmd.State) {
	r := TopBar
	c.NineSliceInset("ui/panel-dark", 8, r, ui.Alpha(1))
	turn := "Set-up"
	if st.Turn > 0 {
		turn = fmt.Sprintf("Turn %d/%d", st.Turn, hmd.Turns)
	}
	c.Text(turn, ui.Style{Font: ui.Display, Size: 17}, r.X+12, r.Y+15, ui.Left, ui.Gold)
	phase := hmd.PhaseNames[st.Phase] + " phase"
	if st.Over {
		phase = "Game over"
	}
	c.Text(phase, ui.Style{Font: ui.Bold, Size: 12}, r.X+12, r.Y+33, ui.Left, ui.Cream)
	x := r.X + 106
	for ph := hmd.PhBeginning; ph <= hmd.PhCourt; ph++ {
		box := layout.Rect{X: x, Y: r.Y + 11, W: phaseStepW(ph), H: 22}
		switch {
		case ph == st.Phase:
			c.RoundRect(box, 6, ui.Gold)
			c.TextIn(phaseShort[ph], phaseStepStyle, box, ui.Center, ui.Ink)
		case ph < st.Phase && st.Turn > 0:
			c.RoundRect(box, 6, ui.Fade(ui.Gold, 0.25))
			c.TextIn(phaseShort[ph], phaseStepStyle, box, ui.Center, ui.Cream)
		default:
			c.RoundStroke(box, 6, 1, ui.Fade(ui.Cream, 0.3))
			c.TextIn(phaseShort[ph], phaseStepStyle, box, ui.Center, ui.CreamSoft)
		}
		x += box.W + 2
	}
}

// phaseStepStyle is the top bar's phase steps' words, at reading size.
var phaseStepStyle = ui.Style{Font: ui.Bold, Size: 12}

// phaseStepW is the width of phase ph's step in the top bar: its word and
// a little room.
func phaseStepW(ph hmd.Phase) float64 { return ui.Measure(phaseShort[ph], phaseStepStyle) + 7 }

// markTop lays the banner's spot: the turn, the phase and the decks.
func (t *Table) markTop(st *hmd.State) {
	tip := fmt.Sprintf("%s phase of turn %d of %d.\nHero deck %d · monster deck %d · plot deck %d, discard %d · events discarded %d.",
		hmd.PhaseNames[st.Phase], st.Turn, hmd.Turns, len(st.HeroDeck), len(st.MonsterDeck), len(st.PlotDeck), len(st.PlotDisc), len(st.EvDisc))
	if w, ok := phaseWords[st.Phase]; ok {
		tip += "\n" + w.does
	}
	if drawnNow(st) >= 0 {
		k := hmd.Events[st.Drawn].Kind
		tip += "\nThis turn's event: " + hmd.EventKindNames[k] + " — " + eventWords[k]
	}
	t.Spots.Mark(spotKey{Kind: atTop, I: 0}, layout.Rect{X: TopBar.X, Y: TopBar.Y, W: 360, H: TopBar.H}, tip, "")
}

// drawModal draws a reaction window's yes/no panel for the viewer.
func (t *Table) drawModal(c *ui.Canvas) {
	if !t.modalShown() {
		return
	}
	st := t.state()
	names := t.S.Names()
	r := ModalRect
	c.Fill(layout.Screen, ui.Fade(ui.Dim, 0.35))
	c.Panel(r)
	kind := reactionCard(st.Stage)
	can := canReact(t.cmds)
	words, note := modalQuestion(st, names, can)
	if st.Stage == hmd.StBetter {
		q := st.Quest
		if q >= 0 {
			if t.record != nil {
				t.record("plot", int(q))
			}
			drawCard(c, plotSprite(q), hmd.Plots[q].Name, layout.Rect{X: r.Right() - 104, Y: r.Y + 20, W: 84, H: 118}, 1)
		}
	}
	title, alpha := "A reaction", 1.0
	if !can { // the card he does not hold, faded
		title, alpha = "Nothing to play", 0.45
	}
	c.TrySprite(art+"card/"+plotKindIDs[kind-hmd.NumQuests], layout.Rect{X: r.X + 20, Y: r.Y + 20, W: 84, H: 118}, ui.Alpha(alpha))
	c.Text(title, ui.Style{Font: ui.Display, Size: 20}, r.X+120, r.Y+34, ui.Left, ui.GoldDeep)
	c.Paragraph(words, ui.Body, modalWords, ui.Left, ui.Ink)
	c.Paragraph(note, ui.Style{Font: ui.Regular, Size: 12},
		layout.Rect{X: r.X + 20, Y: modalNoteY(words), W: r.W - 40, H: 40}, ui.Left, ui.InkSoft)
}

// reactionCard is the plot card a reaction window asks for.
func reactionCard(st hmd.Stage) hmd.PlotKind {
	switch st {
	case hmd.StPardon:
		return hmd.PardonMe
	case hmd.StTraitor:
		return hmd.Traitor
	}
	return hmd.BetterChoice
}

// reactionNames are the reaction cards' names.
var reactionNames = map[hmd.PlotKind]string{hmd.PardonMe: "Pardon Me", hmd.Traitor: "Traitor", hmd.BetterChoice: "A Better Choice"}

// canReact reports whether the answers cmds of a reaction window let the
// viewer play the card: else he can only pass.
func canReact(cmds []Command) bool {
	return slices.ContainsFunc(cmds, func(c Command) bool { return c.Kind == hmd.KYes })
}

// modalQuestion is a reaction window's question and the note under it.
// One who holds the card is asked whether to play it; one who does not is
// told to pass, and why he is asked at all (pt28 #8: "You meet it too:
// play A Better Choice…" read as if he held the card, with only Pass
// offered).
func modalQuestion(st *hmd.State, names []string, can bool) (words, note string) {
	var what string
	switch st.Stage {
	case hmd.StPardon:
		what = fmt.Sprintf("The heroes take floor %d. You would lose %d VP for it.", st.Front, hmd.FloorPenalty)
		words = what + " Play Pardon Me to lose none?"
	case hmd.StTraitor:
		what = fmt.Sprintf("%s loses floor %d and %d VP for it.", nameOf(names, int(st.Defender())), st.Front, hmd.FloorPenalty)
		words = fmt.Sprintf("%s Play Traitor to make it %d VP?", what, hmd.TraitorPenalty)
	default:
		if st.Quest >= 0 {
			what, words = betterWords(nameOf(names, int(st.Order[st.Cur])), st.Quest)
		}
	}
	if can {
		return words, "Every mage who could answer is asked, card or not, so nobody learns who holds one."
	}
	return fmt.Sprintf("%s You hold no %s: pass.", what, reactionNames[reactionCard(st.Stage)]),
		"You are asked anyway, as one who holds it would be, so that nobody learns who holds one: a secret hand stays secret."
}

// noCardWords is the prompt's question of a reaction the viewer can only
// pass: what he does, and why he is asked, on the prompt's two lines.
func noCardWords(st hmd.Stage) string {
	return fmt.Sprintf("Pass: you hold no %s (asked for secrecy).", reactionNames[reactionCard(st)])
}

// betterWords is what happens when who plays quest q, and A Better
// Choice's question.
func betterWords(who string, q int8) (what, words string) {
	what = fmt.Sprintf("%s plays %s (%d VP).", who, hmd.Plots[q].Name, hmd.Plots[q].VP)
	return what, what + " You meet it too: play A Better Choice to complete it yourself and take its VP?"
}

// modalWords is where a reaction window's question goes.
var modalWords = layout.Rect{X: ModalRect.X + 120, Y: ModalRect.Y + 52, W: ModalRect.W - 240, H: 130}

// modalNoteY is where the reaction window's note goes under its question
// words: under the card, or under the words when they run longer (pt19
// #3: at 1024×576 the question's last line lay on the note). The words
// are measured a little wider than drawn, as letters come out in the
// smallest window.
func modalNoteY(words string) float64 {
	lines := ui.Wrap(words, ui.Body, modalWords.W-16)
	return max(ModalRect.Y+150, modalWords.Y+ui.LineHeight(ui.Body)*float64(len(lines))+6)
}

// modalShown reports whether a reaction window asks the viewer.
func (t *Table) modalShown() bool {
	st := t.state().Stage
	return t.Mine() && reactionStage(st)
}

// reactionStage reports a reaction window: Pardon Me, Traitor, A Better
// Choice.
func reactionStage(st hmd.Stage) bool {
	return st == hmd.StPardon || st == hmd.StTraitor || st == hmd.StBetter
}
