package main

import (
	"strings"
	"testing"
)

func TestParseFlags(t *testing.T) {
	cfg, err := parseFlags([]string{"-scene", "table", "-game", "climb", "-seats", "bot,bot", "-seed", "42", "-dev", "-shot", "x.png", "-frames", "9"})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Scene != "table" || cfg.Game != "climb" || cfg.Seats != "bot,bot" || cfg.Seed != 42 || !cfg.SeedSet || !cfg.Dev || cfg.Shot != "x.png" || cfg.Frames != 9 {
		t.Errorf("parsed %+v", cfg)
	}
	if cfg, _ := parseFlags(nil); cfg.SeedSet || cfg.Frames != 60 {
		t.Errorf("defaults %+v", cfg)
	}
	bad := []struct {
		args []string
		want string
	}{
		{[]string{"-seed", "x"}, "-seed"},
		{[]string{"-frames", "0"}, "-frames"},
		{[]string{"-frame-stats", "-3"}, "-frame-stats"},
		{[]string{"-shot", "a.png", "-frame-stats", "10"}, "do not go together"},
		{[]string{"extra"}, "unexpected argument"},
		{[]string{"-nosuchflag"}, "nosuchflag"},
	}
	for _, b := range bad {
		if _, err := parseFlags(b.args); err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("parseFlags(%q) = %v, want an error about %q", b.args, err, b.want)
		}
	}
}
