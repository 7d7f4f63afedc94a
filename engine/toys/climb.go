package toys

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
)

// Climb is a small hidden-information game for 2–4 players. The deck holds
// two copies of the cards 1–9, face down. Each seat holds three cards no one
// else sees. On your turn you play a card from your hand onto the climb: if it
// is higher than the card on top you score its value, unless the die you then
// roll shows 1 (a slip: you score nothing); a card no higher scores nothing but
// lowers the climb for the next seat. Then you draw, if the deck has cards.
// When every hand is empty the highest score wins (ties share the win).
//
// Action n (1–9) plays a card of value n from your hand.
type Climb struct {
	Players int           `msg:"n"`
	Deck    engine.Deck   `msg:"deck"`
	Hands   [][]int       `msg:"hands"` // sorted; -1 marks a card hidden in a view
	Top     int           `msg:"top"`   // 0 when the climb is empty
	Scores  []int         `msg:"scores"`
	Turn    engine.Player `msg:"turn"`
	RNG     engine.RNG    `msg:"rng"`
	Ev      engine.Events `msg:"ev"`
}

const climbRules = `Climb is a small test game for two to four players.

The deck holds two of each card from 1 to 9, face down. Everyone starts with three cards that nobody else sees.

On your turn, play one card from your hand onto the climb. If it is higher than the card on top, roll the die: on 2 to 6 you score the card's value, on a 1 you slip and score nothing. A card that is not higher scores nothing, but it lowers the climb for the next player. Then draw a card while the deck lasts.

When every hand is empty, the highest score wins; a tie shares the win.`

// Hidden marks a card in a view whose face the viewer cannot see.
const Hidden = -1

func init() {
	engine.Register(engine.Info{
		ID: "climb", Title: "Climb", MinPlayers: 2, MaxPlayers: 4, Hidden: true, RulesVersion: 1,
		Rules: climbRules,
		New: func(n int, seed uint64, _ engine.Options) (engine.State, error) {
			return NewClimb(n, seed), nil
		},
		Empty:    func() engine.State { return &Climb{} },
		Evaluate: evaluateClimb,
	})
}

// NewClimb deals a game for n seats.
func NewClimb(n int, seed uint64) *Climb {
	c := &Climb{Players: n, RNG: engine.NewRNG(seed), Hands: make([][]int, n), Scores: make([]int, n)}
	for v := 1; v <= 9; v++ {
		c.Deck.PutTop(v)
		c.Deck.PutTop(v)
	}
	c.Deck.Shuffle(&c.RNG)
	for range 3 {
		for p := range n {
			card, _ := c.Deck.Draw()
			c.Hands[p] = append(c.Hands[p], card)
		}
	}
	for p := range n {
		slices.Sort(c.Hands[p])
	}
	return c
}

func (c *Climb) GameID() string  { return "climb" }
func (c *Climb) NumPlayers() int { return c.Players }
func (c *Climb) IsTerminal() bool {
	for _, h := range c.Hands {
		if len(h) > 0 {
			return false
		}
	}
	return true
}

func (c *Climb) CurrentPlayer() engine.Player {
	if c.IsTerminal() {
		return engine.NoPlayer
	}
	return c.Turn
}

func (c *Climb) LegalActions(buf []engine.Action) []engine.Action {
	if c.IsTerminal() {
		return buf
	}
	prev := -2
	for _, v := range c.Hands[c.Turn] {
		if v != prev {
			buf = append(buf, engine.Action(v))
			prev = v
		}
	}
	return buf
}

