package ui

import "sync"

// Every line of text the canvases draw can be watched: the scene tests
// check each frame's words this way (no unresolved seat marker reaches the
// screen), and the text audit will. Unwatched, a draw pays one atomic-free
// nil check.

var (
	watchMu sync.Mutex
	watcher func(s string, st Style)
)

// WatchText calls f with every line of text drawn, with its style, until
// stop is called. One watcher at a time: a second WatchText replaces the
// first until its own stop.
func WatchText(f func(s string, st Style)) (stop func()) {
	watchMu.Lock()
	prev := watcher
	watcher = f
	watchMu.Unlock()
	return func() {
		watchMu.Lock()
		watcher = prev
		watchMu.Unlock()
	}
}

// seen tells the watcher, if any, of a line drawn.
func seen(s string, st Style) {
	if w := watcher; w != nil {
		w(s, st)
	}
}
