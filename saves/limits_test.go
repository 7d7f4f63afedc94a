package saves

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tinylib/msgp/msgp"
)

// TestCheckLimits walks hand-made msgp values: well-formed ones pass and
// return what follows; every oversized or lying header is refused.
func TestCheckLimits(t *testing.T) {
	var (
		a     []byte
		empty = msgp.AppendMapHeader(nil, 0)
	)
	a = msgp.AppendMapHeader(a, 3)
	a = msgp.AppendString(a, "when")
	a = msgp.AppendTime(a, day)
	a = msgp.AppendString(a, "list")
	a = msgp.AppendArrayHeader(a, 3)
	a = msgp.AppendFloat64(a, 1.5)
	a = msgp.AppendBool(a, true)
	a = msgp.AppendNil(a)
	a = msgp.AppendString(a, "bin")
	a = msgp.AppendBytes(a, []byte{1, 2, 3})

	tests := []struct {
		name  string
		data  []byte
		limit bool   // refused as over a limit (else as damaged)
		words string // in the error; "" when the value is fine
	}{
		{"scalars, time, containers", a, false, ""},
		{"empty map", empty, false, ""},
		{"nested to the limit", nested(nil, maxDepth), false, ""},
		{"nested past the limit", nested(nil, maxDepth+1), true, "nested"},
		{"empty input", nil, false, "past the end"},
		{"array claims more than is left", msgp.AppendArrayHeader(nil, 3), false, "past the end"},
		{"map claims more than is left", append(msgp.AppendMapHeader(nil, 2), 1, 2, 3), false, "past the end"},
		{"array over the limit", msgp.AppendArrayHeader(nil, maxArrayLen+1), true, "list"},
		{"map over the limit", msgp.AppendMapHeader(nil, maxMapLen+1), true, "map"},
		{"string over the limit", msgp.AppendString(nil, strings.Repeat("s", maxString+1)), true, "text"},
		{"string past the end", msgp.AppendString(nil, "abc")[:3], false, "past the end"},
		{"bin past the end", msgp.AppendBytes(nil, []byte("abc"))[:3], false, "past the end"},
		{"int cut short", msgp.AppendInt64(nil, 1<<40)[:4], false, "past the end"},
		{"ext past the end", []byte{0xc9, 0xff, 0xff, 0xff, 0xff, 5}, false, "past the end"},
		{"never-used byte", []byte{0xc1}, false, "0xc1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.words == "" {
				// A good value is walked to its end and no further.
				tail := []byte{0xc0, 0xc0}
				rest, err := checkLimits(append(tt.data[:len(tt.data):len(tt.data)], tail...))
				if err != nil || string(rest) != string(tail) {
					t.Fatalf("rest %x, err %v; want rest %x", rest, err, tail)
				}
				return
			}
			_, err := checkLimits(tt.data)
			if err == nil {
				t.Fatalf("accepted; want an error saying %q", tt.words)
			}
			var le *limitError
			if errors.As(err, &le) != tt.limit || !strings.Contains(err.Error(), tt.words) {
				t.Errorf("error %q (limit %v), want limit %v and %q", err, errors.As(err, &le), tt.limit, tt.words)
			}
		})
	}
}

// TestCheckLimitsAllocatesNothing: the walk runs before anything is
// allocated for a file, and must not allocate itself.
func TestCheckLimitsAllocatesNothing(t *testing.T) {
	pinClock(t, time.Now())
	data := encode(t, play(t, "climb", 4, 8, 9), "x")
	allocs := testing.AllocsPerRun(100, func() {
		if _, err := checkLimits(data[len(magic):]); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("checkLimits allocates %.0f times per run", allocs)
	}
}
