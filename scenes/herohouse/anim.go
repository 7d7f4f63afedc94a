package herohouse

import (
	"slices"
	"strings"

	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Timings at normal speed, in ticks (60 a second); the speed setting
// scales them (spec §10: a deal card every 150 ms or less).
const (
	flyTicks    = 18  // a card sliding from one place to another
	flipTicks   = 24  // a card flipped from the draw pile (it turns over on the way)
	dealGap     = 5   // between two cards dealt
	moveGap     = 6   // between two cards of one play (a trio laid down)
	outGap      = 4   // between two cards going out
	bannerTicks = 96  // a banner over the wilderness: 1.6 s at normal speed, a result held (play-test 15 found 1.1 s too quick at the clock's pace)
	clashIn     = 16  // hero and monster slide together
	clashFade   = 8   // the outcome fades in
	clashHold   = 150 // then shows in full: 2.5 s at normal speed (pt6 #7: at 1 s a newcomer read it in one glance or not at all; pt7 #8: the fade-in came out of it)
	clashOut    = 12  // they slide back
	chipTicks   = 26  // a treasure token sliding
	chipGap     = 4   // between two tokens
	markerTicks = 28  // the monster marker moving to its new holder
	sweepTicks  = 24  // the cards of a finished hand gathered into the deck
	riffleTicks = 36  // the deck riffle-shuffled before a deal (0.6 s)
	maxChips    = 10  // tokens drawn for one payment at most
	// The viewer's own cards (laid down, discarded, given) land about at
	// once, as on Board Game Arena: the player knows the move and waits for
	// the next choice (play-test 18 #2: a trio took half a second, and a
	// click on Done soon after only skipped it). Other seats' moves keep
	// the pace above, to be followed.
	ownFlyTicks = 15 // 0.25 s
	ownGap      = 3  // a trio's three cards in 0.35 s
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
	StepSummary                 // a finished hand's summary, which waits for a click
	StepCaption                 // another seat's move in words, at its seat, while the move plays
)

// Step is one part of an action's animation, made from one event.
type Step struct {
	tablekit.Span
	Kind     StepKind
	Ev       engine.Event
	From, To string        // zones, as the engine names them ("draw", "hand", "pile", ...)
	Seat     engine.Player // whose hand or heroes the card leaves or joins
	Banner   string        // banner sprite ("" for text alone)
	Title    string        // banner title
	// Says is the event whose sentence shows with the step: under a
	// banner, or as the new hand's title over the sweep and the riffle;
	// the zero Event (no words) for none.
	Says  engine.Event
	Fight *Fight
	with  bool // starts with the placement before it (a covered card)
	deal  bool // a flip of the deal (R6: its monster does not end the hand)
	// Summary is the finished hand a StepSummary shows; released once it
	// may go (a click, or a watched game's while).
	Summary  *HandSummary
	released bool
	// Text is a caption's words: the log entry's sentence, seats unnamed.
	Text string

	// The path, worked out when the step starts.
	A, B         layout.Rect
	TurnA, TurnB bool // crossways at either end
	Card         int  // the face shown (hh.Hidden: the back)
	FaceA, FaceB bool // face up at either end (the card turns over on the way)
	Sweep        []Placed
	ToSeat       engine.Player
	FromPt, ToPt layout.Point
}

// lasting is the span of a step that lasts d ticks.
func lasting(d int) tablekit.Span { return tablekit.Span{Dur: d} }

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
// settled on its timeline: it holds the board as shown now, moves it on as
// each step starts (a card lifts off) and lands (it arrives), and ends on
// the board of the state after the actions.
type Queue struct {
	tablekit.Timeline[*Step]
	Board  *Board
	Final  *Board
	Bottom engine.Player
	// Drift reports whether the last animation ended on a board other
	// than the final one (then replaced by it): the steps missed
	// something the events did not say. Tests keep it false.
	Drift bool
	lay   *Layout
	// Summary, when set, is the hand the next entry laid (Add) ends: it
	// shows as a StepSummary at the end of the hand.
	Summary *HandSummary
	// Caption, when set, is the next entry's caption (another seat's
	// move): it starts with the entry's first step and the entry after
	// waits for it.
	Caption *Step
	// Held, when set, answers a skip (a click on the table) while a
	// hand's summary shows (Skip).
	Held    func(h *Step, quiet bool) // quiet: no skip came in the second before
	skipped int                       // the tick of the last skip
	// Viewer is the seat whose eyes the table shows (NoPlayer: bots
	// watched); a banner tells it when it is put out of the hand.
	Viewer engine.Player
	now    int // the tick of the last Advance
	// Own: the next entry laid (Add) is the viewer's own move, whose
	// cards fly quicker (ownFlyTicks).
	Own bool
}

// NewQueue is a queue at rest on board b, seen from bottom.
func NewQueue(b *Board, bottom engine.Player) *Queue {
	q := &Queue{Board: b, Final: b.Clone(), Bottom: bottom, Viewer: engine.NoPlayer}
	q.Start, q.Land = q.start, q.land
	q.Rest = func() { q.Reset(q.Final, q.Bottom) } // every step over or skipped: the final board
	return q
}

// Layout is the layout of the board as shown now.
func (q *Queue) Layout() *Layout {
	if q.lay == nil {
		q.lay = Lay(q.Board, q.Bottom)
	}
	return q.lay
}

// Reset shows board b at once, dropping every step.
func (q *Queue) Reset(b *Board, bottom engine.Player) {
	q.Board, q.Final, q.Bottom, q.Steps, q.lay = b, b.Clone(), bottom, nil, nil
}

// Add schedules the events of one action (masked for the viewer) from tick
// now, ending on board final. frames scales a normal length in ticks to the
// speed setting. It returns, for each event, the first step made from it
// (nil when none), so that what tells of the event can wait for it.
func (q *Queue) Add(events []engine.Event, final *Board, now int, frames func(int) int) []*Step {
	q.Final = final
	cursor := q.Cursor(now)
	free := map[int]int{}
	lastPlace := -1       // start of the last placement, which covered cards leave with
	var told engine.Event // the last thing the game told of (one of hh.Code…)
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
	caption := q.Caption
	if q.Caption = nil; caption != nil {
		add(caption, 0) // with the moves, not before them
	}
	for i, ev := range events {
		before := len(q.Steps)
		switch ev.Kind {
		case engine.EvGame, engine.EvNote:
			if q.addTold(ev, frames, add) {
				lastPlace = -1 // what follows a fight or a banner waits for it
			}
			told = ev
		case engine.EvBarrier:
			switch {
			case endsHand(told) && q.Summary != nil: // the hand is over: its summary waits for a click
				add(&Step{Kind: StepSummary, Ev: ev, Span: lasting(1), Summary: q.Summary}, 1)
				q.Summary = nil
			case endsHand(told): // the banner repeats why
				add(&Step{Kind: StepBanner, Ev: ev, Span: lasting(frames(bannerTicks)), Banner: "herohouse/banner/hand_over",
					Title: "Hand over", Says: told}, frames(bannerTicks))
			}
			lastPlace = -1
		case engine.EvShuffle:
			var title engine.Event
			if is(told, hh.CodeHand) {
				title = told
			}
			// The last hand's cards are gathered, then the deck is
			// riffled before the deal (spec §10).
			add(&Step{Kind: StepSweep, Ev: ev, Span: lasting(frames(sweepTicks)), Says: title}, frames(sweepTicks))
			add(&Step{Kind: StepShuffle, Ev: ev, Span: lasting(frames(riffleTicks)), Says: title}, frames(riffleTicks))
			lastPlace = -1
		case engine.EvDraw:
			to := strings.TrimPrefix(ev.Zone, "draw:")
			s := &Step{Kind: StepCard, Ev: ev, From: "draw", To: to, Seat: ev.Player, Span: lasting(frames(flyTicks))}
			if to == "hand" {
				add(s, frames(dealGap))
				lastPlace = -1
				break
			}
			s.Dur, s.deal = frames(flipTicks), is(told, hh.CodeHand)
			add(s, (s.Dur+1)/2) // the next card may leave while this one turns
			lastPlace = s.Start
		case engine.EvReveal, engine.EvMove:
			lastPlace = q.addMove(ev, lastPlace, frames, add)
		}
		if len(q.Steps) > before {
			made[i] = q.Steps[before]
		}
	}
	if caption != nil {
		// It says the move as long as the move shows (a summary aside, which
		// waits for a click), and the next entry starts once it is read: a
		// step of nothing at its end is then the last laid, where the
		// cursor goes.
		if i := slices.IndexFunc(q.Steps, func(s *Step) bool { return s.Kind == StepSummary }); i >= 0 {
			// It is gone before the summary shows (play-test 13: the
			// bubble of the hand's last move stuck out from behind it).
			caption.Dur = min(caption.Dur, max(q.Steps[i].Start-caption.Start, 0))
		} else {
			caption.Dur = max(caption.Dur, q.Cursor(now)-caption.Start)
		}
		if caption.End() > q.Cursor(now) {
			q.At(&Step{Kind: StepNote}, caption.End())
		}
	}
	return made
}

// addTold turns what the game told of (its code and numbers) into what it
// announces: a fight, a hero house, a balanced monster, the end of the
// game; anything else is a board change nothing moves for (a seat leaving
// the hand, a clean-up hand). It reports whether it takes time (a fight or
// a banner).
func (q *Queue) addTold(ev engine.Event, frames func(int) int, add func(*Step, int)) bool {
	banner := func(sprite, title string) {
		add(&Step{Kind: StepBanner, Ev: ev, Span: lasting(frames(bannerTicks)), Banner: sprite, Title: title, Says: ev}, frames(bannerTicks))
	}
	switch {
	case is(ev, hh.CodeFight):
		d := frames(clashIn + clashFade + clashHold + clashOut)
		add(&Step{Kind: StepClash, Ev: ev, Seat: ev.Player, Span: lasting(d),
			Fight: &Fight{Seat: ev.Player, Hero: ev.Arg(1), Outcome: hh.Outcome(ev.Arg(0))}}, d)
	case is(ev, hh.CodeHouse):
		banner("herohouse/banner/hero_house", "Hero house!")
	case is(ev, hh.CodeBalanced, hh.CodeBalancedUnplayed):
		banner("herohouse/banner/balanced_monster", "Balanced monster")
	case is(ev, hh.CodeGameOver):
		banner("herohouse/banner/game_over", "Game over")
	case is(ev, hh.CodeMonsterRetires) && ev.Player >= 0 && ev.Player == q.Viewer:
		// Another seat's hero house put the viewer out: said, not only
		// logged (play-test 15: "put out of the hand without seeing why").
		add(&Step{Kind: StepNote, Ev: ev}, 0)
		banner("", "Out of this hand")
	default:
		add(&Step{Kind: StepNote, Ev: ev}, 0)
		return false
	}
	return true
}

// is reports whether ev is one of Hero House's own events of one of codes.
func is(ev engine.Event, codes ...int) bool {
	return ev.Kind == engine.EvGame && slices.Contains(codes, ev.Code)
}

// endsHand reports whether ev says why a hand ended.
func endsHand(ev engine.Event) bool {
	return is(ev, hh.CodeBalanced, hh.CodeBalancedUnplayed, hh.CodeLastPlayer, hh.CodeDrawPileEmpty)
}

// addMove schedules a card or token move; cards a placement covers leave
// for the out pile as the new card arrives. It returns the start of the
// placement it made, or -1.
func (q *Queue) addMove(ev engine.Event, lastPlace int, frames func(int) int, add func(*Step, int)) int {
	fly, gap := flyTicks, moveGap
	if q.Own {
		fly, gap = ownFlyTicks, ownGap
	}
	s := &Step{Kind: StepCard, Ev: ev, From: ev.Zone, To: ev.To, Seat: ev.Player, Span: lasting(frames(fly))}
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
		add(s, frames(gap))
	}
	return -1
}
