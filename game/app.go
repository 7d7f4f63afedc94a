package game

import (
	"errors"
	"fmt"
	"log"
	"os"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/herotable/herotable/assets"
	"github.com/herotable/herotable/saves"
	"github.com/herotable/herotable/scenes"
	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
	"github.com/herotable/herotable/scenes/ui"
)

// Config is how the app starts: the scene to open and the test modes.
type Config struct {
	Scene   string // title (default), setup, settings, saves, rules, table, menu, pass
	Game    string // the game for setup, rules, table, menu and pass
	Seats   string // seats for a table opened directly, e.g. "human,bot"
	Seed    uint64
	SeedSet bool
	Options string // the game's options, "key=value,..."
	Load    string // a save file to open into its table
	Saves   string // the saves directory ("" for the default)
	Dev     bool   // show the hidden test games
	Watch   bool   // every seat is a bot
	Anim    string // animation speed for this run only ("" keeps the setting)

	Shot       string // write the screen after Frames frames to this PNG and exit
	Frames     int
	FrameStats int // run this many frames and print frame-time statistics

	TextAudit     bool   // run Frames frames, then print the text audit's report (textaudit.go)
	TextAuditList bool   // and list each offending text
	Window        string // the window of a text audit, "WxH" ("" for 1280x720)

	Start time.Time // when the process started, for the first-frame time
}

// App is Hero Table as an ebiten.Game.
type App struct {
	cfg      Config
	manager  sceneManager
	input    input
	frame    ui.Frame
	settings *settings
	store    saves.Store
	storeErr error
	tmpSaves string // a throwaway saves directory of a test run

	tick    int
	pace    pace // the ticks in step with the clock
	scale   float64
	dirty   bool
	shown   bool // the first frame was drawn
	quit    bool
	capture *capture
	stats   *frameStats
	audit   *textAudit

	// The window as last seen, to draw it all again when it changes.
	focused   bool
	outside   [2]float64 // the window's size
	full      int        // frames still to be drawn in full
	presented int        // the tick the screen was last drawn on
	touch     *ebiten.Image
}

// fullFrames is how many frames are drawn in full (every still layer
// painted afresh) after the window regains focus or changes size.
const fullFrames = 3

// presentEvery is how often, in ticks, an idle screen is handed to the
// window again (see Draw).
const presentEvery = 30

// New builds the app for cfg: settings, saves and the first scene.
func New(cfg Config) (*App, error) {
	if !lazyArt {
		ui.Preload()
	}
	a := &App{cfg: cfg, scale: 1, dirty: true}
	testRun := cfg.Shot != "" || cfg.FrameStats > 0 || cfg.TextAudit
	var store prefs.Store
	if testRun {
		// A test run shows the defaults and never touches the player's settings.
		store = prefs.Memory{S: &prefs.Settings{}}
		*store.(prefs.Memory).S = prefs.Default()
	} else {
		var err error
		if store, err = prefs.DefaultStore(); err != nil {
			log.Printf("herotable: %v", err)
		}
	}
	a.settings = loadSettings(store, testRun)
	if cfg.Anim != "" {
		sp := prefs.Speed(cfg.Anim)
		if err := (prefs.Settings{Anim: sp, Scale: 1}).Check(); err != nil {
			return nil, fmt.Errorf("-anim: %w", err)
		}
		a.settings.cur.Anim = sp
	}
	if err := a.openSaves(testRun); err != nil {
		return nil, err
	}
	if cfg.Shot != "" {
		a.capture = &capture{path: cfg.Shot, frames: max(cfg.Frames, 1)}
	}
	if cfg.FrameStats > 0 {
		a.stats = newFrameStats(cfg.FrameStats, cfg.Start)
	}
	if cfg.TextAudit {
		var err error
		if a.audit, err = newTextAudit(cfg); err != nil {
			a.cleanup()
			return nil, err
		}
	}
	first, err := a.firstScene()
	if err != nil {
		a.cleanup()
		return nil, err
	}
	if lazyArt {
		first = newLoading(first, func() float64 { return a.scale })
	}
	a.manager.goTo(first, 0)
	return a, nil
}

