// Package herodice is Hero Dice's own table (spec herodice.md §3.3, §10):
// the dungeon map built tile by tile (Grid) or the stack of its cards, the
// Warrior's panel with health, gear and items, the decks, the boss slot,
// the XP pool and the banked XP, the fight with its card, health bar and
// dice rolled from the engine's events, the prompt with every decision as
// a button, and the log. The rules live in engine/herodice, the match
// flow in scenes/play and the table's plumbing in scenes/tablekit; this
// package shows and asks.
package herodice

import (
	"fmt"
	"strings"

	"github.com/herotable/herotable/engine"
	hd "github.com/herotable/herotable/engine/herodice"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// Table is Hero Dice's table, on the table core. Its spots are keyed by
// place: a kind (below) and an index (a card, an exit).
type Table struct {
	tablekit.Core[tablekit.Place]
	q       queue
	cmds    []command    // the legal actions as the table offers them
	buttons []*ui.Button // the prompt's buttons for this decision
	acts    []engine.Action
	setup   []engine.Event // what the setup did, made again from the seed (setupLines)
}

// command is one legal action as the table offers it.
type command = tablekit.Command[hd.Kind]

// Timings at normal speed, in ticks.
const (
	placeTicks = 18
	cardTicks  = 20
	rollTicks  = 36
	hitTicks   = 26
)

// New is the table for s, a Hero Dice session.
func New(s *play.Session) *Table {
	t := &Table{}
	t.Init(s, t)
	t.q.Rest = func() { t.q.shown, t.q.tray = t.q.final, t.q.finalTray }
	t.q.Start = func(st *step) { t.q.tray = st.tray }
	t.Bar.NoUndo = "Nothing to undo: a card was drawn or a die rolled since"
	t.place()
	return t
}

func (t *Table) state() *hd.State { return t.S.Match.State.(*hd.State) }

func (t *Table) view(viewer engine.Player) *hd.State {
	st := t.state()
	if viewer == engine.NoPlayer && (t.S.Watching() || t.S.Over()) {
		return st.Clone().(*hd.State) // the match moves on under the picture
	}
	return st.View(viewer).(*hd.State)
}

// Afresh shows the match as viewer sees it.
func (t *Table) Afresh(viewer engine.Player, _ *stage.Context) []*tablekit.Span {
	t.q.Clear()
	t.q.shown = t.view(viewer)
	t.q.final = t.q.shown
	t.q.tray = trayOf(t.q.shown)
	t.q.finalTray = t.q.tray
	return nil
}

// Animate lays one move's events on the timeline: a tile placed, a card
// turned up, the dice tumbling, the wounds dealt; the tray follows the
// events step by step and the rest of the table shows the move's end once
// every step has landed.
func (t *Table) Animate(i int, e engine.LogEntry, viewer engine.Player, ctx *stage.Context) []*tablekit.Span {
	t.q.final = t.view(viewer)
	tr := t.q.finalTray
	k, _ := hd.Split(e.Action)
	made := make([]*step, len(e.Events))
	var roll *step // the first die of this roll: the others tumble with it
	for j, ev := range e.Events {
		tr = tr.apply(ev, k == hd.KReroll)
		var kind stepKind
		var d int
		switch {
		case ev.Kind == engine.EvRoll:
			kind, d = stRoll, rollTicks
		case ev.Kind != engine.EvGame:
			continue
		case ev.Code == hd.CodePlace:
			kind, d = stPlace, placeTicks
		case ev.Code == hd.CodeFight || ev.Code == hd.CodeTreasure || ev.Code == hd.CodeTrap || ev.Code == hd.CodeBossIntro:
			kind, d = stCard, cardTicks
		case ev.Code == hd.CodeWounds || ev.Code == hd.CodeTrapHurt:
			kind, d = stHit, hitTicks
		default:
			continue
		}
		s := &step{Span: tablekit.Span{Dur: ctx.Frames(d)}, kind: kind, ev: ev, tray: tr}
		if kind == stRoll && roll != nil {
			made[j] = t.q.At(s, roll.Start)
			roll.tray = tr // the dice all show once the first starts
			continue
		}
		roll = nil
		if kind == stRoll {
			roll = s
		}
		made[j] = t.q.Then(s, ctx.Tick)
	}
	t.q.finalTray = tr.settle(t.q.final)
	if !t.q.Busy() {
		t.q.Rest() // nothing to show moving: the table rests on the move's end at once
	}
	return tablekit.Spans(made)
}

// Timeline is the table's animation.
func (t *Table) Timeline() tablekit.Animation { return &t.q }

// Synced remakes the commands and the prompt's buttons for the decision now.
func (t *Table) Synced(*stage.Context) {
	t.cmds = commands(t.state(), t.S.Legal(), t.S.Names())
	t.makeButtons()
}

// LogLines are the game's log in its own words: the cards drawn are left
// to the lines that say what they are, and each die is named.
func (t *Table) LogLines(viewer engine.Player) []tablekit.LogLine {
	lines := append(t.setupLines(viewer), play.Lines(t.S.Match.Info, t.S.Match.Log, t.S.Names(), viewer)...)
	out := lines[:0]
	for _, l := range lines {
		if l.Event >= 0 && l.Entry >= 0 {
			ev := t.S.Match.Log[l.Entry].Events[l.Event]
			switch ev.Kind {
			case engine.EvDraw, engine.EvShuffle:
				continue
			case engine.EvRoll:
				l.Text = rollWords(ev, t.S.Name(0))
			}
			if echoes(out, l) {
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

// setupLines tell what the setup did before the first move (the first
// room entered, and what its glows brought): the events of the setup made
// again from the match's seed, as entry -1.
func (t *Table) setupLines(viewer engine.Player) []play.Line {
	m := t.S.Match
	if m.Base != nil {
		return nil // resumed from a snapshot: the setup is not this log's start
	}
	if t.setup == nil {
		st, err := m.Info.New(len(m.Setup.Seats), m.Setup.Seed, m.Setup.Options)
		if err != nil {
			return nil
		}
		t.setup = st.Events()
	}
	var out []play.Line
	for j, ev := range t.setup {
		if ev.Kind == engine.EvRoll {
			out = append(out, play.Line{Player: ev.Player, Text: rollWords(ev, t.S.Name(0)), Die: ev.Die, Face: ev.Face, Entry: -1, Event: j})
			continue
		}
		if ev.Kind != engine.EvGame {
			continue
		}
		if text, ok := play.Describe(m.Info, ev, t.S.Names(), viewer); ok {
			out = append(out, play.Line{Player: ev.Player, Text: text, Entry: -1, Event: j})
		}
	}
	return out
}

// rollWords tells a die rolled: the red hero die, the hero's combat dice,
// the foe's.
func rollWords(ev engine.Event, hero string) string {
	switch {
	case ev.Die == hd.HeroDie.ID:
		return fmt.Sprintf("%s rolls the red hero die: %d.", hero, ev.Face)
	case ev.Player == engine.NoPlayer:
		return fmt.Sprintf("The foe rolls a white die: %d.", ev.Face)
	}
	return fmt.Sprintf("%s rolls a white combat die: %d.", hero, ev.Face)
}

// NewEnd is the result over the map.
func (t *Table) NewEnd() tablekit.End { return newEnd(t) }

// echoes reports whether event line l says again what the action line
// just before it, of the same entry, said ("Ada keeps the Healing
// Potion." twice, one under the other).
func echoes(out []tablekit.LogLine, l tablekit.LogLine) bool {
	if len(out) == 0 {
		return false
	}
	prev := out[len(out)-1]
	return prev.Entry == l.Entry && prev.Event < 0 && strings.TrimSuffix(prev.Text, ".") == strings.TrimSuffix(l.Text, ".")
}
