//go:build !unix

package game

import "time"

// processCPU is not measured here; frame statistics report 0.
func processCPU() time.Duration { return 0 }
