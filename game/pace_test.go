package game

import (
	"testing"
	"time"

	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/ui"
)

// At 5 frames a second Ebitengine runs one tick a frame; the app runs the
// rest the clock is owed, so two seconds are 120 ticks, not 10. A gap
// longer than maxCatchUp (the machine slept) is not played out.
func TestSlowFramesKeepTheGamesTime(t *testing.T) {
	var p pace
	t0 := time.Unix(1000, 0)
	tick := 0
	p.owed(t0, tick)
	for i := 1; i <= 10; i++ {
		tick++ // Ebitengine's one tick of this frame
		tick += p.owed(t0.Add(time.Duration(i)*200*time.Millisecond), tick)
	}
	if tick < 118 || tick > 120 {
		t.Fatalf("10 frames of 200 ms ran %d ticks, want about 120", tick)
	}
	before := tick
	tick++
	tick += p.owed(t0.Add(time.Minute), tick)
	if got := tick - before; got != 1+maxCatchUp {
		t.Fatalf("after a minute's gap one update ran %d ticks, want %d", got, 1+maxCatchUp)
	}
	tick++
	if n := p.owed(t0.Add(time.Minute+time.Millisecond), tick); n != 0 {
		t.Fatalf("a frame just after the catch-up is owed %d ticks, want 0", n)
	}
}

// The app runs the owed ticks through the scene, and only outside test
// runs (a screenshot's frame N must not depend on the machine's speed).
func TestTheAppRunsTheTicksTheClockOwes(t *testing.T) {
	t.Setenv(prefs.EnvConfig, t.TempDir())
	a, err := New(Config{Saves: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer a.cleanup()
	t0 := time.Unix(1000, 0)
	frame := func(at time.Time) {
		a.tick++
		a.frame = ui.Frame{Tick: a.tick, Speed: a.settings.cur.Anim}
		if err := a.manager.update(&scenes.Context{Frame: &a.frame, Host: a}); err != nil {
			t.Fatal(err)
		}
		if err := a.catchUp(at); err != nil {
			t.Fatal(err)
		}
	}
	frame(t0)
	for i := 1; i <= 5; i++ {
		frame(t0.Add(time.Duration(i) * 250 * time.Millisecond))
	}
	if a.tick < 74 || a.tick > 76 {
		t.Fatalf("6 frames over 1.25 s ran %d ticks, want about 76", a.tick)
	}
	shot, err := New(Config{Saves: t.TempDir(), Shot: "unused.png", Frames: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer shot.cleanup()
	shot.catchUp(t0)
	shot.catchUp(t0.Add(time.Second))
	if shot.tick != 0 {
		t.Fatalf("a screenshot run caught up %d ticks", shot.tick)
	}
}
