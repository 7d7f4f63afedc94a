package tablekit

// Asking is a prompt's words: who decides, what, and the detail (in the
// alert colour when something went wrong).
type Asking struct {
	Who, What, Detail string
	Alert             bool
}

// Prompt is what a game says in its prompt; Ask frames it the same way at
// every table.
type Prompt struct {
	What  string // the decision now, in the game's words
	Help  string // how the viewer makes it (where to click)
	Over  Asking // the words once the game is over
	Shown Asking // the words while the last moves are still shown
}

// Ask is the prompt's words now: the last moves being shown, the game
// over, a bot thinking (or watched, or paused), another seat to act (pass
// the device), or the viewer's own decision; a failed autosave or a refused
// move takes the detail line.
func (c *Core[K]) Ask(p Prompt) Asking {
	s := c.S
	who := s.Current()
	var a Asking
	switch {
	case c.Busy(): // the game may be over, but its last moves still show
		a = p.Shown
	case s.Over():
		a = p.Over
	case s.BotTurn():
		a = Asking{Who: s.Name(who) + " is thinking", What: p.What, Detail: s.Name(who) + "'s move shows in a moment."}
		if s.Watching() {
			a.Detail = "Watching the bots play. Space pauses."
			if c.Paused {
				a.Who, a.Detail = s.Name(who)+" to act", "Paused: Space or Resume plays on."
			}
		}
	case who != c.Viewer:
		a = Asking{Who: s.Name(who) + " to act", What: p.What, Detail: "Pass the device."}
	default:
		a = Asking{Who: "Your decision, " + s.Name(who), What: p.What, Detail: p.Help}
	}
	if err := s.AutosaveErr(); err != nil {
		a.Detail, a.Alert = "Autosave failed: "+err.Error(), true
	}
	if c.Err != "" {
		a.Detail, a.Alert = c.Err, true
	}
	return a
}

// Decides reports whether the viewer is the seat deciding now, the
// animation aside (Mine waits for it to be over too).
func (c *Core[K]) Decides() bool {
	return c.Viewer >= 0 && c.S.Current() == c.Viewer && !c.S.BotTurn() && !c.S.Over()
}
