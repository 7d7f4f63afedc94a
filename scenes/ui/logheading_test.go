package ui

import "testing"

// A heading line (a new hand) stands out in the log: bold, in gold, not
// indented, where an event under an action is regular and indented.
func TestLogHeadingStandsOut(t *testing.T) {
	l := &Log{}
	head, event := LogLine{Text: "Hand 2", Heading: true}, LogLine{Text: "Boots → out pile"}
	if st := l.rowStyle(head); st.Font != Bold {
		t.Errorf("a heading is drawn in %v, not bold", st)
	}
	if l.indent(head) != 0 || l.indent(event) == 0 {
		t.Errorf("a heading is indented %v, an event %v", l.indent(head), l.indent(event))
	}
}
