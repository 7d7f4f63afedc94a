//go:build js

package assets

import "embed"

// The browser build holds the atlases the title, setup, settings and save
// screens draw (and the shared dice); each game's own atlases are files
// next to the page, fetched when its table or rules open (scenes/ui).
//
//go:embed atlas-ui.png atlas-dice.png atlas-titles.png atlas-icon.png index.txt
var builtInFiles embed.FS

func init() { files = builtInFiles }

// builtIn reports whether atlas name is built into the browser build.
func builtIn(name string) bool {
	for _, b := range BrowserAtlases {
		if b == name {
			return true
		}
	}
	return false
}
