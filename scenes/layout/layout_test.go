package layout

import (
	"math"
	"strings"
	"testing"
	"unicode/utf8"
)

// The positions the browser smoke test clicks (assets-api.md).
func TestFixedPlaces(t *testing.T) {
	tests := []struct {
		name   string
		r      Rect
		cx, cy float64
		w, h   float64
	}{
		{"title settings", TitleSettings, 1160, 670, 180, 44},
		{"settings slow", SettingsSpeed[0], 560, 220, 0, 44},
		{"settings normal", SettingsSpeed[1], 700, 220, 0, 44},
		{"settings fast", SettingsSpeed[2], 840, 220, 0, 44},
		{"settings instant", SettingsSpeed[3], 980, 220, 0, 44},
		{"settings back", SettingsBack, 120, 670, 180, 44},
	}
	for _, tt := range tests {
		c := tt.r.Center()
		if c.X != tt.cx || c.Y != tt.cy {
			t.Errorf("%s centred at (%v,%v), want (%v,%v)", tt.name, c.X, c.Y, tt.cx, tt.cy)
		}
		if tt.w > 0 && tt.r.W != tt.w {
			t.Errorf("%s width %v, want %v", tt.name, tt.r.W, tt.w)
		}
		if tt.r.H != tt.h {
			t.Errorf("%s height %v, want %v", tt.name, tt.r.H, tt.h)
		}
	}
	// Neighbouring speed buttons must not overlap, or a click lands on two.
	for i := 1; i < len(SettingsSpeed); i++ {
		if SettingsSpeed[i-1].Right() >= SettingsSpeed[i].X {
			t.Errorf("speed buttons %d and %d overlap", i-1, i)
		}
	}
}

// Every fixed place lies on the screen and no two bottom-row buttons overlap.
func TestPlacesOnScreenAndApart(t *testing.T) {
	row := append([]Rect{TitleQuit, TitleSettings}, TitleMain...)
	all := append(append([]Rect{}, row...), TitleTiles...)
	for i, r := range all {
		if r.Intersect(Screen) != r {
			t.Errorf("place %d %v leaves the screen", i, r)
		}
	}
	for i := range row {
		for j := i + 1; j < len(row); j++ {
			if !row[i].Intersect(row[j]).Empty() {
				t.Errorf("bottom buttons %v and %v overlap", row[i], row[j])
			}
		}
	}
	for i := 1; i < len(TitleTiles); i++ {
		if TitleTiles[i-1].Right() >= TitleTiles[i].X {
			t.Errorf("tiles %d and %d overlap", i-1, i)
		}
	}
}

func TestRectSplits(t *testing.T) {
	r := Rect{10, 20, 300, 100}
	top, rest := r.CutTop(30, 10)
	if top != (Rect{10, 20, 300, 30}) || rest != (Rect{10, 60, 300, 60}) {
		t.Errorf("CutTop = %v, %v", top, rest)
	}
	left, rest := r.CutLeft(100, 20)
	if left != (Rect{10, 20, 100, 100}) || rest != (Rect{130, 20, 180, 100}) {
		t.Errorf("CutLeft = %v, %v", left, rest)
	}
	right, rest := r.CutRight(100, 20)
	if right != (Rect{210, 20, 100, 100}) || rest != (Rect{10, 20, 180, 100}) {
		t.Errorf("CutRight = %v, %v", right, rest)
	}
	bottom, rest := r.CutBottom(40, 0)
	if bottom != (Rect{10, 80, 300, 40}) || rest != (Rect{10, 20, 300, 60}) {
		t.Errorf("CutBottom = %v, %v", bottom, rest)
	}
	if b := r.Below(5, 40); b != (Rect{10, 125, 300, 40}) {
		t.Errorf("Below = %v", b)
	}
	if b := r.Beside(5, 40); b != (Rect{315, 20, 40, 100}) {
		t.Errorf("Beside = %v", b)
	}
	if m := r.MirrorX(400); m != (Rect{90, 20, 300, 100}) {
		t.Errorf("MirrorX = %v", m)
	}
	cols := r.Columns(3, 15)
	if len(cols) != 3 || cols[0].W != 90 || cols[2].Right() != r.Right() {
		t.Errorf("Columns = %v", cols)
	}
	rows := r.Rows(4, 0)
	if rows[3].Bottom() != r.Bottom() || rows[1].Y != 45 {
		t.Errorf("Rows = %v", rows)
	}
	if got := r.Intersect(Rect{200, 0, 500, 50}); got != (Rect{200, 20, 110, 30}) {
		t.Errorf("Intersect = %v", got)
	}
	if !r.Intersect(Rect{0, 0, 5, 5}).Empty() {
		t.Error("disjoint rectangles intersect")
	}
	if !r.Contains(Point{10, 20}) || r.Contains(Point{310, 50}) {
		t.Error("Contains edges wrong")
	}
}

