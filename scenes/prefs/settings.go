// Package prefs holds the player's settings (animation speed, fullscreen,
// window scale), their JSON form, and where they are kept: a file under the
// user's config directory on desktop, localStorage in the browser. It does
// not import Ebitengine, so all of it is tested without a display.
package prefs

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Speed is how fast animations play.
type Speed string

// The animation speeds.
const (
	Slow    Speed = "slow"
	Normal  Speed = "normal"
	Fast    Speed = "fast"
	Instant Speed = "instant"
)

// Speeds lists every speed, slowest first.
var Speeds = []Speed{Slow, Normal, Fast, Instant}

// Label is the speed as a button shows it.
func (s Speed) Label() string {
	switch s {
	case Slow:
		return "Slow"
	case Fast:
		return "Fast"
	case Instant:
		return "Instant"
	}
	return "Normal"
}

// Frames scales an animation's normal length in ticks: slow gives it half
// as long again, to follow the bots' moves at ease; fast plays it in half
// the time (at least one tick); instant skips it.
func (s Speed) Frames(normal int) int {
	switch {
	case normal <= 0 || s == Instant:
		return 0
	case s == Slow:
		return (normal*3 + 1) / 2
	case s == Fast:
		return max(1, (normal+1)/2)
	}
	return normal
}

// Scales are the window sizes offered, as multiples of 1280×720.
var Scales = []float64{1, 1.25, 1.5, 2}

// Settings are the player's choices. The JSON names are part of the browser
// contract (localStorage key "herotable.settings", e.g. {"anim":"fast"}).
type Settings struct {
	Anim       Speed   `json:"anim"`
	Fullscreen bool    `json:"fullscreen"`
	Scale      float64 `json:"scale"`
}

// Default is what a new player starts with.
func Default() Settings { return Settings{Anim: Normal, Scale: 1} }

// Encode is the stored JSON form.
func (s Settings) Encode() ([]byte, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	return json.Marshal(s)
}

// Check reports the first setting that is out of range.
func (s Settings) Check() error {
	if !slices.Contains(Speeds, s.Anim) {
		names := make([]string, len(Speeds))
		for i, sp := range Speeds {
			names[i] = string(sp)
		}
		return fmt.Errorf("animation speed %q is not one of %s", s.Anim, strings.Join(names, ", "))
	}
	if !slices.Contains(Scales, s.Scale) {
		return fmt.Errorf("window scale %v is not one of %v", s.Scale, Scales)
	}
	return nil
}

// Decode reads stored settings. Missing fields keep their defaults and
// unknown fields are ignored (a newer version may add some); a value out of
// range is an error naming it, and the defaults are returned with it so the
// app can go on.
func Decode(data []byte) (Settings, error) {
	s := Default()
	if err := json.Unmarshal(data, &s); err != nil {
		return Default(), fmt.Errorf("settings are not valid JSON: %w", err)
	}
	if err := s.Check(); err != nil {
		return Default(), err
	}
	return s, nil
}
