package saves

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"strings"
	"testing"
	"time"

	"github.com/herotable/herotable/engine"
	_ "github.com/herotable/herotable/engine/toys"
)

// play starts game for players seats from seed and makes up to steps moves
// (all of them to the end when steps < 0), each picked from the legal
// actions by an RNG seeded from seed, so that every run plays the same game.
func play(tb testing.TB, game string, players int, seed uint64, steps int) *engine.Match {
	tb.Helper()
	seats := make([]engine.Seat, players)
	for i := range seats {
		seats[i] = engine.Seat{Name: "Seat " + string(rune('A'+i)), Kind: engine.Human}
		if i%2 == 1 {
			seats[i].Kind, seats[i].Strength = engine.Bot, "normal"
		}
	}
	m, err := engine.NewMatch(engine.Setup{Game: game, Seed: seed, Seats: seats})
	if err != nil {
		tb.Fatalf("new %s match: %v", game, err)
	}
	pick := engine.Seeded(seed ^ 0x5eed)
	var buf []engine.Action
	for i := 0; (steps < 0 || i < steps) && !m.State.IsTerminal(); i++ {
		buf = m.State.LegalActions(buf[:0])
		if err := m.Apply(buf[pick.IntN(len(buf))]); err != nil {
			tb.Fatalf("%s step %d: %v", game, i+1, err)
		}
	}
	return m
}

// pinClock makes Encode's clock return t for the rest of the test.
func pinClock(tb testing.TB, t time.Time) {
	old := now
	now = func() time.Time { return t }
	tb.Cleanup(func() { now = old })
}

var day = time.Date(2025, 3, 14, 15, 9, 26, 535897932, time.UTC)

// encode is Encode that fails the test on error.
func encode(tb testing.TB, m *engine.Match, name string) []byte {
	tb.Helper()
	data, err := Encode(m, name, day)
	if err != nil {
		tb.Fatalf("encode: %v", err)
	}
	return data
}

// envelopeOf decodes a valid save's envelope without replaying it.
func envelopeOf(tb testing.TB, data []byte) *Envelope {
	tb.Helper()
	env, err := readEnvelope("t", data)
	if err != nil {
		tb.Fatalf("open: %v", err)
	}
	return env
}

// resealed encodes a changed envelope with a correct checksum, as an editor
// of save files would.
func resealed(tb testing.TB, env *Envelope) []byte {
	tb.Helper()
	data, err := seal(env)
	if err != nil {
		tb.Fatalf("seal: %v", err)
	}
	return data
}

// fixSum rewrites the last four bytes of data as the checksum of the rest,
// so that a damaged body reaches the checks behind the checksum.
func fixSum(data []byte) []byte {
	out := bytes.Clone(data)
	if n := len(out); n >= 4 {
		binary.BigEndian.PutUint32(out[n-4:], crc32.Checksum(out[:n-4], castagnoli))
	}
	return out
}

// reasonOf returns the reason of a *LoadError naming file, failing the test
// on any other error.
func reasonOf(tb testing.TB, err error, file string) string {
	tb.Helper()
	var le *LoadError
	if !errors.As(err, &le) {
		tb.Fatalf("error %v (%T) is not a *LoadError", err, err)
	}
	if le.File != file {
		tb.Fatalf("error names file %q, want %q", le.File, file)
	}
	if !strings.HasPrefix(le.Error(), file+": ") {
		tb.Fatalf("error text %q does not start with the file", le.Error())
	}
	return le.Reason
}
