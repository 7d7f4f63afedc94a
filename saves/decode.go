package saves

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"strings"

	"github.com/herotable/herotable/engine"
	"github.com/tinylib/msgp/msgp"
)

// Decode reads a save made by Encode and rebuilds its match by replaying the
// action log from the setup, then checks the result against the snapshot in
// the file. file names the save in errors. Every failure is a *LoadError
// saying what is wrong; Decode never panics (a panic in a game's rules while
// replaying becomes a LoadError too).
func Decode(file string, data []byte) (m *engine.Match, env *Envelope, err error) {
	defer func() {
		if r := recover(); r != nil {
			m, env, err = nil, nil, refuse(file, "%s: %v", ReasonPanic, r)
		}
	}()
	return decode(file, data)
}

// decode is Decode without the last-resort recover, so that the fuzz test
// sees any panic.
func decode(file string, data []byte) (*engine.Match, *Envelope, error) {
	env, err := readEnvelope(file, data)
	if err != nil {
		return nil, nil, err
	}
	m, err := rebuild(file, env)
	if err != nil {
		return nil, nil, err
	}
	return m, env, nil
}

// readEnvelope checks a save up to its envelope, in the order that gives
// the most useful reason: size, magic, a newer format, checksum, limits,
// decoding, game and rules version. It does not replay the log.
func readEnvelope(file string, data []byte) (*Envelope, error) {
	switch {
	case len(data) == 0:
		return nil, refuse(file, ReasonEmpty)
	case len(data) > MaxFileSize:
		return nil, refuse(file, "%s: %d bytes (a save is at most %d MiB)", ReasonTooLarge, len(data), MaxFileSize>>20)
	case len(data) < len(magic) && strings.HasPrefix(magic, string(data)):
		return nil, refuse(file, "%s: it ends inside the save header", ReasonTruncated)
	case !bytes.HasPrefix(data, []byte(magic)):
		return nil, refuse(file, "%s (it does not start with the save header)", ReasonForeign)
	}
	body := data[len(magic):]
	// A newer format may change everything after its version, its checksum
	// included, so the version is read first.
	format, ok := peekFormat(body)
	if ok && format > FormatVersion {
		return nil, refuse(file, "%s (save format %d; this version reads format %d): update Hero Table to load it",
			ReasonNewer, format, FormatVersion)
	}
	n := len(data)
	if len(body) < len(sumHeader)+4 {
		return nil, refuse(file, "%s: it ends right after the save header", ReasonTruncated)
	}
	if crc32.Checksum(data[:n-4], castagnoli) != binary.BigEndian.Uint32(data[n-4:]) {
		return nil, refuse(file, ReasonChecksum)
	}
	if !ok || format < 1 {
		return nil, refuse(file, "%s: the save format version is missing or wrong", ReasonFormat)
	}
	if format != FormatVersion {
		// Unreachable while format 1 is the only one; a later format adds
		// the readers of the older ones here.
		return nil, refuse(file, "%s %d", ReasonFormat, format)
	}
	rest, err := checkLimits(body)
	if err != nil {
		var le *limitError
		if errors.As(err, &le) {
			return nil, refuse(file, "%s: %v", ReasonLimit, err)
		}
		return nil, refuse(file, "%s: %v", ReasonDamaged, err)
	}
	if len(rest) != 0 {
		return nil, refuse(file, "%s: %d stray bytes after the save", ReasonDamaged, len(rest))
	}
	env := new(Envelope)
	if _, err := env.UnmarshalMsg(body); err != nil {
		return nil, refuse(file, "%s: %v", ReasonDamaged, err)
	}
	if [4]byte(data[n-4:]) != env.Sum {
		return nil, refuse(file, "%s: the checksum is not the save's last field", ReasonDamaged)
	}
	if env.Game == "" {
		return nil, refuse(file, "%s: the save names no game", ReasonDamaged)
	}
	info, ok := engine.Lookup(env.Game)
	if !ok {
		return nil, refuse(file, "%s %q: this Hero Table does not have it", ReasonGame, env.Game)
	}
	if env.Setup.Game != env.Game {
		return nil, refuse(file, "%s: the setup is for %q but the save is for %q", ReasonDamaged, env.Setup.Game, env.Game)
	}
	if env.Rules != info.RulesVersion {
		hint := "its moves cannot be replayed"
		if env.Rules > info.RulesVersion {
			hint = "update Hero Table to load it"
		}
		return nil, refuse(file, "%s: version %d of the %s rules, but this Hero Table plays version %d; %s",
			ReasonRules, env.Rules, info.Title, info.RulesVersion, hint)
	}
	return env, nil
}

// peekFormat reads the format version, the envelope's first field in every
// format, without decoding the rest.
func peekFormat(body []byte) (int, bool) {
	_, b, err := msgp.ReadMapHeaderBytes(body)
	if err != nil {
		return 0, false
	}
	key, b, err := msgp.ReadMapKeyZC(b)
	if err != nil || string(key) != "format" {
		return 0, false
	}
	v, _, err := msgp.ReadIntBytes(b)
	return v, err == nil
}

// rebuild replays env's log from its setup and checks the state it reaches
// against the snapshot.
func rebuild(file string, env *Envelope) (*engine.Match, error) {
	for i, s := range env.Setup.Seats {
		if s.Kind != engine.Human && s.Kind != engine.Bot {
			return nil, refuse(file, "%s: seat %d is neither a human nor a bot", ReasonSetup, i+1)
		}
	}
	m, err := engine.NewMatch(env.Setup)
	if err != nil {
		return nil, refuse(file, "%s: %v", ReasonSetup, err)
	}
	m.Log = make([]engine.LogEntry, 0, len(env.Actions))
	for i, a := range env.Actions {
		// Match.Apply refuses an illegal action with the game's own reason
		// and never asks a game to describe an action it does not allow.
		if err := m.Apply(a); err != nil {
			if m.State.IsTerminal() {
				return nil, refuse(file, "%s: step %d comes after the end of the game", ReasonReplay, i+1)
			}
			return nil, refuse(file, "%s: step %d: %v", ReasonReplay, i+1, err)
		}
	}
	snap, err := m.State.MarshalMsg(make([]byte, 0, len(env.Snapshot)))
	if err != nil || !bytes.Equal(snap, env.Snapshot) {
		return nil, refuse(file, "%s (the file was edited, or the %s rules changed without a new rules version)",
			ReasonSnapshot, m.Info.Title)
	}
	return m, nil
}
