package saves

import (
	"bytes"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/herotable/herotable/engine"
)

// TestRoundTrip saves both toy games at several points of seeded random
// games and checks that loading gives the same match, that the envelope says
// what was saved, and that the loaded game goes on exactly as the saved one
// would have (same dice, same draws).
func TestRoundTrip(t *testing.T) {
	updated := day.Add(time.Hour)
	pinClock(t, updated)
	type game struct {
		id      string
		players int
	}
	games := []game{{"tictactoe", 2}, {"climb", 2}, {"climb", 3}, {"climb", 4}}
	for _, g := range games {
		for _, seed := range []uint64{1, 7, 2025} {
			for _, steps := range []int{0, 1, 4, 9, -1} {
				t.Run(fmt.Sprintf("%s/%dp/seed%d/steps%d", g.id, g.players, seed, steps), func(t *testing.T) {
					m := play(t, g.id, g.players, seed, steps)
					data := encode(t, m, "round trip")
					got, env, err := Decode("rt.htsave", data)
					if err != nil {
						t.Fatalf("decode: %v", err)
					}
					checkEnvelope(t, env, m, updated)
					checkSameMatch(t, got, m)

					again := encode(t, got, "round trip")
					if !bytes.Equal(again, data) {
						t.Errorf("re-encoding the loaded match gives different bytes")
					}
					// Both go on identically, randomness included.
					pick := engine.Seeded(seed)
					var buf []engine.Action
					for i := 0; i < 6 && !m.State.IsTerminal(); i++ {
						buf = m.State.LegalActions(buf[:0])
						a := buf[pick.IntN(len(buf))]
						if err1, err2 := m.Apply(a), got.Apply(a); err1 != nil || err2 != nil {
							t.Fatalf("continuing: %v / %v", err1, err2)
						}
					}
					checkSameMatch(t, got, m)
				})
			}
		}
	}
}

func checkEnvelope(t *testing.T, env *Envelope, m *engine.Match, updated time.Time) {
	t.Helper()
	snap, _ := m.State.MarshalMsg(nil)
	want := Envelope{
		Format: formatPlain, App: AppVersion, Game: m.Info.ID, Rules: m.Info.RulesVersion,
		Name: "round trip", Created: day, Updated: updated, Setup: m.Setup,
		Actions: m.Actions(), Snapshot: snap, Sum: env.Sum,
	}
	// A nil list and an empty one are the same thing in a save.
	if len(want.Actions) == 0 && len(env.Actions) == 0 {
		want.Actions = env.Actions
	}
	if len(want.Setup.Options) == 0 && len(env.Setup.Options) == 0 {
		want.Setup.Options = env.Setup.Options
	}
	if !reflect.DeepEqual(*env, want) {
		t.Errorf("envelope:\n got %+v\nwant %+v", *env, want)
	}
	if env.Sum == [4]byte{} {
		t.Errorf("checksum is zero")
	}
}

func checkSameMatch(t *testing.T, got, want *engine.Match) {
	t.Helper()
	a, _ := got.State.MarshalMsg(nil)
	b, _ := want.State.MarshalMsg(nil)
	if !bytes.Equal(a, b) {
		t.Errorf("states differ:\n got %x\nwant %x", a, b)
	}
	if !reflect.DeepEqual(got.Setup, want.Setup) {
		t.Errorf("setup %+v, want %+v", got.Setup, want.Setup)
	}
	if got.Info.ID != want.Info.ID {
		t.Errorf("game %q, want %q", got.Info.ID, want.Info.ID)
	}
	if len(got.Log) != len(want.Log) || (len(got.Log) > 0 && !reflect.DeepEqual(got.Log, want.Log)) {
		t.Errorf("log differs:\n got %+v\nwant %+v", got.Log, want.Log)
	}
}

// TestEncodeRefuses checks that Encode does not write what Decode would
// refuse.
func TestEncodeRefuses(t *testing.T) {
	long := play(t, "climb", 2, 3, 2)
	long.Setup.Seats[0].Name = string(bytes.Repeat([]byte("x"), maxString+1))
	mismatched := play(t, "climb", 2, 3, 2)
	mismatched.Setup.Game = "tictactoe"
	tests := []struct {
		name string
		m    *engine.Match
	}{
		{"nil match", nil},
		{"no state", &engine.Match{}},
		{"setup for another game", mismatched},
		{"seat name too long", long},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if data, err := Encode(tt.m, "x", time.Time{}); err == nil {
				t.Fatalf("Encode gave %d bytes, want an error", len(data))
			}
		})
	}
}

// TestEncodeCreated checks that a zero created time means now.
func TestEncodeCreated(t *testing.T) {
	pinClock(t, day)
	data, err := Encode(play(t, "tictactoe", 2, 1, 3), "x", time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if env := envelopeOf(t, data); !env.Created.Equal(day) || !env.Updated.Equal(day) {
		t.Errorf("created %v updated %v, want both %v", env.Created, env.Updated, day)
	}
}
