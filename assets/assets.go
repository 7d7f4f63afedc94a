package assets

import (
	"bufio"
	"bytes"
	"embed"
	"fmt"
	"image"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Slice is the corner inset in px of every 9-slice sprite (ui/button*,
// ui/panel*, ui/tooltip, ui/tile*): corners stay, edges and middle stretch.
const Slice = 12

// files holds index.txt and the atlases built in (embed_desktop.go: all of
// them; embed_js.go: the browser's, which fetches each game's own atlas
// when its table opens instead of making every page load download them).
var files embed.FS

// Atlas is one sprite sheet: its PNG bytes and the rectangle of every
// sprite on it. A Remote atlas is not built in: its PNG is nil until
// SetPNG gives it the bytes fetched from next to the page.
type Atlas struct {
	Name    string
	PNG     []byte
	Sprites map[string]image.Rectangle
	Remote  bool
}

type ref struct {
	atlas int
	r     image.Rectangle
}

var (
	loadOnce sync.Once
	atlases  []Atlas
	sprites  map[string]ref
	names    []string
)

// Atlases returns every embedded atlas, in name order. The index is decoded
// once; callers share the result and must not modify it.
func Atlases() []Atlas {
	load()
	return atlases
}

// Find returns which atlas (an index into Atlases) holds the sprite and its
// rectangle there.
func Find(name string) (atlas int, r image.Rectangle, ok bool) {
	load()
	s, ok := sprites[name]
	return s.atlas, s.r, ok
}

// SetPNG gives remote atlas i the PNG bytes fetched for it; it reports
// false if i is not a remote atlas.
func SetPNG(i int, png []byte) bool {
	load()
	if i < 0 || i >= len(atlases) || !atlases[i].Remote {
		return false
	}
	atlasMu.Lock()
	atlases[i].PNG = png
	atlasMu.Unlock()
	return true
}

// PNGOf is atlas i's PNG bytes (nil for a remote atlas not fetched yet).
func PNGOf(i int) []byte {
	load()
	atlasMu.Lock()
	defer atlasMu.Unlock()
	if i < 0 || i >= len(atlases) {
		return nil
	}
	return atlases[i].PNG
}

var atlasMu sync.Mutex

// Names returns every sprite name, sorted.
func Names() []string {
	load()
	return append([]string(nil), names...)
}

func load() {
	loadOnce.Do(func() {
		data, err := files.ReadFile("index.txt")
		if err == nil {
			atlases, err = parseIndex(data, func(name string) ([]byte, error) {
				b, err := files.ReadFile("atlas-" + name + ".png")
				if err != nil && !builtIn(name) {
					return nil, nil // fetched later (Remote)
				}
				return b, err
			})
		}
		if err != nil {
			// The index is generated and checked by the tests, so this is a
			// broken build, not a user error.
			panic("assets: " + err.Error())
		}
		sprites = map[string]ref{}
		for i, a := range atlases {
			for n, r := range a.Sprites {
				sprites[n] = ref{i, r}
				names = append(names, n)
			}
		}
		sort.Strings(names)
	})
}

// parseIndex reads index.txt: one sprite per line as "name atlas x y w h";
// lines starting with # are comments. read returns an atlas's PNG bytes.
func parseIndex(data []byte, read func(atlas string) ([]byte, error)) ([]Atlas, error) {
	byAtlas := map[string]map[string]image.Rectangle{}
	seen := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Fields(text)
		if len(f) != 6 {
			return nil, fmt.Errorf("index.txt line %d: want 6 fields (name atlas x y w h), got %d", line, len(f))
		}
		var n [4]int
		for i, s := range f[2:] {
			v, err := strconv.Atoi(s)
			if err != nil || v < 0 {
				return nil, fmt.Errorf("index.txt line %d: %q is not a non-negative integer", line, s)
			}
			n[i] = v
		}
		if n[2] == 0 || n[3] == 0 {
			return nil, fmt.Errorf("index.txt line %d: sprite %s is empty", line, f[0])
		}
		if seen[f[0]] {
			return nil, fmt.Errorf("index.txt line %d: sprite %s listed twice", line, f[0])
		}
		seen[f[0]] = true
		if byAtlas[f[1]] == nil {
			byAtlas[f[1]] = map[string]image.Rectangle{}
		}
		byAtlas[f[1]][f[0]] = image.Rect(n[0], n[1], n[0]+n[2], n[1]+n[3])
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("index.txt: %w", err)
	}
	var out []Atlas
	for name, spr := range byAtlas {
		png, err := read(name)
		if err != nil {
			return nil, fmt.Errorf("atlas %s named in index.txt: %w", name, err)
		}
		out = append(out, Atlas{Name: name, PNG: png, Sprites: spr, Remote: png == nil})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}
