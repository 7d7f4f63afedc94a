package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
)

func keys(k ...ebiten.Key) *Frame { return &Frame{Keys: k} }

// The save-name field of the play-test: Ctrl+A selects, typing replaces the
// selection, the caret moves with Left/Right/Home/End, and Backspace and
// Delete remove what is beside it.
func TestTextFieldEditing(t *testing.T) {
	var changes []string
	tf := &TextField{Text: "Hero House 28 Nov 01.30", MaxLen: 48, OnChange: func(s string) { changes = append(changes, s) }}
	if tf.Caret() != len([]rune(tf.Text)) {
		t.Fatalf("a suggested text puts the caret at %d, not its end", tf.Caret())
	}
	tf.HandleKeys(&Frame{Keys: []ebiten.Key{ebiten.KeyA}, Ctrl: true, Chars: []rune("a")})
	if from, to := tf.Selection(); from != 0 || to != len([]rune(tf.Text)) || tf.Text != "Hero House 28 Nov 01.30" {
		t.Fatalf("Ctrl+A selected [%d,%d) and left %q", from, to, tf.Text)
	}
	tf.HandleKeys(&Frame{Chars: []rune("Dungeon")})
	if tf.Text != "Dungeon" {
		t.Fatalf("typing over the selection gave %q", tf.Text)
	}
	tf.HandleKeys(keys(ebiten.KeyHome))
	tf.HandleKeys(&Frame{Chars: []rune("My ")})
	tf.HandleKeys(keys(ebiten.KeyEnd))
	tf.HandleKeys(&Frame{Chars: []rune("!")})
	if tf.Text != "My Dungeon!" {
		t.Fatalf("Home/End and typing gave %q", tf.Text)
	}
	tf.HandleKeys(keys(ebiten.KeyArrowLeft))
	tf.HandleKeys(keys(ebiten.KeyArrowLeft))
	tf.HandleKeys(keys(ebiten.KeyBackspace)) // the o of Dungeon
	tf.HandleKeys(keys(ebiten.KeyDelete))    // its n
	if tf.Text != "My Dunge!" || tf.Caret() != 8 {
		t.Fatalf("Left, Backspace, Delete gave %q with the caret at %d", tf.Text, tf.Caret())
	}
	tf.HandleKeys(keys(ebiten.KeyArrowRight))
	tf.HandleKeys(keys(ebiten.KeyArrowRight)) // past the end: stays there
	if tf.Caret() != 9 {
		t.Fatalf("Right twice from 8 in 9 runes: caret at %d", tf.Caret())
	}
	// Shift+Home selects back to the start; Delete removes it.
	tf.HandleKeys(keys(ebiten.KeyArrowLeft))
	tf.HandleKeys(&Frame{Keys: []ebiten.Key{ebiten.KeyHome}, Shift: true})
	if from, to := tf.Selection(); from != 0 || to != 8 {
		t.Fatalf("Shift+Left, Shift+Home selected [%d,%d)", from, to)
	}
	tf.HandleKeys(keys(ebiten.KeyDelete))
	if tf.Text != "!" {
		t.Fatalf("Delete of the selection left %q", tf.Text)
	}
	// Ctrl+Backspace removes a word.
	tf.Text = "one two three"
	tf.HandleKeys(&Frame{Keys: []ebiten.Key{ebiten.KeyBackspace}, Ctrl: true})
	if tf.Text != "one two " {
		t.Fatalf("Ctrl+Backspace gave %q", tf.Text)
	}
	if len(changes) == 0 || changes[len(changes)-1] != tf.Text {
		t.Errorf("OnChange last saw %q, the field holds %q", changes, tf.Text)
	}
}

// Left and Right move the caret inside the field instead of moving the
// focus away; Up, Down and Tab still leave it.
func TestTextFieldKeepsArrows(t *testing.T) {
	tf := &TextField{Text: "abc"}
	b := NewButton(layout.Rect{X: 0, Y: 100, W: 50, H: 30}, "OK", func() {})
	g := NewGroup(tf, b)
	g.SetFocus(tf)
	g.Update(&Frame{Keys: []ebiten.Key{ebiten.KeyArrowLeft}})
	g.Update(&Frame{Keys: []ebiten.Key{ebiten.KeyArrowRight}})
	if g.Focused() != tf {
		t.Fatal("Left/Right in a text field moved the focus")
	}
	g.Update(&Frame{Keys: []ebiten.Key{ebiten.KeyTab}})
	if g.Focused() != b {
		t.Fatal("Tab did not leave the text field")
	}
}

// A click in the field puts the caret where it points.
func TestTextFieldClickPlacesCaret(t *testing.T) {
	tf := &TextField{Rect: layout.Rect{X: 100, Y: 100, W: 400, H: 44}, Text: "abcdef"}
	x := tf.inner().X + Measure("abc", fieldStyle)
	tf.HandleKeys(&Frame{Pressed: true, Mouse: layout.Point{X: x + 1, Y: 120}})
	if tf.Caret() != 3 {
		t.Fatalf("a click after the c put the caret at %d", tf.Caret())
	}
}

// A text far wider than the field keeps the caret in view at either end.
func TestTextFieldScrolls(t *testing.T) {
	tf := &TextField{Rect: layout.Rect{W: 120, H: 44}, MaxLen: 200}
	tf.HandleKeys(&Frame{Chars: []rune("a long name that cannot fit the narrow field")})
	if tf.first == 0 {
		t.Fatal("typing past the field's width did not scroll")
	}
	tf.HandleKeys(keys(ebiten.KeyHome))
	if tf.first != 0 {
		t.Fatalf("Home left the view at rune %d", tf.first)
	}
}

// Beneath: a tooltip of a control under an open dialog never shows.
func TestBeneathDropsHover(t *testing.T) {
	b := NewButton(layout.Rect{X: 0, Y: 0, W: 50, H: 30}, "Save", func() {})
	b.Tooltip = "help"
	g := NewGroup(b)
	g.Update(&Frame{Tick: 1, Mouse: layout.Point{X: 10, Y: 10}})
	if g.Hovered() != b {
		t.Fatal("no hover to begin with")
	}
	f := &Frame{Tick: 2, Mouse: layout.Point{X: 10, Y: 10}}
	Beneath(f, g)
	if g.Hovered() != nil || !f.NeedsRedraw() {
		t.Fatalf("under a dialog the button is still hovered (%v) or no redraw asked", g.Hovered())
	}
}
