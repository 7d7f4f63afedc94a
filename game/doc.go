// Package game is the Ebitengine application: ebiten.Game, the scene manager
// and transitions, window, layout and scaling, input routing and settings.
package game

import _ "github.com/hajimehoshi/ebiten/v2"
