package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"image/png"
	"os"
	"slices"
)

// The macOS icon file (.icns): the magic "icns", the file's length, then
// entries of a four-letter type, the entry's length (its 8-byte header
// included) and its data, all lengths big-endian. Since OS X 10.7 an entry
// may hold a whole PNG file; each type is one pixel size at one scale.

func init() {
	commands["icns"] = command{
		doc: "join icon PNGs (16, 32, 64, 128, 256, 512, 1024 px) into a macOS .icns (-out FILE PNG...)",
		run: runICNS,
	}
}

// icnsSize is one pixel size and the entry types that hold it.
type icnsSize struct {
	px    int
	types []string
}

// icnsTypes are the PNG entry types for each pixel size, in the order they
// are written. A size has two when it serves as a @1x and a @2x icon
// (32 px is 32x32 and 16x16@2x).
var icnsTypes = []icnsSize{
	{16, []string{"icp4"}},
	{32, []string{"icp5", "ic11"}},
	{64, []string{"icp6", "ic12"}},
	{128, []string{"ic07"}},
	{256, []string{"ic08", "ic13"}},
	{512, []string{"ic09", "ic14"}},
	{1024, []string{"ic10"}},
}

// icnsSizes lists the sizes icnsTypes knows, for messages.
func icnsSizes() []int {
	var out []int
	for _, t := range icnsTypes {
		out = append(out, t.px)
	}
	return out
}

func runICNS(args []string) error {
	fs := flag.NewFlagSet("icns", flag.ContinueOnError)
	out := fs.String("out", "", "the .icns file to write")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() == 0 {
		return errors.New("usage: herodist icns -out FILE.icns ICON.png...")
	}
	pngs := map[int][]byte{}
	for _, path := range fs.Args() {
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		px, err := squarePNG(data)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if _, dup := pngs[px]; dup {
			return fmt.Errorf("%s: a second %d px icon", path, px)
		}
		pngs[px] = data
	}
	icns, err := buildICNS(pngs)
	if err != nil {
		return err
	}
	return os.WriteFile(*out, icns, 0o644)
}

// squarePNG checks data is a square PNG and returns its side.
func squarePNG(data []byte) (int, error) {
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return 0, fmt.Errorf("not a PNG: %w", err)
	}
	if cfg.Width != cfg.Height {
		return 0, fmt.Errorf("%dx%d px: an icon must be square", cfg.Width, cfg.Height)
	}
	return cfg.Width, nil
}

// buildICNS writes an .icns holding each PNG (by its side in px) under
// every type of that size. A size .icns has no type for is refused rather
// than left out, so a missing icon is noticed.
func buildICNS(pngs map[int][]byte) ([]byte, error) {
	for px := range pngs {
		if !slices.ContainsFunc(icnsTypes, func(t icnsSize) bool { return t.px == px }) {
			return nil, fmt.Errorf("no .icns type for a %d px icon: sizes are %v", px, icnsSizes())
		}
	}
	if len(pngs) == 0 {
		return nil, errors.New("no icons")
	}
	out := []byte("icns\x00\x00\x00\x00") // the length is filled in at the end
	for _, t := range icnsTypes {
		data, ok := pngs[t.px]
		if !ok {
			continue
		}
		for _, typ := range t.types {
			out = append(out, typ...)
			out = binary.BigEndian.AppendUint32(out, uint32(8+len(data)))
			out = append(out, data...)
		}
	}
	binary.BigEndian.PutUint32(out[4:], uint32(len(out)))
	return out, nil
}
