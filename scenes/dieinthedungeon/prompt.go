package dieinthedungeon

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// The prompt bar says what is being decided and by whom, and holds a
// button for every legal action, grouped (spec §10).

var buttonStyle = ui.Style{Font: ui.Bold, Size: 13}

// buttonW is the width a command's button needs; a peek's is as wide as
// it will read once done ("Peeked: …", held in its place), so that the
// buttons after it stay put.
func buttonW(c Command) float64 {
	w := ui.Measure(c.Label, buttonStyle) + 22
	if c.Kind == dd.KPeek && c.Where.Kind == AtTile { // not a held one (Nowhere)
		w += ui.Measure(peekedWord, buttonStyle) - ui.Measure(peekWord, buttonStyle)
	}
	return max(56, w)
}

// The words a peek's button begins with, before and after the peek.
const (
	peekWord   = "Peek: "
	peekedWord = "Peeked: "
)

// buttonFlow lays the decision's buttons out in the prompt: grouped, in
// rows, Continue last. When they do not all fit, the ones that can also be
// clicked on the table (a card, a token, a tile) give way first.
var buttonFlow = tablekit.ButtonFlow[Command]{
	H: buttonH, Gap: buttonGap, Width: buttonW,
	Group:    func(c Command) uint8 { return c.Group },
	Priority: priority,
}

// The dice pickers while placing the dice (§4.3): a row per two stats.
var layoutStats = [4]string{"Might", "Agility", "Magic", "Health"}

// layoutPicker is the place of stat k's label and its four die buttons.
func layoutPicker(k int) (label layout.Rect, dice [4]layout.Rect) {
	r := PromptButtons
	x := r.X + float64(k%2)*272
	y := r.Y + float64(k/2)*(buttonH+buttonGap)
	label = layout.Rect{X: x, Y: y, W: 58, H: buttonH}
	for i := range dice {
		dice[i] = layout.Rect{X: x + 60 + float64(i)*50, Y: y, W: 46, H: buttonH}
	}
	return label, dice
}

// layoutButtons are the dice pickers, "Place dice" and the suggestion.
func (t *Table) layoutButtons() {
	for k := range 4 {
		_, rects := layoutPicker(k)
		for i, d := range dd.SetupDice {
			b := ui.NewButton(rects[i], d.String(), func() { t.pick(k, d) })
			b.Style, b.Selected = buttonStyle, t.layout[k] == d
			b.NoKey = true // sixteen pickers: the keys go to Place and Suggested
			b.Tooltip = fmt.Sprintf("Put the %s under %s (it starts at %d); the die there now moves to where the %s was.", d, layoutStats[k], d.Max(), d)
			t.buttons = append(t.buttons, b)
		}
	}
	y := PromptButtons.Y + 2*(buttonH+buttonGap)
	place := ui.NewButton(layout.Rect{X: PromptButtons.X, Y: y, W: 150, H: buttonH}, "Place the dice", func() {
		if i := dd.LayoutIndex(t.layout); i >= 0 {
			t.PlayLater(dd.Act(dd.KLayout, i))
		}
	})
	place.Style = buttonStyle // cream, not Primary's gold: see makeButtons
	place.Tooltip = "Start the game with the dice as shown on the board"
	sugg := ui.NewButton(layout.Rect{X: PromptButtons.X + 158, Y: y, W: 190, H: buttonH}, suggestedLabel, func() {
		t.layout = dd.GreedyLayout
		t.makeButtons()
	})
	sugg.Style = buttonStyle
	sugg.Tooltip = "Magic d12, Might d10, Agility d8, Health d6: the layout that wins most often"
	if t.layout == dd.GreedyLayout {
		// A click would change nothing: the button says so, not nothing
		// (play-test 14).
		sugg.Disabled, sugg.Selected = true, true
		sugg.Tooltip = "Grey: the dice already lie as suggested (" + sugg.Tooltip + ")."
	}
	t.buttons = append(t.buttons, place, sugg)
	t.place = place
}

// chosenRing is the ring around a chosen die's picker.
func chosenRing(r layout.Rect) layout.Rect { return r.Inset(-2.5) }

// pick puts die d under stat k, swapping with the stat that had it.
func (t *Table) pick(k int, d dd.DieType) {
	for j := range t.layout {
		if t.layout[j] == d {
			t.layout[j] = t.layout[k]
		}
	}
	t.layout[k] = d
	t.makeButtons()
}

