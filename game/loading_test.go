package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/ui"
)

// goToHost records GoTo; the loading scene needs nothing else of the app.
type goToHost struct {
	scenes.Host
	went scenes.Scene
}

func (h *goToHost) GoTo(next scenes.Scene) { h.went = next }

// drawScene counts its draws (the loading scene draws its next scene once,
// offscreen, to warm it).
type drawScene struct {
	countScene
	draws int
}

func (d *drawScene) Draw(*ui.Canvas, *scenes.Context) { d.draws++ }

func TestLoadingDrawsFirstThenLoadsAndFadesIn(t *testing.T) {
	next := &drawScene{countScene: countScene{name: "title"}}
	l := newLoading(next, func() float64 { return 1 })
	host := &goToHost{}
	ctx := &scenes.Context{Frame: &ui.Frame{}, Host: host}
	if err := l.Update(ctx); err != nil || host.went != nil || next.draws != 0 {
		t.Fatalf("before its first frame the loading scene moved on (went %v, warm draws %d, err %v)", host.went, next.draws, err)
	}
	if !ctx.NeedsRedraw() {
		t.Fatal("the loading scene does not ask to be drawn")
	}
	screen := ebiten.NewImage(64, 36)
	defer screen.Deallocate()
	l.Draw(ui.NewCanvas(screen, 0.05), ctx)
	if err := l.Update(ctx); err != nil || host.went != next {
		t.Fatalf("after its first frame the loading scene went to %v (err %v), want the title", host.went, err)
	}
	if next.draws != 1 {
		t.Errorf("the title was drawn %d times offscreen before it showed, want 1", next.draws)
	}
	if next.updates != 0 {
		t.Errorf("the title was updated %d times while loading", next.updates)
	}
}

func TestLoadStepsCoverTheTitlesArt(t *testing.T) {
	// Three fonts plus at least one atlas; running them twice is harmless.
	steps := ui.LoadSteps()
	if len(steps) < 4 {
		t.Fatalf("%d load steps, want the title's atlases and three fonts", len(steps))
	}
	for range 2 {
		for _, s := range steps {
			s()
		}
	}
}
