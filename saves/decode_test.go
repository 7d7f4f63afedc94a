package saves

import (
	"bytes"
	"strings"
	"testing"

	"github.com/herotable/herotable/engine"
	"github.com/tinylib/msgp/msgp"
)

// body starts a hand-made envelope: a map of n entries whose first is the
// format version, as every save's is.
func body(n uint32) []byte {
	b := []byte(magic)
	b = msgp.AppendMapHeader(b, n)
	b = msgp.AppendString(b, "format")
	return msgp.AppendInt(b, formatPlain)
}

// withSum ends a hand-made envelope with its checksum field and seals it.
func withSum(b []byte) []byte {
	b = msgp.AppendString(b, "sum")
	b = msgp.AppendBytes(b, make([]byte, 4))
	return fixSum(b)
}

// nested is depth arrays, one inside the other.
func nested(b []byte, depth int) []byte {
	for range depth {
		b = msgp.AppendArrayHeader(b, 1)
	}
	return msgp.AppendNil(b)
}

// TestDecodeRefuses feeds Decode damaged, foreign, hostile and edited files
// and checks each is refused with the right reason.
func TestDecodeRefuses(t *testing.T) {
	pinClock(t, day)
	climb := play(t, "climb", 3, 11, 7)
	good := encode(t, climb, "good")
	n := len(good)
	finished := play(t, "tictactoe", 2, 5, -1)

	edit := func(m *engine.Match, change func(*Envelope)) []byte {
		env := envelopeOf(t, encode(t, m, "edited"))
		change(env)
		return resealed(t, env)
	}
	flip := func(i int) []byte {
		b := bytes.Clone(good)
		b[i] ^= 0x10
		return b
	}
	noise := make([]byte, 300)
	r := engine.Seeded(99)
	for i := range noise {
		noise[i] = byte(r.IntN(256))
	}
	huge := append([]byte(magic), make([]byte, MaxFileSize)...)

	tests := []struct {
		name   string
		data   []byte
		reason string
		words  string // also in the reason, where it matters what it says
	}{
		{"empty", nil, ReasonEmpty, ""},
		{"PNG", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10"), ReasonForeign, ""},
		{"text", []byte("hello, world\n"), ReasonForeign, ""},
		{"random bytes", noise, ReasonForeign, ""},
		{"wrong magic", append([]byte("\x89HTSX"), good[5:]...), ReasonForeign, ""},
		{"magic only in part", good[:5], ReasonTruncated, "header"},
		{"magic only", good[:len(magic)], ReasonTruncated, "after the save header"},
		{"cut short by one byte", good[:n-1], ReasonChecksum, ""},
		{"cut in half", good[:n/2], ReasonChecksum, ""},
		{"bit flipped in the log", flip(n - 20), ReasonChecksum, ""},
		{"bit flipped in the checksum", flip(n - 1), ReasonChecksum, ""},
		{"too large", huge, ReasonTooLarge, "8 MiB"},
		{"future version", edit(climb, func(e *Envelope) { e.Format = FormatVersion + 1 }), ReasonNewer, "update Hero Table"},
		{"format zero", edit(climb, func(e *Envelope) { e.Format = 0 }), ReasonFormat, ""},
		{"body not a map", fixSum(append([]byte(magic), 1, 2, 3, 4, 5, 6, 7)), ReasonFormat, ""},
		{"unknown game", edit(climb, func(e *Envelope) { e.Game, e.Setup.Game = "chess", "chess" }), ReasonGame, `"chess"`},
		{"no game", edit(climb, func(e *Envelope) { e.Game = "" }), ReasonDamaged, "no game"},
		{"setup for another game", edit(climb, func(e *Envelope) { e.Setup.Game = "tictactoe" }), ReasonDamaged, "setup"},
		{"newer rules version", edit(climb, func(e *Envelope) { e.Rules = 2 }), ReasonRules, "version 2 of the Climb rules, but this Hero Table plays version 1; update"},
		{"too few seats", edit(climb, func(e *Envelope) { e.Setup.Seats = e.Setup.Seats[:1] }), ReasonSetup, "players"},
		{"seat of no kind", edit(climb, func(e *Envelope) { e.Setup.Seats[1].Kind = 7 }), ReasonSetup, "seat 2"},
		{"unknown option", edit(climb, func(e *Envelope) { e.Setup.Options = e.Setup.Options.With("speed", "x") }), ReasonSetup, "speed"},
		{"no snapshot", edit(climb, func(e *Envelope) { e.Snapshot = nil }), ReasonSnapshot, "cannot be read either"},
		// A log that does not replay is survived through the snapshot
		// (TestDecodeContinuesFromSnapshot), but not when that is broken too.
		{"log and snapshot broken", edit(climb, func(e *Envelope) { e.Actions[2], e.Snapshot = 77, []byte{0xc1} }), ReasonReplay, "step 3"},
		{"older rules, snapshot cut", edit(climb, func(e *Envelope) { e.Rules, e.Snapshot = 0, e.Snapshot[:len(e.Snapshot)/2] }), ReasonRules, "cannot be read either"},
		{"older rules, snapshot of another game", edit(climb, func(e *Envelope) { e.Rules, e.Snapshot = 0, snapOf(t, finished) }), ReasonRules, "cannot be read either"},
		{"edited log and a position nobody can play", edit(climb, func(e *Envelope) { e.Setup.Seed++; e.Snapshot = unplayable(t, climb) }), ReasonReplay, "cannot be read either"},
		{"format 2 without a base", edit(climb, func(e *Envelope) { e.Format = 2 }), ReasonDamaged, "format 2"},
		{"format 1 with a base", edit(climb, func(e *Envelope) { e.Base = snapOf(t, climb) }), ReasonDamaged, "format 1"},
		{"moves before the base but no base", edit(climb, func(e *Envelope) { e.BaseMoves = 3 }), ReasonDamaged, "format 1"},
		{"stray bytes", fixSum(append(bytes.Clone(good), 0, 0, 0, 0)), ReasonDamaged, "stray"},
		{"checksum not last", sumNotLast(), ReasonDamaged, "last field"},
		{"log longer than allowed", withSum(msgp.AppendArrayHeader(msgp.AppendString(body(3), "actions"), MaxActions+1)), ReasonLimit, "list"},
		{"log longer than the file", withSum(msgp.AppendArrayHeader(msgp.AppendString(body(3), "actions"), 5000)), ReasonDamaged, "past the end"},
		{"huge array claim", withSum(append(msgp.AppendString(body(3), "actions"), 0xdd, 0xff, 0xff, 0xff, 0xff)), ReasonLimit, "list"},
		{"huge string claim", withSum(append(msgp.AppendString(body(3), "name"), 0xdb, 0x7f, 0xff, 0xff, 0xff)), ReasonDamaged, "past the end"},
		{"long name", withSum(msgp.AppendString(msgp.AppendString(body(3), "name"), strings.Repeat("n", maxString+1))), ReasonLimit, "text"},
		{"huge map", withSum(msgp.AppendMapHeader(msgp.AppendString(body(3), "setup"), 1000)), ReasonLimit, "map"},
		{"deep nesting", withSum(nested(msgp.AppendString(body(3), "x"), maxDepth+1)), ReasonLimit, "nested"},
		{"huge snapshot", withSum(msgp.AppendBytes(msgp.AppendString(body(3), "snap"), make([]byte, MaxSnapshot+1))), ReasonLimit, "block"},
		{"wrong type", withSum(msgp.AppendInt(msgp.AppendString(body(3), "setup"), 5)), ReasonDamaged, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, env, err := Decode("bad.htsave", tt.data)
			if m != nil || env != nil {
				t.Errorf("Decode returned a match or an envelope with its error")
			}
			reason := reasonOf(t, err, "bad.htsave")
			if !strings.HasPrefix(reason, tt.reason) {
				t.Fatalf("reason %q, want one starting %q", reason, tt.reason)
			}
			if !strings.Contains(reason, tt.words) {
				t.Errorf("reason %q does not say %q", reason, tt.words)
			}
		})
	}
}

