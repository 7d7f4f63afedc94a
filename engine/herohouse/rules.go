package herohouse

import "github.com/herotable/herotable/engine"

// GameID is the id Hero House registers under.
const GameID = "herohouse"

// Seats the game takes.
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// RulesVersion is bumped when old logs would replay differently. 2: what
// happened is recorded as data (EvGame events with the codes of tell.go)
// instead of sentences (EvNote), so the state's encoding of its events
// changed and a version-1 save's snapshot no longer matches its replay.
const RulesVersion = 2

// rolloutLimit is where bots' random playouts stop and Evaluate scores
// the position: about two hands of random play, long enough to see a
// house or a balanced monster come, short enough for thousands a decision.
const rolloutLimit = 60

func init() {
	engine.Register(engine.Info{
		ID: GameID, Title: "Hero House", Order: 2,
		Pitch:      "Lay down balanced houses of heroes, then tame the monster to take the treasure.",
		MinPlayers: MinPlayers, MaxPlayers: MaxPlayers, RulesVersion: RulesVersion,
		Rules: rulesText,
		New: func(n int, seed uint64, _ engine.Options) (engine.State, error) {
			return New(n, seed)
		},
		Empty:        func() engine.State { return &State{} },
		Evaluate:     Evaluate,
		Tell:         Tell,
		Headline:     Headline,
		RolloutLimit: rolloutLimit,
	})
}

// rulesText is the rules reader's text, in our own words.
const rulesText = `Hero House is a card game for two to four players. Build heroes whose white and black dots balance, then take control of the monster and balance it too. Every point you collect comes out of a shared treasure.

## The cards
! herohouse/card/prime_cave_woman herohouse/card/head_w1_b3 herohouse/card/body_w2_b1 herohouse/card/legs_w1_b2
There are 56 cards in four suits of fourteen. A prime shows a whole hero and is a hero by itself. A head, a body and a pair of legs together also make a hero. Every card carries one to four dots, some white (drawn as rings) and some black (drawn filled), shown in two opposite corners. A hero's dots are the sum of its cards: above, Cave Woman is a hero of 4 white dots on her own, and the head, body and legs beside her make one hero of 4 white and 6 black.

## A hand
Each hand the bank puts one token per player into the treasure. The whole deck is shuffled, everyone gets five cards, and three cards are flipped onto the discard pile. The discard pile has a slot for heads, one for bodies and one for legs; a prime lies across all three. A new card always covers what was there: a prime clears the whole pile, and a part clears a prime and the old card of its own kind. Covered cards leave the game for this hand.

The discard pile holds a monster when it shows a prime, or a head, a body and legs together.

## Your turn
- Draw a card.
- Lay down as many heroes from your hand as you like, or none. A hero in play can never be changed by adding cards.
- If there is a monster, one of your heroes must fight it. If you have no hero in play, you are out for the rest of the hand and your cards are set aside.
- If the dots of all your heroes in play balance (as many white as black), you have a hero house: take half the treasure, rounded down but at least one (if the treasure is empty, you take nothing). From now on you play the monster. One hero counts: a single balanced hero, such as Java Man, is a hero house on its own, so a house can come on anyone's first turn; watch for balanced primes and trios in your own hand.
- Otherwise discard a card onto the pile.

## The fight
! 80 herohouse/card/prime_alpha_man herohouse/fight-vs herohouse/card/prime_cave_woman
White dots face black dots and black face white. Your hero wins if its white dots reach the monster's black dots, its black dots reach the monster's white dots, and it has more dots in all. You take the monster's cards into your hand (you may lay them down from your next turn). The monster wins the same way, and your hero leaves play. If your white equals its black and your black equals its white, it is a cosmic struggle and both sides are set aside. Anything else is a no-win, like Alpha Man (2 white, 2 black) against Cave Woman (4 white): flip a card onto the monster, then one onto your hero. A part flipped onto a prime hero breaks it.

## Playing the monster
! 56 herohouse/marker/monster herohouse/token/stack
Making a hero house, you at once discard or flip as the monster player instead of discarding. You get that go even when everyone else is out of the hand; the hand then ends. The monster player takes no more turns but keeps their hand. After every other player's turn, that player hands over the card they would have discarded, face up, and the monster player then discards any card or flips the top card of the draw pile. Heroes the monster beats go to the monster player's hand. If a later player makes a hero house, they take over the monster and the old monster player is out.

## A balanced monster
Whenever a card placed during play leaves a monster with as many white dots as black, the hand ends. The monster player, if there is one, takes everything left in the treasure. A hand also ends when only one player is left in it, or when a card must be drawn from an empty pile; the treasure then waits for the next hand.

## Winning
Hands go on until someone has 11 points and the treasure is empty. If the treasure is not empty, up to three more hands are played without an ante. The highest score wins; a tie shares the win.`