func TestFlowWrapsAndStops(t *testing.T) {
	area := Rect{0, 0, 100, 70}
	got := Flow(area, []float64{40, 40, 40, 90, 30}, 30, 10, 10)
	want := []Rect{{0, 0, 40, 30}, {50, 0, 40, 30}, {0, 40, 40, 30}}
	if len(got) != len(want) {
		t.Fatalf("Flow placed %d items (%v), want %d", len(got), got, len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("item %d at %v, want %v", i, got[i], want[i])
		}
	}
}

func TestFit(t *testing.T) {
	tests := []struct {
		w, h, dsf, want float64
	}{
		{1280, 720, 1, 1},
		{1280, 720, 2, 2},
		{1920, 1080, 1, 1.5},
		{1920, 1200, 1, 1.5}, // letterboxed: width limits
		{1000, 720, 1, 0.75}, // 0.78 rounds down to a step
		{2560, 720, 1, 1},    // pillarboxed: height limits
		{100, 50, 1, 0.25},   // tiny window: floor
		{9000, 9000, 3, 4},   // huge: ceiling
		{0, 0, 1, 1},         // before the window exists
		{1280, 720, 1.25, 1.25},
	}
	for _, tt := range tests {
		if got := Fit(tt.w, tt.h, tt.dsf); got != tt.want {
			t.Errorf("Fit(%v,%v,%v) = %v, want %v", tt.w, tt.h, tt.dsf, got, tt.want)
		}
		k := Fit(tt.w, tt.h, tt.dsf)
		sw, sh := ScreenSize(k)
		if sw != math.Trunc(sw) || sh != math.Trunc(sh) {
			t.Errorf("scale %v gives a fractional screen %vx%v", k, sw, sh)
		}
	}
	if p := ToLogical(300, 150, 1.5); p != (Point{200, 100}) {
		t.Errorf("ToLogical = %v", p)
	}
}

func TestWindowSize(t *testing.T) {
	tests := []struct {
		scale  float64
		mw, mh int
		w, h   int
	}{
		{1, 0, 0, 1280, 720},
		{1.5, 0, 0, 1920, 1080},
		{2, 1920, 1080, 1728, 972}, // shrunk to 90% of the monitor height
		{0, 0, 0, 1280, 720},
	}
	for _, tt := range tests {
		w, h := WindowSize(tt.scale, tt.mw, tt.mh)
		if w != tt.w || h != tt.h {
			t.Errorf("WindowSize(%v,%d,%d) = %dx%d, want %dx%d", tt.scale, tt.mw, tt.mh, w, h, tt.w, tt.h)
		}
	}
}

// A fixed-width "font": every rune is 10 px.
func mono(s string) float64 { return 10 * float64(utf8.RuneCountInString(s)) }

func TestWrap(t *testing.T) {
	tests := []struct {
		text  string
		width float64
		want  []string
	}{
		{"the quick brown fox", 100, []string{"the quick", "brown fox"}},
		{"a\n\nb", 100, []string{"a", "", "b"}},
		{"abcdefghijklmno", 50, []string{"abcde", "fghij", "klmno"}},
		{"hi abcdefghijkl", 50, []string{"hi", "abcde", "fghij", "kl"}},
		{"  spaced   out  ", 200, []string{"spaced out"}},
		{"", 100, []string{""}},
		{"héros déjà", 50, []string{"héros", "déjà"}},
		// No lone short word under a full line: the line above lends one.
		{"aa bb cc dd ee 1.", 140, []string{"aa bb cc dd", "ee 1."}},
		{"aa bb 1.", 50, []string{"aa bb", "1."}}, // two words above: kept
	}
	for _, tt := range tests {
		got := Wrap(tt.text, tt.width, mono)
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("Wrap(%q, %v) = %q, want %q", tt.text, tt.width, got, tt.want)
		}
		for _, l := range got {
			if mono(l) > tt.width {
				t.Errorf("line %q wider than %v", l, tt.width)
			}
		}
	}
}

// A union holds both rectangles and no more; an empty one adds nothing.
func TestUnionHoldsBoth(t *testing.T) {
	a, b := Rect{10, 20, 30, 40}, Rect{35, 5, 20, 10}
	if got, want := a.Union(b), (Rect{10, 5, 45, 55}); got != want {
		t.Errorf("%v ∪ %v = %v, want %v", a, b, got, want)
	}
	if got := (Rect{}).Union(b); got != b {
		t.Errorf("empty ∪ %v = %v", b, got)
	}
	if got := a.Union(Rect{}); got != a {
		t.Errorf("%v ∪ empty = %v", a, got)
	}
}
