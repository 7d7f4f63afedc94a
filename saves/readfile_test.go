package saves

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	sized := func(name string, n int64) string {
		p := filepath.Join(dir, name)
		f, err := os.Create(p)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := f.Truncate(n); err != nil { // sparse: no disk used
			t.Fatal(err)
		}
		return p
	}

	save := encode(t, play(t, "climb", 2, 4, 6), "x")
	good := filepath.Join(dir, "good"+Ext)
	if err := os.WriteFile(good, save, 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(good); err != nil || !bytes.Equal(data, save) {
		t.Errorf("a save read back as %d bytes, %v", len(data), err)
	}
	if data, err := ReadFile(sized("limit", MaxFileSize)); err != nil || len(data) != MaxFileSize {
		t.Errorf("a file of exactly MaxFileSize: %d bytes, %v", len(data), err)
	}
	if _, err := ReadFile(filepath.Join(dir, "none")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v, want fs.ErrNotExist", err)
	}
	if _, err := ReadFile(dir); err == nil {
		t.Error("a directory was read as a save")
	}

	tooLarge := func(path, says string) {
		t.Helper()
		start := time.Now()
		data, err := ReadFile(path)
		if took := time.Since(start); took > 5*time.Second {
			t.Errorf("%s: refused after %v", path, took)
		}
		if data != nil {
			t.Errorf("%s: returned %d bytes with the refusal", path, len(data))
		}
		reason := reasonOf(t, err, path)
		if !strings.HasPrefix(reason, ReasonTooLarge) || !strings.Contains(reason, says) || !strings.Contains(reason, "at most 8 MiB") {
			t.Errorf("%s: %q, want %q saying %q", path, reason, ReasonTooLarge, says)
		}
	}
	tooLarge(sized("big", MaxFileSize+1), "8388609 bytes")
	tooLarge(sized("huge", 4*MaxFileSize), "33554432 bytes") // refused by its size, never read
	if runtime.GOOS == "linux" {
		tooLarge("/dev/zero", "more than 8388608 bytes") // endless: read up to the limit only
	}
}
