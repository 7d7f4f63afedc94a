package main

import (
	"image/png"
	"os"
	"testing"
)

// TestWriteIcons checks the files are named by size and hold PNGs of that
// size (two small sizes: assets/appicon tests every release size).
func TestWriteIcons(t *testing.T) {
	dir := t.TempDir()
	paths, err := writeIcons(dir, []int{16, 48})
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) != 2 {
		t.Fatalf("wrote %v, want two files", paths)
	}
	for i, px := range []int{16, 48} {
		if paths[i] != iconFile(dir, px) {
			t.Errorf("file %d is %s, want %s", i, paths[i], iconFile(dir, px))
		}
		f, err := os.Open(iconFile(dir, px))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", iconFile(dir, px), err)
		}
		if cfg.Width != px || cfg.Height != px {
			t.Errorf("%s is %dx%d, want %dx%d", iconFile(dir, px), cfg.Width, cfg.Height, px, px)
		}
	}
}

func TestIconsNeedsOut(t *testing.T) {
	if err := runIcons(nil); err == nil {
		t.Error("herodist icons without -out succeeded")
	}
}
