package ui

import (
	"sync"
	"unicode"

	"golang.org/x/image/font/sfnt"
)

// The text audit's glyph check: a rune the font lacks draws as an empty
// box (DIE's "Powered up ✓" did: Go Bold has no ✓), a placeholder no
// player should see.

// glyphFonts are the fonts parsed for their glyph tables, once each.
var glyphFonts = [3]func() *sfnt.Font{
	sync.OnceValue(func() *sfnt.Font { return parseGlyphs(fontData[Regular]()) }),
	sync.OnceValue(func() *sfnt.Font { return parseGlyphs(fontData[Bold]()) }),
	sync.OnceValue(func() *sfnt.Font { return parseGlyphs(fontData[Display]()) }),
}

func parseGlyphs(data []byte) *sfnt.Font {
	f, err := sfnt.Parse(data)
	if err != nil {
		panic("ui: a font's glyph table: " + err.Error()) // embedded: cannot happen unless the build is broken
	}
	return f
}

// missingGlyphs are the runes of s that font f has no glyph for, each once
// ("" when it has them all); spaces and control characters need none.
func missingGlyphs(s string, f Font) string {
	font := glyphFonts[f]()
	var b sfnt.Buffer
	var missing []rune
	for _, r := range s {
		if unicode.IsSpace(r) || unicode.IsControl(r) {
			continue
		}
		if i, err := font.GlyphIndex(&b, r); (err != nil || i == 0) && !containsRune(missing, r) {
			missing = append(missing, r)
		}
	}
	return string(missing)
}

func containsRune(rs []rune, r rune) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}
