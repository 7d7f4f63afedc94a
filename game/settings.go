package game

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
	"github.com/herotable/herotable/scenes/prefs"
)

// settings are the player's settings, applied to the window and kept in a
// prefs.Store.
type settings struct {
	store   prefs.Store
	cur     prefs.Settings
	applied prefs.Settings
	fixed   bool // a test run: the window keeps its test size
}

// loadSettings reads the stored settings; a store that cannot be read means
// the defaults (and a log line), never a failed start.
func loadSettings(store prefs.Store, fixed bool) *settings {
	s, err := store.Load()
	if err != nil {
		log.Printf("herotable: %v (using the default settings)", err)
	}
	return &settings{store: store, cur: s, fixed: fixed}
}

// set applies s and stores it.
func (st *settings) set(s prefs.Settings) error {
	if err := s.Check(); err != nil {
		return err
	}
	st.cur = s
	st.apply(false)
	return st.store.Save(s)
}

// apply brings the window in line with the settings; first is the start-up
// call, which sizes the window even though nothing changed.
func (st *settings) apply(first bool) {
	s := st.cur
	if st.fixed {
		return
	}
	if first || s.Fullscreen != st.applied.Fullscreen {
		ebiten.SetFullscreen(s.Fullscreen)
	}
	if !s.Fullscreen && (first || s.Scale != st.applied.Scale || s.Fullscreen != st.applied.Fullscreen) {
		mw, mh := 0, 0
		if m := ebiten.Monitor(); m != nil {
			mw, mh = m.Size()
		}
		ebiten.SetWindowSize(layout.WindowSize(s.Scale, mw, mh))
	}
	st.applied = s
}

// toggleFullscreen is F11: it flips fullscreen and keeps the choice.
func (st *settings) toggleFullscreen() {
	s := st.cur
	s.Fullscreen = !s.Fullscreen
	if err := st.set(s); err != nil {
		log.Printf("herotable: %v", err)
	}
}
