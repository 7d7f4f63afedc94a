//go:build !js

package saves

import (
	"os"
	"path/filepath"
	"testing"
)

// TestDefault: the desktop store lives in DefaultDir, which it makes.
func TestDefault(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a", "b")
	t.Setenv(EnvDir, dir)
	s, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		t.Fatalf("Default did not make %s: %v", dir, err)
	}
	if err := s.Write("x", []byte("data")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "x"+Ext)); err != nil {
		t.Errorf("the save is not in the default folder: %v", err)
	}
}
