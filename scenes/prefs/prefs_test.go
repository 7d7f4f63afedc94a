package prefs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSpeedFrames(t *testing.T) {
	tests := []struct {
		s      Speed
		normal int
		want   int
	}{
		{Slow, 48, 72}, {Slow, 1, 2}, {Normal, 48, 48}, {Fast, 48, 24}, {Fast, 3, 2}, {Fast, 1, 1}, {Instant, 48, 0}, {Normal, 0, 0},
	}
	for _, tt := range tests {
		if got := tt.s.Frames(tt.normal); got != tt.want {
			t.Errorf("%s.Frames(%d) = %d, want %d", tt.s, tt.normal, got, tt.want)
		}
	}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	for _, sp := range Speeds {
		for _, sc := range Scales {
			for _, fs := range []bool{false, true} {
				s := Settings{Anim: sp, Fullscreen: fs, Scale: sc}
				data, err := s.Encode()
				if err != nil {
					t.Fatalf("Encode(%+v): %v", s, err)
				}
				got, err := Decode(data)
				if err != nil || got != s {
					t.Errorf("round trip of %+v gave %+v, %v", s, got, err)
				}
			}
		}
	}
	data, _ := Settings{Anim: Fast, Scale: 1}.Encode()
	if !strings.Contains(string(data), `"anim":"fast"`) {
		t.Errorf("JSON %s lacks the contract's \"anim\" key", data)
	}
}

func TestDecodeBadInput(t *testing.T) {
	tests := []struct {
		in      string
		wantErr string
		want    Settings
	}{
		{`{"anim":"fast"}`, "", Settings{Anim: Fast, Scale: 1}},
		{`{"anim":"fast","future":42}`, "", Settings{Anim: Fast, Scale: 1}},
		{`{}`, "", Default()},
		{`{"anim":"ludicrous"}`, `animation speed "ludicrous"`, Default()},
		{`{"scale":7}`, "window scale 7", Default()},
		{`not json`, "not valid JSON", Default()},
		{`{"anim":3}`, "not valid JSON", Default()},
	}
	for _, tt := range tests {
		got, err := Decode([]byte(tt.in))
		if tt.wantErr == "" && err != nil || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
			t.Errorf("Decode(%s) error %v, want %q", tt.in, err, tt.wantErr)
		}
		if got != tt.want {
			t.Errorf("Decode(%s) = %+v, want %+v", tt.in, got, tt.want)
		}
	}
	if _, err := (Settings{Anim: "snail", Scale: 1}).Encode(); err == nil {
		t.Error("Encode accepted an unknown speed")
	}
}

func TestFileStore(t *testing.T) {
	dir := t.TempDir()
	f := File{Path: filepath.Join(dir, "sub", FileName)}
	s, err := f.Load()
	if err != nil || s != Default() {
		t.Fatalf("missing file: %+v, %v", s, err)
	}
	want := Settings{Anim: Instant, Fullscreen: true, Scale: 1.5}
	if err := f.Save(want); err != nil {
		t.Fatal(err)
	}
	if got, err := f.Load(); err != nil || got != want {
		t.Errorf("reloaded %+v, %v; want %+v", got, err, want)
	}
	entries, _ := os.ReadDir(filepath.Dir(f.Path))
	if len(entries) != 1 {
		t.Errorf("save left %d files behind, want only %s", len(entries), FileName)
	}
	if err := os.WriteFile(f.Path, []byte("{broken"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := f.Load()
	if err == nil || !strings.Contains(err.Error(), f.Path) || got != Default() {
		t.Errorf("broken file: %+v, %v; want defaults and an error naming the file", got, err)
	}
	if err := f.Save(Settings{Anim: "x", Scale: 1}); err == nil {
		t.Error("saved bad settings")
	}
}

func TestConfigDirOverride(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(EnvConfig, dir)
	got, err := ConfigDir()
	if err != nil || got != dir {
		t.Errorf("ConfigDir = %q, %v; want %q", got, err, dir)
	}
	st, err := DefaultStore()
	if err != nil {
		t.Fatal(err)
	}
	if fs, ok := st.(File); !ok || fs.Path != filepath.Join(dir, FileName) {
		t.Errorf("DefaultStore = %#v", st)
	}
}

func TestMemoryStore(t *testing.T) {
	m := Memory{S: new(Settings)}
	*m.S = Default()
	want := Settings{Anim: Fast, Scale: 2}
	if err := m.Save(want); err != nil {
		t.Fatal(err)
	}
	if got, _ := m.Load(); got != want {
		t.Errorf("memory store kept %+v", got)
	}
}
