package heromustdie

import "testing"

// The recap covers none of the seat panels (the viewer's resources) nor
// the prompt, whatever the number of seats.
func TestRecapAreaCoversNoPanel(t *testing.T) {
	var tb Table
	a := tb.RecapArea()
	for n := 2; n <= 4; n++ {
		for i := range n {
			if !a.Intersect(PanelRect(i)).Empty() {
				t.Errorf("%d seats: the recap area %v covers panel %d %v", n, a, i, PanelRect(i))
			}
		}
	}
	if !a.Intersect(PromptBar).Empty() {
		t.Errorf("the recap area %v covers the prompt %v", a, PromptBar)
	}
}
