package herohouse

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Number keys in the give and discard steps (and the monster's) pick a card of the hand, left
// to right, and show what it would do; the same key again, or Enter, gives
// (or discards) it. A card is never given by one key press: play-test 21
// #12 pressed 1 to pass, as it is Done when laying down, and gave its
// leftmost card away without a look.

// keyPicking reports whether number keys pick cards now: the viewer gives
// or discards a card, or discards as the monster (where F flips instead:
// play-test 27 pressed 1 for the card the preview praised, and flipped),
// or lays heroes down from a hand that makes one (where D is Done:
// play-test 30 pressed 1 for a card there, and Done went off).
func (t *Table) keyPicking() bool {
	d := t.choice.Decision
	return t.Mine() && (d == DecideGive || d == DecideDiscard || d == DecideMonster || t.keyLaying())
}

// keyLaying reports whether number keys pick the parts and primes of a
// hero to lay down: a lay-down with a hero to make (with none, Done is the
// one button, and key 1 presses it).
func (t *Table) keyLaying() bool {
	return t.Mine() && t.choice.Decision == DecideLay && !t.choice.OnlyDone()
}

// keyCards are the cards of the viewer's hand that number keys pick, in
// the order they lie, left to right.
func (t *Table) keyCards() []int {
	var cards []Placed
	for _, pl := range t.q.Layout().Cards {
		if pl.Zone == ZHand && pl.Seat == t.Viewer && pl.Card >= 0 {
			if _, ok := t.choice.Cards[pl.Card]; ok || t.choice.Decision == DecideLay {
				cards = append(cards, pl)
			}
		}
	}
	slices.SortStableFunc(cards, func(a, b Placed) int { return cmp.Compare(a.Rect.X, b.Rect.X) })
	out := make([]int, len(cards))
	for i, pl := range cards {
		out[i] = pl.Card
	}
	return out
}

// keyPicked is the card of the hand picked by a number key (or Tab): the
// focused card spot, and its key; ok false when none is.
func (t *Table) keyPicked() (card, key int, ok bool) {
	if t.Group == nil || !t.keyPicking() {
		return 0, 0, false
	}
	s, isSpot := t.Group.Focused().(*tablekit.Spot[spotKey])
	if !isSpot || s.Key.kind != kCard || !s.Live {
		return 0, 0, false
	}
	i := slices.Index(t.keyCards(), s.Key.a)
	if i < 0 {
		return 0, 0, false
	}
	return s.Key.a, i + 1, true
}

// cardKeys takes a number key in the give or discard step: a first press
// picks the card, a second gives it.
func (t *Table) cardKeys(ctx *scenes.Context) bool {
	if t.Mine() && t.choice.Decision == DecideLay && ctx.TakeKey(ebiten.KeyD) {
		t.pressDone() // D is Done in every lay-down (play-test 33: with Done alone, D did nothing)
		return true
	}
	if !t.keyPicking() {
		return false
	}
	if t.choice.Decision == DecideMonster && ctx.TakeKey(ebiten.KeyF) {
		if t.buttons.flip.Usable() {
			t.buttons.flip.Activate()
		}
		return true
	}
	for k := ebiten.Key1; k <= ebiten.Key9; k++ {
		if !ctx.TakeKey(k) {
			continue
		}
		cards := t.keyCards()
		n := int(k-ebiten.Key1) + 1
		if n > len(cards) {
			return true
		}
		c := cards[n-1]
		if t.keyLaying() && hh.SuitOf(c) != hh.Prime {
			t.keyPart(ctx, c)
			return true
		}
		if picked, _, ok := t.keyPicked(); ok && picked == c {
			if why := t.handRefusal(c); why != "" {
				t.Say(ctx, why)
				return true
			}
			t.clickCard(c)
			return true
		}
		t.Group.SetFocus(t.Spots.At(spotKey{kCard, c, 0}))
		if t.keyLaying() {
			t.primePick = c // a prime: the next press of its key, Enter or Lay down lays it
			t.refreshButtons()
		}
		return true
	}
	return false
}

// keyPart picks (or drops) a head, body or legs for the hero to lay down
// at one press, as a click does: picking is taken back by the same key, so
// it needs no look first. The focus leaves the hand, so that Enter lays the
// hero down (the Lay down button glows) rather than clicking the card again.
func (t *Table) keyPart(ctx *scenes.Context, c int) {
	t.Group.SetFocus(nil)
	t.primePick = hh.NoCard
	if why := t.handRefusal(c); why != "" {
		t.Say(ctx, why)
		return
	}
	t.clickCard(c)
	t.refreshButtons()
}

// pressDone presses Done, or Confirm once Go out? was pressed (key D).
func (t *Table) pressDone() {
	b := &t.buttons
	switch {
	case !b.confirm.Hidden && b.confirm.Usable():
		b.confirm.Activate()
	case b.done.Usable():
		b.done.Activate()
	}
}

// keyWords say how the number keys give a card, for the step's prompt.
func (t *Table) keyWords(verb string) string {
	n := len(t.keyCards())
	switch n {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf(" Key 1 picks your card to check; press it again (or Enter) to %s it.", verb)
	}
	return fmt.Sprintf(" Keys 1–%d pick a card to check, left to right; press the same key again (or Enter) to %s it.", min(n, 9), verb)
}

// layKeyWords say how the keys lay heroes down, for the lay-down prompt.
func (t *Table) layKeyWords() string {
	n := len(t.keyCards())
	if !t.keyLaying() || n == 0 {
		return ""
	}
	keys := fmt.Sprintf("Keys 1–%d pick cards, left to right", min(n, 9))
	if n == 1 {
		keys = "Key 1 picks your card" // not "Keys 1–1" (play-test 36)
	}
	return " " + keys + " (a prime takes its key twice); Enter lays the hero down, D is Done."
}
