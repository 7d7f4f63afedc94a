package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// Rules is the rules reader: the games down the left, the chosen game's
// rules (engine.Info.Rules) word-wrapped and scrollable on the right.
type Rules struct {
	back    Scene
	game    string
	ids     []string
	tabs    []*ui.Button
	backBtn *ui.Button
	links   []*ui.Link // the chosen game's contents
	section string     // the section to open at ("" the top)
	view    ui.TextView
	group   *ui.Group
	pending Later
	dev     bool
	built   bool
}

// Places on the rules screen.
var (
	rulesTabs = layout.Rect{X: 40, Y: 96, W: 250, H: 500}
	rulesText = layout.Rect{X: 320, Y: 96, W: 920, H: 540}
)

// The games' tabs and the chosen game's contents below them.
const (
	rulesTabStep  = 38
	rulesLinkStep = 20
)

// NewRules opens the rules of game id; back is where Back goes.
func NewRules(id string, back Scene) *Rules {
	return &Rules{back: back, game: id}
}

// NewRulesAt opens the rules of game id at its section named section (a
// "## " heading; the top if it has none such): a table opens the part
// about the decision at hand.
func NewRulesAt(id, section string, back Scene) *Rules {
	return &Rules{back: back, game: id, section: section}
}

func (r *Rules) build(ctx *Context) {
	r.built, r.dev = true, ctx.Host.Dev()
	r.ids = r.ids[:0]
	for _, g := range Catalogue {
		r.ids = append(r.ids, g.ID)
	}
	if r.dev {
		for _, info := range HiddenGames() {
			r.ids = append(r.ids, info.ID)
		}
	}
	known := false
	for _, id := range r.ids {
		known = known || id == r.game
	}
	if !known {
		r.ids = append(r.ids, r.game) // a hidden game opened from its table
	}
	r.tabs = r.tabs[:0]
	for i, id := range r.ids {
		id := id
		b := ui.NewButton(layout.Rect{X: rulesTabs.X, Y: rulesTabs.Y + float64(i)*rulesTabStep, W: rulesTabs.W, H: rulesTabStep - 4}, GameTitle(id), func() { r.show(id) })
		b.Style = ui.Style{Font: ui.Bold, Size: 16}
		r.tabs = append(r.tabs, b)
	}
	r.backBtn = ui.NewButton(layout.Back, "Back", func() { r.pending = func(ctx *Context) { ctx.Host.GoTo(r.back) } })
	r.backBtn.Icon = "back"
	r.view.Rect = rulesText
	r.show(r.game)
	if r.section != "" {
		r.view.ShowSection(r.section)
	}
}

// contentsTop is where the chosen game's contents begin, below the tabs.
func (r *Rules) contentsTop() float64 {
	return rulesTabs.Y + float64(len(r.tabs))*rulesTabStep + 12
}

// RulesText is what the reader shows for game id.
func RulesText(id string) string {
	g := Entry(id)
	head := "# " + g.Title + "\n" + g.Players() + "\n\n"
	info, ok := Info(id)
	switch {
	case !ok:
		return head + g.Pitch + "\n\nThe rules arrive with the game."
	case info.Rules == "":
		return head + g.Pitch + "\n\nThis game has no rules text yet."
	}
	return head + info.Rules
}

func (r *Rules) show(id string) {
	r.game = id
	for i, b := range r.tabs {
		b.Selected = r.ids[i] == id
	}
	r.view.SetText(RulesText(id))
	r.group = ui.NewGroup()
	for _, b := range r.tabs {
		r.group.Add(b)
	}
	r.links = r.links[:0]
	y := r.contentsTop()
	for _, sec := range r.view.Sections() {
		if y+rulesLinkStep > layout.Back.Y-4 {
			break // the wheel reaches the rest
		}
		sec := sec
		l := &ui.Link{Rect: layout.Rect{X: rulesTabs.X, Y: y, W: rulesTabs.W, H: rulesLinkStep}, Words: sec, OnClick: func() { r.view.ShowSection(sec) }}
		r.links = append(r.links, l)
		r.group.Add(l)
		y += rulesLinkStep
	}
	r.group.Add(r.backBtn)
}

func (r *Rules) Name() string { return "rules" }

func (r *Rules) Update(ctx *Context) error {
	if !r.built {
		r.build(ctx)
		ctx.Redraw()
	}
	r.view.Update(ctx.Frame)
	r.group.Update(ctx.Frame)
	at := r.view.Section()
	for _, l := range r.links {
		if sel := l.Words == at; sel != l.Selected {
			l.Selected = sel
			ctx.Redraw()
		}
	}
	if ctx.TakeKey(ebiten.KeyEscape) {
		ctx.Host.GoTo(r.back)
		return nil
	}
	r.pending.Run(ctx)
	return nil
}

func (r *Rules) Draw(c *ui.Canvas, ctx *Context) {
	if !r.built {
		r.build(ctx)
	}
	c.Table()
	c.TextShadow("Rules", ui.Banner, rulesTabs.X+rulesTabs.W/2, 60, ui.Center, ui.Cream)
	r.view.Draw(c)
	if len(r.links) > 0 {
		y := r.contentsTop() - 6
		c.Divider(rulesTabs.X, rulesTabs.Right(), y, true)
	}
	r.group.Draw(c, ctx.Tick, ctx.Mouse)
}
