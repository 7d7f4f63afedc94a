package heromustdie

import (
	"fmt"
	"sort"
	"strings"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tablekit"
	"github.com/herotable/herotable/scenes/ui"
)

// endPanel is the result over the board (§8): who won and how, and every
// mage's VP, monster levels and resources, the order of the final
// ranking, and the plot cards left in each hand (the game is over: nothing
// is hidden any more, so the panel reads the true state); then where to go
// next.
type endPanel struct {
	t *Table
	scenes.EndPanel
	spots []ui.Control // the hands' cards, for their tooltips (markEnd)
}

// EndRect is where the result shows.
var EndRect = layout.Rect{X: 150, Y: 80, W: 980, H: 520}

// The end panel's rows, and the mini cards of a hand in them.
const (
	endRowH  = 64
	endCardW = 42
	endCardH = 58
)

// endHandX is where the hands' column starts.
var endHandX = EndRect.X + 560

// EndHandCard is the place of card i of the n in the hand shown in the
// ranking's row k.
func EndHandCard(k, i, n int) layout.Rect {
	room := EndRect.Right() - 110 - endHandX
	step := min(endCardW+4, (room-endCardW)/float64(max(1, n-1)))
	y := endRowY(k)
	return layout.Rect{X: endHandX + step*float64(i), Y: y - endCardH/2, W: endCardW, H: endCardH}
}

// endRowY is the middle of the ranking's row k.
func endRowY(k int) float64 { return EndRect.Y + 20 + 54 + 66 + endRowH*(float64(k)+0.5) + 12 }

// handsShown is what the end panel shows of seat p's hand: all of it,
// once the match is over, and nothing before.
func (t *Table) handsShown(p int) []int8 {
	if !t.S.Over() {
		return nil
	}
	return t.state().Seats[p].Hand
}

func newEndPanel(t *Table) *endPanel {
	e := &endPanel{t: t}
	e.EndPanel = scenes.NewEndPanel(t.S, headline(t.state(), t.S.Names()), EndRect,
		scenes.EndLabels{SetupTip: "Choose the seats and options again", Again: "Rematch", AgainTip: "The same seats, a new dungeon"}, e.drawResult)
	return e
}

// headline is the result in a few words.
func headline(st *hmd.State, names []string) string {
	var w []string
	for p, won := range st.Won {
		if won {
			w = append(w, nameOf(names, p))
		}
	}
	switch len(w) {
	case 0:
		return "Nobody wins"
	case 1:
		return w[0] + " wins!"
	}
	return fmt.Sprintf("Shared victory: %s", joinAnd(w))
}

func joinAnd(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	s := xs[0]
	for i, x := range xs[1:] {
		if i == len(xs)-2 {
			s += " and " + x
		} else {
			s += ", " + x
		}
	}
	return s
}

// endWhy is the line under the result's headline: how the game ended;
// after the eighth turn, which the headline says already (pt17 #9: "Cora
// wins!" over "After eight turns Cora wins."), how the seats are ranked.
func endWhy(st *hmd.State, log []engine.LogEntry, names []string) string {
	if n := len(log); n > 0 {
		for _, ev := range log[n-1].Events {
			if ev.Kind == engine.EvGame && ev.Code == hmd.CodeAfterEight {
				return "After eight turns, ranked by VP, then monster levels (MLP), then resources (gold, slaves and MP)."
			}
		}
	}
	return engine.Names(st.Why, names)
}

// Ranking is the seats in final order: VP, then MLP, then resources (R56);
// the eliminated last.
func Ranking(st *hmd.State) []int {
	out := make([]int, len(st.Seats))
	for i := range out {
		out[i] = i
	}
	key := func(p int) [4]int {
		q := &st.Seats[p]
		out := 1
		if q.Out {
			out = 0
		}
		return [4]int{out, int(q.VP), st.MLP(int8(p)), st.Resources(int8(p))}
	}
	sort.SliceStable(out, func(a, b int) bool {
		ka, kb := key(out[a]), key(out[b])
		for i := range ka {
			if ka[i] != kb[i] {
				return ka[i] > kb[i]
			}
		}
		return false
	})
	return out
}

