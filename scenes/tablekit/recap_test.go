package tablekit

import (
	"fmt"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// A recap laid over an area stays inside it, keeping the latest lines that
// fit and counting the rest as earlier; laid by a small log, it stands on
// the log's foot.
func TestRecapFitsItsArea(t *testing.T) {
	var lines []LogLine
	for i := range 12 {
		lines = append(lines, LogLine{Text: fmt.Sprintf("Bram takes the gold mine and pays %d gold for the builders of the second floor", i), Player: 1, Entry: i})
	}
	area := layout.Rect{X: 1040, Y: 0, W: 240, H: 300}
	r := &recap{lines: lines, rank: make([]int, len(lines))}
	r.lay(area, true)
	if r.panel.X < area.X || r.panel.Y < area.Y || r.panel.Right() > area.Right() || r.panel.Bottom() > area.Bottom() {
		t.Errorf("the recap %v leaves its area %v", r.panel, area)
	}
	if r.earlier == 0 || len(r.lines) == 0 || r.lines[len(r.lines)-1].Entry != 11 {
		t.Errorf("the recap kept %d lines, %d earlier: it should keep the latest that fit", len(r.lines), r.earlier)
	}
	log := layout.Rect{X: 868, Y: 628, W: 412, H: 92}
	r = &recap{lines: lines[:3], rank: make([]int, 3)}
	r.lay(log, false)
	if r.panel.Bottom() != log.Bottom() || r.earlier != 0 || len(r.lines) != 3 {
		t.Errorf("by a small log the recap %v does not stand on its foot %v with all 3 lines (%d)", r.panel, log, len(r.lines))
	}
}

// A recap too short for every line leaves out the details first, then the
// decisions, and keeps the headlines (a seat out, a score) wherever they are.
func TestRecapKeepsTheHeadlines(t *testing.T) {
	var lines []LogLine
	var rank []int
	for i := range 16 {
		k := rankDetail
		switch {
		case i == 0:
			k = rankHeadline // the earliest line: the old cut lost it
		case i%4 == 1:
			k = rankDecision
		}
		lines = append(lines, LogLine{Text: fmt.Sprintf("line %d of the others' moves, long enough to wrap once in a narrow log", i), Entry: i, Action: k == rankDecision})
		rank = append(rank, k)
	}
	r := &recap{lines: lines, rank: rank}
	r.lay(layout.Rect{X: 1040, Y: 0, W: 240, H: 400}, true)
	if r.earlier == 0 {
		t.Fatal("every line fit: the test needs a smaller area")
	}
	if r.lines[0].Entry != 0 {
		t.Errorf("the headline went; the recap starts at line %d", r.lines[0].Entry)
	}
	details, decisions := 0, 0
	for _, l := range r.lines {
		switch {
		case l.Action:
			decisions++
		case l.Entry != 0:
			details++
		}
	}
	if details > 0 && decisions < 4 {
		t.Errorf("%d details stayed while decisions were left out (%d of 4 kept)", details, decisions)
	}
	for i := 1; i < len(r.lines); i++ {
		if r.lines[i].Entry <= r.lines[i-1].Entry {
			t.Errorf("the recap's lines are out of order: %d after %d", r.lines[i].Entry, r.lines[i-1].Entry)
		}
	}
}

// A recap full of headlines still keeps the latest moves: the others'
// moves in the hand being played, after an earlier hand's end (play-test
// 18's recap stopped at "Hand 8 — ante" and left out every move after it).
func TestRecapKeepsTheLatestMoves(t *testing.T) {
	var lines []LogLine
	var rank []int
	for i := range 24 {
		k := rankHeadline // an earlier hand's end: houses, seats out, the next ante
		if i >= 12 {
			k = []int{rankDetail, rankDecision}[i%2] // this hand's moves
		}
		lines = append(lines, LogLine{Text: fmt.Sprintf("line %d of the others' moves", i), Entry: i, Action: k == rankDecision})
		rank = append(rank, k)
	}
	r := &recap{lines: lines, rank: rank}
	r.keepNewest()
	for len(r.lines) > recapRows && r.shed() {
	}
	r.lay(layout.Rect{X: 1040, Y: 0, W: 240, H: 400}, true)
	kept := 0
	for _, l := range r.lines {
		if l.Action && l.Entry >= 24-2*recapNewest {
			kept++
		}
	}
	if kept != recapNewest {
		t.Errorf("the recap keeps %d of the %d latest moves: %d lines from line %d", kept, recapNewest, len(r.lines), r.lines[0].Entry)
	}
}

// The moves since the latest headline are one story: a recap that must
// leave lines out leaves out earlier headlines and this hand's details,
// never one of this hand's moves between two it keeps (play-test 21's
// recap showed "Cora defends with Skull Mask…" without the move that laid
// that hero down).
func TestRecapLeavesNoHoleInThisHandsMoves(t *testing.T) {
	var lines []LogLine
	var rank []int
	for i := range 20 {
		k := rankHeadline // the last hand's end, then this hand's ante
		if i >= 6 {
			k = []int{rankDetail, rankDecision}[i%2] // this hand: a draw, a move
		}
		lines = append(lines, LogLine{Text: fmt.Sprintf("line %d of the others' moves", i), Entry: i, Action: k == rankDecision})
		rank = append(rank, k)
	}
	r := &recap{lines: lines, rank: rank}
	r.keepNewest()
	r.lay(layout.Rect{X: 880, Y: 0, W: 400, H: 300}, true)
	if r.earlier == 0 {
		t.Fatal("every line fits: the test needs a smaller area")
	}
	first := -1
	kept := map[int]bool{}
	for _, l := range r.lines {
		if l.Action {
			kept[l.Entry] = true
			if first < 0 {
				first = l.Entry
			}
		}
	}
	for e := first; e < 20; e += 2 {
		if !kept[e] {
			t.Errorf("the recap keeps this hand's moves from line %d on but leaves out line %d", first, e)
		}
	}
	if first != 7 {
		t.Errorf("the recap's first move is line %d: this hand's first (line 7) went before earlier headlines", first)
	}
}

// A recap that leaves lines out says how many, as a link: a click on it
// closes the recap and opens the whole log at the newest line (the words
// "… 17 more lines in the log" did nothing when clicked).
func TestTheRecapsMoreLinesOpenTheWholeLog(t *testing.T) {
	var lines []LogLine
	for i := range 14 {
		lines = append(lines, LogLine{Text: fmt.Sprintf("Bram takes the gold mine and pays %d gold for the builders of the second floor", i), Player: 1, Entry: i})
	}
	c := &Core[int]{}
	c.recap = &recap{lines: lines, rank: make([]int, len(lines))}
	c.recap.lay(layout.Rect{X: 1040, Y: 0, W: 240, H: 300}, true)
	r := c.recap
	if r.earlier == 0 || r.more.Empty() || !r.panel.Contains(r.more.Center()) {
		t.Fatalf("the recap left %d lines out; its link %v in %v", r.earlier, r.more, r.panel)
	}
	if w := ui.Measure(r.moreSay, recapLine); w > r.panel.W-2*r.pad-20 {
		t.Errorf("%q (%v px) does not fit the recap", r.moreSay, w)
	}
	ctx := &stage.Context{Frame: &ui.Frame{Mouse: r.more.Center(), Released: true}}
	if !c.closeRecap(ctx) || c.Recapping() || !c.Log.Open || !c.Log.Full.AtNewest() {
		t.Errorf("a click on the link: recap open %v, whole log open %v", c.Recapping(), c.Log.Open)
	}
}

// The recap's foot says how to close it in full in a wide recap, and
// shorter but whole in a narrow one (Hero House's, by its log); both fit.
func TestTheRecapsFootFitsAndIsWhole(t *testing.T) {
	for _, w := range []float64{400, 200} {
		foot := recapFootFor(w)
		if ui.Measure(foot, recapFoot) > w {
			t.Errorf("in %.0f px the foot %q does not fit", w, foot)
		}
		if !strings.HasPrefix(foot, "Click") || !strings.Contains(foot, "close it") {
			t.Errorf("in %.0f px the foot reads %q", w, foot)
		}
	}
}

// A roll left out of a recap takes its outcome with it: "It hits!" never
// stays without the attack it tells of (play-tests 14 and 20).
func TestRecapLeavesARollOutWithItsOutcome(t *testing.T) {
	lines := []LogLine{
		{Text: "Bram moves to the east.", Entry: 1, Action: true},
		{Text: "The heroes' Might attack: 6 on the d6 against Bram's Might 10.", Entry: 1, Die: "d6", Face: 6},
		{Text: "It hits!", Entry: 1},
		{Text: "Bram takes the hit.", Entry: 1},
		{Text: "Bram attacks with Magic: 2 on the d8.", Entry: 1, Die: "d8", Face: 2},
		{Text: "It misses.", Entry: 1},
	}
	r := &recap{lines: lines, rank: []int{rankDecision, rankDetail, rankDetail, rankDetail, rankDetail, rankDetail}}
	r.drop(r.leastLine())
	if len(r.lines) != 3 || r.leftOut() != 3 || r.lines[1].Die != "d8" {
		t.Fatalf("leaving the first roll out kept %d lines (%d left out): %v", len(r.lines), r.earlier, r.lines)
	}
	r.drop(2) // an outcome left out takes its roll
	if len(r.lines) != 1 || r.leftOut() != 5 {
		t.Errorf("leaving 'It misses.' out kept %v", r.lines)
	}
}

// Laid out in a short area, a recap's rows are those of the lines it kept,
// a roll and its outcome left out together.
func TestRecapRowsAreTheLinesKept(t *testing.T) {
	var lines []LogLine
	var rank []int
	for i := range 12 {
		l := LogLine{Text: fmt.Sprintf("line %d", i), Entry: i / 3}
		if i%3 == 1 {
			l.Die, l.Face = "d6", 3
		}
		lines = append(lines, l)
		rank = append(rank, rankDetail)
	}
	r := &recap{lines: lines, rank: rank}
	r.lay(layout.Rect{X: 1040, Y: 0, W: 240, H: 260}, true)
	if r.earlier == 0 {
		t.Fatal("every line fit: the test needs a smaller area")
	}
	var want []string
	for _, l := range r.lines {
		want = append(want, l.Text)
	}
	var got []string
	for _, rw := range r.rows {
		got = append(got, rw.text)
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("rows %q, lines kept %q", got, want)
	}
}

// A recap too short for every move leaves whole moves out, each with what
// it did: "Bram flips the top card" never stays without the card flipped
// (play-test 24), and the link says the lines were left out, not that
// they came earlier.
func TestRecapKeepsAMoveWithWhatItDid(t *testing.T) {
	var lines []LogLine
	var rank []int
	for e := range 10 {
		lines = append(lines,
			LogLine{Text: fmt.Sprintf("Bram flips the top card of the draw pile (%d).", e), Entry: e, Action: true, Player: 1},
			LogLine{Text: fmt.Sprintf("Bram flips Rocket Boots number %d.", e), Entry: e, Player: 1},
			LogLine{Text: "Roller Skates go to the out pile.", Entry: e, Player: 1})
		rank = append(rank, rankDecision, rankDetail, rankDetail)
	}
	r := &recap{lines: lines, rank: rank}
	r.lay(layout.Rect{X: 1040, Y: 0, W: 240, H: 400}, true)
	if r.earlier == 0 {
		t.Fatal("every line fit: the test needs a smaller area")
	}
	per := map[int]int{}
	for _, l := range r.lines {
		per[l.Entry]++
	}
	for e, n := range per {
		if n != 3 {
			t.Errorf("move %d keeps %d of its 3 lines", e, n)
		}
	}
	if _, ok := per[9]; !ok {
		t.Error("the latest move was left out")
	}
	if !strings.Contains(r.moreSay, "left out") {
		t.Errorf("the link reads %q", r.moreSay)
	}
}

// A roll that is a seat's decision keeps its outcome too: play-test 26's
// recap kept "Bram attacks with Might: 1" and left out "Bram's attack
// fails", so the next line seemed to cancel his own attack.
func TestRecapKeepsADecidedRollWithItsOutcome(t *testing.T) {
	var lines []LogLine
	var rank []int
	for k := range 6 {
		lines = append(lines,
			LogLine{Text: fmt.Sprintf("Bram attacks with Might: %d on the d4 against the party's 6.", k), Entry: 1, Action: true, Die: "d4", Face: 1},
			LogLine{Text: "Bram's attack fails: 1 against 6.", Entry: 1},
			LogLine{Text: "The heroes' Might attack: 5 on the d6 against Bram's Might 4.", Entry: 1, Die: "d6", Face: 5},
			LogLine{Text: "It hits!", Entry: 1})
		rank = append(rank, rankDecision, rankDetail, rankDetail, rankDetail)
	}
	r := &recap{lines: lines, rank: rank}
	r.lay(layout.Rect{X: 1040, Y: 0, W: 240, H: 420}, true)
	if r.earlier == 0 {
		t.Fatal("every line fit: the test needs a smaller area")
	}
	for i, l := range r.lines {
		switch {
		case l.Die == "d4" && (i+1 >= len(r.lines) || !strings.HasPrefix(r.lines[i+1].Text, "Bram's attack fails")):
			t.Errorf("%q is kept without its outcome", l.Text)
		case strings.HasPrefix(l.Text, "Bram's attack fails") && (i == 0 || r.lines[i-1].Die != "d4"):
			t.Errorf("%q is kept without its roll", l.Text)
		}
	}
}

// A tall narrow log (Hero House's sidebar) does not hold the recap: laid
// over it, the recap kept 1–3 lines of 20 (play-test 27); it stands on the
// log's foot instead, as wide as a recap, and keeps them all.
func TestANarrowLogDoesNotHoldTheRecap(t *testing.T) {
	log := layout.Rect{X: 1046, Y: 50, W: 218, H: 400}
	if roomy(log) {
		t.Fatalf("a log %v wide holds the recap", log)
	}
	if !roomy(layout.Rect{W: 560, H: 320}) {
		t.Error("a wide tall log does not hold the recap")
	}
	var lines []LogLine
	for i := range 12 {
		lines = append(lines, LogLine{Text: fmt.Sprintf("Bram lays down Knight Visor + Bomber Jacket + Ski Pants (%d)", i), Player: 1, Entry: i})
	}
	r := &recap{lines: lines, rank: make([]int, len(lines))}
	r.lay(log, roomy(log))
	if r.earlier != 0 || len(r.lines) != 12 {
		t.Errorf("by a narrow log the recap kept %d of 12 lines", len(r.lines))
	}
	if r.panel.Bottom() != log.Bottom() || r.panel.X < 0 || r.panel.Right() > layout.Width || r.panel.Y < 0 {
		t.Errorf("the recap %v does not stand on the log's foot %v inside the window", r.panel, log)
	}
	// Too many lines for the height above the log's foot: it sheds, and
	// still stands on the foot (it covered the prompt under the log).
	for i := 12; i < 30; i++ {
		lines = append(lines, LogLine{Text: fmt.Sprintf("Bram lays down Knight Visor + Bomber Jacket + Ski Pants, a long line that wraps (%d)", i), Player: 1, Entry: i})
	}
	r = &recap{lines: lines, rank: make([]int, len(lines))}
	r.lay(log, roomy(log))
	if r.panel.Bottom() != log.Bottom() || r.panel.Y < 0 || r.earlier == 0 {
		t.Errorf("a long recap %v by the log %v: it should shed lines (%d left out) and stand on the log's foot", r.panel, log, r.earlier)
	}
}

// When every move left holds news, the recap sheds details before a whole
// move: play-test 27's recap cut a twelve-line move whole, "Bram makes a
// HERO HOUSE" and "Bram now plays the monster" with it, as every later
// move counted as news too. The line telling what a move did stays.
func TestRecapShedsDetailsBeforeAMoveWithNews(t *testing.T) {
	var lines []LogLine
	var rank []int
	add := func(entry int, text string, k int) {
		lines = append(lines, LogLine{Text: text, Entry: entry, Action: k == rankDecision, Player: 1})
		rank = append(rank, k)
	}
	add(4, "Bram lays down Goggles + Trench Coat + Skirt", rankDecision)
	add(5, "Bram lays down no more heroes", rankDecision)
	add(5, "Fight: Bram's hero vs Black Knight: NO WIN", rankHeadline)
	for i := range 7 {
		add(5, fmt.Sprintf("card %d → out pile", i), rankDetail)
	}
	add(5, "Bram makes a HERO HOUSE", rankHeadline)
	add(5, "Bram now plays the monster", rankHeadline)
	for e := 6; e < 11; e++ {
		add(e, "Bram flips the top card of the draw pile", rankDecision)
		add(e, fmt.Sprintf("Bram flips card %d", e), rankDetail)
		add(e, "Ink Spot → out pile", rankDetail)
	}
	r := &recap{lines: lines, rank: rank}
	r.keepNewest()
	for len(r.lines) > recapRows && r.shed() {
	}
	var kept []string
	for _, l := range r.lines {
		kept = append(kept, l.Text)
	}
	all := strings.Join(kept, "\n")
	for _, want := range []string{"Bram makes a HERO HOUSE", "Bram now plays the monster", "Bram flips card 10"} {
		if !strings.Contains(all, want) {
			t.Errorf("the recap left out %q:\n%s", want, all)
		}
	}
	if len(r.lines) > recapRows {
		t.Errorf("the recap kept %d lines, more than %d", len(r.lines), recapRows)
	}
}

// The "since your last move" rule comes before the first line told of
// another seat, the ones that came with the viewer's own move included
// (play-test 30: "Bram draws a card", told with Ada's discard, sat above
// the rule).
func TestSinceComesBeforeTheOthersNews(t *testing.T) {
	lines := []LogLine{
		{Text: "Cora discards", Player: 2, Entry: 3, Action: true},
		{Text: "Ada discards Toga", Player: 0, Entry: 4, Action: true},
		{Text: "Toga → out pile", Player: -1, Entry: 4},
		{Text: "Bram draws a card", Player: 1, Entry: 4},
		{Text: "Bram lays down Hat Man", Player: 1, Entry: 5, Action: true},
	}
	if got := sinceIn(lines, 4, 0); got != 3 {
		t.Errorf("the rule comes before line %d (%q), want 3 (%q)", got, lines[got].Text, lines[3].Text)
	}
	if got := sinceIn(lines[:3], 4, 0); got != 0 {
		t.Errorf("with no news the rule is at line %d, want none (0)", got)
	}
}

// A headline keeps the moves of its seat that led to it (play-test 30:
// the recap kept "Cora makes a HERO HOUSE" and left out "Cora lays down
// Java Man" before it), not the moves of other seats before those.
func TestRecapKeepsTheMovesThatMadeTheNews(t *testing.T) {
	var lines []LogLine
	var rank []int
	add := func(seat engine.Player, text string, action bool, k int) {
		lines = append(lines, LogLine{Player: seat, Text: text, Entry: len(lines), Action: action})
		rank = append(rank, k)
	}
	add(1, "Bram discards a card", true, rankDecision)
	add(2, "Cora lays down Java Man", true, rankDecision)
	add(2, "Cora lays down no more heroes", true, rankDecision)
	add(2, "Cora makes a HERO HOUSE", false, rankHeadline)
	for i := range 2 * recapNewest {
		add(1, fmt.Sprintf("Bram's move %d", i), true, rankDecision)
	}
	r := &recap{lines: lines, rank: rank}
	r.keepNewest()
	if r.rank[1] != rankHeadline || r.rank[2] != rankHeadline {
		t.Errorf("Cora's moves before her house rank %d and %d, want %d", r.rank[1], r.rank[2], rankHeadline)
	}
	if r.rank[0] == rankHeadline {
		t.Error("Bram's move before Cora's turn ranks with her news")
	}
}

// leftOut is every line a recap left out: at the top and in gaps.
func (r *recap) leftOut() int {
	n := r.earlier
	for _, g := range r.gap {
		n += g
	}
	return n
}

// Lines left out between two kept ones are marked on the line after them
// (play-test 33: the recap said a hero was 9○0● with the flip that made it
// 10○1● left out, and nothing showed a line was missing there).
func TestRecapMarksLinesLeftOutInTheMiddle(t *testing.T) {
	lines := []LogLine{
		{Text: "Bram fights the monster.", Entry: 1, Action: true},
		{Text: "A card is flipped onto Bram's hero: Lab Coat.", Entry: 1},
		{Text: "Bram's hero is now 10○1●.", Entry: 1},
	}
	r := &recap{lines: lines, rank: []int{rankDecision, rankDetail, rankHeadline}}
	r.drop(1)
	r.lay(layout.Rect{X: 0, Y: 0, W: 600, H: 600}, true)
	if r.earlier != 0 || r.leftOut() != 1 {
		t.Fatalf("one line left out in the middle: %d at the top, %d in all", r.earlier, r.leftOut())
	}
	var texts []string
	for _, rw := range r.rows {
		texts = append(texts, rw.text)
	}
	if len(texts) != 2 || !strings.HasPrefix(texts[1], "(…) Bram's hero") || strings.HasPrefix(texts[0], "(…)") {
		t.Errorf("the recap's rows: %q", texts)
	}
}
