//go:build !linux

package game

import "time"

// processStart is not known here; the first-frame time counts from main.
func processStart() (time.Time, bool) { return time.Time{}, false }
