//go:build linux

package game

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"time"
)

// processStart is when the process was started, from /proc (to 10 ms), so
// that the first-frame time includes loading and initialising the binary.
func processStart() (time.Time, bool) {
	stat, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return time.Time{}, false
	}
	// The command name (field 2) may hold spaces; fields after it are plain.
	end := bytes.LastIndexByte(stat, ')')
	if end < 0 {
		return time.Time{}, false
	}
	fields := strings.Fields(string(stat[end+1:]))
	if len(fields) < 20 {
		return time.Time{}, false
	}
	ticks, err := strconv.ParseInt(fields[19], 10, 64) // field 22: start time in clock ticks after boot
	if err != nil {
		return time.Time{}, false
	}
	// Its age is the time since boot now (/proc/uptime) less the time since
	// boot it started at; both count from the same clock.
	up, err := os.ReadFile("/proc/uptime")
	if err != nil {
		return time.Time{}, false
	}
	now := time.Now()
	f := strings.Fields(string(up))
	if len(f) == 0 {
		return time.Time{}, false
	}
	uptime, err := strconv.ParseFloat(f[0], 64)
	if err != nil {
		return time.Time{}, false
	}
	const clockTicks = 100 // USER_HZ on every Linux Go supports
	age := time.Duration((uptime - float64(ticks)/clockTicks) * float64(time.Second))
	return now.Add(-age), true
}
