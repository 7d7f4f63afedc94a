package assets

import (
	"os"
	"strings"
	"testing"
)

// The browser build's go:embed line and BrowserAtlases name the same
// atlases, and every other atlas is one a game's table fetches.
func TestBrowserAtlasesMatchTheEmbedLine(t *testing.T) {
	src, err := os.ReadFile("embed_js.go")
	if err != nil {
		t.Fatal(err)
	}
	var line string
	for _, l := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(l, "//go:embed ") {
			line = l
		}
	}
	want := []string{"//go:embed"}
	for _, a := range BrowserAtlases {
		want = append(want, "atlas-"+a+".png")
	}
	want = append(want, "index.txt")
	if got := strings.Join(want, " "); line != got {
		t.Errorf("embed_js.go has %q, want %q", line, got)
	}
	for _, a := range Atlases() {
		if a.Remote {
			t.Errorf("atlas %s is remote in the desktop build", a.Name)
		}
	}
}

// The Makefile's web target copies every atlas but these next to the page.
func TestMakefileKnowsTheBrowserAtlases(t *testing.T) {
	src, err := os.ReadFile("../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	want := "BROWSER_ATLASES := " + strings.Join(BrowserAtlases, " ")
	if !strings.Contains(string(src), want+"\n") {
		t.Errorf("the Makefile lacks the line %q", want)
	}
}
