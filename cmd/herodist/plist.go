package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"os"
	"regexp"
)

// The macOS bundle's Info.plist: what Finder and the Dock read to name,
// badge and launch Hero Table.app.

func init() {
	commands["plist"] = command{
		doc: "write the macOS bundle's Info.plist (-version X.Y.Z -out FILE)",
		run: runPlist,
	}
}

// Bundle is what Info.plist says about the app.
type Bundle struct {
	ID         string // reverse-DNS bundle identifier
	Name       string // the name under the icon and in the menu bar
	Executable string // the binary in Contents/MacOS
	Icon       string // the .icns in Contents/Resources
	Version    string // the release, x.y.z
	MinMacOS   string // the oldest macOS the binary runs on
	Copyright  string
}

// heroTable is the bundle make dist-macos assembles. MinMacOS is Go's:
// Go 1.25 and later run on macOS 12 Monterey or newer (the linker stamps
// 12.0), which is stricter than Ebitengine's Metal driver (10.12).
var heroTable = Bundle{
	ID:         "org.herotable.HeroTable",
	Name:       "Hero Table",
	Executable: "HeroTable",
	Icon:       "HeroTable.icns",
	MinMacOS:   "12.0",
	Copyright:  "© 2026 The Hero Table authors",
}

func runPlist(args []string) error {
	fs := flag.NewFlagSet("plist", flag.ContinueOnError)
	b := heroTable
	fs.StringVar(&b.Version, "version", "", "the release number, x.y.z")
	fs.StringVar(&b.MinMacOS, "min-macos", b.MinMacOS, "LSMinimumSystemVersion (match MACOSX_DEPLOYMENT_TARGET)")
	fs.StringVar(&b.Executable, "exe", b.Executable, "the binary's name in Contents/MacOS")
	out := fs.String("out", "", "the Info.plist file to write")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() > 0 {
		return errors.New("usage: herodist plist -version X.Y.Z -out Info.plist")
	}
	data, err := b.Plist()
	if err != nil {
		return err
	}
	return os.WriteFile(*out, data, 0o644)
}

// bundleVersion is the form CFBundleShortVersionString takes: one to three
// numbers joined by dots.
var bundleVersion = regexp.MustCompile(`^(0|[1-9][0-9]*)(\.(0|[1-9][0-9]*)){0,2}$`)

// Plist writes b as an XML property list.
func (b Bundle) Plist() ([]byte, error) {
	if !bundleVersion.MatchString(b.Version) {
		return nil, fmt.Errorf("version %q: macOS wants one to three numbers joined by dots (1.2.3)", b.Version)
	}
	if !bundleVersion.MatchString(b.MinMacOS) {
		return nil, fmt.Errorf("minimum macOS %q: want a version such as 12.0", b.MinMacOS)
	}
	for _, v := range []struct{ name, value string }{{"bundle id", b.ID}, {"name", b.Name}, {"executable", b.Executable}, {"icon", b.Icon}} {
		if v.value == "" {
			return nil, fmt.Errorf("the bundle's %s is empty", v.name)
		}
	}
	entries := []struct {
		key   string
		value any // string or bool
	}{
		{"CFBundleDevelopmentRegion", "en"},
		{"CFBundleDisplayName", b.Name},
		{"CFBundleExecutable", b.Executable},
		{"CFBundleIconFile", b.Icon},
		{"CFBundleIdentifier", b.ID},
		{"CFBundleInfoDictionaryVersion", "6.0"},
		{"CFBundleName", b.Name},
		{"CFBundlePackageType", "APPL"},
		{"CFBundleShortVersionString", b.Version},
		{"CFBundleVersion", b.Version},
		{"LSApplicationCategoryType", "public.app-category.board-games"},
		{"LSMinimumSystemVersion", b.MinMacOS},
		{"NSHighResolutionCapable", true},
		{"NSHumanReadableCopyright", b.Copyright},
	}
	var w bytes.Buffer
	w.WriteString(xml.Header)
	w.WriteString(`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n")
	w.WriteString("<plist version=\"1.0\">\n<dict>\n")
	for _, e := range entries {
		w.WriteString("\t<key>")
		xml.EscapeText(&w, []byte(e.key))
		w.WriteString("</key>\n\t")
		switch v := e.value.(type) {
		case bool:
			fmt.Fprintf(&w, "<%t/>", v)
		case string:
			w.WriteString("<string>")
			xml.EscapeText(&w, []byte(v))
			w.WriteString("</string>")
		}
		w.WriteString("\n")
	}
	w.WriteString("</dict>\n</plist>\n")
	return w.Bytes(), nil
}
