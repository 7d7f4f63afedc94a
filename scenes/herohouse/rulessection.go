package herohouse

import (
	"github.com/herotable/herotable/engine"
	hh "github.com/herotable/herotable/engine/herohouse"
)

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
// (tablekit.RulesSectioner); with a monster player, the card a player
// would discard is given to him, which "Playing the monster" tells.
func (t *Table) RulesSection() string {
	st := t.state()
	if st.Phase == hh.PhDiscard && st.Monster != engine.NoPlayer {
		return "Playing the monster"
	}
	return phaseSections[st.Phase]
}
