package herohouse

import (
	"strings"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
)

// Timings at normal speed, in ticks (60 a second); the speed setting
// scales them (spec §10: a deal card every 150 ms or less).
const (
	flyTicks    = 18 // a card sliding from one place to another
	flipTicks   = 24 // a card flipped from the draw pile (it turns over on the way)
	dealGap     = 5  // between two cards dealt
	moveGap     = 6  // between two cards of one play (a trio laid down)
	outGap      = 4  // between two cards going out
	bannerTicks = 66 // a banner over the wilderness
	clashIn     = 16 // hero and monster slide together
	clashHold   = 62 // the outcome shows
	clashOut    = 12 // they slide back
	chipTicks   = 26 // a treasure token sliding
	chipGap     = 4  // between two tokens
	markerTicks = 28 // the monster marker moving to its new holder
	sweepTicks  = 24 // the cards of a finished hand gathered into the deck
	riffleTicks = 36 // the deck riffle-shuffled before a deal (0.6 s)
	maxChips    = 10 // tokens drawn for one payment at most
)

// StepKind is what a step of an animation shows.
type StepKind uint8

const (
	StepCard    StepKind = iota // a card moves
	StepChips                   // treasure tokens slide
	StepMarker                  // the monster marker moves
	StepBanner                  // a banner over the wilderness
	StepClash                   // a fight: hero and monster meet, the outcome shows
	StepSweep                   // the finished hand's cards go back to the deck
	StepNote                    // a board change nothing moves for (a seat leaves the hand)
	StepShuffle                 // the deck is riffle-shuffled at the draw pile
)

// Step is one part of an action's animation, made from one event.
type Step struct {
	Kind       StepKind
	Ev         engine.Event
	From, To   string        // zones, as the engine names them ("draw", "hand", "pile", ...)
	Seat       engine.Player // whose hand or heroes the card leaves or joins
	Start, Dur int
	Banner     string // banner sprite ("" for text alone)
	Title      string // banner or sweep title
	Text       string // a line under a banner
	Fight      *Fight
	with       bool // starts with the placement before it (a covered card)

	Started, Landed bool
	// The path, worked out when the step starts.
	A, B         layout.Rect
	TurnA, TurnB bool // crossways at either end
	Card         int  // the face shown (hh.Hidden: the back)
	FaceA, FaceB bool // face up at either end (the card turns over on the way)
	Sweep        []Placed
	ToSeat       engine.Player
	FromPt, ToPt layout.Point
}

// End is the tick the step is over.
func (s *Step) End() int { return s.Start + s.Dur }

// Fight is a fight being shown: the hero, the monster and the outcome.
type Fight struct {
	Seat           engine.Player
	Hero           int
	Outcome        hh.Outcome
	HeroCards      []Placed // as they lay when the fight began
	MonsterCards   []Placed
	HW, HB, MW, MB int
}

// Queue plays the animation of the actions applied since the table last
// settled: it holds the board as shown now, moves it on as each step starts
// (a card lifts off) and lands (it arrives), and ends on the board of the
// state after the actions.
type Queue struct {
	Board  *Board
	Final  *Board
	Bottom engine.Player
	Steps  []*Step
	// Drift reports whether the last animation ended on a board other
	// than the final one (then replaced by it): the steps missed
	// something the events did not say. Tests keep it false.
	Drift bool
	lay   *Layout
}

// NewQueue is a queue at rest on board b, seen from bottom.
func NewQueue(b *Board, bottom engine.Player) *Queue {
	return &Queue{Board: b, Final: b.Clone(), Bottom: bottom}
}

// Layout is the layout of the board as shown now.
func (q *Queue) Layout() *Layout {
	if q.lay == nil {
		q.lay = Lay(q.Board, q.Bottom)
	}
	return q.lay
}

// Busy reports whether steps are left to play.
func (q *Queue) Busy() bool { return len(q.Steps) > 0 }

// Reset shows board b at once, dropping every step.
func (q *Queue) Reset(b *Board, bottom engine.Player) {
	q.Board, q.Final, q.Bottom, q.Steps, q.lay = b, b.Clone(), bottom, nil, nil
}

