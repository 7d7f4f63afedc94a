package engine

// Deck is an ordered pile of card ids; the top is the end of Cards, so that
// drawing does not move the rest. Face-down order is hidden information: a
// game's Determinize reshuffles it with Shuffle.
type Deck struct {
	Cards []int `msg:"cards"`
}

// NewDeck is a deck of the given cards, the last one on top.
func NewDeck(cards ...int) Deck { return Deck{Cards: append([]int(nil), cards...)} }

// Len is the number of cards.
func (d *Deck) Len() int { return len(d.Cards) }

// Shuffle puts the cards in random order.
func (d *Deck) Shuffle(r *RNG) {
	r.Shuffle(len(d.Cards), func(i, j int) { d.Cards[i], d.Cards[j] = d.Cards[j], d.Cards[i] })
}

// Draw takes the top card; ok is false on an empty deck.
func (d *Deck) Draw() (card int, ok bool) {
	n := len(d.Cards)
	if n == 0 {
		return 0, false
	}
	card = d.Cards[n-1]
	d.Cards = d.Cards[:n-1]
	return card, true
}

// Peek returns the top k cards without taking them, top first.
func (d *Deck) Peek(k int) []int {
	k = min(k, len(d.Cards))
	out := make([]int, k)
	for i := range k {
		out[i] = d.Cards[len(d.Cards)-1-i]
	}
	return out
}

// PutTop puts card on top.
func (d *Deck) PutTop(card int) { d.Cards = append(d.Cards, card) }

// PutBottom puts card at the bottom.
func (d *Deck) PutBottom(card int) {
	d.Cards = append(d.Cards, 0)
	copy(d.Cards[1:], d.Cards)
	d.Cards[0] = card
}

// Remove takes the first copy of card out of the deck wherever it is.
func (d *Deck) Remove(card int) bool {
	for i, c := range d.Cards {
		if c == card {
			d.Cards = append(d.Cards[:i], d.Cards[i+1:]...)
			return true
		}
	}
	return false
}

// Clone is a deep copy.
func (d Deck) Clone() Deck { return Deck{Cards: append([]int(nil), d.Cards...)} }
