package herohouse

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/tablekit"
)

// A hand ends on a summary (issue 14, finding 6): who scored what and why,
// why the hand ended, who went out, the treasure carried over and what
// comes next. It is made from the events the game told, their codes and
// numbers (never from their words), and it waits for a click: the
// animation holds on it (Queue.Advance). A game only bots play (watched)
// goes on by itself after a while, so a watcher is never stalled.

// Gain is one payment of a hand: a hero house's share (Code hh.CodeHouse,
// with the dots that balanced) or the rest of the treasure for balancing
// the monster (hh.CodeBalanced).
type Gain struct {
	Code       int
	Points     int
	White, Blk int // a house's dots in play
}

// SeatSummary is one seat's part in a hand.
type SeatSummary struct {
	Gains []Gain
	// Out is why the seat left the hand (hh.CodeCannotDefend: no hero to
	// fight the monster; hh.CodeMonsterRetires: a new hero house took the
	// monster from it), 0 if it stayed in.
	Out   int
	Score int // the seat's points once the hand is over
	// Won is how many fights its heroes won this hand, Taken how many
	// monster cards those wins put in its hand: a win scores nothing
	// itself, its cards make heroes later.
	Won, Taken int
	// Turns is how many turns it began this hand (its draws, hh.CodeDrawsCard):
	// 0 when the hand ended before its first turn.
	Turns int
}

// Points is what the seat took this hand.
func (s SeatSummary) Points() int {
	n := 0
	for _, g := range s.Gains {
		n += g.Points
	}
	return n
}

// HandSummary is what a finished hand came to.
type HandSummary struct {
	Hand    int
	Cleanup bool
	Dealer  engine.Player // the hand's dealer, who plays last
	// End is the code that ended the hand: hh.CodeBalanced,
	// hh.CodeBalancedUnplayed, hh.CodeLastPlayer or hh.CodeDrawPileEmpty.
	End int
	// Monster plays the monster at the end (NoPlayer if nobody does).
	Monster engine.Player
	// Placed is the last card put on the pile before a balanced monster
	// (Placer put it there, By says how: one of hh.CodeDiscards,
	// CodeMonsterDiscards, CodeMonsterFlips, CodeFlipOntoMonster); By is 0
	// when the hand did not end on a balance.
	Placer       engine.Player
	By, Placed   int
	Left         int // treasure carried over to the next hand
	Seats        []SeatSummary
	Next         int  // the next hand's number, 0 if the game is over
	NextCleanup  bool // the next hand is a clean-up hand (no ante)
	NextTreasure int  // the treasure the next hand starts with (after its ante)
	NextDealer   engine.Player
	Lost         int // treasure lost when the clean-up hands ran out
	GameOver     bool
}

