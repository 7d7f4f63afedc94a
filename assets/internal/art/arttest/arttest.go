// Package arttest helps the tests of the art packages.
package arttest

import (
	"image"
	"testing"

	"github.com/herotable/herotable/assets/internal/art"
)

// DrawnOnce returns a function that draws the given sprite groups the first
// time a test asks and hands every later test the same sprites by name; a
// name drawn twice fails the test.
func DrawnOnce(groups ...art.Group) func(t *testing.T) map[string]*image.NRGBA {
	var drawn map[string]*image.NRGBA
	return func(t *testing.T) map[string]*image.NRGBA {
		t.Helper()
		if drawn == nil {
			fc, err := art.LoadFaces()
			if err != nil {
				t.Fatal(err)
			}
			drawn = map[string]*image.NRGBA{}
			for _, g := range groups {
				for _, s := range g(fc) {
					if drawn[s.Name] != nil {
						t.Fatalf("%s drawn twice", s.Name)
					}
					drawn[s.Name] = s.Img
				}
			}
		}
		return drawn
	}
}
