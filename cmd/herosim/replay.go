package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/saves"
)

// cmdReplay checks a save (magic, version, checksum, and that replaying its
// log gives its snapshot) and prints its log.
func cmdReplay(args []string, out io.Writer) error {
	if len(args) != 1 {
		return errors.New("usage: herosim replay FILE")
	}
	data, err := saves.ReadFile(args[0])
	if err != nil {
		return err
	}
	m, env, err := saves.Decode(args[0], data)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%s: %s, seed %d, %d players, %d actions (saved %s by Hero Table %s)\n",
		args[0], m.Info.Title, m.Setup.Seed, len(m.Setup.Seats), m.Moves(), env.Name, env.App)
	if m.Base != nil {
		// A game continued from a snapshot (a save of older rules): its log
		// starts there.
		fmt.Fprintf(out, "      the log starts after move %d, from a snapshot\n", m.BaseMoves)
	}
	if m.Note != "" {
		fmt.Fprintf(out, "      %s\n", m.Note)
	}
	names := m.Setup.SeatNames()
	for i, e := range m.Log {
		fmt.Fprintf(out, "%4d  %-12s %s\n", m.BaseMoves+i+1, seatName(m, e.Player), engine.Names(e.Text, names))
		for _, ev := range e.Events {
			if ev.Kind == engine.EvRoll {
				fmt.Fprintf(out, "      rolls %s: %d\n", ev.Die, ev.Face)
			} else if words := m.Info.Sentence(ev); words != "" && words != e.Text { // a game may log its action's own words again
				fmt.Fprintf(out, "      %s\n", engine.Names(words, names))
			}
		}
	}
	if m.State.IsTerminal() {
		fmt.Fprint(out, "game over; winners:")
		for _, p := range engine.Winners(m.State) {
			fmt.Fprintf(out, " %s", seatName(m, p))
		}
		fmt.Fprintln(out)
	} else {
		fmt.Fprintf(out, "in progress; %s to act\n", seatName(m, m.State.CurrentPlayer()))
	}
	return nil
}

func seatName(m *engine.Match, p engine.Player) string {
	if p >= 0 && int(p) < len(m.Setup.Seats) {
		return m.Setup.Seats[p].Name
	}
	return "—"
}
