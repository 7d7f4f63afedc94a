package heromustdie

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The hand drawer (§10): the viewer's plot cards over the locations, the
// ones he may play now glowing; during a Throne room draw, the cards drawn
// to keep one of. Only the viewer's own cards are ever drawn face up.

// drawerShown reports whether the drawer is up (the combat overlay and
// the build grid go over it).
func (t *Table) drawerShown() bool { return t.handOpen && !t.fightShown() && !t.buildShown() }

// drawnCards are the Throne room draw the viewer chooses from, if any.
func (t *Table) drawnCards(st *hmd.State) []int8 {
	if st.Stage == hmd.StThroneKeep && st.Actor == int8(t.Viewer) && t.Viewer >= 0 {
		return st.Tmp
	}
	return nil
}

// drawerCards are the cards the drawer shows and what they are.
func (t *Table) drawerCards(st *hmd.State) (cards []int8, title string, kind uint8) {
	if d := t.drawnCards(st); len(d) > 0 {
		return d, "The plot cards you drew: keep one, the rest go under the deck", AtDrawn
	}
	hand := handOf(st, t.Viewer)
	return hand, fmt.Sprintf("Your plot cards (%d) · playable ones glow in your Court turn", len(hand)), AtHand
}

func (t *Table) drawHand(c *ui.Canvas, st *hmd.State) {
	r := HandDrawer
	c.Fill(layout.Rect{X: 0, Y: 0, W: 690, H: layout.Height}, ui.Fade(ui.Dim, 0.35))
	c.DarkPanel(r)
	cards, title, _ := t.drawerCards(st)
	c.Text(title, ui.Style{Font: ui.Bold, Size: 15}, r.X+16, r.Y+20, ui.Left, ui.Gold)
	if len(cards) == 0 {
		c.TextIn("No plot cards in hand. The Throne Room's boxes draw them.", ui.Body, r.InsetXY(20, 60), ui.Center, ui.CreamSoft)
		return
	}
	for i, card := range cards {
		cr := HandCard(i, len(cards))
		if card < 0 {
			drawBack(c, "plot", cr, 1)
			continue
		}
		if t.record != nil {
			t.record("plot", int(card))
		}
		drawCard(c, plotSprite(card), hmd.Plots[card].Name, cr, 1)
		p := hmd.Plots[card]
		label := "Function card"
		if p.Quest() {
			label = fmt.Sprintf("Quest · %d VP", p.VP)
		}
		c.TextIn(label, ui.Style{Font: ui.Bold, Size: 12}, layout.Rect{X: cr.X, Y: cr.Bottom() + 4, W: cr.W, H: 17}, ui.Center, ui.CreamSoft)
	}
	c.Text("H or Esc closes", ui.Style{Font: ui.Regular, Size: 12}, r.Right()-16, r.Bottom()-14, ui.Right, ui.CreamSoft)
}

func (t *Table) markHand(st *hmd.State) {
	cards, _, kind := t.drawerCards(st)
	for i, card := range cards {
		if card < 0 {
			continue
		}
		tip := plotTip(card)
		if kind == AtHand && st.Stage == hmd.StCourt && int(st.Actor) == int(t.Viewer) {
			if why := st.WhyNotPlay(card); why != "" { // pt #6: a greyed card said nothing before the click
				tip += "\nNot playable now: " + engine.Names(why, t.S.Names())
			}
		}
		t.Spots.Mark(spotKey{Kind: kind, I: int(card)}, HandCard(i, len(cards)), tip, plotSprite(card))
	}
}
