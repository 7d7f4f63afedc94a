package layout

import "math"

// ScaleStep is the granularity of the render scale: whole multiples of 1/8
// keep the screen a whole number of pixels (1280 and 720 divide by 8) and
// bound how many font sizes a live window resize creates.
const ScaleStep = 1.0 / 8

// Fit is the render scale for a window of outside size w×h (device-independent
// pixels) on a display with device scale factor dsf: the logical screen is
// drawn at that many device pixels per logical pixel, so text and sprites stay
// sharp on any window size and on HiDPI screens. It is rounded down to
// ScaleStep and kept within [0.25, 4].
func Fit(w, h, dsf float64) float64 {
	if w <= 0 || h <= 0 {
		return 1
	}
	if dsf <= 0 {
		dsf = 1
	}
	k := math.Min(w/Width, h/Height) * dsf
	k = math.Floor(k/ScaleStep+1e-9) * ScaleStep
	return math.Max(0.25, math.Min(4, k))
}

// MinWindowW×MinWindowH is the smallest the desktop window may be made:
// at four fifths of the layout, its smallest text (12 px) still shows
// about 10 px high; at half (640×360, the old limit) it was 6 px, which
// nobody reads. A browser page may be smaller still; the game then
// shrinks with it.
const MinWindowW, MinWindowH = Width * 4 / 5, Height * 4 / 5

// ScreenSize is the size of the screen image for scale k.
func ScreenSize(k float64) (w, h float64) { return Width * k, Height * k }

// ToLogical converts a screen-pixel position to logical pixels.
func ToLogical(x, y int, k float64) Point {
	if k <= 0 {
		k = 1
	}
	return Point{float64(x) / k, float64(y) / k}
}

// WindowSize is the outside window size, in device-independent pixels, for a
// window-scale setting, shrunk to fit a monitor of mw×mh when that is known.
func WindowSize(scale float64, mw, mh int) (w, h int) {
	if scale <= 0 {
		scale = 1
	}
	if mw > 0 && mh > 0 {
		// Leave room for the task bar and window decorations.
		scale = math.Min(scale, math.Min(float64(mw)*0.95/Width, float64(mh)*0.9/Height))
	}
	return int(math.Round(Width * scale)), int(math.Round(Height * scale))
}