// Skip ends every step at once: the board is the final one.
func (q *Queue) Skip() { q.Reset(q.Final, q.Bottom) }

// Add schedules the events of one action (masked for the viewer) from tick
// now, ending on board final. frames scales a normal length in ticks to the
// speed setting; action is the action that made the events (it names the
// defender of a fight), 0 for the deal that starts the game. It returns,
// for each event, the first step made from it (nil when none), so that
// what tells of the event can wait for it.
func (q *Queue) Add(events []engine.Event, action engine.Action, final *Board, now int, frames func(int) int) []*Step {
	q.Final = final
	cursor := now
	if n := len(q.Steps); n > 0 {
		cursor = max(cursor, q.Steps[n-1].End())
	}
	defender := -1
	if k, x, _, _ := hh.Decode(action); k == hh.KChooseDefender {
		defender = x
	}
	free := map[int]int{}
	lastPlace := -1 // start of the last placement, which covered cards leave with
	lastNote := ""
	// add puts s on the timeline: at the cursor (which it moves on by
	// advance), or with the placement it goes with when it starts there.
	add := func(s *Step, advance int) {
		if !s.with {
			s.Start = max(s.Start, cursor)
		}
		if s.Kind == StepCard && s.Ev.Card >= 0 {
			s.Start = max(s.Start, free[s.Ev.Card])
			free[s.Ev.Card] = s.Start + s.Dur
		}
		q.Steps = append(q.Steps, s)
		cursor = max(cursor, s.Start+advance)
	}
	made := make([]*Step, len(events))
	for i, ev := range events {
		before := len(q.Steps)
		switch ev.Kind {
		case engine.EvNote:
			if q.addNote(ev, &defender, frames, add) {
				lastPlace = -1 // what follows a fight or a banner waits for it
			}
			lastNote = ev.Text
		case engine.EvBarrier:
			if ev.Text == "hand over" {
				add(&Step{Kind: StepBanner, Ev: ev, Dur: frames(bannerTicks), Banner: "herohouse/banner/hand_over",
					Title: "Hand over", Text: lastNote}, frames(bannerTicks))
			}
			lastPlace = -1
		case engine.EvShuffle:
			title := ""
			if strings.HasPrefix(lastNote, "Hand ") {
				title = lastNote
			}
			// The last hand's cards are gathered, then the deck is
			// riffled before the deal (spec §10).
			add(&Step{Kind: StepSweep, Ev: ev, Dur: frames(sweepTicks), Title: title}, frames(sweepTicks))
			add(&Step{Kind: StepShuffle, Ev: ev, Dur: frames(riffleTicks), Title: title}, frames(riffleTicks))
			lastPlace = -1
		case engine.EvDraw:
			to := strings.TrimPrefix(ev.Zone, "draw:")
			s := &Step{Kind: StepCard, Ev: ev, From: "draw", To: to, Seat: ev.Player, Dur: frames(flyTicks)}
			if to == "hand" {
				add(s, frames(dealGap))
				lastPlace = -1
				break
			}
			s.Dur = frames(flipTicks)
			add(s, (s.Dur+1)/2) // the next card may leave while this one turns
			lastPlace = s.Start
		case engine.EvReveal, engine.EvMove:
			lastPlace = q.addMove(ev, lastPlace, frames, add)
		}
		if len(q.Steps) > before {
			made[i] = q.Steps[before]
		}
	}
	return made
}

