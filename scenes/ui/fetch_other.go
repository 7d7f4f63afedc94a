//go:build !js

package ui

import "fmt"

// fetchAtlas is never needed on the desktop, where every atlas is built in.
func fetchAtlas(name string) ([]byte, error) {
	return nil, fmt.Errorf("atlas %s is not built in", name)
}
