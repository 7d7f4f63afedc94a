package heromustdie

import (
	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/tablekit"
)

// Refusal says why a click on a greyed thing does nothing, in the
// engine's words (tablekit.Refuser): a monster the rules keep from
// defending, a box another goblin holds. The core words the rest.
func (t *Table) Refusal(s *tablekit.Spot[spotKey]) string {
	st := t.state()
	why := ""
	switch s.Key.Kind {
	case AtReserve:
		why = st.WhyNotSend(int8(s.Key.I))
	case AtBox:
		why = st.WhyNotPlace(s.Key.I)
	}
	return engine.Names(why, t.S.Names())
}

var _ tablekit.Refuser[spotKey] = (*Table)(nil)
