package main

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine/version"
)

// The screenshot tests build the app and run it with -shot, as a player's
// machine would; they need a display (make test runs them under Xvfb).

var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "herotable-shots-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "herotable")
	out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "building herotable: %v\n%s", err, out)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// shot runs herotable with args plus -shot and returns the picture.
func shot(t *testing.T, saves string, args ...string) *image.RGBA {
	t.Helper()
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" {
		t.Skip("needs a display: run under xvfb-run")
	}
	file := filepath.Join(t.TempDir(), "shot.png")
	cmd := exec.Command(binary, append(args, "-shot", file, "-saves", saves)...)
	cmd.Env = append(os.Environ(), "HEROTABLE_CONFIG="+t.TempDir())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("herotable %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("the shot is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 720 {
		t.Fatalf("the shot is %dx%d, want 1280x720", b.Dx(), b.Dy())
	}
	rgba, ok := img.(*image.RGBA)
	if !ok {
		rgba = image.NewRGBA(img.Bounds())
		for y := range 720 {
			for x := range 1280 {
				rgba.Set(x, y, img.At(x, y))
			}
		}
	}
	if n := colours(rgba); n < 500 {
		t.Errorf("the shot has only %d colours: blank or flat", n)
	}
	return rgba
}

func colours(img *image.RGBA) int {
	seen := map[uint32]bool{}
	for i := 0; i < len(img.Pix); i += 4 {
		seen[uint32(img.Pix[i])<<16|uint32(img.Pix[i+1])<<8|uint32(img.Pix[i+2])] = true
	}
	return len(seen)
}

// tone is the mean colour of a region.
type tone struct{ r, g, b float64 }

func mean(img *image.RGBA, r image.Rectangle) tone {
	var t tone
	n := 0.0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p := img.RGBAAt(x, y)
			t.r += float64(p.R)
			t.g += float64(p.G)
			t.b += float64(p.B)
			n++
		}
	}
	return tone{t.r / n, t.g / n, t.b / n}
}

func (t tone) luma() float64 { return 0.299*t.r + 0.587*t.g + 0.114*t.b }

// The looks the art gives the widgets.
func isFelt(t tone) bool      { return t.g > t.r && t.g > t.b && t.luma() < 90 }
func isParchment(t tone) bool { return t.luma() > 170 && t.r > t.b }
func isLight(t tone) bool     { return t.luma() > 140 && t.r >= t.b }
func isWood(t tone) bool      { return t.r > t.g && t.g > t.b && t.r > 100 && t.luma() < 170 }

// inked counts the pixels in r much darker than parchment (text on it).
func inked(img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p := img.RGBAAt(x, y)
			if int(p.R)+int(p.G)+int(p.B) < 300 {
				n++
			}
		}
	}
	return n
}

// lit counts the pixels in r much lighter than a dark panel (text on it).
func lit(img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p := img.RGBAAt(x, y)
			if int(p.R)+int(p.G)+int(p.B) > 480 {
				n++
			}
		}
	}
	return n
}

func rect(x0, y0, x1, y1 int) image.Rectangle { return image.Rect(x0, y0, x1, y1) }

