package herohouse

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// The prompt panel says what is being decided and by whom, explains the
// choice or previews the one under the pointer, and holds the decision's
// buttons.

// Asking is the prompt's words: who decides, what, and the detail.
type Asking struct {
	Who, What, Detail string
	Alert             bool
}

// decisionWords says a decision as the prompt's second line.
func decisionWords(d Decision, monster string) string {
	switch d {
	case DecideLay:
		return "Lay down heroes"
	case DecideDefend:
		return "Choose a defender"
	case DecideDiscard:
		return "Discard a card"
	case DecideGive:
		return "Give a card to " + monster
	case DecideMonster:
		return "Monster: discard or flip"
	}
	return ""
}

// asking works out the prompt's words now.
func (t *Table) asking() Asking {
	s := t.S
	p := s.Current()
	b := t.q.Board
	monster := ""
	if m := t.state().Monster; m >= 0 {
		monster = s.Name(m)
	}
	var a Asking
	switch {
	case s.Over():
		return Asking{Who: "Game over", What: scenes.Headline(s.Match.State, s.Names())}
	case t.q.Holding() != nil:
		sum := t.q.Holding().Summary
		a = Asking{Who: fmt.Sprintf("Hand %d is over", sum.Hand), What: "The hand's summary",
			Detail: "Read who scored and why, then click Next hand (or press Enter) to go on."}
		if sum.GameOver {
			a.Detail = "Read who scored and why, then click See the result (or press Enter)."
		}
		if s.Watching() {
			a.Detail = "Watching the bots play: the game goes on in a moment, or click the table."
		}
	case t.q.Busy():
		a = Asking{Who: s.Name(p) + "'s turn", What: decisionWords(t.choice.Decision, monster), Detail: "Click the table to skip the animation."}
		if s.Watching() {
			a.Detail = "Watching the bots play. A click on the table skips the animation."
		}
		switch c, w := t.showing(), t.q.Waiting(); {
		case c != nil: // say the move shown, by the seat that made it
			a.Who, a.What = s.Name(c.Seat)+"'s move", ""
			a.Detail = engine.Names(c.Text, s.Names()) + ". " + a.Detail
		case w != nil: // the hand is over: nobody has the turn until its summary goes
			a.Who, a.What = fmt.Sprintf("Hand %d is over", w.Summary.Hand), "Its last moves play out"
			a.Detail = "The hand's summary comes next. " + a.Detail
		}
	case s.BotTurn():
		a = Asking{Who: s.Name(p) + " is thinking", What: decisionWords(t.choice.Decision, monster)}
		if t.Paused {
			a.Who = s.Name(p) + " to act"
		}
		a.Detail = s.Name(p) + "'s move shows in a moment."
		if s.Watching() {
			a.Detail = "Watching the bots play."
			if t.Paused {
				a.Detail = "Paused: Space or Resume plays on."
			}
		}
	case p != t.Viewer:
		a = Asking{Who: s.Name(p) + " to act", What: decisionWords(t.choice.Decision, monster), Detail: "Pass the device."}
	default:
		a = Asking{Who: "Your turn, " + s.Name(p), What: decisionWords(t.choice.Decision, monster)}
		if t.choice.Decision == DecideMonster {
			a.Who = s.Name(p) + ", the monster"
			if t.monsterMoment(b) == monsterLast {
				a.What = "Last go: discard or flip"
				if !t.choice.CanFlip {
					a.What = "Last go: discard"
				}
			}
		}
		a.Detail = t.detail(b, monster)
		if !t.buttons.finish.Hidden {
			a.Detail += " Nothing is left to win: Finish the hand, top right, plays it out for you."
		}
	}
	if !s.Watching() && !t.Mine() && t.q.Waiting() == nil && viewerOut(t.q.Board, t.Viewer) {
		a.Detail = "You are out of this hand: the others finish it, shown at double speed. " + a.Detail
	}
	if err := s.AutosaveErr(); err != nil {
		a.Detail, a.Alert = "Autosave failed: "+err.Error(), true
	}
	if t.Err != "" {
		a.Detail, a.Alert = t.Err, true
	}
	return a
}

