package layout

import (
	"strings"
	"unicode/utf8"
)

// Wrap breaks text into lines no wider than width, as measured by measure
// (the width of a string in the font it will be drawn in). Newlines start a
// new line; a blank line is kept as an empty line; a word longer than width
// is broken between characters.
func Wrap(text string, width float64, measure func(string) float64) []string {
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		first := len(lines)
		line := ""
		for _, w := range words {
			cand := w
			if line != "" {
				cand = line + " " + w
			}
			if measure(cand) <= width {
				line = cand
				continue
			}
			if line != "" {
				lines = append(lines, line)
				line = ""
			}
			for measure(w) > width && utf8.RuneCountInString(w) > 1 {
				head := breakWord(w, width, measure)
				lines = append(lines, head)
				w = w[len(head):]
			}
			line = w
		}
		lines = append(lines, line)
		noWidow(lines[first:], width, measure)
	}
	return lines
}

// noWidow keeps a paragraph from ending on a lone short word ("1.", "a
// die") under a full line: the line above gives it its last word, if the
// two fit together and the line above keeps two words.
func noWidow(para []string, width float64, measure func(string) float64) {
	n := len(para)
	if n < 2 || strings.Contains(para[n-1], " ") || utf8.RuneCountInString(para[n-1]) > 3 {
		return
	}
	above := strings.Fields(para[n-2])
	if len(above) < 3 {
		return
	}
	last := above[len(above)-1]
	if cand := last + " " + para[n-1]; measure(cand) <= width {
		para[n-2] = strings.Join(above[:len(above)-1], " ")
		para[n-1] = cand
	}
}

// breakWord is the longest prefix of w (at least one rune) that fits width.
func breakWord(w string, width float64, measure func(string) float64) string {
	end := 0
	for i, r := range w {
		next := i + utf8.RuneLen(r)
		if end > 0 && measure(w[:next]) > width {
			break
		}
		end = next
	}
	return w[:end]
}
