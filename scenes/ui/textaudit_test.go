package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
)

// audited draws with draw on a 1280×720 canvas at scale k while an audit
// measuring at scales runs, and returns what it found.
func audited(t *testing.T, k float64, scales []float64, draw func(c *Canvas)) (*TextAudit, []AuditedText) {
	t.Helper()
	img := ebiten.NewImage(int(layout.Width*k), int(layout.Height*k))
	defer img.Deallocate()
	a := StartTextAudit(scales...)
	draw(NewCanvas(img, k))
	a.Stop()
	return a, a.Texts()
}

func find(t *testing.T, texts []AuditedText, s string) AuditedText {
	t.Helper()
	for _, x := range texts {
		if x.Text == s {
			return x
		}
	}
	t.Fatalf("%q was not recorded: %+v", s, texts)
	return AuditedText{}
}

func TestTextAuditFindings(t *testing.T) {
	long := "A sentence far too long for the little box it is given"
	a, texts := audited(t, 1, nil, func(c *Canvas) {
		c.Text("Fine", Body, 100, 100, Left, Ink)
		c.TextShadow("Fine", Body, 300, 100, Left, Ink) // the same text again, with a shadow
		c.Text("Tiny", Style{Regular, 9}, 100, 140, Left, Ink)
		c.Decor().Text("Card face", Style{Regular, 8}, 100, 160, Left, Ink)
		c.TextIn(long, Body, layout.Rect{X: 100, Y: 200, W: 120, H: 24}, Left, Ink)
		c.Text("{P1} goes on", Body, 100, 240, Left, Ink)
		c.Text("Off the edge", Body, layout.Width-20, 260, Left, Ink)
		c.Paragraph(long+" and it goes on and on and on over many lines", Body, layout.Rect{X: 100, Y: 300, W: 200, H: 30}, Left, Ink)
		c.Clip(layout.Rect{X: 500, Y: 500, W: 40, H: 40}).Text("Cut by a clip", Body, 500, 520, Left, Ink)
		c.ScrollClip(layout.Rect{X: 600, Y: 500, W: 200, H: 40}).Text("Scrolled away", Body, 600, 538, Left, Ink)
		c.Text(Ellipsize("Cut short by its drawer, not by TextIn", Body, 150), Body, 100, 600, Left, Ink)
		c.Text("Powered up ✓", Label, 100, 640, Left, Ink) // Go Bold has no ✓
		c.Text("Shown · ● ○ − …", Body, 100, 670, Left, Ink)
	})
	if n := len(find(t, texts, "Fine").Where.At); n == 0 {
		t.Error("no caller recorded")
	}
	if at := find(t, texts, "Fine").Where.At; at[:len("scenes/ui/textaudit_test.go")] != "scenes/ui/textaudit_test.go" {
		t.Errorf("the caller is %s, want this test file", at)
	}
	for _, c := range []struct {
		text               string
		small, marker, cut bool
		spill              string
		decor              bool
	}{
		{text: "Fine"},
		{text: "Tiny", small: true},
		{text: "Card face", decor: true},
		{text: Ellipsize(long, Body, 120), cut: true},
		{text: "{P1} goes on", marker: true},
		{text: "Off the edge", spill: "window"},
		{text: "Cut by a clip", spill: "clip"},
		{text: "Scrolled away"},
		{text: Ellipsize("Cut short by its drawer, not by TextIn", Body, 150), cut: true},
	} {
		got := find(t, texts, c.text)
		if got.Small() != c.small || got.Marker != c.marker || got.Cut != c.cut || got.Spill != c.spill || got.Decor != c.decor {
			t.Errorf("%q: small %v marker %v cut %v spill %q decor %v; want %v %v %v %q %v",
				c.text, got.Small(), got.Marker, got.Cut, got.Spill, got.Decor, c.small, c.marker, c.cut, c.spill, c.decor)
		}
	}
	paragraphSpills := 0
	for _, x := range texts {
		if x.Spill == "box" {
			paragraphSpills++
		}
	}
	if paragraphSpills == 0 {
		t.Error("a paragraph running below its box's bottom does not spill")
	}
	if got := find(t, texts, "Powered up ✓").Missing; got != "✓" {
		t.Errorf("Powered up ✓ in Go Bold lacks %q, want ✓", got)
	}
	if got := find(t, texts, "Shown · ● ○ − …").Missing; got != "" {
		t.Errorf("the table's usual signs lack %q", got)
	}
	r := a.Report()
	if r.Missing != 1 {
		t.Errorf("report %+v: want 1 text with a missing glyph", r)
	}
	if r.Small != 1 || r.Markers != 1 || r.Clipped != 2 || r.MinPx != 9 || r.Overflows != 2+paragraphSpills {
		t.Errorf("report %+v", r)
	}
	if n := len(a.Offenders()); n != r.Small+r.Markers+r.Missing+r.Clipped+r.Overflows {
		t.Errorf("%d offenders for %+v", n, r)
	}
}

// A text that is read somewhere is no decor, and its size is where it is
// read.
func TestTextAuditDecorAndSizes(t *testing.T) {
	_, texts := audited(t, 1, nil, func(c *Canvas) {
		c.Decor().Text("Wyrmling", Style{Bold, 8}, 10, 10, Left, Ink)
		c.Text("Wyrmling", Style{Bold, 16}, 10, 40, Left, Ink)
		c.Text("Growing", Style{Bold, 10}, 10, 80, Left, Ink)
		c.Text("Growing", Style{Bold, 20}, 10, 80, Left, Ink)
	})
	if w := find(t, texts, "Wyrmling"); w.Decor || w.Style.Size != 16 {
		t.Errorf("Wyrmling, read at 16 px and on a card at 8: decor %v at %v px", w.Decor, w.Style.Size)
	}
	if g := find(t, texts, "Growing"); g.Style.Size != 10 || !g.Small() {
		t.Errorf("Growing from 10 px to 20: %v px, small %v", g.Style.Size, g.Small())
	}
}

// A line that fits at 1280×720 may come out wider at another scale; the
// audit measures at each scale asked for, whatever the canvas draws at.
func TestTextAuditScales(t *testing.T) {
	var widths []float64
	stop := AuditText([]float64{1, 0.5, 0.25}, func(d Drawn) { widths = append(widths, d.Ink.W) })
	img := ebiten.NewImage(320, 180)
	defer img.Deallocate()
	NewCanvas(img, 0.25).Text("Measured at every scale", Body, 10, 10, Left, Ink)
	stop()
	if len(widths) != 1 {
		t.Fatalf("%d lines recorded for one drawn", len(widths))
	}
	if want := Measure("Measured at every scale", Body); widths[0] < want-1 || widths[0] > want+1 {
		t.Errorf("measured %v wide at scale 1, Measure says %v", widths[0], want)
	}
}
