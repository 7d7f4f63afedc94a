package ui

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/herotable/herotable/engine"
	"github.com/herotable/herotable/scenes/layout"
)

// MinTextPx is the floor of the text audit: no text a player needs is
// smaller, in logical pixels. The layout is 1280×720 logical pixels at every
// window size, so the floor is judged in them: a window shrunk to its
// smallest (half size, SetWindowSizeLimits) shows every text at half its
// logical size alike, which is the player's choice; what a smaller scale
// can change is how wide a line comes out (faces are rasterised at the
// scale, sizes rounded to a quarter pixel), and the audit measures that at
// the scale drawn.
const MinTextPx = 12

// TextAudit gathers every line drawn while it runs (see AuditText) into
// distinct texts, a text being its words: a line drawn every frame, or its
// shadow, or moving or growing, is one text, and so is a text that spills
// in one frame and not the next (it counts as spilling). Its size is the
// smallest it was drawn at where a player reads it (not as decor).
type TextAudit struct {
	mu    sync.Mutex
	texts map[string]*AuditedText
	order []string
	stop  func()
}

// AuditedText is one distinct text and what the audit found of it.
type AuditedText struct {
	Text   string
	Style  Style // the smallest it was drawn in, outside Decor if it ever was
	Decor  bool  // drawn only on Decor canvases
	Marker bool  // holds an unresolved seat marker such as "{P1}"
	// Missing are the runes a font it was drawn in has no glyph for (drawn
	// as empty boxes); fonts are the fonts it was checked in, a bit each.
	Missing string
	fonts   uint8
	Cut     bool   // shortened with "…" at least once
	Tip     bool   // shown in a tooltip at least once
	Spill   string // "", "box", "window" or "clip": the first spill seen
	// Where is the draw that showed the finding (a spill, a cut, else the
	// first): the line, its box and the caller outside scenes/ui.
	Where Drawn
}

// Small reports whether a player needs to read the text and it is under
// the floor.
func (t *AuditedText) Small() bool { return !t.Decor && t.Style.Size < MinTextPx }

// Offends reports whether the text is small, a marker, spills or is cut.
func (t *AuditedText) Offends() bool {
	return t.Small() || t.Marker || t.Missing != "" || t.Cut || t.Spill != ""
}

// String is a line of the audit's list: what is wrong, size, where and the
// words.
func (t *AuditedText) String() string {
	var what []string
	if t.Marker {
		what = append(what, "marker")
	}
	if t.Missing != "" {
		what = append(what, "no glyph:"+t.Missing)
	}
	if t.Small() {
		what = append(what, "small")
	}
	if t.Spill != "" {
		what = append(what, "overflow:"+t.Spill)
	}
	if t.Cut {
		what = append(what, "clipped")
	}
	if len(what) == 0 {
		what = append(what, "ok")
	}
	decor := ""
	if t.Decor {
		decor = " decor"
	}
	w := t.Where
	return fmt.Sprintf("%-16s %4.1fpx%s ink %s box %s (scale %g) at %s: %q",
		strings.Join(what, ","), t.Style.Size, decor, rectString(w.Ink), rectString(w.Box), w.Scale, w.At, t.Text)
}

// rectString is r as x,y+w×h to a tenth of a pixel.
func rectString(r layout.Rect) string {
	return fmt.Sprintf("%g,%g+%g×%g", round(r.X), round(r.Y), round(r.W), round(r.H))
}

// StartTextAudit records every line drawn from now until Stop, measured
// at each of scales (see AuditText).
func StartTextAudit(scales ...float64) *TextAudit {
	a := &TextAudit{texts: map[string]*AuditedText{}}
	a.stop = AuditText(scales, a.add)
	return a
}

// Stop ends the recording.
func (a *TextAudit) Stop() {
	if a.stop != nil {
		a.stop()
		a.stop = nil
	}
}

func (a *TextAudit) add(d Drawn) {
	a.mu.Lock()
	defer a.mu.Unlock()
	t, ok := a.texts[d.Text]
	if !ok {
		t = &AuditedText{Text: d.Text, Style: d.Style, Decor: d.Decor, Marker: engine.Names(d.Text, nil) != d.Text, Where: d}
		a.texts[d.Text] = t
		a.order = append(a.order, d.Text)
	}
	if d.Decor == t.Decor && d.Style.Size < t.Style.Size || t.Decor && !d.Decor {
		// Smaller, or the first time a player must read it.
		t.Style, t.Decor = d.Style, d.Decor
		if !t.Cut && t.Spill == "" {
			t.Where = d
		}
	}
	if bit := uint8(1) << d.Style.Font; t.fonts&bit == 0 { // each font it is drawn in, checked once
		t.fonts |= bit
		for _, r := range missingGlyphs(d.Text, d.Style.Font) {
			if !containsRune([]rune(t.Missing), r) {
				t.Missing += string(r)
			}
		}
	}
	t.Tip = t.Tip || d.Tip
	if d.Cut && !t.Cut {
		t.Cut = true
		if t.Spill == "" {
			t.Where = d
		}
	}
	if d.Spill != "" && t.Spill == "" {
		t.Spill, t.Where = d.Spill, d
	}
}

// TextReport is what herotable -text-audit prints: how many distinct texts
// were drawn, the smallest size among those a player must read (0 when
// there are none), how many of those are under MinTextPx, how many hold an
// unresolved seat marker, spill out of their box, the window or their clip,
// and were cut short with "…"; and how many of the texts showed in a
// tooltip (the audit rests the pointer on each thing with one).
type TextReport struct {
	Texts     int     `json:"texts"`
	MinPx     float64 `json:"min_px"`
	Small     int     `json:"small"`
	Markers   int     `json:"markers"`
	Missing   int     `json:"missing_glyphs"` // texts with a rune their font lacks
	Overflows int     `json:"overflows"`
	Clipped   int     `json:"clipped"`
	Tips      int     `json:"tips"` // of the texts, those shown in tooltips
}

// Report sums up the texts recorded so far.
func (a *TextAudit) Report() TextReport {
	var r TextReport
	for _, t := range a.Texts() {
		r.Texts++
		if !t.Decor && (r.MinPx == 0 || t.Style.Size < r.MinPx) {
			r.MinPx = round(t.Style.Size)
		}
		if t.Small() {
			r.Small++
		}
		if t.Marker {
			r.Markers++
		}
		if t.Missing != "" {
			r.Missing++
		}
		if t.Spill != "" {
			r.Overflows++
		}
		if t.Cut {
			r.Clipped++
		}
		if t.Tip {
			r.Tips++
		}
	}
	return r
}

// Texts are the distinct texts in the order first drawn.
func (a *TextAudit) Texts() []AuditedText {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := make([]AuditedText, 0, len(a.order))
	for _, k := range a.order {
		out = append(out, *a.texts[k])
	}
	return out
}

// Offenders are the texts that are small, markers, spill or are cut, the
// smallest first.
func (a *TextAudit) Offenders() []AuditedText {
	var out []AuditedText
	for _, t := range a.Texts() {
		if t.Offends() {
			out = append(out, t)
		}
	}
	slices.SortStableFunc(out, func(x, y AuditedText) int { return cmp.Compare(x.Style.Size, y.Style.Size) })
	return out
}
