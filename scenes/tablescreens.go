package scenes

import (
	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/tablekit"
)

// The table core opens these screens of ours (it sits below this package).
func init() {
	tablekit.Screens.Menu = func(table Scene, s *play.Session) Scene { return NewMenu(table, s) }
	tablekit.Screens.Rules = func(game, section string, back Scene) Scene { return NewRulesAt(game, section, back) }
	tablekit.Screens.Pass = func(s *play.Session, to engine.Player, table Scene) Scene { return NewPass(s, to, table) }
}
