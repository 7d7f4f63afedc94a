// Package scenetest helps the table scenes' tests draw thousands of frames
// headless: it runs the tests inside a real Ebitengine game and flushes the
// draw commands they queue. Only tests import it.
package scenetest

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Small is the scale test frames are drawn at: every drawing path runs,
// but the GPU work (software GL under xvfb) of thousands of frames stays
// small. A screenshot draws its frame again at full size.
const Small = 0.1

// FlushEvery is how many frames pass between flushes. Ebitengine queues
// draw commands until something reads pixels back; a test drawing frames
// faster than the loop ticks would otherwise queue gigabytes.
const FlushEvery = 50

// Flush reads img back, which makes Ebitengine run every queued command.
func Flush(img *ebiten.Image) {
	b := img.Bounds()
	img.ReadPixels(make([]byte, 4*b.Dx()*b.Dy()))
}

// Main is a package's TestMain: it runs m's tests in a goroutine inside a
// running game (a tiny window under xvfb), since reading pixels back needs
// a game that has started, and exits with their code.
func Main(m *testing.M, title string) {
	l := &loop{m: m, done: make(chan struct{})}
	ebiten.SetWindowSize(16, 16)
	ebiten.SetWindowTitle(title)
	if err := ebiten.RunGame(l); err != nil {
		panic(err)
	}
	os.Exit(l.code)
}

// loop is the game: it starts the tests and waits for them to finish.
type loop struct {
	m       *testing.M
	code    int
	done    chan struct{}
	started bool
}

func (l *loop) Update() error {
	if !l.started {
		l.started = true
		go func() { l.code = l.m.Run(); close(l.done) }()
	}
	select {
	case <-l.done:
		return ebiten.Termination
	default:
		return nil
	}
}

func (l *loop) Draw(*ebiten.Image)         {}
func (l *loop) Layout(int, int) (int, int) { return 16, 16 }
