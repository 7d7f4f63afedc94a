package main

// Checks of the release artefacts `make dist` wrote. They run only when
// HEROTABLE_RELEASE names the release directory (dist/release) and
// HEROTABLE_RELEASE_VERSION the version in its file names, as
// .ci/dist-check sets them; plain `go test` skips them.

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"debug/pe"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// release returns the artefact called name (with VERSION replaced by the
// version), skipping the test when no release is named.
func release(t *testing.T, name string) (path, version string) {
	t.Helper()
	dir, version := os.Getenv("HEROTABLE_RELEASE"), os.Getenv("HEROTABLE_RELEASE_VERSION")
	if dir == "" || version == "" {
		t.Skip("HEROTABLE_RELEASE and HEROTABLE_RELEASE_VERSION name the release to check (make dist sets them)")
	}
	path = filepath.Join(dir, strings.ReplaceAll(name, "VERSION", version))
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
	return path, version
}

// stamped is whether the version was given (make dist VERSION=x.y.z), so
// the binaries carry it; 0.0.0-dev names an unstamped build.
func stamped(version string) bool { return version != "0.0.0-dev" }

func TestReleaseWindows(t *testing.T) {
	path, version := release(t, "HeroTable-VERSION-windows-amd64.zip")
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	if len(zr.File) != 1 || zr.File[0].Name != "HeroTable.exe" {
		var names []string
		for _, f := range zr.File {
			names = append(names, f.Name)
		}
		t.Fatalf("%s holds %q, want just HeroTable.exe", path, names)
	}
	rc, err := zr.File[0].Open()
	if err != nil {
		t.Fatal(err)
	}
	exe, err := io.ReadAll(rc)
	rc.Close()
	if err != nil {
		t.Fatal(err)
	}
	f, err := pe.NewFile(bytes.NewReader(exe))
	if err != nil {
		t.Fatalf("HeroTable.exe: %v", err)
	}
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		t.Errorf("machine %#x, want AMD64", f.Machine)
	}
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok {
		t.Fatalf("optional header %T, want PE32+", f.OptionalHeader)
	}
	if oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		t.Errorf("subsystem %d, want %d (WINDOWS_GUI: no console window; -H=windowsgui)", oh.Subsystem, pe.IMAGE_SUBSYSTEM_WINDOWS_GUI)
	}
	res, err := peResources(f)
	if err != nil {
		t.Fatalf("resources: %v", err)
	}
	of := func(typ uint32) []resource {
		var out []resource
		for _, r := range res {
			if r.typ == typ {
				out = append(out, r)
			}
		}
		return out
	}

	// The icon group: every size Windows asks for, each image an RT_ICON of the stated length.
	groups := of(rtGroupIcon)
	if len(groups) != 1 {
		t.Fatalf("%d icon groups, want 1", len(groups))
	}
	images, err := parseIconGroup(groups[0].data)
	if err != nil {
		t.Fatal(err)
	}
	var sizes []int
	for _, im := range images {
		sizes = append(sizes, im.px)
		found := false
		for _, r := range of(rtIcon) {
			if r.id == uint32(im.id) {
				found = true
				if uint32(len(r.data)) != im.bytes {
					t.Errorf("icon %d px: RT_ICON %d has %d bytes, the group says %d", im.px, im.id, len(r.data), im.bytes)
				}
			}
		}
		if !found {
			t.Errorf("icon %d px: no RT_ICON %d", im.px, im.id)
		}
	}
	slices.Sort(sizes)
	if want := []int{16, 24, 32, 48, 64, 128, 256}; !slices.Equal(sizes, want) {
		t.Errorf("icon sizes %v, want %v", sizes, want)
	}

	// Version info: what Explorer's Details tab shows.
	vs := of(rtVersion)
	if len(vs) != 1 {
		t.Fatalf("%d version resources, want 1", len(vs))
	}
	vi, err := parseVersionInfo(vs[0].data)
	if err != nil {
		t.Fatal(err)
	}
	if vi.key != "VS_VERSION_INFO" {
		t.Errorf("version resource's key %q, want VS_VERSION_INFO", vi.key)
	}
	str := versionStrings(vi)
	want := map[string]string{
		"ProductName":      "Hero Table",
		"FileDescription":  "Hero Table",
		"ProductVersion":   version,
		"FileVersion":      version,
		"OriginalFilename": "HeroTable.exe",
	}
	for k, v := range want {
		if str[k] != v {
			t.Errorf("version info %s = %q, want %q", k, str[k], v)
		}
	}
	if !strings.HasPrefix(str["LegalCopyright"], "© ") {
		t.Errorf("version info LegalCopyright = %q, want a © line", str["LegalCopyright"])
	}
	file, product, err := fixedVersions(vi)
	if err != nil {
		t.Fatal(err)
	}
	var fixed [4]uint16
	fmt.Sscanf(version, "%d.%d.%d", &fixed[0], &fixed[1], &fixed[2])
	if file != fixed || product != fixed {
		t.Errorf("fixed file version %v, product version %v, want %v", file, product, fixed)
	}

	// The manifest: per-monitor (v2) DPI aware, so Windows does not blur the window on a scaled screen.
	ms := of(rtManifest)
	if len(ms) != 1 || ms[0].id != 1 {
		t.Fatalf("%d manifests, want 1 with ID 1", len(ms))
	}
	dpi, err := xmlText(ms[0].data, "dpiAwareness")
	if err != nil {
		t.Fatalf("manifest: %v", err)
	}
	if strings.Split(strings.ToLower(dpi), ",")[0] != "permonitorv2" {
		t.Errorf("manifest dpiAwareness %q, want PerMonitorV2 first", dpi)
	}
	t.Logf("HeroTable.exe (%d bytes): subsystem WINDOWS_GUI; icons %v px; ProductName %q, ProductVersion %q, FileVersion %v, %q; manifest dpiAwareness %q",
		len(exe), sizes, str["ProductName"], str["ProductVersion"], file, str["LegalCopyright"], dpi)
}

