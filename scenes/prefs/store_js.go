//go:build js

package prefs

import (
	"fmt"
	"syscall/js"
)

// LocalStorageKey is where the browser build keeps settings.
const LocalStorageKey = "herotable.settings"

// Local keeps settings in the browser's localStorage.
type Local struct{ Key string }

// DefaultStore is localStorage under LocalStorageKey.
func DefaultStore() (Store, error) {
	if ls := js.Global().Get("localStorage"); ls.IsUndefined() || ls.IsNull() {
		return Memory{S: new(Settings)}, fmt.Errorf("this browser has no localStorage: settings last for this visit only")
	}
	return Local{Key: LocalStorageKey}, nil
}

// Load reads the stored JSON; nothing stored means the defaults.
func (l Local) Load() (s Settings, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = Default(), fmt.Errorf("reading settings from localStorage: %v", r)
		}
	}()
	v := js.Global().Get("localStorage").Call("getItem", l.Key)
	if v.IsNull() || v.IsUndefined() {
		return Default(), nil
	}
	s, err = Decode([]byte(v.String()))
	if err != nil {
		return s, fmt.Errorf("localStorage %q: %w", l.Key, err)
	}
	return s, nil
}

// Save writes the JSON; the browser may refuse (quota, private mode).
func (l Local) Save(s Settings) (err error) {
	data, err := s.Encode()
	if err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("saving settings to localStorage: %v", r)
		}
	}()
	js.Global().Get("localStorage").Call("setItem", l.Key, string(data))
	return nil
}
