package herohouse

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

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
// play-test 27 pressed 1 for the card the preview praised, and flipped).
func (t *Table) keyPicking() bool {
	d := t.choice.Decision
	return t.Mine() && (d == DecideGive || d == DecideDiscard || d == DecideMonster)
}

// keyCards are the cards of the viewer's hand that number keys pick, in
// the order they lie, left to right.
func (t *Table) keyCards() []int {
	var cards []Placed
	for _, pl := range t.q.Layout().Cards {
		if pl.Zone == ZHand && pl.Seat == t.Viewer && pl.Card >= 0 {
			if _, ok := t.choice.Cards[pl.Card]; ok {
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
		if picked, _, ok := t.keyPicked(); ok && picked == c {
			t.clickCard(c)
			return true
		}
		t.Group.SetFocus(t.Spots.At(spotKey{kCard, c, 0}))
		return true
	}
	return false
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
