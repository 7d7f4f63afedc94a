package main

import (
	"os"
	"regexp"
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

// index.html passes some URL query parameters as flags (?dev&anim=instant
// runs herotable -dev -anim instant): each must still be a flag here, a
// switch where the page passes it alone and one taking a value otherwise.
func TestBrowserFlagsExist(t *testing.T) {
	page, err := os.ReadFile("web/index.html")
	if err != nil {
		t.Fatal(err)
	}
	for _, kind := range []struct {
		list     string
		isSwitch bool
	}{{"SWITCHES", true}, {"VALUED", false}} {
		m := regexp.MustCompile(`const ` + kind.list + ` = \[([^\]]*)\]`).FindSubmatch(page)
		if m == nil {
			t.Fatalf("index.html defines no %s list", kind.list)
		}
		names := regexp.MustCompile(`'([\w-]+)'`).FindAllSubmatch(m[1], -1)
		if len(names) == 0 {
			t.Errorf("index.html's %s list is empty", kind.list)
		}
		for _, n := range names {
			name := string(n[1])
			_, err := parseFlags([]string{"-" + name})
			switch {
			case kind.isSwitch && err != nil:
				t.Errorf("the page passes -%s alone, but: %v", name, err)
			case !kind.isSwitch && (err == nil || !strings.Contains(err.Error(), "needs an argument")):
				t.Errorf("the page passes -%s with a value, but -%s alone gives %v", name, name, err)
			}
		}
	}
}

func TestVersionFlag(t *testing.T) {
	if _, err := parseFlags([]string{"-version"}); err != errVersion {
		t.Errorf("parseFlags(-version) = %v, want errVersion", err)
	}
}
