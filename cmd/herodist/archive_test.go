package main

import (
	"archive/zip"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// pack then unpack gives back the files, executables still executable.
func TestPackUnpack(t *testing.T) {
	src := t.TempDir()
	files := map[string]os.FileMode{"top/run": 0o755, "top/a/b.txt": 0o644, "top/c.txt": 0o600}
	for name, mode := range files {
		p := filepath.Join(src, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(name), mode); err != nil {
			t.Fatal(err)
		}
	}
	for _, ext := range []string{".zip", ".tar.gz"} {
		out := filepath.Join(t.TempDir(), "x"+ext)
		n, err := pack(out, src, []string{"top"})
		if err != nil || n != 3 {
			t.Fatalf("pack %s: %d files, %v", ext, n, err)
		}
		dst := t.TempDir()
		if err := unpack(out, dst); err != nil {
			t.Fatalf("unpack %s: %v", ext, err)
		}
		for name, mode := range files {
			want := os.FileMode(0o644)
			if mode&0o111 != 0 {
				want = 0o755
			}
			fi, err := os.Stat(filepath.Join(dst, name))
			if err != nil {
				t.Errorf("%s: %v", ext, err)
				continue
			}
			data, _ := os.ReadFile(filepath.Join(dst, name))
			if string(data) != name || fi.Mode() != want {
				t.Errorf("%s: %s is %q, mode %v; want %q, %v", ext, name, data, fi.Mode(), name, want)
			}
		}
	}
	// "." packs what is in the directory, without a top folder.
	out := filepath.Join(t.TempDir(), "dot.zip")
	if _, err := pack(out, filepath.Join(src, "top"), []string{"."}); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.OpenReader(out)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var names []string
	for _, f := range zr.File {
		names = append(names, f.Name)
	}
	if want := "[a/ a/b.txt c.txt run]"; fmt.Sprint(names) != want {
		t.Errorf("pack . wrote %v, want %s", names, want)
	}
}

// An entry that climbs out of the directory is refused.
func TestUnpackRefusesEscapes(t *testing.T) {
	for _, name := range []string{"../evil", "/etc/evil", "a/../../evil", `a\..\evil`} {
		out := filepath.Join(t.TempDir(), "bad.zip")
		f, _ := os.Create(out)
		zw := zip.NewWriter(f)
		w, _ := zw.Create(name)
		w.Write([]byte("x"))
		zw.Close()
		f.Close()
		if err := unpack(out, t.TempDir()); err == nil {
			t.Errorf("unpack of an entry %q succeeded", name)
		}
	}
}
