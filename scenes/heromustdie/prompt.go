package heromustdie

import (
	"fmt"

	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// The prompt bar says what is being decided and by whom (State.Prompt),
// and the buttons offer every legal action, grouped: in the bar, in the
// combat overlay, in a reaction's yes/no panel or in the build grid.

// buttonW is the width a command's button needs.
func buttonW(c Command) float64 { return labelW(c.Label) }

// labelW is the width of a button with words s: room for them at the
// smallest window too.
func labelW(s string) float64 { return max(44, ui.Measure(s, buttonStyle)+30) }

// buttonFlow lays the decision's buttons out: grouped, in rows, "no"
// last. When they do not all fit, the ones that can also be clicked on
// the table give way first.
var buttonFlow = tablekit.ButtonFlow[Command]{
	H: buttonH, Gap: buttonGap, Width: buttonW,
	Group:    func(c Command) uint8 { return c.Group },
	Priority: priority,
}

// makeButtons makes the buttons of the decision now.
func (t *Table) makeButtons() {
	t.buttons = t.buttons[:0]
	clear(t.acts)
	t.bigChoice, t.glowHint, t.glowNote = false, "", ""
	if !t.Decides() {
		return
	}
	st := t.state()
	switch st.Stage {
	case hmd.StBuild:
		t.buildButtons(st)
		return
	case hmd.StPayShort:
		t.payButtons(st)
		return
	case hmd.StPay:
		t.wageButtons(st)
		return
	case hmd.StCommit, hmd.StSupport:
		t.sliderButtons(st)
		return
	}
	area := buttonArea(st.Stage)
	placed := buttonFlow.Place(t.cmds, area)
	if st.Stage == hmd.StSend {
		placed = sendPlaces(st, t.cmds)
	}
	if lost(t.cmds, placed) {
		// More choices than the bar holds, with nothing else to click:
		// they go to a panel over the locations.
		t.bigChoice = true
		placed = buttonFlow.Place(t.cmds, BuildRect.Inset(16).CutTopRect(BuildRect.H-32).Offset(0, 30))
	}
	if area == PromptButtons && !t.bigChoice {
		placed = t.glowFirst(placed)
	}
	for i, b := range tablekit.Buttons(placed, t.S.Legal(), buttonStyle, t.PlayLater) {
		t.addButton(b, placed[i].Cmd.Action)
	}
	if t.glowHint != "" { // the glowing choices come first (choiceKeys)
		for _, b := range t.buttons {
			b.NoKey = true
			if k := t.choiceKey(t.acts[b]); k > 0 && b.Tooltip == "" {
				b.Tooltip = fmt.Sprintf("Key %d", k)
			} else {
				b.Tooltip += t.keyWords(t.acts[b])
			}
		}
	}
}

// lost reports whether a command with no other control lost its button.
func lost(cmds []Command, placed []tablekit.Placed[Command]) bool {
	for _, c := range cmds {
		if c.Where.Kind != Nowhere && c.Group != GroupDone {
			continue
		}
		found := false
		for _, p := range placed {
			found = found || p.Cmd.Action == c.Action
		}
		if !found {
			return true
		}
	}
	return false
}

// drawChoice draws the panel of a decision whose choices did not fit the
// prompt bar (its buttons are drawn with the rest).
func (t *Table) drawChoice(c *ui.Canvas) {
	if !t.bigChoice || !t.Mine() {
		return
	}
	c.Fill(layout.Rect{X: 0, Y: 0, W: 690, H: layout.Height}, ui.Fade(ui.Dim, 0.35))
	c.DarkPanel(BuildRect)
	c.Text(t.ask.what, ui.Style{Font: ui.Bold, Size: 15}, BuildRect.X+16, BuildRect.Y+22, ui.Left, ui.Gold)
	if st := t.state(); st.Stage == hmd.StPayShort {
		t.drawPayDay(c, st)
	}
}

// addButton adds a button that plays a.
func (t *Table) addButton(b *ui.Button, a engine.Action) {
	t.buttons = append(t.buttons, b)
	t.acts[b] = a
}

// buttonArea is where a decision's buttons go.
func buttonArea(st hmd.Stage) layout.Rect {
	switch {
	case combatStage(st):
		return FightButtons
	case reactionStage(st):
		return layout.Rect{X: ModalRect.X + 20, Y: ModalRect.Bottom() - 44, W: ModalRect.W - 40, H: 34}
	}
	return PromptButtons
}

// combatStage reports the defender's combat decisions, shown in the
// overlay.
func combatStage(st hmd.Stage) bool {
	switch st {
	case hmd.StDisarm, hmd.StFire, hmd.StSend, hmd.StCommit, hmd.StSupport, hmd.StMagic, hmd.StHeal:
		return true
	}
	return false
}

// asking works out the prompt's words now.
func (t *Table) asking() tablekit.Asking {
	s, st := t.S, t.state()
	shown := tablekit.Asking{Who: hmd.PhaseNames[t.q.Shown.Phase] + " phase", What: "Showing the last moves…", Detail: "Click the table to skip."}
	if w := t.q.Waiting(); w != nil {
		shown.What, shown.Detail = waitWords(w)
	} else if t.buildShown() || t.asksOn() { // his own build, or move, shows under the buttons still up
		shown = tablekit.Asking{Who: "Your decision, " + s.Name(t.Viewer), What: t.ask.what, Detail: t.ask.help}
	}
	return t.Ask(tablekit.Prompt{
		What:  t.ask.what,
		Help:  t.ask.help,
		Over:  tablekit.Asking{Who: "Game over", What: engine.Names(st.Why, s.Names())},
		Shown: shown,
	})
}

// decision is what the prompt asks: the question and where to click. It
// is made together with the commands the buttons and spots offer, from the
// same state (Synced), so that the words never name another decision than
// the buttons under them, however the table's animation lags.
type decision struct{ what, help string }

// decide is the decision of st whose answers are cmds: the engine's
// question, and the help of its stage, or of the step inside it the
// commands show (the Throne room's cards put under the plot deck).
func decide(st *hmd.State, cmds []Command, names []string, mine bool) decision {
	d := decision{what: stageWords(st, names), help: stageHelp[st.Stage]}
	if w, ok := boxAsks[st.Stage]; ok {
		d.what = w
	}
	if w, ok := othersAsk[st.Stage]; ok && !mine {
		d.what = w
	}
	switch {
	case st.OrderingUnder():
		d.help = "Click the card to put under the plot deck first."
	case st.Stage == hmd.StPayShort && mine:
		// Short enough for the prompt bar's two lines (pt22 #8: "…since
		// you cannot pay …" was cut); the panel says why.
		d.what = "Pay Day: choose monsters to let go"
	case st.Stage == hmd.StPay:
		if p := st.CurrentPlayer(); p >= 0 {
			d.help = fmt.Sprintf("Wages still to pay: %d of %d. Pay them all at once, or a point at a time.", st.Count, st.MLP(int8(p)))
		}
	case st.Stage == hmd.StPeekNext:
		if seen := seenPeeks(st, cmds); seen == "two cards" {
			// The question itself, as the glowing cards' hint takes the
			// help's place (pt34 #6: with both cards seen, it still asked
			// to pick one, and nothing said why).
			d.what = "Seen both cards: peek again anyway?"
		} else if seen != "" {
			// In the help: the question's two lines have no room for it.
			d.help = "You have seen the " + seen + " already. " + d.help
		}
	case st.Stage == hmd.StDraw && mine:
		if seen := drawnSeen(st); seen != "" {
			d.help = seen + " " + d.help
		}
	case st.Stage == hmd.StSend:
		d.what, d.help = sendWords(st)
	case reactionStage(st.Stage) && mine && !canReact(cmds):
		d.what, d.help = noCardWords(st.Stage), "Every mage who could answer is asked, card or not, so nobody learns who holds one: a secret hand stays secret."
	case st.Stage == hmd.StPlace:
		if n := idleBoxes(st, cmds); n > 0 {
			d.help = fmt.Sprintf("Click a glowing box. %d of them, crossed in red, would do nothing for you now: hover one to see why.", n)
		}
	case st.Stage == hmd.StCourt && !slices.ContainsFunc(cmds, func(c Command) bool { return c.Kind == hmd.KPlay || c.Kind == hmd.KCoup }):
		d.help = noPlotWords + ": end your Court turn."
	}
	return d
}

// noPlotWords say the viewer has no plot card to play now, at his Court
// turn asked and at one that passes by itself alike.
const noPlotWords = "No plot card of yours is playable now"

// drawnSeen says which of the slot's two event cards the actor has peeked
// at, and what they are ("" none), for his choice of one (pt19 #10: the
// Top and Bottom card buttons did not remind him).
func drawnSeen(st *hmd.State) string {
	var seen []string
	for half, name := range [2]string{"top", "bottom"} {
		if e := peekedCard(st, int(st.Actor), (int(st.Turn)-1)*2+half); e >= 0 {
			seen = append(seen, fmt.Sprintf("the %s card is %s", name, hmd.EventKindNames[hmd.Events[e].Kind]))
		}
	}
	if len(seen) == 0 {
		return ""
	}
	return ended("You peeked: " + joinAnd(seen))
}

// sendWords are the question of the defenders to send and its help: how
// many are sent of how many the front floor holds, and why that many
// (pt19 #3: after two, the step ended by itself with no word of the limit).
func sendWords(st *hmd.State) (what, help string) {
	sent, most, _, room := st.SendLimit()
	return fmt.Sprintf("Send defenders: %d of %d allowed here", sent, most), roomWords(int8(room)) + " Drag a bright monster onto your line, or click it."
}

// seenPeeks names the cards among the peeks of cmds the actor has seen
// already ("top card", "bottom card", "two cards"), "" when none: a peek
// there shows nothing new (pt17 #9: one seen through the Castle was
// offered with no hint).
func seenPeeks(st *hmd.State, cmds []Command) string {
	var seen []int
	for _, c := range cmds {
		if c.Kind == hmd.KPeek && peekedCard(st, int(st.Actor), c.Arg) >= 0 {
			seen = append(seen, c.Arg%2)
		}
	}
	switch {
	case len(seen) == 0:
		return ""
	case len(seen) > 1:
		return "two cards"
	}
	return [2]string{"top card", "bottom card"}[seen[0]]
}

// idleBoxes counts the boxes of cmds where the actor's goblin would do
// nothing now (hmd.Idle).
func idleBoxes(st *hmd.State, cmds []Command) int {
	n := 0
	for _, c := range cmds {
		if c.Kind == hmd.KPlace && st.Idle(st.Actor, c.Arg) != hmd.NotIdle {
			n++
		}
	}
	return n
}

// stageWords is the engine's prompt without the seat's name, capitalised.
func stageWords(st *hmd.State, names []string) string {
	w := engine.Names(st.Prompt(), names)
	if i := strings.Index(w, ": "); i >= 0 {
		w = w[i+2:]
	}
	if w == "" {
		return ""
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// boxAsks are the questions that name a box, in the box's own words
// (pt17 #6: "Throne room" in the prompt, "Throne Room" on the box).
var boxAsks = map[hmd.Stage]string{
	hmd.StThronePay: "Pay for the Throne Room and draw plot cards?",
	hmd.StMine:      "Spend slaves in the Gold Mine for extra gold?",
}

// othersAsk are the questions of the stages the engine asks of "you",
// said of another seat deciding (pt17 #6: "Keep one of the plot cards you
// drew" while Bram decided).
var othersAsk = map[hmd.Stage]string{
	hmd.StColour:     "Choose an evil mage's colour",
	hmd.StFloor:      "Choose the floor to guard first",
	hmd.StPayShort:   "Pay Day: choose monsters to let go",
	hmd.StPay:        "Pay Day: pay the monsters' wages",
	hmd.StThroneKeep: "Keep one of the plot cards drawn at the Throne Room",
	hmd.StBuild:      "Build on the floor guarded, or stop",
	hmd.StBetter:     "Play A Better Choice to complete this quest?",
}

// stageHelp says where to click for the decision now, by stage.
var stageHelp = map[hmd.Stage]string{
	hmd.StPlace:      "Click a glowing box.",
	hmd.StDraw:       "Click the slot's top or bottom card.",
	hmd.StPickL1:     "Click a glowing monster card.",
	hmd.StPickL2:     "Click a glowing monster card.",
	hmd.StHire:       "Click a glowing monster card.",
	hmd.StPeekNext:   "Click a glowing event card to see it (only you will).",
	hmd.StCastlePeek: "Click a glowing event card to see it (only you will).",
	hmd.StGift:       "Click a glowing party token.",
	hmd.StRuleParty:  "Click a glowing party token.",
	hmd.StCourt:      "Playable cards glow in your hand.",
	hmd.StThroneKeep: "Click the card to keep.",
	hmd.StFire:       "Pick a trap, then click a glowing hero.",
	hmd.StMagic:      "Click a glowing hero to wound it.",
	hmd.StHeal:       "Click a wounded monster to heal it.",
	hmd.StCommit:     "Set the slider (drag it, or + and −), then press its button.",
	hmd.StSupport:    "Set the slider (drag it, or + and −), then press its button.",
	hmd.StSend:       "Drag a monster onto your line, or click it: it stands behind those sent.",
	hmd.StQuestPick:  "Click a glowing monster in your panel.",
	hmd.StSwitch:     "Click a player's panel.",
	hmd.StSteal:      "Click a player's panel.",
}

// promptSeat is the seat whose mage marks the prompt: the seat to act,
// when the prompt is about its decision; -1 while the last moves show
// (pt #6: the next seat's mage stood by "Showing the last moves…", as if
// the fight being shown, its own, were its decision), or once it is over.
func (t *Table) promptSeat() int {
	p := t.S.Current()
	if p < 0 || t.S.Over() || t.Busy() && !t.buildShown() {
		return -1
	}
	return int(p)
}

// drawPrompt draws the prompt bar (its buttons are drawn with the rest).
func (t *Table) drawPrompt(c *ui.Canvas) {
	r := PromptBar
	c.DarkPanel(r)
	a := t.asking()
	var mark func(x, y float64) float64
	if p := t.promptSeat(); p >= 0 {
		mark = func(x, y float64) float64 {
			token(c, t.state(), "player", p, layout.Centered(x+9, y, 18, 18), 1)
			return 22
		}
	}
	whole := tablekit.DrawAsking(c, a, PromptText.InsetXY(2, 0), mark)
	st := ui.Style{Font: ui.Regular, Size: 12}
	c.Line(PromptButtons.X-5, r.Y+8, PromptButtons.X-5, r.Bottom()-8, 1, ui.Fade(ui.Gold, 0.35))
	if t.Decides() && !t.q.Busy() && (buttonArea(t.state().Stage) != PromptButtons || t.state().Stage == hmd.StBuild || t.bigChoice) {
		c.Paragraph(a.Detail+" The choices are on the table above.", st, PromptButtons.InsetXY(4, 2), ui.Left, ui.CreamSoft)
	}
	if t.glowHint != "" && t.Decides() && !t.q.Busy() && !a.Alert {
		c.Paragraph(t.glowHint, ui.Style{Font: ui.Bold, Size: 12}, glowHintRect, ui.Left, ui.Cream)
		c.TextIn(t.glowNote, glowNoteStyle, t.glowNoteRect, ui.Left, ui.Loss)
	}
	if a.Alert && !whole {
		c.Paragraph(a.Detail, st, PromptButtons.InsetXY(4, 2), ui.Left, ui.Loss)
	}
	if !t.Mine() && t.Thinking(t.End != nil) {
		tablekit.DrawThinking(c, t.Now, PromptButtons.X+20, PromptButtons.Y+28, 4, 12)
	}
}
