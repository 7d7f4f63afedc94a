package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"github.com/herotable/herotable/scenes/ui"
)

// textAudits are the scenes and tables the text audit plays: none may show
// a text a player needs under the floor, a text spilling from its box or
// the window, a text cut short with "…", or a seat marker.
//
// Each case is measured at 1280×720 and at the smallest window the app
// allows (640×360, ebiten.SetWindowSizeLimits in game/app.go) in one run:
// a text spilling at either spills. The size floor, ui.MinTextPx, is in
// logical pixels, the same at both (see its comment).
//
// After its frames each run rests the pointer on every thing with a
// tooltip (at most 120), so that tooltips are audited as well: tips says
// the scene has some, and then some must have been seen.
var textAudits = []struct {
	name string
	args string
	tips bool
}{
	{name: "title", args: "-scene title -frames 30", tips: true},
	{name: "settings", args: "-scene settings -frames 30", tips: true},
	{name: "saves", args: "-scene saves -frames 30"},
	{name: "setup-herohouse", args: "-scene setup -game herohouse -frames 30", tips: true},
	{name: "setup-dieinthedungeon", args: "-scene setup -game dieinthedungeon -frames 30", tips: true},
	{name: "setup-heromustdie", args: "-scene setup -game heromustdie -frames 30", tips: true},
	{name: "setup-climb", args: "-scene setup -game climb -dev -frames 30", tips: true},
	{name: "rules-herohouse", args: "-scene rules -game herohouse -frames 30"},
	{name: "rules-dieinthedungeon", args: "-scene rules -game dieinthedungeon -frames 30"},
	{name: "rules-heromustdie", args: "-scene rules -game heromustdie -frames 30"},
	{name: "rules-climb", args: "-scene rules -game climb -dev -frames 30"},
	{name: "menu", args: "-scene menu -game herohouse -frames 30", tips: true},
	{name: "pass", args: "-scene pass -game herohouse -seats human,human -frames 30"},
	// The tables: a human seat deciding, and bots watched for a while.
	{name: "herohouse-human", args: "-scene table -game herohouse -seats human,greedy,greedy,greedy -seed 3 -frames 120", tips: true},
	{name: "herohouse-bots", args: "-scene table -game herohouse -watch -seats greedy,greedy,greedy,greedy -seed 4 -anim instant -frames 200", tips: true},
	{name: "dieinthedungeon-human", args: "-scene table -game dieinthedungeon -seats human -opt map=map1 -seed 3 -frames 120", tips: true},
	{name: "dieinthedungeon-bots", args: "-scene table -game dieinthedungeon -watch -seats greedy,greedy -opt map=map2 -seed 4 -anim instant -frames 200", tips: true},
	{name: "heromustdie-human", args: "-scene table -game heromustdie -seats human,greedy,greedy,greedy -seed 3 -frames 120", tips: true},
	{name: "heromustdie-bots", args: "-scene table -game heromustdie -watch -seats greedy,greedy,greedy,greedy -seed 4 -anim instant -frames 200", tips: true},
	// Hero Dice is hidden until its table is complete: -dev opens it.
	{name: "herodice-human", args: "-scene table -game herodice -dev -seats human -seed 3 -frames 120", tips: true},
	{name: "herodice-bots", args: "-scene table -game herodice -dev -watch -seats greedy -seed 4 -anim instant -frames 200", tips: true},
	{name: "climb-human", args: "-scene table -game climb -dev -seats human,greedy,greedy,greedy -seed 3 -frames 120", tips: true},
	{name: "climb-bots", args: "-scene table -game climb -dev -watch -seats greedy,greedy,greedy,greedy -seed 4 -anim instant -frames 200", tips: true},
}

func TestTextAudit(t *testing.T) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" {
		t.Skip("needs a display: run under xvfb-run")
	}
	for _, c := range textAudits {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			args := append(strings.Fields(c.args), "-text-audit", "-text-audit-list", "-window", "1280x720,1216x684,1000x563,640x360", "-saves", t.TempDir())
			cmd := exec.Command(binary, args...)
			cmd.Env = append(os.Environ(), "HEROTABLE_CONFIG="+t.TempDir())
			var list strings.Builder
			cmd.Stderr = &list
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("herotable %s: %v\n%s", strings.Join(args, " "), err, list.String())
			}
			var r ui.TextReport
			if err := json.Unmarshal(out, &r); err != nil {
				t.Fatalf("the audit printed %q, not one JSON object: %v", out, err)
			}
			t.Logf("%s", out)
			offending := func() string {
				var lines []string
				for _, l := range strings.Split(list.String(), "\n") {
					if l != "" && !strings.HasPrefix(l, "XGB:") {
						lines = append(lines, "\t"+l)
					}
				}
				return strings.Join(lines, "\n")
			}
			if r.Texts == 0 {
				t.Errorf("no text drawn in %s", c.args)
			}
			if c.tips && r.Tips == 0 {
				t.Errorf("no tooltip seen in %s", c.args)
			}
			if r.Markers > 0 {
				t.Errorf("%d texts hold an unresolved seat marker:\n%s", r.Markers, offending())
			}
			if r.Missing > 0 {
				t.Errorf("%d texts hold a rune their font has no glyph for (an empty box):\n%s", r.Missing, offending())
			}
			if r.Small+r.Overflows+r.Clipped > 0 {
				t.Errorf("%d small, %d spilling and %d cut texts:\n%s", r.Small, r.Overflows, r.Clipped, offending())
			}
			if r.Small == 0 && r.Texts > 0 && r.MinPx < ui.MinTextPx {
				t.Errorf("min_px %v under the floor with no small text counted", r.MinPx)
			}
		})
	}
}
