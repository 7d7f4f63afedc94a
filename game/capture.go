package game

import (
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/herotable/herotable/scenes/layout"
)

// capture is the -shot mode: after frames frames the logical screen is
// drawn once more into an image and written as a PNG.
type capture struct {
	path   string
	frames int
	done   bool
	err    error
}

func (c *capture) take(a *App) {
	c.done = true
	img := ebiten.NewImage(layout.Width, layout.Height)
	a.render(img)
	pix := make([]byte, 4*layout.Width*layout.Height)
	img.ReadPixels(pix)
	rgba := &image.RGBA{Pix: pix, Stride: 4 * layout.Width, Rect: image.Rect(0, 0, layout.Width, layout.Height)}
	f, err := os.Create(c.path)
	if err != nil {
		c.err = fmt.Errorf("-shot: %w", err)
		return
	}
	if err := png.Encode(f, rgba); err != nil {
		f.Close()
		c.err = fmt.Errorf("-shot %s: %w", c.path, err)
		return
	}
	if err := f.Close(); err != nil {
		c.err = fmt.Errorf("-shot %s: %w", c.path, err)
	}
}

// frameStats is the -frame-stats mode: the CPU time of Update plus Draw per
// frame, and the process's CPU time per frame.
type frameStats struct {
	n          int
	start      time.Time
	samples    []time.Duration
	updates    []time.Duration
	draws      []time.Duration
	redrawn    int
	pending    time.Duration // update time waiting for its draw
	firstFrame time.Duration
	cpu0       time.Duration
	wall0      time.Time
	frames     int
	reported   bool
	updates0   int
}

// StatsWarmup frames are left out of the statistics: they decode the art
// and rasterise the first glyphs, which the first-frame time reports.
const StatsWarmup = 30

func newFrameStats(n int, start time.Time) *frameStats {
	if t, ok := processStart(); ok {
		start = t
	}
	if start.IsZero() {
		start = time.Now()
	}
	return &frameStats{n: n, start: start}
}

// update records an update's CPU time. The second update comes after the
// first frame was drawn and shown: the first-frame time is taken there.
func (s *frameStats) update(d time.Duration) {
	s.pending += d
	s.updates0++
	if s.updates0 == 2 {
		s.firstFrame = time.Since(s.start)
	}
}

func (s *frameStats) draw(d time.Duration, rendered bool) {
	s.frames++
	if s.frames == StatsWarmup {
		s.cpu0, s.wall0 = processCPU(), time.Now()
	}
	if s.frames > StatsWarmup && len(s.samples) < s.n {
		s.samples = append(s.samples, s.pending+d)
		s.updates = append(s.updates, s.pending)
		s.draws = append(s.draws, d)
		if rendered {
			s.redrawn++
		}
	}
	s.pending = 0
	if s.done() {
		s.report()
	}
}

func (s *frameStats) done() bool { return len(s.samples) >= s.n }

// Stats is what -frame-stats prints.
type Stats struct {
	Frames       int     `json:"frames"`
	CPUMsP50     float64 `json:"cpu_ms_p50"`
	CPUMsP99     float64 `json:"cpu_ms_p99"`
	ProcessCPUMs float64 `json:"process_cpu_ms_per_frame"`
	FPS          float64 `json:"fps"`
	FirstFrameMs float64 `json:"first_frame_ms"`
	WarmupFrames int     `json:"warmup_frames"`
	Redrawn      int     `json:"redrawn_frames"`
	UpdateMsP99  float64 `json:"update_ms_p99"`
	DrawMsP99    float64 `json:"draw_ms_p99"`
}

// quantile returns the q-quantile (0–1) of ds.
func quantile(ds []time.Duration, q float64) time.Duration {
	sorted := slices.Clone(ds)
	slices.Sort(sorted)
	return sorted[min(len(sorted)-1, int(float64(len(sorted))*q))]
}

func (s *frameStats) report() {
	if s.reported {
		return
	}
	s.reported = true
	n := len(s.samples)
	wall := time.Since(s.wall0)
	st := Stats{
		Frames:       n,
		CPUMsP50:     ms(quantile(s.samples, 0.5)),
		CPUMsP99:     ms(quantile(s.samples, 0.99)),
		UpdateMsP99:  ms(quantile(s.updates, 0.99)),
		DrawMsP99:    ms(quantile(s.draws, 0.99)),
		Redrawn:      s.redrawn,
		ProcessCPUMs: ms(processCPU()-s.cpu0) / float64(n),
		FPS:          float64(n) / wall.Seconds(),
		FirstFrameMs: ms(s.firstFrame),
		WarmupFrames: StatsWarmup,
	}
	out, _ := json.Marshal(st)
	fmt.Println(string(out))
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
