package dieinthedungeon

import (
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/tablekit"
	"slices"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// How long the steps of an animation hold, and which events show as
// steps of their own.

// Timings at normal speed, in ticks (60 a second); the speed setting
// scales them (spec §10: dice tumble about 0.6 s, a tile flips in 0.4 s;
// here 0.6 s, see below).
// What the game does by itself between two decisions (the last hit of a
// Combat, the next turn, a move with one way on) is paced so that each
// part can be followed: a step, or a step and the beat of the line after
// it, lasts 0.6 s at least (the play-test saw a whole turn go by in 1.5 s).
const (
	walkTicks    = 36 // a creature steps onto the tile it explores
	onlyWayTicks = 60 // … when it is the only one and the game moves it (a note says so)
	rollTicks    = 36 // a die tumbles across the tray
	settleTicks  = 10 // it pops onto its face
	flipTicks    = 36 // a tile turns over (0.6 s: it ends a stretch the eye follows)
	flyTicks     = 36 // a token flies to the inventory
	leaveTicks   = 50 // a defeated hero's card is struck out, then fades
	peekTicks    = 22 // a peeked tile lifts a corner
	changeTicks  = 30 // the board takes the new position: flashes, ticks, slides
	bubbleTicks  = 80 // a card's battle cry
	bannerTicks  = 60 // a turn banner (the Duel)
)

// StepKind is what a step of an animation shows.
type StepKind uint8

const (
	StepRoll   StepKind = iota // a die tumbles in the tray and settles on the face rolled
	StepFlip                   // a tile is flipped face up
	StepToken                  // a token flies from its tile to the inventory
	StepPeek                   // a face-down tile is peeked at
	StepNote                   // a log sentence (takes no time)
	StepChange                 // the board takes the new position, with flashes and slides
	StepBubble                 // a card's battle cry in a speech bubble
	StepBanner                 // a banner over the map (whose turn it is)
	StepWalk                   // a creature steps onto the tile it explores
	StepLeave                  // a hero is defeated or flees: its card is struck out and goes
)

// beatTicks are how long the table dwells on a line of what the game did
// by itself, by the event's code, before the next part shows: the Combat
// won and over, the new turn, the power up, the tile turned up.
var beatTicks = map[int]int{
	dd.TellCombatOver: 40,
	dd.TellCleared:    40,
	dd.TellTurn:       40,
	dd.TellPowerUp:    36,
	dd.TellRest:       36,
	dd.TellTile:       36,
	dd.TellTrap:       30,
	dd.TellGainTime:   30,
	dd.TellGainAP:     30,
	dd.TellHeal:       30,
	dd.TellDieNamic:   30,
	dd.TellRound:      24,
}

// heroHoldTicks is how long a hero attack's result stays in the tray and
// as the newest line, even when the action ends with it: the play-test saw
// the last attack of a round flash by as the next decision came.
const heroHoldTicks = 60

// heroResults are the codes that tell how a hero attack came out.
var heroResults = map[int]bool{dd.TellHits: true, dd.TellMisses: true, dd.TellBoneShield: true, dd.TellThickHide: true}

// readTicks is how long a roll's result stays in the tray and as the
// newest line before what follows it in the same action shows (the next
// roll, a hero defeated): the play-test's hit on the Patriarch ("11
// against 9 … 1 of 2 hits") went by unseen as the heroes' d20 came in.
const readTicks = 45

// nextRollTicks is how long a roll's result stays when another roll of the
// same action follows it (the heroes' attacks one after another): the
// play-test saw the first hero's result replaced by the next die before
// it could be read, even at Slow. Two seconds at Normal, scaled by speed.
const nextRollTicks = 120

// results are the codes that tell how a roll came out.
var results = map[int]bool{
	dd.TellAttackHits: true, dd.TellAttackFails: true, dd.TellCheckPassed: true, dd.TellCheckFailed: true,
	dd.TellHits: true, dd.TellMisses: true, dd.TellFireHits: true, dd.TellFireMisses: true,
	dd.TellBoneShield: true, dd.TellThickHide: true,
}

// shows reports whether an event makes a step that shows something.
func shows(ev engine.Event) bool {
	switch ev.Kind {
	case engine.EvRoll, engine.EvReveal, engine.EvMove, engine.EvDraw, engine.EvNote, engine.EvGame:
		return true
	}
	return false
}

// noteBeat is how long note ev (event i of events) stays the newest line
// before the next part of its action shows: its code's beat; for a roll's
// result, long enough to read it; for a die of the board it turns, until
// the die has ticked to what the line says ("Ada has 14 Time" read while
// the die still showed 15). A note with nothing after it in the action
// holds nothing back: what it tells stays on the table.
func noteBeat(events []engine.Event, i int) int {
	ev := events[i]
	beat := beatTicks[ev.Code]
	if heroResults[ev.Code] {
		beat = max(beat, heroHoldTicks)
	}
	if !slices.ContainsFunc(events[i+1:], shows) {
		return beat
	}
	if results[ev.Code] {
		beat = max(beat, readTicks)
		if slices.ContainsFunc(events[i+1:], func(e engine.Event) bool { return e.Kind == engine.EvRoll }) {
			beat = max(beat, nextRollTicks)
		}
	}
	if len(boardTold(ev)) > 0 {
		beat = max(beat, changeTicks)
	}
	return beat
}

// leaves reports whether ev tells a party member leaving the Combat: its
// card gets a beat of its own (StepLeave).
func leaves(ev engine.Event) bool {
	if ev.Kind != engine.EvGame {
		return false
	}
	switch ev.Code {
	case dd.TellDefeats, dd.TellAlone, dd.TellFlees, dd.TellBardLeaves:
		return true
	}
	return false
}

// otherPace is the share of their normal length the other creature's
// moves in the Duel show for: half (play-test 38 #3 took 20 to 25 s to
// watch a bot's turn). The viewer's own moves keep their pace, and a
// click on the table still skips what is showing.
const otherPace = 2

// Animate lays log entry e, as viewer sees it, on the queue after what it
// already shows: another creature's move at otherPace.
func (t *Table) Animate(_ int, e engine.LogEntry, viewer engine.Player, ctx *stage.Context) []*tablekit.Span {
	frames := ctx.Frames
	if othersMove(t.q.Final, e, viewer) {
		frames = func(n int) int { return max(ctx.Frames(n)/otherPace, 1) }
	}
	return tablekit.Spans(t.q.Add(e, t.Viewed.Mask(e.Events, viewer), t.Viewed.View(viewer), ctx.Tick, frames))
}

// othersMove reports whether log entry e, played on state before, is a
// move of a creature other than viewer's in a game of several: its seat's,
// or, for what the game does by itself, the creature whose turn it was.
func othersMove(before *dd.State, e engine.LogEntry, viewer engine.Player) bool {
	if before == nil || before.Players < 2 || viewer < 0 || int(viewer) >= before.Players {
		return false
	}
	who := e.Player
	if who < 0 {
		who = before.Turn
	}
	return who != viewer
}