// detail explains the viewer's decision, or previews the choice under the
// pointer.
func (t *Table) detail(b *Board, monster string) string {
	var hover int = hh.NoCard
	if h := t.Hover.Spot; h != nil && h.Live && h.Key.kind == kCard {
		hover = h.Key.a
	}
	dealt := ""
	if b.DealtBalanced() {
		dealt = "Dealt balanced, this monster is still fought: only a balance made in play ends the hand. "
	}
	switch t.choice.Decision {
	case DecideLay:
		switch {
		case t.buttons.armed && t.buttons.out && t.sel.Count() > 0:
			return dropWords(t.sel) + " " + t.confirmOut()
		case t.buttons.armed && t.buttons.out:
			return t.confirmOut()
		case t.sel.Count() > 0 && t.buttons.armed:
			return dropWords(t.sel) + " Click Confirm to end laying down anyway, or finish the hero and lay it down."
		}
		if t.sel.Count() > 0 {
			w, bl := b.InPlay(t.Viewer)
			_, _, fight := MonsterOf(b.Pile)
			text := PickPreview(t.sel, w, bl, t.choice.Trios, t.choice.primeCards(), fight)
			if t.sel.Count() == 3 {
				text += t.againstMonster(Slots(t.sel).Dots())
			}
			return text
		}
		if c, k, ok := t.keyPicked(); ok && hh.SuitOf(c) == hh.Prime {
			if why := t.handRefusal(c); why != "" {
				return hh.Name(c) + ": " + why
			}
			return t.primePreview(c) + fmt.Sprintf(" Press %d again or Enter to lay it down.", k)
		}
		if hover >= 0 && hh.SuitOf(hover) == hh.Prime {
			return t.primePreview(hover)
		}
		if t.buttons.out {
			if len(t.choice.Primes)+len(t.choice.Trios) == 0 {
				// Play-test 30: "lay one down, or you go out" with no hero to
				// lay; Go out? was the one move and nothing said so.
				return dealt + "No hero of yours is in play, and your hand makes none (a prime, or a head, a body and legs): you must go out of this hand: click Go out? (or press D)."
			}
			if dealt != "" {
				return dealt + "No hero of yours is in play: lay one down, or you go out of this hand."
			}
			return "A monster is on the pile and no hero of yours is in play: lay one down, or you go out of this hand."
		}
		if t.choice.OnlyDone() {
			next := t.doneSays()
			if next == "" {
				next = "Done (" + t.doneKeys() + ") " + t.afterDone()
			}
			return dealt + "Nothing in your hand makes a hero now. " + next
		}
		if done := t.doneSays(); done != "" {
			return dealt + done
		}
		return dealt + "Click a prime to lay it down, or pick a head, a body and legs. Done ends laying down." + t.layKeyWords()
	case DecideDefend:
		if h, ok := t.hoveredHero(b); ok {
			return t.fightPreview(h)
		}
		w, bl, _ := MonsterOf(b.Pile)
		return dealt + fmt.Sprintf("One hero fights the monster (%s). Each shows how its fight would end.", dotsText(w, bl))
	case DecideDiscard:
		if c, k, ok := t.keyPicked(); ok {
			text, _ := DiscardPreview(b.Pile, c, "", b.Treasure)
			return text + fmt.Sprintf(" Press %d again or Enter to discard it.", k)
		}
		if hover >= 0 {
			text, _ := DiscardPreview(b.Pile, hover, "", b.Treasure)
			return text
		}
		return "Click a card of your hand to discard it onto the pile." + t.keyWords("discard")
	case DecideGive:
		var known []int
		if m := b.Monster; m >= 0 && int(m) < len(b.Seats) {
			known = b.Seats[m].Known
		}
		if c, k, ok := t.keyPicked(); ok {
			return GivePreview(b.Pile, c, monster, known) + fmt.Sprintf(" Press %d again or Enter to give it.", k)
		}
		if hover >= 0 {
			return GivePreview(b.Pile, hover, monster, known)
		}
		// What makes a good gift (spec §12): one the monster player cannot
		// balance the monster with, which would win them the treasure.
		return fmt.Sprintf("%s plays the monster and gets your card face up. Balancing the monster (○ = ●) wins them the treasure, so give one that cannot: point at a card to check.", monster) + t.keyWords("give")
	case DecideMonster:
		if c, k, ok := t.keyPicked(); ok {
			text, _ := DiscardPreview(b.Pile, c, "you", b.Treasure)
			return text + fmt.Sprintf(" Press %d again or Enter to discard it.", k)
		}
		if hover >= 0 {
			text, _ := DiscardPreview(b.Pile, hover, "you", b.Treasure)
			return text
		}
		if t.forcedLastGo() {
			return t.monsterDetail(b) // no keys to learn: it plays itself
		}
		flip := ""
		if t.choice.CanFlip {
			flip = " Key F flips."
		}
		return t.monsterDetail(b) + t.keyWords("discard") + flip
	}
	return ""
}

