//go:build !js

package saves

import (
	"fmt"
	"os"
)

// Default is the store the app uses: on the desktop, Dir(DefaultDir()),
// whose directory it makes if need be.
func Default() (Store, error) {
	dir := DefaultDir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("save folder: %w", err)
	}
	return Dir(dir), nil
}
