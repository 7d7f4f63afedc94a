package ui

import (
	"log"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/herotable/herotable/assets"
)

// Remote atlases: the browser build fetches each game's own atlases from
// next to the page the first time a scene asks for them (Prepare), and
// draws nothing in their place until they are in.

var (
	arrived  atomic.Bool // an atlas came in since the app last asked
	remoteMu sync.Mutex
	fetching = map[int]bool{} // fetch started
	ready    = map[int]bool{} // fetched and decoded
	failed   = map[int]error{}
)

// Prepare starts loading every remote atlas holding sprites whose name
// starts with prefix ("dieinthedungeon/") and reports whether all of them
// are ready to draw. On the desktop it is always true.
func Prepare(prefix string) bool {
	ok := true
	for i, a := range assets.Atlases() {
		if !a.Remote || !holds(a, prefix) {
			continue
		}
		if !fetch(i) {
			ok = false
		}
	}
	return ok
}

// fetch starts loading remote atlas i if nobody has; it reports whether
// the atlas is done with (ready, or failed for good).
func fetch(i int) bool {
	remoteMu.Lock()
	defer remoteMu.Unlock()
	switch {
	case ready[i], failed[i] != nil:
		return true
	case !fetching[i]:
		fetching[i] = true
		go load(i, assets.Atlases()[i].Name)
	}
	return false
}

// ArtArrived reports, once, that an atlas came in since the last call:
// the app then redraws, so a screen waiting for art shows it at once.
func ArtArrived() bool { return arrived.Swap(false) }

func holds(a assets.Atlas, prefix string) bool {
	for name := range a.Sprites {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}

// load fetches and decodes remote atlas i.
func load(i int, name string) {
	data, err := fetchAtlas(name)
	if err == nil {
		assets.SetPNG(i, data)
		decoded()[i]()
	}
	remoteMu.Lock()
	defer remoteMu.Unlock()
	defer arrived.Store(true)
	if err != nil {
		log.Printf("ui: %v", err)
		failed[i] = err
		return
	}
	ready[i] = true
}

// pending reports whether atlas i is remote and not ready yet: its sprites
// are neither drawn nor reported missing.
func pending(i int) bool {
	a := assets.Atlases()
	if i < 0 || i >= len(a) || !a[i].Remote {
		return false
	}
	remoteMu.Lock()
	defer remoteMu.Unlock()
	return !ready[i] && failed[i] == nil
}
