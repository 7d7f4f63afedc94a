package main

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

func TestVersionLess(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"", "2.2.5", true}, {"2.2.5", "", false}, {"2.9", "2.34", true}, {"2.34", "2.9", false},
		{"2.34", "2.34", false}, {"2.3", "2.3.4", true}, {"3", "2.99", false},
	} {
		if got := versionLess(c.a, c.b); got != c.want {
			t.Errorf("versionLess(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// Every library Ebitengine opens by name has a package to depend on.
func TestDlopenedHavePackages(t *testing.T) {
	for _, so := range dlopened {
		if sonamePackages[so] == "" {
			t.Errorf("%s has no package in sonamePackages", so)
		}
	}
}

func TestDebControl(t *testing.T) {
	c := debControl("1.2.3", "A B <a@b.example>", []string{"libc6 (>= 2.34)", "libgl1"}, 20480)
	for _, want := range []string{
		"Package: herotable\n", "Version: 1.2.3\n", "Architecture: amd64\n", "Maintainer: A B <a@b.example>\n",
		"Installed-Size: 20480\n", "Depends: libc6 (>= 2.34), libgl1\n", "Section: games\n",
	} {
		if !strings.Contains(c, want) {
			t.Errorf("control lacks %q:\n%s", want, c)
		}
	}
	// Fields are "Key: value" lines; only the Description, last, goes on
	// over lines that start with a space.
	inDescription := false
	for i, line := range strings.Split(strings.TrimSuffix(c, "\n"), "\n") {
		continued := strings.HasPrefix(line, " ") && len(line) > 1
		if continued != inDescription || (!continued && !strings.Contains(line, ": ")) {
			t.Errorf("control line %d %q is out of place", i+1, line)
		}
		inDescription = inDescription || strings.HasPrefix(line, "Description: ")
	}
}

// The two layouts, from a stand-in binary: /bin/sh is a dynamically linked
// ELF on any Linux.
func TestLinuxLayouts(t *testing.T) {
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		t.Skip("needs a linux/amd64 ELF to stand in for the app")
	}
	tmp := t.TempDir()
	icons := filepath.Join(tmp, "icons")
	os.MkdirAll(icons, 0o755)
	for _, px := range linuxIconSizes {
		if err := os.WriteFile(iconFile(icons, px), []byte("png"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bin, err := filepath.EvalSymlinks("/bin/sh")
	if err != nil {
		t.Skip(err)
	}
	deb, portable := filepath.Join(tmp, "deb"), filepath.Join(tmp, "portable")
	if err := layoutDeb(deb, "1.2.3", defaultMaintainer, bin, icons); err != nil {
		t.Fatal(err)
	}
	if err := layoutPortable(portable, bin, icons); err != nil {
		t.Fatal(err)
	}
	control, err := os.ReadFile(filepath.Join(deb, "DEBIAN", "control"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(control), "Depends: libc6 (>= 2.") || !strings.Contains(string(control), "libgl1") {
		t.Errorf("control's Depends lacks libc6 or the dlopened libraries:\n%s", control)
	}
	for path, mode := range map[string]os.FileMode{
		"deb/usr/bin/herotable":                                  0o755,
		"deb/usr/share/applications/herotable.desktop":           0o644,
		"deb/usr/share/icons/hicolor/512x512/apps/herotable.png": 0o644,
		"deb/usr/share/doc/herotable/copyright":                  0o644,
		"portable/herotable":                                     0o755,
		"portable/install.sh":                                    0o755,
		"portable/uninstall.sh":                                  0o755,
		"portable/herotable.desktop":                             0o644,
		"portable/icons/hicolor/16x16/apps/herotable.png":        0o644,
		"deb/usr/share/icons":                                    0o755 | os.ModeDir,
	} {
		fi, err := os.Stat(filepath.Join(tmp, path))
		if err != nil {
			t.Error(err)
		} else if fi.Mode() != mode {
			t.Errorf("%s: mode %v, want %v", path, fi.Mode(), mode)
		}
	}
}

// A static binary links nothing, which for the app means cgo was off: refused.
func TestDebDependsStatic(t *testing.T) {
	exe, err := os.Executable()
	if err != nil || runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		t.Skip("needs the test binary as a linux/amd64 ELF")
	}
	deps, err := debDepends(exe)
	switch {
	case err != nil && !strings.Contains(err.Error(), "cgo"):
		t.Errorf("debDepends(test binary): %v", err)
	case err == nil && !slices.ContainsFunc(deps, func(d string) bool { return strings.HasPrefix(d, "libc6 (>= ") }):
		t.Errorf("debDepends(test binary) = %q without libc6 (>= ...)", deps)
	}
}
