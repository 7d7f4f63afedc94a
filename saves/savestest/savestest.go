// Package savestest holds what tests of the save readers share.
package savestest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/herotable/herotable/saves"
)

// OversizedFiles are files no reader of saves may take whole: one a byte
// larger than a save may be and, on Linux, /dev/zero, which never ends.
func OversizedFiles(t *testing.T) []string {
	t.Helper()
	big := filepath.Join(t.TempDir(), "big"+saves.Ext)
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(saves.MaxFileSize + 1); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	files := []string{big}
	if runtime.GOOS == "linux" {
		files = append(files, "/dev/zero")
	}
	return files
}
