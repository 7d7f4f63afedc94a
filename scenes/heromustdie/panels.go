package heromustdie

import (
	"fmt"

	"github.com/herotable/herotable/engine"
	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/tween"
	"github.com/herotable/herotable/scenes/ui"
)

// The player panels (§10): each mage's token and name, where he stands in
// the duty ring (his floor, the reserve, out), VP, goblins left this turn,
// gold, slaves and MP, hand size, trophies, and his monsters with their
// levels and families, MLP in front.

// monsterChip is the place of seat p's k-th monster chip.
func monsterChip(p, k, players int) layout.Rect {
	r := PanelRect(p, players)
	return layout.Rect{X: r.X + 254 + 32*float64(k), Y: panelRow2(r), W: 30, H: 20}
}

func (t *Table) drawPanels(c *ui.Canvas, st *hmd.State) {
	for p := range st.Seats {
		t.drawPanel(c, st, p)
	}
}

func (t *Table) drawPanel(c *ui.Canvas, st *hmd.State, p int) {
	r := PanelRect(p, len(st.Seats))
	q := &st.Seats[p]
	name := t.S.Name(engine.Player(p))
	acting := !st.Over && int(st.Actor) == p && st.Stage != hmd.StNone
	c.RoundRect(r, 8, ui.Fade(ui.DarkWood, 0.92))
	c.RoundRect(layout.Rect{X: r.X, Y: r.Y, W: 6, H: r.H}, 3, seatInk(st, p))
	if acting {
		c.RoundStroke(r.Inset(-1), 8, 2.5, ui.Gold)
	} else {
		c.RoundStroke(r, 8, 1, ui.Fade(ui.Gold, 0.3))
	}
	a := 1.0
	if q.Out {
		a = 0.45
	}
	token(c, st, "player", p, panelToken(r), a)
	you := ""
	if engine.Player(p) == t.Viewer {
		you = " (you)"
	}
	c.TextIn(ui.Ellipsize(name+you, ui.Style{Font: ui.Bold, Size: 14}, 140), ui.Style{Font: ui.Bold, Size: 14},
		layout.Rect{X: r.X + 54, Y: r.Y + 4, W: 140, H: 20}, ui.Left, ui.Fade(ui.Cream, a))
	post := layout.Rect{X: r.X + 54, Y: panelRow2(r), W: 150, H: 18}
	if !q.Out && len(st.Ring) > 0 && st.FloorOf(int8(p)) == 0 {
		icon(c, "reserve", layout.Rect{X: post.X, Y: post.Y + 1, W: 16, H: 16}, ui.Gold)
		post.X, post.W = post.X+19, post.W-19
	}
	switch {
	case atRisk(st, p):
		c.TextIn(riskWords, ui.Style{Font: ui.Bold, Size: 12}, post, ui.Left, ui.Loss)
	case lastVP(st, p):
		c.TextIn(lastVPWords, ui.Style{Font: ui.Bold, Size: 12}, post, ui.Left, ui.Loss)
	case coupLine(st, p, nil, false) != "":
		c.TextIn(coupWords, ui.Style{Font: ui.Bold, Size: 12}, post, ui.Left, ui.Loss)
	default:
		c.TextIn(nextPostWords(st, p, postStyle, post.W), postStyle, post, ui.Left, ui.Fade(ui.Gold, a))
	}
	// Row 1: VP, goblins, resources, hand, trophies.
	x, cy := r.X+206, r.Y+14
	vp := fmt.Sprintf("%d VP", q.VP)
	c.RoundRect(layout.Rect{X: x - 2, Y: cy - 9, W: 50, H: 18}, 5, ui.Fade(ui.Gold, 0.9*a))
	c.TextIn(vp, ui.Style{Font: ui.Bold, Size: 13}, layout.Rect{X: x - 2, Y: cy - 9, W: 50, H: 18}, ui.Center, ui.Ink)
	x += 56
	t.drawWorkers(c, st, p, x, cy)
	res := resourceSpans(st, p)
	for i, n := range [3]int{int(q.Gold), int(q.Slaves), int(q.MP)} {
		amount(c, [3]string{"gold", "slave", "mp"}[i], n, res[i].X, cy, ui.Fade(ui.Cream, a))
	}
	x = res[2].Right()
	if len(q.Trophies) > 0 {
		vpq := 0
		for _, tr := range q.Trophies {
			vpq += int(hmd.Plots[tr].VP)
		}
		end := r.Right() - 6
		if engine.Player(p) != t.Viewer {
			end = r.Right() - 50 // the hand's counter
		}
		chip(c, questBadge(len(q.Trophies), vpq, end-x), x, cy, ui.Gold)
	}
	if engine.Player(p) != t.Viewer {
		icon(c, "plot", layout.Rect{X: r.Right() - 46, Y: cy - 9, W: 18, H: 18}, ui.Cream)
		c.Text(fmt.Sprintf("%d", len(q.Hand)), ui.Style{Font: ui.Bold, Size: 13}, r.Right()-24, cy, ui.Left, ui.Cream)
	}
	// Row 2: MLP and the monsters.
	c.Text(fmt.Sprintf("MLP %d", st.MLP(int8(p))), ui.Style{Font: ui.Bold, Size: 12}, r.X+206, panelRow2(r)+10, ui.Left, ui.Fade(ui.CreamSoft, a))
	most := t.chipsShown(p)
	for k, m := range q.Monsters {
		if k >= most {
			c.Text(fmt.Sprintf("+%d", len(q.Monsters)-k), ui.Style{Font: ui.Bold, Size: 12}, monsterChip(p, k, len(st.Seats)).X, panelRow2(r)+10, ui.Left, ui.Cream)
			break
		}
		drawMonsterChip(c, m, monsterChip(p, k, len(st.Seats)), a)
	}
	t.drawGains(c, p)
}

