package tablekit

import (
	"testing"

	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// A tooltip is due ui.TipDelay ticks after the pointer comes to rest on a
// spot, shows from then on, and starts over on another spot; nothing under
// the pointer shows nothing.
func TestHoverTimesTheTooltip(t *testing.T) {
	a, b := new(int), new(int)
	var h Hover[*int]
	at := func(tick int, over *int) { // the pointer moves onto over
		h.Track(&stage.Context{Frame: &ui.Frame{Tick: tick, Moved: true}}, over, false)
	}
	at(10, a)
	at(11, a)
	if h.Due(10+ui.TipDelay-1) || !h.Due(10+ui.TipDelay) || h.Due(10+ui.TipDelay+1) {
		t.Error("the tooltip is not due exactly ui.TipDelay ticks after the pointer came to rest")
	}
	if h.Shown(10+ui.TipDelay-1) || !h.Shown(10+ui.TipDelay+5) {
		t.Error("the tooltip does not show from its delay on")
	}
	at(20, b)
	if h.Spot != b || h.Shown(20+ui.TipDelay-1) || !h.Due(20+ui.TipDelay) {
		t.Error("moving to another spot does not start its delay over")
	}
	at(30, nil)
	if h.Due(30+ui.TipDelay) || h.Shown(100) {
		t.Error("nothing under the pointer shows a tooltip")
	}
}

// A press on a spot hides its tooltip until the pointer leaves the spot,
// so that it does not cover what the click brings.
func TestAPressHushesTheTooltipUntilThePointerLeaves(t *testing.T) {
	a, b := new(int), new(int)
	var h Hover[*int]
	at := func(tick int, over *int, pressed bool) {
		h.Track(&stage.Context{Frame: &ui.Frame{Tick: tick, Pressed: pressed, Moved: true}}, over, false)
	}
	at(10, a, false)
	at(10+ui.TipDelay, a, false)
	if !h.Shown(10 + ui.TipDelay) {
		t.Fatal("the tooltip does not show before the press")
	}
	at(11+ui.TipDelay, a, true)
	if h.Shown(12+ui.TipDelay) || h.Shown(1000) || h.Due(10+ui.TipDelay) {
		t.Error("the tooltip of the pressed spot still shows while the pointer stays on it")
	}
	at(200, b, false)
	at(201, a, false)
	if !h.Shown(201 + ui.TipDelay) {
		t.Error("after the pointer left and came back, the tooltip does not show again")
	}
}

// A spot that comes under a pointer at rest (the hand laid out afresh under
// it, as the table's ui.Group tells) shows no tooltip until the pointer
// moves: the player pointed at what was there before. Once it moves, the
// usual delay starts.
func TestASpotSlidUnderAStillPointerWaitsForAMove(t *testing.T) {
	a, b := new(int), new(int)
	var h Hover[*int]
	at := func(tick int, over *int, slid bool) {
		h.Track(&stage.Context{Frame: &ui.Frame{Tick: tick}}, over, slid)
	}
	at(10, a, false)
	at(11, b, true) // the hand moved: b is under the pointer now
	if h.Shown(11+ui.TipDelay) || h.Due(11+ui.TipDelay) || h.Shown(500) {
		t.Fatal("a spot slid under a still pointer shows its tooltip")
	}
	at(600, b, false)
	if h.Shown(600+ui.TipDelay-1) || !h.Due(600+ui.TipDelay) {
		t.Error("after the pointer moved on the slid spot its tooltip does not come ui.TipDelay ticks later")
	}
}
