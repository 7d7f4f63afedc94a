package heromustdie

import "github.com/herotable/herotable/engine"

// STUB, to be replaced: the Court phase (§5.13) and the plot cards (§2.4).

func (s *State) stepCourt() { s.endTurn() }

func (s *State) legalCourt(buf []engine.Action) []engine.Action { return buf }

func (s *State) doCourt(st Stage, a engine.Action) {}

// courtWords describes the Court phase's actions (ActionString).
func (s *State) courtWords(k Kind, arg int) (string, bool) { return "", false }
