package assets

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/herotable/herotable/assets/internal/atlas"
)

// TestGeneratedInStep regenerates every atlas and the index into a temp
// dir and requires the committed files to match byte for byte: the art
// and the code that draws it cannot drift apart.
func TestGeneratedInStep(t *testing.T) {
	dir := t.TempDir()
	if err := atlas.Write(dir); err != nil {
		t.Fatalf("generator failed: %v", err)
	}
	fresh, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil {
		t.Fatal(err)
	}
	committed, err := filepath.Glob("atlas-*.png")
	if err != nil {
		t.Fatal(err)
	}
	committed = append(committed, atlas.IndexFile)
	want := map[string]bool{}
	for _, f := range fresh {
		name := filepath.Base(f)
		want[name] = true
		got, err := os.ReadFile(name)
		if err != nil {
			t.Errorf("%s is generated but not committed: run go generate ./assets", name)
			continue
		}
		gen, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, gen) && !(fusedMath && filepath.Ext(name) == ".png" && samePixels(t, name, got, gen)) {
			t.Errorf("%s differs from the generator's output (%d bytes committed, %d generated): run go generate ./assets", name, len(got), len(gen))
		}
		if emb, err := files.ReadFile(name); err != nil || !bytes.Equal(emb, got) {
			t.Errorf("embedded %s differs from the committed file", name)
		}
	}
	for _, name := range committed {
		if !want[name] {
			t.Errorf("%s is committed but no longer generated: delete it", name)
		}
	}
}

// TestGeneratorDeterministic draws twice in one process: equal bytes rule
// out map-order or goroutine-order effects that a single run could hide.
func TestGeneratorDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("draws all sprites twice")
	}
	a, err := atlas.Generate()
	if err != nil {
		t.Fatal(err)
	}
	b, err := atlas.Generate()
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != len(b) {
		t.Fatalf("runs made %d and %d files", len(a), len(b))
	}
	for i := range a {
		if a[i].Name != b[i].Name || !bytes.Equal(a[i].Data, b[i].Data) {
			t.Errorf("file %s differs between two runs", a[i].Name)
		}
	}
}

// samePixels reports whether two PNGs differ by at most one level in any
// channel: the rounding a fused multiply-add can cause, never an art change.
func samePixels(t *testing.T, name string, a, b []byte) bool {
	t.Helper()
	ia, errA := png.Decode(bytes.NewReader(a))
	ib, errB := png.Decode(bytes.NewReader(b))
	if errA != nil || errB != nil {
		return false
	}
	na, okA := ia.(*image.NRGBA)
	nb, okB := ib.(*image.NRGBA)
	if !okA || !okB || na.Bounds() != nb.Bounds() {
		return false
	}
	for i := range na.Pix {
		if d := int(na.Pix[i]) - int(nb.Pix[i]); d > 1 || d < -1 {
			return false
		}
	}
	t.Logf("%s matches the generator's output within one level per channel (fused float maths)", name)
	return true
}