func (a *App) openSaves(testRun bool) error {
	switch {
	case a.cfg.Saves != "":
		a.store, a.storeErr = saves.OpenDir(a.cfg.Saves)
	case testRun && os.Getenv(saves.EnvDir) == "":
		// A screenshot must not leave autosaves among the player's games.
		dir, err := os.MkdirTemp("", "herotable-test-saves-")
		if err != nil {
			return fmt.Errorf("a scratch saves directory: %w", err)
		}
		a.tmpSaves, a.store = dir, saves.Dir(dir)
	default:
		a.store, a.storeErr = saves.Default()
	}
	return nil
}

func (a *App) cleanup() {
	if a.tmpSaves != "" {
		os.RemoveAll(a.tmpSaves)
	}
}

// Run opens the window and runs the app until it quits.
func (a *App) Run() error {
	defer a.cleanup()
	ebiten.SetWindowTitle("Hero Table")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(layout.MinWindowW, layout.MinWindowH, -1, -1)
	ebiten.SetWindowClosingHandled(true)
	// Keep the last frame and draw only when something changed.
	ebiten.SetScreenClearedEveryFrame(false)
	if a.audit != nil {
		ebiten.SetWindowSize(a.audit.w, a.audit.h)
	} else if a.testRun() {
		ebiten.SetWindowSize(layout.Width, layout.Height)
	} else {
		a.settings.apply(true)
	}
	if a.capture != nil || a.audit != nil {
		// A screenshot run has nothing to wait for: one update per frame,
		// as fast as frames come, so frame N is the same on every machine.
		ebiten.SetTPS(ebiten.SyncWithFPS)
		ebiten.SetVsyncEnabled(false)
	}
	err := ebiten.RunGameWithOptions(a, &ebiten.RunGameOptions{X11ClassName: "herotable", X11InstanceName: "Hero Table"})
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if err == nil && a.capture != nil {
		err = a.capture.err
	}
	return err
}

// Update routes input to the scene and advances time.
func (a *App) Update() error {
	if a.tick == 0 && a.stats != nil {
		// Update and Draw are timed by their thread's CPU clock, which needs
		// them to stay on one thread.
		runtime.LockOSThread()
	}
	start := threadCPU()
	a.tick++
	if a.tick == 2 && windowIcon {
		// The icon is decoded and set once the first frame is on screen:
		// with Ebitengine's pixel-by-pixel conversion it takes a few
		// milliseconds, which the first frame should not wait for.
		ebiten.SetWindowIcon(assets.Icon())
	}
	if a.quit || ebiten.IsWindowBeingClosed() {
		a.closeScene()
		return ebiten.Termination
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyF11) && !a.testRun() {
		a.settings.toggleFullscreen()
		a.dirty = true
	}
	f := &a.frame
	*f = ui.Frame{Keys: f.Keys[:0], Chars: f.Chars[:0]}
	f.Tick, f.Speed = a.tick, a.settings.cur.Anim
	f.Mouse = layout.Point{X: -1, Y: -1}
	if !a.testRun() && a.input.read(f, a.scale) {
		// Test runs ignore the pointer and keys: wherever the (virtual)
		// display's pointer happens to be must not change a screenshot.
		a.dirty = true
	}
	if a.audit != nil {
		if p, moved, ok := a.audit.pointer(a.tick, a.manager.scene()); ok {
			f.Mouse, f.Moved = p, moved
		}
	}
	ctx := &scenes.Context{Frame: f, Host: a}
	if err := a.manager.update(ctx); err != nil {
		return err
	}
	if focused := ebiten.IsFocused(); focused != a.focused {
		a.focused = focused
		a.full = fullFrames // back in front: nothing may show another window's picture
	}
	if f.NeedsRedraw() || ui.ArtArrived() || a.manager.fresh > 0 || a.full > 0 {
		a.dirty = true
	}
	if err := a.catchUp(time.Now()); err != nil {
		return err
	}
	if a.capture != nil && a.tick >= a.capture.frames {
		a.dirty = true // the last frame is drawn and captured
	}
	if a.audit != nil && a.audit.done {
		a.closeScene()
		return ebiten.Termination
	}
	if a.stats != nil {
		a.stats.update(threadCPU() - start)
	}
	if a.capture != nil && a.capture.done || a.stats != nil && a.stats.done() {
		a.closeScene()
		return ebiten.Termination
	}
	return nil
}

// closeScene lets a table finish its autosave before the app ends.
func (a *App) closeScene() {
	if c, ok := a.manager.scene().(interface{ Close() error }); ok {
		if err := c.Close(); err != nil {
			log.Printf("herotable: %v", err)
		}
	}
}