// Summarize makes the summary of the hand that ends in events, every event
// of an n-seat game in order from its start up to and including the one
// that ended the hand and what followed it in the same move. It reports
// false when no hand ended there.
func Summarize(events []engine.Event, n int) (HandSummary, bool) {
	end := -1
	for i := len(events) - 1; i >= 0; i-- {
		if endsHand(events[i]) {
			end = i
			break
		}
	}
	if end < 0 {
		return HandSummary{}, false
	}
	start := 0
	for i := end; i >= 0; i-- {
		if is(events[i], hh.CodeHand) {
			start = i
			break
		}
	}
	s := HandSummary{Seats: make([]SeatSummary, n), Monster: engine.NoPlayer, Dealer: engine.NoPlayer, Placer: engine.NoPlayer, NextDealer: engine.NoPlayer}
	seat := func(p engine.Player) *SeatSummary {
		if p >= 0 && int(p) < n {
			return &s.Seats[p]
		}
		return &SeatSummary{}
	}
	// Every seat's score: what it took in every hand so far.
	for _, ev := range events[:end+1] {
		switch {
		case is(ev, hh.CodeHouse):
			seat(ev.Player).Score += ev.Arg(2)
		case is(ev, hh.CodeBalanced):
			seat(ev.Player).Score += ev.Arg(0)
		}
	}
	for _, ev := range events[start : end+1] {
		if ev.Kind != engine.EvGame {
			continue
		}
		switch ev.Code {
		case hh.CodeHand:
			s.Hand, s.Dealer, s.Cleanup = ev.Arg(0), engine.Player(ev.Arg(1)), ev.Arg(2) != 0
		case hh.CodeDrawsCard:
			seat(ev.Player).Turns++
		case hh.CodeHouse:
			seat(ev.Player).Gains = append(seat(ev.Player).Gains, Gain{Code: ev.Code, Points: ev.Arg(2), White: ev.Arg(0), Blk: ev.Arg(1)})
		case hh.CodeBalanced:
			seat(ev.Player).Gains = append(seat(ev.Player).Gains, Gain{Code: ev.Code, Points: ev.Arg(0)})
		case hh.CodeCannotDefend, hh.CodeMonsterRetires:
			seat(ev.Player).Out = ev.Code
		case hh.CodeFight:
			if hh.Outcome(ev.Arg(0)) == hh.HeroWins {
				st := seat(ev.Player)
				st.Won++
				for i := 5; i < 8; i++ {
					if ev.Arg(i) != hh.NoCard {
						st.Taken++
					}
				}
			}
		case hh.CodeNowMonster:
			s.Monster = ev.Player
		case hh.CodeDiscards, hh.CodeMonsterDiscards, hh.CodeMonsterFlips, hh.CodeFlipOntoMonster:
			s.Placer, s.By, s.Placed = ev.Player, ev.Code, ev.Arg(0)
		}
	}
	last := events[end]
	s.End = last.Code
	switch s.End {
	case hh.CodeBalanced:
		s.Left = 0
	default:
		s.Left = last.Arg(0)
		if s.End != hh.CodeBalancedUnplayed {
			s.Placer, s.By, s.Placed = engine.NoPlayer, 0, 0
		}
	}
	for _, ev := range events[end+1:] {
		switch {
		case is(ev, hh.CodeHand):
			s.Next, s.NextDealer, s.NextCleanup, s.NextTreasure = ev.Arg(0), engine.Player(ev.Arg(1)), ev.Arg(2) != 0, ev.Arg(3)
			return s, true // what follows belongs to the next hand
		case is(ev, hh.CodeTreasureLost):
			s.Lost = ev.Arg(1)
		case is(ev, hh.CodeGameOver):
			s.GameOver = true
		}
	}
	return s, true
}

// Why says in words why the hand ended, seats named with engine.Who.
func (s HandSummary) Why() string {
	placed := ""
	if s.By != 0 && s.Placer >= 0 {
		how := map[int]string{
			hh.CodeDiscards:        "%s discarded %s",
			hh.CodeMonsterDiscards: "%s discarded %s",
			hh.CodeMonsterFlips:    "%s flipped %s",
			hh.CodeFlipOntoMonster: "after %s's fight ended in no win, %s was flipped onto the monster", // blind, no one's choice
		}[s.By]
		if how != "" {
			placed = fmt.Sprintf(how, engine.Who(s.Placer), hh.Label(s.Placed)) + ": "
		}
	}
	switch s.End {
	case hh.CodeBalanced:
		took := 0
		if s.Monster >= 0 && int(s.Monster) < len(s.Seats) {
			for _, g := range s.Seats[s.Monster].Gains {
				if g.Code == hh.CodeBalanced {
					took = g.Points
				}
			}
		}
		if took == 0 { // play-test 21 #8: "took the rest of the treasure (0)"
			return fmt.Sprintf("%sthe monster balanced, and %s, who plays it, took nothing: the treasure was empty.", capital(placed), engine.Who(s.Monster))
		}
		return fmt.Sprintf("%sthe monster balanced, so %s, who plays it, took the rest of the treasure (%d).", capital(placed), engine.Who(s.Monster), took)
	case hh.CodeBalancedUnplayed:
		return fmt.Sprintf("%sthe monster balanced with nobody playing it: %s.", capital(placed), s.kept())
	case hh.CodeLastPlayer:
		if p := s.lastIn(); p >= 0 {
			return fmt.Sprintf("Only %s was left in the hand (everyone else was out), so it ended: %s.", engine.Who(p), s.kept())
		}
		return fmt.Sprintf("Only one player was left in the hand, so it ended: %s.", s.kept())
	case hh.CodeDrawPileEmpty:
		return fmt.Sprintf("A card was due from the draw pile, but it was empty, so the hand ended: %s.", s.kept())
	}
	return ""
}

// kept says what becomes of the treasure when nobody took it: it stays
// for the next hand, or there was none (play-test 18 #16: "the treasure
// stays" of an empty one).
func (s HandSummary) kept() string {
	if s.Left <= 0 {
		return "the treasure was empty, so none carries over"
	}
	return fmt.Sprintf("the treasure (%d) stays for the next hand", s.Left)
}

