package engine

import "slices"

// EventKind says what an event records.
type EventKind uint8

const (
	// EvRoll is a die roll: Die and Face say which die showed what.
	EvRoll EventKind = iota + 1
	// EvDraw is a card drawn by Player from Zone; Card is its id, which only
	// Player sees unless Public is set.
	EvDraw
	// EvReveal turns a hidden card face up for everyone. Zone says where it
	// was: from ZoneHand it is a card of Player's own hand, which Player
	// knew, so it shows only the others something new; from anywhere else
	// (a deck, a tile on the map) nobody knew it.
	EvReveal
	// EvShuffle shuffles a deck or pile (Zone).
	EvShuffle
	// EvMove moves a visible card or token (Card) from Zone to To.
	EvMove
	// EvNote is a plain sentence for the log (Text).
	EvNote
	// EvBarrier marks an action that may not be undone for a reason the other
	// kinds do not show (a turn passed to another seat, say).
	EvBarrier
	// EvGame is something that happened in the game's own terms, as data:
	// Code is the game's kind of happening (each game numbers its own) and
	// Args its numbers as that kind defines them (seats, cards, amounts,
	// places). A table animates from Code and Args; the log's sentence for
	// it is the game's Info.Tell, made from the same data in one place.
	EvGame
)

// Event is one thing an action did that the table shows and the log tells.
type Event struct {
	Kind   EventKind `msg:"k"`
	Player Player    `msg:"p"` // whom it concerns, NoPlayer for nobody
	Die    string    `msg:"d"` // die id for EvRoll ("d6", "herodie", ...)
	Face   int       `msg:"f"` // face rolled, 1..faces
	Card   int       `msg:"c"` // card or token id
	Zone   string    `msg:"z"` // where from ("deck", "hand", ...)
	To     string    `msg:"t"` // where to, for moves
	Public bool      `msg:"pub"`
	Text   string    `msg:"x"`           // plain words every seat may read, seats named with Who
	Code   int       `msg:"g,omitempty"` // EvGame: the game's kind of happening
	Args   []int     `msg:"a,omitempty"` // EvGame: its numbers, as the game's Code defines them; a move's own numbers (a floor)
}

// Arg is the i-th of an EvGame event's numbers, or 0 when it has fewer, so
// that a table reading an older save's shorter event does not panic.
func (e Event) Arg(i int) int {
	if i < 0 || i >= len(e.Args) {
		return 0
	}
	return e.Args[i]
}

// Irreversible reports whether the event is of a kind that rolls, draws,
// reveals, shuffles or sets a barrier. Whether it bars an undo is finer:
// UndoBar, for which a card its holder shows from its own hand does not.
func (e Event) Irreversible() bool {
	switch e.Kind {
	case EvRoll, EvDraw, EvReveal, EvShuffle, EvBarrier:
		return true
	}
	return false
}

// ZoneHand is the Zone of a seat's own hand. An EvReveal from it is its
// Player showing a card they held and knew: the others learn it, its
// holder learns nothing, so it does not bar the holder's undo.
const ZoneHand = "hand"

// UndoBar says why the event bars seat p from taking back the action that
// made it, in words for p, or "" when it does not: it showed p, or anyone,
// something nobody could see before — a die rolled, a card drawn, a deck
// shuffled, a hidden card or tile turned face up — or the game set a
// barrier. A card p held turned face up from p's hand (ZoneHand) bars
// nothing for p: p knew it, and only p chose to show it.
//
// Every draw bars, even one only another seat sees: the drawer cannot
// forget the card, and an undo would put it back on the deck they now know.
func (e Event) UndoBar(p Player) string {
	switch e.Kind {
	case EvRoll:
		return "the die was rolled"
	case EvDraw:
		switch {
		case e.Player == p:
			return "you drew a card"
		case e.Public:
			return "a card was drawn"
		}
		return "another player drew a card"
	case EvReveal:
		if e.Zone == ZoneHand && e.Player == p {
			return ""
		}
		if e.Zone == ZoneHand {
			return "another player's card was shown"
		}
		return "a hidden card or tile was turned face up"
	case EvShuffle:
		return "the cards were shuffled"
	case EvBarrier:
		return "the turn or the hand ended"
	}
	return ""
}

// VisibleTo reports whether seat p may see the event's card id.
func (e Event) VisibleTo(p Player) bool {
	return e.Kind != EvDraw || e.Public || e.Player == p
}

// Events is a recorder a game state embeds: Apply resets it and appends what
// happened; State.Events returns List. Off skips recording (bots' playouts).
type Events struct {
	List []Event `msg:"ev"`
	Off  bool    `msg:"-"`
}

// Reset forgets the previous action's events.
func (e *Events) Reset() { e.List = e.List[:0] }

// Add records ev unless recording is off.
func (e *Events) Add(ev Event) {
	if !e.Off {
		e.List = append(e.List, ev)
	}
}

// Note records a sentence for the log.
func (e *Events) Note(p Player, text string) { e.Add(Event{Kind: EvNote, Player: p, Text: text}) }

// Game records a happening of the game's own kind code, concerning p, with
// its numbers. Nothing is formatted here: the sentence is Info.Tell's, made
// only when a log shows it, so bots' playouts pay for no words.
//
// The numbers are copied when kept, so that args does not escape: a call
// while recording is off (a bot's playout) allocates nothing.
func (e *Events) Game(p Player, code int, args ...int) {
	if !e.Off {
		e.List = append(e.List, Event{Kind: EvGame, Player: p, Code: code, Args: slices.Clone(args)})
	}
}

// Roll rolls d with r for p, records the face and returns it.
func (e *Events) Roll(r *RNG, d Die, p Player) int {
	f := d.Roll(r)
	e.Add(Event{Kind: EvRoll, Player: p, Die: d.ID, Face: f})
	return f
}

// Clone copies the recorder for State.Clone.
func (e Events) Clone() Events {
	if len(e.List) == 0 {
		return Events{Off: e.Off}
	}
	return Events{List: append([]Event(nil), e.List...), Off: e.Off}
}

// Draw takes the top card of d for p and records it; only p sees its id
// unless public is set.
func (e *Events) Draw(d *Deck, p Player, zone string, public bool) (card int, ok bool) {
	card, ok = d.Draw()
	if ok {
		e.Add(Event{Kind: EvDraw, Player: p, Card: card, Zone: zone, Public: public})
	}
	return card, ok
}

// Shuffle shuffles d with r and records it.
func (e *Events) Shuffle(d *Deck, r *RNG, zone string) {
	d.Shuffle(r)
	e.Add(Event{Kind: EvShuffle, Player: NoPlayer, Zone: zone})
}

// Equal reports whether two events record the same thing (Args by value).
func (e Event) Equal(o Event) bool {
	return e.Kind == o.Kind && e.Player == o.Player && e.Die == o.Die && e.Face == o.Face && e.Card == o.Card &&
		e.Zone == o.Zone && e.To == o.To && e.Public == o.Public && e.Text == o.Text && e.Code == o.Code &&
		slices.Equal(e.Args, o.Args)
}