// resourceSpans are where row 1 of seat p's panel shows his gold, slaves
// and MP: each icon and its number, and the gap after it.
func resourceSpans(st *hmd.State, p int) [3]layout.Rect {
	r := PanelRect(p, len(st.Seats))
	q := &st.Seats[p]
	x := r.X + 206 + 56
	if !q.Out {
		x += workersWidth(int(st.Allowance(int8(p))))
	}
	var out [3]layout.Rect
	for i, n := range [3]int{int(q.Gold), int(q.Slaves), int(q.MP)} {
		out[i] = layout.Rect{X: x, Y: r.Y + 5, W: amountWidth(n), H: 18}
		x = out[i].Right()
	}
	return out
}

// panelToken is where a panel at r shows its mage.
func panelToken(r layout.Rect) layout.Rect {
	s := min(40, r.H-12)
	return layout.Rect{X: r.X + 10 + (40-s)/2, Y: r.Y + 6, W: s, H: s}
}

// questBadge is the badge of n quests completed for vp VP, as long as
// fits room (pt17 #5: "1 quests 2 VP" ran into the hand's counter).
func questBadge(n, vp int, room float64) string {
	quests := fmt.Sprintf("%d quests", n)
	if n == 1 {
		quests = "1 quest"
	}
	words := []string{fmt.Sprintf("%s, %d VP", quests, vp), quests, fmt.Sprintf("%d Q", n)}
	for _, w := range words {
		if ui.Measure(w, ui.Style{Font: ui.Bold, Size: 12})+12 <= room {
			return w
		}
	}
	return words[len(words)-1]
}

// chipsShown is how many of seat p's monster chips show in his panel's
// second row, the rest counted "+N" after them: as many as fit before the
// hand's button (his own panel) or the "Whole log" tab over the last
// panel's foot (pt37 #5: Cora's sixth chip reached the tab).
func (t *Table) chipsShown(p int) int {
	n, right := 0, t.row2Right(p)
	if t.q != nil && p < len(t.q.Shown.Seats) {
		n = len(t.q.Shown.Seats[p].Monsters)
	}
	players := t.S.Players()
	fit := 0
	for monsterChip(p, fit, players).Right() <= right {
		fit++
	}
	if n <= fit {
		return n
	}
	most := 0
	for monsterChip(p, most, players).X+plusW <= right {
		most++
	}
	return max(0, most-1)
}