func (c *Climb) Apply(a engine.Action) error {
	if c.IsTerminal() {
		return engine.Illegal(a, "the game is over")
	}
	hand := c.Hands[c.Turn]
	i := slices.Index(hand, int(a))
	if i < 0 {
		return engine.Illegal(a, "you hold no %d", a)
	}
	c.Ev.Reset()
	p := c.Turn
	c.Hands[p] = slices.Delete(slices.Clone(hand), i, i+1)
	c.Ev.Add(engine.Event{Kind: engine.EvReveal, Player: p, Card: int(a), Zone: engine.ZoneHand, To: "climb", Public: true})
	if int(a) > c.Top {
		if c.Ev.Roll(&c.RNG, engine.D6, p) != 1 {
			c.Scores[p] += int(a)
		}
	}
	c.Top = int(a)
	if card, ok := c.Deck.Draw(); ok {
		c.Hands[p] = append(c.Hands[p], card)
		slices.Sort(c.Hands[p])
		c.Ev.Add(engine.Event{Kind: engine.EvDraw, Player: p, Card: card, Zone: "deck", To: "hand"})
	}
	c.Turn = (c.Turn + 1) % engine.Player(c.Players)
	for c.Players > 0 && len(c.Hands[c.Turn]) == 0 && !c.IsTerminal() {
		c.Turn = (c.Turn + 1) % engine.Player(c.Players)
	}
	return nil
}

func (c *Climb) Returns() []float64 {
	best := slices.Max(c.Scores)
	out := make([]float64, c.Players)
	for p, s := range c.Scores {
		if s == best {
			out[p] = 1
		}
	}
	return out
}

func (c *Climb) Clone() engine.State {
	d := *c
	d.Deck = c.Deck.Clone()
	d.Hands = make([][]int, len(c.Hands))
	for p, h := range c.Hands {
		d.Hands[p] = slices.Clone(h)
	}
	d.Scores = slices.Clone(c.Scores)
	d.Ev = c.Ev.Clone()
	return &d
}

// View hides other hands and the deck's order, and the RNG.
func (c *Climb) View(p engine.Player) engine.State {
	v := c.Clone().(*Climb)
	for q, h := range v.Hands {
		if engine.Player(q) != p {
			for i := range h {
				h[i] = Hidden
			}
		}
	}
	for i := range v.Deck.Cards {
		v.Deck.Cards[i] = Hidden
	}
	v.RNG = engine.RNG{}
	for i, e := range v.Ev.List {
		if !e.VisibleTo(p) {
			v.Ev.List[i].Card = Hidden
		}
	}
	return v
}

// Determinize deals the cards the observer has not seen (other hands and the
// deck) anew, in canonical order then shuffled, and reseeds the RNG.
func (c *Climb) Determinize(observer engine.Player, rng *engine.RNG) engine.State {
	d := c.Clone().(*Climb)
	var unseen []int
	for q, h := range d.Hands {
		if engine.Player(q) != observer {
			unseen = append(unseen, h...)
		}
	}
	unseen = append(unseen, d.Deck.Cards...)
	slices.Sort(unseen)
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	for q, h := range d.Hands {
		if engine.Player(q) != observer {
			copy(h, unseen[:len(h)])
			unseen = unseen[len(h):]
			slices.Sort(h)
		}
	}
	copy(d.Deck.Cards, unseen)
	d.RNG = rng.Fork()
	for i, e := range d.Ev.List {
		if !e.VisibleTo(observer) {
			d.Ev.List[i].Card = Hidden
		}
	}
	return d
}

func (c *Climb) ActionString(a engine.Action) string {
	verb := "lowers the climb with"
	if int(a) > c.Top {
		verb = "climbs with"
	}
	return fmt.Sprintf("%s %s the %d", engine.Who(c.Turn), verb, a)
}

func (c *Climb) Events() []engine.Event { return c.Ev.List }

// evaluateClimb favours a score lead, from what p may see.
func evaluateClimb(s engine.State, p engine.Player) float64 {
	c := s.(*Climb)
	lead := c.Scores[p]
	for q, sc := range c.Scores {
		if engine.Player(q) != p {
			lead -= sc
		}
	}
	return 0.5 + float64(lead)/200
}

// Quiet stops event recording (engine.Quieter), for bots' playouts.
func (c *Climb) Quiet() { c.Ev.Off = true }