// sumNotLast is an envelope whose checksum field is followed by another
// field, so that the file's last four bytes are not its checksum field.
func sumNotLast() []byte {
	b := msgp.AppendString(body(3), "sum")
	b = msgp.AppendBytes(b, make([]byte, 4))
	b = msgp.AppendString(b, "zzz")
	return fixSum(msgp.AppendBytes(b, make([]byte, 4)))
}

// TestDecodeBitFlips flips one bit at every byte of a save: each is refused,
// and past the magic and the format version, always by the checksum.
func TestDecodeBitFlips(t *testing.T) {
	good := encode(t, play(t, "climb", 2, 4, 5), "flips")
	header := len(magic) + 1 + 7 + 1 // magic, map header, "format", version
	for i := range good {
		b := bytes.Clone(good)
		b[i] ^= 1 << (i % 8)
		_, _, err := Decode("flip.htsave", b)
		if err == nil {
			t.Fatalf("byte %d flipped: loaded anyway", i)
		}
		reason := reasonOf(t, err, "flip.htsave")
		switch {
		case i < len(magic):
			if !strings.HasPrefix(reason, ReasonForeign) {
				t.Errorf("byte %d (magic) flipped: reason %q", i, reason)
			}
		case i < header:
			if !strings.HasPrefix(reason, ReasonChecksum) && !strings.HasPrefix(reason, ReasonNewer) {
				t.Errorf("byte %d (format) flipped: reason %q", i, reason)
			}
		default:
			if reason != ReasonChecksum {
				t.Errorf("byte %d flipped: reason %q", i, reason)
			}
		}
	}
}

// TestDecodeTruncations cuts a save at every length: each is refused.
func TestDecodeTruncations(t *testing.T) {
	good := encode(t, play(t, "tictactoe", 2, 4, 5), "cuts")
	for n := range len(good) {
		_, _, err := Decode("cut.htsave", good[:n])
		reason := reasonOf(t, err, "cut.htsave")
		ok := strings.HasPrefix(reason, ReasonTruncated) || reason == ReasonChecksum || (n == 0 && reason == ReasonEmpty)
		if !ok {
			t.Errorf("cut at %d: reason %q", n, reason)
		}
	}
}

// TestDecodeRecoversFromPanics checks the last resort: a game whose rules
// panic while replaying gives a LoadError, not a crash.
func TestDecodeRecoversFromPanics(t *testing.T) {
	engine.Register(engine.Info{
		ID: "panicky", Title: "Panicky", MinPlayers: 1, MaxPlayers: 1, RulesVersion: 1, Hidden: true,
		New:   func(int, uint64, engine.Options) (engine.State, error) { panic("rules bug") },
		Empty: func() engine.State { return nil },
	})
	b := body(5)
	b = msgp.AppendString(b, "game")
	b = msgp.AppendString(b, "panicky")
	b = msgp.AppendString(b, "rules")
	b = msgp.AppendInt(b, 1)
	b = msgp.AppendString(b, "setup")
	setup := engine.Setup{Game: "panicky", Seats: []engine.Seat{{Name: "A"}}}
	b, _ = setup.MarshalMsg(b)
	_, _, err := Decode("p.htsave", withSum(b))
	if reason := reasonOf(t, err, "p.htsave"); !strings.HasPrefix(reason, ReasonPanic) || !strings.Contains(reason, "rules bug") {
		t.Errorf("reason %q", reason)
	}
}
