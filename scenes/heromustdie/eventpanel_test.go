package heromustdie

import (
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/ui"
)

// The drawn event card's panel, with its words and its "Go on" button,
// stands over the floors and touches no location's header below them
// (pt22 #6: the button floated over the Gold Mine and Rune Room headers,
// which showed through), and every event card's words fit it.
func TestEventPanelCoversNoHeader(t *testing.T) {
	floors := FloorRect(1).Union(FloorRect(hmd.NumFloors))
	if eventPanelRect.Intersect(floors) != eventPanelRect {
		t.Errorf("the event panel %v is not within the floors %v", eventPanelRect, floors)
	}
	for l := range hmd.NumLocations {
		if r := LocationRect(hmd.Location(l)); !eventPanelRect.Intersect(r).Empty() {
			t.Errorf("the event panel %v covers %s %v", eventPanelRect, hmd.LocationNames[l], r)
		}
	}
	for _, r := range []layout.Rect{eventCard, eventText, eventGoOn} {
		if eventPanelRect.Intersect(r) != r {
			t.Errorf("%v is not on the event panel %v", r, eventPanelRect)
		}
	}
	if !eventText.Intersect(eventGoOn).Empty() || !eventText.Intersect(eventCard).Empty() {
		t.Errorf("the event's words %v run into the card %v or the button %v", eventText, eventCard, eventGoOn)
	}
	for k := range hmd.EventKindNames {
		w := effectLine(hmd.EventKind(k)) + "\nNo effect: no party is in the dungeon for Kingdom at War to call home."
		if h := float64(len(ui.Wrap(w, captionStyle, eventText.W))) * ui.LineHeight(captionStyle); h > eventText.H {
			t.Errorf("%s: its words take %.0f px, the panel has %.0f", hmd.EventKindNames[k], h, eventText.H)
		}
	}
}
