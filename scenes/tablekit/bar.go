package tablekit

import (
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/play"
	"github.com/herotable/herotable/scenes/ui"
)

// Bar is the buttons every table has: undo, the rules, the menu, the
// whole log, and Pause while bots play alone. A table places them (a
// button left unplaced does not show) and may restyle them.
type Bar struct {
	Undo, Rules, Menu, Log, Pause *ui.Button
	// NoUndo is the undo button's tooltip when nothing can be taken back
	// and the match gives no reason. The match always says what blocks the
	// undo now ("Nothing to undo: the die was rolled", play.Session's
	// WhyNoUndo), the same words at every table, so a table need not set it.
	NoUndo string
}

// buildBar makes the bar's buttons, unplaced.
func (c *Core[K]) buildBar(title string) {
	b := &c.Bar
	b.Undo = ui.NewButton(layout.Rect{}, "", c.UndoLater)
	b.Undo.Icon = "undo"
	b.Rules = ui.NewButton(layout.Rect{}, "", func() { c.Later(c.OpenRules) })
	b.Rules.Icon, b.Rules.Tooltip = "rules", "Rules of "+title
	b.Menu = ui.NewButton(layout.Rect{}, "", func() { c.Later(c.OpenMenu) })
	b.Menu.Icon, b.Menu.Tooltip = "menu", "Menu (Esc): save, rules, settings, quit"
	b.Log = ui.NewButton(layout.Rect{}, "", c.Log.Toggle)
	b.Pause = ui.NewButton(layout.Rect{}, "", func() { c.Paused = !c.Paused })
	b.NoUndo = "Nothing to undo: something new was shown, or a bot moved"
}

// NoUndoSays is why undo does nothing, as a sentence: "Nothing to undo:
// Bram has moved since your last move."
func NoUndoSays(why string) string { return play.Sentence("Nothing to undo: " + why) }

// refreshBar keeps the bar's buttons in step with the match.
func (c *Core[K]) refreshBar() {
	b := &c.Bar
	b.Undo.Disabled = !c.S.CanUndo() || c.S.BotTurn()
	b.Undo.Tooltip = UndoTip
	if b.Undo.Disabled {
		b.Undo.Tooltip = play.Sentence(b.NoUndo)
		if why := c.WhyNoUndo(); why != "" {
			b.Undo.Tooltip = NoUndoSays(why)
		}
	}
	c.Log.placeButton(b.Log)
	b.Pause.Hidden = !c.S.Watching() || c.S.Over()
	b.Pause.Label, b.Pause.Icon, b.Pause.Tooltip = "Pause", "", "Stop after this move (Space)"
	if c.Paused {
		b.Pause.Label, b.Pause.Icon, b.Pause.Tooltip = "Resume", "play", "Let the bots play on (Space)"
	}
	for _, x := range []*ui.Button{b.Undo, b.Rules, b.Menu, b.Log, b.Pause} {
		if x.Rect.Empty() {
			x.Hidden = true
		}
	}
}

// all are the bar's buttons in Tab order; covered those that stay usable
// while the whole log or the result covers the table.
func (b *Bar) all() []ui.Control     { return []ui.Control{b.Log, b.Pause, b.Undo, b.Rules, b.Menu} }
func (b *Bar) covered() []ui.Control { return []ui.Control{b.Log, b.Undo, b.Rules, b.Menu} }
