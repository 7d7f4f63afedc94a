package main

import (
	"debug/elf"
	"embed"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

func init() {
	commands["linux"] = command{
		doc: "lay out the Linux release: the .deb's tree and the portable folder (-version V -bin FILE -icons DIR -deb DIR -portable DIR)",
		run: runLinux,
	}
}

// The files both Linux layouts share: the menu entry (Exec=herotable; the
// portable install.sh rewrites it to the installed path) and the portable
// folder's scripts.
//
//go:embed linux/herotable.desktop linux/install.sh linux/uninstall.sh linux/README.txt
var linuxFiles embed.FS

// The Linux names: the command, the .desktop file's id and the icon's name
// are all "herotable", which is also the window's WM_CLASS
// (game/app.go), so a desktop matches the open window to its menu entry.
const linuxID = "herotable"

// linuxIconSizes are the hicolor sizes installed, from the icons command's files.
var linuxIconSizes = []int{16, 24, 32, 48, 64, 128, 256, 512}

// defaultMaintainer is the .deb's Maintainer field unless -maintainer says otherwise.
const defaultMaintainer = "The Hero Table authors <herotable@users.noreply.github.com>"

func runLinux(args []string) error {
	fl := flag.NewFlagSet("linux", flag.ContinueOnError)
	version := fl.String("version", "", "the release, as in the file names (1.2.3)")
	bin := fl.String("bin", "", "the built linux/amd64 herotable binary")
	icons := fl.String("icons", "", "the icons command's directory (icon-<px>.png)")
	deb := fl.String("deb", "", "directory to fill with the .deb's tree (DEBIAN/control, usr/...); made empty first")
	portable := fl.String("portable", "", "directory to fill with the portable folder (binary, .desktop, icons, install.sh); made empty first")
	maintainer := fl.String("maintainer", defaultMaintainer, "the .deb's Maintainer field")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if *version == "" || *bin == "" || *icons == "" || (*deb == "" && *portable == "") || fl.NArg() > 0 {
		return errors.New("usage: herodist linux -version V -bin FILE -icons DIR [-deb DIR] [-portable DIR] [-maintainer 'Name <mail>']")
	}
	if *deb != "" {
		if err := layoutDeb(*deb, *version, *maintainer, *bin, *icons); err != nil {
			return err
		}
		fmt.Println(*deb)
	}
	if *portable != "" {
		if err := layoutPortable(*portable, *bin, *icons); err != nil {
			return err
		}
		fmt.Println(*portable)
	}
	return nil
}

// layoutDeb fills root with what `dpkg-deb --build --root-owner-group`
// packs: DEBIAN/control, /usr/bin/herotable, the menu entry, the hicolor
// icons and the copyright file Debian asks every package for.
func layoutDeb(root, version, maintainer, bin, icons string) error {
	if err := emptyDir(root); err != nil {
		return err
	}
	depends, err := debDepends(bin)
	if err != nil {
		return err
	}
	usr := filepath.Join(root, "usr")
	if err := copyFile(bin, filepath.Join(usr, "bin", linuxID), 0o755); err != nil {
		return err
	}
	if err := copyEmbedded("linux/herotable.desktop", filepath.Join(usr, "share", "applications", linuxID+".desktop"), 0o644); err != nil {
		return err
	}
	if err := copyIcons(icons, filepath.Join(usr, "share", "icons", "hicolor")); err != nil {
		return err
	}
	if err := writeFile(filepath.Join(usr, "share", "doc", linuxID, "copyright"), []byte(debCopyright), 0o644); err != nil {
		return err
	}
	size, err := installedSize(usr)
	if err != nil {
		return err
	}
	control := debControl(version, maintainer, depends, size)
	return writeFile(filepath.Join(root, "DEBIAN", "control"), []byte(control), 0o644)
}

// layoutPortable fills dir with the portable folder: the binary, the menu
// entry, the icons as icons/hicolor/NxN/apps/herotable.png, install.sh,
// uninstall.sh and README.txt.
func layoutPortable(dir, bin, icons string) error {
	if err := emptyDir(dir); err != nil {
		return err
	}
	if err := copyFile(bin, filepath.Join(dir, linuxID), 0o755); err != nil {
		return err
	}
	for name, mode := range map[string]os.FileMode{
		"herotable.desktop": 0o644, "install.sh": 0o755, "uninstall.sh": 0o755, "README.txt": 0o644,
	} {
		if err := copyEmbedded("linux/"+name, filepath.Join(dir, name), mode); err != nil {
			return err
		}
	}
	return copyIcons(icons, filepath.Join(dir, "icons", "hicolor"))
}

// copyIcons copies the icons command's icon-<px>.png into a hicolor tree as
// <px>x<px>/apps/herotable.png.
func copyIcons(from, hicolor string) error {
	for _, px := range linuxIconSizes {
		dst := filepath.Join(hicolor, fmt.Sprintf("%dx%d", px, px), "apps", linuxID+".png")
		if err := copyFile(iconFile(from, px), dst, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// debControl is the .deb's DEBIAN/control. installedKB is the unpacked
// size in KiB, which package managers show before installing.
func debControl(version, maintainer string, depends []string, installedKB int64) string {
	return "Package: " + linuxID + "\n" +
		"Version: " + version + "\n" +
		"Architecture: amd64\n" +
		"Maintainer: " + maintainer + "\n" +
		"Installed-Size: " + strconv.FormatInt(installedKB, 10) + "\n" +
		"Depends: " + strings.Join(depends, ", ") + "\n" +
		"Section: games\n" +
		"Priority: optional\n" +
		"Homepage: https://github.com/herotable/herotable\n" +
		"Description: hero-themed tabletop games for one screen\n" +
		" Hero Table is one application for five small hero-themed tabletop games:\n" +
		" Hero Must Die!, Hero House, Hero Dice, Heroica and DIE in the Dungeon!.\n" +
		" Every seat is a human or a bot (Easy, Normal or Hard), several people can\n" +
		" share the screen in turn, and every game autosaves after each move.\n"
}

const debCopyright = `Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Hero Table
Source: https://github.com/herotable/herotable

Files: *
Copyright: 2026 The Hero Table authors
`

// sonamePackages says which Debian package provides each shared library
// the binary may need, by soname. A soname missing here fails the build,
// so a new link dependency is noticed and added rather than left out of
// Depends.
var sonamePackages = map[string]string{
	"libc.so.6":        "libc6",
	"libm.so.6":        "libc6",
	"libdl.so.2":       "libc6",
	"libpthread.so.0":  "libc6",
	"librt.so.1":       "libc6",
	"libresolv.so.2":   "libc6",
	"libX11.so.6":      "libx11-6",
	"libGL.so.1":       "libgl1",
	"libXcursor.so.1":  "libxcursor1",
	"libXi.so.6":       "libxi6",
	"libXinerama.so.1": "libxinerama1",
	"libXrandr.so.2":   "libxrandr2",
	"libXxf86vm.so.1":  "libxxf86vm1",
}

// dlopened are the libraries Ebitengine opens at run time instead of
// linking them, so the binary's DT_NEEDED does not list them (see
// ebiten/v2@v2.8.8): OpenGL, which it cannot draw without
// (internal/graphicsdriver/opengl/gl/procaddr_linbsd.go and GLFW's GLX
// context, libGL.so.1), and GLFW's X11 extensions
// (internal/glfw/x11_init_linbsd.c), without which it runs but loses monitor
// placement (Xrandr, Xinerama), cursor shapes (Xcursor), raw mouse input
// (Xi) or gamma (Xxf86vm). Xrender, Xext and X11-xcb are opened too, for
// features the app does not use, and come with the ones above anyway.
var dlopened = []string{"libGL.so.1", "libXcursor.so.1", "libXi.so.6", "libXinerama.so.1", "libXrandr.so.2", "libXxf86vm.so.1"}

// debDepends reads the binary's dynamic section and symbol versions and
// returns the Depends list: a package for each linked or dlopened library,
// sorted, with libc6 at least the newest GLIBC_x.y symbol version used.
func debDepends(bin string) ([]string, error) {
	f, err := elf.Open(bin)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if f.Machine != elf.EM_X86_64 {
		return nil, fmt.Errorf("%s is for %v, not amd64", bin, f.Machine)
	}
	needed, err := f.ImportedLibraries()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", bin, err)
	}
	if len(needed) == 0 {
		return nil, fmt.Errorf("%s links no shared library: build it with cgo (Ebitengine needs GLFW's C code on Linux)", bin)
	}
	syms, err := f.ImportedSymbols()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", bin, err)
	}
	var glibc string
	for _, s := range syms {
		if v, ok := strings.CutPrefix(s.Version, "GLIBC_"); ok && versionLess(glibc, v) {
			glibc = v
		}
	}
	pkgs := map[string]bool{}
	for _, so := range append(needed, dlopened...) {
		p, ok := sonamePackages[so]
		if !ok {
			return nil, fmt.Errorf("%s needs %s, which sonamePackages in cmd/herodist/linux.go does not map to a Debian package (find it with dpkg -S %s)", bin, so, so)
		}
		pkgs[p] = true
	}
	var out []string
	for p := range pkgs {
		if p == "libc6" && glibc != "" {
			p += " (>= " + glibc + ")"
		}
		out = append(out, p)
	}
	slices.Sort(out)
	return out, nil
}

// versionLess compares dotted numeric versions ("2.9" < "2.34"); "" is
// less than any version.
func versionLess(a, b string) bool {
	if a == "" {
		return b != ""
	}
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(as) || i < len(bs); i++ {
		var x, y int
		if i < len(as) {
			x, _ = strconv.Atoi(as[i])
		}
		if i < len(bs) {
			y, _ = strconv.Atoi(bs[i])
		}
		if x != y {
			return x < y
		}
	}
	return false
}

// installedSize is Debian's Installed-Size of the tree under dir: each
// file's size rounded up to a KiB, summed.
func installedSize(dir string) (int64, error) {
	var kb int64
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		kb += (info.Size() + 1023) / 1024
		return nil
	})
	return kb, err
}

// emptyDir removes dir and everything in it, then makes it again.
func emptyDir(dir string) error {
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	return os.MkdirAll(dir, 0o755)
}

// writeFile writes data to path with mode, making its directories
// (0755, whatever the umask) first.
func writeFile(path string, data []byte, mode os.FileMode) error {
	if err := mkdirs(filepath.Dir(path)); err != nil {
		return err
	}
	if err := os.WriteFile(path, data, mode); err != nil {
		return err
	}
	return os.Chmod(path, mode)
}

// mkdirs is os.MkdirAll with every directory it makes set to 0755.
func mkdirs(dir string) error {
	if _, err := os.Stat(dir); err == nil {
		return nil
	}
	if err := mkdirs(filepath.Dir(dir)); err != nil {
		return err
	}
	if err := os.Mkdir(dir, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	return os.Chmod(dir, 0o755)
}

func copyFile(src, dst string, mode os.FileMode) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return writeFile(dst, data, mode)
}

func copyEmbedded(name, dst string, mode os.FileMode) error {
	data, err := linuxFiles.ReadFile(name)
	if err != nil {
		return err
	}
	return writeFile(dst, data, mode)
}
