package main

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// icnsEntry is one entry read back from an .icns file.
type icnsEntry struct {
	typ  string
	data []byte
}

// readICNS parses an .icns file, checking every length adds up.
func readICNS(t *testing.T, b []byte) []icnsEntry {
	t.Helper()
	if len(b) < 8 || string(b[:4]) != "icns" {
		t.Fatalf("no icns header: % x", b[:min(8, len(b))])
	}
	if n := binary.BigEndian.Uint32(b[4:]); int(n) != len(b) {
		t.Fatalf("header says %d bytes, the file has %d", n, len(b))
	}
	var out []icnsEntry
	for rest := b[8:]; len(rest) > 0; {
		if len(rest) < 8 {
			t.Fatalf("%d stray bytes after the last entry", len(rest))
		}
		n := int(binary.BigEndian.Uint32(rest[4:]))
		if n < 8 || n > len(rest) {
			t.Fatalf("entry %q says %d bytes, %d remain", rest[:4], n, len(rest))
		}
		out = append(out, icnsEntry{string(rest[:4]), rest[8:n]})
		rest = rest[n:]
	}
	return out
}

// testPNG is a small square PNG of side px.
func testPNG(t *testing.T, px int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewNRGBA(image.Rect(0, 0, px, px))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestICNSFromIcons writes the .icns from herodist icons' own files, as
// make dist-macos does, and reads it back. It leaves out 512 and 1024 px,
// which take seconds to draw (assets/appicon tests them; TestICNSLayout
// their entries).
func TestICNSFromIcons(t *testing.T) {
	dir := t.TempDir()
	sizes := []int{16, 32, 64, 128, 256}
	paths, err := writeIcons(dir, sizes)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "HeroTable.icns")
	if err := runICNS(append([]string{"-out", out}, paths...)); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{}
	for _, s := range icnsTypes {
		if slices.Contains(sizes, s.px) {
			for _, typ := range s.types {
				want[typ] = s.px
			}
		}
	}
	got := map[string]bool{}
	for _, e := range readICNS(t, b) {
		px, ok := want[e.typ]
		if !ok || got[e.typ] {
			t.Errorf("unexpected or repeated entry %q", e.typ)
			continue
		}
		got[e.typ] = true
		file, err := os.ReadFile(iconFile(dir, px))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(e.data, file) {
			t.Errorf("%s does not hold icon-%d.png as written", e.typ, px)
		}
		img, err := png.Decode(bytes.NewReader(e.data))
		if err != nil {
			t.Errorf("%s: %v", e.typ, err)
			continue
		}
		if b := img.Bounds(); b.Dx() != px || b.Dy() != px {
			t.Errorf("%s is %dx%d, want %dx%d", e.typ, b.Dx(), b.Dy(), px, px)
		}
	}
	if len(got) != len(want) {
		t.Errorf("entries %v, want the types %v", got, want)
	}
}

// TestICNSLayout checks every size's entries, in order, and the lengths.
func TestICNSLayout(t *testing.T) {
	pngs := map[int][]byte{}
	want := 8
	for _, px := range icnsSizes() {
		pngs[px] = testPNG(t, px)
	}
	b, err := buildICNS(pngs)
	if err != nil {
		t.Fatal(err)
	}
	var types []string
	for _, e := range readICNS(t, b) {
		types = append(types, e.typ)
		px := map[string]int{"icp4": 16, "icp5": 32, "ic11": 32, "icp6": 64, "ic12": 64, "ic07": 128,
			"ic08": 256, "ic13": 256, "ic09": 512, "ic14": 512, "ic10": 1024}[e.typ]
		if !bytes.Equal(e.data, pngs[px]) {
			t.Errorf("%s does not hold the %d px PNG", e.typ, px)
		}
		want += 8 + len(e.data)
	}
	if len(b) != want {
		t.Errorf("file is %d bytes, its entries add up to %d", len(b), want)
	}
	if want := []string{"icp4", "icp5", "ic11", "icp6", "ic12", "ic07", "ic08", "ic13", "ic09", "ic14", "ic10"}; !slices.Equal(types, want) {
		t.Errorf("types %v, want %v", types, want)
	}
}

func TestICNSRefuses(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	var wide bytes.Buffer
	png.Encode(&wide, image.NewNRGBA(image.Rect(0, 0, 32, 16)))
	for name, args := range map[string][]string{
		"no files":   {"-out", filepath.Join(dir, "x.icns")},
		"no -out":    {write("a.png", testPNG(t, 16))},
		"not a png":  {"-out", filepath.Join(dir, "x.icns"), write("b.png", []byte("GIF89a"))},
		"not square": {"-out", filepath.Join(dir, "x.icns"), write("c.png", wide.Bytes())},
		"24 px":      {"-out", filepath.Join(dir, "x.icns"), write("d.png", testPNG(t, 24))},
		"same size":  {"-out", filepath.Join(dir, "x.icns"), write("e.png", testPNG(t, 16)), write("f.png", testPNG(t, 16))},
	} {
		if err := runICNS(args); err == nil {
			t.Errorf("%s: herodist icns %v succeeded", name, args)
		} else {
			t.Logf("%s: %v", name, err) // the message a packager reads
		}
	}
}