// xmlText returns the text of the first element called local in the document.
func xmlText(doc []byte, local string) (string, error) {
	d := xml.NewDecoder(bytes.NewReader(doc))
	for {
		tok, err := d.Token()
		if err != nil {
			return "", fmt.Errorf("no <%s>: %v", local, err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == local {
			var s string
			if err := d.DecodeElement(&s, &se); err != nil {
				return "", err
			}
			return strings.TrimSpace(s), nil
		}
	}
}

// debFields parses `dpkg-deb -I`'s control part: " Key: value" lines, and
// continuation lines of a multi-line field.
func debFields(out string) map[string]string {
	fields := map[string]string{}
	key := ""
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, " ") {
			continue
		}
		line = line[1:]
		if k, v, ok := strings.Cut(line, ": "); ok && !strings.HasPrefix(line, " ") && !strings.Contains(k, " ") {
			key = k
			fields[k] = v
		} else if key != "" && strings.HasPrefix(line, " ") {
			fields[key] += "\n" + line
		}
	}
	return fields
}

func TestReleaseDeb(t *testing.T) {
	path, version := release(t, "herotable_VERSION_amd64.deb")
	info, err := exec.Command("dpkg-deb", "-I", path).CombinedOutput()
	if err != nil {
		t.Fatalf("dpkg-deb -I %s: %v\n%s", path, err, info)
	}
	fields := debFields(string(info))
	for k, v := range map[string]string{
		"Package":      "herotable",
		"Version":      version,
		"Architecture": "amd64",
		"Section":      "games",
		"Priority":     "optional",
	} {
		if fields[k] != v {
			t.Errorf("control %s: %q, want %q", k, fields[k], v)
		}
	}
	for _, k := range []string{"Maintainer", "Installed-Size", "Description", "Homepage"} {
		if fields[k] == "" {
			t.Errorf("control has no %s", k)
		}
	}
	if !regexp.MustCompile(`^.+ <[^<>@ ]+@[^<>@ ]+>$`).MatchString(fields["Maintainer"]) {
		t.Errorf("control Maintainer %q is not 'Name <address>'", fields["Maintainer"])
	}
	depends := strings.Split(fields["Depends"], ", ")
	for _, want := range []string{"libgl1", "libx11-6", "libxcursor1", "libxi6", "libxinerama1", "libxrandr2", "libxxf86vm1"} {
		if !slices.Contains(depends, want) {
			t.Errorf("control Depends %q lacks %s", fields["Depends"], want)
		}
	}
	if !slices.ContainsFunc(depends, func(d string) bool { return strings.HasPrefix(d, "libc6 (>= 2.") }) {
		t.Errorf("control Depends %q lacks libc6 (>= 2.x)", fields["Depends"])
	}

	list, err := exec.Command("dpkg-deb", "-c", path).CombinedOutput()
	if err != nil {
		t.Fatalf("dpkg-deb -c %s: %v\n%s", path, err, list)
	}
	// Lines are: mode owner/group size date time ./path
	got := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(list)), "\n") {
		f := strings.Fields(line)
		if len(f) != 6 {
			t.Errorf("dpkg-deb -c line %q: want 6 fields", line)
			continue
		}
		if f[1] != "root/root" {
			t.Errorf("%s is owned by %s, want root/root (dpkg-deb --root-owner-group)", f[5], f[1])
		}
		got[strings.TrimPrefix(f[5], ".")] = f[0]
	}
	want := map[string]string{
		"/usr/bin/herotable":                        "-rwxr-xr-x",
		"/usr/share/applications/herotable.desktop": "-rw-r--r--",
		"/usr/share/doc/herotable/copyright":        "-rw-r--r--",
		"/":                                         "drwxr-xr-x",
		"/usr/":                                     "drwxr-xr-x",
		"/usr/bin/":                                 "drwxr-xr-x",
		"/usr/share/":                               "drwxr-xr-x",
		"/usr/share/applications/":                  "drwxr-xr-x",
		"/usr/share/doc/":                           "drwxr-xr-x",
		"/usr/share/doc/herotable/":                 "drwxr-xr-x",
		"/usr/share/icons/":                         "drwxr-xr-x",
		"/usr/share/icons/hicolor/":                 "drwxr-xr-x",
	}
	for _, px := range linuxIconSizes {
		d := fmt.Sprintf("/usr/share/icons/hicolor/%dx%d/", px, px)
		want[d] = "drwxr-xr-x"
		want[d+"apps/"] = "drwxr-xr-x"
		want[d+"apps/herotable.png"] = "-rw-r--r--"
	}
	for p, mode := range want {
		if got[p] == "" {
			t.Errorf("the .deb lacks %s", p)
		} else if got[p] != mode {
			t.Errorf("%s has mode %s, want %s", p, got[p], mode)
		}
	}
	for p := range got {
		if _, ok := want[p]; !ok {
			t.Errorf("the .deb holds %s, which nothing expects", p)
		}
	}
	t.Logf("%s: Package %s, Version %s, Architecture %s, Section %s, Installed-Size %s KiB; Depends: %s; %d paths",
		filepath.Base(path), fields["Package"], fields["Version"], fields["Architecture"], fields["Section"], fields["Installed-Size"], fields["Depends"], len(got))
}

