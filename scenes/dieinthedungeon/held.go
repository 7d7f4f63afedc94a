package dieinthedungeon

import (
	"fmt"
	"slices"

	"github.com/herotable/herotable/engine"
	dd "github.com/herotable/herotable/engine/dieinthedungeon"
)

// The prompt's buttons keep their places when the game takes a step by
// itself or a choice is used up: a click aimed by habit at where a button
// was must not land on a move nobody chose (the play-test's click on
// "Power up"'s place explored a tile the turn the game powered up by
// itself; Far Sight's peek buttons closed up after each peek). What is
// done stays as a disabled button in its place for that decision.

// autoPowerUp is the power up the game made by itself in the last log
// entry for player p, the one that brought the decision now (so the
// player has decided nothing since): AP after it and AP gained.
func autoPowerUp(log []engine.LogEntry, p engine.Player) (ap, gained int, ok bool) {
	if len(log) == 0 {
		return 0, 0, false
	}
	for _, ev := range log[len(log)-1].Events {
		if ev.Kind == engine.EvGame && ev.Code == dd.TellPowerUp && ev.Player == p && len(ev.Args) >= 3 && ev.Arg(2) == 1 {
			ap, gained, ok = ev.Arg(0), ev.Arg(1), true
		}
	}
	return ap, gained, ok
}

// poweredWords says the automatic power up: "Powered up automatically: 3
// AP", or that AP was already at its maximum.
func poweredWords(ap, gained int) string {
	if gained == 0 {
		return fmt.Sprintf("Powered up automatically: already at the %d AP maximum", ap)
	}
	return fmt.Sprintf("Powered up automatically: %d AP", ap)
}

// farSightPeeks are the tiles player p looked at with the Far Sight now
// under way: the peeks since the last action that was not one.
func farSightPeeks(log []engine.LogEntry, p engine.Player) []int {
	var out []int
	for i := len(log) - 1; i >= 0; i-- {
		k, arg := dd.Split(log[i].Action)
		if k != dd.KPeek || log[i].Player != p {
			break
		}
		out = append(out, arg)
	}
	return out
}

// Held is a button kept in place for what is done: disabled, with why.
type held struct {
	Cmd Command
	Tip string
}

// poweredUpLabel is the held button's after an automatic power up.
const poweredUpLabel = "Powered up"

// heldPlaces are the disabled buttons the decision now keeps in place,
// and the commands with them in their order: a "Powered up" first after
// an automatic power up, the tiles Far Sight has looked at among those it
// still may.
func (t *Table) heldPlaces(cmds []Command) ([]Command, []held) {
	st, log := t.state(), t.S.Match.Log
	switch st.Stage {
	case dd.StRest, dd.StMove:
		ap, gained, ok := autoPowerUp(log, st.Turn)
		if !ok {
			return cmds, nil
		}
		h := held{Cmd: Command{Label: poweredUpLabel, Group: GroupMain, Action: dd.Act(dd.KContinue, 0)},
			Tip: poweredWords(ap, gained) + ": nothing else could be used at the start of the turn, so the game did it for you."}
		return append([]Command{h.Cmd}, cmds...), []held{h}
	case dd.StFarSight:
		peeked := farSightPeeks(log, st.Turn)
		if len(peeked) == 0 {
			return cmds, nil
		}
		var hs []held
		legal := slices.Clone(t.S.Legal())
		for _, i := range peeked {
			legal = append(legal, dd.Act(dd.KPeek, i))
		}
		for _, i := range peeked {
			c := command(st, legal, dd.Act(dd.KPeek, i), t.S.Names())
			c.Label, c.Where = peekedWord+slotName(st, legal, i), Place{} // done: nothing to click on the map
			hs = append(hs, held{Cmd: c, Tip: "You looked at this tile with Far Sight: its face shows on the map (only you see it)."})
		}
		out := slices.Clone(cmds)
		for _, h := range hs {
			at := slices.IndexFunc(out, func(c Command) bool {
				_, j := dd.Split(c.Action)
				return c.Kind == dd.KPeek && j > h.Cmd.Arg || c.Kind != dd.KPeek
			})
			if at < 0 {
				at = len(out)
			}
			out = slices.Insert(out, at, h.Cmd)
		}
		// Name the peeks still to make as before: the twins named include
		// the tiles looked at.
		for i, c := range out {
			if c.Kind == dd.KPeek && !isHeld(hs, c) {
				out[i].Label = peekWord + slotName(st, legal, c.Arg)
			}
		}
		return out, hs
	}
	return cmds, nil
}

func isHeld(hs []held, c Command) bool {
	return slices.ContainsFunc(hs, func(h held) bool { return h.Cmd.Label == c.Label && h.Cmd.Action == c.Action })
}
