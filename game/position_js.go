//go:build js

package game

import (
	"syscall/js"

	"github.com/herotable/herotable/scenes"
)

// published is the position last written to the page, so that the DOM is
// touched only when it changes (one app runs per page).
var published struct {
	on           bool
	moves        int
	digest, turn string
}

// publishPosition shows the scene's match position on document.body for
// browser tests: data-moves (moves played), data-position (a digest of the
// state) and data-to-act (the seat to act, or "over"). A scene without a
// match removes them.
func publishPosition(s scenes.Scene) {
	p, ok := s.(scenes.Positioned)
	if !ok && !published.on {
		return
	}
	body := js.Global().Get("document").Get("body")
	if body.IsUndefined() || body.IsNull() {
		return
	}
	data := body.Get("dataset")
	if !ok {
		published.on = false
		data.Delete("moves")
		data.Delete("position")
		data.Delete("toAct")
		return
	}
	moves, digest, turn := p.Position()
	if published.on && moves == published.moves && digest == published.digest && turn == published.turn {
		return
	}
	published.on, published.moves, published.digest, published.turn = true, moves, digest, turn
	data.Set("position", digest)
	data.Set("toAct", turn)
	data.Set("moves", moves)
}
