//go:build !js

package assets

import "embed"

// The desktop app builds every atlas in.
//
//go:embed atlas-*.png index.txt
var builtInFiles embed.FS

func init() { files = builtInFiles }

// builtIn reports whether atlas name is built in: all of them here.
func builtIn(string) bool { return true }