// addNote turns a log sentence into what it announces: a fight, a hero
// house, a balanced monster, the end of the game, a seat leaving the hand.
// It reports whether it takes time (a fight or a banner).
func (q *Queue) addNote(ev engine.Event, defender *int, frames func(int) int, add func(*Step, int)) bool {
	text := ev.Text
	switch {
	case strings.HasPrefix(text, "Fight:"):
		hero := 0
		if *defender >= 0 {
			hero, *defender = *defender, -1
		}
		d := frames(clashIn + clashHold + clashOut)
		add(&Step{Kind: StepClash, Ev: ev, Seat: ev.Player, Dur: d,
			Fight: &Fight{Seat: ev.Player, Hero: hero, Outcome: outcomeIn(text)}}, d)
	case strings.Contains(text, "makes a HERO HOUSE"):
		add(&Step{Kind: StepBanner, Ev: ev, Dur: frames(bannerTicks), Banner: "herohouse/banner/hero_house",
			Title: "Hero house!", Text: text}, frames(bannerTicks))
	case strings.HasPrefix(text, "Monster balanced"):
		add(&Step{Kind: StepBanner, Ev: ev, Dur: frames(bannerTicks), Banner: "herohouse/banner/balanced_monster",
			Title: "Balanced monster", Text: text}, frames(bannerTicks))
	case strings.HasPrefix(text, "Game over"):
		add(&Step{Kind: StepBanner, Ev: ev, Dur: frames(bannerTicks), Banner: "herohouse/banner/game_over",
			Title: "Game over", Text: text}, frames(bannerTicks))
	case strings.HasPrefix(text, "Hand "):
		add(&Step{Kind: StepNote, Ev: ev, Title: text}, 0)
		return false
	default:
		add(&Step{Kind: StepNote, Ev: ev}, 0)
		return false
	}
	return true
}

// outcomeIn reads a fight's outcome from the end of its log sentence.
func outcomeIn(text string) hh.Outcome {
	for _, o := range []hh.Outcome{hh.HeroWins, hh.MonsterWins, hh.Cosmic, hh.NoWin} {
		if strings.HasSuffix(text, o.String()) {
			return o
		}
	}
	return 0
}

// addMove schedules a card or token move; cards a placement covers leave
// for the out pile as the new card arrives. It returns the start of the
// placement it made, or -1.
func (q *Queue) addMove(ev engine.Event, lastPlace int, frames func(int) int, add func(*Step, int)) int {
	s := &Step{Kind: StepCard, Ev: ev, From: ev.Zone, To: ev.To, Seat: ev.Player, Dur: frames(flyTicks)}
	switch {
	case ev.Zone == "treasure" || ev.Zone == "bank":
		chips := min(max(ev.Card, 1), maxChips)
		s.Kind, s.Dur = StepChips, frames(chipTicks+chipGap*(chips-1))
		if ev.Zone == "bank" { // the ante slides in while the last hand is gathered
			s.Dur = frames(chipTicks)
			add(s, 0)
			return -1
		}
		add(s, s.Dur)
	case ev.Zone == "marker":
		s.Kind, s.Dur = StepMarker, frames(markerTicks)
		add(s, s.Dur)
	case ev.To == "out" && (ev.Zone == "pile" || ev.Zone == "hero") && lastPlace >= 0:
		s.Start, s.with = lastPlace, true
		add(s, 0)
		return lastPlace
	case ev.To == "pile":
		add(s, s.Dur)
		return s.Start
	case ev.To == "out":
		add(s, frames(outGap))
	default:
		add(s, frames(moveGap))
	}
	return -1
}

// Advance starts and lands every step due by tick now, moving the board
// on; it reports whether the board changed. When the last step has landed
// the board is the final one.
func (q *Queue) Advance(now int) bool {
	changed := false
	for _, s := range q.Steps {
		if !s.Started && s.Start <= now {
			q.start(s)
			changed = true
		}
		if s.Started && !s.Landed && s.End() <= now {
			q.land(s)
			changed = true
		}
	}
	if len(q.Steps) > 0 {
		done := true
		for _, s := range q.Steps {
			done = done && s.Landed
		}
		if done {
			q.Drift = !SameBoard(q.Board, q.Final)
			q.Skip()
			changed = true
		}
	}
	if changed {
		q.lay = nil
	}
	return changed
}

// Active lists the steps under way.
func (q *Queue) Active() []*Step {
	var out []*Step
	for _, s := range q.Steps {
		if s.Started && !s.Landed {
			out = append(out, s)
		}
	}
	return out
}
