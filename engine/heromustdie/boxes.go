package heromustdie

import "github.com/herotable/herotable/engine"

// STUB, to be replaced: the Action phase (§5.4–§5.6).

func (s *State) stepAction() {
	for b := range s.Boxes {
		s.Boxes[b] = -1
	}
	s.enter(PhInvasion)
}

func (s *State) legalBox(buf []engine.Action) []engine.Action { return buf }

func (s *State) doBox(st Stage, a engine.Action) {}

// boxWords describes the Action phase's actions (ActionString).
func (s *State) boxWords(k Kind, arg int) (string, bool) { return "", false }
