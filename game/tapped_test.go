package game

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// A key tapped between two ticks is seen by the character it typed; a key
// seen down, or still held (its repeats), is not pressed again.
func TestATapBetweenTicksIsAKey(t *testing.T) {
	up := func(ebiten.Key) bool { return false }
	if got := tapped(nil, []rune("3d"), up); !slices.Equal(got, []ebiten.Key{ebiten.Key3, ebiten.KeyD}) {
		t.Errorf("taps of 3 and d between ticks gave %v", got)
	}
	if got := tapped([]ebiten.Key{ebiten.Key2}, []rune("2"), up); !slices.Equal(got, []ebiten.Key{ebiten.Key2}) {
		t.Errorf("a key seen down and its character gave %v", got)
	}
	held := func(k ebiten.Key) bool { return k == ebiten.Key5 }
	if got := tapped(nil, []rune("55"), held); len(got) != 0 {
		t.Errorf("a held key's repeated characters gave %v", got)
	}
	if got := tapped(nil, []rune(" -é"), up); len(got) != 0 {
		t.Errorf("characters of no digit or letter key gave %v", got)
	}
}
