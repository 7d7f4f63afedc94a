package engine_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
)

func TestOptionsGetAndWith(t *testing.T) {
	o := engine.Options{{Key: "b", Value: "2"}}
	o2 := o.With("a", "1").With("c", "3").With("b", "two")
	want := engine.Options{{Key: "a", Value: "1"}, {Key: "b", Value: "two"}, {Key: "c", Value: "3"}}
	if !slices.Equal(o2, want) {
		t.Errorf("With gave %v, want %v (sorted, b replaced)", o2, want)
	}
	if o.Get("b") != "2" || len(o) != 1 {
		t.Errorf("With changed the original: %v", o)
	}
	if o2.Get("b") != "two" || o2.Get("z") != "" {
		t.Errorf("Get gave %q and %q", o2.Get("b"), o2.Get("z"))
	}
}

func TestParseOptions(t *testing.T) {
	tests := []struct {
		in      string
		want    engine.Options
		wantErr string
	}{
		{"", nil, ""},
		{"a=1", engine.Options{{Key: "a", Value: "1"}}, ""},
		{"b=2,a=1", engine.Options{{Key: "a", Value: "1"}, {Key: "b", Value: "2"}}, ""},
		{"a=1,a=2", engine.Options{{Key: "a", Value: "2"}}, ""},
		{"a=x=y", engine.Options{{Key: "a", Value: "x=y"}}, ""},
		{"a=", engine.Options{{Key: "a", Value: ""}}, ""},
		{"a", nil, `option "a": want key=value`},
		{"a=1,=2", nil, `option "=2": want key=value`},
		{"a=1,", nil, `option "": want key=value`},
	}
	for _, tt := range tests {
		got, err := engine.ParseOptions(tt.in)
		switch {
		case tt.wantErr != "":
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("ParseOptions(%q) error = %v, want %q", tt.in, err, tt.wantErr)
			}
		case err != nil:
			t.Errorf("ParseOptions(%q): %v", tt.in, err)
		case !slices.Equal(got, tt.want):
			t.Errorf("ParseOptions(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestResolveOptions(t *testing.T) {
	info := engine.Info{ID: "dungeon", Title: "Dungeon", Options: []engine.OptionSpec{
		{Key: "creature", Label: "Creature", Choices: []string{"dragon", "troll"}, Default: "dragon"},
		{Key: "name", Label: "Hero name", Default: "Ann"}, // free text
	}}
	tests := []struct {
		in      string
		want    string
		wantErr []string // parts of the error
	}{
		{"", "creature=dragon,name=Ann", nil},
		{"creature=troll", "creature=troll,name=Ann", nil},
		{"name=Bob,creature=dragon", "creature=dragon,name=Bob", nil},
		{"colour=red", "", []string{"Dungeon", `"colour"`}},
		{"creature=orc", "", []string{"Dungeon", "creature", `"orc"`, "dragon, troll"}},
	}
	for _, tt := range tests {
		in, err := engine.ParseOptions(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		got, err := info.Resolve(in)
		if tt.wantErr != nil {
			if err == nil {
				t.Errorf("Resolve(%s) accepted it: %v", tt.in, got)
				continue
			}
			for _, part := range tt.wantErr {
				if !strings.Contains(err.Error(), part) {
					t.Errorf("Resolve(%s) error %q does not mention %s", tt.in, err, part)
				}
			}
			continue
		}
		want, _ := engine.ParseOptions(tt.want)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("Resolve(%s) = %v, %v; want %v", tt.in, got, err, want)
		}
	}
}
