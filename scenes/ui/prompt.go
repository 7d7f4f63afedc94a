package ui

import (
	"strings"

	"github.com/herotable/herotable/scenes/layout"
)

// Prompt is the bar that says what the table waits for: "Ada to act", with
// the seat's token and, while a bot decides, thinking dots.
type Prompt struct {
	Rect     layout.Rect
	Text     string
	Detail   string // a second, smaller line
	Token    string // sprite of the acting seat's token, or ""
	Thinking bool
	Alert    bool // an error to notice: red detail
}

// Draw draws the bar.
func (p *Prompt) Draw(c *Canvas, tick int) {
	r := p.Rect
	c.DarkPanel(r)
	text := p.Text
	if p.Thinking {
		text += strings.Repeat(".", 1+(tick/20)%3) // changes on multiples of 10 ticks
	}
	st := Large
	tw := Measure(p.Text+"...", st)
	x := r.X + r.W/2 - tw/2
	cy := r.Y + r.H/2
	if p.Detail != "" {
		cy -= 9
	}
	if p.Token != "" {
		c.Token(p.Token, x-24, r.Y+r.H/2, 32, 1)
	}
	c.TextShadow(text, st, x, cy, Left, Gold)
	if p.Detail != "" {
		col := CreamSoft
		if p.Alert {
			col = rgb(0xff9c8f)
		}
		c.TextIn(p.Detail, Small, layout.Rect{X: r.X + 20, Y: cy + 12, W: r.W - 40, H: 20}, Center, col)
	}
}