func TestShots(t *testing.T) {
	saves := t.TempDir()
	t.Run("title", func(t *testing.T) {
		img := shot(t, saves, "-frames", "5")
		if bg := mean(img, rect(0, 200, 36, 540)); !isFelt(bg) {
			t.Errorf("the title's margin is %+v, not the green table", bg)
		}
		for i := range 5 {
			x := 40 + i*244 // the five tiles
			// A locked tile is greyer than parchment, but still a light plate.
			if face := mean(img, rect(x+20, 420, x+204, 500)); !isLight(face) {
				t.Errorf("tile %d's text area is %+v, not a tile", i, face)
			}
			if n := inked(img, rect(x+10, 370, x+214, 500)); n < 300 {
				t.Errorf("tile %d shows %d inked pixels: no title or pitch", i, n)
			}
		}
		if b := mean(img, rect(1080, 652, 1240, 688)); !isWood(b) {
			t.Errorf("the Settings button at (1160,670) is %+v, not a wooden button", b)
		}
		if logo := colours(subImage(img, rect(400, 30, 880, 150))); logo < 200 {
			t.Errorf("the logo area has %d colours: no logo", logo)
		}
	})
	t.Run("setup", func(t *testing.T) {
		img := shot(t, saves, "-scene", "setup", "-game", "climb", "-dev", "-frames", "5")
		if p := mean(img, rect(470, 400, 1150, 560)); !isParchment(p) {
			t.Errorf("the setup panel is %+v, not parchment", p)
		}
		if n := inked(img, rect(480, 100, 760, 260)); n < 200 {
			t.Errorf("the seats show %d inked pixels: no names", n)
		}
		if b := mean(img, rect(1080, 652, 1240, 688)); !isWood(b) {
			t.Errorf("Start is %+v, not a wooden button", b)
		}
	})
	t.Run("settings", func(t *testing.T) {
		img := shot(t, saves, "-scene", "settings", "-frames", "5")
		normal := mean(img, rect(650, 206, 750, 234))
		fast := mean(img, rect(790, 206, 890, 234))
		if !isWood(fast) {
			t.Errorf("the Fast button at (840,220) is %+v, not wood", fast)
		}
		if normal.luma() >= fast.luma() {
			t.Errorf("the chosen speed (Normal %+v) does not look pressed beside Fast %+v", normal, fast)
		}
		if p := mean(img, rect(220, 480, 1060, 530)); !isParchment(p) {
			t.Errorf("the settings panel is %+v", p)
		}
	})
	t.Run("rules", func(t *testing.T) {
		img := shot(t, saves, "-scene", "rules", "-game", "climb", "-dev", "-frames", "5")
		if p := mean(img, rect(900, 400, 1200, 600)); !isParchment(p) {
			t.Errorf("the rules page is %+v", p)
		}
		if n := inked(img, rect(340, 120, 1220, 300)); n < 500 {
			t.Errorf("the rules page shows %d inked pixels: no text", n)
		}
	})
	var mid *image.RGBA
	t.Run("table mid-game", func(t *testing.T) {
		// Climb's own table (scenes/climb): its log on the right, the
		// climb's top card in the middle.
		mid = shot(t, saves, "-game", "climb", "-dev", "-watch", "-seats", "easy,easy", "-frames", "300")
		if n := lit(mid, rect(970, 140, 1250, 700)); n < 800 {
			t.Errorf("the log shows %d lit pixels: no moves", n)
		}
		if p := mean(mid, rect(440, 275, 500, 300)); !isLight(p) {
			t.Errorf("no face-up card on the climb: %+v", p)
		}
		if f := mean(mid, rect(340, 380, 420, 450)); !isFelt(f) && f.luma() > 60 {
			t.Errorf("the table area is %+v", f)
		}
	})
	t.Run("saves", func(t *testing.T) {
		img := shot(t, saves, "-scene", "saves", "-frames", "10")
		if n := inked(img, rect(240, 112, 780, 166)); n < 200 {
			t.Errorf("the first save row shows %d inked pixels: the watched game's autosave is not listed", n)
		}
		if b := mean(img, rect(1080, 652, 1240, 688)); !isWood(b) {
			t.Errorf("Load is %+v: disabled with a loadable save selected?", b)
		}
	})
	t.Run("table end", func(t *testing.T) {
		img := shot(t, saves, "-game", "climb", "-dev", "-watch", "-seats", "easy,easy", "-anim", "instant", "-frames", "600")
		panel := rect(380, 300, 830, 420)
		if p := mean(img, panel); !isParchment(p) {
			t.Errorf("no end-of-game panel over the table: %+v", p)
		}
		if n := inked(img, rect(350, 220, 860, 300)); n < 300 {
			t.Errorf("the end panel shows %d inked pixels: no headline", n)
		}
		if mid != nil && mean(mid, panel).luma() > mean(img, panel).luma()-40 {
			t.Error("the end screen looks like the game in progress")
		}
	})
}

func subImage(img *image.RGBA, r image.Rectangle) *image.RGBA { return img.SubImage(r).(*image.RGBA) }

// TestVersion: -version says "dev" and the commit in an ordinary build, and
// the number make dist stamps into a release build.
func TestVersion(t *testing.T) {
	out, err := exec.Command(binary, "-version").CombinedOutput()
	if err != nil || !strings.HasPrefix(string(out), "Hero Table dev") {
		t.Errorf("herotable -version = %q, %v; want Hero Table dev …", out, err)
	}
	stamped := filepath.Join(t.TempDir(), "herotable")
	if out, err := exec.Command("go", "build", "-o", stamped, "-ldflags", "-X "+version.LinkerFlag+"=9.8.7", ".").CombinedOutput(); err != nil {
		t.Fatalf("building with a version: %v\n%s", err, out)
	}
	if out, err := exec.Command(stamped, "-version").CombinedOutput(); err != nil || string(out) != "Hero Table 9.8.7\n" {
		t.Errorf("a release build's -version = %q, %v; want Hero Table 9.8.7", out, err)
	}
}

// TestVersionWithoutDisplay: -version answers with no display at all, where
// Ebitengine would panic as it starts (a terminal over ssh, a packaging check).
func TestVersionWithoutDisplay(t *testing.T) {
	cmd := exec.Command(binary, "-version")
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "WAYLAND_DISPLAY=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	if out, err := cmd.CombinedOutput(); err != nil || !strings.HasPrefix(string(out), "Hero Table ") {
		t.Errorf("herotable -version without a display = %q, %v", out, err)
	}
}
