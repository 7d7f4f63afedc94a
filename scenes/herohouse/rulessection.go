package herohouse

import hh "github.com/herotable/herotable/engine/herohouse"

// phaseSections name the part of the rules (a "## " heading of the rules
// text) about each decision: the table's rules button opens there.
var phaseSections = map[hh.Phase]string{
	hh.PhLay:     "Your turn",
	hh.PhDefend:  "The fight",
	hh.PhDiscard: "Your turn",
	hh.PhMonster: "Playing the monster",
	hh.PhOver:    "Winning",
}

// RulesSection is the part of the rules about the decision at hand
// (tablekit.RulesSectioner).
func (t *Table) RulesSection() string { return phaseSections[t.state().Phase] }