// Why the monster player acts now (issue 14, finding 7; rules 6, 8 and
// 12, spec T6, R18, R19).
const (
	monsterTurn = iota // after another player's turn
	monsterNew         // the player's own hero house made them the monster: this replaces their discard
	monsterLast        // ... and nobody else is left in the hand: one last action, then the hand ends (rule 12)
)

// monsterMoment is why the monster player acts now.
func (t *Table) monsterMoment(b *Board) int {
	st := t.state()
	if st.Monster < 0 || st.Turn != st.Monster {
		return monsterTurn
	}
	in := 0
	for _, s := range b.Seats {
		if !s.Out {
			in++
		}
	}
	if in <= 1 {
		return monsterLast
	}
	return monsterNew
}

// monsterDetail explains the monster player's discard or flip: why it is
// asked now, and what balancing the monster pays. The prompt's second line
// already says "discard or flip", so this says why.
func (t *Table) monsterDetail(b *Board) string {
	pays := fmt.Sprintf("Balance it (as many ○ as ●) to take what is left in the treasure: %d.", b.Treasure)
	if b.Treasure == 0 {
		pays = "The treasure is empty: balancing it only ends the hand."
	}
	if !t.choice.CanFlip {
		pays = "The draw pile is empty, so discard. " + pays
	}
	switch t.monsterMoment(b) {
	case monsterLast:
		if b.Treasure == 0 {
			return "Everyone else is out of this hand and the treasure is empty: this last go as the monster can only end the hand, so it is played for you in a moment."
		}
		return "Everyone else is out of this hand, but your hero house still gives you one go as the monster (a discard or a flip) before the hand ends. " + pays
	case monsterNew:
		return "Your hero house made you the monster: instead of a discard, you discard or flip as the monster. " + pays
	}
	return "You play the monster: after each turn, click a card to discard it or flip the top card. " + pays
}

// hoveredHero is the viewer's hero under the pointer while a defender is
// chosen: the pointer rests on the hero or on one of its cards.
func (t *Table) hoveredHero(b *Board) (Slots, bool) {
	h := t.Hover.Spot
	if h == nil || !h.Live {
		return Slots{}, false
	}
	switch h.Key.kind {
	case kHero, kTag:
		if p, i := h.Key.a, h.Key.b; p < len(b.Seats) && i < len(b.Seats[p].Heroes) {
			return b.Seats[p].Heroes[i], true
		}
	case kCard:
		if p, i, ok := b.HeroOf(h.Key.a); ok {
			return b.Seats[p].Heroes[i], true
		}
	}
	return Slots{}, false
}

// drawPrompt draws the prompt panel (its buttons are drawn with the rest).
func (t *Table) drawPrompt(c *ui.Canvas, ctx *scenes.Context) {
	a := t.asking()
	r, lines := t.promptBox(a)
	c.DarkPanel(r)
	p := t.promptSeat()
	x := r.X + 18
	if p >= 0 {
		c.Token("token/pawn-"+ui.SeatColour(int(p)), x+8, r.Y+26, 24, 1)
		x += 24
	}
	c.TextIn(a.Who, ui.Label, layout.Rect{X: x, Y: r.Y + 14, W: r.Right() - 16 - x, H: 24}, ui.Left, ui.Gold)
	c.TextIn(a.What, ui.BodyB, layout.Rect{X: r.X + 18, Y: r.Y + 40, W: r.W - 36, H: 22}, ui.Left, ui.Cream)
	c.Divider(r.X+14, r.Right()-14, r.Y+66, true)
	col := ui.CreamSoft
	if a.Alert {
		col = loseInk
	}
	lh := promptLine()
	y := r.Y + 72 + lh/2
	for _, ln := range lines {
		c.Text(ln, ui.Small, r.X+18, y, ui.Left, col)
		y += lh
	}
	if t.S.Over() {
		c.Text(tablekit.Count(t.S.Match.Moves(), "move", "moves"), ui.Small, r.X+18, r.Y+84, ui.Left, ui.CreamSoft)
	}
}

