//go:build js

package game

import "syscall/js"

// publishScene sets document.body.dataset.scene, which the browser smoke
// test waits on.
func publishScene(name string) {
	body := js.Global().Get("document").Get("body")
	if body.IsUndefined() || body.IsNull() {
		return
	}
	body.Get("dataset").Set("scene", name)
}

// canQuit is false in the browser: a page is closed, not quit.
const canQuit = false

// windowIcon is false in the browser: a page has no window icon
// (ebiten.SetWindowIcon does nothing there), so the icon is not decoded.
const windowIcon = false

// lazyArt is true in the browser: the art is loaded between frames behind a
// loading scene (loading.go), so that the canvas shows something at once.
const lazyArt = true
