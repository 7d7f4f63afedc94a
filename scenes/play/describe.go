package play

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/herotable/herotable/engine"
)

// Line is one line of the table's log.
type Line struct {
	Player  engine.Player // who it is about; NoPlayer for nobody
	Text    string        // seats already named
	Action  bool          // an action a seat took (the events under it are indented)
	Heading bool          // starts a part of the game (a hand): set apart in the log
	Private bool          // only the viewer reads it (a peek, a draw, a theft)
	Die     string        // for a roll: the die's id, to draw its face beside the text
	Face    int
	// Where it comes from: the log entry (-1: what came before the first
	// move) and the event of that entry it tells of (-1: the action as a
	// whole), so that a table can hold it back until it shows that.
	Entry, Event int
}

// GateKey places l for a table's log gate: an action's line waits for the
// first step of its entry, another line for the step of its event.
func (l Line) GateKey() (entry, event int, action bool) { return l.Entry, l.Event, l.Action }

// Lines tells the log of info's game as seat viewer may read it (NoPlayer
// reads everything: bots watched alone, or the game over).
func Lines(info engine.Info, log []engine.LogEntry, names []string, viewer engine.Player) []Line {
	var out []Line
	for i, e := range log {
		out = append(out, Line{Player: e.Player, Text: engine.Names(e.Text, names), Action: true, Entry: i, Event: -1})
		for j, ev := range e.Events {
			if text, ok := Describe(info, ev, names, viewer); ok {
				l := Line{Player: ev.Player, Text: text, Entry: i, Event: j}
				if ev.Kind == engine.EvRoll {
					l.Die, l.Face = ev.Die, ev.Face
				}
				out = append(out, l)
			}
		}
	}
	return out
}

// Describe says an event of info's game in plain words as viewer may read
// it, seats named: the game's own words when it has some (its Tell for its
// EvGame events), else a generic sentence in which a card drawn by another
// seat stays face down. ok is false for events that say nothing to a reader
// (barriers).
func Describe(info engine.Info, ev engine.Event, names []string, viewer engine.Player) (text string, ok bool) {
	private := viewer != engine.NoPlayer && !ev.VisibleTo(viewer)
	if words := info.Sentence(ev); words != "" && !private { // a private line's words may name the card
		return engine.Names(words, names), true
	}
	who := nameOf(ev.Player, names)
	switch ev.Kind {
	case engine.EvRoll:
		return fmt.Sprintf("%s rolls %s: %d", subject(who), DieName(ev.Die), ev.Face), true
	case engine.EvDraw:
		what := "a card"
		if viewer == engine.NoPlayer || ev.VisibleTo(viewer) {
			what = fmt.Sprintf("card %d", ev.Card)
		}
		return fmt.Sprintf("%s draws %s%s", subject(who), what, place(" from", ev.Zone)), true
	case engine.EvReveal:
		return fmt.Sprintf("%s reveals card %d%s", subject(who), ev.Card, place(" onto", ev.To)), true
	case engine.EvShuffle:
		zone := ev.Zone
		if zone == "" {
			zone = "deck"
		}
		return fmt.Sprintf("The %s is shuffled", zone), true
	case engine.EvMove:
		return fmt.Sprintf("%s moves card %d%s%s", subject(who), ev.Card, place(" from", ev.Zone), place(" to", ev.To)), true
	}
	return "", false
}

func nameOf(p engine.Player, names []string) string {
	if p >= 0 && int(p) < len(names) {
		return names[p]
	}
	return ""
}

func subject(who string) string {
	if who == "" {
		return "The table"
	}
	return who
}

func place(prep, zone string) string {
	if zone == "" {
		return ""
	}
	return prep + " the " + zone
}

// DieName is a die as a sentence names it: "a d6", "the hero die".
func DieName(id string) string {
	switch {
	case id == "herodie":
		return "the hero die"
	case id == "heroica":
		return "the Heroica die"
	case strings.HasPrefix(id, "d"):
		return "a " + id
	}
	return "the " + id + " die"
}

// Sentence is text ending as a sentence: a full stop after a last word,
// number, sign (●) or bracket, so that every line of a log reads alike whichever
// game's words made it ("Ada leaves the parties be" stood among lines
// that end in one). Text ending in other punctuation is left as it is.
func Sentence(text string) string {
	r, n := utf8.DecodeLastRuneInString(text)
	if n == 0 {
		return text
	}
	if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.So, r) || r == ')' {
		return text + "."
	}
	return text
}
