package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// parsePlist reads a flat <plist><dict> of string and boolean values back
// with encoding/xml, failing on anything else.
func parsePlist(t *testing.T, data []byte) map[string]any {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(data))
	out := map[string]any{}
	var path []string
	var key, text string
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not valid XML: %v\n%s", err, data)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			path = append(path, tok.Name.Local)
			text = ""
		case xml.CharData:
			text += string(tok)
		case xml.EndElement:
			where := strings.Join(path, "/")
			path = path[:len(path)-1]
			switch where {
			case "plist", "plist/dict":
			case "plist/dict/key":
				if key != "" {
					t.Errorf("key %s has no value", key)
				}
				key = text
			case "plist/dict/string", "plist/dict/true", "plist/dict/false":
				if key == "" {
					t.Fatalf("a value without a key at %s", where)
				}
				if _, dup := out[key]; dup {
					t.Errorf("key %s twice", key)
				}
				switch tok.Name.Local {
				case "string":
					out[key] = text
				default:
					out[key] = tok.Name.Local == "true"
				}
				key = ""
			default:
				t.Fatalf("unexpected element %s", where)
			}
		case xml.Directive:
			if !strings.HasPrefix(string(tok), "DOCTYPE plist") {
				t.Errorf("directive %q", tok)
			}
		}
	}
	return out
}

func TestPlist(t *testing.T) {
	out := filepath.Join(t.TempDir(), "Info.plist")
	if err := runPlist([]string{"-version", "1.2.3", "-out", out}); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got := parsePlist(t, data)
	for key, want := range map[string]any{
		"CFBundleIdentifier":         "org.herotable.HeroTable",
		"CFBundleName":               "Hero Table",
		"CFBundleDisplayName":        "Hero Table",
		"CFBundleExecutable":         "HeroTable",
		"CFBundleIconFile":           "HeroTable.icns",
		"CFBundlePackageType":        "APPL",
		"CFBundleShortVersionString": "1.2.3",
		"CFBundleVersion":            "1.2.3",
		"LSMinimumSystemVersion":     "12.0",
		"NSHighResolutionCapable":    true,
		"LSApplicationCategoryType":  "public.app-category.board-games",
	} {
		if got[key] != want {
			t.Errorf("%s = %#v, want %#v", key, got[key], want)
		}
	}
}

// TestPlistEscapes checks text is escaped, so the file stays XML whatever
// the names hold.
func TestPlistEscapes(t *testing.T) {
	b := heroTable
	b.Version = "2.0"
	b.Name = `Hero <Table> & "Friends"`
	data, err := b.Plist()
	if err != nil {
		t.Fatal(err)
	}
	if got := parsePlist(t, data)["CFBundleName"]; got != b.Name {
		t.Errorf("CFBundleName = %q, want %q", got, b.Name)
	}
}

func TestPlistRefusesVersions(t *testing.T) {
	for _, v := range []string{"", "dev", "1.2.3.4", "v1.2.3", "1.2.3-rc1", "01.2", "1..2"} {
		b := heroTable
		b.Version = v
		if _, err := b.Plist(); err == nil {
			t.Errorf("version %q accepted", v)
		}
	}
	if err := runPlist([]string{"-version", "1.0.0"}); err == nil {
		t.Error("herodist plist without -out succeeded")
	}
}
