package scenes

import "github.com/herotable/herotable/scenes/layout"

// Where each screen shows a tooltip (stage.Tipped): the text audit rests
// the pointer on each, so that tooltips are audited too. Tables have
// theirs from the table core.

func (s *Title) TipPoints() []layout.Point       { return s.group.TipPoints() }
func (s *Setup) TipPoints() []layout.Point       { return s.group.TipPoints() }
func (s *Settings) TipPoints() []layout.Point    { return s.group.TipPoints() }
func (s *Menu) TipPoints() []layout.Point        { return s.group.TipPoints() }
func (s *SaveBrowser) TipPoints() []layout.Point { return s.group.TipPoints() }
