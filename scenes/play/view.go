package play

import "github.com/herotable/herotable/engine"

// Viewer is whose view the table shows: the only human in a game against
// bots; in hot-seat play with hidden information the human the device was
// last passed to; NoPlayer (everything) when bots play alone or the game is
// over, or while nobody has taken the device yet.
func (s *Session) Viewer() engine.Player {
	if s.Over() {
		return engine.NoPlayer
	}
	if s.humans > 1 && !s.hidden {
		// Nothing is hidden: show the table as the human to act sees it.
		if p := s.Current(); !s.IsBot(p) {
			s.viewer = p
		}
	}
	return s.viewer
}

// NeedsPass reports whether the table must be hidden until the device is
// passed to the human seat to act: two or more humans share a game with
// hidden information and the one to act is not the one looking.
func (s *Session) NeedsPass() (engine.Player, bool) {
	if s.humans < 2 || !s.hidden || s.Over() {
		return engine.NoPlayer, false
	}
	p := s.Current()
	if s.IsBot(p) || p == s.viewer {
		return engine.NoPlayer, false
	}
	return p, true
}

// Pass hands the device to the human seat to act.
func (s *Session) Pass() {
	if p, ok := s.NeedsPass(); ok {
		s.viewer = p
	}
}

// HiddenInfo reports whether the game has shown two seats different views.
func (s *Session) HiddenInfo() bool { return s.hidden }

// You is the seat the table's words call "you": the only human in a game
// against bots, the game over or not (the viewer is then NoPlayer, as
// every secret shows); NoPlayer when bots play alone or humans share the
// device.
func (s *Session) You() engine.Player {
	if s.humans != 1 {
		return engine.NoPlayer
	}
	for i, seat := range s.Match.Setup.Seats {
		if seat.Kind == engine.Human {
			return engine.Player(i)
		}
	}
	return engine.NoPlayer
}