// Controls are the spots on the hands' cards.
func (e *endPanel) Controls() []ui.Control { return e.spots }

func (e *endPanel) drawResult(c *ui.Canvas) {
	st := e.t.state()
	names := e.t.S.Names()
	r := EndRect
	c.Fill(layout.Screen, ui.Fade(ui.Dim, 0.5))
	c.Panel(r)
	won := false
	for _, w := range st.Won {
		won = won || w
	}
	band := tablekit.EndBanner(c, r, 20, e.Headline, endWhy(st, e.t.S.Match.Log, names), won)
	cols := []float64{r.X + 64, r.X + 300, r.X + 352, r.X + 404, r.X + 490, endHandX}
	head := ui.Style{Font: ui.Bold, Size: 14}
	y := band.Bottom() + 66
	for i, h := range []string{"Evil mage", "VP", "MLP", "Resources", "Quests", "Plot cards left in hand"} {
		c.Text(h, head, cols[i], y, ui.Left, ui.InkSoft)
	}
	for k, p := range Ranking(st) {
		y = endRowY(k)
		q := &st.Seats[p]
		if k%2 == 0 {
			c.RoundRect(layout.Rect{X: r.X + 24, Y: y - endRowH/2 + 2, W: r.W - 48, H: endRowH - 4}, 8, ui.Fade(ui.GoldDeep, 0.08))
		}
		e.drawHand(c, k, p)
		token(c, st, "player", p, layout.Centered(cols[0]-20, y, 28, 28), 1)
		label := ui.Ellipsize(seatWords(st, names, p), ui.BodyB, 224)
		c.Text(label, ui.BodyB, cols[0], y, ui.Left, ui.Ink)
		scores := []int{int(q.VP), st.MLP(int8(p)), st.Resources(int8(p)), len(q.Trophies)}
		if q.Out { // its scores are all 0: the row says why (pt19 #1)
			c.TextIn(outRow(e.t.S.Match.Log, p), ui.Body, layout.Rect{X: cols[1], Y: y - 10, W: cols[4] - cols[1] - 8, H: 20}, ui.Left, ui.Loss)
			scores = scores[3:]
		}
		for i, v := range scores {
			c.Text(fmt.Sprint(v), ui.BodyB, cols[len(cols)-1-len(scores)+i], y, ui.Left, ui.Ink)
		}
		if p < len(st.Won) && st.Won[p] {
			c.Text("Winner", ui.BodyB, r.Right()-24, y, ui.Right, ui.GoldDeep)
		}
	}
}

// drawHand draws the plot cards seat p still holds, in row k.
func (e *endPanel) drawHand(c *ui.Canvas, k, p int) {
	hand := e.t.handsShown(p)
	if len(hand) == 0 {
		c.Text("none", ui.Body, endHandX, endRowY(k), ui.Left, ui.InkSoft)
		return
	}
	for i, card := range hand {
		if card < 0 || int(card) >= len(hmd.Plots) {
			continue
		}
		if e.t.record != nil {
			e.t.record("plot", int(card))
		}
		drawCard(c, plotSprite(card), hmd.Plots[card].Name, EndHandCard(k, i, len(hand)), 1)
	}
}

// markEnd lays a spot on each card of the hands shown, for its tooltip.
func (t *Table) markEnd() []ui.Control {
	var out []ui.Control
	for k, p := range Ranking(t.state()) {
		hand := t.handsShown(p)
		for i, card := range hand {
			if card >= 0 && int(card) < len(hmd.Plots) {
				out = append(out, t.Spots.Mark(spotKey{Kind: atEndHand, I: int(card)}, EndHandCard(k, i, len(hand)), plotTip(card)+"\nLeft in "+nameOf(t.S.Names(), p)+"'s hand.", plotSprite(card)))
			}
		}
	}
	return out
}