// lastIn is the one seat that did not go out of the hand, NoPlayer if
// there is not exactly one.
func (s HandSummary) lastIn() engine.Player {
	last := engine.NoPlayer
	for p, st := range s.Seats {
		if st.Out != 0 {
			continue
		}
		if last != engine.NoPlayer {
			return engine.NoPlayer
		}
		last = engine.Player(p)
	}
	return last
}

// capital starts s with a capital letter when it starts with a lower-case
// ASCII one (a sentence made of parts).
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// SeatWords are what seat p did this hand, for its row: its gains and, if
// it left the hand, why ("" when nothing happened to it).
func (s HandSummary) SeatWords(p int) string {
	var parts []string
	for _, g := range s.Seats[p].Gains {
		switch g.Code {
		case hh.CodeHouse:
			pays := fmt.Sprintf("+%d", g.Points)
			if g.Points == 0 { // a house on an empty treasure (pt6 #9: "+0" read as a mistake)
				pays = "+0, the treasure was empty"
			}
			parts = append(parts, fmt.Sprintf("hero house (%s) %s", dotsText(g.White, g.Blk), pays))
		case hh.CodeBalanced:
			if g.Points == 0 { // play-test 21 #8: "balanced the monster +0"
				parts = append(parts, "balanced the monster, the treasure empty")
				continue
			}
			parts = append(parts, fmt.Sprintf("balanced the monster +%d", g.Points))
		}
	}
	if st := s.Seats[p]; st.Won > 0 {
		// A win scores nothing itself: its cards make heroes later.
		// "won a fight (its card to the hand)" read oddly (play-test 30).
		// One monster's cards are "the monster's" however many (play-test 33
		// read "won a fight: the monsters' 3 cards").
		whose := "the monster's"
		if st.Won > 1 {
			whose = "the monsters'"
		}
		parts = append(parts, fmt.Sprintf("%s: %s %s",
			tablekit.OneOrMany(st.Won, "won a fight", "won %d fights"), whose, tablekit.OneOrMany(st.Taken, "card went to the hand", "%d cards went to the hand")))
	}
	switch s.Seats[p].Out {
	case hh.CodeCannotDefend:
		parts = append(parts, "out: no hero to fight the monster")
	case hh.CodeMonsterRetires:
		parts = append(parts, "out: a new hero house took the monster")
	}
	if len(parts) == 0 {
		return "no points"
	}
	return capital(strings.Join(parts, "; "))
}

// NoTurn reports whether the hand ended before seat p had a turn.
func (s HandSummary) NoTurn(p int) bool {
	st := s.Seats[p]
	return st.Turns == 0 && st.Points() == 0 && st.Out == 0 && st.Won == 0
}

// RowWords are seat p's words in the summary seen by viewer: SeatWords,
// or, for a seat the hand ended before it had a turn, that it had none and
// why (the dealer plays last), said to the viewer as "your turn" (a
// newcomer dealt the first hand watched it pass with no move of theirs).
func (s HandSummary) RowWords(p int, viewer engine.Player) string {
	if !s.NoTurn(p) {
		return s.SeatWords(p)
	}
	dealer := engine.Player(p) == s.Dealer
	switch {
	case engine.Player(p) == viewer && dealer:
		return "The hand ended before your turn: the dealer plays last."
	case engine.Player(p) == viewer:
		return "The hand ended before your turn."
	case dealer:
		return "No turn: the hand ended before it (the dealer plays last)"
	}
	return "No turn: the hand ended before it"
}

// NextWords say what the treasure left does and what comes next.
func (s HandSummary) NextWords() string {
	switch {
	case s.GameOver && s.Lost > 0:
		return fmt.Sprintf("The clean-up hands ran out: the %d left in the treasure is lost. The game is over.", s.Lost)
	case s.GameOver:
		return "The game is over."
	case s.Next > 0 && s.NextCleanup:
		return fmt.Sprintf("Someone has %d points but treasure is left: hand %d is a clean-up hand with no ante, treasure %d.", hh.Goal, s.Next, s.NextTreasure)
	case s.Next > 0:
		return fmt.Sprintf("Hand %d: dealer %s; with the ante the treasure is %d.", s.Next, engine.Who(s.NextDealer), s.NextTreasure)
	}
	return ""
}
