package enginetest

import (
	"slices"
	"testing"
)

// TellsEveryCode reports each code of the range that no case told, and a
// range that holds no code; a test that told every code passes.
func TestTellsEveryCodeReportsMissingCodes(t *testing.T) {
	told := map[int]bool{1: true, 2: true, 4: true, 6: true}
	tests := []struct {
		name        string
		first, last int
		want        []string
	}{
		{"all told", 1, 2, nil},
		{"one missing", 1, 4, []string{"code 3 has no sentence checked in this test"}},
		{"two missing", 4, 7, []string{"code 5 has no sentence checked in this test", "code 7 has no sentence checked in this test"}},
		{"reversed", 6, 1, []string{"no codes from 6 to 1: the first code comes after the last"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRecorder()
			tellsEveryCode(r, tt.first, tt.last, told)
			var got []string
			for _, f := range *r.failures {
				got = append(got, f.msg)
			}
			if !slices.Equal(got, tt.want) || r.failed != (tt.want != nil) {
				t.Errorf("failures %q (failed %v), want %q", got, r.failed, tt.want)
			}
		})
	}
	TellsEveryCode(t, 1, 2, told) // through the real testing.T
}