// Draw draws the scene if anything changed since the last frame; otherwise
// the screen keeps its last picture (SetScreenClearedEveryFrame(false)).
// The first frames after a scene change, and after the window came back
// to the front or changed size, are drawn in full: every still layer is
// painted afresh.
//
// Ebitengine hands the screen to the window only for a few frames after
// it was last drawn on, and tells the game nothing when the window is
// exposed again (another window moved off it): it would keep that
// window's picture until input came. So an idle screen is touched every
// presentEvery ticks (an invisible draw), which makes Ebitengine present
// it again.
func (a *App) Draw(screen *ebiten.Image) {
	start := threadCPU()
	rendered := a.dirty
	if a.dirty {
		a.dirty = false
		full := a.manager.repaint()
		if a.full > 0 {
			a.full--
			full = true
		}
		if full {
			a.manager.repaintScenes()
		}
		a.render(screen)
		a.presented = a.tick
		if !a.shown {
			// The first scene is announced once it is drawn, so the page's
			// loading screen stays up until there is something to see.
			a.shown = true
			publishScene(a.manager.scene().Name())
		}
	}
	if !rendered && a.tick-a.presented >= presentEvery {
		a.touchScreen(screen)
	}
	if a.capture != nil && a.tick >= a.capture.frames && !a.capture.done {
		a.capture.take(a)
	}
	if a.audit != nil && a.audit.due(a.tick) {
		a.audit.finish()
	}
	if a.stats != nil {
		a.stats.draw(threadCPU()-start, rendered)
	}
}

// touchScreen draws on screen without changing a pixel (a transparent
// pixel), so that Ebitengine presents the screen to the window again.
func (a *App) touchScreen(screen *ebiten.Image) {
	if a.touch == nil {
		a.touch = ebiten.NewImage(1, 1) // cleared: transparent
	}
	screen.DrawImage(a.touch, nil)
	a.presented = a.tick
}

// render draws the scene; every scene paints the whole screen (the baize
// first), so nothing is cleared before.
func (a *App) render(dst *ebiten.Image) {
	ctx := &scenes.Context{Frame: &a.frame, Host: a}
	a.manager.draw(dst, ui.NewCanvas(dst, a.scale), ctx)
}

// LayoutF makes the screen the logical 1280×720 at the render scale that
// matches the window's device pixels, so that nothing is blurred by scaling.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	k := 1.0
	if a.audit != nil {
		k = auditRender // the audit measures at its windows' scales, whatever it draws at
	} else if !a.testRun() {
		dsf := 1.0
		if m := ebiten.Monitor(); m != nil {
			dsf = m.DeviceScaleFactor()
		}
		k = layout.Fit(w, h, dsf)
	}
	if k != a.scale {
		a.scale, a.dirty = k, true
	}
	if size := [2]float64{w, h}; size != a.outside {
		a.outside, a.dirty = size, true
		a.full = fullFrames
	}
	return layout.ScreenSize(k)
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (a *App) Layout(w, h int) (int, int) {
	sw, sh := a.LayoutF(float64(w), float64(h))
	return int(sw), int(sh)
}

// Scene is the scene that has the input now (for tests).
func (a *App) Scene() scenes.Scene { return a.manager.scene() }

// The scenes' Host.

func (a *App) GoTo(next scenes.Scene) {
	a.manager.goTo(next, a.settings.cur.Anim.Frames(TransitionTicks))
	a.dirty = true
	publishScene(next.Name())
}

func (a *App) Show(next scenes.Scene) {
	a.manager.goTo(next, 0)
	a.dirty = true
	publishScene(next.Name())
}

func (a *App) Settings() prefs.Settings           { return a.settings.cur }
func (a *App) SetSettings(s prefs.Settings) error { a.dirty = true; return a.settings.set(s) }
func (a *App) Saves() (saves.Store, error)        { return a.store, a.storeErr }
func (a *App) Quit()                              { a.quit = true }
func (a *App) CanQuit() bool                      { return canQuit }
func (a *App) Dev() bool                          { return a.cfg.Dev }
func (a *App) Steady() bool                       { return a.capture != nil || a.audit != nil }

// testRun reports -shot, -frame-stats or -text-audit.
func (a *App) testRun() bool { return a.capture != nil || a.stats != nil || a.audit != nil }
