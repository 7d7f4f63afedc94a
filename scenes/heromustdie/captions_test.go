package heromustdie

import (
	"strings"
	"testing"

	hmd "github.com/herotable/herotable/engine/heromustdie"
	"github.com/herotable/herotable/scenes/ui"
)

// Each location's caption is written by the table at reading size (at
// least ui.MinTextPx at 1280×720) on one line inside its band (pt7 #11:
// the art's own captions were about 7 px at 1024×576).
func TestLocationCaptionsAreReadable(t *testing.T) {
	s := newSession(t, "human,greedy,greedy", 3)
	_, h := viewerAt(t, s)
	sizes := map[string]float64{}
	stop := ui.WatchText(func(s string, st ui.Style) { sizes[s] = st.Size })
	h.Shot(t, shotDir, "captions")
	stop()
	for l := range hmd.NumLocations {
		w := locationShort[l]
		size, ok := sizes[w]
		if !ok || size < ui.MinTextPx {
			t.Errorf("%s: caption %q drawn %v at %.0f px", hmd.LocationNames[l], w, ok, size)
		}
		if m := ui.Measure(w, captionBandStyle); m > captionBand(l).W-8 || strings.Contains(w, "\n") {
			t.Errorf("%s: caption %q is %.0f px wide, its band %.0f", hmd.LocationNames[l], w, m, captionBand(l).W)
		}
	}
}
