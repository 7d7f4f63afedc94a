package game

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/stage"
	"github.com/herotable/herotable/scenes/ui"
)

// sceneManager holds the current scene and cross-fades to the next one, as
// in Ebitengine's examples/blocks: both scenes are drawn to offscreen images
// and the new one is laid over the old with growing opacity.
type sceneManager struct {
	current scenes.Scene
	next    scenes.Scene
	count   int // ticks left in the transition
	length  int // ticks the transition lasts
	from    *ebiten.Image
	to      *ebiten.Image
	// entered is the last scene Enter was called on: a scene is entered
	// when it first becomes current or next, before it is drawn.
	entered scenes.Scene
	// fresh counts the frames still to be drawn in full after a change.
	fresh int
	// began is when the running transition began by the wall clock, and
	// clock reads it (time.Now when nil; tests set their own).
	began time.Time
	clock func() time.Time
	// still is set once the old scene is drawn into from: it stands still
	// during the fade, so it is drawn once, not every frame.
	still bool
}

// TransitionTicks is a cross-fade's length at normal speed.
const TransitionTicks = 20

// goTo starts a cross-fade of the given length to next (at once when there
// is no current scene or the length is 0).
func (m *sceneManager) goTo(next scenes.Scene, ticks int) {
	m.fresh = freshTicks
	if m.current == nil || ticks <= 0 {
		m.current, m.next, m.count = next, nil, 0
		return
	}
	if m.next != nil {
		m.current = m.next // a transition during a transition: skip ahead
	}
	m.next, m.count, m.length = next, ticks, ticks
	m.began, m.still = m.now(), false
}

func (m *sceneManager) now() time.Time {
	if m.clock != nil {
		return m.clock()
	}
	return time.Now()
}

// tickTime is one tick at the app's 60 ticks a second.
const tickTime = time.Second / 60

// ticksLeft is how many ticks of the transition are left: counted in ticks,
// but never more than its length in wall-clock time allows. A slow
// machine draws a fade's frames slower than 60 a second, and Ebitengine
// then runs one tick a frame, so a fade of 20 ticks lasted 1.5–3 s in a
// software-rendered window (play-tests 9 and 11); by the clock it ends on
// time, whatever the frame rate.
func (m *sceneManager) ticksLeft() int {
	byClock := m.length - int(m.now().Sub(m.began)/tickTime)
	return max(min(m.count, byClock), 0)
}

// transitioning reports whether a cross-fade is running.
func (m *sceneManager) transitioning() bool { return m.count > 0 }

// scene is the scene that gets input: the new one once a transition ends.
func (m *sceneManager) scene() scenes.Scene {
	if m.next != nil {
		return m.next
	}
	return m.current
}

// update runs the scene that takes input, and advances the transition.
// While the new scene fades in it is the one that updates: it is drawn, so
// it takes the clicks and keys from the first frame it shows (a click
// during the fade was lost when, as in examples/blocks, no scene updated),
// and its own animations (the log's lines fading in) go on. The old scene
// stands still under it.
func (m *sceneManager) update(ctx *scenes.Context) error {
	m.enter(ctx)
	if m.count > 0 {
		m.count = max(m.ticksLeft()-1, 0)
		ctx.Redraw()
		if m.count == 0 {
			m.current, m.next = m.next, nil
			m.fresh = freshTicks
		}
	}
	s := m.scene()
	err := s.Update(ctx)
	if m.enter(ctx) { // the scene went to another
		m.fresh = freshTicks
	}
	publishPosition(m.scene()) // the browser's test hook (position_js.go)
	return err
}

// freshTicks is how many frames after a scene change are drawn in full
// (every still layer painted afresh): what was painted while the scene
// faded in, time-dependent parts half shown, is not left on screen.
const freshTicks = 2

// repaint reports whether this frame must be drawn in full, counting the
// fresh frames down.
func (m *sceneManager) repaint() bool {
	if m.fresh == 0 {
		return false
	}
	m.fresh--
	return true
}

// enter brings the scene that takes input up to date the first time it
// shows (stage.Enterer), before it is drawn.
// It reports whether it entered one.
func (m *sceneManager) enter(ctx *scenes.Context) bool {
	if s := m.scene(); s != nil && s != m.entered {
		m.entered = s
		stage.Enter(s, ctx)
		return true
	}
	return false
}

// fadeAlpha is the new scene's opacity with count ticks left of length.
func fadeAlpha(count, length int) float32 {
	if length <= 0 {
		return 1
	}
	return 1 - float32(count)/float32(length)
}

// repaintScenes makes the scenes shown paint every still layer afresh at
// their next Draw.
func (m *sceneManager) repaintScenes() {
	for _, s := range []scenes.Scene{m.current, m.next} {
		if s != nil {
			stage.Repaint(s)
		}
	}
}

func (m *sceneManager) draw(screen *ebiten.Image, c *ui.Canvas, ctx *scenes.Context) {
	if m.count == 0 {
		m.current.Draw(c, ctx)
		return
	}
	b := screen.Bounds()
	if m.from == nil || m.from.Bounds() != b {
		if m.from != nil {
			m.from.Deallocate()
			m.to.Deallocate()
		}
		m.from = ebiten.NewImage(b.Dx(), b.Dy())
		m.to = ebiten.NewImage(b.Dx(), b.Dy())
		m.still = false
	}
	if !m.still {
		m.from.Clear()
		m.current.Draw(ui.NewCanvas(m.from, c.Scale), ctx)
		m.still = true
	}
	m.to.Clear()
	m.next.Draw(ui.NewCanvas(m.to, c.Scale), ctx)
	screen.DrawImage(m.from, nil)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(fadeAlpha(m.count, m.length))
	screen.DrawImage(m.to, op)
}