func TestReleaseTarball(t *testing.T) {
	path, version := release(t, "HeroTable-VERSION-linux-amd64.tar.gz")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	top := "HeroTable-" + version + "-linux-amd64/"
	want := map[string]int64{
		top: 0o755, top + "herotable": 0o755, top + "herotable.desktop": 0o644,
		top + "install.sh": 0o755, top + "uninstall.sh": 0o755, top + "README.txt": 0o644,
		top + "icons/": 0o755, top + "icons/hicolor/": 0o755,
	}
	for _, px := range linuxIconSizes {
		d := fmt.Sprintf("%sicons/hicolor/%dx%d/", top, px, px)
		want[d], want[d+"apps/"], want[d+"apps/herotable.png"] = 0o755, 0o755, 0o644
	}
	got := map[string]int64{}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		got[h.Name] = h.Mode
		if h.Uid != 0 || h.Gid != 0 {
			t.Errorf("%s is owned by %d:%d, want root", h.Name, h.Uid, h.Gid)
		}
	}
	for name, mode := range want {
		if m, ok := got[name]; !ok {
			t.Errorf("the tarball lacks %s", name)
		} else if m != mode {
			t.Errorf("%s has mode %o, want %o", name, m, mode)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("the tarball holds %s, which nothing expects", name)
		}
	}
	t.Logf("%s: %d entries under %s", filepath.Base(path), len(got), top)
}

func TestReleaseWeb(t *testing.T) {
	path, _ := release(t, "HeroTable-VERSION-web.zip")
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var names []string
	for _, f := range zr.File {
		names = append(names, f.Name)
		if strings.Contains(f.Name, "/") {
			t.Errorf("%s: the bundle's files belong at the top of the zip, for a static host", f.Name)
		}
	}
	for _, want := range []string{"index.html", "wasm_exec.js", "herotable.wasm", "herobot.wasm", "herobot-worker.js"} {
		if !slices.Contains(names, want) {
			t.Errorf("the web zip lacks %s (it holds %q)", want, names)
		}
	}
	if !slices.ContainsFunc(names, func(n string) bool { return strings.HasPrefix(n, "atlas-") }) {
		t.Errorf("the web zip holds no game atlas (atlas-*.png): %q", names)
	}
	t.Logf("%s: %d files: %s", filepath.Base(path), len(names), strings.Join(names, " "))
}
