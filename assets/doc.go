// Package assets holds the sprite atlases and fonts, embedded, and made by the
// generator in assets/gen.
package assets

import (
	_ "golang.org/x/image/font/gofont/goregular"
	_ "golang.org/x/image/vector"
)