// plusW is the room the "+N" of chips not shown takes.
const plusW = 24

// row2Right is where the second row of seat p's panel ends: before the
// hand's button in his own panel, before the "Whole log" tab where it
// stands over the panel's foot.
func (t *Table) row2Right(p int) float64 {
	r := PanelRect(p, t.S.Players())
	right := r.Right() - 6
	if engine.Player(p) == t.Viewer {
		right = r.Right() - 74 - 6 // the hand's button (refreshButtons)
	}
	if b := t.Bar.Log; b != nil && !b.Hidden && b.Rect.Y < r.Bottom() && b.Rect.Bottom() > panelRow2(r) && b.Rect.X > r.X+gainLeft {
		right = min(right, b.Rect.X-6)
	}
	return right
}

// chipsEnd is where seat p's monster chips (and their "+N") end.
func (t *Table) chipsEnd(p int) float64 {
	players, n, most := t.S.Players(), 0, t.chipsShown(p)
	if p < len(t.q.Shown.Seats) {
		n = len(t.q.Shown.Seats[p].Monsters)
	}
	switch {
	case n > most:
		return monsterChip(p, most, players).X + plusW
	case n > 0:
		return monsterChip(p, n-1, players).Right()
	}
	return monsterChip(p, 0, players).X // after MLP
}

// drawMonsterChip draws a monster as its family's icon and its level.
func drawMonsterChip(c *ui.Canvas, m int8, r layout.Rect, a float64) {
	mon := hmd.Monsters[m]
	c.RoundRect(r, 5, ui.Fade(ui.Paper, 0.9*a))
	if !c.TrySprite(art+"family/"+hmd.FamilyIDs[mon.Family], layout.Rect{X: r.X + 1, Y: r.Y + 1, W: 18, H: 18}, ui.Alpha(a)) {
		c.Text(hmd.FamilyIDs[mon.Family][:1], ui.Style{Font: ui.Bold, Size: 12}, r.X+8, r.Y+r.H/2, ui.Center, ui.Ink)
	}
	c.Text(fmt.Sprint(mon.Level), ui.Style{Font: ui.Bold, Size: 13}, r.X+23, r.Y+r.H/2, ui.Center, ui.Fade(ui.Ink, a))
}

// drawWorkers draws the goblins seat p may still place this turn; it
// returns the width used.
func (t *Table) drawWorkers(c *ui.Canvas, st *hmd.State, p int, x, cy float64) float64 {
	q := &st.Seats[p]
	if q.Out {
		return 0
	}
	left := int(st.Allowance(int8(p)) - q.Placed)
	if st.Phase != hmd.PhPlanning || q.Passed {
		left = 0
	}
	total := int(st.Allowance(int8(p)))
	for i := range total {
		a := 0.3
		if i < left {
			a = 1
		}
		token(c, st, "goblin", p, layout.Rect{X: x + 13*float64(i), Y: cy - 9, W: 18, H: 18}, a)
	}
	return workersWidth(total)
}

// workersWidth is the width of a row of n goblins in a panel.
func workersWidth(n int) float64 { return 13*float64(n) + 12 }

// postWords says where seat p stands in the duty ring.
// atRisk reports whether seat p guards the front floor, where the parties
// strike next, with so few VP that losing it would put him out of the
// game: a newcomer was knocked out unwarned. Once no party may strike this
// turn (every party sent home, the fight over) the warning goes (pt12 #4).
func atRisk(st *hmd.State, p int) bool {
	q := &st.Seats[p]
	return !q.Out && len(st.Ring) > 0 && st.Ring[0] == int8(p) && int(q.VP) <= hmd.FloorPenalty && st.StrikeAhead()
}

// postStyle is a panel's post line.
var postStyle = ui.Style{Font: ui.Regular, Size: 12}

