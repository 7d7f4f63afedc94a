package main

import (
	"image"
	"image/png"
	"os"
)

// writePNG encodes img as a PNG file at path.
func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
