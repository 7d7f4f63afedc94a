//go:build !linux

package game

import "time"

var clockStart = time.Now()

// threadCPU falls back to the monotonic clock where thread CPU time is not
// read.
func threadCPU() time.Duration { return time.Since(clockStart) }
