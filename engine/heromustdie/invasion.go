package heromustdie

import "github.com/herotable/herotable/engine"

// STUB, to be replaced: the Invasion phase (§5.7–§5.11).

func (s *State) stepInvasion() { s.enter(PhCourt) }

func (s *State) legalInvasion(buf []engine.Action) []engine.Action { return buf }

func (s *State) doInvasion(st Stage, a engine.Action) {}

// invasionWords describes the Invasion phase's actions (ActionString).
func (s *State) invasionWords(k Kind, arg int) (string, bool) { return "", false }
