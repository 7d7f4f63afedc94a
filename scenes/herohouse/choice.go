package herohouse

import (
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
)

// Decision is what kind of choice the table waits for.
type Decision uint8

const (
	NoDecision    Decision = iota
	DecideLay              // lay down heroes, or say done (T2)
	DecideDefend           // pick the hero that fights (T3)
	DecideDiscard          // discard a card onto the pile (T7)
	DecideGive             // give a card to the monster player (T7)
	DecideMonster          // discard or flip as the monster player
)

// Choice is what the player to act may do, sorted out from the legal
// actions by what a click on each thing does.
type Choice struct {
	Decision Decision
	Primes   map[int]engine.Action // a prime in hand → lay it down
	Trios    []engine.Action       // every legal head × body × legs
	Done     engine.Action         // EndLayDown
	Heroes   []engine.Action       // by hero index: defend with it
	Cards    map[int]engine.Action // a hand card → discard, give or monster discard it
	Flip     engine.Action
	CanFlip  bool
}

// NewChoice sorts legal into a Choice.
func NewChoice(legal []engine.Action) Choice {
	ch := Choice{Primes: map[int]engine.Action{}, Cards: map[int]engine.Action{}}
	for _, a := range legal {
		k, x, _, _ := hh.Decode(a)
		switch k {
		case hh.KLayPrime:
			ch.Decision, ch.Primes[x] = DecideLay, a
		case hh.KLayTrio:
			ch.Decision, ch.Trios = DecideLay, append(ch.Trios, a)
		case hh.KEndLayDown:
			ch.Decision, ch.Done = DecideLay, a
		case hh.KChooseDefender:
			ch.Decision = DecideDefend
			for len(ch.Heroes) <= x {
				ch.Heroes = append(ch.Heroes, 0)
			}
			ch.Heroes[x] = a
		case hh.KDiscard:
			ch.Decision, ch.Cards[x] = DecideDiscard, a
		case hh.KGiveCard:
			ch.Decision, ch.Cards[x] = DecideGive, a
		case hh.KMonsterDiscard:
			ch.Decision, ch.Cards[x] = DecideMonster, a
		case hh.KMonsterFlip:
			ch.Decision, ch.Flip, ch.CanFlip = DecideMonster, a, true
		}
	}
	return ch
}

// OnlyDone reports whether laying down offers nothing but Done: no prime
// and no head, body and legs in hand make a hero.
func (ch Choice) OnlyDone() bool {
	return ch.Decision == DecideLay && len(ch.Primes) == 0 && len(ch.Trios) == 0
}

// Selection is the parts picked for a trio, by suit (hh.NoCard: none).
type Selection [4]int

// NoSelection is nothing picked.
var NoSelection = Selection{hh.NoCard, hh.NoCard, hh.NoCard, hh.NoCard}

// Count is how many parts are picked.
func (s Selection) Count() int {
	n := 0
	for _, c := range s[1:] {
		if c != hh.NoCard {
			n++
		}
	}
	return n
}

// Has reports whether c is picked.
func (s Selection) Has(c int) bool {
	return c >= 0 && s[hh.SuitOf(c)] == c
}

// fits reports whether trio a agrees with the selection in every suit but
// skip (the suit being chosen anew).
func (s Selection) fits(a engine.Action, skip hh.Suit) bool {
	_, h, b, l := hh.Decode(a)
	trio := [4]int{hh.NoCard, h, b, l}
	for su := hh.Head; su <= hh.Legs; su++ {
		if su != skip && s[su] != hh.NoCard && s[su] != trio[su] {
			return false
		}
	}
	return true
}

// Usable reports whether a click on hand card c does anything: a prime to
// lay, a part of some legal trio agreeing with the other picked parts, or
// a card to discard or give.
func (ch Choice) Usable(sel Selection, c int) bool {
	if _, ok := ch.Cards[c]; ok {
		return true
	}
	if _, ok := ch.Primes[c]; ok {
		return true
	}
	if c < 0 || hh.SuitOf(c) == hh.Prime {
		return false
	}
	return ch.inTrio(sel, c)
}