// riskWords are an endangered guard's panel words; its tooltip says more.
const riskWords = "At risk: front floor!"

// lastVP reports whether seat p, in the game, is one VP loss away from
// leaving it: at 1 VP any loss (the Wrath of Lord's -1, a floor lost) puts
// him out at once, before the Court and its quests (pt19 #1: a newcomer at
// 1 VP was put out by a drawn event with no word of warning).
func lastVP(st *hmd.State, p int) bool {
	q := &st.Seats[p]
	return !q.Out && !st.Over && st.Turn > 0 && q.VP == 1
}

// lastVPWords are the panel words of a seat at its last VP; its tooltip
// says more.
const lastVPWords = "At risk: last VP!"

// coupWords warn on a panel that its mage has the VP for a Coup d'État
// (its tooltip says how: coupLine; pt40 previous #1).
const coupWords = "May win by Coup d'État!"

// lastVPTip is the tooltip's word on seat p at its last VP: what puts him
// out, and the Wrath of Lord's threat when it is on and he has yet to
// build this turn.
func lastVPTip(st *hmd.State, p int) string {
	tip := "\nAt risk: at 1 VP, losing one more puts this mage out of the game at once (a floor lost, the Wrath of Lord's -1…), before the Court and its quests."
	q := &st.Seats[p]
	if st.Has(hmd.WrathOfLord) && !q.Built && !q.Reserve && st.Phase <= hmd.PhAction {
		tip += " The Wrath of Lord is on: build something this turn, or lose that VP."
	}
	return tip
}

func postWords(st *hmd.State, p int) string {
	q := &st.Seats[p]
	switch {
	case q.Out:
		return "Out of the game"
	case len(st.Ring) == 0:
		if q.Floor > 0 {
			return fmt.Sprintf("Chose floor %d", q.Floor)
		}
		return "Setting up"
	}
	f := st.FloorOf(int8(p))
	switch {
	case f == 0:
		return "In reserve"
	case st.Ring[0] == int8(p):
		return fmt.Sprintf("First player · floor %d", f)
	}
	return fmt.Sprintf("Guards floor %d", f)
}

// drawGains draws what seat p's resources changed by, rising a little in
// its panel while the change shows.
func (t *Table) drawGains(c *ui.Canvas, p int) {
	if ch := t.q.Change; ch != nil && ch.At(t.Now) < 1 {
		for _, g := range ch.Gains {
			t.drawGain(c, p, g, ch.At(t.Now))
		}
	}
	for _, f := range t.q.Floats { // told by the log's sentences (tally.go)
		if k := tween.Progress(t.Now, f.Start, f.Dur); k < 1 && t.Now >= f.Start {
			t.drawGain(c, p, f.Gain, k)
		}
	}
}

// gainStyle is the words of a gain.
var gainStyle = ui.Style{Font: ui.Bold, Size: 13}

// gainChip is one part of a gain: "+1 slave" on its chip.
type gainChip struct {
	Rect  layout.Rect
	Words string
	Loss  bool
}

// gainSpot is a stretch of a panel's row where a gain may show: from
// Left to Right at Y (its top before it rises); Tail lays the gain at the
// stretch's right end, else at its left.
type gainSpot struct {
	Left, Right, Y float64
	Top            float64 // as high as it may rise (0: 3 px)
	Tail           bool
}