// promptLine is the step between the prompt's detail lines.
func promptLine() float64 { return ui.LineHeight(ui.Small) - 1 }

// promptGrowth is how far the prompt panel may grow up over the log's
// foot when its words need the room.
const promptGrowth = 200

// promptBox is the prompt panel's place and its detail's lines: the
// panel grows up over the foot of the log when the words need more lines
// than it holds (play-test pt6 #3: the sentence that said Done makes you
// the monster was cut with "…"); only words longer than even that are cut.
func (t *Table) promptBox(a Asking) (layout.Rect, []string) {
	r := PromptRect
	bottom := r.Bottom() - 56
	if t.buttonsHidden() {
		bottom = r.Bottom() - 12
	}
	lines := ui.Wrap(a.Detail, ui.Small, r.W-36)
	lh := promptLine()
	fit := max(int((bottom-(r.Y+72))/lh), 1)
	if extra := len(lines) - fit; extra > 0 {
		grow := min(float64(extra)*lh, promptGrowth)
		r.Y, r.H = r.Y-grow, r.H+grow
		fit = max(int((bottom-(r.Y+72))/lh), 1)
	}
	if len(lines) > fit {
		lines = lines[:fit]
		lines[fit-1] = ui.MoreFollows(lines[fit-1], ui.Small, r.W-36)
	}
	return r, lines
}

// promptSeat is the seat whose pawn heads the prompt: the seat whose move
// shows, else the one to act; none over a hand's summary, which is about
// every seat (the next hand's first player's pawn read as a random one).
func (t *Table) promptSeat() engine.Player {
	if t.q.Holding() != nil {
		return engine.NoPlayer
	}
	return t.actingSeat()
}

// actingSeat is the seat shown as acting (its plate glows): the seat
// whose move shows, else the one to act; none once the game is over, and
// none while the last moves of a finished hand play out before its
// summary (pt6 #1: the next hand's first player, maybe out of this hand,
// glowed as "on turn").
func (t *Table) actingSeat() engine.Player {
	switch s := t.showing(); {
	case s != nil:
		return s.Seat
	case t.S.Over() || t.q.Waiting() != nil:
		return engine.NoPlayer
	}
	return t.S.Current()
}

// buttonsHidden reports whether the prompt shows no buttons now: Done
// alone counts too (play-test 18 #1: with Lay down hidden, the words ran
// on under the lone Done button).
func (t *Table) buttonsHidden() bool {
	b := &t.buttons
	return b.lay.Hidden && b.done.Hidden && b.confirm.Hidden && b.flip.Hidden && t.Bar.Pause.Hidden
}

// primePreview says what laying prime c down as a hero does: its dots, and
// whether the viewer's heroes then make a hero house (play-test 30 saw
// bots make houses with one balanced prime and never saw that it could).
func (t *Table) primePreview(c int) string {
	b := t.q.Board
	w, bl := b.InPlay(t.Viewer)
	pw, pb := hh.Dots(c)
	_, _, fight := MonsterOf(b.Pile)
	return fmt.Sprintf("Lay down %s (%s) as a hero. %s", hh.Name(c), dotsText(pw, pb), houseWith(w+pw, bl+pb, fight)) + t.againstMonster(pw, pb)
}

// againstMonster says how a new hero of w○ b● would fare against the
// monster on the pile, "" with none (play-test 33 laid a prime that then
// showed LOSE, and nothing had said so before).
func (t *Table) againstMonster(w, b int) string {
	mw, mb, fight := MonsterOf(t.q.Board.Pile)
	if !fight {
		return ""
	}
	return fmt.Sprintf(" If it fought the monster (%s): %s.", dotsText(mw, mb), OutcomeWord(hh.Fight(w, b, mw, mb)))
}