// inTrio reports whether part c belongs to a legal trio that keeps the
// other picked parts.
func (ch Choice) inTrio(sel Selection, c int) bool {
	su := hh.SuitOf(c)
	for _, a := range ch.Trios {
		_, h, b, l := hh.Decode(a)
		if [4]int{hh.NoCard, h, b, l}[su] == c && sel.fits(a, su) {
			return true
		}
	}
	return false
}

// Click is what a click on hand card c does: an action to play at once
// (play true), or a change to the selection (a part picked or let go).
func (ch Choice) Click(sel *Selection, c int) (a engine.Action, play bool) {
	if a, ok := ch.Cards[c]; ok {
		return a, true
	}
	if a, ok := ch.Primes[c]; ok {
		return a, true
	}
	if c < 0 || hh.SuitOf(c) == hh.Prime {
		return 0, false
	}
	su := hh.SuitOf(c)
	switch {
	case sel[su] == c:
		sel[su] = hh.NoCard
	case ch.inTrio(*sel, c):
		sel[su] = c
	default: // a part of another trio: start again from it
		if ch.inTrio(NoSelection, c) {
			*sel = NoSelection
			sel[su] = c
		}
	}
	return 0, false
}

// Trio is the LayTrio action of a complete selection, if it is legal.
func (ch Choice) Trio(sel Selection) (engine.Action, bool) {
	if sel.Count() < 3 {
		return 0, false
	}
	want := hh.LayTrio(sel[hh.Head], sel[hh.Body], sel[hh.Legs])
	for _, a := range ch.Trios {
		if a == want {
			return a, true
		}
	}
	return 0, false
}

// Clean drops picked parts that are no longer in a legal trio (after the
// hand changed).
func (ch Choice) Clean(sel Selection) Selection {
	out := NoSelection
	for su := hh.Head; su <= hh.Legs; su++ {
		if c := sel[su]; c != hh.NoCard && ch.inTrio(out, c) {
			out[su] = c
		}
	}
	return out
}

// refusal says why a click on hand card c does nothing while the viewer
// lays down heroes ("" when it is not that): a card won this turn waits a
// turn (R9), or a part no trio takes (the legal trios are every head,
// body and legs of the hand, so a part in one goes with any picks).
func (ch Choice) refusal(sel Selection, c int, fresh []int) string {
	switch {
	case ch.Decision != DecideLay || ch.Usable(sel, c):
		return ""
	case slices.Contains(fresh, c):
		return "Won from the monster this turn: it can be laid down from your next turn."
	case hh.SuitOf(c) == hh.Prime:
		return ""
	}
	return "No hero can be made with it now: a hero needs a head, a body and legs from your hand."
}

// layTip is the Lay down button's tooltip: the hero it lays, or why it is
// greyed: it lays a trio only, picked part by part, while a prime is laid
// at once by a click on it (play-test pt7 #5: the greyed button did not
// say so).
func (ch Choice) layTip(sel Selection, complete bool) string {
	if complete {
		return "Lay down " + HeroLabel(Slots(sel))
	}
	var why string
	switch {
	case len(ch.Trios) == 0:
		why = "Greyed: no head, body and legs in your hand make a hero now."
	case sel.Count() == 0:
		why = "Greyed until you pick a head, a body and legs from your hand: this button lays them down as one hero."
	default:
		why = "Greyed until the hero is whole: still to pick " + strings.Join(lacks([4]int(sel)), " and ") + "."
	}
	if len(ch.Primes) == 0 {
		return why
	}
	var primes []string
	for c := range ch.Primes {
		primes = append(primes, hh.Name(c))
	}
	sort.Strings(primes)
	return why + " A prime (" + strings.Join(primes, ", ") + ") is a whole hero: a click on it lays it down at once, without this button."
}

// primeCards are the primes the viewer may lay down, in card order.
func (ch Choice) primeCards() []int {
	return slices.Sorted(maps.Keys(ch.Primes))
}