// asking works out the prompt's words now.
func (t *Table) asking() tablekit.Asking {
	s, st, sh := t.S, t.state(), t.q.Shown
	shown := stageWords(sh, lowerYour(t.ownerWord(sh)))
	if t.q.Walking(int(sh.Turn)) != nil {
		// The creature steps onto the tile clicked: its move, not the
		// step the click went on from (play-test 38 #7: "After Power Up"
		// during the walk).
		mv := *sh
		mv.Stage = dd.StMove
		shown = stageWords(&mv, lowerYour(t.ownerWord(sh)))
	}
	switch {
	case t.q.CombatOver:
		shown = "The combat is over"
	case shown == "" && sh.Combat.On && t.q.Roll != nil && t.q.Roll.Heroes:
		shown = fmt.Sprintf("Round %d: the heroes attack", sh.Combat.Round)
	case shown == "" && sh.Combat.On:
		shown = fmt.Sprintf("Round %d", sh.Combat.Round)
	}
	help := helpWords(st, t.cmds)
	if ap, gained, ok := autoPowerUp(s.Match.Log, st.Turn); ok && (st.Stage == dd.StRest || st.Stage == dd.StMove) {
		help = poweredWords(ap, gained) + ". " + help // the step the game took by itself is said
	}
	// The table still shows what led here: say whose it was.
	showing := tablekit.Asking{Who: s.Name(sh.Turn) + "'s turn", What: shown, Detail: SkipWords}
	if !t.moving() {
		showing.Detail = WaitWords
	}
	over := tablekit.Asking{Who: "Game over", What: endWords(st, s.Names()), Detail: endWhy(s.Match, s.Names())}
	if t.Busy() || t.LogLen != len(s.Match.Log) {
		// The prompt follows the position shown: "Game over" comes with the
		// last roll's verdict, the ticked objective and the Glory panel,
		// not while the tray still rolls, nor before the last move is
		// taken up (play-test 14).
		over = showing
	}
	return t.Ask(tablekit.Prompt{
		What:  stageWords(st, lowerYour(t.ownerWord(st))),
		Help:  help,
		Over:  over,
		Shown: showing,
	})
}

// promptDot is whose colour the prompt's dot shows: the player whose turn
// the table shows while moves are still shown ("Bram's turn" had Ada's
// dot as his moves played), else the player to act.
func (t *Table) promptDot() engine.Player {
	if t.Busy() && !t.S.Over() {
		return t.q.Shown.Turn
	}
	return t.S.Current()
}

// promptWords is where the prompt's words are written: the text column
// to within 3 px of the bar's edges, room for three lines of detail under
// a one-line decision (two ended in "…" after the power up's words).
var promptWords = layout.Rect{X: PromptText.X + 4, Y: PromptBar.Y + 3, W: PromptText.W - 8, H: PromptBar.H - 6}

// drawPrompt draws the prompt bar (its buttons are drawn with the rest).
func (t *Table) drawPrompt(c *ui.Canvas) {
	r := PromptBar
	c.DarkPanel(r)
	var mark func(x, y float64) float64
	if p := t.promptDot(); p >= 0 && t.S.Players() > 1 {
		mark = func(x, y float64) float64 { c.Circle(x+5, y, 5, seatInk(int(p))); return 14 }
	}
	t.cut = !tablekit.DrawAsking(c, t.asking(), promptWords, mark)
	c.Line(PromptButtons.X-6, r.Y+10, PromptButtons.X-6, r.Bottom()-10, 1, ui.Fade(ui.Gold, 0.35))
	if t.Mine() && t.state().Stage == dd.StLayout {
		for k, name := range layoutStats {
			lr, dice := layoutPicker(k)
			c.TextIn(name, ui.Style{Font: ui.Bold, Size: 13}, lr, ui.Left, ui.Cream)
			// The die chosen for each stat is ringed in gold: the pressed
			// face alone read as a slightly darker brown at 1024x576.
			for i, d := range dd.SetupDice {
				if t.layout[k] == d {
					c.RoundStroke(chosenRing(dice[i]), 9, 3, ui.Gold)
				}
			}
		}
	}
	if !t.Mine() && !t.S.Over() && t.S.BotTurn() && t.Thinking(t.End != nil) {
		tablekit.DrawThinking(c, t.Now, PromptButtons.X+20, PromptButtons.Y+40, 4, 12)
	}
}

// suggestedLabel names the suggestion's button, grey or not: one name for
// it everywhere ("Dice as suggested" when grey, "Suggested dice" else,
// read as two buttons: play-test 23 #8).
const suggestedLabel = "Suggested dice"

// The prompt's detail while the last moves show: SkipWords while
// something moves, WaitWords while the table holds a line for reading
// (play-test 38 #7: "skip the animation" for 3 s with nothing moving).
const (
	SkipWords = "Click the table to skip the animation."
	WaitWords = "Click the table to go on."
)

// moving reports whether something on the table moves now: any step
// under way but a log line's beat.
func (t *Table) moving() bool {
	return slices.ContainsFunc(t.q.Active(), func(s *Step) bool { return s.Kind != StepNote })
}
