// Command gen draws every Hero Table sprite and writes the atlases and their
// index; `go generate ./assets` runs it with -out pointing at assets/.
package main

import (
	"flag"
	"fmt"
	"image/png"
	"os"
	"time"

	"github.com/herotable/herotable/assets/internal/art/heromustdie"
	"github.com/herotable/herotable/assets/internal/atlas"
)

func main() {
	out := flag.String("out", ".", "directory to write the atlases and index.txt into")
	verbose := flag.Bool("v", false, "print the time taken")
	hmdBoard := flag.String("hmd-board", "", "write only the printable Hero Must Die! board to this PNG file")
	hmdScale := flag.Float64("hmd-scale", 4.75, "pixels per table unit of -hmd-board (4.75 prints on two A4 sheets at 300 dpi)")
	flag.Parse()
	start := time.Now()
	if *hmdBoard != "" {
		if err := writeHMDBoard(*hmdBoard, *hmdScale); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
		if *verbose {
			fmt.Fprintf(os.Stderr, "gen: wrote %s in %v\n", *hmdBoard, time.Since(start).Round(time.Millisecond))
		}
		return
	}
	if err := atlas.Write(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if *verbose {
		fmt.Fprintf(os.Stderr, "gen: wrote %s in %v\n", *out, time.Since(start).Round(time.Millisecond))
	}
}

// writeHMDBoard writes the printable Hero Must Die! board (not part of the
// atlases) at scale pixels per table unit.
func writeHMDBoard(path string, scale float64) error {
	if scale <= 0 || scale > 12 {
		return fmt.Errorf("-hmd-scale %v: want a scale above 0 and at most 12", scale)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, heromustdie.PrintBoard(scale)); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