// gainSpots are where a gain of seat p may show, in order: in the second
// row after his monster chips, before the hand's button or the "Whole
// log" tab; in the first row after his resources (over the quest badge
// at most), before the hand's counter; at last over the resources
// themselves, the numbers the gain changes. Never over the monster chips,
// the buttons or where he stands in the duty ring (pt37 #5: "-4 gold -3
// slaves -3 MP" covered Cora's chips and touched the tab; pt31 #9: "+3
// slaves" lay over "Guards floor…"; pt28 #6: "−1 MP" lay on a slave
// count while room was left).
func (t *Table) gainSpots(p int) []gainSpot {
	st := t.q.Shown
	r := PanelRect(p, t.S.Players())
	end := r.Right() - 6
	if engine.Player(p) != t.Viewer {
		end = r.Right() - 50 // the hand's counter
	}
	// (In a game of four the rows touch: a gain in row 2 rises no higher
	// than row 1's numbers end.)
	spots := []gainSpot{{Left: t.chipsEnd(p) + 6, Right: t.row2Right(p), Y: panelRow2(r) + 1, Top: max(panelRow2(r)+1-3, r.Y+24), Tail: true}}
	if p < len(st.Seats) && len(st.Seats) == t.S.Players() {
		res := resourceSpans(st, p)
		spots = append(spots, gainSpot{Left: res[2].Right(), Right: end, Y: r.Y + 5},
			gainSpot{Left: res[0].X, Right: end, Y: r.Y + 5})
	}
	return spots
}

// gainChips lays gain g out in the first of spots where it fits (else
// the last), k of the way up: opaque chips rising a little.
func gainChips(g Gain, k float64, spots []gainSpot) []gainChip {
	var out []gainChip
	x := 0.0
	for _, part := range []struct {
		n         int
		one, many string
	}{{g.Gold, "gold", "gold"}, {g.Slaves, "slave", "slaves"}, {g.MP, "MP", "MP"}} {
		if part.n == 0 {
			continue
		}
		s := fmt.Sprintf("%+d %s", part.n, part.many)
		if part.n == 1 || part.n == -1 {
			s = fmt.Sprintf("%+d %s", part.n, part.one)
		}
		w := ui.Measure(s, gainStyle) + 10
		out = append(out, gainChip{Rect: layout.Rect{X: x, W: w, H: 18}, Words: s, Loss: part.n < 0})
		x += w + 4
	}
	if len(out) == 0 || len(spots) == 0 {
		return out
	}
	w := x - 4
	spot := spots[len(spots)-1]
	for _, sp := range spots {
		if sp.Right-sp.Left >= w {
			spot = sp
			break
		}
	}
	dx := spot.Left
	if spot.Tail {
		dx = spot.Right - w
	}
	rise := 3.0
	if spot.Top > 0 {
		rise = min(rise, spot.Y-spot.Top)
	}
	y := spot.Y - rise*tween.OutCubic(k)
	for i := range out {
		out[i].Rect.X += dx
		out[i].Rect.Y = y
	}
	return out
}

// gainLeft is how far into a panel's second row the gains may begin:
// after its words, where the MLP stands.
const gainLeft = 206

// drawGain draws gain g of seat p rising, k of the way.
func (t *Table) drawGain(c *ui.Canvas, p int, g Gain, k float64) {
	if g.Seat != p {
		return
	}
	fade := 1 - k*k*k*k // the chip hides what is under it until the end
	for _, ch := range gainChips(g, k, t.gainSpots(p)) {
		col := ui.Gain
		if ch.Loss {
			col = ui.Loss
		}
		c.RoundRect(ch.Rect, 6, ui.Fade(ui.DarkWood, fade))
		c.RoundStroke(ch.Rect, 6, 1, ui.Fade(col, 0.7*fade))
		c.Text(ch.Words, gainStyle, ch.Rect.X+5, ch.Rect.Y+9, ui.Left, ui.Fade(col, fade))
	}
}

func (t *Table) markPanels(st *hmd.State) {
	names := t.S.Names()
	for p := range st.Seats {
		t.Spots.Mark(spotKey{Kind: AtPanel, I: p}, PanelRect(p, len(st.Seats)), panelTip(st, p, names, engine.Player(p) == t.Viewer), "")
		for k, m := range st.Seats[p].Monsters {
			if k < t.chipsShown(p) {
				t.Spots.Mark(spotKey{Kind: AtOwned, I: int(m)}, monsterChip(p, k, len(st.Seats)), monsterTip(m, "Owned by "+nameOf(names, p)+"."), monsterSprite(m))
			}
		}
	}
}
